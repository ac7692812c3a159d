import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { CursorPage } from '../../common/http/cursor-pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { ShoppingList } from './entities/shopping-list.entity';

export type NewShoppingList = Omit<RequiredEntityData<ShoppingList>, 'client' | 'coach'>;

/** Shopping lists of the tenant's clients (`coach`); a client user reaches only their own. */
@Injectable()
export class ShoppingListsRepository extends TenantRepository<ShoppingList> {
  constructor(em: EntityManager) {
    super(em, ShoppingList);
  }

  /** A page of the client's lists, newest week first; null when the cursor is none of them. */
  pageForClient(tenant: TenantScope, clientId: string, page: { cursor?: string; limit: number }): Promise<CursorPage<ShoppingList> | null> {
    return this.findAfter(tenant, { client: clientId }, page, { by: ['weekStartDate', 'createdAt'], direction: 'desc' });
  }

  findById(tenant: TenantScope, id: string): Promise<ShoppingList | null> {
    return this.findOne(tenant, { id });
  }

  /** A new list of a client found in the tenant; the business is filled in (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: NewShoppingList): ShoppingList {
    return this.create(tenant, { client, ...fields } as RequiredEntityData<ShoppingList>);
  }

  async removeList(tenant: TenantScope, list: ShoppingList): Promise<void> {
    await this.delete(tenant, { id: list.id });
  }
}
