import { Module } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { AppConfig } from '../../config/app-config';
import { CouponsModule } from '../coupons/coupons.module';
import { CouponsService } from '../coupons/coupons.service';
import { UserBillingModule } from '../users/user-billing.module';
import { AdminBillingController } from './admin-billing.controller';
import { AdminBillingService } from './admin-billing.service';
import { AdminPaymentsRepository } from './admin-payments.repository';
import { AdminRevenueController } from './admin-revenue.controller';
import { AdminSubscriptionsRepository } from './admin-subscriptions.repository';
import { ConnectedPaymentsService } from './connected-payments.service';
import { BusinessPaymentsRepository } from './business-payments.repository';
import { BusinessPayment } from './entities/business-payment.entity';
import { PlatformSubscription } from './entities/platform-subscription.entity';
import { SimulatedObject } from './entities/simulated-object.entity';
import { SubscriptionEndingNotice } from './entities/subscription-ending-notice.entity';
import { WebhookEvent } from './entities/webhook-event.entity';
import { PaymentsSettings } from './payments-settings';
import { PaymentsWorkerModule } from './payments-worker.module';
import { PLATFORM_COUPON_REDEEMER, type PlatformCouponRedeemer } from './platform-coupons.port';
import { PlatformSubscriptionController } from './platform-subscription.controller';
import { PlatformSubscriptionService } from './platform-subscription.service';
import { PlatformSubscriptionsRepository } from './platform-subscriptions.repository';
import { PAYMENTS_PROVIDER, type PaymentsProvider } from './provider/payments-provider';
import { RevenueAnalyticsService } from './revenue-analytics.service';
import { RevenueFiguresRepository } from './revenue-figures.repository';
import { SimulatedPaymentsProvider } from './provider/simulated-payments.provider';
import type { StripePaymentsProvider } from './provider/stripe-payments.provider';
import { SimulatedObjectsRepository } from './simulated-objects.repository';
import { SimulatedPaymentsController } from './simulated-payments.controller';
import { WebhookEventsRepository } from './webhook-events.repository';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Payments: the provider (Stripe or the simulated one), its webhooks, and the coach's platform subscription with its
 * payments and grace period; for the admin area, every business's payments, subscriptions and the revenue figures.
 * Registered in app-modules.ts.
 */
@Module({
  imports: [UserBillingModule, CouponsModule],
  controllers: [PlatformSubscriptionController, WebhooksController, SimulatedPaymentsController, AdminBillingController, AdminRevenueController],
  providers: [
    PaymentsSettings,
    PlatformSubscriptionService,
    ConnectedPaymentsService,
    PlatformSubscriptionsRepository,
    BusinessPaymentsRepository,
    WebhookEventsRepository,
    WebhooksService,
    SimulatedObjectsRepository,
    AdminBillingService,
    AdminPaymentsRepository,
    AdminSubscriptionsRepository,
    RevenueAnalyticsService,
    RevenueFiguresRepository,
    {
      // Platform coupons come from the coupons module: its quote, and its race-safe redemption in our transaction.
      provide: PLATFORM_COUPON_REDEEMER,
      inject: [CouponsService],
      useFactory: (coupons: CouponsService): PlatformCouponRedeemer => ({
        forPlatformPlan: async (businessId, code, amount) => {
          const quote = await coupons.quotePlatformCoupon(businessId, code, amount);
          return quote && { finalAmount: quote.finalAmount, redeem: async () => void (await quote.redeem()) };
        },
      }),
    },
    {
      provide: PAYMENTS_PROVIDER,
      inject: [PaymentsSettings, AppConfig, SimulatedObjectsRepository, UnitOfWork, WebhooksService],
      useFactory: (
        settings: PaymentsSettings,
        config: AppConfig,
        objects: SimulatedObjectsRepository,
        uow: UnitOfWork,
        webhooks: WebhooksService,
      ): PaymentsProvider | null => {
        if (settings.mode === 'stripe') {
          // Loaded only where Stripe is configured (the SDK is large); the simulated provider needs only its signing.
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const { StripePaymentsProvider: Provider } = require('./provider/stripe-payments.provider') as {
            StripePaymentsProvider: typeof StripePaymentsProvider;
          };
          return new Provider(config.STRIPE_SECRET_KEY!, config.STRIPE_PUBLISHABLE_KEY!, config.STRIPE_API_URL);
        }
        if (settings.mode === 'simulated') return new SimulatedPaymentsProvider(objects, uow, settings.webhookSecret!, config.appUrl, () => webhooks);
        return null;
      },
    },
  ],
  exports: [PlatformSubscriptionService, PAYMENTS_PROVIDER, ConnectedPaymentsService, RevenueAnalyticsService],
})
export class PaymentsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [BusinessPayment, PlatformSubscription, WebhookEvent, SimulatedObject, SubscriptionEndingNotice];
  /** Applying webhook events and the grace period's suspension. */
  static readonly worker = PaymentsWorkerModule;
}
