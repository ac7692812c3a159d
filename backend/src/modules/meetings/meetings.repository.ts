import type { FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MEETING_LIMITS, type MeetingTimeframe } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import { reachableClient, TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import type { MeetingListItem } from './dto/meeting.dto';
import { Meeting } from './entities/meeting.entity';

export interface MeetingListFilter {
  page: number;
  limit: number;
  from?: Date;
  to?: Date;
  timeframe?: MeetingTimeframe;
}

/** A row of the list's statement, as the driver answers it (timestamps and numerics as text). */
interface MeetingListRow {
  id: string;
  client_id: string | null;
  client_first_name: string | null;
  client_last_name: string | null;
  title: string;
  description: string | null;
  scheduled_at: string;
  end_time: string;
  duration: number;
  type: Meeting['type'];
  appointment_type: Meeting['appointmentType'];
  platform: Meeting['platform'];
  status: Meeting['status'];
  meeting_url: string | null;
  location: string | null;
  max_participants: number;
  current_participants: number;
  price: string | null;
  notes: string | null;
  is_recurring: boolean;
  recurring_pattern: string | null;
  recurring_end_date: string | null;
  created_at: string;
  updated_at: string;
  total_count: string;
}

const fromListRow = (row: MeetingListRow): MeetingListItem => ({
  id: row.id,
  client: row.client_id ? { id: row.client_id, firstName: row.client_first_name ?? '', lastName: row.client_last_name ?? '' } : null,
  title: row.title,
  description: row.description,
  scheduledAt: new Date(row.scheduled_at),
  endTime: new Date(row.end_time),
  duration: row.duration,
  type: row.type,
  appointmentType: row.appointment_type,
  platform: row.platform,
  status: row.status,
  meetingUrl: row.meeting_url,
  location: row.location,
  maxParticipants: row.max_participants,
  currentParticipants: row.current_participants,
  price: row.price === null ? null : Number(row.price),
  notes: row.notes,
  isRecurring: row.is_recurring,
  recurringPattern: row.recurring_pattern,
  recurringEndDate: row.recurring_end_date === null ? null : new Date(row.recurring_end_date),
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/** The list's columns (fromListRow reads them). */
const LIST_COLUMNS = `m.id, m.client_id, c.first_name as client_first_name, c.last_name as client_last_name, m.title, m.description, m.scheduled_at,
              m.end_time, m.duration, m.type, m.appointment_type, m.platform, m.status, m.meeting_url, m.location, m.max_participants,
              m.current_participants, m.price, m.notes, m.is_recurring, m.recurring_pattern, m.recurring_end_date, m.created_at, m.updated_at`;

export interface MeetingCounts {
  todayAppointments: number;
  thisWeek: number;
  groupSessions: number;
}

/**
 * The one place meetings is queried. The entity is `@TenantOwned('coach', { client: 'client', clientOptional: true })`:
 * every query stays in the tenant, and a staff member narrowed to assigned clients reaches their meetings and the group sessions.
 */
@Injectable()
export class MeetingsRepository extends TenantRepository<Meeting> {
  constructor(em: EntityManager) {
    super(em, Meeting);
  }

  /** Whether the business ever scheduled a video session, and whether a client ever booked one of its slots. */
  async setupFacts(tenant: TenantScope): Promise<{ videoSession: boolean; clientBooking: boolean }> {
    const [videoSession, clientBooking] = await Promise.all([this.exists(tenant, { appointmentType: 'video' }), this.exists(tenant, { bookedBy: 'client' })]);
    return { videoSession, clientBooking };
  }

  findById(tenant: TenantScope, id: string): Promise<Meeting | null> {
    return this.findOne(tenant, { id }, { populate: ['client'] });
  }

  /** The meeting with its coach and client (a reminder or a feed entry names them). */
  findWithPeople(tenant: TenantScope, id: string): Promise<Meeting | null> {
    return this.findOne(tenant, { id }, { populate: ['client', 'coach'] });
  }

  /**
   * What a calendar feed lists: the business's meetings (or, with `clientId`, that client's own: theirs one-on-one and
   * the sessions they hold a seat in) that start from `since`, and every recurring series still running then.
   * Oldest first, at most `limit`.
   */
  async forFeed(tenant: TenantScope, since: Date, limit: number, clientId?: string): Promise<Meeting[]> {
    const ids = await this.sql<{ id: string }[]>(
      tenant,
      `select m.id from meetings m
       where m.coach_id = :tenant
         and (m.scheduled_at >= :since or (m.is_recurring and (m.recurring_end_date is null or m.recurring_end_date >= :since)))
         and (:clientId::uuid is null or m.client_id = :clientId::uuid
              or exists (select 1 from meeting_participants p where p.meeting_id = m.id and p.participant_id = :clientId::uuid
                                                               and p.status in ('invited', 'registered')))
       order by m.scheduled_at, m.id
       limit :limit`,
      { since, limit, clientId: clientId ?? null },
    );
    if (!ids.length) return [];
    return this.find(tenant, { id: { $in: ids.map((row) => row.id) } }, { orderBy: { scheduledAt: 'asc', id: 'asc' } });
  }

  /**
   * Makes the business's self-bookings take turns until the transaction ends (a transaction-scoped advisory lock): a
   * booking then sees the one before it committed and answers 409, instead of colliding with it on the exclusion
   * constraint (where concurrent inserts deadlock and must run again).
   */
  async lockSchedule(tenant: TenantScope): Promise<void> {
    await this.sql(tenant, `select pg_advisory_xact_lock(hashtext('booking:' || :tenant))`);
  }

  /** The meeting, locked until the surrounding transaction ends (status changes and moves of one meeting queue up). */
  async lockById(tenant: TenantScope, id: string): Promise<Meeting | null> {
    const meeting = await this.lock(tenant, { id });
    if (meeting) await this.populate([meeting], ['client']);
    return meeting;
  }

  /**
   * A page of the business's meetings: those overlapping [from, to) (the calendar), Upcoming (scheduled and in the
   * future, soonest first) or Past (the rest, latest first), with the total in the same statement. A range reads the
   * (coach, scheduled_at) index: a meeting overlapping `from` started at most the longest duration before it. Plain
   * rows: hydrating a month of meetings and their clients cost ten times the query (`npm run bench -- scheduling`).
   * Group sessions (no client) concern the whole business; a staff member narrowed to clients reaches theirs.
   */
  async page(tenant: TenantScope, filter: MeetingListFilter, now: Date): Promise<Page<MeetingListItem>> {
    const where = ['m.coach_id = :tenant', `(m.client_id is null or ${reachableClient('m.client_id')})`];
    const params: Record<string, unknown> = { limit: filter.limit, offset: (filter.page - 1) * filter.limit };
    if (filter.from) {
      where.push('m.scheduled_at >= :earliestStart and m.end_time > :from');
      params.from = filter.from;
      params.earliestStart = new Date(filter.from.getTime() - MEETING_LIMITS.duration.max * 60_000);
    }
    if (filter.to) {
      where.push('m.scheduled_at < :to');
      params.to = filter.to;
    }
    if (filter.timeframe) params.now = now;
    if (filter.timeframe === 'upcoming') where.push(`m.status = 'scheduled' and m.scheduled_at > :now`);
    if (filter.timeframe === 'past') where.push(`(m.status <> 'scheduled' or m.scheduled_at <= :now)`);
    const direction = filter.timeframe === 'past' ? 'desc' : 'asc';
    const rows = await this.sql<MeetingListRow[]>(
      tenant,
      `select ${LIST_COLUMNS}, count(*) over () as total_count
         from meetings m left join clients c on c.id = m.client_id
        where ${where.join(' and ')}
        order by m.scheduled_at ${direction}, m.id ${direction} limit :limit offset :offset`,
      params,
    );
    let total = rows.length ? Number(rows[0]!.total_count) : 0;
    if (!rows.length && filter.page > 1) {
      const [counted] = await this.sql<{ count: string }[]>(tenant, `select count(*) from meetings m where ${where.join(' and ')}`, params);
      total = Number(counted!.count);
    }
    return new Page(rows.map(fromListRow), total, filter.page, filter.limit);
  }

  /**
   * The business's scheduled recurring series that may have an occurrence overlapping [from, to): started before `to`
   * and not ended before `from` (less the longest duration). `everyone`: also those of clients a staff member narrowed
   * to others does not reach (busy time, where only the times are read); otherwise as the calendar shows them.
   */
  async seriesBetween(tenant: TenantScope, from: Date, to: Date, options: { everyone?: boolean } = {}): Promise<MeetingListItem[]> {
    const where = [
      'm.coach_id = :tenant',
      `m.is_recurring and m.recurring_pattern is not null and m.status = 'scheduled'`,
      'm.scheduled_at < :to',
      '(m.recurring_end_date is null or m.recurring_end_date >= :earliestStart)',
    ];
    if (!options.everyone) where.push(`(m.client_id is null or ${reachableClient('m.client_id')})`);
    const rows = await this.sql<MeetingListRow[]>(
      tenant,
      `select ${LIST_COLUMNS}, 0 as total_count
         from meetings m left join clients c on c.id = m.client_id
        where ${where.join(' and ')}
        order by m.scheduled_at, m.id`,
      { to, earliestStart: new Date(from.getTime() - MEETING_LIMITS.duration.max * 60_000) },
    );
    return rows.map(fromListRow);
  }

  /** A new meeting of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: Omit<RequiredEntityData<Meeting>, 'coach'> & { client?: Client | null }): Meeting {
    return this.create(tenant, fields as RequiredEntityData<Meeting>);
  }

  /**
   * The stat cards, in the business's time zone: today's and this week's (Sunday to Saturday, DST included)
   * appointments that are not cancelled, and the upcoming group sessions.
   */
  async counts(tenant: TenantScope, timeZone: string, at: Date): Promise<MeetingCounts> {
    const [row] = await this.sql<{ today: number; week: number; groups: number }[]>(
      tenant,
      `with local as (
         select date_trunc('day', :at::timestamptz at time zone :timeZone) as day_start,
                date_trunc('week', (:at::timestamptz at time zone :timeZone) + interval '1 day') - interval '1 day' as week_start
       )
       select
         count(*) filter (where m.scheduled_at >= (local.day_start at time zone :timeZone)
                            and m.scheduled_at < ((local.day_start + interval '1 day') at time zone :timeZone)
                            and m.status <> 'cancelled')::int as today,
         count(*) filter (where m.scheduled_at >= (local.week_start at time zone :timeZone)
                            and m.scheduled_at < ((local.week_start + interval '7 days') at time zone :timeZone)
                            and m.status <> 'cancelled')::int as week,
         count(*) filter (where m.type = 'group_session' and m.status = 'scheduled' and m.scheduled_at > :at::timestamptz)::int as groups
       from local left join meetings m on m.coach_id = :tenant and (m.client_id is null or ${reachableClient('m.client_id')})
         and (m.scheduled_at >= (local.week_start at time zone :timeZone) - interval '1 day' or (m.type = 'group_session' and m.scheduled_at > :at::timestamptz))`,
      { at, timeZone },
    );
    return { todayAppointments: row!.today, thisWeek: row!.week, groupSessions: row!.groups };
  }

  /** The scheduled meetings overlapping [from, to) (busy time for the free slots), read by the (coach, scheduled_at) index. */
  async busyBetween(tenant: TenantScope, from: Date, to: Date): Promise<Pick<Meeting, 'scheduledAt' | 'endTime'>[]> {
    const earliestStart = new Date(from.getTime() - MEETING_LIMITS.duration.max * 60_000);
    // Raw SQL on purpose: a client's free slots must leave out every busy time of the business, also other clients'
    // meetings, which the repository's client narrowing hides. Only the times are read, never whose they are.
    const rows = await this.sql<{ scheduled_at: Date; end_time: Date }[]>(
      tenant,
      `select scheduled_at, end_time from meetings
       where coach_id = :tenant and status = 'scheduled' and scheduled_at >= :earliestStart and scheduled_at < :to and end_time > :from
       order by scheduled_at`,
      { earliestStart, to, from },
    );
    return rows.map((row) => ({ scheduledAt: new Date(row.scheduled_at), endTime: new Date(row.end_time) }));
  }

  /** Whether a scheduled meeting other than `exceptId` overlaps [start, end). */
  async overlaps(tenant: TenantScope, start: Date, end: Date, exceptId?: string): Promise<boolean> {
    const earliestStart = new Date(start.getTime() - MEETING_LIMITS.duration.max * 60_000);
    // Every scheduled meeting of the business counts, whoever it is with (see busyBetween).
    const [row] = await this.sql<{ overlapping: boolean }[]>(
      tenant,
      `select exists (select 1 from meetings
         where coach_id = :tenant and status = 'scheduled' and scheduled_at >= :earliestStart and scheduled_at < :end and end_time > :start
           and (:exceptId::uuid is null or id <> :exceptId::uuid)) as overlapping`,
      { earliestStart, start, end, exceptId: exceptId ?? null },
    );
    return row!.overlapping;
  }

  /**
   * Takes one seat of a scheduled session, if one is free: a single conditional update, so of any number of concurrent
   * joins only as many succeed as there are seats (the meetings_seats_check constraint backs it up).
   */
  async takeSeat(tenant: TenantScope, id: string): Promise<boolean> {
    const result = await this.sql<{ affectedRows: number }>(
      tenant,
      `update meetings set current_participants = current_participants + 1, updated_at = now()
       where id = :id and coach_id = :tenant and status = 'scheduled' and current_participants < max_participants`,
      { id },
      'run',
    );
    return result.affectedRows === 1;
  }

  /** Gives a seat back (never below zero). */
  async releaseSeat(tenant: TenantScope, id: string): Promise<void> {
    await this.sql(
      tenant,
      `update meetings set current_participants = current_participants - 1, updated_at = now()
       where id = :id and coach_id = :tenant and current_participants > 0`,
      { id },
      'run',
    );
  }

  /** The meeting as it is in the database now (after a conditional update). */
  reload(tenant: TenantScope, id: string): Promise<Meeting | null> {
    return this.findOne(tenant, { id }, { populate: ['client'], refresh: true });
  }

  /** A client's own meetings: theirs one-on-one, or those they hold a participant row in (`meetingIds`). */
  clientPage(tenant: TenantScope, clientId: string, meetingIds: string[], filter: MeetingListFilter, now: Date): Promise<Page<Meeting>> {
    const own: FilterQuery<Meeting> = { $or: [{ client: clientId }, { id: { $in: meetingIds } }] };
    const conditions: FilterQuery<Meeting>[] = [own];
    // A recurring series is upcoming while it still runs (no end date, or one ahead), whenever its first start was.
    const running: FilterQuery<Meeting> = {
      isRecurring: true,
      recurringPattern: { $ne: null },
      $or: [{ recurringEndDate: null }, { recurringEndDate: { $gt: now } }],
    };
    if (filter.timeframe === 'upcoming') conditions.push({ status: 'scheduled', $or: [{ scheduledAt: { $gt: now } }, running] });
    if (filter.timeframe === 'past')
      conditions.push({ $or: [{ status: { $ne: 'scheduled' } }, { $and: [{ scheduledAt: { $lte: now } }, { $not: running }] }] });
    const direction = filter.timeframe === 'past' ? 'desc' : 'asc';
    return this.findPage(tenant, { $and: conditions }, filter, { populate: ['client'], orderBy: { scheduledAt: direction, id: direction } });
  }

  /** The business's upcoming group sessions (scheduled, in the future), soonest first. */
  upcomingGroupSessions(tenant: TenantScope, page: { page: number; limit: number }, now: Date): Promise<Page<Meeting>> {
    return this.findPage(tenant, { type: 'group_session', status: 'scheduled', scheduledAt: { $gt: now } }, page, {
      orderBy: { scheduledAt: 'asc', id: 'asc' },
    });
  }

  /** Every meeting booked with the client (their own appointments), oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<Meeting[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { scheduledAt: 'asc', id: 'asc' } });
  }
}
