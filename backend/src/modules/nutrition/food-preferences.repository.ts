import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FoodPreferenceType } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { ClientFoodPreference } from './entities/client-food-preference.entity';
import type { Food } from './entities/food.entity';

export interface NewFoodPreference {
  food: Food | null;
  foodName: string;
  preferenceType: FoodPreferenceType;
  intensity: number;
  notes: string | null;
}

/** Food preferences of the tenant's clients (`client.coach`); a client user reaches only their own. */
@Injectable()
export class FoodPreferencesRepository extends TenantRepository<ClientFoodPreference> {
  constructor(em: EntityManager) {
    super(em, ClientFoodPreference);
  }

  /** A page of the client's preferences, newest first. */
  pageForClient(tenant: TenantScope, clientId: string, page: { page: number; limit: number }): Promise<Page<ClientFoodPreference>> {
    return this.findPage(tenant, { client: clientId }, page, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findById(tenant: TenantScope, id: string): Promise<ClientFoodPreference | null> {
    return this.findOne(tenant, { id });
  }

  /** A new preference of a client found in the tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: NewFoodPreference): ClientFoodPreference {
    return this.create(tenant, { client, ...fields });
  }

  async removePreference(tenant: TenantScope, preference: ClientFoodPreference): Promise<void> {
    await this.delete(tenant, { id: preference.id });
  }

  /** Every food preference of the client, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<ClientFoodPreference[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
