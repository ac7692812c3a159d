import { PAYMENT_MESSAGES, PLATFORM_PLAN } from '@coachcore/domain';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signed, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/payment-factories';

describe('POST /api/webhooks/stripe', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let subscriptionId: string;
  let customerId: string;

  const deliver = (body: string, signature?: string) => {
    const request = t.http().post('/api/webhooks/stripe').set('Content-Type', 'application/json');
    return (signature === undefined ? request : request.set('Stripe-Signature', signature)).send(body);
  };
  const processed = (id: string) =>
    eventually(
      async () => (await t.sql<{ outcome: string }>('select outcome from payment_webhook_events where id = $1 and processed_at is not null', [id]))[0],
    );
  const countEvents = async (name: string, businessId: string) =>
    Number((await t.sql<{ n: string }>(`select count(*) n from outbox_events where name = $1 and payload->>'businessId' = $2`, [name, businessId]))[0].n);

  /** An invoice of the business's subscription, as Stripe sends it in invoice.* events. */
  const invoice = (fields: Record<string, unknown> = {}) => ({
    id: `in_test_${Math.random().toString(36).slice(2)}`,
    object: 'invoice',
    customer: customerId,
    status: 'paid',
    billing_reason: 'subscription_cycle',
    amount_due: 5000,
    amount_paid: 5000,
    currency: 'gbp',
    attempt_count: 1,
    created: Math.floor(Date.now() / 1000),
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    ...fields,
  });
  const subscription = (fields: Record<string, unknown>) => ({
    id: subscriptionId,
    object: 'subscription',
    customer: customerId,
    cancel_at_period_end: false,
    items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_x' }, current_period_start: 1_900_000_000, current_period_end: 1_902_592_000 }] },
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true, env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
    coach = await registerUser(t);
    const created = await t.http().post('/api/platform/create-subscription').set(coach.auth).send({ priceId: PLATFORM_PLAN.priceId });
    expect(created.status).toBe(200);
    subscriptionId = created.body.subscriptionId;
    customerId = (await t.sql<{ stripe_customer_id: string }>('select stripe_customer_id from users where id = $1', [coach.id]))[0].stripe_customer_id;
  });
  afterAll(() => t.close());

  it('records a well-signed event, answers at once and applies it in a job', async () => {
    const event = stripeEvent('invoice.paid', invoice());
    const { body, signature } = signed(event);
    const response = await deliver(body, signature);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, duplicate: false });
    expect((await processed(event.id)).outcome).toBe('applied');
    const [payment] = await t.sql<{ status: string; amount: string; currency: string }>(
      'select status, amount, currency from business_payments where stripe_invoice_id = $1',
      [event.data.object.id],
    );
    expect(payment).toEqual({ status: 'paid', amount: '50.00', currency: 'gbp' });
  });

  it('applies a duplicate delivery and a replay with a fresh signature once', async () => {
    const event = stripeEvent('invoice.paid', invoice());
    const first = signed(event);
    expect((await deliver(first.body, first.signature)).body.duplicate).toBe(false);
    await processed(event.id);
    const before = await countEvents('payment_received', coach.id);
    const again = await deliver(first.body, first.signature);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, duplicate: true });
    // The same event re-signed later (Stripe's retries carry a new timestamp) is the same event.
    const replay = signed(event, { timestamp: Math.floor(Date.now() / 1000) + 1 });
    expect((await deliver(replay.body, replay.signature)).body).toEqual({ received: true, duplicate: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await countEvents('payment_received', coach.id)).toBe(before);
    expect(await t.sql('select 1 from payment_webhook_events where id = $1', [event.id])).toHaveLength(1);
  });

  it('refuses badly signed, tampered, unsigned and old deliveries, recording nothing', async () => {
    const event = stripeEvent('invoice.paid', invoice());
    const wrongSecret = signed(event, { secret: 'whsec_someone_else' });
    const good = signed(event);
    const old = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const attempts = [
      await deliver(wrongSecret.body, wrongSecret.signature),
      await deliver(good.body.replace('5000', '1'), good.signature),
      await deliver(good.body),
      await deliver(good.body, 't=1,v1=deadbeef'),
      await deliver(old.body, old.signature),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(PAYMENT_MESSAGES.invalidSignature);
    }
    expect(await t.sql('select 1 from payment_webhook_events where id = $1', [event.id])).toHaveLength(0);
    // Within the tolerance (300 s) a delivery is still accepted.
    const recent = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 280 });
    expect((await deliver(recent.body, recent.signature)).status).toBe(200);
  });

  it('refuses a signed body that is no event', async () => {
    const { body, signature } = signed({ hello: 'world' });
    const response = await deliver(body, signature);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PAYMENT_MESSAGES.invalidEvent);
  });

  it('keeps the newest subscription state when events arrive out of order', async () => {
    const now = Math.floor(Date.now() / 1000);
    const newer = stripeEvent('customer.subscription.updated', subscription({ status: 'active', cancel_at_period_end: true }), now + 100);
    const older = stripeEvent('customer.subscription.updated', subscription({ status: 'incomplete', cancel_at_period_end: false }), now + 50);
    for (const event of [newer, older]) {
      const { body, signature } = signed(event);
      expect((await deliver(body, signature)).status).toBe(200);
      await processed(event.id);
    }
    expect((await processed(older.id)).outcome).toBe('stale');
    const status = await t.http().get('/api/platform/subscription-status').set(coach.auth);
    expect(status.body).toEqual({ status: 'active', currentPeriodEnd: 1_902_592_000, cancelAtPeriodEnd: true, priceId: PLATFORM_PLAN.priceId });
    const [user] = await t.sql<{ subscription_status: string }>('select subscription_status from users where id = $1', [coach.id]);
    expect(user.subscription_status).toBe('active');
  });

  it('applies 20 concurrent identical deliveries once', async () => {
    const event = stripeEvent('invoice.paid', invoice());
    const { body, signature } = signed(event);
    const before = await countEvents('payment_received', coach.id);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(body, signature)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    await processed(event.id);
    expect(await t.sql('select 1 from business_payments where stripe_invoice_id = $1', [event.data.object.id])).toHaveLength(1);
    expect(await countEvents('payment_received', coach.id)).toBe(before + 1);
  });

  it('records events it does not act on, and events of unknown subscriptions, as ignored', async () => {
    const unknown = stripeEvent('invoice.paid', invoice({ parent: { subscription_details: { subscription: 'sub_elsewhere' } } }));
    const other = stripeEvent('charge.dispute.created', { id: 'dp_1', object: 'dispute' });
    for (const event of [unknown, other]) {
      const { body, signature } = signed(event);
      expect((await deliver(body, signature)).status).toBe(200);
      expect((await processed(event.id)).outcome).toBe('ignored');
    }
    expect(await t.sql('select 1 from business_payments where stripe_invoice_id = $1', [unknown.data.object.id])).toHaveLength(0);
  });
});
