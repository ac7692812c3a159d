import { seatLeaveNotice, seatRefundDue } from './scheduling';
import {
  durationError,
  fromZonedLocalInput,
  MEETING_MESSAGES,
  toZonedLocalInput,
  validateAppointmentForm,
  validateGroupSessionForm,
  validateMeetingForm,
} from './meetings';
import { RECURRENCE_MESSAGES } from './recurrence';

describe('meeting rules', () => {
  it('bounds the duration by the type', () => {
    expect(durationError('consultation', 14)).toBe(MEETING_MESSAGES.durationMin);
    expect(durationError('consultation', 15)).toBeUndefined();
    expect(durationError('check-in', 241)).toBe(MEETING_MESSAGES.durationMax);
    expect(durationError('group_session', 29)).toBe(MEETING_MESSAGES.groupDurationMin);
    expect(durationError('group_session', 181)).toBe(MEETING_MESSAGES.groupDurationMax);
    expect(durationError('group_session', 30.5)).toBe(MEETING_MESSAGES.durationWhole);
  });

  it('checks the Schedule Meeting form with the spec’s messages', () => {
    expect(
      validateMeetingForm({ clientId: '', title: ' ', description: '', meetingType: '', scheduledAt: '', duration: '10', location: '', meetingUrl: '' }),
    ).toEqual({
      clientId: MEETING_MESSAGES.clientRequired,
      title: MEETING_MESSAGES.titleRequired,
      meetingType: MEETING_MESSAGES.typeRequired,
      scheduledAt: MEETING_MESSAGES.scheduledAtRequired,
      duration: MEETING_MESSAGES.durationMin,
    });
  });

  it('checks the appointment and group session forms', () => {
    const appointment = {
      title: 'A',
      description: '',
      clientId: '',
      scheduledAt: '2026-12-01T10:00',
      duration: '241',
      appointmentType: 'video',
      platform: '',
      type: 'consultation',
      repeat: '',
      repeatUntil: '',
    } as const;
    expect(validateAppointmentForm(appointment)).toEqual({ duration: MEETING_MESSAGES.durationMax });
    // A series ends after its first day; without a repeat the end date is not read.
    const weekly = { ...appointment, duration: '60', repeat: 'weekly' } as const;
    expect(validateAppointmentForm({ ...weekly, repeatUntil: '2026-12-01' })).toEqual({ repeatUntil: RECURRENCE_MESSAGES.endAfterStart });
    expect(validateAppointmentForm({ ...weekly, repeatUntil: '2026-12-02' })).toEqual({});
    expect(validateAppointmentForm({ ...weekly, repeat: '', repeatUntil: '2026-11-01' })).toEqual({});
    const group = {
      title: 'G',
      description: '',
      scheduledAt: '2026-12-01T10:00',
      duration: '60',
      appointmentType: 'video',
      platform: '',
      maxParticipants: '51',
      price: '1.005',
      repeat: 'weekly',
      repeatUntil: '2026-11-30',
    } as const;
    expect(validateGroupSessionForm(group)).toEqual({
      maxParticipants: MEETING_MESSAGES.participants,
      price: MEETING_MESSAGES.price,
      repeatUntil: RECURRENCE_MESSAGES.endAfterStart,
    });
    expect(validateGroupSessionForm({ ...group, maxParticipants: '10', price: '19.99', repeatUntil: '' })).toEqual({});
  });

  it('reads and writes wall-clock times in a time zone, across a daylight-saving change', () => {
    expect(fromZonedLocalInput('2026-03-07T23:30', 'America/New_York')).toBe('2026-03-08T04:30:00.000Z');
    expect(fromZonedLocalInput('2026-03-08T09:00', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
    expect(fromZonedLocalInput('2026-07-01T09:00', 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
    expect(toZonedLocalInput('2026-03-08T13:00:00.000Z', 'America/New_York')).toBe('2026-03-08T09:00');
    expect(toZonedLocalInput('2026-07-01T07:00:00.000Z', 'UTC')).toBe('2026-07-01T07:00');
  });
});

describe('scheduling repeats a few figures of meetings', () => {
  it('agrees with them', async () => {
    const { SCHEDULING_LIMITS, SCHEDULING_MESSAGES, validateAvailabilityWindow } = await import('./scheduling');
    const { MEETING_LIMITS, MEETING_MESSAGES, APPOINTMENT_TYPES } = await import('./meetings');
    expect(SCHEDULING_LIMITS.slotDuration).toEqual(MEETING_LIMITS.duration);
    expect(SCHEDULING_MESSAGES.price).toBe(MEETING_MESSAGES.price);
    const window = { dayOfWeek: 1, startTime: '09:00', endTime: '10:00', slotDuration: 60 };
    for (const type of APPOINTMENT_TYPES) expect(validateAvailabilityWindow({ ...window, availabilityType: type })).toEqual({});
    expect(validateAvailabilityWindow({ ...window, availabilityType: 'video', price: MEETING_LIMITS.priceMax })).toEqual({});
    expect(validateAvailabilityWindow({ ...window, availabilityType: 'video', price: MEETING_LIMITS.priceMax + 1 }).price).toBe(MEETING_MESSAGES.price);
  });
});

describe('seatRefundDue', () => {
  const startsAt = new Date('2026-12-10T10:00:00Z');
  it('gives the money back when the business ends the seat or it was not held, whenever that is', () => {
    for (const ending of ['removed', 'cancelled', 'not_seated'] as const) expect(seatRefundDue(ending, startsAt, new Date('2026-12-10T09:30:00Z'))).toBe(true);
  });
  it('gives a leaving client their money back up to 24 hours before the start', () => {
    expect(seatRefundDue('client_left', startsAt, new Date('2026-12-09T10:00:00Z'))).toBe(true);
    expect(seatRefundDue('client_left', startsAt, new Date('2026-12-09T10:00:01Z'))).toBe(false);
    expect(seatLeaveNotice(false, '$15.00')).toBe('It starts in less than 24 hours, so your $15.00 is not refunded.');
  });
});
