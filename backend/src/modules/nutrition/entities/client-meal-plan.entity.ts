import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { MealPlan } from './meal-plan.entity';

/** A meal plan assigned to a client from a start to an end date (document 2 section 3, client_meal_plans). */
@Entity({ tableName: 'client_meal_plans' })
@TenantOwned('client.coach', { client: 'client' })
// Assigning the same plan to the same client from the same day twice (a double click) stores one assignment.
@Unique({ properties: ['client', 'mealPlan', 'startDate'] })
@Index({ properties: ['client', 'startDate'] })
export class ClientMealPlan {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @ManyToOne(() => MealPlan, { fieldName: 'meal_plan_id', deleteRule: 'cascade', index: true })
  mealPlan: MealPlan;

  @Property({ type: 'date' })
  startDate: string;

  @Property({ type: 'date', nullable: true })
  endDate?: string | null;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
