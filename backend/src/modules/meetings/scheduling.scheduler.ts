import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '../../infra/queues/job-queue.service';

/**
 * Registers the scheduling queue's minute pass over unpaid seat holds as a BullMQ job scheduler (upserted by every
 * worker that starts; Redis holds one, so the pass runs once a minute however many workers there are).
 */
@Injectable()
export class SchedulingScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(SchedulingScheduler.name);

  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.jobs
        .queue('scheduling')
        .upsertJobScheduler('release-unpaid-seats', { pattern: '* * * * *', tz: 'UTC' }, { name: 'release-unpaid-seats', data: {} });
    } catch (error) {
      // Redis down at start: the next worker start registers it; the API keeps serving meanwhile.
      this.logger.warn(`Could not register the release-unpaid-seats schedule: ${(error as Error).message}`);
    }
  }
}
