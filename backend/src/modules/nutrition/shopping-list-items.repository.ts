import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { ShoppingListItem } from './entities/shopping-list-item.entity';

/** The items of the tenant's shopping lists; an item is the tenant's when its list is. */
export class ShoppingListItemsRepository extends EntityRepository<ShoppingListItem> {
  forLists(tenant: TenantScope, listIds: string[]): Promise<ShoppingListItem[]> {
    if (!listIds.length) return Promise.resolve([]);
    return this.find({ shoppingList: { id: { $in: listIds }, coach: tenant.businessId } }, { orderBy: { category: 'asc', foodName: 'asc', id: 'asc' } });
  }

  /** An item of one of the client's own lists. */
  findForClient(tenant: TenantScope, clientId: string, id: string): Promise<ShoppingListItem | null> {
    return this.findOne({ id, shoppingList: { client: clientId, coach: tenant.businessId } });
  }
}
