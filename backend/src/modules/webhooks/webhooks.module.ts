import { Module } from '@nestjs/common';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookSubscription } from './entities/webhook-subscription.entity';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookJobs } from './webhook-jobs';
import { WebhookSubscriptionsRepository } from './webhook-subscriptions.repository';
import { WebhookSubscriptionsService } from './webhook-subscriptions.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksWorkerModule } from './webhooks-worker.module';

/** Outbound webhooks: partners' endpoints that receive the business's domain events, signed, retried and logged. */
@Module({
  controllers: [WebhooksController],
  providers: [WebhookSubscriptionsRepository, WebhookDeliveriesRepository, WebhookJobs, WebhookSubscriptionsService],
})
export class WebhooksModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [WebhookSubscription, WebhookDelivery];
  /** The events' subscribers and the deliveries' job, loaded where workers run. */
  static readonly worker = WebhooksWorkerModule;
}
