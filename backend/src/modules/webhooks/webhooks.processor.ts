import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { JobHandlers } from '../../infra/queues/queue-registry';
import { runInContext } from '../../infra/queues/run-in-context';
import { WebhookDeliveriesService } from './webhook-deliveries.service';

/** Hands each webhook delivery job to its service, in a fresh EntityManager context. */
@Processor('webhooks', { concurrency: 5 })
export class WebhooksProcessor extends WorkerHost {
  constructor(
    private readonly em: EntityManager,
    private readonly deliveries: WebhookDeliveriesService,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const handlers: JobHandlers<'webhooks'> = {
      'deliver-webhook': ({ businessId, deliveryId }) => this.deliveries.deliver(businessId, deliveryId, lastAttempt),
    };
    const handler = handlers[job.name as keyof JobHandlers<'webhooks'>];
    if (!handler) throw new Error(`No handler for webhooks job "${job.name}"`);
    return runInContext(this.em, () => handler(job.data));
  }
}
