import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Exercise } from './entities/exercise.entity';
import { WorkoutExercise } from './entities/workout-exercise.entity';
import type { Workout } from './entities/workout.entity';

/** One exercise of a workout to save, at its position. */
export type NewWorkoutExercise = Pick<WorkoutExercise, 'orderIndex' | 'sets' | 'reps' | 'weight' | 'restTime' | 'tempo' | 'notes' | 'supersetGroup'>;

/** The one place workout_exercises is queried. The entity is `@TenantOwned('workout.coach')`: a row is the tenant's when its workout is. */
@Injectable()
export class WorkoutExercisesRepository extends TenantRepository<WorkoutExercise> {
  constructor(em: EntityManager) {
    super(em, WorkoutExercise);
  }

  /** Whether any of the business's workouts holds an exercise. */
  hasAny(tenant: TenantScope): Promise<boolean> {
    return this.exists(tenant);
  }

  /** The exercises of these workouts, each workout's in order, with each exercise's record. */
  async byWorkout(tenant: TenantScope, workoutIds: string[]): Promise<Map<string, WorkoutExercise[]>> {
    const byWorkout = new Map<string, WorkoutExercise[]>(workoutIds.map((id) => [id, []]));
    if (!workoutIds.length) return byWorkout;
    const rows = await this.find(tenant, { workout: { $in: workoutIds } }, { populate: ['exercise'], orderBy: { workout: 'asc', orderIndex: 'asc' } });
    for (const row of rows) byWorkout.get(row.workout.id)?.push(row);
    return byWorkout;
  }

  /** A new exercise of a workout the caller found in the tenant (saved with the next flush). */
  add(tenant: TenantScope, workout: Workout, exercise: Exercise, fields: NewWorkoutExercise): WorkoutExercise {
    return this.create(tenant, { workout, exercise, ...fields });
  }

  /** Removes a workout's exercises at once (before its list is replaced). */
  removeAllOf(tenant: TenantScope, workoutId: string): Promise<number> {
    return this.delete(tenant, { workout: workoutId });
  }
}
