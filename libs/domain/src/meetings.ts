import { RECURRENCE_MESSAGES, type RecurringPattern } from './recurrence';
import type { ValidationErrors } from './validation';

/**
 * Meetings, appointments and group sessions (document 2: Meetings, Calendar & Appointments; entities meetings and
 * meeting_participants). The Meetings page's Schedule Meeting form and the calendar's New Appointment and Group
 * Session forms all create a meeting; these rules are the server's and the forms'.
 */
export const MEETING_MESSAGES = {
  clientRequired: 'Client is required',
  titleRequired: 'Meeting title is required',
  titleTooLong: 'Meeting title can be at most 200 characters',
  typeRequired: 'Meeting type is required',
  invalidMeetingType: 'Meeting type must be video, in-person or phone',
  invalidAppointmentType: 'Appointment type must be video, phone or in_person',
  groupSessionType: 'A group session is video or in_person',
  typesDisagree: 'Meeting type and appointment type disagree',
  invalidType: 'Type must be consultation, check-in, training, nutrition, assessment or group_session',
  scheduledAtRequired: 'Date and time is required',
  scheduledAtInvalid: 'Date and time must be a date and time',
  endTimeMismatch: 'End time must be the date and time plus the duration',
  durationWhole: 'Duration must be a whole number of minutes',
  durationMin: 'Minimum duration is 15 minutes',
  durationMax: 'Maximum duration is 240 minutes',
  groupDurationMin: 'Minimum duration is 30 minutes',
  groupDurationMax: 'Maximum duration is 180 minutes',
  participants: 'Participants must be between 2 and 50',
  participantsBelowBooked: 'Participants cannot be fewer than those already booked',
  price: 'Price must be at least 0 in steps of 0.01',
  invalidPlatform: 'Platform must be zoom, teams or google_meet',
  invalidUrl: 'Meeting URL must be a web address',
  invalidStatus: 'Status must be scheduled, completed, cancelled or no_show',
  invalidTimeframe: 'timeframe must be upcoming or past',
  invalidRange: 'from must be before to',
  notFound: 'Meeting not found',
  cancelledIsFinal: 'This meeting is cancelled',
  onlyScheduledReschedule: 'Only a scheduled meeting can be rescheduled',
  backToScheduled: 'A meeting cannot go back to scheduled',
  // Toasts (document 2 section 8).
  meetingScheduled: 'Meeting scheduled successfully!',
  meetingFailed: 'Failed to schedule meeting',
  appointmentCreated: 'Appointment created successfully!',
  appointmentFailed: 'Error creating appointment',
  groupSessionCreated: 'Group session created successfully!',
  groupSessionFailed: 'Error creating group session',
  updated: 'Meeting updated',
  updateFailed: 'Failed to update meeting',
  cancelled: 'Meeting cancelled',
  loadFailed: 'Failed to load meetings',
  noUpcoming: 'No upcoming meetings',
  noPast: 'No past meetings',
} as const;

export const MEETING_TITLE_MAX_LENGTH = 200;

