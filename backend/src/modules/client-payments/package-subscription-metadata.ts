/** The metadata kind of a recurring package's provider subscription: its events are routed by it (not the platform's). */
export const PACKAGE_SUBSCRIPTION_KIND = 'client_package_subscription';

/** What a recurring package's subscription carries at the provider (and its invoices and payments with it). */
import { PACKAGE_BILLING_INTERVALS, type PackageBillingInterval } from '@coachcore/domain';

export interface PackageSubscriptionMetadata {
  businessId: string;
  clientId: string;
  packageId: string;
  /** The first payment's row. */
  clientPaymentId: string;
  /** The coach's connected account. */
  accountId: string;
  interval: PackageBillingInterval;
  /** The package's name when bought: the receipts of renewals name it. */
  description: string;
}

export const packageSubscriptionMetadata = (fields: PackageSubscriptionMetadata): Record<string, string> => ({ kind: PACKAGE_SUBSCRIPTION_KIND, ...fields });

type Json = Record<string, unknown>;

/**
 * The recurring-package metadata of a webhook event's object, or null for anything else: a subscription's own, an
 * invoice's subscription snapshot (Stripe's `parent.subscription_details.metadata`), or a payment intent's.
 */
export function packageSubscriptionMetadataOf(object: Json): PackageSubscriptionMetadata | null {
  let metadata: Json | undefined;
  if (object.object === 'subscription' || object.object === 'payment_intent') metadata = object.metadata as Json | undefined;
  else if (object.object === 'invoice')
    metadata = ((object.parent as Json | null | undefined)?.subscription_details as Json | undefined)?.metadata as Json | undefined;
  if (!metadata || metadata.kind !== PACKAGE_SUBSCRIPTION_KIND) return null;
  const fields = ['businessId', 'clientId', 'packageId', 'clientPaymentId', 'accountId', 'interval', 'description'] as const;
  if (fields.some((field) => typeof metadata[field] !== 'string')) return null;
  if (!(PACKAGE_BILLING_INTERVALS as readonly unknown[]).includes(metadata.interval)) return null;
  return Object.fromEntries(fields.map((field) => [field, metadata[field]])) as unknown as PackageSubscriptionMetadata;
}
