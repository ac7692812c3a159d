import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { HabitCategory, HabitDifficulty, HabitFrequency, HabitTrackingType } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/** A habit a business defines once and assigns to clients (document 2 section 3, habit_templates). */
@Entity({ tableName: 'habit_templates' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
export class HabitTemplate {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 120 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property()
  category: HabitCategory;

  @Property()
  frequency: HabitFrequency;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  targetValue?: number | null;

  @Property({ nullable: true, length: 40 })
  unit?: string | null;

  @Property()
  trackingType: HabitTrackingType;

  @Property({ default: false })
  isPublic: boolean & Opt = false;

  @Property({ default: 'easy' })
  difficulty: HabitDifficulty & Opt = 'easy';

  /** Minutes a day. */
  @Property({ type: 'integer', nullable: true })
  estimatedTime?: number | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
