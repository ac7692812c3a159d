/**
 * The one door to the payments provider (DESIGN section 7). Two implementations: Stripe through the official SDK
 * (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY set) and a simulated provider that behaves like Stripe's test mode,
 * offline. Both report what happened through signed webhook events that `POST /api/webhooks/stripe` verifies.
 */
export const PAYMENTS_PROVIDER = Symbol('PAYMENTS_PROVIDER');

export type ProviderKind = 'stripe' | 'simulated';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Stripe's states: incomplete, active, past_due, canceled, unpaid, ... */
  status: string;
  priceId: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The secret the card form confirms the first payment with, while it is due. */
  clientSecret: string | null;
  /** When the provider created the subscription. */
  created: Date;
}

/** An invoice as the provider keeps it: what was paid for a subscription's period, and the payment a refund goes back to. */
export interface ProviderInvoice {
  id: string;
  /** draft, open, paid, uncollectible, void. */
  status: string;
  /** Minor units. */
  amountPaid: number;
  currency: string;
  paymentIntentId: string | null;
}

export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string;
  status: string;
  amount: number;
  currency: string;
}

export interface ProviderRefund {
  id: string;
  status: string;
  amount: number;
}

/** A payment intent's refunds as the provider has them, made here or in its dashboard, with the intent's metadata. */
export interface ProviderIntentRefunds {
  metadata: Record<string, string>;
  refunds: ProviderRefund[];
}

export interface ProviderSetupIntent {
  id: string;
  clientSecret: string;
}

/** A saved card as the customer sees it. */
export interface ProviderCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

export interface ChangeSubscriptionPriceInput {
  subscriptionId: string;
  /** Minor units per period of the new price. */
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
  priceKey: string;
  productName: string;
  /** The plan id kept in the subscription's metadata. */
  plan: string;
  /** Credit the unused part of the current period against the new price (Stripe's `always_invoice`), or charge it in full. */
  prorate: boolean;
}

export interface ProviderAccount {
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

/** A verified webhook event, as the provider sent it. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Epoch seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

export interface CreateSubscriptionInput {
  customerId: string;
  /** Minor units (pence) per period, in `currency`. */
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
  /** The plan's price identifier (a lookup key at the provider). */
  priceKey: string;
  productName: string;
  metadata: Record<string, string>;
  /**
   * A subscription sold by a coach: each invoice's payment goes to this connected account (a destination charge), less
   * the platform's `applicationFeePercent` of it.
   */
  connectedAccountId?: string;
  applicationFeePercent?: number;
}

export interface PaymentsProvider {
  readonly kind: ProviderKind;
  /** What the browser's card form needs: Stripe's publishable key, null for the simulated provider. */
  readonly publishableKey: string | null;

  createCustomer(input: { email: string; name: string; metadata: Record<string, string> }): Promise<{ id: string }>;
  /** A subscription whose first payment waits for the card form (Stripe's `default_incomplete`). */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  /** Cancels at the end of the period (true), or takes that back while the period runs (false). */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription>;
  /** The subscription's newest invoice (its current period's), as the provider has it now: no webhook has to arrive first. */
  latestInvoice(subscriptionId: string): Promise<ProviderInvoice | null>;
  /** A card to save for the customer's future payments (Stripe's SetupIntent): its secret confirms the card in the browser. */
  createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<ProviderSetupIntent>;
  /**
   * Makes the card of a succeeded setup intent of `customerId` the default of the customer and of the subscription,
   * and pays the subscription's open invoice when one is due (a past-due or suspended business pays this way). Throws
   * `PaymentMethodError` with the provider's message for a setup intent that is not succeeded or not the customer's,
   * or a card the open invoice could not be charged to.
   */
  useSetupIntentCard(input: { setupIntentId: string; customerId: string; subscriptionId: string }): Promise<ProviderCard & { paidOpenInvoice: boolean }>;
  /** Moves the subscription to another price from now (a new billing period), invoiced and charged to its default card at once. */
  changeSubscriptionPrice(input: ChangeSubscriptionPriceInput): Promise<ProviderSubscription>;
  createPaymentIntent(input: {
    amount: number;
    currency: string;
    customerId?: string;
    connectedAccountId?: string;
    applicationFeeAmount?: number;
    metadata: Record<string, string>;
  }): Promise<ProviderPaymentIntent>;
  /** A full refund, or `amount` (minor units) of it. */
  refund(input: { paymentIntentId: string; amount?: number }): Promise<ProviderRefund>;
  /** Every refund of the payment intent (the provider's dashboard makes them too); null for an unknown intent. */
  refundsOf(paymentIntentId: string): Promise<ProviderIntentRefunds | null>;
  createConnectedAccount(input: { email: string; metadata: Record<string, string> }): Promise<{ id: string }>;
  /** Where the person completes the account's onboarding. */
  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  getAccount(id: string): Promise<ProviderAccount>;
}

/** The provider refused a card operation; the message is the provider's, for the person. */
export class PaymentMethodError extends Error {}

/** A payments configuration that cannot run (one Stripe key without the other): every call answers this. */
export class PaymentsNotConfiguredError extends Error {}
