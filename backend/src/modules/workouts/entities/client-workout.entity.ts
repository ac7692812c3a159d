import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { ClientWorkoutStatus } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';
import { Workout } from './workout.entity';

/**
 * A workout assigned to a client for a day (document 2 section 3, client_workouts). `coach` repeats the client's
 * business so tenant queries and the dashboard's counts need no join; one per client, workout and day.
 */
@Entity({ tableName: 'client_workouts' })
@TenantOwned('coach', { client: 'client' })
@Unique({ properties: ['client', 'workout', 'scheduledDate'] })
@Unique({ properties: ['client', 'logIdempotencyKey'] })
@Index({ properties: ['client', 'scheduledDate'] })
@Index({ properties: ['coach', 'status', 'completedAt'] })
@Index({
  name: 'client_workouts_scheduled_index',
  expression: 'create index "client_workouts_scheduled_index" on "client_workouts" ("scheduled_date") where "status" = \'scheduled\'',
})
export class ClientWorkout {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade', index: true })
  coach: User;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Rel<Client>;

  @ManyToOne(() => Workout, { fieldName: 'workout_id', deleteRule: 'cascade', index: true })
  workout: Rel<Workout>;

  @Property({ type: 'date' })
  scheduledDate: string;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt?: Date | null;

  /** When the daily job found the day passed without a log. */
  @Property({ type: 'timestamptz', nullable: true })
  missedAt?: Date | null;

  @Property({ default: 'scheduled' })
  status: ClientWorkoutStatus & Opt = 'scheduled';

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /**
   * The key the client's device gave the log (one per entry, made when it was logged, offline or not): a replay of
   * the same log finds the session already recorded under it and answers it instead of 409.
   */
  @Property({ type: 'uuid', nullable: true })
  logIdempotencyKey?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
