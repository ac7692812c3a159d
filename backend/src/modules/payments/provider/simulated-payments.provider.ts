import { randomBytes } from 'node:crypto';
import { TEST_CARDS, unusedPence } from '@coachcore/domain';
import type { UnitOfWork } from '../../../common/database/unit-of-work';
import type { SimulatedObjectsRepository } from '../simulated-objects.repository';
import {
  PaymentMethodError,
  type ChangeSubscriptionPriceInput,
  type CreateSubscriptionInput,
  type PaymentsProvider,
  type ProviderAccount,
  type ProviderCard,
  type ProviderInvoice,
  type ProviderPaymentIntent,
  type ProviderIntentRefunds,
  type ProviderRefund,
  type ProviderSetupIntent,
  type ProviderSubscription,
} from './payments-provider';
import { invoicePaymentIntent } from './invoice-payment-intent';
import { webhookSignature } from './webhook-signature';

type Json = Record<string, unknown>;
type StripeObject = { id: string; object: string } & Json;

/** Where the simulated provider's signed events go: the same handler Stripe's deliveries reach. */
export interface WebhookReceiver {
  receive(rawBody: Buffer, signature: string | undefined): Promise<unknown>;
}

/** A card as the simulated card form sends it (what Stripe.js would collect). */
export interface SimulatedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What confirming a payment answers, shaped like Stripe.js's `confirmCardPayment` result. */
export interface SimulatedConfirmation {
  paymentIntent: { id: string; status: string };
  error: { type: string; code: string; message: string } | null;
}

/** Stripe's own messages for the test cards' outcomes. */
export const SIMULATED_MESSAGES = {
  declined: 'Your card was declined.',
  testModeRealCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  invalidNumber: 'Your card number is invalid.',
  expired: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is invalid.",
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  noSuchPayment: 'No such payment_intent',
  unexpectedState: 'This PaymentIntent is not awaiting this action.',
  alreadySucceeded: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
  noSuchAccount: 'No such account',
  noSuchSetupIntent: 'No such setupintent',
  setupNotConfirmed: 'The card has not been confirmed yet.',
  setupAlreadySucceeded: 'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.',
} as const;

