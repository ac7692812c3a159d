import {
  APPOINTMENT_TYPES,
  MEETING_LIMITS,
  MEETINGS_PAGE,
  MEETING_TIMEFRAMES,
  MEETING_MESSAGES,
  PARTICIPANT_STATUSES,
  SCHEDULING_LIMITS,
  SCHEDULING_MESSAGES,
  type AppointmentType,
  type MeetingTimeframe,
  type ParticipantStatus,
} from '@coachcore/domain';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { Amount, OptionalText } from '../../../common/validation/fields';
import { NotBlank, OptionalNotNull, rule } from '../../../common/validation/rules';
import { numericString } from '../../../common/validation/transforms';
import type { BookingSettings } from '../entities/booking-settings.entity';
import type { CalendarAvailability } from '../entities/calendar-availability.entity';
import type { MeetingParticipant } from '../entities/meeting-participant.entity';
import type { Meeting } from '../entities/meeting.entity';
import { MeetingResponseDto, toMeetingResponse } from './meeting.dto';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** One period of weekly working hours. */
export class AvailabilityWindowDto {
  /** 0 (Sunday) to 6 (Saturday). @example 1 */
  @ApiInteger({ minimum: 0, maximum: 6 })
  @Transform(numericString)
  @IsInt(rule({ message: SCHEDULING_MESSAGES.dayOfWeek, order: 1 }))
  @Min(0, rule({ message: SCHEDULING_MESSAGES.dayOfWeek, order: 1 }))
  @Max(6, rule({ message: SCHEDULING_MESSAGES.dayOfWeek, order: 1 }))
  dayOfWeek: number;

  /** HH:MM on the business's wall clock. @example 09:00 */
  @ApiProperty({ pattern: TIME.source, example: '09:00', maxLength: 5 })
  @MaxLength(5, rule({ message: SCHEDULING_MESSAGES.startTime, order: 2 }))
  @Matches(TIME, rule({ message: SCHEDULING_MESSAGES.startTime, order: 2 }))
  startTime: string;

  /** HH:MM, after startTime. @example 17:00 */
  @ApiProperty({ pattern: TIME.source, example: '17:00', maxLength: 5 })
  @MaxLength(5, rule({ message: SCHEDULING_MESSAGES.endTime, order: 3 }))
  @Matches(TIME, rule({ message: SCHEDULING_MESSAGES.endTime, order: 3 }))
  endTime: string;

  /** Minutes per slot, 15 to 240 (60 when left out). @example 60 */
  @ApiInteger({ required: false, minimum: SCHEDULING_LIMITS.slotDuration.min, maximum: SCHEDULING_LIMITS.slotDuration.max, default: 60 })
  @OptionalNotNull()
  @Transform(numericString)
  @IsInt(rule({ message: SCHEDULING_MESSAGES.slotDuration, order: 4 }))
  @Min(SCHEDULING_LIMITS.slotDuration.min, rule({ message: SCHEDULING_MESSAGES.slotDuration, order: 4 }))
  @Max(SCHEDULING_LIMITS.slotDuration.max, rule({ message: SCHEDULING_MESSAGES.slotDuration, order: 4 }))
  slotDuration?: number;

  /** The kind of appointment offered in these hours: video, phone or in_person (video when left out). */
  @ApiProperty({ enum: APPOINTMENT_TYPES, enumName: 'AppointmentType', required: false, example: 'video' })
  @OptionalNotNull()
  @IsIn(APPOINTMENT_TYPES, rule({ message: SCHEDULING_MESSAGES.availabilityType, order: 5 }))
  availabilityType?: AppointmentType;

  /** The price of one slot, at least 0 in steps of 0.01 (null: free). @example 50 */
  @Amount(MEETING_LIMITS.priceMax, SCHEDULING_MESSAGES.price, 6, { required: false, nullable: true, multipleOf: 0.01 })
  price?: number | null;

  /** Where in-person appointments take place. @example Studio 2, Main Street 5 */
  @OptionalText(500, 'Location', 7)
  location?: string | null;

  /** Off: kept but not bookable (true when left out). */
  @ApiProperty({ required: false, default: true })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'isActive must be true or false', order: 8 }))
  isActive?: boolean;
}

/** The whole week of working hours: what is sent replaces what was there. */
export class ReplaceAvailabilityDto {
  /** Every period of the week (none: no working hours, nothing bookable). */
  @ApiProperty({ type: [AvailabilityWindowDto], maxItems: SCHEDULING_LIMITS.maxWindows })
  @IsArray(rule({ message: SCHEDULING_MESSAGES.windowsRequired, order: 1 }))
  @ArrayMaxSize(SCHEDULING_LIMITS.maxWindows, rule({ message: SCHEDULING_MESSAGES.tooManyWindows, order: 1 }))
  @ValidateNested({ each: true })
  @Type(() => AvailabilityWindowDto)
  windows: AvailabilityWindowDto[];
}

