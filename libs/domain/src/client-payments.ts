/**
 * The coach's payments account and the clients' payments (document 3 sections 2.3, 3, 4, 7, 8 and 9; document 2's
 * client_payments and client_subscriptions): the texts of Payment Setup, the fees, and the client payments' rules.
 */
export const PAYMENT_SETUP_TEXTS = {
  title: 'Payment Setup',
  connect: 'Connect Stripe Account',
  completeSetup: 'Complete Setup',
  settingUp: 'Setting up...',
  ready: 'Your payments account is ready: clients can pay you.',
  notConnected: 'Connect a payments account to get paid by your clients.',
  requiresAction: 'Action required: Your account needs additional information. Please complete the onboarding process.',
  processing: 'Processing Setup...',
  connected: 'Payments account connected!',
  createFailed: 'Failed to create Stripe account',
  linkFailed: 'Failed to create onboarding link',
} as const;

/** Fees shown on Payment Setup (document 3 section 9). */
export const PAYMENT_FEES = {
  cardPercent: 2.9,
  cardFixedCents: 30,
  platformPercent: 5,
} as const;

/** How often /stripe-connect/success asks for the account's status (ms). */
export const ACCOUNT_STATUS_POLL_MS = 2000;

/**
 * The platform's application fee on a client payment: 5 % of the amount charged, in minor units (cents), rounded half
 * up to a whole cent. The coach's connected account receives the rest (less the card processing fee).
 */
export function applicationFeeCents(amountCents: number): number {
  return Math.round((amountCents * PAYMENT_FEES.platformPercent) / 100);
}

/** Dollars (two decimals) to cents, safe for amounts such as 19.99. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => Math.round(cents) / 100;

export const CLIENT_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export type ClientPaymentStatus = (typeof CLIENT_PAYMENT_STATUSES)[number];

export const CLIENT_PAYMENT_TYPES = ['package', 'group_session'] as const;
export type ClientPaymentType = (typeof CLIENT_PAYMENT_TYPES)[number];

export const CLIENT_PAYMENT_STATUS_LABELS: Readonly<Record<ClientPaymentStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

/** How a payment names its client once the client was deleted or erased their account (the payment stays, anonymised). */
export const DELETED_CLIENT_NAME = 'Deleted client';

export const CLIENT_PAYMENT_MESSAGES = {
  sellerNotReady: 'Your coach cannot take payments yet: their payments account setup is not finished.',
  coachCannotSell: 'Finish Payment Setup before you sell packages: your payments account cannot take payments yet.',
  noAccount: 'Create a payments account first',
  accountNotFound: 'Payments account not found',
  packageNotFound: 'Package not found',
  packageInactive: 'This package is not available',
  alreadyHasPackage: 'You already have this package',
  idempotencyKeyInvalid: 'Idempotency key must be 8 to 100 letters, digits, hyphens or underscores',
  notFound: 'Payment not found',
  notRefundable: 'Only a paid payment can be refunded',
  refundAmountInvalid: 'Refund amount must be greater than 0 in steps of 0.01',
  refundTooLarge: 'Refund amount cannot be more than what is left to refund',
  refunded: 'Refund issued',
  refundFailed: 'Failed to issue refund',
  purchased: 'Payment successful',
  purchaseFailed: 'Failed to start the payment',
  paymentFailed: 'Payment Failed',
  noReceipts: 'No payments yet',
  noPayments: 'No client payments yet',
  noPackages: 'Your coach has no packages for sale yet',
  // A paid group session's seat.
  seatNotFound: 'You have no seat in this session',
  nothingOwed: 'There is nothing to pay for this session',
  sessionPaid: 'Your seat is paid',
  // A recurring package.
  couponOneOffOnly: 'Coupons can be used on one-off packages only',
} as const;

/** Amount to refund as typed: blank means everything left; otherwise a positive amount with at most two decimals, not more than what is left. */
export function validateRefundAmount(input: string, refundable: number): string | null {
  const text = input.trim();
  if (!text) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0) return CLIENT_PAYMENT_MESSAGES.refundAmountInvalid;
  if (toCents(Number(text)) > toCents(refundable)) return CLIENT_PAYMENT_MESSAGES.refundTooLarge;
  return null;
}

/** A client payment's amount as the screens show it. */
export const formatPaymentAmount = (amount: number, currency = 'usd'): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: 2 }).format(amount);
