import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Meeting } from './entities/meeting.entity';
import { startsOf } from './series-starts';

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
