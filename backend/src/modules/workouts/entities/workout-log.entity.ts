import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { ClientWorkout } from './client-workout.entity';
import { Exercise } from './exercise.entity';

/** One set as the client did it. */
export interface LoggedSet {
  reps: number;
  weight: number | null;
}

/**
 * One exercise of a logged session (document 2 section 3, workout_logs): the sets done, with the session's duration,
 * rating and notes on each row of the session.
 */
@Entity({ tableName: 'workout_logs' })
@TenantOwned('clientWorkout.coach', { client: 'client' })
@Index({ properties: ['client', 'exercise', 'date'] })
export class WorkoutLog {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ClientWorkout, { fieldName: 'client_workout_id', deleteRule: 'cascade', index: true })
  clientWorkout: Rel<ClientWorkout>;

  /** A logged exercise cannot be deleted (409), so the client's history stays whole. */
  @ManyToOne(() => Exercise, { fieldName: 'exercise_id', deleteRule: 'no action', index: true })
  exercise: Rel<Exercise>;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Rel<Client>;

  @Property({ type: 'date' })
  date: string;

  @Property({ type: 'json' })
  sets: LoggedSet[];

  /** Minutes. */
  @Property({ type: 'integer', nullable: true })
  totalDuration?: number | null;

  @Property({ type: 'integer', nullable: true })
  caloriesBurned?: number | null;

  /** 1 (easy) to 10 (hardest). */
  @Property({ type: 'integer', nullable: true })
  difficultyRating?: number | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
