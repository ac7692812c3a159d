import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripePaymentsProvider } from './stripe-payments.provider';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  authorization: string | undefined;
}

const NOW = 1_900_000_000;

/** A local stand-in for api.stripe.com: answers what Stripe answers for the calls the provider makes, and records them. */
function stripeStandIn() {
  const seen: Seen[] = [];
  const prices: string[] = [];
  const subscription = (fields: Record<string, unknown> = {}) => ({
    id: 'sub_123',
    object: 'subscription',
    customer: 'cus_123',
    status: 'incomplete',
    cancel_at_period_end: false,
    created: NOW,
    items: {
      object: 'list',
      data: [{ id: 'si_1', object: 'subscription_item', price: { id: 'price_123' }, current_period_start: NOW, current_period_end: NOW + 2_592_000 }],
    },
    latest_invoice: { id: 'in_1', object: 'invoice', confirmation_secret: { client_secret: 'pi_1_secret_abc', type: 'payment_intent' } },
    ...fields,
  });
  const answer = (request: Seen): [number, unknown] => {
    const route = `${request.method} ${request.path}`;
    switch (route) {
      case 'POST /v1/customers':
        return [200, { id: 'cus_123', object: 'customer', email: request.form.get('email') }];
      case 'GET /v1/prices':
        return [200, { object: 'list', data: prices.map((id) => ({ id, object: 'price' })), has_more: false }];
      case 'POST /v1/prices':
        prices.push('price_123');
        return [200, { id: 'price_123', object: 'price' }];
      case 'POST /v1/subscriptions':
        return [200, subscription()];
      case 'POST /v1/subscriptions/sub_123':
        return [200, subscription({ status: 'active', cancel_at_period_end: request.form.get('cancel_at_period_end') === 'true', latest_invoice: 'in_1' })];
      case 'GET /v1/subscriptions/sub_123':
        return [
          200,
          subscription({
            status: 'active',
            latest_invoice: {
              id: 'in_2',
              object: 'invoice',
              status: 'paid',
              amount_paid: 55_000,
              currency: 'gbp',
              payments: { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: 'pi_2' } }] },
            },
          }),
        ];
      case 'POST /v1/refunds':
        return [200, { id: 're_1', object: 'refund', status: 'succeeded', amount: Number(request.form.get('amount')) }];
      case 'POST /v1/payment_intents':
        return [
          200,
          {
            id: 'pi_9',
            object: 'payment_intent',
            client_secret: 'pi_9_secret_xyz',
            status: 'requires_payment_method',
            amount: Number(request.form.get('amount')),
            currency: request.form.get('currency'),
          },
        ];
      case 'GET /v1/payment_intents/pi_7':
        return [200, { id: 'pi_7', object: 'payment_intent', status: 'succeeded', metadata: { kind: 'client_payment', clientPaymentId: 'cp-1' } }];
      case 'GET /v1/payment_intents/pi_gone':
        return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such payment_intent: 'pi_gone'" } }];
      case 'GET /v1/refunds':
        return request.query.get('starting_after')
          ? [200, { object: 'list', data: [{ id: 're_3', object: 'refund', status: 'pending', amount: 300 }], has_more: false }]
          : [
              200,
              {
                object: 'list',
                data: [
                  { id: 're_1', object: 'refund', status: 'succeeded', amount: 1000 },
                  { id: 're_2', object: 'refund', status: 'failed', amount: 200 },
                ],
                has_more: true,
              },
            ];
      case 'POST /v1/accounts':
        return [200, { id: 'acct_1', object: 'account', charges_enabled: false, details_submitted: false }];
      case 'POST /v1/account_links':
        return [200, { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_1/abc' }];
      case 'GET /v1/accounts/acct_1':
        return [200, { id: 'acct_1', object: 'account', charges_enabled: true, details_submitted: true }];
      default:
        return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` } }];
    }
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(body),
        authorization: req.headers.authorization,
      };
      seen.push(request);
      const [status, payload] = answer(request);
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${seen.length}` });
      res.end(JSON.stringify(payload));
    });
  });
  return { server, seen };
}

