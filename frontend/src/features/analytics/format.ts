const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** '2026-03' → 'Mar 2026'. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return monthFormat.format(new Date(Date.UTC(year, index - 1, 1)));
}

export const dollars = (amount: number) => dollarFormat.format(amount);

export const sum = <T>(rows: readonly T[], pick: (row: T) => number | null) => rows.reduce((total, row) => total + (pick(row) ?? 0), 0);

/** Whether every figure of every row is zero or empty: nothing to draw. */
export const allZero = <T>(rows: readonly T[], pick: (row: T) => Array<number | null>) => rows.every((row) => pick(row).every((value) => !value));

/** '1 session' / '3 sessions'. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
