/** Times as a person reads them on a given wall clock (the client portal's meetings and free slots). */

/** An instant on the wall clock of `timeZone`: "Tue, Dec 1, 3:00 PM". */
export function formatInZone(instant: Date | string, timeZone: string, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...options,
  }).format(new Date(instant));
}

/** A `YYYY-MM-DD` day as a heading: "Tuesday, December 1". */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}

/** A slot's `HH:MM` as "3:00 PM". */
export function formatClock(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
