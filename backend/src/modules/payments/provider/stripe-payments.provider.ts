import Stripe from 'stripe';
import {
  PaymentMethodError,
  type ChangeSubscriptionPriceInput,
  type CreateSubscriptionInput,
  type ProviderCard,
  type ProviderInvoice,
  type ProviderSetupIntent,
  type PaymentsProvider,
  type ProviderAccount,
  type ProviderPaymentIntent,
  type ProviderIntentRefunds,
  type ProviderRefund,
  type ProviderSubscription,
} from './payments-provider';
import { invoicePaymentIntent } from './invoice-payment-intent';

type StripeSubscription = Stripe.Subscription;

const seconds = (value: number | null | undefined) => (typeof value === 'number' ? new Date(value * 1000) : null);

/** A subscription as the provider answered it (periods live on the items since Stripe's 2025 API versions). */
export function fromStripeSubscription(sub: StripeSubscription): ProviderSubscription {
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
  const invoice =
    typeof sub.latest_invoice === 'object' && sub.latest_invoice
      ? (sub.latest_invoice as Stripe.Invoice & { confirmation_secret?: { client_secret?: string } | null })
      : null;
  return {
    id: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status,
    priceId: item?.price?.id ?? '',
    currentPeriodStart: seconds(item?.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    clientSecret: sub.status === 'incomplete' ? (invoice?.confirmation_secret?.client_secret ?? null) : null,
    created: new Date(sub.created * 1000),
  };
}

/** An invoice as the provider answered it (its payment intent is on its payments since Stripe's 2025 API versions). */
export function fromStripeInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  return {
    id: invoice.id ?? '',
    status: invoice.status ?? 'draft',
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    paymentIntentId: invoicePaymentIntent(invoice as unknown as Record<string, unknown>),
  };
}

