import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '../../infra/queues/job-queue.service';
import type { JobName } from '../../infra/queues/queue-registry';

/** The training queue's repeated passes and their cron patterns (UTC). */
export const TRAINING_SCHEDULES: Record<JobName<'training'>, string> = {
  // Hourly, so each business's day is closed within the hour after its midnight, whatever its time zone.
  'mark-missed-workouts': '5 * * * *',
  // Every minute: a habit reminder goes within a minute of its time in the client's time zone.
  'send-habit-reminders': '* * * * *',
};

/**
 * Registers the training passes as BullMQ job schedulers. Upserting is idempotent: every worker that starts registers
 * the same scheduler ids, and Redis holds one of each, so a pass runs once per tick however many workers there are.
 */
@Injectable()
export class TrainingScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(TrainingScheduler.name);

  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const [name, pattern] of Object.entries(TRAINING_SCHEDULES) as [JobName<'training'>, string][]) {
      try {
        await this.jobs.queue('training').upsertJobScheduler(name, { pattern, tz: 'UTC' }, { name, data: {} });
      } catch (error) {
        // Redis down at start: the next worker start registers it; the API keeps serving meanwhile.
        this.logger.warn(`Could not register the ${name} schedule: ${(error as Error).message}`);
      }
    }
  }
}