export class SimulatedPaymentError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function addMonths(epochSeconds: number, months: number): number {
  const date = new Date(epochSeconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

/** A subscription invoice's payment on a coach's connected account: the transfer and the platform's fee on it (as Stripe sets them). */
function connectedCharge(amount: number, destination: string | null, feePercent: number | null): Json {
  if (!destination) return {};
  return { transfer_data: { destination }, application_fee_amount: Math.round((amount * (feePercent ?? 0)) / 100) };
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function toSubscription(sub: Json): ProviderSubscription {
  const item = (sub.items as { data: Json[] }).data[0];
  const secret = sub.status === 'incomplete' ? ((sub.pending_client_secret as string | undefined) ?? null) : null;
  return {
    id: sub.id as string,
    customerId: sub.customer as string,
    status: sub.status as string,
    priceId: (item.price as Json).id as string,
    currentPeriodStart: new Date((item.current_period_start as number) * 1000),
    currentPeriodEnd: new Date((item.current_period_end as number) * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end as boolean,
    clientSecret: secret,
    created: new Date((sub.created as number) * 1000),
  };
}

/**
 * The offline provider (no STRIPE_SECRET_KEY): Stripe's test mode in miniature. Its objects are stored as Stripe's JSON
 * (simulated_payment_objects), its test cards behave as Stripe's, and every change is told through an event signed
 * with the webhook secret exactly as Stripe signs, handed to the same webhook handler.
 */
export class SimulatedPaymentsProvider implements PaymentsProvider {
  readonly kind = 'simulated' as const;
  readonly publishableKey = null;

  constructor(
    private readonly objects: SimulatedObjectsRepository,
    private readonly uow: UnitOfWork,
    private readonly webhookSecret: string,
    private readonly appUrl: string,
    private readonly receiver: () => WebhookReceiver,
  ) {}

  /** Runs `change` in a transaction, then delivers the events it produced, signed, in order. */
  private async change<R>(change: (emit: (type: string, object: Json, previous?: Json) => void) => Promise<R>): Promise<R> {
    return this.uow.detached(() => this.changeDetached(change));
  }

  private async changeDetached<R>(change: (emit: (type: string, object: Json, previous?: Json) => void) => Promise<R>): Promise<R> {
    const events: string[] = [];
    const result = await this.uow.transaction(() =>
      change((type, object, previous) => {
        events.push(
          JSON.stringify({
            id: newId('evt'),
            object: 'event',
            api_version: '2026-10-28.endive',
            created: nowSeconds(),
            livemode: false,
            pending_webhooks: 1,
            request: { id: null, idempotency_key: null },
            type,
            data: previous ? { object, previous_attributes: previous } : { object },
          }),
        );
      }),
    );
    for (const payload of events) await this.receiver().receive(Buffer.from(payload), webhookSignature.sign(payload, this.webhookSecret));
    return result;
  }

  async createCustomer(input: { email: string; name: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    return this.change(async (emit) => {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: input.email,
        name: input.name,
        metadata: input.metadata,
        created: nowSeconds(),
        livemode: false,
      };
      await this.objects.put(customer);
      emit('customer.created', customer);
      return { id: customer.id };
    });
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    return this.change(async (emit) => {
      const created = nowSeconds();
      const subId = newId('sub');
      const invoiceId = newId('in');
      const intentId = newId('pi');
      const clientSecret = `${intentId}_secret_${randomBytes(12).toString('hex')}`;
      const price = {
        id: `price_${input.priceKey.replace(/[^a-zA-Z0-9]/g, '_')}`,
        object: 'price',
        currency: input.currency,
        unit_amount: input.unitAmount,
        lookup_key: input.priceKey,
        recurring: { interval: input.interval, interval_count: 1 },
        product: input.productName,
      };
      const end = input.interval === 'year' ? addMonths(created, 12) : addMonths(created, 1);
      const subscription = {
        id: subId,
        object: 'subscription',
        customer: input.customerId,
        status: 'incomplete',
        cancel_at_period_end: false,
        canceled_at: null,
        created,
        metadata: input.metadata,
        transfer_data: input.connectedAccountId ? { destination: input.connectedAccountId } : null,
        application_fee_percent: input.applicationFeePercent ?? null,
        latest_invoice: invoiceId,
        items: {
          object: 'list',
          data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: created, current_period_end: end }],
        },
        livemode: false,
        // Kept beside Stripe's fields: what `expand: ['latest_invoice.confirmation_secret']` would reach.
        pending_client_secret: clientSecret,
      };
      const invoice = {
        id: invoiceId,
        object: 'invoice',
        customer: input.customerId,
        status: 'open',
        billing_reason: 'subscription_create',
        amount_due: input.unitAmount,
        amount_paid: 0,
        currency: input.currency,
        attempt_count: 0,
        created,
        period_start: created,
        period_end: end,
        parent: { type: 'subscription_details', subscription_details: { subscription: subId, metadata: input.metadata } },
        confirmation_secret: { type: 'payment_intent', client_secret: clientSecret },
        payments: { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intentId } }] },
        livemode: false,
      };
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount: input.unitAmount,
        amount_received: 0,
        amount_refunded: 0,
        currency: input.currency,
        customer: input.customerId,
        status: 'requires_payment_method',
        client_secret: clientSecret,
        last_payment_error: null,
        next_action: null,
        created,
        metadata: { ...input.metadata, invoice: invoiceId, subscription: subId },
        ...connectedCharge(input.unitAmount, input.connectedAccountId ?? null, input.applicationFeePercent ?? null),
        livemode: false,
      };
      await this.objects.put(subscription);
      await this.objects.put(invoice);
      await this.objects.put(intent);
      emit('customer.subscription.created', subscription);
      emit('invoice.created', invoice);
      emit('payment_intent.created', intent);
      return toSubscription(subscription);
    });
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    const sub = await this.uow.detached(() => this.objects.get(id));
    if (!sub) throw new SimulatedPaymentError('resource_missing', `No such subscription: '${id}'`);
    return toSubscription(sub);
  }

  async latestInvoice(subscriptionId: string): Promise<ProviderInvoice | null> {
    return this.uow.detached(async () => {
      const sub = await this.objects.get(subscriptionId);
      if (!sub) throw new SimulatedPaymentError('resource_missing', `No such subscription: '${subscriptionId}'`);
      const invoice = typeof sub.latest_invoice === 'string' ? await this.objects.get(sub.latest_invoice) : null;
      if (!invoice) return null;
      return {
        id: invoice.id as string,
        status: invoice.status as string,
        amountPaid: (invoice.amount_paid as number | undefined) ?? 0,
        currency: invoice.currency as string,
        paymentIntentId: invoicePaymentIntent(invoice),
      };
    });
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription> {
    return this.change(async (emit) => {
      const sub = await this.objects.lock<StripeObject>(id);
      if (!sub) throw new SimulatedPaymentError('resource_missing', `No such subscription: '${id}'`);
      const previous = { cancel_at_period_end: sub.cancel_at_period_end };
      const updated = { ...sub, cancel_at_period_end: cancel, canceled_at: cancel ? nowSeconds() : null };
      await this.objects.put(updated);
      emit('customer.subscription.updated', updated, previous);
      return toSubscription(updated);
    });
  }

  async createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<ProviderSetupIntent> {
    return this.change(async (emit) => {
      const id = newId('seti');
      const intent = {
        id,
        object: 'setup_intent',
        customer: input.customerId,
        status: 'requires_payment_method',
        usage: 'off_session',
        payment_method_types: ['card'],
        payment_method: null,
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        last_setup_error: null,
        next_action: null,
        created: nowSeconds(),
        metadata: input.metadata,
        livemode: false,
      };
      await this.objects.put(intent);
      emit('setup_intent.created', intent);
      return { id, clientSecret: intent.client_secret };
    });
  }

  /** What Stripe.js's `confirmCardSetup` does with the test cards: saves the card, declines it, or asks for 3D Secure. */
  private confirmCardSetup(clientSecret: string, number: string, cardError: SimulatedConfirmation['error']): Promise<SimulatedConfirmation> {
    return this.change(async (emit) => {
      const intent = await this.intentForSecret(clientSecret);
      if (intent.status === 'succeeded') throw new SimulatedPaymentError('setup_intent_unexpected_state', SIMULATED_MESSAGES.setupAlreadySucceeded);
      if (cardError) return { paymentIntent: { id: intent.id, status: intent.status as string }, error: cardError };
      if (number === TEST_CARDS.succeeds) return this.setupSucceeded(intent, number, emit);
      if (number === TEST_CARDS.requiresAuthentication) {
        const updated = { ...intent, status: 'requires_action', pending_card: number, next_action: { type: 'use_stripe_sdk' }, last_setup_error: null };
        await this.objects.put(updated);
        emit('setup_intent.requires_action', updated);
        return { paymentIntent: { id: intent.id, status: 'requires_action' }, error: null };
      }
      const message = number === TEST_CARDS.declined ? SIMULATED_MESSAGES.declined : SIMULATED_MESSAGES.testModeRealCard;
      return this.setupFailed(intent, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message }, emit);
    });
  }

  private async setupSucceeded(
    intent: StripeObject,
    number: string,
    emit: (type: string, object: Json, previous?: Json) => void,
  ): Promise<SimulatedConfirmation> {
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: intent.customer,
      card: { brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: new Date().getUTCFullYear() + 2 },
      created: nowSeconds(),
      livemode: false,
    };
    await this.objects.put(method);
    const succeeded = { ...intent, status: 'succeeded', payment_method: method.id, next_action: null, last_setup_error: null, pending_card: undefined };
    await this.objects.put(succeeded);
    emit('payment_method.attached', method);
    emit('setup_intent.succeeded', succeeded);
    return { paymentIntent: { id: intent.id, status: 'succeeded' }, error: null };
  }

  private async setupFailed(
    intent: StripeObject,
    error: { type: string; code: string; message: string; decline_code?: string },
    emit: (type: string, object: Json, previous?: Json) => void,
  ): Promise<SimulatedConfirmation> {
    const failed = { ...intent, status: 'requires_payment_method', next_action: null, last_setup_error: error, pending_card: undefined };
    await this.objects.put(failed);
    emit('setup_intent.setup_failed', failed);
    return { paymentIntent: { id: intent.id, status: 'requires_payment_method' }, error: { type: error.type, code: error.code, message: error.message } };
  }

  async useSetupIntentCard(input: { setupIntentId: string; customerId: string; subscriptionId: string }): Promise<ProviderCard & { paidOpenInvoice: boolean }> {
    return this.change(async (emit) => {
      const intent = await this.objects.lock<StripeObject>(input.setupIntentId);
      if (!intent || intent.object !== 'setup_intent' || intent.customer !== input.customerId)
        throw new PaymentMethodError(`${SIMULATED_MESSAGES.noSuchSetupIntent}: '${input.setupIntentId}'`);
      if (intent.status !== 'succeeded') throw new PaymentMethodError(SIMULATED_MESSAGES.setupNotConfirmed);
      const method = await this.objects.get(intent.payment_method as string);
      const card = (method?.card ?? {}) as { brand?: string; last4?: string };
      const sub = await this.objects.lock<StripeObject>(input.subscriptionId);
      if (!sub) throw new PaymentMethodError(`No such subscription: '${input.subscriptionId}'`);
      const updated = { ...sub, default_payment_method: intent.payment_method };
      await this.objects.put(updated);
      emit('customer.subscription.updated', updated, { default_payment_method: sub.default_payment_method ?? null });
      let paidOpenInvoice = false;
      // A past-due subscription's open invoice is paid with the new card at once (Stripe: invoices.pay).
      const invoice = sub.latest_invoice ? await this.objects.lock<StripeObject>(sub.latest_invoice as string) : null;
      if (invoice && invoice.status === 'open' && ['past_due', 'unpaid'].includes(sub.status as string)) {
        const intentId = ((invoice.payments as { data: { payment: { payment_intent: string } }[] }).data[0]?.payment.payment_intent ?? '') as string;
        const payment = await this.objects.lock<StripeObject>(intentId);
        if (payment) {
          await this.succeed({ ...payment, payment_method: intent.payment_method }, emit);
          paidOpenInvoice = true;
        }
      }
      return { paymentMethodId: intent.payment_method as string, brand: card.brand ?? 'card', last4: card.last4 ?? '', paidOpenInvoice };
    });
  }

  async changeSubscriptionPrice(input: ChangeSubscriptionPriceInput): Promise<ProviderSubscription> {
    return this.change(async (emit) => {
      const sub = await this.objects.lock<StripeObject>(input.subscriptionId);
      if (!sub) throw new PaymentMethodError(`No such subscription: '${input.subscriptionId}'`);
      if (!sub.default_payment_method) throw new PaymentMethodError('This customer has no attached payment source or default payment method.');
      const now = nowSeconds();
      const items = sub.items as { data: Json[] };
      const item = items.data[0];
      const oldPrice = item.price as Json;
      const credit = input.prorate
        ? unusedPence(oldPrice.unit_amount as number, (item.current_period_start as number) * 1000, (item.current_period_end as number) * 1000, now * 1000)
        : 0;
      const price = {
        id: `price_${input.priceKey.replace(/[^a-zA-Z0-9]/g, '_')}`,
        object: 'price',
        currency: input.currency,
        unit_amount: input.unitAmount,
        lookup_key: input.priceKey,
        recurring: { interval: input.interval, interval_count: 1 },
        product: input.productName,
      };
      const end = addMonths(now, input.interval === 'year' ? 12 : 1);
      const invoiceId = newId('in');
      const intentId = newId('pi');
      const amount = Math.max(input.unitAmount - credit, 0);
      const metadata = { ...(sub.metadata as Record<string, string>), plan: input.plan };
      const updated = {
        ...sub,
        metadata,
        latest_invoice: invoiceId,
        items: { ...items, data: [{ ...item, price, current_period_start: now, current_period_end: end }] },
      };
      await this.objects.put(updated);
      emit('customer.subscription.updated', updated, { items: sub.items });
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        amount_refunded: 0,
        currency: input.currency,
        customer: sub.customer,
        status: 'succeeded',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        payment_method: sub.default_payment_method,
        last_payment_error: null,
        next_action: null,
        created: now,
        metadata: { ...metadata, invoice: invoiceId, subscription: sub.id as string },
        livemode: false,
      };
      const invoice = {
        id: invoiceId,
        object: 'invoice',
        customer: sub.customer,
        status: 'paid',
        billing_reason: 'subscription_update',
        amount_due: amount,
        amount_paid: amount,
        currency: input.currency,
        attempt_count: 1,
        created: now,
        period_start: now,
        period_end: end,
        status_transitions: { paid_at: now },
        lines: {
          object: 'list',
          data: [
            { amount: -credit, description: 'Unused time' },
            { amount: input.unitAmount, description: input.productName },
          ],
        },
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata } },
        payments: { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intentId } }] },
        livemode: false,
      };
      await this.objects.put(intent);
      await this.objects.put(invoice);
      emit('payment_intent.succeeded', intent);
      emit('invoice.paid', invoice);
      emit('invoice.payment_succeeded', invoice);
      return toSubscription(updated);
    });
  }

  /**
   * Stripe's test clock in miniature: the subscription's period ends and its renewal invoice is charged to the default
   * card, or fails as a declined card does (`decline`): the invoice stays open and the subscription goes past due. One
   * set to cancel at the period's end ends instead (canceled, `customer.subscription.deleted`): no invoice.
   */
  async renew(subscriptionId: string, options: { decline: boolean }): Promise<{ invoiceId: string | null }> {
    return this.change(async (emit) => {
      const sub = await this.objects.lock<StripeObject>(subscriptionId);
      if (!sub) throw new SimulatedPaymentError('resource_missing', `No such subscription: '${subscriptionId}'`);
      if (sub.status === 'canceled') throw new SimulatedPaymentError('subscription_canceled', 'This subscription has been canceled.');
      if (sub.cancel_at_period_end) {
        const canceled = { ...sub, status: 'canceled', ended_at: nowSeconds() };
        await this.objects.put(canceled);
        emit('customer.subscription.deleted', canceled, { status: sub.status });
        return { invoiceId: null };
      }
      const items = sub.items as { data: Json[] };
      const item = items.data[0];
      const price = item.price as Json;
      const now = nowSeconds();
      // The clock moves to the period's end: the next period follows on from it.
      const start = item.current_period_end as number;
      const end = addMonths(start, (price.recurring as Json).interval === 'year' ? 12 : 1);
      const invoiceId = newId('in');
      const intentId = newId('pi');
      const amount = price.unit_amount as number;
      const renewed = {
        ...sub,
        latest_invoice: invoiceId,
        items: { ...items, data: [{ ...item, current_period_start: start, current_period_end: end }] },
      };
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        amount_refunded: 0,
        currency: price.currency,
        customer: sub.customer,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        last_payment_error: null,
        next_action: null,
        created: now,
        metadata: { ...(sub.metadata as Json), invoice: invoiceId, subscription: sub.id },
        ...connectedCharge(
          amount,
          ((sub.transfer_data as Json | null)?.destination as string | undefined) ?? null,
          (sub.application_fee_percent as number | null) ?? null,
        ),
        livemode: false,
      };
      const invoice = {
        id: invoiceId,
        object: 'invoice',
        customer: sub.customer,
        status: 'open',
        billing_reason: 'subscription_cycle',
        amount_due: amount,
        amount_paid: 0,
        currency: price.currency,
        attempt_count: 0,
        created: now,
        period_start: start,
        period_end: end,
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
        payments: { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intentId } }] },
        livemode: false,
      };
      await this.objects.put(renewed);
      await this.objects.put(invoice);
      await this.objects.put(intent);
      emit('invoice.created', invoice);
      if (options.decline || !sub.default_payment_method) {
        await this.fail(intent, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: SIMULATED_MESSAGES.declined }, emit);
        const pastDue = { ...renewed, status: 'past_due' };
        await this.objects.put(pastDue);
        emit('customer.subscription.updated', pastDue, { status: sub.status });
      } else {
        await this.succeed({ ...intent, payment_method: sub.default_payment_method }, emit);
      }
      return { invoiceId };
    });
  }

  async createPaymentIntent(input: {
    amount: number;
    currency: string;
    customerId?: string;
    connectedAccountId?: string;
    applicationFeeAmount?: number;
    metadata: Record<string, string>;
  }): Promise<ProviderPaymentIntent> {
    return this.change(async (emit) => {
      const id = newId('pi');
      const intent = {
        id,
        object: 'payment_intent',
        amount: input.amount,
        amount_received: 0,
        amount_refunded: 0,
        currency: input.currency,
        customer: input.customerId ?? null,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        application_fee_amount: input.applicationFeeAmount ?? null,
        transfer_data: input.connectedAccountId ? { destination: input.connectedAccountId } : null,
        last_payment_error: null,
        next_action: null,
        created: nowSeconds(),
        metadata: input.metadata,
        livemode: false,
      };
      await this.objects.put(intent);
      emit('payment_intent.created', intent);
      return { id, clientSecret: intent.client_secret, status: intent.status, amount: intent.amount, currency: intent.currency };
    });
  }

  async refund(input: { paymentIntentId: string; amount?: number }): Promise<ProviderRefund> {
    return this.change(async (emit) => {
      const intent = await this.objects.lock<StripeObject>(input.paymentIntentId);
      if (!intent) throw new SimulatedPaymentError('resource_missing', SIMULATED_MESSAGES.noSuchPayment);
      const refundable = (intent.amount_received as number) - (intent.amount_refunded as number);
      if (intent.status !== 'succeeded' || refundable <= 0) throw new SimulatedPaymentError('charge_already_refunded', 'Charge has already been refunded.');
      const amount = input.amount ?? refundable;
      if (amount <= 0 || amount > refundable)
        throw new SimulatedPaymentError('amount_too_large', `Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable})`);
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: nowSeconds(),
        metadata: intent.metadata,
      };
      const refunded = (intent.amount_refunded as number) + amount;
      await this.objects.put(refund);
      await this.objects.put({ ...intent, amount_refunded: refunded });
      emit('refund.created', refund);
      // As Stripe: the charge's event, with its running total (its refunds list is not part of it).
      emit('charge.refunded', {
        id: `ch_${(intent.id as string).slice(3)}`,
        object: 'charge',
        payment_intent: intent.id,
        amount: intent.amount_received,
        amount_refunded: refunded,
        refunded: refunded === intent.amount_received,
        currency: intent.currency,
        metadata: {},
      });
      return { id: refund.id, status: refund.status, amount };
    });
  }

  async refundsOf(paymentIntentId: string): Promise<ProviderIntentRefunds | null> {
    const intent = await this.objects.get<StripeObject>(paymentIntentId);
    if (!intent) return null;
    const refunds = await this.objects.ofPaymentIntent<StripeObject>('refund', paymentIntentId);
    return {
      metadata: (intent.metadata ?? {}) as Record<string, string>,
      refunds: refunds.map((refund) => ({ id: refund.id as string, status: refund.status as string, amount: refund.amount as number })),
    };
  }

  async createConnectedAccount(input: { email: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    return this.change(async (emit) => {
      const account = {
        id: newId('acct'),
        object: 'account',
        type: 'express',
        email: input.email,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ['business_profile.url', 'external_account', 'individual.dob.day'], disabled_reason: 'requirements.past_due' },
        metadata: input.metadata,
        created: nowSeconds(),
      };
      await this.objects.put(account);
      emit('account.updated', account);
      return { id: account.id };
    });
  }

  /** The onboarding step: a page of this app stands in for Stripe's hosted onboarding. */
  async createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }> {
    if (!(await this.uow.detached(() => this.objects.get(input.accountId))))
      throw new SimulatedPaymentError('resource_missing', SIMULATED_MESSAGES.noSuchAccount);
    const query = new URLSearchParams({ account: input.accountId, return_url: input.returnUrl, refresh_url: input.refreshUrl });
    return { url: `${this.appUrl}/simulated-stripe/onboarding?${query.toString()}` };
  }

  async getAccount(id: string): Promise<ProviderAccount> {
    const account = await this.uow.detached(() => this.objects.get(id));
    if (!account) throw new SimulatedPaymentError('resource_missing', SIMULATED_MESSAGES.noSuchAccount);
    return { id, chargesEnabled: account.charges_enabled as boolean, detailsSubmitted: account.details_submitted as boolean };
  }

  /** The person finished the onboarding form: the account can take charges. */
  async completeOnboarding(accountId: string): Promise<ProviderAccount> {
    return this.change(async (emit) => {
      const account = await this.objects.lock<StripeObject>(accountId);
      if (!account) throw new SimulatedPaymentError('resource_missing', SIMULATED_MESSAGES.noSuchAccount);
      const updated = {
        ...account,
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        requirements: { currently_due: [], disabled_reason: null },
      };
      await this.objects.put(updated);
      emit('account.updated', updated, { charges_enabled: false, details_submitted: false });
      return { id: accountId, chargesEnabled: true, detailsSubmitted: true };
    });
  }

  /** What Stripe.js's `confirmCardPayment(clientSecret, { payment_method: { card } })` does, with the test cards' outcomes. */
  async confirmCardPayment(clientSecret: string, card: SimulatedCard): Promise<SimulatedConfirmation> {
    const number = card.number.replace(/\s+/g, '');
    const cardError = this.cardError(number, card);
    if (clientSecret.startsWith('seti_')) return this.confirmCardSetup(clientSecret, number, cardError);
    return this.change(async (emit) => {
      const intent = await this.intentForSecret(clientSecret);
      if (intent.status === 'succeeded') throw new SimulatedPaymentError('payment_intent_unexpected_state', SIMULATED_MESSAGES.alreadySucceeded);
      if (cardError) return { paymentIntent: { id: intent.id, status: intent.status as string }, error: cardError };
      if (number === TEST_CARDS.succeeds) return this.succeed(intent, emit);
      if (number === TEST_CARDS.requiresAuthentication) {
        const updated = {
          ...intent,
          status: 'requires_action',
          next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
          last_payment_error: null,
        };
        await this.objects.put(updated);
        emit('payment_intent.requires_action', updated);
        return { paymentIntent: { id: intent.id, status: 'requires_action' }, error: null };
      }
      const message = number === TEST_CARDS.declined ? SIMULATED_MESSAGES.declined : SIMULATED_MESSAGES.testModeRealCard;
      return this.fail(intent, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message }, emit);
    });
  }

  /** The 3D Secure step of a card that needs authentication: the person completes it or fails it. */
  async authenticate(clientSecret: string, complete: boolean): Promise<SimulatedConfirmation> {
    return this.change(async (emit) => {
      const intent = await this.intentForSecret(clientSecret);
      if (intent.status !== 'requires_action') throw new SimulatedPaymentError('payment_intent_unexpected_state', SIMULATED_MESSAGES.unexpectedState);
      if (intent.object === 'setup_intent') {
        if (complete) return this.setupSucceeded(intent, (intent.pending_card as string | undefined) ?? TEST_CARDS.requiresAuthentication, emit);
        return this.setupFailed(
          intent,
          { type: 'invalid_request_error', code: 'setup_intent_authentication_failure', message: SIMULATED_MESSAGES.authenticationFailed },
          emit,
        );
      }
      if (complete) return this.succeed(intent, emit);
      return this.fail(
        intent,
        { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: SIMULATED_MESSAGES.authenticationFailed },
        emit,
      );
    });
  }

  private cardError(number: string, card: SimulatedCard): SimulatedConfirmation['error'] {
    if (!/^\d{13,19}$/.test(number) || !luhn(number)) return { type: 'card_error', code: 'incorrect_number', message: SIMULATED_MESSAGES.invalidNumber };
    const now = new Date();
    const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
    if (!(card.expMonth >= 1 && card.expMonth <= 12) || year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1))
      return { type: 'card_error', code: 'expired_card', message: SIMULATED_MESSAGES.expired };
    if (!/^\d{3,4}$/.test(card.cvc)) return { type: 'card_error', code: 'incorrect_cvc', message: SIMULATED_MESSAGES.invalidCvc };
    return null;
  }

  private async intentForSecret(clientSecret: string): Promise<StripeObject> {
    const id = clientSecret.split('_secret_')[0];
    const intent = id ? await this.objects.lock<StripeObject>(id) : null;
    if (!intent || intent.client_secret !== clientSecret) throw new SimulatedPaymentError('resource_missing', SIMULATED_MESSAGES.noSuchPayment);
    return intent;
  }

  private async succeed(intent: StripeObject, emit: (type: string, object: Json, previous?: Json) => void): Promise<SimulatedConfirmation> {
    const paidAt = nowSeconds();
    const paid = {
      ...intent,
      status: 'succeeded',
      amount_received: intent.amount,
      next_action: null,
      last_payment_error: null,
      payment_method: 'pm_card_visa',
    };
    await this.objects.put(paid);
    emit('payment_intent.succeeded', paid);
    const invoiceId = (intent.metadata as Json).invoice as string | undefined;
    const invoice = invoiceId ? await this.objects.lock<StripeObject>(invoiceId) : null;
    if (invoice) {
      const paidInvoice = {
        ...invoice,
        status: 'paid',
        amount_paid: invoice.amount_due,
        attempt_count: (invoice.attempt_count as number) + 1,
        status_transitions: { paid_at: paidAt },
      };
      await this.objects.put(paidInvoice);
      emit('invoice.paid', paidInvoice);
      emit('invoice.payment_succeeded', paidInvoice);
      const subId = ((invoice.parent as Json).subscription_details as Json).subscription as string;
      const sub = await this.objects.lock<StripeObject>(subId);
      if (sub && sub.status !== 'active') {
        const items = sub.items as { data: Json[] };
        const item = items.data[0];
        const interval = ((item.price as Json).recurring as Json).interval;
        // The first payment starts the period; paying an overdue renewal keeps the period it was for (as Stripe does).
        const first = invoice.billing_reason === 'subscription_create';
        const active = {
          ...sub,
          status: 'active',
          pending_client_secret: null,
          default_payment_method: sub.default_payment_method ?? paid.payment_method,
          items: first
            ? { ...items, data: [{ ...item, current_period_start: paidAt, current_period_end: addMonths(paidAt, interval === 'year' ? 12 : 1) }] }
            : items,
        };
        await this.objects.put(active);
        emit('customer.subscription.updated', active, { status: sub.status });
      }
    }
    return { paymentIntent: { id: intent.id, status: 'succeeded' }, error: null };
  }

  private async fail(
    intent: StripeObject,
    error: { type: string; code: string; message: string; decline_code?: string },
    emit: (type: string, object: Json, previous?: Json) => void,
  ): Promise<SimulatedConfirmation> {
    const failed = { ...intent, status: 'requires_payment_method', next_action: null, last_payment_error: error };
    await this.objects.put(failed);
    emit('payment_intent.payment_failed', failed);
    const invoiceId = (intent.metadata as Json).invoice as string | undefined;
    const invoice = invoiceId ? await this.objects.lock<StripeObject>(invoiceId) : null;
    if (invoice) {
      const attempted = { ...invoice, attempt_count: (invoice.attempt_count as number) + 1, last_payment_error: error };
      await this.objects.put(attempted);
      emit('invoice.payment_failed', attempted);
    }
    return { paymentIntent: { id: intent.id, status: 'requires_payment_method' }, error: { type: error.type, code: error.code, message: error.message } };
  }
}