export class AvailabilityResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  coachId: string;
  @ApiUuid()
  businessId: string;
  @ApiProperty({ enum: APPOINTMENT_TYPES, enumName: 'AppointmentType' })
  availabilityType: AppointmentType;
  @ApiInteger()
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  @ApiInteger()
  slotDuration: number;
  @ApiInteger()
  maxParticipants: number;
  price: number | null;
  location: string | null;
  isActive: boolean;
}

export function toAvailabilityResponse(row: CalendarAvailability): AvailabilityResponseDto {
  return {
    id: row.id,
    coachId: row.coach.id,
    businessId: row.businessId,
    availabilityType: row.availabilityType,
    dayOfWeek: row.dayOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
    slotDuration: row.slotDuration,
    maxParticipants: row.maxParticipants,
    price: row.price ?? null,
    location: row.location ?? null,
    isActive: row.isActive,
  };
}

/** The business's self-booking rules. */
export class BookingSettingsDto {
  /** Clients book, move and cancel appointments up to this many hours before the start: 0 to 168. @example 24 */
  @ApiInteger({ minimum: SCHEDULING_LIMITS.noticeHours.min, maximum: SCHEDULING_LIMITS.noticeHours.max })
  @Transform(numericString)
  @IsInt(rule({ message: SCHEDULING_MESSAGES.noticeHours, order: 1 }))
  @Min(SCHEDULING_LIMITS.noticeHours.min, rule({ message: SCHEDULING_MESSAGES.noticeHours, order: 1 }))
  @Max(SCHEDULING_LIMITS.noticeHours.max, rule({ message: SCHEDULING_MESSAGES.noticeHours, order: 1 }))
  noticeHours: number;
}

export class BookingSettingsResponseDto {
  @ApiInteger()
  noticeHours: number;
  /** The business's time zone: the working hours are on its wall clock. @example Europe/Berlin */
  timeZone: string;
}

export const toBookingSettingsResponse = (settings: Pick<BookingSettings, 'noticeHours'>, timeZone: string): BookingSettingsResponseDto => ({
  noticeHours: settings.noticeHours,
  timeZone,
});

/** GET /api/client/appointments/slots: the free slots in [from, to) (default: from now, 14 days; at most 31 days). */
export class FreeSlotsQuery {
  @ApiDateTime({ required: false })
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, rule({ message: 'from must be a date and time' }))
  from?: string;

  @ApiDateTime({ required: false })
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, rule({ message: 'to must be a date and time' }))
  to?: string;
}

export class FreeSlotDto {
  @ApiDateTime()
  startsAt: string;
  @ApiDateTime()
  endsAt: string;
  /** The day of the slot in the client's time zone. @example 2026-12-01 */
  localDate: string;
  /** The start on the client's wall clock. @example 09:30 */
  localTime: string;
  @ApiUuid()
  availabilityId: string;
  @ApiInteger()
  duration: number;
  @ApiProperty({ enum: APPOINTMENT_TYPES, enumName: 'AppointmentType' })
  appointmentType: AppointmentType;
  price: number | null;
  location: string | null;
}

export class FreeSlotsResponseDto {
  /** The signed-in client's time zone, in which `localDate` and `localTime` are given. */
  timeZone: string;
  /** Booking, moving and cancelling close this many hours before the start. */
  @ApiInteger()
  noticeHours: number;
  @ApiProperty({ type: [FreeSlotDto] })
  slots: FreeSlotDto[];
}

/** A client books one free slot. */
export class BookAppointmentDto {
  /** The working-hours period the slot belongs to (from the free slots). */
  @ApiUuid()
  @NotBlank({ message: SCHEDULING_MESSAGES.startsAtRequired, order: 1 })
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, rule({ message: SCHEDULING_MESSAGES.availabilityNotFound, order: 1 }))
  availabilityId: string;

  /** The slot's start. @example 2030-12-02T09:00:00.000Z */
  @ApiDateTime()
  @NotBlank({ message: SCHEDULING_MESSAGES.startsAtRequired, order: 2 })
  @IsISO8601({ strict: true, strictSeparator: true }, rule({ message: SCHEDULING_MESSAGES.startsAtInvalid, order: 2 }))
  startsAt: string;

  /** A note for the coach. */
  @OptionalText(2000, 'Notes', 3)
  notes?: string | null;
}

/** A client moves their appointment to another free slot. */
export class RescheduleAppointmentDto extends OmitType(BookAppointmentDto, ['notes']) {}

/** GET /api/client/meetings: Upcoming or Past, numbered pages. */
export class ListClientMeetingsQuery extends PageQuery(MEETINGS_PAGE) {
  @ApiProperty({ enum: MEETING_TIMEFRAMES, enumName: 'MeetingTimeframe', required: false })
  @IsOptional()
  @IsIn(MEETING_TIMEFRAMES, rule({ message: MEETING_MESSAGES.invalidTimeframe }))
  timeframe?: MeetingTimeframe;
}

