import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/** A business's meal plan (document 2 section 3, meal_plans): days × meal types of meals (meal_plan_meals), with daily targets. */
@Entity({ tableName: 'meal_plans' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
export class MealPlan {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'integer', nullable: true })
  targetCalories?: number | null;

  @Property({ type: 'integer', nullable: true })
  targetProtein?: number | null;

  @Property({ type: 'integer', nullable: true })
  targetCarbs?: number | null;

  @Property({ type: 'integer', nullable: true })
  targetFat?: number | null;

  /** Days. */
  @Property({ type: 'integer', default: 7 })
  duration: number & Opt = 7;

  @Property({ default: false })
  isTemplate: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
