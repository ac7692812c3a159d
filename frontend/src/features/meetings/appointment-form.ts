import {
  fromZonedLocalInput,
  MEETING_LIMITS,
  meetingEndTime,
  validateAppointmentForm,
  validateGroupSessionForm,
  validateMeetingEdit,
  toZonedLocalInput,
} from '@coachcore/domain';
import type { CreateMeetingDto, MeetingResponseDto, UpdateMeetingDto } from '@coachcore/api-client/meetings';
import type { RecurringPattern, MeetingEditInput, AppointmentFormInput, GroupSessionFormInput } from '@coachcore/domain';
import { domainResolver } from '../../components/form';

/** New Appointment: title and date/time required, duration 15–240, the platform only for video. */
export type AppointmentFormValues = AppointmentFormInput;

export const emptyAppointmentForm = (scheduledAt = ''): AppointmentFormValues => ({
  title: '',
  description: '',
  clientId: '',
  scheduledAt,
  duration: String(MEETING_LIMITS.defaultDuration),
  appointmentType: 'video',
  platform: 'zoom',
  type: 'consultation',
  repeat: '',
  repeatUntil: '',
});

/**
 * A series' part of the request: how it repeats and its last day, which ends at midnight on the business's clock
 * (the whole day counts).
 */
function repeatBody(values: { repeat: RecurringPattern | ''; repeatUntil: string }, timeZone: string): Partial<CreateMeetingDto> {
  if (!values.repeat) return {};
  return {
    isRecurring: true,
    recurringPattern: values.repeat,
    recurringEndDate: values.repeatUntil
      ? new Date(new Date(fromZonedLocalInput(`${values.repeatUntil}T23:59`, timeZone)).getTime() + 59_999).toISOString()
      : null,
  };
}

export const appointmentFormResolver = domainResolver<AppointmentFormValues>(validateAppointmentForm);

/** The request: the date and time read on the business's clock; endTime = scheduledAt + duration; no status (the server sets it). */
export function toAppointmentBody(values: AppointmentFormValues, timeZone: string): CreateMeetingDto {
  const scheduledAt = fromZonedLocalInput(values.scheduledAt, timeZone);
  const duration = Number(values.duration);
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    clientId: values.clientId || null,
    scheduledAt,
    duration,
    appointmentType: values.appointmentType,
    platform: values.appointmentType === 'video' ? values.platform || null : null,
    type: values.type,
    endTime: meetingEndTime(scheduledAt, duration).toISOString(),
    ...repeatBody(values, timeZone),
  };
}

/** Group Session: duration 30–180, 2–50 participants (10), price at least 0 in steps of 0.01 (0). */
export type GroupSessionFormValues = GroupSessionFormInput;

export const emptyGroupSessionForm = (scheduledAt = ''): GroupSessionFormValues => ({
  title: '',
  description: '',
  scheduledAt,
  duration: String(MEETING_LIMITS.defaultDuration),
  appointmentType: 'video',
  platform: 'zoom',
  maxParticipants: String(MEETING_LIMITS.participants.groupDefault),
  price: '0',
  repeat: '',
  repeatUntil: '',
});

export const groupSessionFormResolver = domainResolver<GroupSessionFormValues>(validateGroupSessionForm);

export function toGroupSessionBody(values: GroupSessionFormValues, timeZone: string): CreateMeetingDto {
  const scheduledAt = fromZonedLocalInput(values.scheduledAt, timeZone);
  const duration = Number(values.duration);
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    clientId: null,
    scheduledAt,
    duration,
    appointmentType: values.appointmentType,
    platform: values.appointmentType === 'video' ? values.platform || null : null,
    type: 'group_session',
    endTime: meetingEndTime(scheduledAt, duration).toISOString(),
    maxParticipants: Number(values.maxParticipants),
    price: values.price.trim() === '' ? 0 : Number(values.price),
    ...repeatBody(values, timeZone),
  };
}

/** Edit from the calendar: the fields a meeting keeps, the start on the business's clock. */
export type MeetingEditValues = MeetingEditInput;

export const toMeetingEditForm = (meeting: MeetingResponseDto, timeZone: string): MeetingEditValues => ({
  title: meeting.title,
  description: meeting.description ?? '',
  scheduledAt: toZonedLocalInput(meeting.scheduledAt, timeZone),
  duration: String(meeting.duration),
  notes: meeting.notes ?? '',
  type: meeting.type,
});

export const meetingEditResolver = domainResolver<MeetingEditValues>(validateMeetingEdit);

/** The changes: the start and the duration only when they moved (a move of a meeting that is no longer scheduled is refused). */
export const toMeetingEditBody = (values: MeetingEditValues, initial: MeetingEditValues, timeZone: string): UpdateMeetingDto => ({
  title: values.title.trim(),
  description: values.description.trim() || null,
  notes: values.notes.trim() || null,
  ...(values.scheduledAt !== initial.scheduledAt ? { scheduledAt: fromZonedLocalInput(values.scheduledAt, timeZone) } : {}),
  ...(values.duration !== initial.duration ? { duration: Number(values.duration) } : {}),
});
