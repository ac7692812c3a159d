import { WEBHOOK_TOLERANCE_SECONDS, webhookSignature } from './webhook-signature';

describe('webhookSignature', () => {
  const secret = 'whsec_unit';
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } });

  it('verifies what it signed, as Stripe signs', () => {
    expect(webhookSignature.verify(payload, webhookSignature.sign(payload, secret), secret).id).toBe('evt_1');
  });

  it('refuses another secret, a changed body and a delivery older than the tolerance', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(() => webhookSignature.verify(payload, webhookSignature.sign(payload, 'whsec_other'), secret)).toThrow();
    expect(() => webhookSignature.verify(payload.replace('evt_1', 'evt_2'), webhookSignature.sign(payload, secret), secret)).toThrow();
    expect(() => webhookSignature.verify(payload, webhookSignature.sign(payload, secret, now - WEBHOOK_TOLERANCE_SECONDS - 1), secret)).toThrow();
    expect(webhookSignature.verify(payload, webhookSignature.sign(payload, secret, now - WEBHOOK_TOLERANCE_SECONDS + 5), secret).id).toBe('evt_1');
  });
});
