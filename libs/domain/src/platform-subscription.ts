/**
 * The coach's platform subscription (document 3 sections 2.1, 7, 8 and 9): one plan at 50 GBP a month, shown in five
 * currencies with the spec's rates from GBP, rounded to whole units.
 */
export const PLATFORM_PLAN = {
  /** The plan's one price identifier (`priceId` of POST /api/platform/create-subscription). */
  priceId: 'coachcore-platform-monthly',
  name: 'CoachCore Platform',
  /** In the base currency, GBP, per month. */
  amount: 50,
  currency: 'gbp',
  interval: 'month',
} as const;

export const PLATFORM_CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD'] as const;
export type PlatformCurrencyCode = (typeof PLATFORM_CURRENCY_CODES)[number];

/** Units of each currency per 1 GBP (document 3 section 9). */
export const PLATFORM_CURRENCY_RATES: Readonly<Record<PlatformCurrencyCode, number>> = { GBP: 1, USD: 1.27, EUR: 1.2, AUD: 1.95, CAD: 1.73 };

export const PLATFORM_CURRENCY_SYMBOLS: Readonly<Record<PlatformCurrencyCode, string>> = { GBP: '£', USD: '$', EUR: '€', AUD: 'A$', CAD: 'C$' };

export const DEFAULT_PLATFORM_CURRENCY: PlatformCurrencyCode = 'GBP';

/** The plan's monthly price in `currency`, rounded to a whole unit (50 GBP: 64 USD, 60 EUR, 98 AUD, 87 CAD). */
export function platformPlanPrice(currency: PlatformCurrencyCode): number {
  return Math.round(PLATFORM_PLAN.amount * PLATFORM_CURRENCY_RATES[currency]);
}

/** The plan's 14 features (document 3 section 2.1 names 'Staff management & permissions'). */
export const PLATFORM_PLAN_FEATURES: readonly string[] = [
  'Unlimited clients',
  'Custom workout builder',
  'Nutrition tracking with barcode scanning',
  'Meal plans and shopping lists',
  'Calendar scheduling & bookings',
  'Video meetings',
  'Client messaging',
  'Client portal',
  'Progress photos & measurements',
  'Coaching packages & client payments',
  'Forms & waivers',
  'Client automations',
  'Staff management & permissions',
  'Business analytics',
];

/** The texts of the subscription screens (document 3 sections 2.1, 2.2 and 8). */
export const PLATFORM_SUBSCRIPTION_TEXTS = {
  title: 'Choose Your Plan',
  active: 'Subscription Active',
  activated: 'Subscription Active!',
  createFailed: 'Failed to create subscription',
  paymentFailed: 'Payment Failed',
  paymentSucceeded: 'Payment Successful',
  subscribed: 'You are subscribed!',
  settingUp: 'Setting up your subscription...',
  configurationRequired: 'Stripe configuration required. Please contact support.',
  invalidCoupon: 'Invalid Coupon',
  couponNotValid: 'Coupon code is not valid',
} as const;

/** Subscription states of a business (document 3 section 4), plus the provider's states before the first payment. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'past_due',
  'canceled',
  'suspended',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'unpaid',
  'paused',
  'none',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The payment grace period of the legal pages (document 3 section 9): days after a failed platform payment. */
export const PAYMENT_GRACE_DAYS = 30;

/** Test cards of the simulated provider, as Stripe's test mode treats them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000000000003220',
} as const;

/** The API's messages for payments (beside the spec's texts above). */
export const PAYMENT_MESSAGES = {
  configurationRequired: PLATFORM_SUBSCRIPTION_TEXTS.configurationRequired,
  invalidSignature: 'Webhook signature verification failed',
  invalidEvent: 'Invalid webhook event',
  unknownPlan: 'Unknown plan',
  couponNotValid: PLATFORM_SUBSCRIPTION_TEXTS.couponNotValid,
  noSubscription: 'No subscription found',
  notActive: 'The subscription is not active',
  notSimulated: 'Not found',
  cardNumberRequired: 'Card number is required',
} as const;
