import {
  APPOINTMENT_TYPES,
  durationError,
  MEETING_FORM_TYPES,
  MEETING_KINDS,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  MEETING_STATUSES,
  MEETING_TIMEFRAMES,
  MEETING_TITLE_MAX_LENGTH,
  MEETINGS_PAGE,
  meetingTypeOf,
  RECURRENCE_MESSAGES,
  RECURRING_PATTERNS,
  type RecurringPattern,
  VIDEO_PLATFORMS,
  type AppointmentType,
  type MeetingFormType,
  type MeetingKind,
  type MeetingStatus,
  type MeetingTimeframe,
  type VideoPlatform,
} from '@coachcore/domain';
import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, Matches, Max, MaxLength, Min, registerDecorator, ValidateIf } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { Amount, OptionalText, RequiredText } from '../../../common/validation/fields';
import { NotBlank, OptionalNotNull, rule, stacked } from '../../../common/validation/rules';
import { emptyToNull, numericString } from '../../../common/validation/transforms';
import type { Meeting } from '../entities/meeting.entity';

/** The duration, within the bounds of the meeting's type (15–240 minutes; a group session 30–180). */
function MeetingDuration(order: number): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'meetingDuration',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: (args) => durationError((args.object as { type?: string }).type, args.value) ?? '', context: { order } },
      validator: { validate: (value: unknown, args) => !durationError((args?.object as { type?: string }).type, value) },
    });
}

/** A group session is a virtual or an in-person class (no phone). */
function GroupSessionType(order: number): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'groupSessionType',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: MEETING_MESSAGES.groupSessionType, context: { order } },
      validator: { validate: (value: unknown, args) => (args?.object as { type?: string }).type !== 'group_session' || value !== 'phone' },
    });
}

/** Not both spellings of the type with different values (the Schedule Meeting form's and the calendar's). */
function AgreesWithAppointmentType(order: number): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'agreesWithAppointmentType',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: MEETING_MESSAGES.typesDisagree, context: { order } },
      validator: {
        validate: (value: unknown, args) => {
          const appointmentType = (args?.object as { appointmentType?: string }).appointmentType;
          return appointmentType === undefined || appointmentType === null || meetingTypeOf(appointmentType as AppointmentType) === value;
        },
      },
    });
}

const isoDateTime = (required: boolean, order: number): PropertyDecorator =>
  stacked(
    ApiDateTime(required ? {} : { required: false }),
    ...(required ? [NotBlank({ message: MEETING_MESSAGES.scheduledAtRequired, order })] : [OptionalNotNull()]),
    IsISO8601({ strict: true, strictSeparator: true }, rule({ message: MEETING_MESSAGES.scheduledAtInvalid, order })),
  );

/**
 * A new meeting. Two payloads of document 2 arrive here: the Meetings page's Schedule Meeting form (`clientId`,
 * `title`, `description`, `meetingType`, `scheduledAt`, `duration`, `location`, `meetingUrl`) and the calendar's New
 * Appointment and Group Session forms (`title`, `description`, `clientId`, `scheduledAt`, `duration`,
 * `appointmentType`, `platform`, `type`, `endTime`; a group session adds `maxParticipants` and `price`).
 */
export class CreateMeetingDto {
  /**
   * The client of the caller's business: required by the Schedule Meeting form (the one that sends `meetingType`),
   * optional for appointments and group sessions.
   */
  @ApiUuid({ required: false, nullable: true })
  @ValidateIf((o: CreateMeetingDto) => o.meetingType !== undefined || (o.clientId !== undefined && o.clientId !== null && o.clientId !== ''))
  @NotBlank({ message: MEETING_MESSAGES.clientRequired, order: 1 })
  clientId?: string | null;

  /** @example Initial consultation */
  @RequiredText({ max: MEETING_TITLE_MAX_LENGTH, required: MEETING_MESSAGES.titleRequired, tooLong: MEETING_MESSAGES.titleTooLong, order: 2, tooLongOrder: 2 })
  title: string;

  /** @example Goals and a plan for the first month */
  @OptionalText(2000, 'Description', 20)
  description?: string | null;

