import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import type { Page } from '../../../common/http/pagination';
import { TenantRepository } from '../../../common/tenancy/tenant-repository';
import { Community } from './entities/community.entity';

export type NewCommunity = Pick<Community, 'name'> & Partial<Pick<Community, 'description' | 'isPrivate' | 'memberLimit'>>;

/** The communities table. The entity declares its tenant path (`coach`): every query below stays in the business. */
@Injectable()
export class CommunitiesRepository extends TenantRepository<Community> {
  constructor(em: EntityManager) {
    super(em, Community);
  }

  findById(tenant: TenantScope, id: string): Promise<Community | null> {
    return this.findOne(tenant, { id });
  }

  /** A page, newest first: of every community of the business, or (`visibleTo`) of the public ones and the listed private ones. */
  page(tenant: TenantScope, page: { page: number; limit: number }, visibleTo?: { memberOf: string[] }): Promise<Page<Community>> {
    const where: FilterQuery<Community> = visibleTo ? { $or: [{ isPrivate: false }, { id: { $in: visibleTo.memberOf } }] } : {};
    return this.findPage(tenant, where, page, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** A page of the communities with these ids, by name. */
  pageByIds(tenant: TenantScope, ids: string[], page: { page: number; limit: number }): Promise<Page<Community>> {
    return this.findPage(tenant, { id: { $in: ids } }, page, { orderBy: { name: 'asc', id: 'asc' } });
  }

  /** A new community of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: NewCommunity): Community {
    // The business (`coach`) is filled in from the tenant.
    return this.create(tenant, fields);
  }

  /** Removes a community found in the tenant (with the next flush); its members and posts go with it. */
  removeCommunity(tenant: TenantScope, community: Community): void {
    this.remove(tenant, community);
  }
}
