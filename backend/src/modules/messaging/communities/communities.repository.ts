import { EntityRepository, type FilterQuery } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../../common/http/authenticated-request';
import type { Community } from './entities/community.entity';

/** The communities table; every method takes the tenant first. */
export class CommunitiesRepository extends EntityRepository<Community> {
  findInTenant(tenant: TenantScope, id: string): Promise<Community | null> {
    return this.findOne({ id, coach: tenant.businessId });
  }

  /** Newest first: every community of the business, or (`visibleTo`) the public ones and the listed private ones. */
  list(tenant: TenantScope, visibleTo?: { memberOf: string[] }): Promise<Community[]> {
    const where: FilterQuery<Community> = visibleTo
      ? { coach: tenant.businessId, $or: [{ isPrivate: false }, { id: { $in: visibleTo.memberOf } }] }
      : { coach: tenant.businessId };
    return this.find(where, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  listByIds(tenant: TenantScope, ids: string[]): Promise<Community[]> {
    return this.find({ coach: tenant.businessId, id: { $in: ids } }, { orderBy: { name: 'asc' } });
  }

  /**
   * Takes one seat if the community has one left: one conditional update, so concurrent adds can never pass the
   * limit (the check constraint backs it). Raw SQL: the condition compares two columns of the row.
   */
  async takeSeat(tenant: TenantScope, id: string): Promise<boolean> {
    const taken = await this.getEntityManager().execute<Array<{ id: string }>>(
      `update communities set member_count = member_count + 1
        where id = ? and coach_id = ? and (member_limit is null or member_count < member_limit) returning id`,
      [id, tenant.businessId],
    );
    return taken.length === 1;
  }

  async freeSeat(tenant: TenantScope, id: string): Promise<void> {
    await this.getEntityManager().execute(
      'update communities set member_count = member_count - 1 where id = ? and coach_id = ? and member_count > 0',
      [id, tenant.businessId],
      'run',
    );
  }
}
