import type { FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MEETING_LIMITS, type MeetingTimeframe } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { Meeting } from './entities/meeting.entity';

export interface MeetingListFilter {
  page: number;
  limit: number;
  from?: Date;
  to?: Date;
  timeframe?: MeetingTimeframe;
}

export interface MeetingCounts {
  todayAppointments: number;
  thisWeek: number;
  groupSessions: number;
}

/** The one place meetings is queried. The entity is `@TenantOwned('coach')`: every query stays in the tenant. */
@Injectable()
export class MeetingsRepository extends TenantRepository<Meeting> {
  constructor(em: EntityManager) {
    super(em, Meeting);
  }

  findById(tenant: TenantScope, id: string): Promise<Meeting | null> {
    return this.findOne(tenant, { id }, { populate: ['client'] });
  }

  /** The meeting, locked until the surrounding transaction ends (status changes and moves of one meeting queue up). */
  async lockById(tenant: TenantScope, id: string): Promise<Meeting | null> {
    const meeting = await this.lock(tenant, { id });
    if (meeting) await this.populate([meeting], ['client']);
    return meeting;
  }

  /**
   * A page of the business's meetings: those overlapping [from, to) (the calendar), Upcoming (scheduled and in the
   * future, soonest first) or Past (the rest, latest first). A range reads the (coach, scheduled_at) index: a meeting
   * overlapping `from` started at most the longest duration before it.
   */
  page(tenant: TenantScope, filter: MeetingListFilter, now: Date): Promise<Page<Meeting>> {
    const conditions: FilterQuery<Meeting>[] = [];
    if (filter.from) {
      const earliestStart = new Date(filter.from.getTime() - MEETING_LIMITS.duration.max * 60_000);
      conditions.push({ scheduledAt: { $gte: earliestStart } }, { endTime: { $gt: filter.from } });
    }
    if (filter.to) conditions.push({ scheduledAt: { $lt: filter.to } });
    if (filter.timeframe === 'upcoming') conditions.push({ status: 'scheduled', scheduledAt: { $gt: now } });
    if (filter.timeframe === 'past') conditions.push({ $or: [{ status: { $ne: 'scheduled' } }, { scheduledAt: { $lte: now } }] });
    const direction = filter.timeframe === 'past' ? 'desc' : 'asc';
    return this.findPage(tenant, conditions.length ? { $and: conditions } : {}, filter, {
      populate: ['client'],
      orderBy: { scheduledAt: direction, id: direction },
    });
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
       from local left join meetings m on m.coach_id = :tenant
         and (m.scheduled_at >= (local.week_start at time zone :timeZone) - interval '1 day' or (m.type = 'group_session' and m.scheduled_at > :at::timestamptz))`,
      { at, timeZone },
    );
    return { todayAppointments: row!.today, thisWeek: row!.week, groupSessions: row!.groups };
  }
}
