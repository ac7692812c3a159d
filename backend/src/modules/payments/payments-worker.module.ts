import { Module } from '@nestjs/common';
import { ClientPaymentsWorkerModule } from '../client-payments/client-payments-worker.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UserBillingModule } from '../users/user-billing.module';
import { BillingProcessor } from './billing.processor';
import { BusinessPaymentsRepository } from './business-payments.repository';
import { PlatformSubscriptionsRepository } from './platform-subscriptions.repository';
import { SubscriptionEndingRepository } from './subscription-ending.repository';
import { SubscriptionEndingService } from './subscription-ending.service';
import { WebhookEventsRepository } from './webhook-events.repository';
import { WebhookEventsService } from './webhook-events.service';

/** Consumer side of payments, loaded where workers run: applying webhook events, the grace period's suspension and its e-mail, subscription_ending. */
@Module({
  imports: [UserBillingModule, ClientPaymentsWorkerModule, NotificationsModule],
  providers: [
    BillingProcessor,
    WebhookEventsService,
    WebhookEventsRepository,
    PlatformSubscriptionsRepository,
    BusinessPaymentsRepository,
    SubscriptionEndingService,
    SubscriptionEndingRepository,
  ],
  exports: [WebhookEventsService, SubscriptionEndingService],
})
export class PaymentsWorkerModule {}
