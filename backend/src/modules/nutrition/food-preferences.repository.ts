import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { ClientFoodPreference } from './entities/client-food-preference.entity';

/** Food preferences of the tenant's clients; a preference is the tenant's when its client is. */
export class FoodPreferencesRepository extends EntityRepository<ClientFoodPreference> {
  listForClient(tenant: TenantScope, clientId: string): Promise<ClientFoodPreference[]> {
    return this.find({ client: { id: clientId, coach: tenant.businessId } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findInTenant(tenant: TenantScope, id: string): Promise<ClientFoodPreference | null> {
    return this.findOne({ id, client: { coach: tenant.businessId } });
  }
}
