import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { WorkoutExercise } from './entities/workout-exercise.entity';

/** The one place workout_exercises is queried; a row is the tenant's when its workout is. */
export class WorkoutExercisesRepository extends EntityRepository<WorkoutExercise> {
  /** The exercises of these workouts, each workout's in order, with each exercise's record. */
  async byWorkout(tenant: TenantScope, workoutIds: string[]): Promise<Map<string, WorkoutExercise[]>> {
    const byWorkout = new Map<string, WorkoutExercise[]>(workoutIds.map((id) => [id, []]));
    if (!workoutIds.length) return byWorkout;
    const rows = await this.find(
      { workout: { id: { $in: workoutIds }, coach: tenant.businessId } },
      { populate: ['exercise'], orderBy: { workout: 'asc', orderIndex: 'asc' } },
    );
    for (const row of rows) byWorkout.get(row.workout.id)?.push(row);
    return byWorkout;
  }

  /** Removes a workout's exercises (before its list is replaced). */
  removeAllOf(tenant: TenantScope, workoutId: string): Promise<number> {
    return this.nativeDelete({ workout: { id: workoutId, coach: tenant.businessId } });
  }
}
