import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { reachableClient, TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { ClientMealPlan } from './entities/client-meal-plan.entity';
import type { MealPlan } from './entities/meal-plan.entity';

/**
 * Meal plans assigned to the tenant's clients (`client.coach`); a client user reaches only their own assignments.
 */
@Injectable()
export class ClientMealPlansRepository extends TenantRepository<ClientMealPlan> {
  constructor(em: EntityManager) {
    super(em, ClientMealPlan);
  }

  /** A page of the client's assignments, newest start first. */
  pageForClient(tenant: TenantScope, clientId: string, page: { page: number; limit: number }): Promise<Page<ClientMealPlan>> {
    return this.findPage(tenant, { client: clientId }, page, { populate: ['mealPlan'], orderBy: { startDate: 'desc', createdAt: 'desc', id: 'desc' } });
  }

  /** Every assignment of the client, newest start first (the client's nutrition summary). */
  listForClient(tenant: TenantScope, clientId: string): Promise<ClientMealPlan[]> {
    return this.find(tenant, { client: clientId }, { populate: ['mealPlan'], orderBy: { startDate: 'desc', createdAt: 'desc' } });
  }

  findById(tenant: TenantScope, id: string): Promise<ClientMealPlan | null> {
    return this.findOne(tenant, { id }, { populate: ['mealPlan', 'client'] });
  }

  /** The plan that applies on `day`: the active assignment started most recently on or before it and not ended. */
  current(tenant: TenantScope, clientId: string, day: string): Promise<ClientMealPlan | null> {
    return this.findOne(
      tenant,
      { client: clientId, isActive: true, startDate: { $lte: day }, $or: [{ endDate: null }, { endDate: { $gte: day } }] },
      { populate: ['mealPlan'], orderBy: { startDate: 'desc', createdAt: 'desc' } },
    );
  }

  /** A new assignment of a plan to a client, both found in the tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, mealPlan: MealPlan, period: { startDate: string; endDate: string | null }): ClientMealPlan {
    return this.create(tenant, { client, mealPlan, ...period, isActive: true });
  }

  async removeAssignment(tenant: TenantScope, assignment: ClientMealPlan): Promise<void> {
    await this.delete(tenant, { id: assignment.id });
  }

  /** Clients of the business with a plan that applies on `day`. Raw SQL: one distinct count over the join. */
  async countClientsWithPlan(tenant: TenantScope, day: string): Promise<number> {
    const rows = await this.sql<{ count: string }[]>(
      tenant,
      `select count(distinct cmp.client_id) as count from client_meal_plans cmp join clients c on c.id = cmp.client_id
        where c.coach_id = :tenant and ${reachableClient('c.id')}
          and cmp.is_active and cmp.start_date <= :day and (cmp.end_date is null or cmp.end_date >= :day)`,
      { day },
    );
    return Number(rows[0]?.count ?? 0);
  }
}
