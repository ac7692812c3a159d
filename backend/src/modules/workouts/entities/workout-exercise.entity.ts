import { type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Exercise } from './exercise.entity';
import { Workout } from './workout.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/** One exercise of a workout, in order (document 2 section 3, workout_exercises, plus tempo and superset group). */
@Entity({ tableName: 'workout_exercises' })
@TenantOwned('workout.coach')
@Unique({ properties: ['workout', 'orderIndex'] })
export class WorkoutExercise {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Workout, { fieldName: 'workout_id', deleteRule: 'cascade' })
  workout: Rel<Workout>;

  /** An exercise in use cannot be deleted (409), so a workout never loses one silently. */
  @ManyToOne(() => Exercise, { fieldName: 'exercise_id', deleteRule: 'no action' })
  @Index()
  exercise: Rel<Exercise>;

  @Property({ type: 'integer' })
  orderIndex: number;

  @Property({ type: 'integer', nullable: true })
  sets?: number | null;

  /** A count ("12"), a range ("8-12") or seconds ("30s"). */
  @Property({ length: 20, nullable: true })
  reps?: string | null;

  @DecimalProperty({ precision: 7, scale: 2, nullable: true })
  weight?: number | null;

  /** Seconds of rest after the exercise. */
  @Property({ type: 'integer', nullable: true })
  restTime?: number | null;

  @Property({ length: 20, nullable: true })
  tempo?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** Exercises of a workout that share a group number form a superset (done back to back). */
  @Property({ type: 'integer', nullable: true })
  supersetGroup?: number | null;
}
