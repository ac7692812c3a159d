import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import type { ProviderKind } from './provider/payments-provider';

/**
 * Which provider runs, read once from the configuration: Stripe when its secret key, publishable key and webhook
 * secret are all set; the simulated provider when none of the keys is; otherwise payments are configured but cannot
 * run ('Stripe configuration required. Please contact support.').
 */
@Injectable()
export class PaymentsSettings {
  readonly mode: ProviderKind | 'misconfigured';
  /** The secret webhook deliveries are signed with. The simulated provider delivers in-process, so without a configured one each process makes its own. */
  readonly webhookSecret: string | null;

  constructor(config: AppConfig) {
    const keys = [config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY].filter(Boolean).length;
    if (keys === 0) {
      this.mode = 'simulated';
      this.webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`;
    } else {
      this.mode = keys === 2 && config.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'misconfigured';
      this.webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? null;
    }
  }
}
