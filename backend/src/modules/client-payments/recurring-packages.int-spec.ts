import { randomUUID } from 'node:crypto';
import { CLIENT_PAYMENT_MESSAGES, PACKAGE_MESSAGES, SUBSCRIPTION_MESSAGES, TEST_CARDS } from '@coachcore/domain';
import { createClientUser } from '../../../test/client-factories';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { signed, TEST_WEBHOOK_SECRET } from '../../../test/payment-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });

interface Subscription {
  id: string;
  packageId: string;
  endDate: string;
  status: string;
  billingInterval: string | null;
  cancelAtPeriodEnd: boolean;
  stripeSubscriptionId: string | null;
}
interface Payment {
  id: string;
  status: string;
  amount: number;
  failureReason: string | null;
}

/** The calendar day one month after `date` (YYYY-MM-DD), as the provider's periods run. */
const monthAfter = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last))).toISOString().slice(0, 10);
};

describe('recurring packages (HTTP, simulated provider)', () => {
  let t: TestApp;

  const sellingCoach = async () => {
    const coach = await registerUser(t);
    const { accountId } = (await t.http().post('/api/stripe-connect/create-account').set(coach.auth).send().expect(200)).body;
    await t.http().post(`/api/payments/simulated/accounts/${accountId}/complete-onboarding`).set(coach.auth).send().expect(200);
    return { coach, accountId: accountId as string };
  };
  const createPackage = async (coach: SignedInUser, overrides: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/coaching-packages')
        .set(coach.auth)
        .send({ name: 'Monthly Coaching', price: 49, duration: 30, features: ['Weekly check-in'], billingInterval: 'month', ...overrides })
        .expect(201)
    ).body as { id: string; billingInterval: string | null };
  const purchase = (client: SignedInUser, packageId: string, body: Record<string, unknown> = {}) =>
    t
      .http()
      .post(`/api/client/packages/${packageId}/purchase`)
      .set(client.auth)
      .send({ idempotencyKey: randomUUID(), ...body });
  const confirm = (who: SignedInUser, clientSecret: string, number: string) =>
    t
      .http()
      .post('/api/payments/simulated/confirm')
      .set(who.auth)
      .send({ clientSecret, card: card(number) });
  const renew = (who: SignedInUser, clientSubscriptionId: string, decline = false) =>
    t.http().post('/api/payments/simulated/renew').set(who.auth).send({ decline, clientSubscriptionId });
  const mySubscriptions = async (client: SignedInUser) => (await t.http().get('/api/client/subscriptions').set(client.auth).expect(200)).body as Subscription[];
  const myPayments = async (client: SignedInUser) => (await t.http().get('/api/client/payments').set(client.auth).expect(200)).body as Payment[];
  const subscriptionOf = (coach: SignedInUser, clientId: string, where: (subscription: Subscription) => boolean) =>
    eventually(async () => {
      const list = (await t.http().get(`/api/clients/${clientId}/subscriptions`).set(coach.auth).expect(200)).body as Subscription[];
      return list.find(where) ?? null;
    });
  const outbox = (name: string, paymentId: string) =>
    t.sql<{ payload: Record<string, unknown> }>(`select payload from outbox_events where name = $1 and payload->>'paymentId' = $2`, [name, paymentId]);

  /** A client who bought (and paid) the coach's monthly package with the 4242 card. */
  const subscribed = async () => {
    const { coach, accountId } = await sellingCoach();
    const pkg = await createPackage(coach);
    const client = await createClientUser(t, coach);
    const bought = (await purchase(client, pkg.id).expect(200)).body as { payment: Payment; clientSecret: string };
    await confirm(client, bought.clientSecret, TEST_CARDS.succeeds).expect(200);
    const subscription = await subscriptionOf(coach, client.clientId, (item) => item.packageId === pkg.id);
    return { coach, accountId, pkg, client, bought, subscription };
  };

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true, env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
  });
  afterAll(() => t.close());

  it('a package bills one-off, monthly or yearly; anything else is refused with a clear message', async () => {
    const { coach } = await sellingCoach();
    expect((await createPackage(coach, { billingInterval: null })).billingInterval).toBeNull();
    expect((await createPackage(coach, { billingInterval: 'year' })).billingInterval).toBe('year');
    const pkg = await createPackage(coach);
    expect(pkg.billingInterval).toBe('month');
    const bad = await t
      .http()
      .post('/api/coaching-packages')
      .set(coach.auth)
      .send({ name: 'X', price: 1, duration: 30, features: ['a'], billingInterval: 'week' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'billingInterval', message: PACKAGE_MESSAGES.billingIntervalInvalid }]);
    const edited = await t.http().patch(`/api/coaching-packages/${pkg.id}`).set(coach.auth).send({ billingInterval: null }).expect(200);
    expect(edited.body.billingInterval).toBeNull();
  });

  it('buying a monthly package subscribes on the coach account with the 5 % fee; the paid first period is the package', async () => {
    const { coach, accountId, pkg, client, bought, subscription } = await subscribed();
    expect(bought.payment).toMatchObject({ status: 'pending', amount: 49 });
    expect(bought.clientSecret).toMatch(/_secret_/);
    expect(subscription).toMatchObject({
      status: 'active',
      billingInterval: 'month',
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: expect.stringMatching(/^sub_/),
    });
    const [provider] = await t.sql<{ data: Record<string, unknown> }>(`select data from simulated_payment_objects where id = $1`, [
      subscription.stripeSubscriptionId,
    ]);
    expect(provider!.data).toMatchObject({ status: 'active', transfer_data: { destination: accountId }, application_fee_percent: 5 });
    const periodEnd = (provider!.data.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end;
    expect(subscription.endDate).toBe(new Date(periodEnd * 1000).toISOString().slice(0, 10));

    const payments = await eventually(async () => ((await myPayments(client)).some((item) => item.status === 'paid') ? myPayments(client) : null));
    expect(payments).toEqual([expect.objectContaining({ id: bought.payment.id, status: 'paid', amount: 49 })]);
    expect(await outbox('payment_received', bought.payment.id)).toHaveLength(1);
    const [fee] = await t.sql('select application_fee_amount from client_payments where id = $1', [bought.payment.id]);
    expect(fee).toEqual({ application_fee_amount: 245 });
    expect((await mySubscriptions(client)).map((item) => item.packageId)).toEqual([pkg.id]);
    // Held already: a second purchase is refused; coupons are for one-off packages.
    expect((await purchase(client, pkg.id).expect(409)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.alreadyHasPackage);
    const other = await createClientUser(t, coach);
    expect((await purchase(other, pkg.id, { couponCode: 'SAVE10' }).expect(400)).body.message).toBe(CLIENT_PAYMENT_MESSAGES.couponOneOffOnly);
  });

  it('a renewal (the simulated test clock) is a second payment and extends the package by a period; a repeated delivery records it once', async () => {
    const { coach, client, subscription } = await subscribed();
    const renewal = (await renew(client, subscription.id).expect(200)).body as { invoiceId: string };
    expect(renewal.invoiceId).toMatch(/^in_/);

    const extended = await subscriptionOf(coach, client.clientId, (item) => item.id === subscription.id && item.endDate === monthAfter(subscription.endDate));
    expect(extended.status).toBe('active');
    const payments = await eventually(async () => {
      const list = await myPayments(client);
      return list.length === 2 && list.every((item) => item.status === 'paid') ? list : null;
    });
    const [second] = await t.sql<{ id: string }>('select id from client_payments where stripe_invoice_id = $1', [renewal.invoiceId]);
    expect(payments.map((item) => item.id)).toContain(second!.id);
    expect(await outbox('payment_received', second!.id)).toHaveLength(1);
    // Both invoice.paid and invoice.payment_succeeded came; the invoice's events again (a redelivery) change nothing.
    const events = await eventually(async () => {
      const rows = await t.sql<{ payload: Record<string, unknown> }>(
        `select payload from payment_webhook_events where type in ('invoice.paid', 'invoice.payment_succeeded') and payload->'data'->'object'->>'id' = $1 and processed_at is not null`,
        [renewal.invoiceId],
      );
      return rows.length === 2 ? rows : null;
    });
    for (const { payload } of events) {
      const delivery = signed(payload);
      const answer = await t
        .http()
        .post('/api/webhooks/stripe')
        .set('Stripe-Signature', delivery.signature)
        .set('Content-Type', 'application/json')
        .send(delivery.body)
        .expect(200);
      expect(answer.body).toEqual({ received: true, duplicate: true });
    }
    expect(await t.sql('select 1 from client_payments where stripe_invoice_id = $1', [renewal.invoiceId])).toHaveLength(1);
    expect(await outbox('payment_received', second!.id)).toHaveLength(1);
    // The coach can refund a renewal as any payment.
    const refunded = await t.http().post(`/api/client-payments/${second!.id}/refund`).set(coach.auth).send({}).expect(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', amountRefunded: 49 });
  });

  it('a declined renewal records payment_failed, the client sees it, and the package is not extended', async () => {
    const { coach, client, subscription } = await subscribed();
    const renewal = (await renew(coach, subscription.id, true).expect(200)).body as { invoiceId: string };
    const failed = await eventually(async () => (await myPayments(client)).find((item) => item.status === 'failed') ?? null);
    expect(failed.failureReason).toBe('Your card was declined.');
    const [row] = await t.sql<{ id: string }>('select id from client_payments where stripe_invoice_id = $1', [renewal.invoiceId]);
    expect(row!.id).toBe(failed.id);
    expect(await outbox('payment_failed', failed.id)).toEqual([
      { payload: expect.objectContaining({ kind: 'client_payment', failureReason: 'Your card was declined.' }) },
    ]);
    expect((await subscriptionOf(coach, client.clientId, (item) => item.id === subscription.id)).endDate).toBe(subscription.endDate);
  });

  it('cancel at period end is undoable until then; at the period end the package is cancelled with no more renewals', async () => {
    const { coach, client, subscription } = await subscribed();
    const cancelled = await t.http().post(`/api/client/subscriptions/${subscription.id}/cancel`).set(client.auth).send().expect(200);
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, endDate: subscription.endDate });
    const providerFlag = async () =>
      (
        await t.sql<{ flag: boolean }>(`select (data->>'cancel_at_period_end')::boolean as flag from simulated_payment_objects where id = $1`, [
          subscription.stripeSubscriptionId,
        ])
      )[0]!.flag;
    expect(await providerFlag()).toBe(true);
    const resumed = await t.http().post(`/api/client/subscriptions/${subscription.id}/resume`).set(client.auth).send().expect(200);
    expect(resumed.body.cancelAtPeriodEnd).toBe(false);
    expect(await providerFlag()).toBe(false);

    // Ending it now here would leave its payments running at the provider: the coach cancels at period end instead.
    expect((await t.http().post(`/api/clients/${client.clientId}/subscriptions/${subscription.id}/end`).set(coach.auth).send().expect(409)).body.message).toBe(
      SUBSCRIPTION_MESSAGES.recurringEndsAtPeriodEnd,
    );
    // The coach stops it this time; the period ends (test clock): cancelled, no invoice, no payment.
    await t.http().post(`/api/clients/${client.clientId}/subscriptions/${subscription.id}/cancel`).set(coach.auth).send().expect(200);
    expect((await renew(client, subscription.id).expect(200)).body).toEqual({ invoiceId: null });
    const ended = await subscriptionOf(coach, client.clientId, (item) => item.id === subscription.id && item.status === 'cancelled');
    expect(ended).toMatchObject({ endDate: subscription.endDate, cancelAtPeriodEnd: false });
    expect(await myPayments(client)).toHaveLength(1);
    expect(
      await t.sql(`select 1 from outbox_events where name = 'package_subscription_ended' and payload->>'clientSubscriptionId' = $1`, [subscription.id]),
    ).toHaveLength(1);
    expect((await t.http().post(`/api/client/subscriptions/${subscription.id}/resume`).set(client.auth).send().expect(409)).body.message).toBe(
      SUBSCRIPTION_MESSAGES.notActive,
    );
    expect((await renew(client, subscription.id).expect(400)).body.message).toBe('This subscription has been canceled.');
  });

  it('a one-off package has nothing to cancel at period end (409)', async () => {
    const { coach } = await sellingCoach();
    const pkg = await createPackage(coach, { billingInterval: null });
    const client = await createClientUser(t, coach);
    const assigned = (await t.http().post(`/api/clients/${client.clientId}/subscriptions`).set(coach.auth).send({ packageId: pkg.id }).expect(201)).body;
    expect((await t.http().post(`/api/client/subscriptions/${assigned.id}/cancel`).set(client.auth).send().expect(409)).body.message).toBe(
      SUBSCRIPTION_MESSAGES.notRecurring,
    );
    expect((await renew(coach, assigned.id).expect(404)).body.message).toBe(SUBSCRIPTION_MESSAGES.notFound);
  });

  it("another client's or another business's recurring package answers 404; anonymous 401", async () => {
    const { coach, client, subscription } = await subscribed();
    const sibling = await createClientUser(t, coach);
    const stranger = await registerUser(t);
    const strangerClient = await createClientUser(t, stranger);
    for (const who of [sibling, strangerClient]) {
      expect((await t.http().post(`/api/client/subscriptions/${subscription.id}/cancel`).set(who.auth).send().expect(404)).body.message).toBe(
        SUBSCRIPTION_MESSAGES.notFound,
      );
      await renew(who, subscription.id).expect(404);
    }
    await t.http().post(`/api/clients/${client.clientId}/subscriptions/${subscription.id}/cancel`).set(stranger.auth).send().expect(404);
    await renew(stranger, subscription.id).expect(404);
    await t.http().post(`/api/client/subscriptions/${subscription.id}/cancel`).send().expect(401);
    expect((await subscriptionOf(coach, client.clientId, (item) => item.id === subscription.id)).cancelAtPeriodEnd).toBe(false);
  });
});
