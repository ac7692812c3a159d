import { randomBytes } from 'node:crypto';
import { webhookSignature } from '../src/modules/payments/provider/webhook-signature';

/** The webhook secret the payments integration tests run with. */
export const TEST_WEBHOOK_SECRET = 'whsec_coachcore_integration_tests';

/** A Stripe-shaped event (what Stripe would POST), with a fresh id unless given. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
  id = `evt_${randomBytes(12).toString('hex')}`,
) {
  return { id, object: 'event', api_version: '2026-10-28.endive', created, livemode: false, pending_webhooks: 1, type, data: { object } };
}

/** The body as sent and its `Stripe-Signature` header, signed as Stripe signs (at `timestamp`, with `secret`). */
export function signed(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(event);
  return { body, signature: webhookSignature.sign(body, options.secret ?? TEST_WEBHOOK_SECRET, options.timestamp) };
}