/** `type` of a meeting as lists read it. */
export const MEETING_KINDS = ['consultation', 'check-in', 'training', 'nutrition', 'assessment', 'group_session'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

/** The Schedule Meeting form's `meetingType`. */
export const MEETING_FORM_TYPES = ['video', 'in-person', 'phone'] as const;
export type MeetingFormType = (typeof MEETING_FORM_TYPES)[number];

/** `appointmentType` (stored). */
export const APPOINTMENT_TYPES = ['video', 'phone', 'in_person'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** A group session is a virtual or an in-person class. */
export const GROUP_SESSION_TYPES = ['video', 'in_person'] as const;

export const VIDEO_PLATFORMS = ['zoom', 'teams', 'google_meet'] as const;
export type VideoPlatform = (typeof VIDEO_PLATFORMS)[number];

export const MEETING_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const MEETING_TIMEFRAMES = ['upcoming', 'past'] as const;
export type MeetingTimeframe = (typeof MEETING_TIMEFRAMES)[number];

/** Limits (document 2 section 9): meeting duration at least 15; appointments 15–240; group sessions 30–180, 2–50 people. */
export const MEETING_LIMITS = {
  defaultDuration: 60,
  duration: { min: 15, max: 240 },
  groupDuration: { min: 30, max: 180 },
  participants: { min: 2, max: 50, groupDefault: 10 },
  priceMax: 99_999_999.99,
} as const;

/** Page sizes of GET /api/meetings: the lists' pages, and a calendar's range in one page. */
export const MEETINGS_PAGE = { defaultLimit: 20, maxLimit: 500 } as const;

/** The form's meetingType as stored (`in-person` → `in_person`). */
export const appointmentTypeOf = (meetingType: MeetingFormType): AppointmentType => (meetingType === 'in-person' ? 'in_person' : meetingType);
/** The stored appointmentType as the Schedule Meeting form names it. */
export const meetingTypeOf = (appointmentType: AppointmentType): MeetingFormType => (appointmentType === 'in_person' ? 'in-person' : appointmentType);

/** The end of a meeting: its start plus its duration. */
export const meetingEndTime = (scheduledAt: Date | string, duration: number): Date => new Date(new Date(scheduledAt).getTime() + duration * 60_000);

/** The duration bounds of a meeting of this type and the message of each side. */
export function durationBounds(type: string | null | undefined): { min: number; max: number; tooShort: string; tooLong: string } {
  return type === 'group_session'
    ? { ...MEETING_LIMITS.groupDuration, tooShort: MEETING_MESSAGES.groupDurationMin, tooLong: MEETING_MESSAGES.groupDurationMax }
    : { ...MEETING_LIMITS.duration, tooShort: MEETING_MESSAGES.durationMin, tooLong: MEETING_MESSAGES.durationMax };
}

/** The duration's message, if it breaks the bounds of the meeting's type (whole minutes). */
export function durationError(type: string | null | undefined, duration: unknown): string | undefined {
  if (typeof duration !== 'number' || !Number.isInteger(duration)) return MEETING_MESSAGES.durationWhole;
  const bounds = durationBounds(type);
  if (duration < bounds.min) return bounds.tooShort;
  if (duration > bounds.max) return bounds.tooLong;
  return undefined;
}

const isPrice = (value: number) =>
  Number.isFinite(value) && value >= 0 && value <= MEETING_LIMITS.priceMax && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Whole minutes typed into a field (blank → NaN, which the validators refuse). */
const minutes = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export interface MeetingFormInput {
  clientId: string;
  title: string;
  description: string;
  meetingType: MeetingFormType | '';
  /** `datetime-local` text. */
  scheduledAt: string;
  duration: string;
  location: string;
  meetingUrl: string;
}

/** Schedule Meeting (document 2 section 5): the spec's messages in the spec's order of fields. */
export function validateMeetingForm(input: MeetingFormInput): ValidationErrors<keyof MeetingFormInput> {
  const errors: ValidationErrors<keyof MeetingFormInput> = {};
  if (!input.clientId) errors.clientId = MEETING_MESSAGES.clientRequired;
  if (!input.title.trim()) errors.title = MEETING_MESSAGES.titleRequired;
  else if (input.title.trim().length > MEETING_TITLE_MAX_LENGTH) errors.title = MEETING_MESSAGES.titleTooLong;
  if (!input.meetingType) errors.meetingType = MEETING_MESSAGES.typeRequired;
  if (!input.scheduledAt) errors.scheduledAt = MEETING_MESSAGES.scheduledAtRequired;
  else if (Number.isNaN(new Date(input.scheduledAt).getTime())) errors.scheduledAt = MEETING_MESSAGES.scheduledAtInvalid;
  const duration = durationError('consultation', minutes(input.duration));
  if (duration) errors.duration = duration;
  if (input.meetingType === 'video' && input.meetingUrl.trim() && !/^https?:\/\/\S+$/i.test(input.meetingUrl.trim()))
    errors.meetingUrl = MEETING_MESSAGES.invalidUrl;
  return errors;
}

export interface AppointmentFormInput {
  title: string;
  description: string;
  clientId: string;
  scheduledAt: string;
  duration: string;
  appointmentType: AppointmentType;
  platform: VideoPlatform | '';
  type: MeetingKind;
  /** How it repeats ('' for once). */
  repeat: RecurringPattern | '';
  /** The last day it repeats (YYYY-MM-DD; '' for no end). */
  repeatUntil: string;
}

/** A series must end after its first meeting: the last day is after the first start's day. */
function repeatError(input: { repeat: RecurringPattern | ''; repeatUntil: string; scheduledAt: string }): string | undefined {
  if (!input.repeat || !input.repeatUntil || !input.scheduledAt) return undefined;
  return input.repeatUntil <= input.scheduledAt.slice(0, 10) ? RECURRENCE_MESSAGES.endAfterStart : undefined;
}

/** New Appointment: title and date/time required; duration 15 to 240. */
export function validateAppointmentForm(input: AppointmentFormInput): ValidationErrors<keyof AppointmentFormInput> {
  const errors: ValidationErrors<keyof AppointmentFormInput> = {};
  if (!input.title.trim()) errors.title = MEETING_MESSAGES.titleRequired;
  else if (input.title.trim().length > MEETING_TITLE_MAX_LENGTH) errors.title = MEETING_MESSAGES.titleTooLong;
  if (!input.scheduledAt) errors.scheduledAt = MEETING_MESSAGES.scheduledAtRequired;
  else if (Number.isNaN(new Date(input.scheduledAt).getTime())) errors.scheduledAt = MEETING_MESSAGES.scheduledAtInvalid;
  const duration = durationError(input.type, minutes(input.duration));
  if (duration) errors.duration = duration;
  const repeat = repeatError(input);
  if (repeat) errors.repeatUntil = repeat;
  return errors;
}

export interface GroupSessionFormInput {
  title: string;
  description: string;
  scheduledAt: string;
  duration: string;
  appointmentType: 'video' | 'in_person';
  platform: VideoPlatform | '';
  maxParticipants: string;
  price: string;
  repeat: RecurringPattern | '';
  repeatUntil: string;
}

/** Group Session: duration 30 to 180, 2 to 50 participants, price at least 0 in steps of 0.01. */
export function validateGroupSessionForm(input: GroupSessionFormInput): ValidationErrors<keyof GroupSessionFormInput> {
  const errors: ValidationErrors<keyof GroupSessionFormInput> = {};
  if (!input.title.trim()) errors.title = MEETING_MESSAGES.titleRequired;
  else if (input.title.trim().length > MEETING_TITLE_MAX_LENGTH) errors.title = MEETING_MESSAGES.titleTooLong;
  if (!input.scheduledAt) errors.scheduledAt = MEETING_MESSAGES.scheduledAtRequired;
  else if (Number.isNaN(new Date(input.scheduledAt).getTime())) errors.scheduledAt = MEETING_MESSAGES.scheduledAtInvalid;
  const duration = durationError('group_session', minutes(input.duration));
  if (duration) errors.duration = duration;
  const participants = minutes(input.maxParticipants);
  if (!Number.isInteger(participants) || participants < MEETING_LIMITS.participants.min || participants > MEETING_LIMITS.participants.max)
    errors.maxParticipants = MEETING_MESSAGES.participants;
  if (input.price.trim() !== '' && !isPrice(Number(input.price))) errors.price = MEETING_MESSAGES.price;
  const repeat = repeatError(input);
  if (repeat) errors.repeatUntil = repeat;
  return errors;
}

/** Whether a meeting shows under Upcoming (in the future and scheduled); everything else is Past. */
export const isUpcomingMeeting = (meeting: { scheduledAt: string; status: string }, now: Date = new Date()): boolean =>
  meeting.status === 'scheduled' && new Date(meeting.scheduledAt).getTime() > now.getTime();

/** The wall-clock parts of an instant in a time zone. */
function zonedParts(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as `datetime-local` text (YYYY-MM-DDTHH:mm) on the wall clock of `timeZone`. */
export function toZonedLocalInput(instant: Date | string, timeZone: string): string {
  const p = zonedParts(new Date(instant), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * `datetime-local` text read on the wall clock of `timeZone`, as an ISO instant. A time that does not exist (the hour
 * the clocks skip) moves forward by the gap; an hour that happens twice takes its first occurrence.
 */
export function fromZonedLocalInput(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const p = zonedParts(new Date(instant), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
  };
  // Two passes settle the offset for every time but the skipped hour.
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  return new Date(Math.min(first, second)).toISOString();
}

export interface MeetingEditInput {
  title: string;
  description: string;
  scheduledAt: string;
  duration: string;
  notes: string;
  /** The meeting's type: it decides the duration's bounds. */
  type: string;
}

/** Editing a meeting from the calendar: the title and the date and time stay required, the duration within its type's bounds. */
export function validateMeetingEdit(input: MeetingEditInput): ValidationErrors<keyof MeetingEditInput> {
  const errors: ValidationErrors<keyof MeetingEditInput> = {};
  if (!input.title.trim()) errors.title = MEETING_MESSAGES.titleRequired;
  else if (input.title.trim().length > MEETING_TITLE_MAX_LENGTH) errors.title = MEETING_MESSAGES.titleTooLong;
  if (!input.scheduledAt) errors.scheduledAt = MEETING_MESSAGES.scheduledAtRequired;
  const duration = durationError(input.type, minutes(input.duration));
  if (duration) errors.duration = duration;
  return errors;
}
