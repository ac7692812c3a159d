/**
 * Landing-page currency conversion (document 3, sections 3 and 9): prices are quoted in US dollars
 * and converted with a rate against USD, rounded to whole units.
 */
export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** A currency the landing page can display; `rate` is units of this currency per 1 USD. */
export interface Currency {
  code: CurrencyCode;
  symbol: string;
  rate: number;
  flag: string;
  name: string;
}

export type CurrencyTable = Readonly<Record<CurrencyCode, Currency>>;

export const CURRENCIES: CurrencyTable = {
  USD: { code: 'USD', symbol: '$', rate: 1, flag: '🇺🇸', name: 'US Dollar' },
  EUR: { code: 'EUR', symbol: '€', rate: 0.85, flag: '🇪🇺', name: 'Euro' },
  GBP: { code: 'GBP', symbol: '£', rate: 0.73, flag: '🇬🇧', name: 'British Pound' },
  CAD: { code: 'CAD', symbol: 'C$', rate: 1.25, flag: '🇨🇦', name: 'Canadian Dollar' },
  AUD: { code: 'AUD', symbol: 'A$', rate: 1.32, flag: '🇦🇺', name: 'Australian Dollar' },
  JPY: { code: 'JPY', symbol: '¥', rate: 110, flag: '🇯🇵', name: 'Japanese Yen' },
};

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** The /landing plan price: 50 USD per month before conversion. */
export const LANDING_PRICE_USD = 50;

const EURO_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'NL', 'AT', 'BE', 'IE', 'PT', 'FI'] as const;

export const COUNTRY_CURRENCY: Readonly<Record<string, CurrencyCode>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  AU: 'AUD',
  JP: 'JPY',
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, 'EUR' as const])),
};

export const isCurrencyCode = (value: unknown): value is CurrencyCode => typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);

/** The currency shown to a visitor from a two-letter country code; USD for anything unknown. */
export function currencyForCountry(country: string | null | undefined): CurrencyCode {
  if (typeof country !== 'string') return DEFAULT_CURRENCY;
  return COUNTRY_CURRENCY[country.trim().toUpperCase()] ?? DEFAULT_CURRENCY;
}

/** Converts a USD amount and rounds to a whole number (half away from zero, as shown on the page). */
export function convertPrice(usd: number, rate: number): number {
  // Round off binary noise first so 50 * 0.73 = 36.5 rounds to 37, never 36.
  return Math.round(Number((usd * rate).toFixed(6)));
}

// Made on first use: building a NumberFormat loads locale data, which every page importing this library would
// otherwise pay for while it starts (a phone's first load included), priced or not.
let wholeNumber: Intl.NumberFormat | undefined;

/** '$50', '£37', 'C$63', '¥5,500': symbol first, whole units with thousands separators. */
export function formatPrice(amount: number, code: CurrencyCode): string {
  wholeNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return `${CURRENCIES[code].symbol}${wholeNumber.format(Math.round(amount))}`;
}

const isValidRate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Replaces default rates by live ones where the live value is a positive finite number. */
export function mergeLiveRates(defaults: CurrencyTable, liveRates: Readonly<Record<string, unknown>> | null | undefined): CurrencyTable {
  const merged = {} as Record<CurrencyCode, Currency>;
  for (const code of CURRENCY_CODES) {
    const live = liveRates?.[code];
    merged[code] = isValidRate(live) ? { ...defaults[code], rate: live } : defaults[code];
  }
  return merged;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the `rates` of an exchange-rate answer. A `success` flag is honoured when the service sends
 * one; answers without it (the v4 API) are accepted. Returns null for anything unusable.
 */
export function readLiveRates(body: unknown): Record<string, unknown> | null {
  if (!isRecord(body)) return null;
  if ('success' in body && body.success !== true) return null;
  return isRecord(body.rates) ? body.rates : null;
}

/** Reads `country_code` of an IP geolocation answer, or null. */
export function readCountryCode(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const code = body.country_code;
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code.trim()) ? code.trim().toUpperCase() : null;
}
