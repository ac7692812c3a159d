import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  appointmentTypeOf,
  CLIENT_MESSAGES,
  durationError,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  meetingEndTime,
  RECURRENCE_MESSAGES,
  SCHEDULING_MESSAGES,
  type AppointmentType,
  type MeetingKind,
  type MeetingStatus,
  type SetupWizardProgress,
} from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import type { Page } from '../../common/http/pagination';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { AppConfig } from '../../config/app-config';
import { ClientsService } from '../clients/clients.service';
import { MessagingService } from '../messaging/messaging.service';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import {
  toMeetingResponse,
  type CreateMeetingDto,
  type ListMeetingsQuery,
  type MeetingResponseDto,
  type MeetingStatsResponseDto,
  type UpdateMeetingDto,
} from './dto/meeting.dto';
import type { Meeting } from './entities/meeting.entity';
import { AvailabilityRepository } from './availability.repository';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { isSlotConflict } from './meeting-constraints';
import { MeetingsRepository } from './meetings.repository';
import { CalendarIntegrationsRepository, VideoPlatformIntegrationsRepository } from './integrations.repository';
import { videoRoomUrl } from './video-room';

const STATUS_EVENTS = { completed: 'meeting_completed', cancelled: 'meeting_cancelled', no_show: 'meeting_no_show' } as const;

/** What only some meetings keep: the platform and the link for video, the place for in person. */
function applicable(appointmentType: AppointmentType, fields: { platform?: string | null; meetingUrl?: string | null; location?: string | null }) {
  const video = appointmentType === 'video';
  return {
    platform: video ? ((fields.platform ?? null) as Meeting['platform']) : null,
    meetingUrl: video ? (fields.meetingUrl ?? null) : null,
    location: appointmentType === 'in_person' ? (fields.location ?? null) : null,
  };
}

/** A recurring meeting's pattern and end (none for a single meeting); the series must end after its first meeting. */
function recurrence(
  scheduledAt: Date,
  fields: { isRecurring?: boolean | null; recurringPattern?: string | null; recurringEndDate?: string | Date | null },
): Pick<Meeting, 'isRecurring' | 'recurringPattern' | 'recurringEndDate'> {
  if (!fields.isRecurring) return { isRecurring: false, recurringPattern: null, recurringEndDate: null };
  if (!fields.recurringPattern) throw new ValidationFailedException([{ field: 'recurringPattern', message: RECURRENCE_MESSAGES.patternRequired }]);
  const end = fields.recurringEndDate ? new Date(fields.recurringEndDate) : null;
  if (end && end.getTime() <= scheduledAt.getTime())
    throw new ValidationFailedException([{ field: 'recurringEndDate', message: RECURRENCE_MESSAGES.endAfterStart }]);
  return { isRecurring: true, recurringPattern: fields.recurringPattern, recurringEndDate: end };
}

/** The rules of a meeting as a whole (its type decides its bounds): the first broken one, as a 400. */
function assertConsistent(meeting: {
  type: MeetingKind;
  appointmentType: AppointmentType;
  duration: number;
  maxParticipants: number;
  currentParticipants: number;
}) {
  if (meeting.type === 'group_session' && meeting.appointmentType === 'phone')
    throw new ValidationFailedException([{ field: 'appointmentType', message: MEETING_MESSAGES.groupSessionType }]);
  const duration = durationError(meeting.type, meeting.duration);
  if (duration) throw new ValidationFailedException([{ field: 'duration', message: duration }]);
  if (meeting.maxParticipants < meeting.currentParticipants)
    throw new ValidationFailedException([{ field: 'maxParticipants', message: MEETING_MESSAGES.participantsBelowBooked }]);
}

