import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { MealCategory, ScanMethod } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { Food } from './food.entity';
import { Meal } from './meal.entity';
import { MealPlanMeal } from './meal-plan-meal.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

const ACTUAL = { precision: 10, scale: 1 } as const;

/** What a client ate (document 2 section 3, food_log): a food, how much, and what it brought, as logged. */
@Entity({ tableName: 'food_log' })
@TenantOwned('client.coach', { client: 'client' })
@Index({ properties: ['client', 'logDate'] })
@Unique({ properties: ['client', 'idempotencyKey'] })
// A planned meal is logged once a day: each of its foods has one entry (a double tap or a replay adds none).
@Unique({ properties: ['client', 'planMeal', 'logDate', 'planItem'] })
export class FoodLogEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @ManyToOne(() => Food, { fieldName: 'food_id', nullable: true, deleteRule: 'set null', index: true })
  food?: Food | null;

  @ManyToOne(() => Meal, { fieldName: 'meal_id', nullable: true, deleteRule: 'set null', index: true })
  meal?: Meal | null;

  /** The meal of the client's plan this entry was logged from ('Log meal'); null for a food logged on its own. */
  @ManyToOne(() => MealPlanMeal, { fieldName: 'plan_meal_id', nullable: true, deleteRule: 'set null', index: true })
  planMeal?: MealPlanMeal | null;

  /** Which of the planned meal's foods this is (0-based, in the meal's ingredient order). */
  @Property({ type: 'smallint', nullable: true })
  planItem?: number | null;

  /** The food's name when it was logged (the entry reads the same if the food changes). */
  @Property({ length: 200 })
  foodName: string;

  @Property({ type: 'date' })
  logDate: string;

  @Property({ length: 20 })
  mealType: MealCategory;

  @DecimalProperty({ precision: 10, scale: 2 })
  servingSize: number;

  @Property({ length: 20 })
  servingUnit: string;

  @DecimalProperty(ACTUAL) actualCalories: number;
  @DecimalProperty(ACTUAL) actualProtein: number;
  @DecimalProperty(ACTUAL) actualCarbs: number;
  @DecimalProperty(ACTUAL) actualFat: number;

  @Property({ length: 20 })
  scanMethod: ScanMethod;

  @Property({ length: 14, nullable: true })
  barcode?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** The key the client's device gave the entry: a replay (an offline entry sent again) answers the stored entry. */
  @Property({ type: 'uuid', nullable: true })
  idempotencyKey?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
