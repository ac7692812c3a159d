import { Inject, Injectable, Logger } from '@nestjs/common';
import { SEATED_STATUSES, toZonedLocalInput } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { TenantScope } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import { JobQueue } from '../../infra/queues/job-queue.service';
import type { Client } from '../clients/entities/client.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { calendarIcs } from './calendar-ics';
import { startsOf } from './series-starts';
import type { Meeting } from './entities/meeting.entity';
import type { ReminderKind } from './entities/meeting-reminder.entity';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { MeetingRemindersRepository } from './meeting-reminders.repository';
import { MeetingsRepository } from './meetings.repository';

const HOUR = 3_600_000;
/** How far ahead a series' next start is looked for: past the longest gap between occurrences (monthly). */
const SERIES_LOOKAHEAD_MS = 40 * 24 * HOUR;

/** The reminders of a meeting and how long before its start each goes. */
export const REMINDERS: readonly { kind: ReminderKind; before: number }[] = [
  { kind: '24h', before: 24 * HOUR },
  { kind: '1h', before: HOUR },
];

/** The job of one reminder of a meeting at one start: moving the meeting gives its reminders new ids. */
export const reminderJobId = (meetingId: string, kind: ReminderKind, scheduledFor: Date | string): string =>
  `reminder.${meetingId}.${kind}.${new Date(scheduledFor).getTime()}`;

/** The e-mail outbox key of one reminder to one person. */
export const reminderEmailKey = (meetingId: string, kind: ReminderKind, scheduledFor: Date, recipientId: string): string =>
  `meeting-reminder:${meetingId}:${kind}:${scheduledFor.getTime()}:${recipientId}`;

export type ReminderOutcome = 'sent' | 'already-sent' | 'stale';

interface Recipient {
  id: string;
  email: string;
  firstName: string;
  zone: string;
  withWhom: string | null;
  url: string;
}

/**
 * Meeting reminders: e-mails a day and an hour before a meeting to the coach and every participant, each with the
 * meeting's .ics attached. They wait as delayed BullMQ jobs whose ids name the meeting, the reminder and the start:
 * `sync` (run for every booking, move and cancellation, from the outbox's events) adds the jobs of the meeting's
 * current start and removes those of the previous one and of a cancelled meeting. A job that still runs for a start
 * that is no longer the meeting's, or for a meeting no longer scheduled, sends nothing. Each e-mail is claimed in
 * meeting_reminders (unique per meeting, reminder, start and person) in the transaction that stages it, so a retried
 * job, a job re-run after a restart or two workers send it once. A recurring meeting is reminded of each occurrence:
 * the jobs wait for its next start, and the last reminder of an occurrence lines up those of the one after.
 */
@Injectable()
export class RemindersService {
  private readonly logger = new Logger(RemindersService.name);

  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly participants: MeetingParticipantsRepository,
    private readonly reminders: MeetingRemindersRepository,
    private readonly notifications: NotificationsService,
    private readonly timeZones: UserTimeZonesService,
    private readonly jobs: JobQueue,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * Puts the meeting's reminder jobs in line with the meeting as it is now: the jobs of `previousScheduledAt` (a move)
   * are removed; a scheduled meeting gets a delayed job for each reminder still ahead of `now`; a meeting that is not
   * scheduled (cancelled, completed, no-show, deleted) keeps none. Answers the ids of the jobs it left waiting.
   */
  async sync(businessId: string, meetingId: string, options: { previousScheduledAt?: string; now?: Date; after?: Date } = {}): Promise<string[]> {
    const now = options.now ?? new Date();
    // Reminders due after this instant are lined up (a series' next occurrence is looked for from the one just reminded).
    const after = options.after && options.after > now ? options.after : now;
    const queue = this.jobs.queue('reminders');
    const remove = async (start: Date | string) => {
      for (const { kind } of REMINDERS) await queue.remove(reminderJobId(meetingId, kind, start)).catch(() => 0);
    };
    if (options.previousScheduledAt) await remove(options.previousScheduledAt);
    const meeting = await this.meetings.findById({ businessId }, meetingId);
    if (!meeting) return [];
    if (meeting.status !== 'scheduled') {
      await remove(meeting.scheduledAt);
      return [];
    }
    // A series is reminded one occurrence at a time: the next one with a reminder still ahead (its last reminder's job
    // lines up the occurrence after it).
    const starts = meeting.isRecurring
      ? await this.occurrences(businessId, meeting, after, new Date(after.getTime() + SERIES_LOOKAHEAD_MS))
      : [meeting.scheduledAt];
    const start = starts.find((candidate) => REMINDERS.some(({ before }) => candidate.getTime() - before > after.getTime()));
    if (!start) return [];
    const waiting: string[] = [];
    for (const { kind, before } of REMINDERS) {
      const dueAt = start.getTime() - before;
      if (dueAt <= after.getTime()) continue;
      const jobId = reminderJobId(meeting.id, kind, start);
      await this.jobs.enqueue(
        'reminders',
        'meeting-reminder',
        { businessId, meetingId: meeting.id, kind, scheduledFor: start.toISOString() },
        { jobId, delay: Math.max(0, dueAt - now.getTime()) },
      );
      waiting.push(jobId);
    }
    return waiting;
  }

  /** The starts of a recurring meeting in [from, to), on its business's clock. */
  private async occurrences(businessId: string, meeting: Meeting, from: Date, to: Date): Promise<Date[]> {
    const zone = (await this.timeZones.of([businessId])).get(businessId) ?? 'UTC';
    return startsOf(meeting, zone, from, to);
  }

