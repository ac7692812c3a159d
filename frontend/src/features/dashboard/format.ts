const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', 'just now'. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });
export const formatDollars = (amount: number) => dollars.format(amount);

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** A change caption: '+8%', '-3%', '+0.3'; null (no caption) when there is nothing to compare with. */
export function formatChange(change: number | null | undefined, unit: '%' | '' = '%'): string | null {
  if (change == null) return null;
  const value = unit === '%' ? String(Math.round(change)) : String(Math.round(change * 10) / 10);
  return `${change > 0 ? '+' : ''}${value}${unit}`;
}

/** Workouts Completed counts this week: its caption says so, with the change against the same days of last week when there is one. */
export function workoutsCaption(change: number | null | undefined): string {
  const formatted = formatChange(change);
  return formatted ? `${formatted} vs last week` : 'this week';
}
