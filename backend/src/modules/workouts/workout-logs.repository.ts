import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { WorkoutLog } from './entities/workout-log.entity';

/** The one place workout_logs is queried; a log is the tenant's when its client workout is. */
export class WorkoutLogsRepository extends EntityRepository<WorkoutLog> {
  /** Every exercise the client logged, oldest first (the progress chart). */
  logsOfClient(tenant: TenantScope, clientId: string): Promise<WorkoutLog[]> {
    return this.find({ client: clientId, clientWorkout: { coach: tenant.businessId } }, { populate: ['exercise'], orderBy: { date: 'asc', createdAt: 'asc' } });
  }

  /** The sessions logged for these client workouts. */
  logsOf(tenant: TenantScope, clientWorkoutIds: string[]): Promise<WorkoutLog[]> {
    if (!clientWorkoutIds.length) return Promise.resolve([]);
    return this.find({ clientWorkout: { id: { $in: clientWorkoutIds }, coach: tenant.businessId } }, { populate: ['exercise'], orderBy: { createdAt: 'asc' } });
  }
}
