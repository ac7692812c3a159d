import { Module } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { AppConfig } from '../../config/app-config';
import { ConnectedPaymentsService } from './connected-payments.service';
import { PaymentsSettings } from './payments-settings';
import { PAYMENTS_PROVIDER, type PaymentsProvider } from './provider/payments-provider';
import { SimulatedPaymentsProvider } from './provider/simulated-payments.provider';
import type { StripePaymentsProvider } from './provider/stripe-payments.provider';
import { SimulatedObjectsRepository } from './simulated-objects.repository';
import { WebhookEventsRepository } from './webhook-events.repository';
import { WebhooksService } from './webhooks.service';

/**
 * The payments provider (Stripe, the simulated one, or none) and what it needs, on its own so the workers that apply
 * webhook events can ask it too (a refund made in the provider's dashboard) without the payments module's controllers.
 */
@Module({
  providers: [
    PaymentsSettings,
    ConnectedPaymentsService,
    SimulatedObjectsRepository,
    WebhookEventsRepository,
    WebhooksService,
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
  exports: [PAYMENTS_PROVIDER, ConnectedPaymentsService, PaymentsSettings, SimulatedObjectsRepository, WebhookEventsRepository, WebhooksService],
})
export class PaymentsProviderModule {}