  /** The Schedule Meeting form's type (stored as `appointmentType`); one of the two types is required. */
  @ApiProperty({ enum: MEETING_FORM_TYPES, enumName: 'MeetingFormType', required: false, example: 'video' })
  @ValidateIf((o: CreateMeetingDto) => o.meetingType !== undefined || o.appointmentType === undefined || o.appointmentType === null)
  @NotBlank({ message: MEETING_MESSAGES.typeRequired, order: 3 })
  @IsIn(MEETING_FORM_TYPES, rule({ message: MEETING_MESSAGES.invalidMeetingType, order: 3 }))
  @AgreesWithAppointmentType(3)
  meetingType?: MeetingFormType;

  /** The calendar forms' type: video, phone or in_person (a group session: video or in_person). */
  @ApiProperty({ enum: APPOINTMENT_TYPES, enumName: 'AppointmentType', required: false, example: 'video' })
  @IsOptional()
  @IsIn(APPOINTMENT_TYPES, rule({ message: MEETING_MESSAGES.invalidAppointmentType, order: 3 }))
  @GroupSessionType(3)
  appointmentType?: AppointmentType;

  /** When it starts (ISO 8601 with an offset). @example 2026-12-01T10:00:00.000Z */
  @isoDateTime(true, 4)
  scheduledAt: string;

  /** Minutes: 15 to 240 (a group session 30 to 180); 60 when left out. @example 60 */
  @ApiInteger({ required: false, minimum: MEETING_LIMITS.duration.min, maximum: MEETING_LIMITS.duration.max, default: MEETING_LIMITS.defaultDuration })
  @OptionalNotNull()
  @Transform(numericString)
  @MeetingDuration(5)
  duration?: number;

  /** The calendar forms send it; it must be `scheduledAt` plus `duration` (the server computes it). @example 2026-12-01T11:00:00.000Z */
  @isoDateTime(false, 6)
  endTime?: string;

  /** consultation (when left out), check-in, training, nutrition, assessment or group_session. */
  @ApiProperty({ enum: MEETING_KINDS, enumName: 'MeetingKind', required: false, example: 'consultation' })
  @OptionalNotNull()
  @IsIn(MEETING_KINDS, rule({ message: MEETING_MESSAGES.invalidType, order: 7 }))
  type?: MeetingKind;

