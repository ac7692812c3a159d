import type { AppointmentType } from './meetings';
import type { ValidationErrors } from './validation';

// The few figures of meetings.ts this module needs, repeated here (meetings.spec.ts checks they agree) so that the
// browser's shared chunk, which carries this module, does not carry all of meetings.ts with it.
const APPOINTMENT_KINDS: readonly string[] = ['video', 'phone', 'in_person'];
const PRICE_MAX = 99_999_999.99;
export const SLOT_DURATION = { min: 15, max: 240 } as const;

/**
 * Availability and client self-booking (document 2: calendar_availability; document 1 wizard step 5 "working hours,
 * meeting types"; document 3: /client/appointments, /client/meetings). The coach's weekly working hours are read on
 * the wall clock of the business's time zone; a client sees the free slots in their own time zone.
 */
export const SCHEDULING_MESSAGES = {
  dayOfWeek: 'Day must be 0 (Sunday) to 6 (Saturday)',
  startTime: 'Start time must be a time (HH:MM)',
  endTime: 'End time must be a time (HH:MM)',
  endAfterStart: 'End time must be after start time',
  slotDuration: 'Slot length must be between 15 and 240 minutes',
  slotFits: 'Slot length must fit between start and end time',
  overlap: 'Working hours on the same day must not overlap',
  availabilityType: 'Meeting type must be video, phone or in_person',
  price: 'Price must be at least 0 in steps of 0.01',
  tooManyWindows: 'At most 50 working-hour periods',
  windowsRequired: 'windows must be a list',
  noticeHours: 'Notice period must be a whole number of hours between 0 and 168',
  availabilityNotFound: 'Working hours not found',
  appointmentNotFound: 'Appointment not found',
  startsAtRequired: 'Choose a time slot',
  startsAtInvalid: 'Start must be a date and time',
  notASlot: "This time is not one of the coach's slots",
  slotTaken: 'This time slot is no longer available',
  rangeInvalid: 'from must be before to',
  rangeTooLong: 'The range can span at most 31 days',
  notOwnBooking: 'Only appointments you booked yourself can be changed here',
  notScheduled: 'This appointment is no longer scheduled',
  // Group sessions.
  notGroupSession: 'Only group sessions take participants',
  sessionClosed: 'This session is no longer open',
  sessionFull: 'This session is full',
  alreadyRegistered: 'Already registered for this session',
  alreadyWaitlisted: 'Already on the waitlist for this session',
  clientJoinsSelf: 'A client joins only themselves',
  clientIdRequired: 'Client is required',
  participantNotFound: 'Participant not found',
  // Toasts.
  hoursSaved: 'Working hours saved',
  hoursFailed: 'Failed to save working hours',
  booked: 'Appointment booked',
  bookFailed: 'Failed to book appointment',
  rescheduled: 'Appointment rescheduled',
  cancelled: 'Appointment cancelled',
  joined: 'You joined the session',
  waitlisted: 'You are on the waitlist',
  left: 'You left the session',
  participantRemoved: 'Participant removed',
  noSlots: 'No free slots in these days',
  noAppointments: 'No upcoming appointments',
  noGroupSessions: 'No upcoming group sessions',
  noMeetings: 'No meetings yet',
  noNextMeeting: 'No upcoming meetings',
  noPastMeetings: 'No past meetings',
  meetingsLoadFailed: 'Failed to load meetings',
} as const;

/** The notice period's message: booking, moving and cancelling close this many hours before the start. */
export const noticeMessage = (hours: number): string =>
  `Appointments can be booked, moved or cancelled up to ${hours} hour${hours === 1 ? '' : 's'} before they start`;

export const SCHEDULING_LIMITS = {
  maxWindows: 50,
  slotDuration: SLOT_DURATION,
  defaultSlotDuration: 60,
  noticeHours: { min: 0, max: 168, default: 24 },
  /** Free slots are read for at most this many days at once. */
  maxRangeDays: 31,
} as const;

