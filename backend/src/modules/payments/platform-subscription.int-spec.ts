import { EntityManager } from '@mikro-orm/postgresql';
import { PAYMENT_MESSAGES, PLATFORM_PLAN, TEST_CARDS } from '@coachcore/domain';
import { createClientUser, createStaff } from '../../../test/client-factories';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { signed, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/payment-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { runInContext } from '../../infra/queues/run-in-context';
import { WebhookEventsService } from './webhook-events.service';

const DAY = 24 * 3600;
const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });

describe('platform subscription (HTTP, simulated provider)', () => {
  let t: TestApp;

  const subscribe = (user: SignedInUser, body: Record<string, unknown> = { priceId: PLATFORM_PLAN.priceId }) =>
    t.http().post('/api/platform/create-subscription').set(user.auth).send(body);
  const status = (user: SignedInUser) => t.http().get('/api/platform/subscription-status').set(user.auth);
  const confirm = (user: SignedInUser, clientSecret: string, number: string) =>
    t
      .http()
      .post('/api/payments/simulated/confirm')
      .set(user.auth)
      .send({ clientSecret, card: card(number) });
  const statusIs = (user: SignedInUser, expected: string) =>
    eventually(async () => {
      const response = await status(user);
      return response.body.status === expected ? response.body : null;
    });
  const events = (name: string, businessId: string) =>
    t.sql<{ payload: Record<string, unknown> }>(`select payload from outbox_events where name = $1 and payload->>'businessId' = $2`, [name, businessId]);

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true, env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
  });
  afterAll(() => t.close());

  it('answers the simulated provider and no publishable key', async () => {
    const coach = await registerUser(t);
    const response = await t.http().get('/api/payments/config').set(coach.auth);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ provider: 'simulated', publishableKey: null });
  });

  it('subscribes with 4242 4242 4242 4242: active until a month from now, payment_received once', async () => {
    const coach = await registerUser(t);
    expect((await status(coach)).body).toEqual({ status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false, priceId: null });

    const created = await subscribe(coach);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      subscriptionId: expect.stringMatching(/^sub_/),
      status: 'incomplete',
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      freeAccess: false,
    });
    // The older page's call answers the same subscription and secret.
    const again = await t.http().post('/api/get-or-create-subscription').set(coach.auth).send();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);

    const confirmed = await confirm(coach, created.body.clientSecret, TEST_CARDS.succeeds);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ paymentIntent: { id: expect.stringMatching(/^pi_/), status: 'succeeded' }, error: null });

    const active = await statusIs(coach, 'active');
    const monthAhead = Math.floor(Date.now() / 1000) + 28 * DAY;
    expect(active.currentPeriodEnd).toBeGreaterThanOrEqual(monthAhead);
    expect(active.currentPeriodEnd).toBeLessThanOrEqual(monthAhead + 4 * DAY);
    await eventually(async () => (await events('payment_received', coach.id)).length === 1);
    const [payment] = await t.sql<{ status: string; amount: string; currency: string; payment_type: string }>(
      'select status, amount, currency, payment_type from business_payments where business_id = $1',
      [coach.id],
    );
    expect(payment).toEqual({ status: 'paid', amount: '50.00', currency: 'gbp', payment_type: 'subscription' });
    const [user] = await t.sql('select subscription_status, subscription_plan, stripe_subscription_id from users where id = $1', [coach.id]);
    expect(user).toEqual({ subscription_status: 'active', subscription_plan: PLATFORM_PLAN.priceId, stripe_subscription_id: created.body.subscriptionId });

    // Paid: nothing more is due, and confirming again is refused.
    expect((await subscribe(coach)).body).toMatchObject({ subscriptionId: created.body.subscriptionId, status: 'active', clientSecret: null });
    expect((await confirm(coach, created.body.clientSecret, TEST_CARDS.succeeds)).status).toBe(400);
  });

  it('a declined card (4000 0000 0000 0002) leaves the subscription unpaid with the provider message; another card then pays', async () => {
    const coach = await registerUser(t);
    const created = await subscribe(coach);
    const declined = await confirm(coach, created.body.clientSecret, TEST_CARDS.declined);
    expect(declined.status).toBe(200);
    expect(declined.body.error).toEqual({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
    expect(declined.body.paymentIntent.status).toBe('requires_payment_method');
    await eventually(async () => (await events('payment_failed', coach.id)).length === 1);
    const [payment] = await t.sql<{ status: string; failure_count: number; grace_period_end: Date | null }>(
      'select status, failure_count, grace_period_end from business_payments where business_id = $1',
      [coach.id],
    );
    // The first payment failing starts no grace period: nothing was running yet.
    expect(payment).toEqual({ status: 'failed', failure_count: 1, grace_period_end: null });
    expect((await status(coach)).body.status).toBe('incomplete');

    expect((await confirm(coach, created.body.clientSecret, TEST_CARDS.succeeds)).body.error).toBeNull();
    await statusIs(coach, 'active');
  });

  it('a card that needs authentication (4000 0000 0000 3220) pays once the 3D Secure step is completed, not when it fails', async () => {
    const coach = await registerUser(t);
    const { clientSecret } = (await subscribe(coach)).body;
    const first = await confirm(coach, clientSecret, TEST_CARDS.requiresAuthentication);
    expect(first.body).toEqual({ paymentIntent: { id: expect.any(String), status: 'requires_action' }, error: null });
    const failed = await t.http().post('/api/payments/simulated/authenticate').set(coach.auth).send({ clientSecret, complete: false });
    expect(failed.body.error.code).toBe('payment_intent_authentication_failure');
    expect((await status(coach)).body.status).toBe('incomplete');
    // Not awaiting authentication any more.
    expect((await t.http().post('/api/payments/simulated/authenticate').set(coach.auth).send({ clientSecret, complete: true })).status).toBe(400);

    await confirm(coach, clientSecret, TEST_CARDS.requiresAuthentication);
    const completed = await t.http().post('/api/payments/simulated/authenticate').set(coach.auth).send({ clientSecret, complete: true });
    expect(completed.body).toEqual({ paymentIntent: { id: expect.any(String), status: 'succeeded' }, error: null });
    await statusIs(coach, 'active');
  });

  it("refuses invalid card details with Stripe's messages and unknown client secrets", async () => {
    const coach = await registerUser(t);
    const { clientSecret } = (await subscribe(coach)).body;
    const wrongNumber = await confirm(coach, clientSecret, '4242424242424241');
    expect(wrongNumber.body.error).toEqual({ type: 'card_error', code: 'incorrect_number', message: 'Your card number is invalid.' });
    const expired = await t
      .http()
      .post('/api/payments/simulated/confirm')
      .set(coach.auth)
      .send({ clientSecret, card: { ...card(TEST_CARDS.succeeds), expYear: 2020 } });
    expect(expired.body.error.message).toBe("Your card's expiration date is in the past.");
    expect((await confirm(coach, `${clientSecret}x`, TEST_CARDS.succeeds)).status).toBe(404);
    expect((await t.http().post('/api/payments/simulated/confirm').set(coach.auth).send({ clientSecret })).status).toBe(400);
  });

  it('creates one subscription for concurrent presses', async () => {
    const coach = await registerUser(t);
    const responses = await Promise.all(Array.from({ length: 5 }, () => subscribe(coach)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.body.subscriptionId)).size).toBe(1);
    expect(await t.sql('select 1 from platform_subscriptions where business_id = $1', [coach.id])).toHaveLength(1);
  });

  it('validates the plan and refuses a coupon code no coupon matches', async () => {
    const coach = await registerUser(t);
    const wrongPlan = await subscribe(coach, { priceId: 'enterprise' });
    expect(wrongPlan.status).toBe(400);
    expect(wrongPlan.body.message).toBe(PAYMENT_MESSAGES.unknownPlan);
    const coupon = await subscribe(coach, { priceId: PLATFORM_PLAN.priceId, couponCode: 'NOPE-50' });
    expect(coupon.status).toBe(400);
    expect(coupon.body.message).toBe('Coupon code is not valid');
    expect((await subscribe(coach, { priceId: PLATFORM_PLAN.priceId, extra: 1 })).status).toBe(400);
    expect(await t.sql('select 1 from platform_subscriptions where business_id = $1', [coach.id])).toHaveLength(0);
  });

  it('cancels at period end and takes it back while the period runs', async () => {
    const coach = await registerUser(t);
    expect((await t.http().post('/api/platform/cancel-subscription').set(coach.auth).send()).status).toBe(404);
    const { clientSecret } = (await subscribe(coach)).body;
    expect((await t.http().post('/api/platform/cancel-subscription').set(coach.auth).send()).body.message).toBe(PAYMENT_MESSAGES.notActive);
    await confirm(coach, clientSecret, TEST_CARDS.succeeds);
    const active = await statusIs(coach, 'active');

    const cancelled = await t.http().post('/api/platform/cancel-subscription').set(coach.auth).send();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ ...active, cancelAtPeriodEnd: true });
    const resumed = await t.http().post('/api/platform/resume-subscription').set(coach.auth).send();
    expect(resumed.body).toEqual({ ...active, cancelAtPeriodEnd: false });
    // The provider's webhook events of both changes arrive afterwards and leave the newest state.
    await eventually(async () => {
      const rows = await t.sql<{ n: string }>(
        `select count(*) n from payment_webhook_events where type = 'customer.subscription.updated' and payload->'data'->'object'->>'customer' = (select stripe_customer_id from users where id = $1) and processed_at is not null`,
        [coach.id],
      );
      return Number(rows[0].n) === 3;
    });
    expect((await status(coach)).body.cancelAtPeriodEnd).toBe(false);
  });

  it('is the business owner’s own: staff and clients get 403, anonymous callers 401, another business sees only its own', async () => {
    const coach = await registerUser(t);
    const other = await registerUser(t);
    await subscribe(coach);
    expect((await status(other)).body.status).toBe('none');
    const staff = await createStaff(t, coach, ['payment_management']);
    const client = await createClientUser(t, coach);
    for (const user of [staff, client]) {
      expect((await status(user)).status).toBe(403);
      expect((await subscribe(user)).status).toBe(403);
    }
    expect((await t.http().get('/api/platform/subscription-status')).status).toBe(401);
    expect((await t.http().post('/api/platform/create-subscription').send({ priceId: PLATFORM_PLAN.priceId })).status).toBe(401);
  });

  describe('a failed renewal', () => {
    it('is past due for 30 days, then suspended once by two workers at once; a later payment reactivates', async () => {
      const coach = await registerUser(t);
      const created = (await subscribe(coach)).body;
      await confirm(coach, created.clientSecret, TEST_CARDS.succeeds);
      await statusIs(coach, 'active');
      const [{ stripe_customer_id: customer }] = await t.sql<{ stripe_customer_id: string }>('select stripe_customer_id from users where id = $1', [coach.id]);

      const failedAt = Math.floor(Date.now() / 1000);
      const renewal = {
        id: `in_renewal_${coach.id.slice(0, 8)}`,
        object: 'invoice',
        customer,
        status: 'open',
        billing_reason: 'subscription_cycle',
        amount_due: 5000,
        amount_paid: 0,
        currency: 'gbp',
        attempt_count: 1,
        created: failedAt,
        parent: { type: 'subscription_details', subscription_details: { subscription: created.subscriptionId } },
      };
      const failure = signed(stripeEvent('invoice.payment_failed', renewal, failedAt));
      expect(
        (await t.http().post('/api/webhooks/stripe').set('Stripe-Signature', failure.signature).set('Content-Type', 'application/json').send(failure.body))
          .status,
      ).toBe(200);
      await statusIs(coach, 'past_due');
      const [payment] = await t.sql<{ id: string; grace_period_end: Date; status: string }>(
        'select id, grace_period_end, status from business_payments where stripe_invoice_id = $1',
        [renewal.id],
      );
      expect(payment.status).toBe('failed');
      expect(payment.grace_period_end.getTime()).toBe((failedAt + 30 * DAY) * 1000);
      const [failedEvent] = await events('payment_failed', coach.id);
      expect(failedEvent.payload).toMatchObject({ paymentId: payment.id, attempt: 1, gracePeriodEnd: payment.grace_period_end.toISOString() });
      // The suspension waits in the billing queue until the grace period ends.
      const queued = await t.app.get(JobQueue).queue('billing').getJob(`grace.${payment.id}`);
      expect(queued?.delay).toBeGreaterThan(29 * DAY * 1000);

      const em = t.app.get(EntityManager);
      const service = t.app.get(WebhookEventsService, { strict: false });
      const at = (ms: number) => runInContext(em, () => service.suspendAfterGrace(coach.id, payment.id, new Date(payment.grace_period_end.getTime() + ms)));
      expect(await at(-1000)).toBe(false);
      expect((await status(coach)).body.status).toBe('past_due');
      const [first, second] = await Promise.all([at(1000), at(1000)]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect((await status(coach)).body.status).toBe('suspended');
      expect(await events('business_suspended', coach.id)).toHaveLength(1);
      // A provider event with a newer past_due changes nothing: the suspension is ours.
      const late = signed(
        stripeEvent(
          'customer.subscription.updated',
          { id: created.subscriptionId, object: 'subscription', customer, status: 'past_due', cancel_at_period_end: false, items: { data: [] } },
          failedAt + 60,
        ),
      );
      const lateResponse = await t
        .http()
        .post('/api/webhooks/stripe')
        .set('Stripe-Signature', late.signature)
        .set('Content-Type', 'application/json')
        .send(late.body);
      expect(lateResponse.body).toEqual({ received: true, duplicate: false });
      const lateId = (JSON.parse(late.body) as { id: string }).id;
      await eventually(
        async () => (await t.sql<{ outcome: string }>('select outcome from payment_webhook_events where id = $1 and processed_at is not null', [lateId]))[0],
        3000,
      );
      expect((await status(coach)).body.status).toBe('suspended');

      const paid = signed(stripeEvent('invoice.paid', { ...renewal, status: 'paid', amount_paid: 5000, attempt_count: 2 }, failedAt + 120));
      await t.http().post('/api/webhooks/stripe').set('Stripe-Signature', paid.signature).set('Content-Type', 'application/json').send(paid.body);
      await statusIs(coach, 'active');
      const [after] = await t.sql<{ status: string; grace_period_end: Date | null }>('select status, grace_period_end from business_payments where id = $1', [
        payment.id,
      ]);
      expect(after).toEqual({ status: 'paid', grace_period_end: null });
    });
  });
});

describe('platform subscription with payments configured but unable to run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_only_the_secret' } });
  });
  afterAll(() => t.close());

  it("answers 'Stripe configuration required. Please contact support.'", async () => {
    const coach = await registerUser(t);
    expect((await t.http().get('/api/payments/config').set(coach.auth)).body).toEqual({ provider: 'misconfigured', publishableKey: null });
    const response = await t.http().post('/api/platform/create-subscription').set(coach.auth).send({ priceId: PLATFORM_PLAN.priceId });
    expect(response.status).toBe(503);
    expect(response.body.message).toBe('Stripe configuration required. Please contact support.');
    expect(
      (
        await t
          .http()
          .post('/api/payments/simulated/confirm')
          .set(coach.auth)
          .send({ clientSecret: 'pi_1_secret_2', card: card(TEST_CARDS.succeeds) })
      ).status,
    ).toBe(404);
  });
});