  /** Only for video: kept when the meeting is video, dropped otherwise. */
  @ApiProperty({ enum: VIDEO_PLATFORMS, enumName: 'VideoPlatform', required: false, nullable: true, example: 'zoom' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(VIDEO_PLATFORMS, rule({ message: MEETING_MESSAGES.invalidPlatform, order: 8 }))
  platform?: VideoPlatform | null;

  /** Only for in-person meetings: kept when the meeting is in person, dropped otherwise. @example Studio 2, Main Street 5 */
  @OptionalText(500, 'Location', 9)
  location?: string | null;

  /** Only for video meetings: kept when the meeting is video, dropped otherwise. @example https://meet.example.com/coach-42 */
  @ApiProperty({ required: false, nullable: true, maxLength: 2000 })
  @IsOptional()
  @Transform(emptyToNull)
  @MaxLength(2000, rule({ message: MEETING_MESSAGES.invalidUrl, order: 10 }))
  @Matches(/^https?:\/\/\S+$/i, rule({ message: MEETING_MESSAGES.invalidUrl, order: 10 }))
  meetingUrl?: string | null;

  /** A group session's seats, 2 to 50 (10 when left out); other meetings have one. @example 10 */
  @ApiInteger({ required: false, minimum: MEETING_LIMITS.participants.min, maximum: MEETING_LIMITS.participants.max })
  @OptionalNotNull()
  @Transform(numericString)
  @IsInt(rule({ message: MEETING_MESSAGES.participants, order: 11 }))
  @Min(MEETING_LIMITS.participants.min, rule({ message: MEETING_MESSAGES.participants, order: 11 }))
  @Max(MEETING_LIMITS.participants.max, rule({ message: MEETING_MESSAGES.participants, order: 11 }))
  maxParticipants?: number;

  /** At least 0, in steps of 0.01 (empty or null: no price). @example 0 */
  @Amount(MEETING_LIMITS.priceMax, MEETING_MESSAGES.price, 12, { required: false, nullable: true, multipleOf: 0.01 })
  price?: number | null;

  @OptionalText(2000, 'Notes', 20)
  notes?: string | null;

  /** Whether it repeats (false when left out): then `recurringPattern` is required. */
  @ApiProperty({ required: false, default: false })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'isRecurring must be true or false', order: 14 }))
  isRecurring?: boolean;

  /** How a recurring meeting repeats, on the business's wall clock: daily, weekly, biweekly or monthly. */
  @ApiProperty({ enum: RECURRING_PATTERNS, enumName: 'RecurringPattern', required: false, nullable: true, example: 'weekly' })
  @ValidateIf((o: CreateMeetingDto) => o.isRecurring === true || (o.recurringPattern !== undefined && o.recurringPattern !== null))
  @NotBlank({ message: RECURRENCE_MESSAGES.patternRequired, order: 15 })
  @IsIn(RECURRING_PATTERNS, rule({ message: RECURRENCE_MESSAGES.invalidPattern, order: 15 }))
  recurringPattern?: RecurringPattern | null;

  /** The last day a recurring meeting may take place (null: no end). @example 2027-03-01T00:00:00.000Z */
  @ApiDateTime({ required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsISO8601({ strict: true, strictSeparator: true }, rule({ message: RECURRENCE_MESSAGES.endInvalid, order: 16 }))
  recurringEndDate?: string | null;
}

/**
 * Edit, reschedule or change the status of a meeting: only what is sent changes. Moving `scheduledAt` or `duration`
 * moves `endTime` with it. The client and the form's `meetingType` spelling stay as created.
 */
export class UpdateMeetingDto extends PartialType(OmitType(CreateMeetingDto, ['clientId', 'meetingType', 'endTime', 'scheduledAt']), {
  skipNullProperties: false,
}) {
  /** A new start (reschedule). @example 2026-12-02T10:00:00.000Z */
  @isoDateTime(false, 4)
  scheduledAt?: string;

  /** completed, cancelled or no_show (a cancelled meeting stays cancelled). */
  @ApiProperty({ enum: MEETING_STATUSES, enumName: 'MeetingStatus', required: false, example: 'completed' })
  @OptionalNotNull()
  @IsIn(MEETING_STATUSES, rule({ message: MEETING_MESSAGES.invalidStatus, order: 13 }))
  status?: MeetingStatus;
}

/** GET /api/meetings: a time range (the calendar's), Upcoming or Past (the Meetings page's), numbered pages. */
export class ListMeetingsQuery extends PageQuery(MEETINGS_PAGE) {
  /** Meetings that end after this instant. */
  @ApiDateTime({ required: false })
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, rule({ message: 'from must be a date and time' }))
  from?: string;

  /** Meetings that start before this instant. */
  @ApiDateTime({ required: false })
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, rule({ message: 'to must be a date and time' }))
  to?: string;

  /** upcoming: in the future and scheduled, soonest first; past: everything else, latest first. */
  @ApiProperty({ enum: MEETING_TIMEFRAMES, enumName: 'MeetingTimeframe', required: false })
  @IsOptional()
  @IsIn(MEETING_TIMEFRAMES, rule({ message: MEETING_MESSAGES.invalidTimeframe }))
  timeframe?: MeetingTimeframe;
}

/** A range of the calendar: both ends required, at most RECURRENCE_LIMITS.occurrenceRangeDays long. */
export class ListOccurrencesQuery {
  /** Occurrences that end after this instant. */
  @ApiDateTime()
  @IsISO8601({ strict: true, strictSeparator: true }, rule({ message: 'from must be a date and time' }))
  from: string;

  /** Occurrences that start before this instant. */
  @ApiDateTime()
  @IsISO8601({ strict: true, strictSeparator: true }, rule({ message: 'to must be a date and time' }))
  to: string;
}

