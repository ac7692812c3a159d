import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { MealPlanMeal } from './entities/meal-plan-meal.entity';

/** The meals placed in the tenant's plans; an entry is the tenant's when its plan is. */
export class MealPlanMealsRepository extends EntityRepository<MealPlanMeal> {
  /** The plan's meals, by day and order. */
  forPlan(tenant: TenantScope, planId: string): Promise<MealPlanMeal[]> {
    return this.find({ mealPlan: { id: planId, coach: tenant.businessId } }, { populate: ['meal'], orderBy: { day: 'asc', orderIndex: 'asc', id: 'asc' } });
  }

  /** How many meals each of the tenant's plans holds. */
  async countPerPlan(tenant: TenantScope, planIds: string[]): Promise<Map<string, number>> {
    if (!planIds.length) return new Map();
    const rows = await this.getEntityManager()
      .getConnection()
      .execute<{ meal_plan_id: string; count: string }[]>(
        `select e.meal_plan_id, count(*) as count from meal_plan_meals e join meal_plans p on p.id = e.meal_plan_id
          where p.coach_id = ? and e.meal_plan_id in (${planIds.map(() => '?').join(', ')}) group by e.meal_plan_id`,
        [tenant.businessId, ...planIds],
      );
    return new Map(rows.map((row) => [row.meal_plan_id, Number(row.count)]));
  }

  /** Removes the meals placed in a plan (before placing them anew). */
  async clear(tenant: TenantScope, planId: string): Promise<void> {
    await this.nativeDelete({ mealPlan: { id: planId, coach: tenant.businessId } });
  }
}
