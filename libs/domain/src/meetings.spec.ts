import {
  durationError,
  fromZonedLocalInput,
  MEETING_MESSAGES,
  toZonedLocalInput,
  validateAppointmentForm,
  validateGroupSessionForm,
  validateMeetingForm,
} from './meetings';

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
    } as const;
    expect(validateAppointmentForm(appointment)).toEqual({ duration: MEETING_MESSAGES.durationMax });
    const group = {
      title: 'G',
      description: '',
      scheduledAt: '2026-12-01T10:00',
      duration: '60',
      appointmentType: 'video',
      platform: '',
      maxParticipants: '51',
      price: '1.005',
    } as const;
    expect(validateGroupSessionForm(group)).toEqual({ maxParticipants: MEETING_MESSAGES.participants, price: MEETING_MESSAGES.price });
    expect(validateGroupSessionForm({ ...group, maxParticipants: '10', price: '19.99' })).toEqual({});
  });

  it('reads and writes wall-clock times in a time zone, across a daylight-saving change', () => {
    expect(fromZonedLocalInput('2026-03-07T23:30', 'America/New_York')).toBe('2026-03-08T04:30:00.000Z');
    expect(fromZonedLocalInput('2026-03-08T09:00', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
    expect(fromZonedLocalInput('2026-07-01T09:00', 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
    expect(toZonedLocalInput('2026-03-08T13:00:00.000Z', 'America/New_York')).toBe('2026-03-08T09:00');
    expect(toZonedLocalInput('2026-07-01T07:00:00.000Z', 'UTC')).toBe('2026-07-01T07:00');
  });
});
