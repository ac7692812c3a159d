import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ShoppingListItem } from './entities/shopping-list-item.entity';
import type { ShoppingList } from './entities/shopping-list.entity';

export type NewShoppingListItem = Omit<RequiredEntityData<ShoppingListItem>, 'shoppingList'>;

/**
 * The items of the tenant's shopping lists (`shoppingList.coach`): an item is the tenant's when its list is, and a
 * client user reaches only the items of their own lists.
 */
@Injectable()
export class ShoppingListItemsRepository extends TenantRepository<ShoppingListItem> {
  constructor(em: EntityManager) {
    super(em, ShoppingListItem);
  }

  forLists(tenant: TenantScope, listIds: string[]): Promise<ShoppingListItem[]> {
    if (!listIds.length) return Promise.resolve([]);
    return this.find(tenant, { shoppingList: { $in: listIds } }, { orderBy: { category: 'asc', foodName: 'asc', id: 'asc' } });
  }

  /** An item of one of the client's own lists. */
  findForClient(tenant: TenantScope, clientId: string, id: string): Promise<ShoppingListItem | null> {
    return this.findOne(tenant, { id, shoppingList: { client: clientId } });
  }

  /** A new item of a list found in (or just created for) the tenant (saved with the next flush). */
  add(tenant: TenantScope, shoppingList: ShoppingList, fields: NewShoppingListItem): ShoppingListItem {
    return this.create(tenant, { shoppingList, ...fields } as RequiredEntityData<ShoppingListItem>);
  }
}