/** Stripe through its official SDK. `apiUrl` points the SDK elsewhere (a local stand-in in tests). */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;
  /** Price ids by lookup key, once found or created. */
  private readonly prices = new Map<string, string>();

  constructor(
    secretKey: string,
    readonly publishableKey: string,
    apiUrl?: string,
  ) {
    const url = apiUrl ? new URL(apiUrl) : null;
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(url
        ? { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol === 'https:' ? 'https' : 'http' }
        : {}),
    });
  }

  async createCustomer(input: { email: string; name: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    const customer = await this.stripe.customers.create({ email: input.email, name: input.name, metadata: input.metadata });
    return { id: customer.id };
  }

  /** The plan's price, found by its lookup key or created once (so the Stripe account needs no setup by hand). */
  private async priceFor(input: Pick<CreateSubscriptionInput, 'priceKey' | 'currency' | 'unitAmount' | 'interval' | 'productName'>): Promise<string> {
    const known = this.prices.get(input.priceKey);
    if (known) return known;
    const found = await this.stripe.prices.list({ lookup_keys: [input.priceKey], active: true, limit: 1 });
    const price =
      found.data[0] ??
      (await this.stripe.prices.create({
        currency: input.currency,
        unit_amount: input.unitAmount,
        recurring: { interval: input.interval },
        lookup_key: input.priceKey,
        product_data: { name: input.productName },
      }));
    this.prices.set(input.priceKey, price.id);
    return price.id;
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    const price = await this.priceFor(input);
    const sub = await this.stripe.subscriptions.create({
      customer: input.customerId,
      items: [{ price }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: input.metadata,
      expand: ['latest_invoice.confirmation_secret'],
      ...(input.connectedAccountId ? { transfer_data: { destination: input.connectedAccountId }, application_fee_percent: input.applicationFeePercent } : {}),
    });
    return fromStripeSubscription(sub);
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    return fromStripeSubscription(await this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice.confirmation_secret'] }));
  }

  async latestInvoice(subscriptionId: string): Promise<ProviderInvoice | null> {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payments'] });
    return typeof sub.latest_invoice === 'object' && sub.latest_invoice ? fromStripeInvoice(sub.latest_invoice) : null;
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription> {
    return fromStripeSubscription(await this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
  }

  async createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<ProviderSetupIntent> {
    const intent = await this.stripe.setupIntents.create({
      customer: input.customerId,
      usage: 'off_session',
      metadata: input.metadata,
    });
    return { id: intent.id, clientSecret: intent.client_secret ?? '' };
  }

  async useSetupIntentCard(input: { setupIntentId: string; customerId: string; subscriptionId: string }): Promise<ProviderCard & { paidOpenInvoice: boolean }> {
    const intent = await this.stripe.setupIntents.retrieve(input.setupIntentId, { expand: ['payment_method'] });
    const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    if (customer !== input.customerId) throw new PaymentMethodError(`No such setupintent: '${input.setupIntentId}'`);
    if (intent.status !== 'succeeded' || !intent.payment_method) throw new PaymentMethodError('The card has not been confirmed yet.');
    const method = typeof intent.payment_method === 'string' ? await this.stripe.paymentMethods.retrieve(intent.payment_method) : intent.payment_method;
    await this.stripe.customers.update(input.customerId, { invoice_settings: { default_payment_method: method.id } });
    const sub = await this.stripe.subscriptions.update(input.subscriptionId, { default_payment_method: method.id, expand: ['latest_invoice'] });
    const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
    let paidOpenInvoice = false;
    if (invoice?.id && invoice.status === 'open' && ['past_due', 'unpaid'].includes(sub.status)) {
      try {
        await this.stripe.invoices.pay(invoice.id, { payment_method: method.id });
        paidOpenInvoice = true;
      } catch (error) {
        throw new PaymentMethodError((error as Error).message);
      }
    }
    return { paymentMethodId: method.id, brand: method.card?.brand ?? 'card', last4: method.card?.last4 ?? '', paidOpenInvoice };
  }

  async changeSubscriptionPrice(input: ChangeSubscriptionPriceInput): Promise<ProviderSubscription> {
    const price = await this.priceFor(input);
    const current = await this.stripe.subscriptions.retrieve(input.subscriptionId);
    const item = current.items.data[0];
    try {
      const sub = await this.stripe.subscriptions.update(input.subscriptionId, {
        items: [{ id: item.id, price }],
        billing_cycle_anchor: { type: 'now' },
        proration_behavior: input.prorate ? 'always_invoice' : 'none',
        payment_behavior: 'error_if_incomplete',
        metadata: { ...current.metadata, plan: input.plan },
      });
      return fromStripeSubscription(sub);
    } catch (error) {
      throw new PaymentMethodError((error as Error).message);
    }
  }

  async createPaymentIntent(input: {
    amount: number;
    currency: string;
    customerId?: string;
    connectedAccountId?: string;
    applicationFeeAmount?: number;
    metadata: Record<string, string>;
  }): Promise<ProviderPaymentIntent> {
    const intent = await this.stripe.paymentIntents.create({
      amount: input.amount,
      currency: input.currency,
      customer: input.customerId,
      metadata: input.metadata,
      automatic_payment_methods: { enabled: true },
      ...(input.connectedAccountId ? { application_fee_amount: input.applicationFeeAmount, transfer_data: { destination: input.connectedAccountId } } : {}),
    });
    return { id: intent.id, clientSecret: intent.client_secret ?? '', status: intent.status, amount: intent.amount, currency: intent.currency };
  }

  async refund(input: { paymentIntentId: string; amount?: number }): Promise<ProviderRefund> {
    const refund = await this.stripe.refunds.create({ payment_intent: input.paymentIntentId, amount: input.amount });
    return { id: refund.id, status: refund.status ?? 'pending', amount: refund.amount };
  }

  async refundsOf(paymentIntentId: string): Promise<ProviderIntentRefunds | null> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId).catch((error: { code?: string }) => {
      if (error.code === 'resource_missing') return null;
      throw error;
    });
    if (!intent) return null;
    const refunds: ProviderRefund[] = [];
    for await (const refund of this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
      refunds.push({ id: refund.id, status: refund.status ?? 'pending', amount: refund.amount });
    }
    return { metadata: intent.metadata, refunds };
  }

  async createConnectedAccount(input: { email: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    const account = await this.stripe.accounts.create({ type: 'express', email: input.email, metadata: input.metadata });
    return { id: account.id };
  }

  async createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }> {
    const link = await this.stripe.accountLinks.create({
      account: input.accountId,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return { url: link.url };
  }

  async getAccount(id: string): Promise<ProviderAccount> {
    const account = await this.stripe.accounts.retrieve(id);
    return { id: account.id, chargesEnabled: account.charges_enabled ?? false, detailsSubmitted: account.details_submitted ?? false };
  }
}
