import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { ShoppingList } from './entities/shopping-list.entity';

/** Shopping lists of the tenant's clients. */
export class ShoppingListsRepository extends EntityRepository<ShoppingList> {
  listForClient(tenant: TenantScope, clientId: string): Promise<ShoppingList[]> {
    return this.find({ client: clientId, coach: tenant.businessId }, { orderBy: { weekStartDate: 'desc', createdAt: 'desc' } });
  }

  findInTenant(tenant: TenantScope, id: string): Promise<ShoppingList | null> {
    return this.findOne({ id, coach: tenant.businessId });
  }
}
