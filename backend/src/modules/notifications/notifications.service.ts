import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../infra/queues/job-queue.service';

/** What other modules call to notify someone; delivery happens in the worker. */
@Injectable()
export class NotificationsService {
  constructor(private readonly jobs: JobQueue) {}

  async sendWelcomeEmail(userId: string): Promise<void> {
    await this.jobs.enqueue('notifications', 'welcome-email', { userId }, { jobId: `welcome-email.${userId}` });
  }
}
