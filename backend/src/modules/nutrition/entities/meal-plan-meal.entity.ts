import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MealCategory } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Meal } from './meal.entity';
import { MealPlan } from './meal-plan.entity';

/** A meal placed on a day of a plan, at a meal type (document 2 section 3, meal_plan_meals). */
@Entity({ tableName: 'meal_plan_meals' })
@TenantOwned('mealPlan.coach')
@Index({ properties: ['mealPlan', 'day'] })
export class MealPlanMeal {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => MealPlan, { fieldName: 'meal_plan_id', deleteRule: 'cascade' })
  mealPlan: MealPlan;

  @ManyToOne(() => Meal, { fieldName: 'meal_id', deleteRule: 'cascade', index: true })
  meal: Meal;

  /** 1 to the plan's duration. */
  @Property({ type: 'integer' })
  day: number;

  @Property({ length: 20 })
  mealType: MealCategory;

  @Property({ type: 'integer', default: 0 })
  orderIndex: number & Opt = 0;
}