export class ListGroupSessionsQuery extends PageQuery({ defaultLimit: 20, maxLimit: 100 }) {}

/** A meeting as the signed-in client sees it, with their own place in it. */
export class ClientMeetingResponseDto extends OmitType(MeetingResponseDto, ['notes', 'clientName']) {
  /** Who booked it: the business, or the client themselves (then they can move or cancel it). */
  @ApiProperty({ enum: ['business', 'client'] })
  bookedBy: 'business' | 'client';
  /** Their participant row (group sessions), null when they have none. */
  @ApiUuid({ nullable: true })
  participantId: string | null;
  /** Their status in it, null when they have no participant row. */
  @ApiProperty({ enum: PARTICIPANT_STATUSES, enumName: 'ParticipantStatus', nullable: true })
  participantStatus: ParticipantStatus | null;
  /** Their place on the waitlist (1 is next), null when not waitlisted. */
  @ApiInteger({ nullable: true })
  waitlistPosition: number | null;
  /** Their seat's payment in a paid session: pending while its price is owed (pay it with the group session's payment route), then paid; null for a free seat or none. */
  @ApiProperty({ enum: ['pending', 'paid'], nullable: true })
  paymentStatus: 'pending' | 'paid' | null;
  /** What their seat costs (the session's price when they got it), null for a free seat or none. */
  seatPrice: number | null;
  /** Until when their unpaid seat is held for them to pay; after that it goes to the next person. Null when nothing is held. */
  @ApiDateTime({ nullable: true })
  paymentDueBy: string | null;
  /** Free seats left. */
  @ApiInteger()
  seatsLeft: number;
  /**
   * When it next starts: its start while that is ahead; for a recurring series, its next occurrence (on the business's
   * wall clock); null once it is over or no longer scheduled.
   */
  @ApiDateTime({ nullable: true })
  nextStartAt: string | null;
}

export function toClientMeetingResponse(
  meeting: Meeting,
  own: MeetingParticipant | null,
  waitlistPosition: number | null,
  nextStart: Date | null,
): ClientMeetingResponseDto {
  const { notes: _notes, clientName: _clientName, ...rest } = toMeetingResponse(meeting);
  return {
    ...rest,
    nextStartAt: nextStart?.toISOString() ?? null,
    bookedBy: meeting.bookedBy,
    participantId: own?.id ?? null,
    participantStatus: own?.status ?? null,
    waitlistPosition,
    paymentStatus: own?.status === 'registered' && (own.paymentStatus === 'pending' || own.paymentStatus === 'paid') ? own.paymentStatus : null,
    seatPrice: own?.status === 'registered' ? (own.price ?? null) : null,
    paymentDueBy: own?.status === 'registered' && own.paymentStatus === 'pending' && own.heldUntil ? own.heldUntil.toISOString() : null,
    seatsLeft: Math.max(0, meeting.maxParticipants - meeting.currentParticipants),
  };
}

/** The business adds a client (`clientId`); a client joins themselves with no body. */
export class AddParticipantDto {
  /** The client to add (the business only; a client leaves it out). */
  @ApiUuid({ required: false })
  @IsOptional()
  clientId?: string;

  /** Join the waitlist when the session is full (otherwise a full session answers 409). */
  @ApiProperty({ required: false, default: false })
  @IsOptional()
  @IsBoolean(rule({ message: 'waitlist must be true or false' }))
  waitlist?: boolean;
}

export class ParticipantResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  meetingId: string;
  @ApiUuid()
  participantId: string;
  /** The client's first and last name. @example Maya Lopez */
  participantName: string;
  participantType: string;
  @ApiProperty({ enum: PARTICIPANT_STATUSES, enumName: 'ParticipantStatus' })
  status: ParticipantStatus;
  price: number | null;
  /** pending while the price is owed; null for a free seat. */
  paymentStatus: string | null;
  @ApiDateTime({ nullable: true })
  joinedAt: string | null;
  @ApiDateTime({ nullable: true })
  leftAt: string | null;
  @ApiDateTime({ nullable: true })
  waitlistedAt: string | null;
}

export function toParticipantResponse(row: MeetingParticipant): ParticipantResponseDto {
  return {
    id: row.id,
    meetingId: row.meeting.id,
    participantId: row.participant.id,
    participantName: `${row.participant.firstName} ${row.participant.lastName}`.trim(),
    participantType: row.participantType,
    status: row.status,
    price: row.price ?? null,
    paymentStatus: row.paymentStatus ?? null,
    joinedAt: row.joinedAt?.toISOString() ?? null,
    leftAt: row.leftAt?.toISOString() ?? null,
    waitlistedAt: row.waitlistedAt?.toISOString() ?? null,
  };
}
