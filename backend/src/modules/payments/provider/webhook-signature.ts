import type Stripe from 'stripe';
import type { ProviderEvent } from './payments-provider';

/** The SDK is loaded with the first signature, not by every process that starts the app (it is large). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sdk = () => require('stripe') as typeof Stripe;

/** How old a signed delivery may be (Stripe's own default): a replay of a captured delivery is refused after it. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's signing scheme (the SDK's): the same for deliveries from Stripe and from the simulated provider. */
export const webhookSignature = {
  /** Verifies `Stripe-Signature` over the raw body and answers the event; throws on a bad or old signature. */
  verify(rawBody: Buffer | string, header: string, secret: string, nowSeconds?: number): ProviderEvent {
    const event = sdk().webhooks.constructEvent(rawBody, header, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, nowSeconds);
    return event as unknown as ProviderEvent;
  },

  /** The `Stripe-Signature` header Stripe would send for `payload` at `timestamp` (epoch seconds). */
  sign(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
    return sdk().webhooks.generateTestHeaderString({ payload, secret, timestamp });
  },
};
