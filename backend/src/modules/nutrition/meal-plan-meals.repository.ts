import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MealCategory } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { MealPlan } from './entities/meal-plan.entity';
import { MealPlanMeal } from './entities/meal-plan-meal.entity';
import type { Meal } from './entities/meal.entity';

export interface NewPlanMeal {
  meal: Meal;
  day: number;
  mealType: MealCategory;
  orderIndex: number;
}

/** The meals placed in the tenant's plans (`mealPlan.coach`): an entry is the tenant's when its plan is. */
@Injectable()
export class MealPlanMealsRepository extends TenantRepository<MealPlanMeal> {
  constructor(em: EntityManager) {
    super(em, MealPlanMeal);
  }

  /** The plan's meals, by day and order. */
  forPlan(tenant: TenantScope, planId: string): Promise<MealPlanMeal[]> {
    return this.find(tenant, { mealPlan: planId }, { populate: ['meal'], orderBy: { day: 'asc', orderIndex: 'asc', id: 'asc' } });
  }

  /** How many meals each of the tenant's plans holds. Raw SQL: one grouped count for the page of plans. */
  async countPerPlan(tenant: TenantScope, planIds: string[]): Promise<Map<string, number>> {
    if (!planIds.length) return new Map();
    const rows = await this.sql<{ meal_plan_id: string; count: string }[]>(
      tenant,
      `select e.meal_plan_id, count(*) as count from meal_plan_meals e join meal_plans p on p.id = e.meal_plan_id
        where p.coach_id = :tenant and e.meal_plan_id in (:planIds) group by e.meal_plan_id`,
      { planIds },
    );
    return new Map(rows.map((row) => [row.meal_plan_id, Number(row.count)]));
  }

  /** A meal placed in a plan found in the tenant (saved with the next flush). */
  place(tenant: TenantScope, mealPlan: MealPlan, entry: NewPlanMeal): MealPlanMeal {
    return this.create(tenant, { mealPlan, ...entry });
  }

  /** Removes the meals placed in a plan (before placing them anew). */
  async clear(tenant: TenantScope, planId: string): Promise<void> {
    await this.delete(tenant, { mealPlan: planId });
  }
}
