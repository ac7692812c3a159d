import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MealCategory } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Meal } from './meal.entity';
import { RecipePack } from './recipe-pack.entity';

/** A recipe of a pack on a day at a meal type (document 2 section 3, recipe_pack_meals). */
@Entity({ tableName: 'recipe_pack_meals' })
@TenantOwned('recipePack.coach')
@Index({ properties: ['recipePack', 'dayNumber'] })
export class RecipePackMeal {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => RecipePack, { fieldName: 'recipe_pack_id', deleteRule: 'cascade' })
  recipePack: RecipePack;

  @ManyToOne(() => Meal, { fieldName: 'meal_id', deleteRule: 'cascade', index: true })
  meal: Meal;

  @Property({ type: 'integer', default: 0 })
  orderIndex: number & Opt = 0;

  @Property({ type: 'integer' })
  dayNumber: number;

  @Property({ length: 20 })
  mealType: MealCategory;
}
