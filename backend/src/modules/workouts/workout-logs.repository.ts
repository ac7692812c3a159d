import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { offsetOf, Page } from '../../common/http/pagination';
import { reachableClient, TenantRepository } from '../../common/tenancy/tenant-repository';
import type { ClientWorkout } from './entities/client-workout.entity';
import type { Exercise } from './entities/exercise.entity';
import { WorkoutLog } from './entities/workout-log.entity';

/** One logged exercise of a session, as the client sends it. */
export type NewWorkoutLog = Pick<WorkoutLog, 'date' | 'sets' | 'totalDuration' | 'caloriesBurned' | 'difficultyRating' | 'notes'>;

/**
 * The one place workout_logs is queried. The entity is `@TenantOwned('clientWorkout.coach', { client: 'client' })`:
 * a log is the tenant's when its client workout is, and a client user reaches only their own.
 */
@Injectable()
export class WorkoutLogsRepository extends TenantRepository<WorkoutLog> {
  constructor(em: EntityManager) {
    super(em, WorkoutLog);
  }

  /**
   * A page of the exercises the client logged sets of, by name, and how many there are (the progress chart pages by
   * exercise). Raw SQL: a distinct, counted, paged read over the logs.
   */
  async loggedExercisesOfClient(tenant: TenantScope, clientId: string, page: { page: number; limit: number }): Promise<Page<string>> {
    const rows = await this.sql<{ id: string; total_count: string }[]>(
      tenant,
      `select e.id, count(*) over () as total_count from exercises e
        where e.id in (select l.exercise_id from workout_logs l join client_workouts cw on cw.id = l.client_workout_id
                        where cw.coach_id = :tenant and ${reachableClient('l.client_id')}
                          and l.client_id = :client and jsonb_array_length(l.sets) > 0)
        order by e.name, e.id limit :limit offset :offset`,
      { client: clientId, limit: page.limit, offset: offsetOf(page) },
    );
    let total = rows.length ? Number(rows[0]!.total_count) : 0;
    if (!rows.length && page.page > 1) {
      const [count] = await this.sql<{ count: string }[]>(
        tenant,
        `select count(distinct l.exercise_id) as count from workout_logs l join client_workouts cw on cw.id = l.client_workout_id
          where cw.coach_id = :tenant and ${reachableClient('l.client_id')} and l.client_id = :client and jsonb_array_length(l.sets) > 0`,
        { client: clientId },
      );
      total = Number(count!.count);
    }
    return new Page(
      rows.map((row) => row.id),
      total,
      page.page,
      page.limit,
    );
  }

  /** What the client logged of these exercises, oldest first (the progress chart). */
  logsOfClient(tenant: TenantScope, clientId: string, exerciseIds: string[]): Promise<WorkoutLog[]> {
    if (!exerciseIds.length) return Promise.resolve([]);
    return this.find(tenant, { client: clientId, exercise: { $in: exerciseIds } }, { populate: ['exercise'], orderBy: { date: 'asc', createdAt: 'asc' } });
  }

  /** The sessions logged for these client workouts. */
  logsOf(tenant: TenantScope, clientWorkoutIds: string[]): Promise<WorkoutLog[]> {
    if (!clientWorkoutIds.length) return Promise.resolve([]);
    return this.find(tenant, { clientWorkout: { $in: clientWorkoutIds } }, { populate: ['exercise'], orderBy: { createdAt: 'asc' } });
  }

  /** One logged exercise of a client workout the caller found in the tenant (saved with the next flush). */
  add(tenant: TenantScope, clientWorkout: ClientWorkout, exercise: Exercise, fields: NewWorkoutLog): WorkoutLog {
    return this.create(tenant, { clientWorkout, exercise, client: clientWorkout.client, ...fields });
  }
  /** Every row of the client, oldest first: their data export. Unbounded by design (one job per export reads them once). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<WorkoutLog[]> {
    return this.find(tenant, { client: clientId }, { populate: ['exercise'], orderBy: { date: 'asc', createdAt: 'asc', id: 'asc' } });
  }
}
