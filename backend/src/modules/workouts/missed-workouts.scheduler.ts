import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '../../infra/queues/job-queue.service';

/** Hourly, so each business's day is closed within the hour after its midnight, whatever its time zone. */
export const MISSED_WORKOUTS_PATTERN = '5 * * * *';

/**
 * Registers the missed-workout pass as a BullMQ job scheduler. Upserting is idempotent: every worker that starts
 * registers the same scheduler id, and Redis holds one, so the pass runs once per hour however many workers there are.
 */
@Injectable()
export class MissedWorkoutsScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(MissedWorkoutsScheduler.name);

  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.jobs
        .queue('training')
        .upsertJobScheduler('mark-missed-workouts', { pattern: MISSED_WORKOUTS_PATTERN, tz: 'UTC' }, { name: 'mark-missed-workouts', data: {} });
    } catch (error) {
      // Redis down at start: the next worker start registers it; the API keeps serving meanwhile.
      this.logger.warn(`Could not register the missed-workout schedule: ${(error as Error).message}`);
    }
  }
}
