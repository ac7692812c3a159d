import { Module } from '@nestjs/common';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookJobs } from './webhook-jobs';
import { WebhookSender } from './webhook-sender';
import { WebhookSubscriptionsRepository } from './webhook-subscriptions.repository';
import { WebhooksProcessor } from './webhooks.processor';
import { WebhooksSubscriptions } from './webhooks.subscriptions';

/** Consumer side of webhooks, loaded where workers run: the events' subscribers and the deliveries' job. */
@Module({
  providers: [
    WebhookSubscriptionsRepository,
    WebhookDeliveriesRepository,
    WebhookSender,
    WebhookJobs,
    WebhookDeliveriesService,
    WebhooksProcessor,
    WebhooksSubscriptions,
  ],
})
export class WebhooksWorkerModule {}
