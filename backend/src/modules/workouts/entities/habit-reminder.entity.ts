import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { ClientHabit } from './client-habit.entity';

/**
 * A habit reminder that went out: one row per habit and client day. The unique key is what makes a reminder go once a
 * day, however many workers run the minute's pass at once and however often it is retried.
 */
@Entity({ tableName: 'habit_reminders' })
@TenantOwned('clientHabit.coach', { client: 'clientHabit.client' })
@Unique({ properties: ['clientHabit', 'reminderDate'] })
export class HabitReminder {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ClientHabit, { fieldName: 'client_habit_id', deleteRule: 'cascade' })
  clientHabit: Rel<ClientHabit>;

  /** The client's calendar day it reminded of. */
  @Property({ type: 'date' })
  reminderDate: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
