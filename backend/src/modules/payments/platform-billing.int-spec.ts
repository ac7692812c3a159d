import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_AREA_MESSAGES, clientLimitMessage, PAYMENT_MESSAGES, PLAN_CHANGE_MESSAGES, PLATFORM_PLAN, quotePlanChange, TEST_CARDS } from '@coachcore/domain';
import { createClient, createStaff } from '../../../test/client-factories';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { TEST_WEBHOOK_SECRET } from '../../../test/payment-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { runInContext } from '../../infra/queues/run-in-context';
import { PAYMENTS_PROVIDER } from './provider/payments-provider';
import type { SimulatedPaymentsProvider } from './provider/simulated-payments.provider';
import { SubscriptionEndingService } from './subscription-ending.service';
import { WebhookEventsService } from './webhook-events.service';

const DAY_MS = 24 * 3600 * 1000;
const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });

describe('platform subscription billing (simulated provider)', () => {
  let t: TestApp;

  const status = (user: SignedInUser) => t.http().get('/api/platform/subscription-status').set(user.auth);
  const statusIs = (user: SignedInUser, expected: string) =>
    eventually(async () => {
      const response = await status(user);
      return response.body.status === expected ? response.body : null;
    });
  const confirm = (user: SignedInUser, clientSecret: string, number: string) =>
    t
      .http()
      .post('/api/payments/simulated/confirm')
      .set(user.auth)
      .send({ clientSecret, card: card(number) });
  const events = (name: string, businessId: string) =>
    t.sql<{ payload: Record<string, unknown> }>(`select payload from outbox_events where name = $1 and payload->>'businessId' = $2`, [name, businessId]);
  const provider = () => t.app.get<SimulatedPaymentsProvider>(PAYMENTS_PROVIDER, { strict: false });
  const inContext = <R>(work: () => Promise<R>) => runInContext(t.app.get(EntityManager), work);

  /** A coach whose subscription is paid with 4242 and active; `plan` picks a tier of the three-tier page. */
  async function subscribedCoach(plan?: string) {
    const coach = await registerUser(t);
    const created = plan
      ? await t.http().post('/api/get-or-create-subscription').set(coach.auth).send({ plan })
      : await t.http().post('/api/platform/create-subscription').set(coach.auth).send({ priceId: PLATFORM_PLAN.priceId });
    expect(created.status).toBe(200);
    expect((await confirm(coach, created.body.clientSecret, TEST_CARDS.succeeds)).body.error).toBeNull();
    await statusIs(coach, 'active');
    // The first payment recorded (its webhook's job may run after the subscription's), as it is long before any change.
    await eventually(async () =>
      (await t.sql(`select 1 from business_payments where business_id = $1 and status = 'paid'`, [coach.id])).length ? true : null,
    );
    return { coach, subscriptionId: created.body.subscriptionId as string };
  }

  /** A new card through the setup intent flow: the answer of `payment-method`. */
  async function replaceCard(coach: SignedInUser, number: string = TEST_CARDS.succeeds) {
    const setup = await t.http().post('/api/platform/payment-method/setup').set(coach.auth).send();
    expect(setup.status).toBe(200);
    expect(setup.body).toEqual({ setupIntentId: expect.stringMatching(/^seti_\w+$/), clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/) });
    const confirmed = await confirm(coach, setup.body.clientSecret, number);
    expect(confirmed.status).toBe(200);
    return {
      setup: setup.body as { setupIntentId: string; clientSecret: string },
      confirmed: confirmed.body,
      update: () => t.http().post('/api/platform/payment-method').set(coach.auth).send({ setupIntentId: setup.body.setupIntentId }),
    };
  }

  /** The renewal fails (a declined card at the period's end): past due, with its grace period. */
  async function failRenewal(coach: SignedInUser, subscriptionId: string) {
    await provider().renew(subscriptionId, { decline: true });
    await statusIs(coach, 'past_due');
    const [payment] = await eventually(async () => {
      const rows = await t.sql<{ id: string; grace_period_end: Date }>(
        `select id, grace_period_end from business_payments where business_id = $1 and status = 'failed' and grace_period_end is not null`,
        [coach.id],
      );
      return rows.length ? rows : null;
    });
    return payment;
  }

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true, env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
  });
  afterAll(() => t.close());

  describe('Update Payment Method', () => {
    it('saves a 4242 card as the subscription’s through a setup intent', async () => {
      const { coach } = await subscribedCoach();
      const { confirmed, update } = await replaceCard(coach);
      expect(confirmed).toEqual({ paymentIntent: { id: expect.stringMatching(/^seti_/), status: 'succeeded' }, error: null });
      const updated = await update();
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ brand: 'visa', last4: '4242', paidOpenInvoice: false });
      expect((await status(coach)).body.status).toBe('active');
    });

    it("refuses a declined card with the provider's message, and a card that was never confirmed", async () => {
      const { coach } = await subscribedCoach();
      const { confirmed, update } = await replaceCard(coach, TEST_CARDS.declined);
      expect(confirmed.error).toEqual({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
      const refused = await update();
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The card has not been confirmed yet.');
    });

    it('saves a card that needs authentication once the 3D Secure step is completed', async () => {
      const { coach } = await subscribedCoach();
      const { setup, confirmed, update } = await replaceCard(coach, TEST_CARDS.requiresAuthentication);
      expect(confirmed.paymentIntent.status).toBe('requires_action');
      expect((await update()).status).toBe(400);
      const authenticated = await t
        .http()
        .post('/api/payments/simulated/authenticate')
        .set(coach.auth)
        .send({ clientSecret: setup.clientSecret, complete: true });
      expect(authenticated.body).toEqual({ paymentIntent: { id: setup.setupIntentId, status: 'succeeded' }, error: null });
      expect((await update()).body).toEqual({ brand: 'visa', last4: '3220', paidOpenInvoice: false });
    });

    it("never uses another business's setup intent; without a subscription there is nothing to update", async () => {
      const { coach } = await subscribedCoach();
      const { coach: other } = await subscribedCoach();
      const { setup } = await replaceCard(other);
      const refused = await t.http().post('/api/platform/payment-method').set(coach.auth).send({ setupIntentId: setup.setupIntentId });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`No such setupintent: '${setup.setupIntentId}'`);
      const newcomer = await registerUser(t);
      const none = await t.http().post('/api/platform/payment-method/setup').set(newcomer.auth).send();
      expect(none.status).toBe(404);
      expect(none.body.message).toBe(PAYMENT_MESSAGES.noSubscription);
      expect((await t.http().post('/api/platform/payment-method').set(coach.auth).send({})).status).toBe(400);
    });

    it('pays the overdue invoice of a past-due subscription with the new card: active again, payment_received', async () => {
      const { coach, subscriptionId } = await subscribedCoach();
      const payment = await failRenewal(coach, subscriptionId);
      const { update } = await replaceCard(coach);
      expect((await update()).body).toEqual({ brand: 'visa', last4: '4242', paidOpenInvoice: true });
      await statusIs(coach, 'active');
      const [after] = await t.sql<{ status: string; grace_period_end: Date | null }>('select status, grace_period_end from business_payments where id = $1', [
        payment.id,
      ]);
      expect(after).toEqual({ status: 'paid', grace_period_end: null });
      expect((await events('payment_received', coach.id)).map((event) => event.payload.paymentId)).toContain(payment.id);
    });
  });

  describe('Change Plan', () => {
    it('moves monthly billing to annual: the annual price less the unused part of the month, charged once', async () => {
      const { coach } = await subscribedCoach();
      const [sub] = await t.sql<{ current_period_start: Date; current_period_end: Date }>(
        'select current_period_start, current_period_end from platform_subscriptions where business_id = $1',
        [coach.id],
      );
      // Ten days into the month, by moving the period back (the provider's copy too: it prorates on its own).
      const start = new Date(sub.current_period_start.getTime() - 10 * DAY_MS);
      const end = new Date(sub.current_period_end.getTime() - 10 * DAY_MS);
      await t.sql('update platform_subscriptions set current_period_start = $2, current_period_end = $3 where business_id = $1', [coach.id, start, end]);
      await t.sql(
        `update simulated_payment_objects set data = jsonb_set(jsonb_set(data, '{items,data,0,current_period_start}', to_jsonb($2::bigint)), '{items,data,0,current_period_end}', to_jsonb($3::bigint))
          where id = (select stripe_subscription_id from platform_subscriptions where business_id = $1)`,
        [coach.id, Math.floor(start.getTime() / 1000), Math.floor(end.getTime() / 1000)],
      );

      const quote = await t.http().get('/api/platform/plan-change-quote?interval=annual').set(coach.auth);
      expect(quote.status).toBe(200);
      const expected = quotePlanChange({ from: 'monthly', to: 'annual', periodStart: start.getTime(), periodEnd: end.getTime(), now: Date.now() });
      if (!expected.ok) throw new Error(expected.error);
      expect(quote.body).toMatchObject({ from: 'monthly', to: 'annual', currency: 'gbp', refund: 0 });
      expect(Math.abs(quote.body.unusedCredit - expected.quote.unusedCredit)).toBeLessThanOrEqual(0.01);
      expect(quote.body.amountDue).toBeCloseTo(600 - quote.body.unusedCredit, 2);

      const changed = await t.http().post('/api/platform/change-plan').set(coach.auth).send({ interval: 'annual' });
      expect(changed.status).toBe(200);
      expect(changed.body.subscription).toMatchObject({ status: 'active', priceId: 'coachcore-platform-annual' });
      const yearFromNow = Date.now() + 365 * DAY_MS;
      expect(Math.abs(changed.body.subscription.currentPeriodEnd * 1000 - yearFromNow)).toBeLessThan(2 * DAY_MS);
      const charged = await eventually(async () => {
        const rows = await t.sql<{ amount: string }>(`select amount from business_payments where business_id = $1 and status = 'paid' order by paid_at desc`, [
          coach.id,
        ]);
        return rows.length === 2 ? rows : null;
      });
      // The first month's payment and the change's (paid in the same second here, so in no particular order).
      const amounts = charged.map((row) => Number(row.amount));
      expect(amounts.filter((amount) => Math.abs(amount - changed.body.quote.amountDue) <= 0.01)).toHaveLength(1);
      expect(amounts.filter((amount) => amount === PLATFORM_PLAN.amount)).toHaveLength(1);
      expect(await events('platform_plan_changed', coach.id)).toHaveLength(1);
      // The provider's events of the change leave the plan as changed.
      await eventually(async () => ((await status(coach)).body.priceId === 'coachcore-platform-annual' ? true : null));
      expect((await t.sql<{ subscription_plan: string }>('select subscription_plan from users where id = $1', [coach.id]))[0].subscription_plan).toBe(
        'coachcore-platform-annual',
      );

      const again = await t.http().post('/api/platform/change-plan').set(coach.auth).send({ interval: 'annual' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(PLAN_CHANGE_MESSAGES.samePlan);
    });

    it('moves annual billing back to monthly within 60 days with a pro-rated refund; later it is refused (legal pages)', async () => {
      const { coach } = await subscribedCoach();
      expect((await t.http().post('/api/platform/change-plan').set(coach.auth).send({ interval: 'annual' })).status).toBe(200);
      await eventually(async () => ((await status(coach)).body.priceId === 'coachcore-platform-annual' ? true : null));

      // The year's invoice is read from the provider, not from its webhook's row: without that row the quote is the same.
      await eventually(async () => {
        const rows = await t.sql(`select 1 from business_payments where business_id = $1 and status = 'paid'`, [coach.id]);
        return rows.length === 2 ? rows : null;
      });
      await t.sql(`delete from business_payments where business_id = $1 and amount <> $2`, [coach.id, PLATFORM_PLAN.amount]);
      const quote = await t.http().get('/api/platform/plan-change-quote?interval=monthly').set(coach.auth);
      expect(quote.status).toBe(200);
      expect(quote.body).toMatchObject({ from: 'annual', to: 'monthly', amountDue: 50 });
      // The year was bought with the month's unused part credited: its refund is the unused part of what was paid.
      expect(quote.body.refund).toBeGreaterThan(540);
      expect(quote.body.refund).toBeLessThanOrEqual(550);
      const changed = await t.http().post('/api/platform/change-plan').set(coach.auth).send({ interval: 'monthly' });
      expect(changed.status).toBe(200);
      expect(changed.body.subscription.priceId).toBe(PLATFORM_PLAN.priceId);
      const [refund] = await t.sql<{ amount: string; status: string; payment_type: string }>(
        `select amount, status, payment_type from business_payments where business_id = $1 and status = 'refunded'`,
        [coach.id],
      );
      expect(refund).toEqual({ amount: expect.any(String), status: 'refunded', payment_type: 'refund' });
      expect(Number(refund.amount)).toBeCloseTo(changed.body.quote.refund, 2);

      // A year started 61 days ago is past the refund window.
      expect((await t.http().post('/api/platform/change-plan').set(coach.auth).send({ interval: 'annual' })).status).toBe(200);
      await eventually(async () => ((await status(coach)).body.priceId === 'coachcore-platform-annual' ? true : null));
      await t.sql(`update platform_subscriptions set current_period_start = now() - interval '61 days' where business_id = $1`, [coach.id]);
      const late = await t.http().get('/api/platform/plan-change-quote?interval=monthly').set(coach.auth);
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(PLAN_CHANGE_MESSAGES.annualRefundWindowPassed);
      expect((await t.http().post('/api/platform/change-plan').set(coach.auth).send({ interval: 'monthly' })).body.message).toBe(
        PLAN_CHANGE_MESSAGES.annualRefundWindowPassed,
      );
    });

    it('validates the interval and needs an active subscription', async () => {
      const { coach } = await subscribedCoach();
      const bad = await t.http().post('/api/platform/change-plan').set(coach.auth).send({ interval: 'weekly' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(PLAN_CHANGE_MESSAGES.intervalInvalid);
      const newcomer = await registerUser(t);
      expect((await t.http().get('/api/platform/plan-change-quote?interval=annual').set(newcomer.auth)).status).toBe(404);
      const staff = await createStaff(t, coach, ['business_management']);
      expect((await t.http().post('/api/platform/change-plan').set(staff.auth).send({ interval: 'annual' })).status).toBe(403);
    });
  });

  describe('three-tier plans and their client limits', () => {
    it('subscribes to Starter from the older page and holds its 10 clients, at once too', async () => {
      const { coach } = await subscribedCoach('starter');
      expect((await status(coach)).body.priceId).toBe('starter');
      for (let i = 0; i < 7; i++) await createClient(t, coach);
      const attempts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          t
            .http()
            .post('/api/clients')
            .set(coach.auth)
            .send({ firstName: 'Race', lastName: `Client${i}`, email: `race-${i}-${coach.id.slice(0, 6)}@example.com`, fitnessGoal: 'weight_loss' }),
        ),
      );
      expect(attempts.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = attempts.filter((r) => r.status === 403);
      expect(refused).toHaveLength(3);
      expect(refused[0].body.message).toBe(clientLimitMessage('starter'));
      expect(clientLimitMessage('starter')).toBe('Your Starter plan allows up to 10 clients. Upgrade your plan to add more clients.');
      expect((await t.sql<{ n: number }>('select count(*)::int n from clients where coach_id = $1', [coach.id]))[0].n).toBe(10);

      const csv = 'firstName,lastName,email\nAda,Import,ada-import@example.com\n';
      const imported = await t.http().post('/api/clients/import').set(coach.auth).attach('file', Buffer.from(csv), 'clients.csv');
      expect(imported.status).toBe(403);
      expect(imported.body.message).toBe(clientLimitMessage('starter'));
    });

    it('refuses invitations while a business has more clients than its tier allows; Enterprise and the one plan have no limit', async () => {
      const { coach } = await subscribedCoach('enterprise');
      const clients = [];
      for (let i = 0; i < 11; i++) clients.push(await createClient(t, coach));
      await t.sql(`update users set subscription_plan = 'starter' where id = $1`, [coach.id]);
      const invite = await t.http().post(`/api/clients/${clients[0].id}/invite`).set(coach.auth).send();
      expect(invite.status).toBe(403);
      expect(invite.body.message).toBe(clientLimitMessage('starter'));
      await t.sql(`update users set subscription_plan = 'professional' where id = $1`, [coach.id]);
      expect((await t.http().post(`/api/clients/${clients[0].id}/invite`).set(coach.auth).send()).status).toBe(201);

      const { coach: platform } = await subscribedCoach();
      for (let i = 0; i < 11; i++) await createClient(t, platform);
    });

    it('validates the tier and replaces an unpaid subscription to another tier', async () => {
      const coach = await registerUser(t);
      const bad = await t.http().post('/api/get-or-create-subscription').set(coach.auth).send({ plan: 'gold' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(PLAN_CHANGE_MESSAGES.tierInvalid);
      const starter = (await t.http().post('/api/get-or-create-subscription').set(coach.auth).send({ plan: 'starter' })).body;
      const same = (await t.http().post('/api/get-or-create-subscription').set(coach.auth).send({ plan: 'starter' })).body;
      expect(same.subscriptionId).toBe(starter.subscriptionId);
      const professional = (await t.http().post('/api/get-or-create-subscription').set(coach.auth).send({ plan: 'professional' })).body;
      expect(professional.subscriptionId).not.toBe(starter.subscriptionId);
      expect(professional.clientSecret).toMatch(/^pi_/);
      const [intent] = await t.sql<{ amount: number; currency: string }>(
        `select (data->>'amount')::int amount, data->>'currency' currency from simulated_payment_objects where data->>'client_secret' = $1`,
        [professional.clientSecret],
      );
      expect(intent).toEqual({ amount: 7900, currency: 'usd' });
    });
  });

  describe('the grace period’s suspension', () => {
    it('e-mails the owner once when two workers suspend; the owner may only pay, which reactivates', async () => {
      const { coach, subscriptionId } = await subscribedCoach();
      const staff = await createStaff(t, coach, ['view_clients']);
      const payment = await failRenewal(coach, subscriptionId);
      const service = t.app.get(WebhookEventsService, { strict: false });
      const graceEnd = new Date(payment.grace_period_end).getTime();
      const [first, second] = await Promise.all([
        inContext(() => service.suspendAfterGrace(coach.id, payment.id, new Date(graceEnd + 1000))),
        inContext(() => service.suspendAfterGrace(coach.id, payment.id, new Date(graceEnd + 1000))),
      ]);
      expect([first, second].filter(Boolean)).toHaveLength(1);

      const mail = await eventually(async () => {
        const rows = await t.sql<{ to_address: string; subject: string; text_body: string; status: string }>(
          `select to_address, subject, text_body, status from email_outbox where dedupe_key = $1 and status in ('sent', 'stored')`,
          [`business-suspended:${payment.id}`],
        );
        return rows.length ? rows : null;
      });
      expect(mail).toHaveLength(1);
      expect(mail[0].to_address).toBe(coach.email);
      expect(mail[0].subject).toBe('Your CoachCore account has been suspended');
      expect(mail[0].text_body).toContain('£50.00');
      expect(mail[0].text_body).toContain('/platform-subscription');

      // The owner reads why and how to pay; staff that the owner resolves it. Paying is still open to the owner.
      const refused = await t.http().get('/api/clients').set(coach.auth);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ADMIN_AREA_MESSAGES.ownerSuspendedForPayment);
      const staffRefused = await t.http().get('/api/clients').set(staff.auth);
      expect(staffRefused.status).toBe(403);
      expect(staffRefused.body.message).toBe(ADMIN_AREA_MESSAGES.memberSuspended);
      expect((await status(coach)).body.status).toBe('suspended');
      expect((await t.http().post('/api/platform/change-plan').set(coach.auth).send({ interval: 'annual' })).status).toBe(403);

      const { update } = await replaceCard(coach);
      expect((await update()).body).toEqual({ brand: 'visa', last4: '4242', paidOpenInvoice: true });
      await statusIs(coach, 'active');
      expect((await t.http().get('/api/clients').set(coach.auth)).status).toBe(200);
      expect((await t.http().get('/api/clients').set(staff.auth)).status).toBe(200);
    });

    it('an admin’s suspension is not lifted by paying and keeps the subscription routes closed', async () => {
      const { coach } = await subscribedCoach();
      await t.sql(`update users set suspended_at = now(), suspended_reason = 'Terms violation' where id = $1`, [coach.id]);
      const refused = await t.http().post('/api/platform/payment-method/setup').set(coach.auth).send();
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ADMIN_AREA_MESSAGES.ownerSuspended('Terms violation'));
    });
  });

  describe('subscription_ending', () => {
    it('is told once, 7 days before a cancelled subscription ends, with the owner’s e-mail, however many passes run', async () => {
      const { coach } = await subscribedCoach();
      expect((await t.http().post('/api/platform/cancel-subscription').set(coach.auth).send()).status).toBe(200);
      const [sub] = await t.sql<{ current_period_end: Date; stripe_subscription_id: string }>(
        'select current_period_end, stripe_subscription_id from platform_subscriptions where business_id = $1',
        [coach.id],
      );
      const end = new Date(sub.current_period_end).getTime();
      const ending = t.app.get(SubscriptionEndingService, { strict: false });
      const pass = (at: number) => inContext(() => ending.notifyEnding(new Date(at)));
      const mine = async () => (await events('subscription_ending', coach.id)).filter((event) => event.payload.subscriptionId === sub.stripe_subscription_id);

      await pass(end - 8 * DAY_MS);
      expect(await mine()).toHaveLength(0);
      await Promise.all([pass(end - 7 * DAY_MS + 1000), pass(end - 7 * DAY_MS + 1000), pass(end - 6 * DAY_MS)]);
      await pass(end - DAY_MS);
      const told = await mine();
      expect(told).toHaveLength(1);
      expect(told[0].payload).toEqual({
        businessId: coach.id,
        kind: 'platform_subscription',
        subscriptionId: sub.stripe_subscription_id,
        clientId: null,
        endsAt: new Date(end).toISOString(),
      });
      const mail = await eventually(async () => {
        const rows = await t.sql<{ subject: string; to_address: string }>(
          `select subject, to_address from email_outbox where dedupe_key like $1 and status in ('sent', 'stored')`,
          [`subscription-ending:${sub.stripe_subscription_id}:%`],
        );
        return rows.length ? rows : null;
      });
      expect(mail).toEqual([{ subject: 'Your CoachCore subscription ends in 7 days', to_address: coach.email }]);
    });

    it('tells nothing for a subscription that renews', async () => {
      const { coach } = await subscribedCoach();
      const [sub] = await t.sql<{ current_period_end: Date }>('select current_period_end from platform_subscriptions where business_id = $1', [coach.id]);
      const ending = t.app.get(SubscriptionEndingService, { strict: false });
      await inContext(() => ending.notifyEnding(new Date(new Date(sub.current_period_end).getTime() - 3 * DAY_MS)));
      expect(await events('subscription_ending', coach.id)).toHaveLength(0);
    });

    it('runs as an hourly BullMQ job scheduler of the billing queue', async () => {
      const list = await t.app.get(JobQueue).queue('billing').getJobSchedulers();
      expect(list.map((s) => [s.key, s.pattern])).toContainEqual(['notify-subscriptions-ending', '20 * * * *']);
    });
  });
});