describe(StripePaymentsProvider.name, () => {
  let standIn: ReturnType<typeof stripeStandIn>;
  let sut: StripePaymentsProvider;

  beforeAll(async () => {
    standIn = stripeStandIn();
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.server.address() as AddressInfo;
    sut = new StripePaymentsProvider('sk_test_standin', 'pk_test_standin', `http://127.0.0.1:${port}`);
  });
  afterAll(() => new Promise((resolve) => standIn.server.close(resolve)));
  beforeEach(() => standIn.seen.splice(0));

  it('talks to the configured host with the secret key, never to api.stripe.com', async () => {
    await sut.createCustomer({ email: 'coach@example.com', name: 'Casey Coach', metadata: { businessId: 'b-1' } });
    expect(standIn.seen).toHaveLength(1);
    const [request] = standIn.seen;
    expect(request.authorization).toBe('Bearer sk_test_standin');
    expect(Object.fromEntries(request.form)).toEqual({ email: 'coach@example.com', name: 'Casey Coach', 'metadata[businessId]': 'b-1' });
    expect(sut.publishableKey).toBe('pk_test_standin');
  });

  it("creates the plan's price once by its lookup key, then subscriptions that wait for the card form", async () => {
    const input = {
      customerId: 'cus_123',
      unitAmount: 5000,
      currency: 'gbp',
      interval: 'month' as const,
      priceKey: 'coachcore-platform-monthly',
      productName: 'CoachCore Platform',
      metadata: { businessId: 'b-1' },
    };
    const created = await sut.createSubscription(input);
    expect(created).toEqual({
      id: 'sub_123',
      customerId: 'cus_123',
      status: 'incomplete',
      priceId: 'price_123',
      currentPeriodStart: new Date(NOW * 1000),
      currentPeriodEnd: new Date((NOW + 2_592_000) * 1000),
      cancelAtPeriodEnd: false,
      clientSecret: 'pi_1_secret_abc',
      created: new Date(NOW * 1000),
    });
    const [lookup, price, subscription] = standIn.seen;
    expect(lookup.query.get('lookup_keys[0]')).toBe('coachcore-platform-monthly');
    expect(Object.fromEntries(price.form)).toMatchObject({
      currency: 'gbp',
      unit_amount: '5000',
      'recurring[interval]': 'month',
      lookup_key: 'coachcore-platform-monthly',
      'product_data[name]': 'CoachCore Platform',
    });
    expect(Object.fromEntries(subscription.form)).toEqual({
      customer: 'cus_123',
      'items[0][price]': 'price_123',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'metadata[businessId]': 'b-1',
      'expand[0]': 'latest_invoice.confirmation_secret',
    });

    standIn.seen.splice(0);
    await sut.createSubscription(input);
    expect(standIn.seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/subscriptions']);
  });

  it('cancels at period end and takes it back', async () => {
    expect((await sut.setCancelAtPeriodEnd('sub_123', true)).cancelAtPeriodEnd).toBe(true);
    expect((await sut.setCancelAtPeriodEnd('sub_123', false)).cancelAtPeriodEnd).toBe(false);
    expect(standIn.seen.map((r) => r.form.get('cancel_at_period_end'))).toEqual(['true', 'false']);
  });

  it("reads the subscription's latest invoice with its payment (the invoice's payments expanded)", async () => {
    expect(await sut.latestInvoice('sub_123')).toEqual({ id: 'in_2', status: 'paid', amountPaid: 55_000, currency: 'gbp', paymentIntentId: 'pi_2' });
    expect([...standIn.seen[0].query.values()]).toEqual(['latest_invoice.payments']);
  });

  it('refunds part of a payment and connects an account through its onboarding link', async () => {
    expect(await sut.refund({ paymentIntentId: 'pi_1', amount: 1500 })).toEqual({ id: 're_1', status: 'succeeded', amount: 1500 });
    expect(standIn.seen[0].form.get('payment_intent')).toBe('pi_1');
    expect(await sut.createConnectedAccount({ email: 'coach@example.com', metadata: {} })).toEqual({ id: 'acct_1' });
    const link = await sut.createAccountLink({ accountId: 'acct_1', refreshUrl: 'http://app/payment-setup', returnUrl: 'http://app/stripe-connect/success' });
    expect(link.url).toBe('https://connect.stripe.com/setup/e/acct_1/abc');
    expect(Object.fromEntries(standIn.seen[2].form)).toEqual({
      account: 'acct_1',
      refresh_url: 'http://app/payment-setup',
      return_url: 'http://app/stripe-connect/success',
      type: 'account_onboarding',
    });
    expect(await sut.getAccount('acct_1')).toEqual({ id: 'acct_1', chargesEnabled: true, detailsSubmitted: true });
  });

  it("lists every refund of a payment intent, page after page, with the intent's metadata; null for an unknown intent", async () => {
    expect(await sut.refundsOf('pi_7')).toEqual({
      metadata: { kind: 'client_payment', clientPaymentId: 'cp-1' },
      refunds: [
        { id: 're_1', status: 'succeeded', amount: 1000 },
        { id: 're_2', status: 'failed', amount: 200 },
        { id: 're_3', status: 'pending', amount: 300 },
      ],
    });
    const listed = standIn.seen.filter((r) => r.path === '/v1/refunds');
    expect(listed.map((r) => [r.query.get('payment_intent'), r.query.get('starting_after')])).toEqual([
      ['pi_7', null],
      ['pi_7', 're_2'],
    ]);
    expect(await sut.refundsOf('pi_gone')).toBeNull();
  });

  it("charges a client on the coach's connected account with the platform's application fee", async () => {
    const intent = await sut.createPaymentIntent({
      amount: 7999,
      currency: 'usd',
      connectedAccountId: 'acct_1',
      applicationFeeAmount: 400,
      metadata: { kind: 'client_payment', clientPaymentId: 'p-1' },
    });
    expect(intent).toEqual({ id: 'pi_9', clientSecret: 'pi_9_secret_xyz', status: 'requires_payment_method', amount: 7999, currency: 'usd' });
    expect(Object.fromEntries(standIn.seen[0].form)).toEqual({
      amount: '7999',
      currency: 'usd',
      'metadata[kind]': 'client_payment',
      'metadata[clientPaymentId]': 'p-1',
      'automatic_payment_methods[enabled]': 'true',
      application_fee_amount: '400',
      'transfer_data[destination]': 'acct_1',
    });
  });

  it("subscribes a client to a coach's recurring package on the connected account with the platform's fee percentage", async () => {
    const created = await sut.createSubscription({
      customerId: 'cus_123',
      unitAmount: 4900,
      currency: 'usd',
      interval: 'month',
      priceKey: 'package_p-1_month_4900_usd',
      productName: 'Monthly Coaching',
      connectedAccountId: 'acct_1',
      applicationFeePercent: 5,
      metadata: { kind: 'client_package_subscription', packageId: 'p-1' },
    });
    expect(created.clientSecret).toBe('pi_1_secret_abc');
    const subscription = standIn.seen.find((request) => request.path === '/v1/subscriptions')!;
    expect(Object.fromEntries(subscription.form)).toEqual({
      customer: 'cus_123',
      'items[0][price]': 'price_123',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'metadata[kind]': 'client_package_subscription',
      'metadata[packageId]': 'p-1',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'transfer_data[destination]': 'acct_1',
      application_fee_percent: '5',
    });
  });

  it("surfaces Stripe's errors", async () => {
    await expect(sut.getSubscription('sub_missing')).rejects.toThrow(/Unrecognized request URL/);
  });
});
