import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { WellnessLog } from './entities/wellness-log.entity';

export class WellnessLogsRepository extends EntityRepository<WellnessLog> {
  /** Newest day first. */
  listForClient(tenant: TenantScope, clientId: string, limit: number): Promise<WellnessLog[]> {
    return this.find({ client: { id: clientId, coach: tenant.businessId } }, { orderBy: { date: 'desc', createdAt: 'desc' }, limit });
  }
}
