import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
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

  listForClient(tenant: TenantScope, clientId: string): Promise<ShoppingList[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { weekStartDate: 'desc', createdAt: 'desc' } });
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