/** Weekday names, Sunday first (dayOfWeek 0–6, as the calendar's week). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A meeting participant's status: invited (added by the coach), registered (joined), waitlisted, left or removed. */
export const PARTICIPANT_STATUSES = ['invited', 'registered', 'waitlisted', 'left', 'removed'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
/** Statuses that hold a seat. */
export const SEATED_STATUSES: readonly ParticipantStatus[] = ['invited', 'registered'];

/** How long a seat a client takes in a paid group session is held for them to pay; unpaid then, it goes to the next person. */
export const SEAT_HOLD_MINUTES = 30;

/** A client who leaves a paid group session at least this long before it starts gets their payment back. */
export const SEAT_REFUND_CUTOFF_HOURS = 24;

/** Why a paid seat ended: the client left, the business took them off, the session was cancelled, or no seat was held when the payment went through. */
export type SeatEnding = 'client_left' | 'removed' | 'cancelled' | 'not_seated';

/**
 * Whether a paid seat's payment goes back in full: always when the business removed the person or cancelled the
 * session, or when money arrived for a seat no longer held; when the client left, only up to the cut-off before the start.
 */
export function seatRefundDue(ending: SeatEnding, startsAt: Date, endedAt: Date): boolean {
  if (ending !== 'client_left') return true;
  return startsAt.getTime() - endedAt.getTime() >= SEAT_REFUND_CUTOFF_HOURS * 3_600_000;
}

/** What a client is told before leaving a paid session they paid for. */
export const seatLeaveNotice = (refundDue: boolean, amount: string): string =>
  refundDue ? `You will get your ${amount} back.` : `It starts in less than ${SEAT_REFUND_CUTOFF_HOURS} hours, so your ${amount} is not refunded.`;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of `HH:MM` (24:00 is not a time), NaN otherwise. */
export function minutesOfDay(time: string): number {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export interface AvailabilityWindowInput {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  slotDuration: number;
  availabilityType: AppointmentType;
  price?: number | null;
}

/** The rules of one period of working hours; the first broken one per field. */
export function validateAvailabilityWindow(input: AvailabilityWindowInput): ValidationErrors<keyof AvailabilityWindowInput> {
  const errors: ValidationErrors<keyof AvailabilityWindowInput> = {};
  if (!Number.isInteger(input.dayOfWeek) || input.dayOfWeek < 0 || input.dayOfWeek > 6) errors.dayOfWeek = SCHEDULING_MESSAGES.dayOfWeek;
  const start = minutesOfDay(input.startTime);
  const end = minutesOfDay(input.endTime);
  if (Number.isNaN(start)) errors.startTime = SCHEDULING_MESSAGES.startTime;
  if (Number.isNaN(end)) errors.endTime = SCHEDULING_MESSAGES.endTime;
  else if (!Number.isNaN(start) && end <= start) errors.endTime = SCHEDULING_MESSAGES.endAfterStart;
  const slot = input.slotDuration;
  if (!Number.isInteger(slot) || slot < SCHEDULING_LIMITS.slotDuration.min || slot > SCHEDULING_LIMITS.slotDuration.max)
    errors.slotDuration = SCHEDULING_MESSAGES.slotDuration;
  else if (!errors.startTime && !errors.endTime && end - start < slot) errors.slotDuration = SCHEDULING_MESSAGES.slotFits;
  if (!APPOINTMENT_KINDS.includes(input.availabilityType)) errors.availabilityType = SCHEDULING_MESSAGES.availabilityType;
  if (input.price !== undefined && input.price !== null) {
    const p = input.price;
    if (!Number.isFinite(p) || p < 0 || p > PRICE_MAX || Math.abs(Math.round(p * 100) - p * 100) > 1e-6) errors.price = SCHEDULING_MESSAGES.price;
  }
  return errors;
}

/** The index of the first period that overlaps an earlier one on the same day, or -1. */
export function overlappingWindow(windows: readonly Pick<AvailabilityWindowInput, 'dayOfWeek' | 'startTime' | 'endTime'>[]): number {
  for (let i = 0; i < windows.length; i++) {
    const a = windows[i]!;
    for (let j = 0; j < i; j++) {
      const b = windows[j]!;
      if (a.dayOfWeek !== b.dayOfWeek) continue;
      if (minutesOfDay(a.startTime) < minutesOfDay(b.endTime) && minutesOfDay(b.startTime) < minutesOfDay(a.endTime)) return i;
    }
  }
  return -1;
}

/** The slot starts of a period, as minutes since midnight: every `slotDuration` from the start while a slot fits. */
export function slotStartsOf(window: Pick<AvailabilityWindowInput, 'startTime' | 'endTime' | 'slotDuration'>): number[] {
  const start = minutesOfDay(window.startTime);
  const end = minutesOfDay(window.endTime);
  const starts: number[] = [];
  for (let at = start; at + window.slotDuration <= end; at += window.slotDuration) starts.push(at);
  return starts;
}
