import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { ClientHabit } from './client-habit.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/** One day of a client habit (document 2 section 3, habit_logs): one row per habit and day, rewritten when changed. */
@Entity({ tableName: 'habit_logs' })
@TenantOwned('clientHabit.coach', { client: 'clientHabit.client' })
@Unique({ properties: ['clientHabit', 'logDate'] })
export class HabitLog {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ClientHabit, { fieldName: 'client_habit_id', deleteRule: 'cascade' })
  clientHabit: Rel<ClientHabit>;

  /** The client's own calendar day. */
  @Property({ type: 'date' })
  logDate: string;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  actualValue?: number | null;

  @Property({ default: false })
  completed: boolean & Opt = false;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** 1 to 10. */
  @Property({ type: 'integer', nullable: true })
  mood?: number | null;

  /** 1 to 10. */
  @Property({ type: 'integer', nullable: true })
  energy?: number | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
