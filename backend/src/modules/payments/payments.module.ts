import { Module } from '@nestjs/common';
import { CouponsModule } from '../coupons/coupons.module';
import { CouponsService } from '../coupons/coupons.service';
import { UserBillingModule } from '../users/user-billing.module';
import { AdminBillingController } from './admin-billing.controller';
import { AdminBillingService } from './admin-billing.service';
import { AdminPaymentsRepository } from './admin-payments.repository';
import { AdminRevenueController } from './admin-revenue.controller';
import { AdminSubscriptionsRepository } from './admin-subscriptions.repository';
import { BusinessPaymentsRepository } from './business-payments.repository';
import { BusinessPayment } from './entities/business-payment.entity';
import { PlatformSubscription } from './entities/platform-subscription.entity';
import { SimulatedObject } from './entities/simulated-object.entity';
import { SubscriptionEndingNotice } from './entities/subscription-ending-notice.entity';
import { WebhookEvent } from './entities/webhook-event.entity';
import { PackagesModule } from '../packages/packages.module';
import { PaymentsProviderModule } from './payments-provider.module';
import { PaymentsWorkerModule } from './payments-worker.module';
import { PLATFORM_COUPON_REDEEMER, type PlatformCouponRedeemer } from './platform-coupons.port';
import { PlatformSubscriptionController } from './platform-subscription.controller';
import { PlatformSubscriptionService } from './platform-subscription.service';
import { PlatformSubscriptionsRepository } from './platform-subscriptions.repository';
import { RevenueAnalyticsService } from './revenue-analytics.service';
import { RevenueFiguresRepository } from './revenue-figures.repository';
import { SimulatedPaymentsController } from './simulated-payments.controller';
import { WebhooksController } from './webhooks.controller';

/**
 * Payments: the provider (Stripe or the simulated one), its webhooks, and the coach's platform subscription with its
 * payments and grace period; for the admin area, every business's payments, subscriptions and the revenue figures.
 * Registered in app-modules.ts.
 */
@Module({
  imports: [UserBillingModule, CouponsModule, PaymentsProviderModule, PackagesModule],
  controllers: [PlatformSubscriptionController, WebhooksController, SimulatedPaymentsController, AdminBillingController, AdminRevenueController],
  providers: [
    PlatformSubscriptionService,
    PlatformSubscriptionsRepository,
    BusinessPaymentsRepository,
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
  ],
  exports: [PlatformSubscriptionService, PaymentsProviderModule, RevenueAnalyticsService],
})
export class PaymentsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [BusinessPayment, PlatformSubscription, WebhookEvent, SimulatedObject, SubscriptionEndingNotice];
  /** Applying webhook events and the grace period's suspension. */
  static readonly worker = PaymentsWorkerModule;
}
