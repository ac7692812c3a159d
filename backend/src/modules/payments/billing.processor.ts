import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobHandlers } from '../../infra/queues/queue-registry';
import { runInContext } from '../../infra/queues/run-in-context';
import { SubscriptionEndingService } from './subscription-ending.service';
import { WebhookEventsService } from './webhook-events.service';

/** Hands each billing job to its service, in a fresh EntityManager context. */
@Processor('billing')
export class BillingProcessor extends WorkerHost {
  private readonly logger = new Logger(BillingProcessor.name);
  private readonly handlers: JobHandlers<'billing'>;

  constructor(
    private readonly em: EntityManager,
    webhookEvents: WebhookEventsService,
    subscriptionEnding: SubscriptionEndingService,
  ) {
    super();
    this.handlers = {
      'apply-webhook-event': ({ eventId }) => webhookEvents.apply(eventId),
      'suspend-after-grace': ({ businessId, businessPaymentId }) => webhookEvents.suspendAfterGrace(businessId, businessPaymentId),
      'notify-subscriptions-ending': () => subscriptionEnding.notifyEnding(),
    };
  }

  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as keyof JobHandlers<'billing'>] as ((payload: unknown) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`No handler for billing job "${job.name}"`);
    return runInContext(this.em, async () => {
      const result = await handler(job.data);
      this.logger.debug(`Done ${job.name} (${job.id}): ${String(result)}`);
      return result;
    });
  }
}
