import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobHandlers } from '../../infra/queues/queue-registry';
import { runInContext } from '../../infra/queues/run-in-context';
import { EmailDeliveryService } from './email-delivery.service';

/** Hands each notifications job to its service, in a fresh EntityManager context. */
@Processor('notifications', { concurrency: 5 })
export class NotificationsProcessor extends WorkerHost {
  private readonly logger = new Logger(NotificationsProcessor.name);
  private readonly handlers: JobHandlers<'notifications'>;

  constructor(
    private readonly em: EntityManager,
    delivery: EmailDeliveryService,
  ) {
    super();
    this.handlers = {
      'welcome-email': ({ userId }) => delivery.deliverWelcome(userId),
    };
  }

  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as keyof JobHandlers<'notifications'>];
    if (!handler) throw new Error(`No handler for notifications job "${job.name}"`);
    return runInContext(this.em, async () => {
      await handler(job.data);
      this.logger.debug(`Done ${job.name} (${job.id})`);
      return { done: true };
    });
  }
}
