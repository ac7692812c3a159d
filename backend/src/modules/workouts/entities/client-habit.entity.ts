import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { HabitCategory, HabitFrequency, HabitTrackingType } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';
import { HabitTemplate } from './habit-template.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/**
 * A habit assigned to a client (document 2 section 3, client_habits), copied from its template so later template edits
 * do not rewrite a client's history. The streak figures are recomputed from the logs on every check-off.
 */
@Entity({ tableName: 'client_habits' })
@TenantOwned('coach', { client: 'client' })
@Index({ properties: ['client', 'isActive'] })
// One active copy of a template per client: assigning it again changes nothing.
@Index({
  name: 'client_habits_client_template_active_unique',
  expression:
    'create unique index "client_habits_client_template_active_unique" on "client_habits" ("client_id", "habit_template_id") where "is_active" and "habit_template_id" is not null',
})
// The minute's reminder pass reads only the habits with a reminder on.
@Index({
  name: 'client_habits_reminder_enabled_index',
  expression: 'create index "client_habits_reminder_enabled_index" on "client_habits" ("coach_id", "reminder_time") where "is_active" and "reminder_enabled"',
})
export class ClientHabit {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade', index: true })
  coach: User;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Rel<Client>;

  @ManyToOne(() => HabitTemplate, { fieldName: 'habit_template_id', nullable: true, deleteRule: 'set null', index: true })
  habitTemplate?: Rel<HabitTemplate> | null;

  @Property({ nullable: true })
  customName?: string | null;

  @Property({ type: 'text', nullable: true })
  customDescription?: string | null;

  @Property()
  category: HabitCategory;

  @Property()
  frequency: HabitFrequency;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  targetValue?: number | null;

  @Property({ nullable: true })
  unit?: string | null;

  @Property()
  trackingType: HabitTrackingType;

  @Property({ type: 'date' })
  startDate: string;

  @Property({ type: 'date', nullable: true })
  endDate?: string | null;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'integer', default: 0 })
  streak: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  longestStreak: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  totalCompletions: number & Opt = 0;

  /** HH:MM in the client's day. */
  @Property({ length: 5, nullable: true })
  reminderTime?: string | null;

  @Property({ default: false })
  reminderEnabled: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