export class MeetingResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid({ nullable: true })
  clientId: string | null;
  /** The client's first and last name, null without a client. */
  clientName: string | null;
  title: string;
  description: string | null;
  @ApiDateTime()
  scheduledAt: string;
  /** scheduledAt plus duration. */
  @ApiDateTime()
  endTime: string;
  @ApiInteger()
  duration: number;
  @ApiProperty({ enum: MEETING_KINDS, enumName: 'MeetingKind' })
  type: MeetingKind;
  @ApiProperty({ enum: APPOINTMENT_TYPES, enumName: 'AppointmentType' })
  appointmentType: AppointmentType;
  /** appointmentType as the Schedule Meeting form spells it. */
  @ApiProperty({ enum: MEETING_FORM_TYPES, enumName: 'MeetingFormType' })
  meetingType: MeetingFormType;
  @ApiProperty({ enum: VIDEO_PLATFORMS, enumName: 'VideoPlatform', nullable: true })
  platform: VideoPlatform | null;
  @ApiProperty({ enum: MEETING_STATUSES, enumName: 'MeetingStatus' })
  status: MeetingStatus;
  meetingUrl: string | null;
  location: string | null;
  @ApiInteger()
  maxParticipants: number;
  @ApiInteger()
  currentParticipants: number;
  price: number | null;
  notes: string | null;
  /** Whether it repeats (see recurringPattern and recurringEndDate). */
  isRecurring: boolean;
  @ApiProperty({ enum: RECURRING_PATTERNS, enumName: 'RecurringPattern', nullable: true })
  recurringPattern: RecurringPattern | null;
  @ApiDateTime({ nullable: true })
  recurringEndDate: string | null;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

/** A meeting as the business's lists answer it (what `toMeetingResponse` reads), read without entity hydration. */
export type MeetingListItem = Pick<
  Meeting,
  | 'id'
  | 'title'
  | 'description'
  | 'scheduledAt'
  | 'endTime'
  | 'duration'
  | 'type'
  | 'appointmentType'
  | 'platform'
  | 'status'
  | 'meetingUrl'
  | 'location'
  | 'maxParticipants'
  | 'currentParticipants'
  | 'price'
  | 'notes'
  | 'isRecurring'
  | 'recurringPattern'
  | 'recurringEndDate'
  | 'createdAt'
  | 'updatedAt'
> & { client?: { id: string; firstName: string; lastName: string } | null };

export function toMeetingResponse(meeting: MeetingListItem): MeetingResponseDto {
  const client = meeting.client ?? null;
  return {
    id: meeting.id,
    clientId: client?.id ?? null,
    clientName: client && client.firstName !== undefined ? `${client.firstName} ${client.lastName}`.trim() : null,
    title: meeting.title,
    description: meeting.description ?? null,
    scheduledAt: meeting.scheduledAt.toISOString(),
    endTime: meeting.endTime.toISOString(),
    duration: meeting.duration,
    type: meeting.type,
    appointmentType: meeting.appointmentType,
    meetingType: meetingTypeOf(meeting.appointmentType),
    platform: meeting.platform ?? null,
    status: meeting.status,
    meetingUrl: meeting.meetingUrl ?? null,
    location: meeting.location ?? null,
    maxParticipants: meeting.maxParticipants,
    currentParticipants: meeting.currentParticipants,
    price: meeting.price ?? null,
    notes: meeting.notes ?? null,
    isRecurring: meeting.isRecurring,
    recurringPattern: meeting.isRecurring ? ((meeting.recurringPattern ?? null) as RecurringPattern | null) : null,
    recurringEndDate: meeting.isRecurring ? (meeting.recurringEndDate?.toISOString() ?? null) : null,
    createdAt: meeting.createdAt.toISOString(),
    updatedAt: meeting.updatedAt.toISOString(),
  };
}

/** The calendar's four stat cards, counted in the business's time zone. */
export class MeetingStatsResponseDto {
  /** The business's time zone (IANA), in which the calendar shows its days and weeks. @example Europe/Berlin */
  timeZone: string;
  /** Appointments today (not cancelled). */
  @ApiInteger()
  todayAppointments: number;
  /** Appointments this week, Sunday to Saturday (not cancelled). */
  @ApiInteger()
  thisWeek: number;
  /** Upcoming group sessions (scheduled, in the future). */
  @ApiInteger()
  groupSessions: number;
  /** Calendar and video integrations that are active. */
  @ApiInteger()
  integrationsActive: number;
}

/** One occurrence of a recurring series after its first (the series itself is the meeting, listed by its first start). */
export class MeetingOccurrenceResponseDto {
  /** The series. */
  meeting: MeetingResponseDto;
  /** When this occurrence starts (on the business's wall clock, as the series repeats). */
  @ApiDateTime()
  scheduledAt: string;
  @ApiDateTime()
  endTime: string;
}
