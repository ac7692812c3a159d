import type { ValidationErrors } from './validation';

/**
 * Coaching packages and the clients' subscriptions to them (document 2: Coaching Packages; entities coaching_packages
 * and client_subscriptions; document 1 wizard step 6, assign package). The API answers these texts and the screens
 * show them; the form's rules below are the server's too.
 */
export const PACKAGE_MESSAGES = {
  // Document 2 section 5, in its order.
  nameRequired: 'Package name is required',
  nameTooLong: 'Package name can be at most 200 characters',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be at least 0 in steps of 0.01',
  durationMin: 'Duration must be at least 1 day',
  durationMax: 'Duration can be at most 3650 days',
  featuresRequired: 'At least one feature is required',
  featureTooLong: 'A feature can be at most 200 characters',
  tooManyFeatures: 'A package can list at most 50 features',
  maxClientsInvalid: 'Max clients must be a whole number of at least 1',
  billingIntervalInvalid: 'Billing must be one-off (null), monthly (month) or yearly (year)',
  notFound: 'Package not found',
  // Rules of the whole (409).
  hasSubscriptions: 'This package has client subscriptions. Deactivate it instead to keep their history.',
  maxClientsBelowActive: 'Max clients cannot be fewer than the clients who have this package now',
  inactive: 'This package is inactive and cannot be assigned',
  full: 'This package is full: it has reached its maximum number of clients',
  alreadyAssigned: 'This client already has this package',
  // Toasts (document 2 section 8: 'Error' / 'Failed to create package', 'Package created successfully!').
  created: 'Package created successfully!',
  createFailed: 'Failed to create package',
  updated: 'Package updated successfully!',
  updateFailed: 'Failed to update package',
  deleted: 'Package deleted successfully!',
  deleteFailed: 'Failed to delete package',
  activated: 'Package activated',
  deactivated: 'Package deactivated',
  statusFailed: 'Failed to change the package status',
  loadFailed: 'Failed to load packages',
  none: 'No packages yet',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  packageRequired: 'Package is required',
  startDateInvalid: 'Start date must be a date (YYYY-MM-DD)',
  endsBeforeToday: 'A package starting on that date would have ended already',
  notFound: 'Subscription not found',
  notActive: 'This subscription has ended already',
  assigned: 'Package assigned successfully!',
  assignFailed: 'Failed to assign package',
  ended: 'Package ended',
  endFailed: 'Failed to end package',
  loadFailed: 'Failed to load the client’s packages',
  none: 'No packages assigned yet',
  noPackage: 'No coaching package',
  // A recurring package the client pays through the payments provider.
  notRecurring: 'This package does not renew: there is nothing to cancel at period end',
  cancelScheduled: 'Your package will end at the end of the current period',
  cancelUndone: 'Your package will renew as usual',
  cancelFailed: 'Failed to change the renewal',
  // Ending a renewing package here would leave its payments running at the provider.
  recurringEndsAtPeriodEnd: 'This package renews through its payments: cancel it at the end of the period instead',
  coachCancelScheduled: 'The package will end at the end of the current period',
  coachCancelUndone: 'The package will renew as usual',
} as const;

/** coaching_packages.billingInterval: null is one-off (paid once, lasts its duration); month and year renew. */
export const PACKAGE_BILLING_INTERVALS = ['month', 'year'] as const;
export type PackageBillingInterval = (typeof PACKAGE_BILLING_INTERVALS)[number];

