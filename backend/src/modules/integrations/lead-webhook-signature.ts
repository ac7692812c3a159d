import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LEADDEC_SIGNATURE_TOLERANCE_SECONDS } from '@coachcore/domain';

/** A new webhook secret: 32 random bytes, hex, with a prefix that says what it is. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

const hmac = (secret: string, timestamp: number, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/** The X-LeadDec-Signature header for a body sent at `timestamp` (unix seconds): `t=<timestamp>,v1=<hex>`. */
export function signLeadDecDelivery(secret: string, rawBody: Buffer | string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = { ok: true; signature: string } | { ok: false; reason: 'missing' | 'timestamp' | 'mismatch' };

/**
 * Checks a delivery's header against the secret: the HMAC-SHA256 of "<t>.<raw body>" compared in constant time, and
 * `t` within the tolerance of now (either way), so a captured delivery cannot be replayed later. Several `v1` values
 * are accepted (any may match), as Stripe's scheme allows during a rotation.
 */
export function verifyLeadDecSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const candidates = parts.filter(([key, value]) => key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)).map(([, value]) => value!.toLowerCase());
  if (!Number.isInteger(timestamp) || !candidates.length) return { ok: false, reason: 'mismatch' };
  if (Math.abs(nowSeconds - timestamp) > LEADDEC_SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp' };
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const match = candidates.find((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  return match ? { ok: true, signature: `${timestamp}.${match}` } : { ok: false, reason: 'mismatch' };
}
