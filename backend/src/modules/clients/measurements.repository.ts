import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Measurement } from './entities/measurement.entity';

export class MeasurementsRepository extends EntityRepository<Measurement> {
  /** Newest first. */
  listForClient(tenant: TenantScope, clientId: string, limit: number): Promise<Measurement[]> {
    return this.find({ client: { id: clientId, coach: tenant.businessId } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }
}