  /** Whether `start` is when the meeting (or an occurrence of its series) starts. */
  private async startsAt(businessId: string, meeting: Meeting, start: Date): Promise<boolean> {
    if (!meeting.isRecurring) return meeting.scheduledAt.getTime() === start.getTime();
    return (await this.occurrences(businessId, meeting, start, new Date(start.getTime() + 1))).length > 0;
  }

  /**
   * Sends a reminder of a meeting (the job's work): to the coach and every participant with a seat, unless the meeting
   * moved away from `scheduledFor` or is no longer scheduled. Each person's e-mail, its claim and the event that
   * delivers it commit together.
   */
  async send(businessId: string, meetingId: string, kind: ReminderKind, scheduledFor: string, now: Date = new Date()): Promise<ReminderOutcome> {
    const start = new Date(scheduledFor);
    const outcome = await this.sendOnce(businessId, meetingId, kind, start);
    // A series' last reminder of an occurrence lines up the next occurrence's (moved or cancelled series: sync decides).
    const last = REMINDERS[REMINDERS.length - 1]!;
    if (kind === last.kind) await this.sync(businessId, meetingId, { now, after: new Date(start.getTime() - last.before + 1) });
    return outcome;
  }

  private async sendOnce(businessId: string, meetingId: string, kind: ReminderKind, start: Date): Promise<ReminderOutcome> {
    const tenant: TenantScope = { businessId };
    return this.uow.transaction(async () => {
      const meeting = await this.meetings.findWithPeople(tenant, meetingId);
      if (!meeting || meeting.status !== 'scheduled' || !(await this.startsAt(businessId, meeting, start))) return 'stale' as const;
      const recipients = await this.recipientsOf(tenant, meeting);
      const attachment = {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendarIcs({
          name: meeting.title,
          zone: 'UTC',
          // This occurrence alone (a series' reminder is for one of its starts).
          meetings: [{ ...meeting, scheduledAt: start, endTime: new Date(start.getTime() + meeting.duration * 60_000), isRecurring: false }],
          from: start,
          to: new Date(start.getTime() + 1),
          method: 'publish',
          host: new URL(this.config.appUrl).hostname,
        }),
      };
      const emailKeys: string[] = [];
      const clientIds: string[] = [];
      for (const person of recipients) {
        const emailKey = reminderEmailKey(meeting.id, kind, start, person.id);
        const claimed = await this.reminders.claim(tenant, {
          meetingId: meeting.id,
          kind,
          scheduledFor: start,
          recipientId: person.id,
          recipientEmail: person.email,
          emailKey,
        });
        if (!claimed) continue;
        this.notifications.stageMeetingReminderEmail(
          emailKey,
          person.email,
          {
            firstName: person.firstName,
            title: meeting.title,
            kind,
            startsAt: `${toZonedLocalInput(start, person.zone).replace('T', ' ')} (${person.zone})`,
            withWhom: person.withWhom,
            joinUrl:
              meeting.appointmentType === 'video' ? (meeting.meetingUrl ?? null) : meeting.appointmentType === 'phone' ? (meeting.phoneNumber ?? null) : null,
            location: meeting.appointmentType === 'in_person' ? (meeting.location ?? null) : null,
            url: person.url,
          },
          [attachment],
        );
        emailKeys.push(emailKey);
        if (person.id !== meeting.coach.id) clientIds.push(person.id);
      }
      if (!emailKeys.length) return 'already-sent' as const;
      meeting.reminderSent = true;
      this.events.record('meeting_reminder_due', { businessId, meetingId: meeting.id, kind, scheduledFor: start.toISOString(), emailKeys, clientIds });
      await this.uow.save();
      this.logger.debug(`Reminder ${kind} of meeting ${meeting.id}: ${emailKeys.length} e-mail(s)`);
      return 'sent' as const;
    });
  }

  /** The coach and each participant with a seat (or the meeting's client), once per address, in their own time zones. */
  private async recipientsOf(tenant: TenantScope, meeting: Meeting): Promise<Recipient[]> {
    const coach = meeting.coach;
    const rows = await this.participants.listOf(tenant, meeting.id);
    const clients: Client[] = rows.filter((row) => SEATED_STATUSES.includes(row.status)).map((row) => row.participant);
    if (meeting.client && !clients.some((client) => client.id === meeting.client!.id)) clients.push(meeting.client);
    const userIds = [coach.id, ...clients.flatMap((client) => (client.user ? [client.user.id] : []))];
    const zones = await this.timeZones.of(userIds);
    const businessZone = zones.get(coach.id) ?? 'UTC';
    const coachName = `${coach.firstName} ${coach.lastName}`.trim();
    const group = meeting.type === 'group_session';
    const people: Recipient[] = [
      {
        id: coach.id,
        email: coach.email,
        firstName: coach.firstName,
        zone: businessZone,
        withWhom: group ? null : meeting.client ? `${meeting.client.firstName} ${meeting.client.lastName}`.trim() : null,
        url: `${this.config.appUrl}/calendar`,
      },
      ...clients.map((client) => ({
        id: client.id,
        email: client.email,
        firstName: client.firstName,
        zone: (client.user && zones.get(client.user.id)) || businessZone,
        withWhom: group ? null : coachName || null,
        url: `${this.config.appUrl}/client/meetings`,
      })),
    ];
    const seen = new Set<string>();
    return people.filter((person) => {
      const address = person.email.toLowerCase();
      if (seen.has(address)) return false;
      seen.add(address);
      return true;
    });
  }
}
