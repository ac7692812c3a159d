import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { ClientMealPlan } from './entities/client-meal-plan.entity';

/** Meal plans assigned to the tenant's clients; an assignment is the tenant's when its client is. */
export class ClientMealPlansRepository extends EntityRepository<ClientMealPlan> {
  listForClient(tenant: TenantScope, clientId: string): Promise<ClientMealPlan[]> {
    return this.find({ client: { id: clientId, coach: tenant.businessId } }, { populate: ['mealPlan'], orderBy: { startDate: 'desc', createdAt: 'desc' } });
  }

  findInTenant(tenant: TenantScope, id: string): Promise<ClientMealPlan | null> {
    return this.findOne({ id, client: { coach: tenant.businessId } }, { populate: ['mealPlan', 'client'] });
  }

  /** The plan that applies on `day`: the active assignment started most recently on or before it and not ended. */
  current(tenant: TenantScope, clientId: string, day: string): Promise<ClientMealPlan | null> {
    return this.findOne(
      {
        client: { id: clientId, coach: tenant.businessId },
        isActive: true,
        startDate: { $lte: day },
        $or: [{ endDate: null }, { endDate: { $gte: day } }],
      },
      { populate: ['mealPlan'], orderBy: { startDate: 'desc', createdAt: 'desc' } },
    );
  }

  /** Clients of the business with a plan that applies on `day`. */
  async countClientsWithPlan(tenant: TenantScope, day: string): Promise<number> {
    const rows = await this.getEntityManager()
      .getConnection()
      .execute<{ count: string }[]>(
        `select count(distinct cmp.client_id) as count from client_meal_plans cmp join clients c on c.id = cmp.client_id
          where c.coach_id = ? and cmp.is_active and cmp.start_date <= ? and (cmp.end_date is null or cmp.end_date >= ?)`,
        [tenant.businessId, day, day],
      );
    return Number(rows[0]?.count ?? 0);
  }
}
