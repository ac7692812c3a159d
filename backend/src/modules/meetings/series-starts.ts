import { fromZonedLocalInput, RECURRENCE_LIMITS, toZonedLocalInput, type RecurringPattern } from '@coachcore/domain';
import { Frequency, RRule } from 'rrule';
import type { Meeting } from './entities/meeting.entity';

const DAY = 86_400_000;

/** What a meeting's starts follow from. */
export type SeriesFields = Pick<Meeting, 'scheduledAt' | 'isRecurring' | 'recurringEndDate'> & { recurringPattern?: string | null };

const RULES: Record<RecurringPattern, { freq: Frequency; interval: number }> = {
  daily: { freq: RRule.DAILY, interval: 1 },
  weekly: { freq: RRule.WEEKLY, interval: 1 },
  biweekly: { freq: RRule.WEEKLY, interval: 2 },
  monthly: { freq: RRule.MONTHLY, interval: 1 },
};

/** A wall-clock time of `zone` written as if it were UTC (rrule counts in plain days and hours). */
const wallClock = (instant: Date, zone: string): Date => new Date(`${toZonedLocalInput(instant, zone)}:00.000Z`);
/** Back from the wall clock of `zone` to the instant. */
const instantOf = (wall: Date, zone: string): Date => new Date(fromZonedLocalInput(wall.toISOString().slice(0, 16), zone));

/**
 * The starts of a meeting in [from, to): the one start of a single meeting, every occurrence of a recurring one. A
 * series repeats on the wall clock of the business's time zone (rrule over local times, each turned back into an
 * instant), so a weekly 09:00 session stays at 09:00 local time across a daylight-saving change; it ends on
 * `recurringEndDate` (inclusive) or, without one, the feed lists RECURRENCE_LIMITS.openEndedDays ahead.
 */
export function startsOf(meeting: SeriesFields, zone: string, from: Date, to: Date): Date[] {
  const pattern = meeting.recurringPattern as RecurringPattern | null | undefined;
  if (!meeting.isRecurring || !pattern || !RULES[pattern]) return meeting.scheduledAt >= from && meeting.scheduledAt < to ? [meeting.scheduledAt] : [];
  const until = meeting.recurringEndDate && meeting.recurringEndDate < to ? meeting.recurringEndDate : to;
  const rule = new RRule({ ...RULES[pattern], dtstart: wallClock(meeting.scheduledAt, zone), until: wallClock(until, zone) });
  // The wall-clock window is widened by a day each side (offsets are under a day), then cut on real instants.
  const wallStarts = rule.between(new Date(wallClock(from, zone).getTime() - DAY), new Date(wallClock(until, zone).getTime() + DAY), true);
  return wallStarts
    .map((wall) => instantOf(wall, zone))
    .filter((start) => start >= from && start < to && start <= until)
    .slice(0, RECURRENCE_LIMITS.maxOccurrences);
}
