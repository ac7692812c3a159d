import { fromZonedLocalInput, RECURRENCE_LIMITS, toZonedLocalInput, type RecurringPattern } from '@coachcore/domain';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { Frequency, RRule } from 'rrule';
import type { Meeting } from './entities/meeting.entity';

const DAY = 86_400_000;

/** What a calendar entry shows of a meeting. */
export type IcsMeeting = Pick<
  Meeting,
  | 'id'
  | 'title'
  | 'description'
  | 'scheduledAt'
  | 'endTime'
  | 'duration'
  | 'status'
  | 'appointmentType'
  | 'meetingUrl'
  | 'location'
  | 'phoneNumber'
  | 'isRecurring'
  | 'recurringPattern'
  | 'recurringEndDate'
  | 'updatedAt'
>;

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
export function startsOf(meeting: IcsMeeting, zone: string, from: Date, to: Date): Date[] {
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

/** Where to join or go: the video link, the place, or the phone number. */
function whereOf(meeting: IcsMeeting): string | null {
  if (meeting.appointmentType === 'video') return meeting.meetingUrl ?? null;
  if (meeting.appointmentType === 'in_person') return meeting.location ?? null;
  return meeting.phoneNumber ?? null;
}

function descriptionOf(meeting: IcsMeeting): string {
  const lines = [meeting.description ?? ''];
  if (meeting.appointmentType === 'video' && meeting.meetingUrl) lines.push(`Join: ${meeting.meetingUrl}`);
  return lines.filter(Boolean).join('\n\n');
}

const compact = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').slice(0, 15);

/**
 * An iCalendar document (RFC 5545) of these meetings: one event per start in [from, to), each with a stable UID (the
 * meeting's id, plus the start for an occurrence of a series), times in UTC, the join link or the place. A cancelled
 * meeting is listed as cancelled, so a subscribed calendar drops it.
 */
export function calendarIcs(options: { name: string; zone: string; meetings: IcsMeeting[]; from: Date; to: Date; method?: 'publish'; host: string }): string {
  const calendar = ical({ name: options.name, prodId: { company: 'CoachCore', product: 'CoachCore', language: 'EN' }, ttl: 15 * 60 });
  if (options.method) calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.x([{ key: 'X-WR-TIMEZONE', value: options.zone }]);
  for (const meeting of options.meetings) {
    const starts = startsOf(meeting, options.zone, options.from, options.to);
    for (const start of starts) {
      const where = whereOf(meeting);
      calendar.createEvent({
        id: meeting.isRecurring ? `${meeting.id}-${compact(start)}@${options.host}` : `${meeting.id}@${options.host}`,
        start,
        end: new Date(start.getTime() + meeting.duration * 60_000),
        summary: meeting.title,
        description: descriptionOf(meeting) || undefined,
        location: where ?? undefined,
        url: meeting.appointmentType === 'video' && meeting.meetingUrl ? meeting.meetingUrl : undefined,
        status: meeting.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        stamp: meeting.updatedAt,
        lastModified: meeting.updatedAt,
      });
    }
  }
  return calendar.toString();
}
