/**
 * Business Analytics (/analytics): the charts a coach reads over a range of days, by calendar month in the business's
 * time zone, and downloads as CSV. The range rules are the server's and the range picker's.
 */

/** The longest range, in calendar months touched (a range from 2025-01-01 to 2026-12-31 touches 24). */
export const ANALYTICS_MAX_MONTHS = 24;

export const ANALYTICS_CHARTS = ['clients', 'revenue', 'revenue-by-package', 'sessions', 'adherence', 'messages', 'automations'] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

/** Each chart's card title (and the CSV file's name stem). */
export const ANALYTICS_CHART_TITLES: Record<AnalyticsChart, string> = {
  clients: 'Clients',
  revenue: 'Revenue',
  'revenue-by-package': 'Revenue by Package',
  sessions: 'Sessions',
  adherence: 'Training & Nutrition Adherence',
  messages: 'Messages',
  automations: 'Automation Runs',
};

/** The range picker's presets; `custom` takes two dates. */
export const ANALYTICS_PRESETS = ['30d', '3m', '12m', 'custom'] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

export const ANALYTICS_PRESET_LABELS: Record<AnalyticsPreset, string> = {
  '30d': 'Last 30 days',
  '3m': 'Last 3 months',
  '12m': 'Last 12 months',
  custom: 'Custom range',
};

/** What a revenue row without a package is called: a group session's payment, or a package since deleted. */
export const ANALYTICS_PACKAGE_LABELS = {
  groupSessions: 'Group sessions',
  deletedPackage: 'Deleted package',
} as const;

export const ANALYTICS_MESSAGES = {
  fromRequired: 'From date is required',
  toRequired: 'To date is required',
  dateInvalid: 'Dates must be YYYY-MM-DD',
  rangeOrder: 'From date must be on or before the to date',
  rangeTooLong: `The range can be at most ${ANALYTICS_MAX_MONTHS} months`,
  chartInvalid: `Chart must be one of ${ANALYTICS_CHARTS.join(', ')}`,
  loadFailed: 'Failed to load this chart',
  empty: 'No data in this range',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Calendar months a range touches: 2026-01-31 to 2026-02-01 touches 2. */
export function monthsTouched(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/** The first problem of a range, or null when the server will accept it (the range picker shows the same message). */
export function analyticsRangeError(from: string, to: string): string | null {
  if (!from) return ANALYTICS_MESSAGES.fromRequired;
  if (!to) return ANALYTICS_MESSAGES.toRequired;
  if (!isCalendarDay(from) || !isCalendarDay(to)) return ANALYTICS_MESSAGES.dateInvalid;
  if (from > to) return ANALYTICS_MESSAGES.rangeOrder;
  if (monthsTouched(from, to) > ANALYTICS_MAX_MONTHS) return ANALYTICS_MESSAGES.rangeTooLong;
  return null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The range of a preset, ending `today` (YYYY-MM-DD): the last 30 days including today, or the current month and the
 * 2 (or 11) before it from their first day. Null for `custom`.
 */
export function presetRange(preset: AnalyticsPreset, today: string): { from: string; to: string } | null {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  switch (preset) {
    case '30d':
      return { from: day(new Date(Date.UTC(year, month - 1, date - 29))), to: today };
    case '3m':
      return { from: day(new Date(Date.UTC(year, month - 3, 1))), to: today };
    case '12m':
      return { from: day(new Date(Date.UTC(year, month - 12, 1))), to: today };
    default:
      return null;
  }
}

/** `part` of `whole` in percent with one decimal, as every analytics rate is given; null without a whole. */
export const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
