import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  fromZonedLocalInput,
  meetingEndTime,
  minutesOfDay,
  noticeMessage,
  overlappingWindow,
  SCHEDULING_LIMITS,
  SCHEDULING_MESSAGES,
  slotStartsOf,
  toZonedLocalInput,
} from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import { signedInClientId } from '../../common/http/signed-in-client';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { AppConfig } from '../../config/app-config';
import { ClientsService } from '../clients/clients.service';
import { MessagingService } from '../messaging/messaging.service';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { AvailabilityRepository, BookingSettingsRepository } from './availability.repository';
import { toMeetingResponse, type MeetingResponseDto } from './dto/meeting.dto';
import {
  toAvailabilityResponse,
  toBookingSettingsResponse,
  type AvailabilityResponseDto,
  type BookAppointmentDto,
  type BookingSettingsResponseDto,
  type FreeSlotDto,
  type FreeSlotsQuery,
  type FreeSlotsResponseDto,
  type ReplaceAvailabilityDto,
  type RescheduleAppointmentDto,
} from './dto/scheduling.dto';
import type { CalendarAvailability } from './entities/calendar-availability.entity';
import type { Meeting } from './entities/meeting.entity';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { isDeadlock, isSlotConflict } from './meeting-constraints';
import { MeetingOccurrencesService } from './meeting-occurrences.service';
import { MeetingsRepository } from './meetings.repository';
import { videoRoomUrl } from './video-room';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `YYYY-MM-DD` plus `days` (calendar arithmetic on the date alone). */
const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A slot of a period of working hours on one day. */
interface Slot {
  start: Date;
  end: Date;
  window: CalendarAvailability;
}

/**
 * Availability and client self-booking: the coach's weekly working hours (calendar_availability, on the wall clock of
 * the business's time zone), the notice period, the free slots a client sees in their own time zone, and booking,
 * moving and cancelling a slot. A self-booked appointment is a meeting (`bookedBy` client) on the coach's calendar;
 * the database's exclusion constraint keeps two of them from overlapping, however many requests arrive at once.
 */
@Injectable()
export class BookingService {
  constructor(
    private readonly availability: AvailabilityRepository,
    private readonly settings: BookingSettingsRepository,
    private readonly meetings: MeetingsRepository,
    private readonly participants: MeetingParticipantsRepository,
    private readonly clients: ClientsService,
    private readonly messaging: MessagingService,
    private readonly timeZones: UserTimeZonesService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly occurrences: MeetingOccurrencesService,
  ) {}

  async listAvailability(tenant: TenantScope): Promise<AvailabilityResponseDto[]> {
    return (await this.availability.list(tenant)).map(toAvailabilityResponse);
  }

