import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
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

  /** Every exercise the client logged, oldest first (the progress chart). */
  logsOfClient(tenant: TenantScope, clientId: string): Promise<WorkoutLog[]> {
    return this.find(tenant, { client: clientId }, { populate: ['exercise'], orderBy: { date: 'asc', createdAt: 'asc' } });
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
}
