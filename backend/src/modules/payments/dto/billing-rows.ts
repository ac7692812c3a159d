import type { BusinessPaymentStatus } from '@coachcore/domain';

/** A timestamptz as raw SQL answers it (text, e.g. 2026-11-01 01:00:00+00). */
export type RawInstant = string;

/** The owner's account of the business a payment or subscription belongs to, as raw SQL reads it. */
export interface BillingBusinessRow {
  businessId: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string;
  businessName: string | null;
}

/** A platform payment with its business, as the admin's payments table reads it. */
export interface PaymentRow extends BillingBusinessRow {
  id: string;
  /** numeric(10,2), as PostgreSQL answers it (text). */
  amount: string;
  currency: string;
  status: BusinessPaymentStatus;
  paymentType: string | null;
  dueDate: RawInstant | null;
  paidAt: RawInstant | null;
  failedAt: RawInstant | null;
  createdAt: RawInstant;
}

/** A platform payment with everything the detail dialog shows. */
export interface PaymentDetailRow extends PaymentRow {
  failureReason: string | null;
  failureCount: number;
  gracePeriodEnd: RawInstant | null;
  suspensionDate: RawInstant | null;
  stripeInvoiceId: string | null;
  stripePaymentIntentId: string | null;
  updatedAt: RawInstant;
}

/** A recorded provider event, without its payload. */
export interface PaymentEventRow {
  id: string;
  type: string;
  createdAt: RawInstant;
  receivedAt: RawInstant;
  processedAt: RawInstant | null;
  outcome: string | null;
}

/** A business's platform subscription with its business, as the admin's subscriptions list reads it. */
export interface SubscriptionRow extends BillingBusinessRow {
  id: string;
  status: string;
  /** users.subscription_plan: the plan id the business is on. */
  plan: string | null;
  currentPeriodStart: RawInstant | null;
  currentPeriodEnd: RawInstant | null;
  cancelAtPeriodEnd: boolean;
  createdAt: RawInstant;
}
