import { randomUUID } from 'node:crypto';
import { ADMIN_BILLING_MESSAGES, COUPON_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser, createStaff } from '../../../test/client-factories';

const ZERO = '00000000-0000-4000-8000-000000000000';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The start of the UTC month `offset` months from now's (0: this month, -1: last month). */
const monthStart = (offset: number, now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
const monthKey = (offset: number) => monthStart(offset).toISOString().slice(0, 7);
const at = (offset: number, plus: number) => new Date(monthStart(offset).getTime() + plus);

interface PaymentFixture {
  business: SignedInUser;
  amount: number;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  type?: string;
  createdAt: Date;
  paidAt?: Date;
  failedAt?: Date;
  invoice?: string;
  intent?: string;
  failureReason?: string;
}

/*
 * Hand-computed fixtures (this file's database holds no other payments). At the spec's rates from GBP (USD 1.27):
 * 50 GBP = 63.50 USD, 600 GBP = 762.00 USD, 10 GBP = 12.70 USD; USD amounts stay as they are.
 *
 * business  subscription              payments
 * A         active, monthly           paid 50 GBP 3 months ago; paid 50 GBP last month (after a failure); paid 50 GBP this month
 * B         active, annual            paid 600 GBP last month (its first)
 * C         past_due, monthly         paid 29 USD last month (its first); failed 29 USD this month
 * D         active, monthly           paid 64 USD this month (its first); refunded 10 GBP this month
 * E         canceled this month       paid 50 GBP 13 months ago
 * F         canceled last month       pending 50 GBP
 * G         unpaid, monthly           paid 50 GBP 4 months ago; failed 50 GBP last month
 * H         incomplete                failed 50 GBP this month
 * I         canceled this month       —
 *
 * MRR (active and past_due, latest paid invoice per month of its period): A 63.50 + B 762.00/12 = 63.50 + C 29.00 + D 64.00 = 220.00.
 * New (first paid): this month D = 1; last month B, C = 2. Churned: this month E, I = 2; last month F = 1.
 * Failed and still unpaid: this month C, H = 2; last month G = 1 (A's failure last month was paid). Past due: C, G = 2.
 * Revenue by month paid: 4 months ago 63.50 (G); 3 months ago 63.50 (A); last month 63.50 + 762.00 + 29.00 = 854.50;
 * this month 63.50 + 64.00 - 12.70 = 114.80; E's payment 13 months ago is outside the 12 months.
 */
describe('the admin Billing & Subscriptions and Revenue Analytics sections', () => {
  let t: TestApp;
  let admin: SignedInUser;
  const businesses: Record<string, SignedInUser> = {};
  const payments: Record<string, string> = {};

  const addSubscription = async (
    business: SignedInUser,
    status: string,
    fields: { months?: number; stateAt?: Date; plan?: string; cancelAtPeriodEnd?: boolean; createdAt?: Date } = {},
  ) => {
    const start = new Date(Date.now() - 10 * DAY);
    const end = new Date(start.getTime() + (fields.months === 12 ? 365 : 30) * DAY);
    await t.sql(
      `insert into platform_subscriptions (id, business_id, stripe_subscription_id, stripe_customer_id, status, price_id, current_period_start,
         current_period_end, cancel_at_period_end, state_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'price_test', $6, $7, $8, $9, $10, now())`,
      [
        randomUUID(),
        business.id,
        `sub_${business.id.slice(0, 8)}`,
        `cus_${business.id.slice(0, 8)}`,
        status,
        start,
        end,
        fields.cancelAtPeriodEnd ?? false,
        fields.stateAt ?? new Date(),
        fields.createdAt ?? new Date(),
      ],
    );
    await t.sql('update users set subscription_plan = $2 where id = $1', [business.id, fields.plan ?? 'coachcore-platform-monthly']);
  };

  const addPayment = async (key: string, p: PaymentFixture) => {
    const id = randomUUID();
    payments[key] = id;
    await t.sql(
      `insert into business_payments (id, business_id, amount, currency, status, payment_type, stripe_invoice_id, stripe_payment_intent_id, due_date,
         paid_at, failed_at, failure_reason, failure_count, suspension_scheduled, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, false, $9, $9)`,
      [
        id,
        p.business.id,
        p.amount,
        p.currency,
        p.status,
        p.type ?? 'subscription',
        p.invoice ?? null,
        p.intent ?? null,
        p.createdAt,
        p.paidAt ?? null,
        p.failedAt ?? null,
        p.failureReason ?? null,
        p.failedAt ? 1 : 0,
      ],
    );
  };

  const addEvent = async (id: string, type: string, object: Record<string, unknown>, created: Date, processed = true) => {
    const payload = { id, object: 'event', type, created: Math.floor(created.getTime() / 1000), data: { object } };
    await t.sql(`insert into payment_webhook_events (id, type, created_at, payload, received_at, processed_at, outcome) values ($1, $2, $3, $4, $5, $6, $7)`, [
      id,
      type,
      created,
      JSON.stringify(payload),
      new Date(created.getTime() + 1000),
      processed ? new Date(created.getTime() + 2000) : null,
      processed ? 'applied' : null,
    ]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithRole(t, 'admin');
    for (const key of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'])
      businesses[key] = await registerUser(t, { firstName: `Owner${key}`, lastName: 'Billing', businessName: `Studio ${key}` });
    const { A, B, C, D, E, F, G, H, I } = businesses;

    await addSubscription(A, 'active');
    await addSubscription(B, 'active', { months: 12, plan: 'coachcore-platform-annual' });
    await addSubscription(C, 'past_due', { plan: 'starter' });
    await addSubscription(D, 'active', { cancelAtPeriodEnd: true });
    await addSubscription(E, 'canceled', { stateAt: at(0, HOUR) });
    await addSubscription(F, 'canceled', { stateAt: at(-1, DAY) });
    await addSubscription(G, 'unpaid');
    await addSubscription(H, 'incomplete');
    await addSubscription(I, 'canceled', { stateAt: at(0, 30 * 60_000) });

    await addPayment('A1', { business: A, amount: 50, currency: 'gbp', status: 'paid', createdAt: at(-3, 5 * DAY), paidAt: at(-3, 5 * DAY) });
    await addPayment('A2', {
      business: A,
      amount: 50,
      currency: 'gbp',
      status: 'paid',
      createdAt: at(-1, 4 * DAY),
      failedAt: at(-1, 4 * DAY),
      paidAt: at(-1, 5 * DAY),
    });
    await addPayment('A3', {
      business: A,
      amount: 50,
      currency: 'gbp',
      status: 'paid',
      createdAt: at(0, HOUR),
      paidAt: at(0, HOUR),
      invoice: 'in_a3',
      intent: 'pi_a3',
    });
    await addPayment('B1', { business: B, amount: 600, currency: 'gbp', status: 'paid', createdAt: at(-1, 3 * DAY), paidAt: at(-1, 3 * DAY) });
    await addPayment('C1', { business: C, amount: 29, currency: 'usd', status: 'paid', createdAt: at(-1, 6 * DAY), paidAt: at(-1, 6 * DAY) });
    await addPayment('C2', {
      business: C,
      amount: 29,
      currency: 'usd',
      status: 'failed',
      createdAt: at(0, 3 * HOUR),
      failedAt: at(0, 3 * HOUR),
      invoice: 'in_c2',
      failureReason: 'Your card was declined.',
    });
    await addPayment('D1', { business: D, amount: 64, currency: 'usd', status: 'paid', createdAt: at(0, HOUR + 1000), paidAt: at(0, HOUR + 1000) });
    await addPayment('D2', {
      business: D,
      amount: 10,
      currency: 'gbp',
      status: 'refunded',
      type: 'refund',
      createdAt: at(0, 2 * HOUR),
      paidAt: at(0, 2 * HOUR),
      intent: 'pi_d1',
    });
    await addPayment('E1', { business: E, amount: 50, currency: 'gbp', status: 'paid', createdAt: at(-13, DAY), paidAt: at(-13, DAY) });
    await addPayment('F1', { business: F, amount: 50, currency: 'gbp', status: 'pending', createdAt: at(-1, 12 * HOUR) });
    await addPayment('G1', { business: G, amount: 50, currency: 'gbp', status: 'paid', createdAt: at(-4, 2 * DAY), paidAt: at(-4, 2 * DAY) });
    await addPayment('G2', { business: G, amount: 50, currency: 'gbp', status: 'failed', createdAt: at(-1, 4 * DAY + HOUR), failedAt: at(-1, 4 * DAY + HOUR) });
    await addPayment('H1', { business: H, amount: 50, currency: 'gbp', status: 'failed', createdAt: at(0, HOUR + 2000), failedAt: at(0, HOUR + 2000) });

    // A3's invoice and payment intent, a charge of the intent, and an unrelated invoice; C2's failed attempt, whose
    // intent only its invoice's event names.
    const t0 = at(0, HOUR).getTime();
    await addEvent(
      'evt_a3_created',
      'invoice.created',
      { id: 'in_a3', object: 'invoice', payments: { data: [{ payment: { payment_intent: 'pi_a3' } }] } },
      new Date(t0 - 60_000),
    );
    await addEvent('evt_a3_intent', 'payment_intent.succeeded', { id: 'pi_a3', object: 'payment_intent' }, new Date(t0 - 30_000));
    await addEvent('evt_a3_charge', 'charge.succeeded', { id: 'ch_a3', object: 'charge', payment_intent: 'pi_a3' }, new Date(t0 - 20_000));
    await addEvent('evt_a3_paid', 'invoice.paid', { id: 'in_a3', object: 'invoice' }, new Date(t0), false);
    await addEvent('evt_other', 'invoice.paid', { id: 'in_other', object: 'invoice' }, new Date(t0));
    await addEvent('evt_c2_failed', 'invoice.payment_failed', { id: 'in_c2', object: 'invoice', payment_intent: 'pi_c2' }, at(0, 3 * HOUR));
    await addEvent('evt_c2_intent', 'payment_intent.payment_failed', { id: 'pi_c2', object: 'payment_intent' }, at(0, 3 * HOUR - 1000));
  });
  afterAll(() => t?.close());

  const get = (path: string, query: Record<string, string | number | boolean> = {}) => t.http().get(path).query(query).set(admin.auth);

  describe('GET /api/admin/revenue', () => {
    it('computes MRR, new and churned subscriptions, failed payments, past-due businesses and 12 months of revenue', async () => {
      const { body } = await get('/api/admin/revenue').expect(200);
      expect(body).toMatchObject({
        currency: 'usd',
        mrr: 220,
        recurringSubscriptions: 4,
        newSubscriptions: { thisMonth: 1, lastMonth: 2 },
        churnedSubscriptions: { thisMonth: 2, lastMonth: 1 },
        failedPayments: { thisMonth: 2, lastMonth: 1 },
        pastDueBusinesses: 2,
      });
      const expected = Array.from({ length: 12 }, (_, index) => ({ month: monthKey(index - 11), revenue: 0 }));
      expected[7].revenue = 63.5; // 4 months ago: G
      expected[8].revenue = 63.5; // 3 months ago: A
      expected[10].revenue = 854.5; // last month: A, B, C
      expected[11].revenue = 114.8; // this month: A, D less D's refund
      expect(body.monthlyRevenue).toEqual(expected);
    });

    it('feeds the overview its revenue cards', async () => {
      const { body } = await get('/api/admin/analytics').expect(200);
      expect(body.revenue).toEqual({ monthly: 114.8, failedPayments: 2 });
    });
  });

  describe('GET /api/admin/payments', () => {
    it('lists every business payment newest first with its business, paged by the headers', async () => {
      const second = await get('/api/admin/payments', { limit: 5, page: 2 }).expect(200);
      expect(second.body.map((row: { payment: { id: string } }) => row.payment.id)).toEqual(['C1', 'G2', 'A2', 'B1', 'F1'].map((key) => payments[key]));
      const all = await get('/api/admin/payments', { limit: 5 }).expect(200);
      expect(all.headers['x-total-count']).toBe('13');
      expect(all.body.map((row: { payment: { id: string } }) => row.payment.id)).toEqual(['C2', 'D2', 'H1', 'D1', 'A3'].map((key) => payments[key]));
      expect(all.body[0]).toEqual({
        payment: {
          id: payments.C2,
          amount: 29,
          currency: 'usd',
          status: 'failed',
          paymentType: 'subscription',
          paymentMethod: 'card',
          dueDate: at(0, 3 * HOUR).toISOString(),
          paidAt: null,
          failedAt: at(0, 3 * HOUR).toISOString(),
          createdAt: at(0, 3 * HOUR).toISOString(),
        },
        business: {
          id: businesses.C.id,
          firstName: 'OwnerC',
          lastName: 'Billing',
          username: businesses.C.email,
          email: businesses.C.email,
          businessName: 'Studio C',
        },
      });
      const last = await get('/api/admin/payments', { limit: 5, page: 3 }).expect(200);
      expect(last.body.map((row: { payment: { id: string } }) => row.payment.id)).toEqual(['A1', 'G1', 'E1'].map((key) => payments[key]));
      expect(last.headers['x-page']).toBe('3');
      const beyond = await get('/api/admin/payments', { limit: 5, page: 4 }).expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('13');
    });

    it('filters by status', async () => {
      const ids = async (status: string) =>
        (await get('/api/admin/payments', { status }).expect(200)).body.map((row: { payment: { id: string } }) => row.payment.id);
      expect(await ids('failed')).toEqual(['C2', 'H1', 'G2'].map((key) => payments[key]));
      expect(await ids('refunded')).toEqual([payments.D2]);
      expect(await ids('pending')).toEqual([payments.F1]);
      expect(await ids('paid')).toHaveLength(8);
      expect(await ids('all')).toHaveLength(13);
    });

    it('answers 400 with a clear message for bad query parameters', async () => {
      expect((await get('/api/admin/payments', { status: 'lost' }).expect(400)).body.message).toBe(ADMIN_BILLING_MESSAGES.paymentStatusInvalid);
      expect(ADMIN_BILLING_MESSAGES.paymentStatusInvalid).toBe('status must be one of all, pending, paid, failed, refunded');
      expect((await get('/api/admin/payments', { limit: 0 }).expect(400)).body.message).toBe('limit must be at least 1');
      expect((await get('/api/admin/payments', { limit: 101 }).expect(400)).body.message).toBe('limit must be at most 100');
      expect((await get('/api/admin/payments', { page: 'two' }).expect(400)).body.message).toBe('page must be a whole number');
    });
  });

  describe('GET /api/admin/payments/{id}', () => {
    it('shows the payment with the provider events of its invoice and payment intent, oldest first', async () => {
      const { body } = await get(`/api/admin/payments/${payments.A3}`).expect(200);
      expect(body.payment).toMatchObject({
        id: payments.A3,
        amount: 50,
        currency: 'gbp',
        status: 'paid',
        paymentType: 'subscription',
        paidAt: at(0, HOUR).toISOString(),
        failureReason: null,
        failureCount: 0,
        gracePeriodEnd: null,
        suspensionDate: null,
        stripeInvoiceId: 'in_a3',
        stripePaymentIntentId: 'pi_a3',
      });
      expect(body.business).toMatchObject({ id: businesses.A.id, businessName: 'Studio A' });
      expect(body.events.map((event: { id: string }) => event.id)).toEqual(['evt_a3_created', 'evt_a3_intent', 'evt_a3_charge', 'evt_a3_paid']);
      const created = at(0, HOUR).getTime() - 60_000;
      expect(body.events[0]).toEqual({
        id: 'evt_a3_created',
        type: 'invoice.created',
        createdAt: new Date(created).toISOString(),
        receivedAt: new Date(created + 1000).toISOString(),
        processedAt: new Date(created + 2000).toISOString(),
        outcome: 'applied',
      });
      // Received, not applied yet.
      expect(body.events[3]).toMatchObject({ type: 'invoice.paid', processedAt: null, outcome: null });
    });

    it("finds a failed payment's attempts through its invoice, and a refund's through its payment intent", async () => {
      const failed = (await get(`/api/admin/payments/${payments.C2}`).expect(200)).body;
      expect(failed.payment).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.', failureCount: 1, stripePaymentIntentId: null });
      expect(failed.events.map((event: { id: string }) => event.id)).toEqual(['evt_c2_intent', 'evt_c2_failed']);
      const noIds = (await get(`/api/admin/payments/${payments.B1}`).expect(200)).body;
      expect(noIds.events).toEqual([]);
    });

    it('answers 404 for an unknown payment or an id that is no UUID', async () => {
      expect((await get(`/api/admin/payments/${ZERO}`).expect(404)).body.message).toBe(ADMIN_BILLING_MESSAGES.paymentNotFound);
      expect((await get('/api/admin/payments/not-a-uuid').expect(404)).body.message).toBe(ADMIN_BILLING_MESSAGES.paymentNotFound);
    });
  });

  describe('GET /api/admin/subscriptions', () => {
    it('lists every business subscription with its plan, status, period end and cancel at period end, filtered by status', async () => {
      const all = await get('/api/admin/subscriptions').expect(200);
      expect(all.headers['x-total-count']).toBe('9');
      const d = all.body.find((row: { business: { id: string } }) => row.business.id === businesses.D.id);
      expect(d).toMatchObject({ status: 'active', plan: 'coachcore-platform-monthly', cancelAtPeriodEnd: true, business: { businessName: 'Studio D' } });
      expect(Date.parse(d.currentPeriodEnd)).toBeGreaterThan(Date.now());
      const b = all.body.find((row: { business: { id: string } }) => row.business.id === businesses.B.id);
      expect(b).toMatchObject({ plan: 'coachcore-platform-annual', cancelAtPeriodEnd: false });

      const canceled = await get('/api/admin/subscriptions', { status: 'canceled' }).expect(200);
      expect(canceled.body.map((row: { business: { id: string } }) => row.business.id).sort()).toEqual(
        [businesses.E.id, businesses.F.id, businesses.I.id].sort(),
      );
      const paged = await get('/api/admin/subscriptions', { limit: 4, page: 3 }).expect(200);
      expect(paged.body).toHaveLength(1);
      expect((await get('/api/admin/subscriptions', { status: 'gone' }).expect(400)).body.message).toBe(ADMIN_BILLING_MESSAGES.subscriptionStatusInvalid);
    });
  });

  describe('the coupon manager', () => {
    it('shows every coupon, or hides the inactive ones (isActive=true)', async () => {
      const create = (code: string, isActive: boolean) =>
        t
          .http()
          .post('/api/admin/coupons')
          .set(admin.auth)
          .send({ code, type: 'percentage', value: 10, description: 'Test', maxUses: 5, isActive })
          .expect(201);
      await create('BILL-ON', true);
      await create('BILL-OFF', false);
      const codes = async (query: Record<string, string | boolean>) =>
        (await get('/api/admin/coupons', query).expect(200)).body.map((coupon: { code: string }) => coupon.code);
      expect(await codes({})).toEqual(['BILL-OFF', 'BILL-ON']);
      expect(await codes({ isActive: true })).toEqual(['BILL-ON']);
      expect(await codes({ isActive: false })).toEqual(['BILL-OFF']);
      expect((await get('/api/admin/coupons', { isActive: 'maybe' }).expect(400)).body.message).toBe(ADMIN_BILLING_MESSAGES.isActiveInvalid);
      expect(COUPON_MESSAGES.none).toBe('No coupons found');
    });
  });

  it('refuses coaches, staff and client users (403) and anonymous callers (401) on every billing and revenue route', async () => {
    const coach = await registerUser(t);
    const staff = await createStaff(t, coach, ['payment_management', 'coupon_management', 'analytics']);
    const client = await createClientUser(t, coach);
    const routes = ['/api/admin/payments', `/api/admin/payments/${payments.A3}`, '/api/admin/subscriptions', '/api/admin/revenue'];
    for (const route of routes) {
      for (const who of [coach, staff, client, businesses.A]) expect([route, (await t.http().get(route).set(who.auth)).status]).toEqual([route, 403]);
      expect([route, (await t.http().get(route)).status]).toEqual([route, 401]);
    }
  });
});
