import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Goal } from './entities/goal.entity';

/** Goals of the tenant's clients; a goal is the tenant's when its client is. */
export class GoalsRepository extends EntityRepository<Goal> {
  listForClient(tenant: TenantScope, clientId: string): Promise<Goal[]> {
    return this.find({ client: { id: clientId, coach: tenant.businessId } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findInTenant(tenant: TenantScope, id: string): Promise<Goal | null> {
    return this.findOne({ id, client: { coach: tenant.businessId } }, { populate: ['client'] });
  }
}