  /** Replaces the week of working hours; periods of one day must not overlap. */
  async replaceAvailability(tenant: Tenant, dto: ReplaceAvailabilityDto): Promise<AvailabilityResponseDto[]> {
    dto.windows.forEach((window, index) => {
      if (minutesOfDay(window.endTime) <= minutesOfDay(window.startTime))
        throw new ValidationFailedException([{ field: `windows.${index}.endTime`, message: SCHEDULING_MESSAGES.endAfterStart }]);
      const slot = window.slotDuration ?? SCHEDULING_LIMITS.defaultSlotDuration;
      if (minutesOfDay(window.endTime) - minutesOfDay(window.startTime) < slot)
        throw new ValidationFailedException([{ field: `windows.${index}.slotDuration`, message: SCHEDULING_MESSAGES.slotFits }]);
    });
    const overlap = overlappingWindow(dto.windows);
    if (overlap >= 0) throw new ValidationFailedException([{ field: `windows.${overlap}.startTime`, message: SCHEDULING_MESSAGES.overlap }]);
    const rows = await this.uow.transaction(async () => {
      const created = await this.availability.replace(
        tenant,
        dto.windows.map((window) => ({
          dayOfWeek: window.dayOfWeek,
          startTime: window.startTime,
          endTime: window.endTime,
          slotDuration: window.slotDuration ?? SCHEDULING_LIMITS.defaultSlotDuration,
          availabilityType: window.availabilityType ?? 'video',
          price: window.price ?? null,
          location: window.availabilityType === 'in_person' ? (window.location ?? null) : null,
          isActive: window.isActive ?? true,
        })),
      );
      this.events.record('availability_updated', { businessId: tenant.businessId, windows: created.length });
      await this.uow.save();
      return created;
    });
    this.messaging.scheduleChanged(tenant.businessId);
    return rows.sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime)).map(toAvailabilityResponse);
  }

  async getSettings(tenant: TenantScope): Promise<BookingSettingsResponseDto> {
    return toBookingSettingsResponse({ noticeHours: await this.noticeHours(tenant) }, await this.businessTimeZone(tenant));
  }

  async saveSettings(tenant: Tenant, noticeHours: number): Promise<BookingSettingsResponseDto> {
    await this.uow.transaction(async () => {
      await this.settings.save(tenant, noticeHours);
      this.events.record('booking_settings_updated', { businessId: tenant.businessId, noticeHours });
      await this.uow.save();
    });
    this.messaging.scheduleChanged(tenant.businessId);
    return toBookingSettingsResponse({ noticeHours }, await this.businessTimeZone(tenant));
  }

  /**
   * The free slots in [from, to) (default: the next 14 days): every slot of the active working hours that starts after
   * the notice period and overlaps no scheduled meeting, with its day and time on the client's own wall clock.
   */
  async freeSlots(tenant: Tenant, query: FreeSlotsQuery, now: Date = new Date()): Promise<FreeSlotsResponseDto> {
    const from = query.from ? new Date(query.from) : now;
    const to = query.to ? new Date(query.to) : new Date(from.getTime() + 14 * DAY);
    if (from.getTime() >= to.getTime()) throw new ValidationFailedException([{ field: 'from', message: SCHEDULING_MESSAGES.rangeInvalid }]);
    if (to.getTime() - from.getTime() > SCHEDULING_LIMITS.maxRangeDays * DAY)
      throw new ValidationFailedException([{ field: 'to', message: SCHEDULING_MESSAGES.rangeTooLong }]);
    const [noticeHours, businessZone, clientZone, windows] = await Promise.all([
      this.noticeHours(tenant),
      this.businessTimeZone(tenant),
      this.zoneOf(tenant.actor.id),
      this.availability.active(tenant),
    ]);
    const earliest = Math.max(from.getTime(), now.getTime() + noticeHours * HOUR);
    const candidates = this.slotsBetween(windows, businessZone, new Date(earliest), to);
    const busy = candidates.length ? await this.busyBetween(tenant, candidates[0]!.start, candidates.at(-1)!.end) : [];
    const free = candidates.filter((slot) => !busy.some((m) => m.scheduledAt < slot.end && m.endTime > slot.start));
    return { timeZone: clientZone, noticeHours, slots: free.map((slot) => this.toFreeSlot(slot, clientZone)) };
  }

  /**
   * Books a free slot for the signed-in client: a scheduled meeting with them as its client and participant, and
   * `appointment_booked` (booked by the client), committed together. A slot taken meanwhile answers 409.
   */
  async book(tenant: Tenant, dto: BookAppointmentDto, now: Date = new Date()): Promise<MeetingResponseDto> {
    const clientId = signedInClientId(tenant);
    const slot = await this.slotOf(tenant, dto.availabilityId, dto.startsAt, now);
    const meeting = await this.saveSlot(async () => {
      await this.meetings.lockSchedule(tenant);
      if (await this.taken(tenant, slot.start, slot.end)) throw new ConflictException(SCHEDULING_MESSAGES.slotTaken);
      const client = await this.clients.findOrFail(tenant, clientId);
      const created = this.meetings.add(tenant, {
        client,
        title: 'Appointment',
        scheduledAt: slot.start,
        endTime: slot.end,
        duration: slot.window.slotDuration,
        type: 'consultation',
        appointmentType: slot.window.availabilityType,
        location: slot.window.availabilityType === 'in_person' ? (slot.window.location ?? null) : null,
        meetingUrl: slot.window.availabilityType === 'video' ? videoRoomUrl(this.config.VIDEO_ROOM_BASE_URL) : null,
        status: 'scheduled',
        maxParticipants: 1,
        currentParticipants: 1,
        price: slot.window.price ?? null,
        notes: dto.notes ?? null,
        bookedBy: 'client',
        availabilityId: slot.window.id,
      });
      this.participants.invite(tenant, created, client, 'registered');
      this.events.record('appointment_booked', {
        businessId: tenant.businessId,
        meetingId: created.id,
        clientId,
        type: created.type,
        scheduledAt: created.scheduledAt.toISOString(),
        bookedBy: 'client',
      });
      await this.uow.save();
      return created;
    });
    this.messaging.scheduleChanged(tenant.businessId);
    return toMeetingResponse(meeting);
  }

  /** Moves the client's own appointment to another free slot (both the old and the new start outside the notice period). */
  async reschedule(tenant: Tenant, id: string, dto: RescheduleAppointmentDto, now: Date = new Date()): Promise<MeetingResponseDto> {
    const slot = await this.slotOf(tenant, dto.availabilityId, dto.startsAt, now);
    const meeting = await this.saveSlot(async () => {
      await this.meetings.lockSchedule(tenant);
      const own = await this.lockOwnBooking(tenant, id, now);
      if (await this.taken(tenant, slot.start, slot.end, own.id)) throw new ConflictException(SCHEDULING_MESSAGES.slotTaken);
      const previous = own.scheduledAt;
      Object.assign(own, {
        scheduledAt: slot.start,
        endTime: slot.end,
        duration: slot.window.slotDuration,
        appointmentType: slot.window.availabilityType,
        location: slot.window.availabilityType === 'in_person' ? (slot.window.location ?? null) : null,
        meetingUrl: slot.window.availabilityType === 'video' ? (own.meetingUrl ?? videoRoomUrl(this.config.VIDEO_ROOM_BASE_URL)) : null,
        price: slot.window.price ?? null,
        availabilityId: slot.window.id,
      });
      this.events.record('meeting_rescheduled', {
        businessId: tenant.businessId,
        meetingId: own.id,
        clientId: own.client?.id ?? null,
        scheduledAt: own.scheduledAt.toISOString(),
        endTime: own.endTime.toISOString(),
        previousScheduledAt: previous.toISOString(),
      });
      await this.uow.save();
      return own;
    });
    this.messaging.scheduleChanged(tenant.businessId);
    return toMeetingResponse(meeting);
  }

  /** Cancels the client's own appointment (outside the notice period); its slot is free again. */
  async cancel(tenant: Tenant, id: string, now: Date = new Date()): Promise<MeetingResponseDto> {
    const meeting = await this.uow.transaction(async () => {
      const own = await this.lockOwnBooking(tenant, id, now);
      own.status = 'cancelled';
      this.events.record('meeting_cancelled', { businessId: tenant.businessId, meetingId: own.id, clientId: own.client?.id ?? null });
      await this.uow.save();
      return own;
    });
    this.messaging.scheduleChanged(tenant.businessId);
    return toMeetingResponse(meeting);
  }

  /**
   * Runs the write; the database's refusal of an overlapping self-booking (a concurrent one won) answers 409. A write
   * chosen as a deadlock's victim (colliding inserts on the exclusion constraint) runs again and then sees the winner.
   */
  private async saveSlot(work: () => Promise<Meeting>, attemptsLeft = 3): Promise<Meeting> {
    try {
      return await this.uow.transaction(work);
    } catch (error) {
      if (isSlotConflict(error)) throw new ConflictException(SCHEDULING_MESSAGES.slotTaken);
      if (isDeadlock(error) && attemptsLeft > 1) return this.saveSlot(work, attemptsLeft - 1);
      throw error;
    }
  }

  /** The client's own self-booked, scheduled appointment, locked; the notice period applies to its current start. */
  private async lockOwnBooking(tenant: Tenant, id: string, now: Date): Promise<Meeting> {
    const clientId = signedInClientId(tenant);
    const meeting = await this.meetings.lockById(tenant, id);
    if (!meeting || meeting.client?.id !== clientId) throw new NotFoundException(SCHEDULING_MESSAGES.appointmentNotFound);
    if (meeting.bookedBy !== 'client') throw new ConflictException(SCHEDULING_MESSAGES.notOwnBooking);
    if (meeting.status !== 'scheduled') throw new ConflictException(SCHEDULING_MESSAGES.notScheduled);
    const noticeHours = await this.noticeHours(tenant);
    if (meeting.scheduledAt.getTime() < now.getTime() + noticeHours * HOUR) throw new ConflictException(noticeMessage(noticeHours));
    return meeting;
  }

  /** The slot that starts at `startsAt` in the period, if it is one (and outside the notice period). */
  private async slotOf(tenant: TenantScope, availabilityId: string, startsAt: string, now: Date): Promise<Slot> {
    const window = isUuid(availabilityId) ? await this.availability.findById(tenant, availabilityId) : null;
    if (!window || !window.isActive) throw new NotFoundException(SCHEDULING_MESSAGES.availabilityNotFound);
    const start = new Date(startsAt);
    const zone = await this.businessTimeZone(tenant);
    const local = toZonedLocalInput(start, zone);
    const [date, time] = local.split('T') as [string, string];
    const isSlot =
      start.getUTCSeconds() === 0 &&
      start.getUTCMilliseconds() === 0 &&
      weekdayOf(date) === window.dayOfWeek &&
      slotStartsOf(window).includes(minutesOfDay(time)) &&
      fromZonedLocalInput(local, zone) === start.toISOString();
    if (!isSlot) throw new ValidationFailedException([{ field: 'startsAt', message: SCHEDULING_MESSAGES.notASlot }]);
    const noticeHours = await this.noticeHours(tenant);
    if (start.getTime() < now.getTime() + noticeHours * HOUR) throw new ValidationFailedException([{ field: 'startsAt', message: noticeMessage(noticeHours) }]);
    return { start, end: meetingEndTime(start, window.slotDuration), window };
  }

  /** Every slot of these periods that starts in [from, to), in time order (days read on the business's wall clock). */
  private slotsBetween(windows: CalendarAvailability[], zone: string, from: Date, to: Date): Slot[] {
    if (!windows.length || from >= to) return [];
    const first = addDays(toZonedLocalInput(from, zone).slice(0, 10), -1);
    const last = addDays(toZonedLocalInput(to, zone).slice(0, 10), 1);
    const slots: Slot[] = [];
    for (let date = first; date <= last; date = addDays(date, 1)) {
      const weekday = weekdayOf(date);
      for (const window of windows) {
        if (window.dayOfWeek !== weekday) continue;
        for (const minute of slotStartsOf(window)) {
          const start = new Date(fromZonedLocalInput(`${date}T${hhmm(minute)}`, zone));
          if (start < from || start >= to) continue;
          slots.push({ start, end: meetingEndTime(start, window.slotDuration), window });
        }
      }
    }
    return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
  }

  private toFreeSlot(slot: Slot, zone: string): FreeSlotDto {
    const local = toZonedLocalInput(slot.start, zone);
    return {
      startsAt: slot.start.toISOString(),
      endsAt: slot.end.toISOString(),
      localDate: local.slice(0, 10),
      localTime: local.slice(11, 16),
      availabilityId: slot.window.id,
      duration: slot.window.slotDuration,
      appointmentType: slot.window.availabilityType,
      price: slot.window.price ?? null,
      location: slot.window.location ?? null,
    };
  }

  private async noticeHours(tenant: TenantScope): Promise<number> {
    return (await this.settings.settingsOf(tenant))?.noticeHours ?? SCHEDULING_LIMITS.noticeHours.default;
  }

  private businessTimeZone(tenant: TenantScope): Promise<string> {
    return this.zoneOf(tenant.businessId);
  }

  /** The business's busy time in [from, to): its scheduled meetings and the occurrences of its recurring series. */
  private async busyBetween(tenant: TenantScope, from: Date, to: Date): Promise<{ scheduledAt: Date; endTime: Date }[]> {
    const [meetings, occurrences] = await Promise.all([this.meetings.busyBetween(tenant, from, to), this.occurrences.busyBetween(tenant, from, to)]);
    return [...meetings, ...occurrences];
  }

  /** Whether [start, end) overlaps a scheduled meeting (other than `exceptId`) or an occurrence of a series. */
  private async taken(tenant: TenantScope, start: Date, end: Date, exceptId?: string): Promise<boolean> {
    return (await this.meetings.overlaps(tenant, start, end, exceptId)) || (await this.occurrences.overlaps(tenant, start, end, exceptId));
  }

  private async zoneOf(userId: string): Promise<string> {
    return (await this.timeZones.of([userId])).get(userId) ?? 'UTC';
  }
}