/** The Billing choice of the package form, as labelled. */
export const PACKAGE_BILLING_OPTIONS: readonly { value: PackageBillingInterval | null; label: string }[] = [
  { value: null, label: 'One-off' },
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

/** The billing label of a package: One-off, Monthly or Yearly. */
export const packageBillingLabel = (interval: PackageBillingInterval | null | undefined): string =>
  PACKAGE_BILLING_OPTIONS.find((option) => option.value === (interval ?? null))?.label ?? 'One-off';

/** A package's price with its period: "$49.00/month", "$499.00/year", or the plain price of a one-off package. */
export const formatPackagePriceWithInterval = (price: number, interval: PackageBillingInterval | null | undefined): string =>
  `${formatPackagePrice(price)}${interval ? `/${interval}` : ''}`;

export const PACKAGE_LIMITS = {
  nameMax: 200,
  descriptionMax: 2000,
  priceMax: 99_999_999.99,
  /** The form's default duration (document 2 section 9). */
  defaultDuration: 30,
  duration: { min: 1, max: 3650 },
  features: { max: 50, lengthMax: 200 },
  maxClients: { min: 1, max: 100_000 },
} as const;

/** Page sizes of the packages list (numbered pages): `limit` when left out, and the most allowed. */
export const PACKAGES_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;
/** Page sizes of one client's subscriptions (numbered pages). */
export const CLIENT_SUBSCRIPTIONS_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** client_subscriptions.status: active (the default), ended by the coach (cancelled), or past its end date (expired). */
export const CLIENT_SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type ClientSubscriptionStatus = (typeof CLIENT_SUBSCRIPTION_STATUSES)[number];

/** Features as the form collects them: trimmed, blanks dropped (Enter on a blank feature adds nothing). */
export const cleanFeatures = (features: readonly string[]): string[] => features.map((feature) => feature.trim()).filter((feature) => feature !== '');

/** YYYY-MM-DD plus whole days (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * When a subscription ends: its start plus the package's duration in days. It gives access from the start date up to
 * the day before its end date (a 30-day package started on 1 December ends on 31 December).
 */
export const subscriptionEndDate = (startDate: string, durationDays: number): string => addDays(startDate, durationDays);

/** A price as the package cards show it (USD). */
export const formatPackagePrice = (price: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(price);

export interface PackageFormInput {
  name: string;
  description: string;
  /** As typed (the form sends it as a number). */
  price: string;
  duration: string;
  features: readonly string[];
  /** Blank: unlimited. */
  maxClients: string;
}

const isDecimal = (value: string) => /^\d+(\.\d{1,2})?$/.test(value.trim());
const isWhole = (value: string) => /^\d+$/.test(value.trim());

/** Create Package and Edit Package: the rules of document 2 section 5 in its order (name, price, duration, features). */
export function validatePackageForm(input: PackageFormInput): ValidationErrors<keyof PackageFormInput> {
  const errors: ValidationErrors<keyof PackageFormInput> = {};
  const name = input.name.trim();
  if (!name) errors.name = PACKAGE_MESSAGES.nameRequired;
  else if (name.length > PACKAGE_LIMITS.nameMax) errors.name = PACKAGE_MESSAGES.nameTooLong;
  if (input.description.trim().length > PACKAGE_LIMITS.descriptionMax)
    errors.description = `Description must be at most ${PACKAGE_LIMITS.descriptionMax} characters`;
  if (!input.price.trim()) errors.price = PACKAGE_MESSAGES.priceRequired;
  else if (!isDecimal(input.price) || Number(input.price) > PACKAGE_LIMITS.priceMax) errors.price = PACKAGE_MESSAGES.priceInvalid;
  if (!isWhole(input.duration) || Number(input.duration) < PACKAGE_LIMITS.duration.min) errors.duration = PACKAGE_MESSAGES.durationMin;
  else if (Number(input.duration) > PACKAGE_LIMITS.duration.max) errors.duration = PACKAGE_MESSAGES.durationMax;
  const features = cleanFeatures(input.features);
  if (features.length === 0) errors.features = PACKAGE_MESSAGES.featuresRequired;
  else if (features.length > PACKAGE_LIMITS.features.max) errors.features = PACKAGE_MESSAGES.tooManyFeatures;
  else if (features.some((feature) => feature.length > PACKAGE_LIMITS.features.lengthMax)) errors.features = PACKAGE_MESSAGES.featureTooLong;
  if (
    input.maxClients.trim() &&
    (!isWhole(input.maxClients) || Number(input.maxClients) < PACKAGE_LIMITS.maxClients.min || Number(input.maxClients) > PACKAGE_LIMITS.maxClients.max)
  )
    errors.maxClients = PACKAGE_MESSAGES.maxClientsInvalid;
  return errors;
}

/** The calendar day (YYYY-MM-DD) it is at `at` in a time zone: a business's "today". */
export const calendarDateIn = (timeZone: string, at: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

export interface AssignPackageFormInput {
  packageId: string;
  /** YYYY-MM-DD; blank: today. */
  startDate: string;
}

/** Assign Package (the client's profile): a package is required; the start date, when given, is a calendar day. */
export function validateAssignPackageForm(input: AssignPackageFormInput): ValidationErrors<keyof AssignPackageFormInput> {
  const errors: ValidationErrors<keyof AssignPackageFormInput> = {};
  if (!input.packageId) errors.packageId = SUBSCRIPTION_MESSAGES.packageRequired;
  const start = input.startDate.trim();
  if (start && (!/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(Date.parse(`${start}T00:00:00Z`)) || addDays(start, 0) !== start))
    errors.startDate = SUBSCRIPTION_MESSAGES.startDateInvalid;
  return errors;
}
