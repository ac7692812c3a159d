import { PLATFORM_PLAN } from './platform-subscription';

/**
 * Billing of the coach's platform subscription beyond the first payment: monthly or annual billing of the one plan
 * (Change Plan, prorated), the legal pages' annual refund rule (document 3 section 9: refunds pro-rated for annual plans
 * within 60 days), and the older three-tier page's plans with their client limits (document 3 sections 2.2 and 9).
 * Shared by the server (which charges and refunds) and the browser (which shows the quote before the coach confirms).
 */

export const PLATFORM_BILLING_INTERVALS = ['monthly', 'annual'] as const;
export type PlatformBillingInterval = (typeof PLATFORM_BILLING_INTERVALS)[number];

export interface PlatformBillingOption {
  interval: PlatformBillingInterval;
  /** The plan id kept in users.subscriptionPlan and the subscription's metadata. */
  planId: string;
  /** GBP per period. */
  amount: number;
  providerInterval: 'month' | 'year';
  label: string;
}

/** The one plan billed monthly (50 GBP) or annually (twelve months' price, 600 GBP). */
export const PLATFORM_BILLING_OPTIONS: Readonly<Record<PlatformBillingInterval, PlatformBillingOption>> = {
  monthly: { interval: 'monthly', planId: PLATFORM_PLAN.priceId, amount: PLATFORM_PLAN.amount, providerInterval: 'month', label: 'Monthly billing' },
  annual: { interval: 'annual', planId: 'coachcore-platform-annual', amount: PLATFORM_PLAN.amount * 12, providerInterval: 'year', label: 'Annual billing' },
};

/** Days after the start of an annual billing year within which it is refunded pro rata (legal pages). */
export const ANNUAL_REFUND_WINDOW_DAYS = 60;

/** The billing interval of a stored plan id (the three tiers and the monthly plan bill monthly). */
export function billingIntervalOf(planId: string | null | undefined): PlatformBillingInterval {
  return planId === PLATFORM_BILLING_OPTIONS.annual.planId ? 'annual' : 'monthly';
}

export const PLAN_CHANGE_MESSAGES = {
  intervalInvalid: 'Billing interval must be monthly or annual',
  samePlan: 'Your subscription is already billed this way',
  annualRefundWindowPassed: `Annual billing can be changed to monthly within ${ANNUAL_REFUND_WINDOW_DAYS} days of the start of the billing year, with a pro-rated refund. After that, cancel at the end of the year and subscribe monthly.`,
  notChangeable: 'Only an active subscription can change its billing',
  tierInvalid: 'Plan must be starter, professional or enterprise',
} as const;

export interface PlanChangeQuote {
  from: PlatformBillingInterval;
  to: PlatformBillingInterval;
  /** GBP: the unused part of the current period, at the current price. */
  unusedCredit: number;
  /** GBP: charged now, the new price less the credit (monthly → annual), or the new price (annual → monthly). */
  amountDue: number;
  /** GBP: refunded to the card now (annual → monthly within the refund window): the unused part of the year. */
  refund: number;
  /** Epoch ms: the new billing period starts now and ends one new interval later. */
  newPeriodStart: number;
  newPeriodEnd: number;
}

const DAY_MS = 24 * 3600 * 1000;

