import { PLATFORM_BILLING_OPTIONS, subscriptionTier } from './platform-billing';
import { PLATFORM_CURRENCY_CODES, PLATFORM_CURRENCY_RATES, type PlatformCurrencyCode } from './platform-subscription';

/**
 * The admin area's Billing & Subscriptions and Revenue Analytics sections (document 3 sections 2.6, 3 and 9): the
 * platform's own money, read from business_payments and platform_subscriptions.
 */

/** A platform payment's status (business_payments.status; a refund to the card is recorded as refunded). */
export const BUSINESS_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type BusinessPaymentStatus = (typeof BUSINESS_PAYMENT_STATUSES)[number];

/** The payments table's status filter (all shows every status). */
export const PAYMENT_STATUS_FILTERS = ['all', ...BUSINESS_PAYMENT_STATUSES] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<BusinessPaymentStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** What a payment was for (business_payments.paymentType). */
export const PAYMENT_TYPE_LABELS: Readonly<Record<string, string>> = { subscription: 'Subscription', refund: 'Refund' };

export const paymentTypeLabel = (type: string | null | undefined): string => (type ? (PAYMENT_TYPE_LABELS[type] ?? type) : '—');

/** The provider's subscription states an admin filters the subscriptions list by (all shows every one). */
export const PLATFORM_SUBSCRIPTION_STATUS_FILTERS = ['all', 'active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete'] as const;
export type PlatformSubscriptionStatusFilter = (typeof PLATFORM_SUBSCRIPTION_STATUS_FILTERS)[number];

/** Subscriptions that bring in money each month (MRR): paying, or paying late within the grace period. */
export const RECURRING_SUBSCRIPTION_STATUSES = ['active', 'past_due'] as const;

/** Subscriptions whose business owes an unpaid invoice. */
export const PAST_DUE_SUBSCRIPTION_STATUSES = ['past_due', 'unpaid'] as const;

/** Months of revenue the Revenue Analytics chart shows, the current one last. */
export const REVENUE_CHART_MONTHS = 12;

/** Admin revenue is formatted in US dollars (document 3 section 9): other currencies convert at the spec's rates. */
export const ADMIN_REVENUE_CURRENCY = 'usd';

/** US dollars for `amount` of `currency` at the spec's rates from GBP (section 9); null for a currency without a rate. */
export function toUsd(amount: number, currency: string): number | null {
  const code = currency.toUpperCase() as PlatformCurrencyCode;
  if (!PLATFORM_CURRENCY_CODES.includes(code)) return null;
  return Math.round(((amount * PLATFORM_CURRENCY_RATES.USD) / PLATFORM_CURRENCY_RATES[code]) * 100) / 100;
}

/** A stored plan id as people read it: the one plan monthly or annually, a tier of the older page, or the id itself. */
export function platformPlanName(planId: string | null | undefined): string {
  if (!planId) return '—';
  if (planId === PLATFORM_BILLING_OPTIONS.monthly.planId) return 'CoachCore Platform (monthly)';
  if (planId === PLATFORM_BILLING_OPTIONS.annual.planId) return 'CoachCore Platform (annual)';
  return subscriptionTier(planId)?.name ?? planId;
}

export const ADMIN_BILLING_MESSAGES = {
  noPayments: 'No payments found',
  noSubscriptions: 'No subscriptions found',
  noEvents: 'No provider events recorded for this payment',
  paymentNotFound: 'Payment not found',
  paymentStatusInvalid: `status must be one of ${PAYMENT_STATUS_FILTERS.join(', ')}`,
  subscriptionStatusInvalid: `status must be one of ${PLATFORM_SUBSCRIPTION_STATUS_FILTERS.join(', ')}`,
  isActiveInvalid: 'isActive must be true or false',
} as const;
