import { randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLIENT_PAYMENT_MESSAGES, COUPON_MESSAGES, DELETED_CLIENT_NAME, PAYMENT_SETUP_TEXTS, TEST_CARDS } from '@coachcore/domain';
import { createClientUser, createStaff } from '../../../test/client-factories';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { signed, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/payment-factories';
import { createGroupSession } from '../../../test/meeting-factories';
import { connectSocket, listening, nextEvent } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ConnectedPaymentsService } from '../payments/connected-payments.service';
import { WebhookEventsService } from '../payments/webhook-events.service';
import { SeatRefundsService } from './seat-refunds.service';
import { SeatHoldsService } from '../meetings/seat-holds.service';
import { runInContext } from '../../infra/queues/run-in-context';

const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
const key = () => randomUUID();

describe('client payments (HTTP, simulated provider)', () => {
  let t: TestApp;

  const accountStatus = (coach: SignedInUser) => t.http().get('/api/stripe-connect/account-status').set(coach.auth);
  const createAccount = (coach: SignedInUser) => t.http().post('/api/stripe-connect/create-account').set(coach.auth).send();
  const accountLink = (coach: SignedInUser) => t.http().post('/api/stripe-connect/account-link').set(coach.auth).send();
  const completeOnboarding = (coach: SignedInUser, accountId: string) =>
    t.http().post(`/api/payments/simulated/accounts/${accountId}/complete-onboarding`).set(coach.auth).send();

  /** A coach whose payments account finished onboarding. */
  const sellingCoach = async () => {
    const coach = await registerUser(t);
    const { accountId } = (await createAccount(coach).expect(200)).body;
    await completeOnboarding(coach, accountId).expect(200);
    return coach;
  };
  const createPackage = async (coach: SignedInUser, overrides: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/coaching-packages')
        .set(coach.auth)
        .send({ name: 'Gold Coaching', price: 80, duration: 30, features: ['Weekly check-in'], ...overrides })
        .expect(201)
    ).body as { id: string; price: number };
  const createCoupon = async (coach: SignedInUser, overrides: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/client-coupons')
        .set(coach.auth)
        .send({ name: 'Spring', code: `SP-${randomBytes(3).toString('hex').toUpperCase()}`, discountValue: 25, ...overrides })
        .expect(201)
    ).body as { id: string; code: string };
  const purchase = (client: SignedInUser, packageId: string, body: Record<string, unknown> = {}) =>
    t
      .http()
      .post(`/api/client/packages/${packageId}/purchase`)
      .set(client.auth)
      .send({ idempotencyKey: key(), ...body });
  const confirm = (who: SignedInUser, clientSecret: string, number: string) =>
    t
      .http()
      .post('/api/payments/simulated/confirm')
      .set(who.auth)
      .send({ clientSecret, card: card(number) });
  const paymentIs = (coach: SignedInUser, id: string, status: string) =>
    eventually(async () => {
      const response = await t.http().get('/api/client-payments').set(coach.auth);
      const payment = (response.body as { id: string; status: string }[]).find((item) => item.id === id);
      return payment?.status === status ? payment : null;
    });
  const events = (name: string, paymentId: string) =>
    t.sql<{ payload: Record<string, unknown> }>(`select payload from outbox_events where name = $1 and payload->>'paymentId' = $2`, [name, paymentId]);
  const refund = (coach: SignedInUser, id: string, body: Record<string, unknown> = {}) =>
    t.http().post(`/api/client-payments/${id}/refund`).set(coach.auth).send(body);

  /** A paid purchase of an 80 USD package. */
  const paidPurchase = async (coach: SignedInUser, price = 80) => {
    const pkg = await createPackage(coach, { price });
    const client = await createClientUser(t, coach);
    const bought = (await purchase(client, pkg.id).expect(200)).body;
    await confirm(client, bought.clientSecret, TEST_CARDS.succeeds).expect(200);
    await paymentIs(coach, bought.payment.id, 'paid');
    return { pkg, client, payment: bought.payment as { id: string } };
  };

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true, env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
  });
  afterAll(() => t.close());

  describe('payments account (Payment Setup)', () => {
    it('create account → onboarding link → onboarding finished: not connected, requiresAction, then setupComplete', async () => {
      const coach = await registerUser(t);
      expect((await accountStatus(coach).expect(200)).body).toEqual({ connected: false, setupComplete: false, requiresAction: false });
      expect((await accountLink(coach).expect(400)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.noAccount);

      const created = await createAccount(coach).expect(200);
      expect(created.body).toEqual({ accountId: expect.stringMatching(/^acct_/) });
      // Once per business: again answers the same account.
      expect((await createAccount(coach).expect(200)).body).toEqual(created.body);
      expect((await accountStatus(coach).expect(200)).body).toEqual({ connected: true, setupComplete: false, requiresAction: true });

      const link = (await accountLink(coach).expect(200)).body.url as string;
      const url = new URL(link);
      expect(url.pathname).toBe('/simulated-stripe/onboarding');
      expect(url.searchParams.get('account')).toBe(created.body.accountId);
      expect(url.searchParams.get('return_url')).toMatch(/\/stripe-connect\/success$/);
      expect(url.searchParams.get('refresh_url')).toMatch(/\/payment-setup$/);

      expect((await completeOnboarding(coach, created.body.accountId).expect(200)).body).toEqual({
        connected: true,
        setupComplete: true,
        requiresAction: false,
      });
      expect((await accountStatus(coach).expect(200)).body).toEqual({ connected: true, setupComplete: true, requiresAction: false });
      const [user] = await t.sql('select stripe_account_id, stripe_account_enabled, payment_setup_complete from users where id = $1', [coach.id]);
      expect(user).toEqual({ stripe_account_id: created.body.accountId, stripe_account_enabled: true, payment_setup_complete: true });
      expect((await t.sql(`select 1 from outbox_events where name = 'payments_account_created' and payload->>'businessId' = $1`, [coach.id])).length).toBe(1);
    });

    it('concurrent create-account calls make one account', async () => {
      const coach = await registerUser(t);
      const answers = await Promise.all(Array.from({ length: 8 }, () => createAccount(coach)));
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
      expect(new Set(answers.map((answer) => answer.body.accountId)).size).toBe(1);
      const objects = await t.sql(`select 1 from simulated_payment_objects where data->>'object' = 'account' and data->'metadata'->>'businessId' = $1`, [
        coach.id,
      ]);
      expect(objects).toHaveLength(1);
    });

    it("another business's account cannot be onboarded (404); only the owner reaches these calls", async () => {
      const coach = await registerUser(t);
      const { accountId } = (await createAccount(coach)).body;
      const other = await registerUser(t);
      await createAccount(other).expect(200);
      expect((await completeOnboarding(other, accountId).expect(404)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.accountNotFound);
      const client = await createClientUser(t, coach);
      await accountStatus(client).expect(403);
      const staff = await createStaff(t, coach, ['payment_management']);
      await createAccount(staff).expect(403);
    });

    it('account.updated webhooks keep the account state (signed delivery)', async () => {
      const coach = await registerUser(t);
      const { accountId } = (await createAccount(coach)).body;
      const event = stripeEvent('account.updated', { id: accountId, object: 'account', charges_enabled: true, details_submitted: true });
      await t
        .http()
        .post('/api/webhooks/stripe')
        .set('Stripe-Signature', signed(event).signature)
        .set('Content-Type', 'application/json')
        .send(signed(event).body)
        .expect(200);
      await eventually(async () => {
        const [user] = await t.sql<{ payment_setup_complete: boolean }>('select payment_setup_complete from users where id = $1', [coach.id]);
        return user?.payment_setup_complete ? true : null;
      });
    });

    it('says the texts of Payment Setup as the spec has them', () => {
      expect(PAYMENT_SETUP_TEXTS.requiresAction).toBe('Action required: Your account needs additional information. Please complete the onboarding process.');
      expect(PAYMENT_SETUP_TEXTS.createFailed).toBe('Failed to create Stripe account');
      expect(PAYMENT_SETUP_TEXTS.linkFailed).toBe('Failed to create onboarding link');
    });
  });

  describe('buying a package', () => {
    it('a coach without a finished connection cannot sell: the packages say so and a purchase is refused (409)', async () => {
      const coach = await registerUser(t);
      const pkg = await createPackage(coach);
      const client = await createClientUser(t, coach);
      const listed = (await t.http().get('/api/client/packages').set(client.auth).expect(200)).body;
      expect(listed).toMatchObject({ paymentsReady: false, message: CLIENT_PAYMENT_MESSAGES.sellerNotReady });
      expect(listed.packages.map((item: { id: string }) => item.id)).toEqual([pkg.id]);
      expect((await purchase(client, pkg.id).expect(409)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.sellerNotReady);
      // Connected, onboarding not finished: still refused.
      await createAccount(coach).expect(200);
      expect((await purchase(client, pkg.id).expect(409)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.sellerNotReady);
      expect(await t.sql('select 1 from client_payments where coach_id = $1', [coach.id])).toHaveLength(0);
    });

    it('4242: charged on the connected account with the 5 % fee; paid by webhook, package assigned, receipt staged, payment_received once', async () => {
      const coach = await sellingCoach();
      const pkg = await createPackage(coach, { price: 79.99 });
      const client = await createClientUser(t, coach);
      const listed = (await t.http().get('/api/client/packages').set(client.auth).expect(200)).body;
      expect(listed.paymentsReady).toBe(true);
      expect(listed.message).toBeNull();

      const bought = await purchase(client, pkg.id).expect(200);
      expect(bought.body).toEqual({
        clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
        payment: expect.objectContaining({
          packageId: pkg.id,
          packageName: 'Gold Coaching',
          clientId: client.clientId,
          amount: 79.99,
          originalAmount: 79.99,
          discountAmount: 0,
          couponCode: null,
          applicationFee: 4,
          status: 'pending',
          paymentType: 'package',
          currency: 'usd',
        }),
      });
      const [user] = await t.sql<{ stripe_account_id: string }>('select stripe_account_id from users where id = $1', [coach.id]);
      const [intent] = await t.sql<{ data: Record<string, unknown> }>(`select data from simulated_payment_objects where id = $1`, [
        bought.body.clientSecret.split('_secret_')[0],
      ]);
      // 5 % of 7999 cents = 399.95 → 400 cents.
      expect(intent!.data).toMatchObject({
        amount: 7999,
        currency: 'usd',
        application_fee_amount: 400,
        transfer_data: { destination: user!.stripe_account_id },
      });

      await confirm(client, bought.body.clientSecret, TEST_CARDS.succeeds).expect(200);
      const paid = await paymentIs(coach, bought.body.payment.id, 'paid');
      expect(paid).toMatchObject({ paidAt: expect.any(String), refundable: 79.99 });
      const subscriptions = (await t.http().get('/api/client/subscriptions').set(client.auth).expect(200)).body;
      expect(subscriptions).toEqual([expect.objectContaining({ packageId: pkg.id, status: 'active' })]);
      await eventually(async () => ((await events('payment_received', bought.body.payment.id)).length === 1 ? true : null));
      const [received] = await events('payment_received', bought.body.payment.id);
      expect(received!.payload).toMatchObject({ businessId: coach.id, kind: 'client_payment', amount: 79.99, clientId: client.clientId });
      const [mail] = await t.sql<{ to_address: string; subject: string; text_body: string }>(
        'select to_address, subject, text_body from email_outbox where dedupe_key = $1',
        [`payment-receipt:${bought.body.payment.id}`],
      );
      expect(mail).toMatchObject({ to_address: client.email, subject: 'Your receipt: Gold Coaching' });
      expect(mail!.text_body).toContain('Paid: $79.99');

      // The receipts list of the portal.
      const receipts = (await t.http().get('/api/client/payments').set(client.auth).expect(200)).body;
      expect(receipts).toEqual([expect.objectContaining({ id: bought.body.payment.id, status: 'paid', amount: 79.99 })]);
      // Bought already: a second purchase is refused.
      expect((await purchase(client, pkg.id).expect(409)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.alreadyHasPackage);
    });

    it('a client coupon: redeemed once, discount on the charge, the fee on what is charged', async () => {
      const coach = await sellingCoach();
      const pkg = await createPackage(coach, { price: 100 });
      const coupon = await createCoupon(coach, { discountValue: 25, maxUses: 5 });
      const client = await createClientUser(t, coach);
      const bought = await purchase(client, pkg.id, { couponCode: coupon.code.toLowerCase() }).expect(200);
      expect(bought.body.payment).toMatchObject({ amount: 75, originalAmount: 100, discountAmount: 25, couponCode: coupon.code, applicationFee: 3.75 });
      const [usage] = await t.sql('select order_id, discount_amount, original_amount, final_amount from coupon_usage where coupon_id = $1', [coupon.id]);
      expect(usage).toEqual({ order_id: bought.body.payment.id, discount_amount: '25.00', original_amount: '100.00', final_amount: '75.00' });
      const [counted] = await t.sql('select current_uses from client_coupons where id = $1', [coupon.id]);
      expect(counted).toEqual({ current_uses: 1 });
      await confirm(client, bought.body.clientSecret, TEST_CARDS.succeeds).expect(200);
      await paymentIs(coach, bought.body.payment.id, 'paid');
    });

    it('an invalid or used-up coupon refuses the purchase and makes no payment', async () => {
      const coach = await sellingCoach();
      const pkg = await createPackage(coach);
      const client = await createClientUser(t, coach);
      expect((await purchase(client, pkg.id, { couponCode: 'NOPE-123' }).expect(400)).body.message).toBe(COUPON_MESSAGES.codeNotValid);
      const coupon = await createCoupon(coach, { maxUses: 1 });
      const other = await createClientUser(t, coach);
      await purchase(other, pkg.id, { couponCode: coupon.code }).expect(200);
      expect((await purchase(client, pkg.id, { couponCode: coupon.code }).expect(409)).body.message).toBe(COUPON_MESSAGES.usedUp);
      expect(await t.sql('select 1 from client_payments where client_id = $1', [client.clientId])).toHaveLength(0);
    });

    it('a 100 % coupon leaves nothing to pay: paid at once, no card form, package assigned', async () => {
      const coach = await sellingCoach();
      const pkg = await createPackage(coach, { price: 40 });
      const coupon = await createCoupon(coach, { discountValue: 100 });
      const client = await createClientUser(t, coach);
      const bought = await purchase(client, pkg.id, { couponCode: coupon.code }).expect(200);
      expect(bought.body.clientSecret).toBeNull();
      expect(bought.body.payment).toMatchObject({ status: 'paid', amount: 0, applicationFee: 0, discountAmount: 40 });
      expect((await t.http().get('/api/client/subscriptions').set(client.auth).expect(200)).body).toHaveLength(1);
    });

    it('a declined card (4000 0000 0000 0002): payment failed with the message and payment_failed; another card then pays', async () => {
      const coach = await sellingCoach();
      const pkg = await createPackage(coach);
      const client = await createClientUser(t, coach);
      const bought = (await purchase(client, pkg.id).expect(200)).body;
      const declined = await confirm(client, bought.clientSecret, TEST_CARDS.declined).expect(200);
      expect(declined.body.error.message).toBe('Your card was declined.');
      const failed = await paymentIs(coach, bought.payment.id, 'failed');
      expect(failed).toMatchObject({ failureReason: 'Your card was declined.' });
      await eventually(async () => ((await events('payment_failed', bought.payment.id)).length === 1 ? true : null));
      expect((await t.http().get('/api/client/subscriptions').set(client.auth).expect(200)).body).toEqual([]);
      await confirm(client, bought.clientSecret, TEST_CARDS.succeeds).expect(200);
      await paymentIs(coach, bought.payment.id, 'paid');
    });

    it('a card that needs authentication pays once authenticated', async () => {
      const coach = await sellingCoach();
      const pkg = await createPackage(coach);
      const client = await createClientUser(t, coach);
      const bought = (await purchase(client, pkg.id).expect(200)).body;
      expect((await confirm(client, bought.clientSecret, TEST_CARDS.requiresAuthentication).expect(200)).body.paymentIntent.status).toBe('requires_action');
      await t.http().post('/api/payments/simulated/authenticate').set(client.auth).send({ clientSecret: bought.clientSecret, complete: true }).expect(200);
      await paymentIs(coach, bought.payment.id, 'paid');
    });

    it('out of order: a failure delivered after the success leaves the payment paid', async () => {
      const coach = await sellingCoach();
      const { payment } = await paidPurchase(coach);
      const [row] = await t.sql<{ stripe_payment_intent_id: string }>('select stripe_payment_intent_id from client_payments where id = $1', [payment.id]);
      const late = stripeEvent(
        'payment_intent.payment_failed',
        {
          id: row!.stripe_payment_intent_id,
          object: 'payment_intent',
          metadata: { kind: 'client_payment', businessId: coach.id, clientPaymentId: payment.id },
          last_payment_error: { message: 'Your card was declined.' },
        },
        Math.floor(Date.now() / 1000) - 60,
      );
      const delivery = signed(late);
      await t
        .http()
        .post('/api/webhooks/stripe')
        .set('Stripe-Signature', delivery.signature)
        .set('Content-Type', 'application/json')
        .send(delivery.body)
        .expect(200);
      await eventually(async () => {
        const [event] = await t.sql<{ processed_at: Date | null }>('select processed_at from payment_webhook_events where id = $1', [late.id]);
        return event?.processed_at ? true : null;
      });
      await paymentIs(coach, payment.id, 'paid');
      expect(await events('payment_failed', payment.id)).toHaveLength(0);
    });

    it('a double submit with one idempotency key makes one payment (concurrent)', async () => {
      const coach = await sellingCoach();
      const pkg = await createPackage(coach);
      const coupon = await createCoupon(coach, { maxUses: 10 });
      const client = await createClientUser(t, coach);
      const idempotencyKey = key();
      const answers = await Promise.all(Array.from({ length: 6 }, () => purchase(client, pkg.id, { idempotencyKey, couponCode: coupon.code })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((answer) => answer.body.payment.id)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.body.clientSecret)).size).toBe(1);
      expect(await t.sql('select 1 from client_payments where client_id = $1', [client.clientId])).toHaveLength(1);
      expect(await t.sql('select 1 from coupon_usage where coupon_id = $1', [coupon.id])).toHaveLength(1);
    });

    it('validates the purchase: idempotency key, unknown and inactive packages, clients only', async () => {
      const coach = await sellingCoach();
      const pkg = await createPackage(coach);
      const client = await createClientUser(t, coach);
      expect((await purchase(client, pkg.id, { idempotencyKey: 'short' }).expect(400)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.idempotencyKeyInvalid);
      expect((await purchase(client, randomUUID()).expect(404)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.packageNotFound);
      expect((await purchase(client, 'not-a-uuid').expect(404)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.packageNotFound);
      const inactive = await createPackage(coach);
      await t.http().patch(`/api/coaching-packages/${inactive.id}`).set(coach.auth).send({ isActive: false });
      await t.sql('update coaching_packages set is_active = false where id = $1', [inactive.id]);
      expect((await purchase(client, inactive.id).expect(409)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.packageInactive);
      await t.http().post(`/api/client/packages/${pkg.id}/purchase`).set(coach.auth).send({ idempotencyKey: key() }).expect(403);
    });
  });

  describe('refunds and revenue', () => {
    it('partial then full; over-refund 400; revenue less refunds; refunds recorded', async () => {
      const coach = await sellingCoach();
      const { payment, client } = await paidPurchase(coach, 80);
      expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body.totalRevenue).toBe(80);

      expect((await refund(coach, payment.id, { amount: 80.01 }).expect(400)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.refundTooLarge);
      expect((await refund(coach, payment.id, { amount: 0 }).expect(400)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.refundAmountInvalid);
      expect((await refund(coach, payment.id, { amount: 1.234 }).expect(400)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.refundAmountInvalid);

      const partial = await refund(coach, payment.id, { amount: 30 }).expect(200);
      expect(partial.body).toMatchObject({
        status: 'partially_refunded',
        amountRefunded: 30,
        refundable: 50,
        refunds: [expect.objectContaining({ amount: 30 })],
      });
      expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body.totalRevenue).toBe(50);
      expect((await refund(coach, payment.id, { amount: 50.01 }).expect(400)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.refundTooLarge);

      const full = await refund(coach, payment.id).expect(200);
      expect(full.body).toMatchObject({ status: 'refunded', amountRefunded: 80, refundable: 0 });
      expect(full.body.refunds.map((item: { amount: number }) => item.amount)).toEqual([30, 50]);
      expect((await refund(coach, payment.id).expect(400)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.notRefundable);
      expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body.totalRevenue).toBe(0);

      const [intent] = await t.sql<{ amount_refunded: number }>(
        `select (data->>'amount_refunded')::int as amount_refunded from simulated_payment_objects where id = (select stripe_payment_intent_id from client_payments where id = $1)`,
        [payment.id],
      );
      expect(intent).toEqual({ amount_refunded: 8000 });
      expect(await t.sql(`select 1 from outbox_events where name = 'client_payment_refunded' and payload->>'paymentId' = $1`, [payment.id])).toHaveLength(2);
      // The client's receipts show the refund.
      const receipts = (await t.http().get('/api/client/payments').set(client.auth).expect(200)).body;
      expect(receipts[0]).toMatchObject({ status: 'refunded', amountRefunded: 80 });
    });

    it('records a refund made in the payments provider’s dashboard from its charge.refunded event, once', async () => {
      const coach = await sellingCoach();
      const { payment, client } = await paidPurchase(coach, 80);
      const [{ intentId }] = await t.sql<{ intentId: string }>('select stripe_payment_intent_id as "intentId" from client_payments where id = $1', [
        payment.id,
      ]);
      // Made outside CoachCore: straight at the provider, which sends its events as Stripe does.
      await t.app.get(ConnectedPaymentsService).refund({ paymentIntentId: intentId, amount: 2500 });

      const partly = await paymentIs(coach, payment.id, 'partially_refunded');
      expect(partly).toMatchObject({ amountRefunded: 25, refundable: 55, refunds: [expect.objectContaining({ amount: 25 })] });
      expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body.totalRevenue).toBe(55);
      expect(await events('client_payment_refunded', payment.id)).toEqual([{ payload: expect.objectContaining({ amount: 25, amountRefunded: 25 }) }]);
      const [dashboardRefund] = await t.sql('select created_by from client_payment_refunds where payment_id = $1', [payment.id]);
      expect(dashboardRefund).toEqual({ created_by: null });
      expect(await t.sql(`select actor_id, target_label, reason from audit_log where action = 'payment_refunded' and target_id = $1`, [payment.id])).toEqual([
        { actor_id: null, target_label: expect.stringContaining(client.email), reason: 'Refunded 25.00 of 80.00 USD: made at the payment provider' },
      ]);

      // The same event again (a redelivery) records nothing more; the coach refunds the rest from CoachCore.
      const { id: eventId } = await eventually(
        async () =>
          (
            await t.sql<{ id: string }>(
              `select id from payment_webhook_events where type = 'charge.refunded' and payload->'data'->'object'->>'payment_intent' = $1 and processed_at is not null`,
              [intentId],
            )
          )[0],
      );
      await t.sql('update payment_webhook_events set processed_at = null, outcome = null where id = $1', [eventId]);
      expect(await t.app.get(WebhookEventsService).apply(eventId)).toBe('duplicate');
      const rest = await refund(coach, payment.id).expect(200);
      expect(rest.body).toMatchObject({ status: 'refunded', amountRefunded: 80, refundable: 0 });
      expect(rest.body.refunds.map((item: { amount: number }) => item.amount)).toEqual([25, 55]);
      // CoachCore's own refund brings its charge.refunded too: applied once the refund is recorded, it adds nothing.
      await eventually(
        async () =>
          (
            await t.sql(
              `select 1 from payment_webhook_events where type = 'charge.refunded' and payload->'data'->'object'->>'payment_intent' = $1 and processed_at is not null`,
              [intentId],
            )
          ).length === 2,
      );
      expect(await t.sql('select amount from client_payment_refunds where payment_id = $1 order by created_at', [payment.id])).toEqual([
        { amount: '25.00' },
        { amount: '55.00' },
      ]);
      expect((await t.http().get('/api/client/payments').set(client.auth).expect(200)).body[0]).toMatchObject({ status: 'refunded', amountRefunded: 80 });
    });

    it('a deleted client’s payments stay in the coach’s revenue, anonymised, and can still be refunded', async () => {
      const coach = await sellingCoach();
      const { payment } = await paidPurchase(coach, 60);
      const [{ clientId }] = await t.sql<{ clientId: string }>('select client_id as "clientId" from client_payments where id = $1', [payment.id]);
      await t.http().delete(`/api/clients/${clientId}`).set(coach.auth).expect(204);

      const listed = (await t.http().get('/api/client-payments').set(coach.auth).expect(200)).body as Array<Record<string, unknown>>;
      expect(listed.find((item) => item.id === payment.id)).toMatchObject({ clientId: null, clientName: DELETED_CLIENT_NAME, status: 'paid', amount: 60 });
      expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body.totalRevenue).toBe(60);

      const refunded = await refund(coach, payment.id, { amount: 10 }).expect(200);
      expect(refunded.body).toMatchObject({ status: 'partially_refunded', amountRefunded: 10, clientId: null });
      expect(await events('client_payment_refunded', payment.id)).toEqual([{ payload: expect.objectContaining({ clientId: null, amount: 10 }) }]);
      expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body.totalRevenue).toBe(50);
    });

    it('concurrent refunds never pass the amount charged', async () => {
      const coach = await sellingCoach();
      const { payment } = await paidPurchase(coach, 50);
      const answers = await Promise.all(Array.from({ length: 5 }, () => refund(coach, payment.id, { amount: 20 })));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
      expect(answers.filter((answer) => answer.status === 400)).toHaveLength(3);
      const [row] = await t.sql('select amount_refunded, status from client_payments where id = $1', [payment.id]);
      expect(row).toEqual({ amount_refunded: '40.00', status: 'partially_refunded' });
    });

    it('a pending or failed payment cannot be refunded', async () => {
      const coach = await sellingCoach();
      const pkg = await createPackage(coach);
      const client = await createClientUser(t, coach);
      const bought = (await purchase(client, pkg.id).expect(200)).body;
      expect((await refund(coach, bought.payment.id).expect(400)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.notRefundable);
    });

    it('staff with payment management may list and refund; others may not', async () => {
      const coach = await sellingCoach();
      const { payment } = await paidPurchase(coach, 20);
      const manager = await createStaff(t, coach, ['payment_management']);
      expect((await t.http().get('/api/client-payments').set(manager.auth).expect(200)).body.map((item: { id: string }) => item.id)).toContain(payment.id);
      await refund(manager, payment.id, { amount: 5 }).expect(200);
      const other = await createStaff(t, coach, ['client_management']);
      await t.http().get('/api/client-payments').set(other.auth).expect(403);
      await refund(other, payment.id).expect(403);
    });
  });

  describe('paid group sessions', () => {
    /** A group session of the coach 3 days ahead with a price, and the client's seat in it. */
    const sessionWithSeat = async (coach: SignedInUser, client: SignedInUser, price = 20) => {
      const session = await createGroupSession(t, coach, { maxParticipants: 10, price });
      const seat = (await t.http().post(`/api/meetings/${session.id}/participants`).set(client.auth).expect(201)).body as { id: string };
      return { sessionId: session.id, seatId: seat.id };
    };
    const pay = (client: SignedInUser, sessionId: string, idempotencyKey: string = key()) =>
      t.http().post(`/api/client/group-sessions/${sessionId}/payment`).set(client.auth).send({ idempotencyKey });
    const mySession = async (client: SignedInUser, sessionId: string) =>
      ((await t.http().get('/api/client/group-sessions').set(client.auth).expect(200)).body as { id: string }[]).find((item) => item.id === sessionId) as
        { paymentStatus: string | null; seatPrice: number | null; participantStatus: string | null; paymentDueBy: string | null } | undefined;

    it('a client pays their seat on the coach’s account with the 5 % fee; the seat shows paid and the receipt names the session', async () => {
      const coach = await sellingCoach();
      const client = await createClientUser(t, coach);
      const { sessionId, seatId } = await sessionWithSeat(coach, client);
      expect(await mySession(client, sessionId)).toMatchObject({ participantStatus: 'registered', paymentStatus: 'pending', seatPrice: 20 });

      const started = (await pay(client, sessionId).expect(200)).body;
      expect(started.payment).toMatchObject({
        paymentType: 'group_session',
        description: 'Saturday HIIT',
        bookingId: seatId,
        packageId: null,
        amount: 20,
        applicationFee: 1,
        status: 'pending',
      });
      expect(started.clientSecret).toEqual(expect.any(String));
      await confirm(client, started.clientSecret, TEST_CARDS.succeeds).expect(200);
      await paymentIs(coach, started.payment.id, 'paid');
      await eventually(async () => ((await mySession(client, sessionId))?.paymentStatus === 'paid' ? true : null));
      const participants = (await t.http().get(`/api/meetings/${sessionId}/participants`).set(coach.auth).expect(200)).body;
      expect(participants).toEqual([expect.objectContaining({ id: seatId, paymentStatus: 'paid', price: 20 })]);
      const [receipt] = await t.sql<{ text_body: string }>(`select text_body from email_outbox where dedupe_key = $1`, [
        `payment-receipt:${started.payment.id}`,
      ]);
      expect(receipt!.text_body).toContain('Saturday HIIT');
      expect(receipt!.text_body).toContain('/client/meetings');

      // Paid: nothing more to pay.
      expect((await pay(client, sessionId).expect(409)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.nothingOwed);
    });

    it('one payment per seat: submits at once with different keys make one payment, and a declined card can be retried', async () => {
      const coach = await sellingCoach();
      const client = await createClientUser(t, coach);
      const { sessionId, seatId } = await sessionWithSeat(coach, client, 35);
      const answers = await Promise.all(Array.from({ length: 6 }, () => pay(client, sessionId)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((answer) => answer.body.payment.id)).size).toBe(1);
      expect(await t.sql('select id from client_payments where booking_id = $1', [seatId])).toHaveLength(1);

      const { clientSecret, payment } = answers[0]!.body;
      await confirm(client, clientSecret, TEST_CARDS.declined);
      await paymentIs(coach, payment.id, 'failed');
      expect((await mySession(client, sessionId))?.paymentStatus).toBe('pending');
      // Asking again answers the same payment to retry with another card.
      const again = (await pay(client, sessionId).expect(200)).body;
      expect(again.payment.id).toBe(payment.id);
      await confirm(client, again.clientSecret, TEST_CARDS.succeeds).expect(200);
      await paymentIs(coach, payment.id, 'paid');
      await eventually(async () => ((await mySession(client, sessionId))?.paymentStatus === 'paid' ? true : null));
    });

    /** The client's seat paid with the 4242 card: answers the payment's id. */
    const paidSeat = async (coach: SignedInUser, client: SignedInUser, sessionId: string) => {
      const started = (await pay(client, sessionId).expect(200)).body;
      await confirm(client, started.clientSecret, TEST_CARDS.succeeds).expect(200);
      await paymentIs(coach, started.payment.id, 'paid');
      return started.payment.id as string;
    };
    /** A service called as a job calls it: in an EntityManager context of its own. */
    const inContext = <T>(work: () => Promise<T>) => runInContext(t.app.get(EntityManager), work);
    const refundsOf = (paymentId: string) =>
      t.sql<{ amount: string; created_by: string | null }>('select amount, created_by from client_payment_refunds where payment_id = $1', [paymentId]);
    const refundAuditOf = (paymentId: string) =>
      t.sql<{ actor_id: string | null; reason: string }>(`select actor_id, reason from audit_log where action = 'payment_refunded' and target_id = $1`, [
        paymentId,
      ]);

    it('gives a paid seat’s money back by itself when the client leaves in time, the coach takes them off or cancels the session — once', async () => {
      const coach = await sellingCoach();
      const client = await createClientUser(t, coach);
      const leaving = await sessionWithSeat(coach, client);
      const leftPayment = await paidSeat(coach, client, leaving.sessionId);
      await t.http().delete(`/api/meetings/${leaving.sessionId}/participants/${leaving.seatId}`).set(client.auth).expect(204);
      await paymentIs(coach, leftPayment, 'refunded');
      expect(await refundsOf(leftPayment)).toEqual([{ amount: '20.00', created_by: null }]);
      // Every refund is on the audit trail: these were made by the seat rules, not by a person.
      expect(await refundAuditOf(leftPayment)).toEqual([
        { actor_id: null, reason: 'Refunded 20.00 of 20.00 USD: the client left the group session 24 hours or more before its start' },
      ]);

      const removed = await sessionWithSeat(coach, client, 30);
      const removedPayment = await paidSeat(coach, client, removed.sessionId);
      await t.http().delete(`/api/meetings/${removed.sessionId}/participants/${removed.seatId}`).set(coach.auth).expect(204);
      await paymentIs(coach, removedPayment, 'refunded');
      expect(await refundAuditOf(removedPayment)).toEqual([
        { actor_id: null, reason: 'Refunded 30.00 of 30.00 USD: the business took the client off the group session' },
      ]);

      const cancelled = await sessionWithSeat(coach, client, 15);
      const cancelledPayment = await paidSeat(coach, client, cancelled.sessionId);
      await t.http().post(`/api/meetings/${cancelled.sessionId}/cancel`).set(coach.auth).expect(200);
      await paymentIs(coach, cancelledPayment, 'refunded');
      const seats = (await t.http().get(`/api/meetings/${cancelled.sessionId}/participants`).set(coach.auth).expect(200)).body;
      expect(seats).toEqual([expect.objectContaining({ id: cancelled.seatId, paymentStatus: 'refunded' })]);
      // The event delivered again (a retry after a crash) gives nothing more back.
      const refunds = t.app.get(SeatRefundsService);
      expect(await inContext(() => refunds.sessionCancelled({ businessId: coach.id }, cancelled.sessionId))).toBe(0);
      expect(await inContext(() => refunds.seatEnded({ businessId: coach.id }, leaving.seatId))).toBe(0);
      expect(await refundsOf(cancelledPayment)).toHaveLength(1);
      expect(await refundAuditOf(cancelledPayment)).toEqual([{ actor_id: null, reason: 'Refunded 15.00 of 15.00 USD: the group session was cancelled' }]);
    });

    it('keeps the money of a client who leaves within 24 hours of the start, but not of one whose payment went through after leaving', async () => {
      const coach = await sellingCoach();
      const client = await createClientUser(t, coach);
      const soon = await sessionWithSeat(coach, client);
      await t.sql(`update meetings set scheduled_at = now() + interval '12 hours', end_time = now() + interval '13 hours' where id = $1`, [soon.sessionId]);
      const payment = await paidSeat(coach, client, soon.sessionId);
      await t.http().delete(`/api/meetings/${soon.sessionId}/participants/${soon.seatId}`).set(client.auth).expect(204);
      expect(await inContext(() => t.app.get(SeatRefundsService).seatEnded({ businessId: coach.id }, soon.seatId))).toBe(0);
      expect((await paymentIs(coach, payment, 'paid')).status).toBe('paid');

      // Paying while leaving: the card went through after the seat was given back.
      const racing = await sessionWithSeat(coach, client);
      await t.sql(`update meetings set scheduled_at = now() + interval '12 hours', end_time = now() + interval '13 hours' where id = $1`, [racing.sessionId]);
      const started = (await pay(client, racing.sessionId).expect(200)).body;
      await t.http().delete(`/api/meetings/${racing.sessionId}/participants/${racing.seatId}`).set(client.auth).expect(204);
      await confirm(client, started.clientSecret, TEST_CARDS.succeeds).expect(200);
      await paymentIs(coach, started.payment.id, 'refunded');
      expect((await refundAuditOf(started.payment.id))[0]?.reason).toMatch(/: the payment arrived for a group-session seat no longer held$/);
    });

    it('holds an unpaid seat a client took for 30 minutes, then gives it to the next person waiting; a late payment is refunded', async () => {
      const coach = await sellingCoach();
      const client = await createClientUser(t, coach);
      const session = await createGroupSession(t, coach, { maxParticipants: 2, price: 25 });
      const seat = (await t.http().post(`/api/meetings/${session.id}/participants`).set(client.auth).expect(201)).body as { id: string };
      // The other seat the business gives (not held).
      const regular = await createClientUser(t, coach);
      await t.http().post(`/api/meetings/${session.id}/participants`).set(coach.auth).send({ clientId: regular.clientId }).expect(201);
      const held = await mySession(client, session.id);
      expect(Date.parse(held!.paymentDueBy!) - Date.now()).toBeGreaterThan(29 * 60_000);
      const waiting = await createClientUser(t, coach);
      await t.http().post(`/api/meetings/${session.id}/participants`).set(waiting.auth).send({ waitlist: true }).expect(201);
      const started = (await pay(client, session.id).expect(200)).body;

      const holds = t.app.get(SeatHoldsService);
      expect(await inContext(() => holds.releaseExpired(new Date(Date.now() + 29 * 60_000)))).toBe(0);
      // Two passes at once after the hold: the seat goes back once, to the person waiting; the worker's change reaches
      // the open calendar of staff who may see the schedule.
      const scheduler = await connectSocket(await listening(t), { token: (await createStaff(t, coach, ['schedule_sessions'])).token });
      const calendarHeard = nextEvent(scheduler, 'schedule:changed', 20_000);
      const later = new Date(Date.now() + 31 * 60_000);
      const passes = await Promise.all([inContext(() => holds.releaseExpired(later)), inContext(() => holds.releaseExpired(later))]);
      expect(passes.reduce((sum, n) => sum + n, 0)).toBe(1);
      try {
        expect(await calendarHeard).toEqual({ businessId: coach.id });
      } finally {
        scheduler.close();
      }
      const people = (await t.http().get(`/api/meetings/${session.id}/participants`).set(coach.auth).expect(200)).body as { id: string; status: string }[];
      expect(people.find((row) => row.id === seat.id)?.status).toBe('removed');
      expect(await mySession(waiting, session.id)).toMatchObject({ participantStatus: 'registered', paymentStatus: 'pending' });
      expect((await mySession(regular, session.id))?.participantStatus).toBe('registered');

      // The first client's card goes through after all: the money goes back.
      await confirm(client, started.clientSecret, TEST_CARDS.succeeds).expect(200);
      await paymentIs(coach, started.payment.id, 'refunded');
      // A seat the business gives is not held (it settles with the client itself).
      const [row] = await t.sql<{ status: string; held_until: Date | null }>('select status, held_until from meeting_participants where participant_id = $1', [
        regular.clientId,
      ]);
      expect(row).toEqual({ status: 'registered', held_until: null });
    });

    it('refuses a free seat, a waitlisted client, another client’s session and a coach who cannot take payments', async () => {
      const coach = await sellingCoach();
      const client = await createClientUser(t, coach);
      const free = await sessionWithSeat(coach, client, 0);
      expect((await pay(client, free.sessionId).expect(409)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.nothingOwed);
      const paid = await sessionWithSeat(coach, client);
      const sibling = await createClientUser(t, coach);
      expect((await pay(sibling, paid.sessionId).expect(404)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.seatNotFound);
      const stranger = await createClientUser(t, await sellingCoach());
      expect((await pay(stranger, paid.sessionId).expect(404)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.seatNotFound);
      expect((await pay(client, 'not-a-session').expect(404)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.seatNotFound);
      expect((await pay(client, paid.sessionId, 'bad key!').expect(400)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.idempotencyKeyInvalid);
      await t.http().post(`/api/client/group-sessions/${paid.sessionId}/payment`).set(coach.auth).send({ idempotencyKey: key() }).expect(403);

      const notSelling = await registerUser(t);
      const theirClient = await createClientUser(t, notSelling);
      const unsold = await sessionWithSeat(notSelling, theirClient);
      expect((await pay(theirClient, unsold.sessionId).expect(409)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.sellerNotReady);
      expect(await t.sql('select id from client_payments where booking_id = $1', [unsold.seatId])).toEqual([]);
    });
  });

  describe('tenant isolation', () => {
    it("another coach's package and payment are 404; lists hold only the tenant's own", async () => {
      const coach = await sellingCoach();
      const { payment, pkg, client } = await paidPurchase(coach, 30);
      const other = await sellingCoach();
      const otherClient = await createClientUser(t, other);

      expect((await purchase(otherClient, pkg.id).expect(404)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.packageNotFound);
      expect((await refund(other, payment.id).expect(404)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.notFound);
      expect((await t.http().get('/api/client-payments').set(other.auth).expect(200)).body).toEqual([]);
      expect((await t.http().get('/api/client/payments').set(otherClient.auth).expect(200)).body).toEqual([]);
      expect((await t.http().get('/api/client/packages').set(otherClient.auth).expect(200)).body.packages).toEqual([]);
      // Filter by another business's client: nothing.
      expect((await t.http().get('/api/client-payments').query({ clientId: client.clientId }).set(other.auth).expect(200)).body).toEqual([]);
      expect((await t.http().get('/api/dashboard/stats').set(other.auth).expect(200)).body.totalRevenue).toBe(0);
      // A client sees only their own receipts.
      const sibling = await createClientUser(t, coach);
      expect((await t.http().get('/api/client/payments').set(sibling.auth).expect(200)).body).toEqual([]);
    });
  });
});
