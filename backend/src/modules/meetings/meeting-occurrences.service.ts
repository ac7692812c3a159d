import { Injectable } from '@nestjs/common';
import { RECURRENCE_LIMITS, RECURRENCE_MESSAGES, MEETING_MESSAGES } from '@coachcore/domain';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { toMeetingResponse, type ListOccurrencesQuery, type MeetingListItem, type MeetingOccurrenceResponseDto } from './dto/meeting.dto';
import type { Meeting } from './entities/meeting.entity';
import { MeetingsRepository } from './meetings.repository';
import { startsOf } from './series-starts';

const DAY = 86_400_000;

interface Occurrence {
  series: MeetingListItem;
  start: Date;
  end: Date;
}

/**
 * The later occurrences of recurring series (a series is one meeting row: its first start). The calendar shows them,
 * and they are busy time: a client's free slots leave them out and a booking on one is refused, as on any meeting.
 */
@Injectable()
export class MeetingOccurrencesService {
  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly timeZones: UserTimeZonesService,
  ) {}

  /** The calendar's occurrences overlapping [from, to), soonest first. */
  async list(tenant: Tenant, query: ListOccurrencesQuery): Promise<MeetingOccurrenceResponseDto[]> {
    const from = new Date(query.from);
    const to = new Date(query.to);
    if (from.getTime() >= to.getTime()) throw new ValidationFailedException([{ field: 'from', message: MEETING_MESSAGES.invalidRange }]);
    if (to.getTime() - from.getTime() > RECURRENCE_LIMITS.occurrenceRangeDays * DAY)
      throw new ValidationFailedException([{ field: 'to', message: RECURRENCE_MESSAGES.rangeTooLong }]);
    return (await this.between(tenant, from, to)).map(({ series, start, end }) => ({
      meeting: toMeetingResponse(series),
      scheduledAt: start.toISOString(),
      endTime: end.toISOString(),
    }));
  }

  /** The occurrences' times in [from, to) whoever they are with (busy time: only the times are read). */
  async busyBetween(tenant: TenantScope, from: Date, to: Date, exceptId?: string): Promise<{ scheduledAt: Date; endTime: Date }[]> {
    return (await this.between(tenant, from, to, { everyone: true }))
      .filter(({ series }) => series.id !== exceptId)
      .map(({ start, end }) => ({ scheduledAt: start, endTime: end }));
  }

  /** Whether an occurrence (of a series other than `exceptId`) overlaps [start, end). */
  async overlaps(tenant: TenantScope, start: Date, end: Date, exceptId?: string): Promise<boolean> {
    return (await this.busyBetween(tenant, start, end, exceptId)).length > 0;
  }

  /**
   * When each scheduled meeting next starts from `now`: its start while ahead, a running series' next occurrence on the
   * business's clock (the longest gap between two is a month, so it is within 32 days).
   */
  async nextStarts(
    tenant: TenantScope,
    meetings: Pick<Meeting, 'id' | 'status' | 'scheduledAt' | 'isRecurring' | 'recurringPattern' | 'recurringEndDate'>[],
    now: Date = new Date(),
  ): Promise<Map<string, Date>> {
    const next = new Map<string, Date>();
    const scheduled = meetings.filter((meeting) => meeting.status === 'scheduled');
    const zone = scheduled.some((meeting) => meeting.isRecurring) ? await this.zoneOf(tenant) : 'UTC';
    for (const meeting of scheduled) {
      if (meeting.scheduledAt > now) next.set(meeting.id, meeting.scheduledAt);
      else if (meeting.isRecurring) {
        const [start] = startsOf(meeting, zone, now, new Date(now.getTime() + 32 * DAY));
        if (start) next.set(meeting.id, start);
      }
    }
    return next;
  }

  private async zoneOf(tenant: TenantScope): Promise<string> {
    return (await this.timeZones.of([tenant.businessId])).get(tenant.businessId) ?? 'UTC';
  }

  /** Every occurrence after a series' first overlapping [from, to), on the business's wall clock. */
  private async between(tenant: TenantScope, from: Date, to: Date, options: { everyone?: boolean } = {}): Promise<Occurrence[]> {
    const series = await this.meetings.seriesBetween(tenant, from, to, options);
    if (!series.length) return [];
    const zone = await this.zoneOf(tenant);
    const occurrences: Occurrence[] = [];
    for (const meeting of series) {
      const length = meeting.duration * 60_000;
      for (const start of startsOf(meeting, zone, new Date(from.getTime() - length), to)) {
        const end = new Date(start.getTime() + length);
        if (start.getTime() !== meeting.scheduledAt.getTime() && end > from) occurrences.push({ series: meeting, start, end });
      }
    }
    return occurrences.sort((a, b) => a.start.getTime() - b.start.getTime());
  }
}