/** Adds calendar months the way Stripe does (the 31st becomes the last day of a shorter month), in UTC. */
export function addBillingMonths(epochMs: number, months: number): number {
  const date = new Date(epochMs);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/** The unused part of a period's price at `now`, in whole pence, as Stripe prorates: by the exact time left. */
export function unusedPence(amountPence: number, periodStart: number, periodEnd: number, now: number): number {
  const total = periodEnd - periodStart;
  if (total <= 0) return 0;
  const left = Math.min(Math.max(periodEnd - now, 0), total);
  return Math.round((amountPence * left) / total);
}

/**
 * What changing the billing interval costs now. Monthly → annual: the annual price less the unused part of the month
 * (Stripe's proration). Annual → monthly: only within 60 days of the year's start (legal pages), the unused part of
 * what was paid for the year refunded and the first month charged; later it is refused (`annualRefundWindowPassed`). Amounts in GBP with two
 * decimals, computed in pence.
 */
export function quotePlanChange(input: {
  from: PlatformBillingInterval;
  to: PlatformBillingInterval;
  /** Epoch ms of the current period. */
  periodStart: number;
  periodEnd: number;
  now: number;
  /** GBP actually paid for the current period (a prorated or discounted year), when known: the refund is its unused part. */
  paidForPeriod?: number | null;
}): { ok: true; quote: PlanChangeQuote } | { ok: false; error: string } {
  const { from, to, periodStart, periodEnd, now, paidForPeriod } = input;
  if (from === to) return { ok: false, error: PLAN_CHANGE_MESSAGES.samePlan };
  const listPrice = Math.round(PLATFORM_BILLING_OPTIONS[from].amount * 100);
  const current = from === 'annual' && paidForPeriod != null ? Math.min(Math.round(paidForPeriod * 100), listPrice) : listPrice;
  const next = Math.round(PLATFORM_BILLING_OPTIONS[to].amount * 100);
  const credit = unusedPence(current, periodStart, periodEnd, now);
  const newPeriodEnd = addBillingMonths(now, to === 'annual' ? 12 : 1);
  if (from === 'monthly') {
    return {
      ok: true,
      quote: { from, to, unusedCredit: credit / 100, amountDue: Math.max(next - credit, 0) / 100, refund: 0, newPeriodStart: now, newPeriodEnd },
    };
  }
  if (now - periodStart > ANNUAL_REFUND_WINDOW_DAYS * DAY_MS) return { ok: false, error: PLAN_CHANGE_MESSAGES.annualRefundWindowPassed };
  return { ok: true, quote: { from, to, unusedCredit: credit / 100, amountDue: next / 100, refund: credit / 100, newPeriodStart: now, newPeriodEnd } };
}

/** The older three-tier page (document 3 sections 2.2 and 9): US dollars per month and client limits (null: unlimited). */
export const SUBSCRIPTION_TIER_IDS = ['starter', 'professional', 'enterprise'] as const;
export type SubscriptionTierId = (typeof SUBSCRIPTION_TIER_IDS)[number];

export interface SubscriptionTier {
  id: SubscriptionTierId;
  name: string;
  /** USD per month. */
  price: number;
  clientLimit: number | null;
  popular: boolean;
  features: readonly string[];
}

export const SUBSCRIPTION_TIERS: readonly SubscriptionTier[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 29,
    clientLimit: 10,
    popular: false,
    features: ['Up to 10 clients', 'Workout builder', 'Nutrition tracking', 'Scheduling', 'Client messaging'],
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 79,
    clientLimit: 50,
    popular: true,
    features: ['Up to 50 clients', 'Everything in Starter', 'Client payments & packages', 'Forms & waivers', 'Client automations'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 199,
    clientLimit: null,
    popular: false,
    features: ['Unlimited clients', 'Everything in Professional', 'White label', 'API access', 'Team management'],
  },
];

/** The FAQ of the three-tier page (document 3 section 2.2). */
export const SUBSCRIPTION_TIER_FAQ: readonly { question: string; answer: string }[] = [
  { question: 'Is there a free trial?', answer: 'Yes. Every plan starts with a 14-day free trial, and no card is needed to start it.' },
  { question: 'Can I change plans later?', answer: 'Yes. You can move to another plan at any time; plan changes are prorated.' },
  { question: 'Can I cancel anytime?', answer: 'Yes. Cancel anytime: your plan stays active until the end of the period you paid for.' },
  { question: 'Which payment methods do you accept?', answer: 'We accept credit cards, debit cards and PayPal.' },
];

export const subscriptionTier = (id: string | null | undefined): SubscriptionTier | null => SUBSCRIPTION_TIERS.find((tier) => tier.id === id) ?? null;

/** How many clients a business on `planId` may have (null: no limit: the one platform plan, Enterprise, or no tier). */
export const clientLimitOf = (planId: string | null | undefined): number | null => subscriptionTier(planId)?.clientLimit ?? null;

/** The refusal when a coach would go beyond their tier's clients. */
export const clientLimitMessage = (planId: string): string => {
  const tier = subscriptionTier(planId);
  return `Your ${tier?.name ?? ''} plan allows up to ${tier?.clientLimit ?? 0} clients. Upgrade your plan to add more clients.`;
};
