import type { BillingBusinessDto } from '@coachcore/api-client/admin';

/** An amount in its own currency ('£50.00', '$29.00'). */
export const formatMoney = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amount);

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Admin revenue is formatted in US dollars (document 3 section 9). */
export const formatUsd = (amount: number): string => usdFormat.format(amount);

export const formatDay = (iso: string | null): string => (iso ? new Date(iso).toLocaleDateString() : '—');

export const formatInstant = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '—');

/** The business's name, or its owner's. */
export const billingBusinessName = (business: BillingBusinessDto): string => business.businessName || `${business.firstName} ${business.lastName}`.trim();