/** The use cases of meetings, appointments and group sessions; the only thing other modules call. */
@Injectable()
export class MeetingsService {
  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly participants: MeetingParticipantsRepository,
    private readonly clients: ClientsService,
    private readonly messaging: MessagingService,
    private readonly timeZones: UserTimeZonesService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly calendarIntegrations: CalendarIntegrationsRepository,
    private readonly videoIntegrations: VideoPlatformIntegrationsRepository,
    private readonly availability: AvailabilityRepository,
    private readonly calendarFeeds: CalendarFeedsRepository,
  ) {}

  /** A video meeting without a link gets a room of its own on the open video service (no video integration needed). */
  private withVideoRoom<T extends { meetingUrl: string | null }>(appointmentType: AppointmentType, fields: T): T {
    return appointmentType === 'video' && !fields.meetingUrl ? { ...fields, meetingUrl: videoRoomUrl(this.config.VIDEO_ROOM_BASE_URL) } : fields;
  }

  async list(tenant: Tenant, query: ListMeetingsQuery): Promise<Page<MeetingResponseDto>> {
    const from = query.from ? new Date(query.from) : undefined;
    const to = query.to ? new Date(query.to) : undefined;
    if (from && to && from.getTime() >= to.getTime()) throw new ValidationFailedException([{ field: 'from', message: MEETING_MESSAGES.invalidRange }]);
    const page = await this.meetings.page(tenant, { page: query.page, limit: query.limit, from, to, timeframe: query.timeframe }, new Date());
    return page.map(toMeetingResponse);
  }

  async get(tenant: Tenant, id: string): Promise<MeetingResponseDto> {
    return toMeetingResponse(await this.findOrFail(tenant, id));
  }

  /** The calendar's stat cards, counted in the business's time zone. */
  async stats(tenant: TenantScope, at: Date = new Date()): Promise<MeetingStatsResponseDto> {
    const timeZone = (await this.timeZones.of([tenant.businessId])).get(tenant.businessId) ?? 'UTC';
    const counts = await this.meetings.counts(tenant, timeZone, at);
    const [calendars, videos] = await Promise.all([this.calendarIntegrations.activeCount(tenant), this.videoIntegrations.activeCount(tenant)]);
    return { timeZone, ...counts, integrationsActive: calendars + videos };
  }

  /**
   * Schedules a meeting from either form: the Schedule Meeting form's `meetingType` or the calendar's
   * `appointmentType`; status scheduled, endTime = scheduledAt + duration; the client (if any) is invited as its
   * participant. The meeting, its participant and `appointment_booked` commit together.
   */
  async create(tenant: Tenant, dto: CreateMeetingDto): Promise<MeetingResponseDto> {
    const type: MeetingKind = dto.type ?? 'consultation';
    const group = type === 'group_session';
    const appointmentType = dto.meetingType ? appointmentTypeOf(dto.meetingType) : dto.appointmentType!;
    const duration = dto.duration ?? MEETING_LIMITS.defaultDuration;
    const scheduledAt = new Date(dto.scheduledAt);
    const endTime = meetingEndTime(scheduledAt, duration);
    if (dto.endTime !== undefined && new Date(dto.endTime).getTime() !== endTime.getTime())
      throw new ValidationFailedException([{ field: 'endTime', message: MEETING_MESSAGES.endTimeMismatch }]);
    const client = dto.clientId ? await this.findClient(tenant, dto.clientId) : null;
    const fields = {
      client,
      title: dto.title,
      description: dto.description ?? null,
      scheduledAt,
      endTime,
      duration,
      type,
      appointmentType,
      ...this.withVideoRoom(appointmentType, applicable(appointmentType, dto)),
      ...recurrence(scheduledAt, dto),
      status: 'scheduled' as const,
      maxParticipants: group ? (dto.maxParticipants ?? MEETING_LIMITS.participants.groupDefault) : 1,
      currentParticipants: client ? 1 : 0,
      price: dto.price ?? null,
      notes: dto.notes ?? null,
    };
    assertConsistent(fields);
    const meeting = this.meetings.add(tenant, fields);
    if (client) this.participants.invite(tenant, meeting, client);
    this.events.record('appointment_booked', {
      businessId: tenant.businessId,
      meetingId: meeting.id,
      clientId: client?.id ?? null,
      type,
      scheduledAt: scheduledAt.toISOString(),
      bookedBy: 'business',
    });
    await this.uow.save();
    this.messaging.scheduleChanged(tenant.businessId);
    return toMeetingResponse(meeting);
  }

  /**
   * Edits, reschedules or changes the status of a meeting (only what is sent changes). A cancelled meeting stays as it
   * is; only a scheduled one moves; no meeting goes back to scheduled. Each change records its event.
   */
  async update(tenant: Tenant, id: string, dto: UpdateMeetingDto): Promise<MeetingResponseDto> {
    try {
      const updated = await this.applyUpdate(tenant, id, dto);
      this.messaging.scheduleChanged(tenant.businessId);
      return updated;
    } catch (error) {
      // Moving a client's self-booking onto another one: the database refuses the overlap.
      if (isSlotConflict(error)) throw new ConflictException(SCHEDULING_MESSAGES.slotTaken);
      throw error;
    }
  }

  private applyUpdate(tenant: Tenant, id: string, dto: UpdateMeetingDto): Promise<MeetingResponseDto> {
    return this.uow.transaction(async () => {
      const meeting = await this.lockOrFail(tenant, id);
      if (meeting.status === 'cancelled') throw new ConflictException(MEETING_MESSAGES.cancelledIsFinal);
      const previousStart = meeting.scheduledAt;
      const previousDuration = meeting.duration;
      const scheduledAt = dto.scheduledAt !== undefined ? new Date(dto.scheduledAt) : meeting.scheduledAt;
      const duration = dto.duration ?? meeting.duration;
      const moved = scheduledAt.getTime() !== previousStart.getTime() || duration !== previousDuration;
      if (moved && meeting.status !== 'scheduled') throw new ConflictException(MEETING_MESSAGES.onlyScheduledReschedule);
      const statusChange = dto.status !== undefined && dto.status !== meeting.status ? dto.status : undefined;
      if (statusChange === 'scheduled') throw new ConflictException(MEETING_MESSAGES.backToScheduled);

      const type = dto.type ?? meeting.type;
      const appointmentType = dto.appointmentType ?? meeting.appointmentType;
      const group = type === 'group_session';
      const keep = <K extends 'platform' | 'meetingUrl' | 'location'>(key: K) => (dto[key] !== undefined ? dto[key] : meeting[key]);
      const next = {
        title: dto.title ?? meeting.title,
        description: dto.description !== undefined ? dto.description : meeting.description,
        scheduledAt,
        endTime: meetingEndTime(scheduledAt, duration),
        duration,
        type,
        appointmentType,
        ...this.withVideoRoom(
          appointmentType,
          applicable(appointmentType, { platform: keep('platform'), meetingUrl: keep('meetingUrl'), location: keep('location') }),
        ),
        ...recurrence(scheduledAt, {
          isRecurring: dto.isRecurring ?? meeting.isRecurring,
          recurringPattern: dto.recurringPattern !== undefined ? dto.recurringPattern : meeting.recurringPattern,
          recurringEndDate: dto.recurringEndDate !== undefined ? dto.recurringEndDate : meeting.recurringEndDate,
        }),
        maxParticipants: group
          ? (dto.maxParticipants ?? (meeting.type === 'group_session' ? meeting.maxParticipants : MEETING_LIMITS.participants.groupDefault))
          : 1,
        currentParticipants: meeting.currentParticipants,
        price: dto.price !== undefined ? dto.price : meeting.price,
        notes: dto.notes !== undefined ? dto.notes : meeting.notes,
        status: (statusChange ?? meeting.status) as MeetingStatus,
      };
      assertConsistent(next);
      Object.assign(meeting, next);

      const clientId = meeting.client?.id ?? null;
      if (moved)
        this.events.record('meeting_rescheduled', {
          businessId: tenant.businessId,
          meetingId: meeting.id,
          clientId,
          scheduledAt: meeting.scheduledAt.toISOString(),
          endTime: meeting.endTime.toISOString(),
          previousScheduledAt: previousStart.toISOString(),
        });
      if (statusChange) this.events.record(STATUS_EVENTS[statusChange], { businessId: tenant.businessId, meetingId: meeting.id, clientId });
      await this.uow.save();
      return toMeetingResponse(meeting);
    });
  }

  /** Cancels a meeting (as PATCH with status cancelled). */
  cancel(tenant: Tenant, id: string): Promise<MeetingResponseDto> {
    return this.update(tenant, id, { status: 'cancelled' });
  }

  private async findClient(tenant: TenantScope, clientId: string) {
    // An id that is no uuid names no client: the same 404 as another business's client.
    if (!isUuid(clientId)) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    return this.clients.findOrFail(tenant, clientId);
  }

  private async findOrFail(tenant: TenantScope, id: string): Promise<Meeting> {
    const meeting = await this.meetings.findById(tenant, id);
    if (!meeting) throw new NotFoundException(MEETING_MESSAGES.notFound);
    return meeting;
  }

  private async lockOrFail(tenant: TenantScope, id: string): Promise<Meeting> {
    const meeting = await this.meetings.lockById(tenant, id);
    if (!meeting) throw new NotFoundException(MEETING_MESSAGES.notFound);
    return meeting;
  }

  /**
   * The setup wizard's calendar tasks (steps 1 and 5): a calendar feed or connected calendar, a video session or
   * connected video platform, working hours, a priced kind of session, and a first booking by a client.
   */
  async setupProgress(tenant: TenantScope): Promise<SetupWizardProgress> {
    const [feed, calendars, videos, meetings, hours] = await Promise.all([
      this.calendarFeeds.hasOwnerFeed(tenant, tenant.businessId),
      this.calendarIntegrations.activeCount(tenant),
      this.videoIntegrations.activeCount(tenant),
      this.meetings.setupFacts(tenant),
      this.availability.setupFacts(tenant),
    ]);
    return {
      'calendar-sync': feed || calendars > 0,
      'video-meetings': meetings.videoSession || videos > 0,
      'working-hours': hours.workingHours,
      'meeting-types': hours.pricedTypes,
      'booking-link': meetings.clientBooking,
    };
  }
}
