import { EntityManager } from '@mikro-orm/postgresql';
import { CLIENT_MESSAGES, MEETING_MESSAGES, MEETINGS_PAGE, RECURRENCE_MESSAGES } from '@coachcore/domain';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { expectOffsetQueryChecks, readOffsetPages } from '../../../test/paging';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runInContext } from '../../infra/queues/run-in-context';
import { MeetingsService } from './meetings.service';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('meetings (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let clientId: string;

  const create = (auth: Record<string, string>, body: Record<string, unknown>) => t.http().post('/api/meetings').set(auth).send(body);
  const patch = (auth: Record<string, string>, id: string, body: Record<string, unknown>) => t.http().patch(`/api/meetings/${id}`).set(auth).send(body);
  const eventsOf = (name: string, meetingId: string) =>
    t.sql<{ payload: Record<string, unknown> }>(`select payload from outbox_events where name = $1 and payload->>'meetingId' = $2 order by created_at`, [
      name,
      meetingId,
    ]);

  /** The Schedule Meeting form's payload. */
  const meetingForm = (overrides: Record<string, unknown> = {}) => ({
    clientId,
    title: 'Initial consultation',
    description: 'First month',
    meetingType: 'video',
    scheduledAt: inHours(48),
    duration: 60,
    location: '',
    meetingUrl: 'https://meet.example.com/abc',
    ...overrides,
  });
  /** The calendar's New Appointment payload. */
  const appointment = (overrides: Record<string, unknown> = {}) => {
    const scheduledAt = (overrides.scheduledAt as string | undefined) ?? inHours(24);
    const duration = (overrides.duration as number | undefined) ?? 45;
    return {
      title: 'Check-in call',
      description: '',
      clientId,
      scheduledAt,
      duration,
      appointmentType: 'video',
      platform: 'zoom',
      type: 'check-in',
      endTime: new Date(new Date(scheduledAt).getTime() + duration * 60_000).toISOString(),
      ...overrides,
    };
  };
  /** The calendar's Group Session payload. */
  const groupSession = (overrides: Record<string, unknown> = {}) => ({
    title: 'Saturday HIIT',
    description: 'Bring a mat',
    scheduledAt: inHours(72),
    duration: 60,
    appointmentType: 'in_person',
    type: 'group_session',
    maxParticipants: 12,
    price: 15.5,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerUser(t);
    clientId = (await createClient(t, coach, { firstName: 'Maya', lastName: 'Lopez' })).id;
  });
  afterAll(() => t?.close());

  describe('POST /api/meetings', () => {
    it('schedules a meeting from the Schedule Meeting form: scheduled, endTime = start + duration, the client invited, appointment_booked', async () => {
      const body = meetingForm({ scheduledAt: '2026-12-01T10:00:00.000Z', duration: 90 });
      const created = await create(coach.auth, body).expect(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        clientId,
        clientName: 'Maya Lopez',
        title: 'Initial consultation',
        description: 'First month',
        scheduledAt: '2026-12-01T10:00:00.000Z',
        endTime: '2026-12-01T11:30:00.000Z',
        duration: 90,
        type: 'consultation',
        appointmentType: 'video',
        meetingType: 'video',
        platform: null,
        status: 'scheduled',
        meetingUrl: 'https://meet.example.com/abc',
        location: null,
        maxParticipants: 1,
        currentParticipants: 1,
        price: null,
        notes: null,
        isRecurring: false,
        recurringPattern: null,
        recurringEndDate: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      await t.http().get(`/api/meetings/${created.body.id}`).set(coach.auth).expect(200, created.body);
      const participants = await t.sql(`select participant_id, participant_type, status from meeting_participants where meeting_id = $1`, [created.body.id]);
      expect(participants).toEqual([{ participant_id: clientId, participant_type: 'client', status: 'invited' }]);
      expect((await eventsOf('appointment_booked', created.body.id)).map((event) => event.payload)).toEqual([
        { businessId: coach.id, meetingId: created.body.id, clientId, type: 'consultation', scheduledAt: '2026-12-01T10:00:00.000Z', bookedBy: 'business' },
      ]);
    });

    it('defaults the duration to 60 and keeps the location only in person, the meeting URL only for video', async () => {
      const inPerson = await create(coach.auth, meetingForm({ meetingType: 'in-person', duration: undefined, location: 'Studio 2' })).expect(201);
      expect(inPerson.body).toMatchObject({ appointmentType: 'in_person', meetingType: 'in-person', duration: 60, location: 'Studio 2', meetingUrl: null });
      const phone = await create(coach.auth, meetingForm({ meetingType: 'phone', location: 'Studio 2' })).expect(201);
      expect(phone.body).toMatchObject({ appointmentType: 'phone', meetingType: 'phone', location: null, meetingUrl: null });
    });

    it('creates an appointment from the New Appointment form (platform only for video; client optional)', async () => {
      const video = await create(coach.auth, appointment()).expect(201);
      expect(video.body).toMatchObject({ type: 'check-in', appointmentType: 'video', platform: 'zoom', duration: 45, status: 'scheduled', clientId });
      expect(video.body.endTime).toBe(new Date(new Date(video.body.scheduledAt).getTime() + 45 * 60_000).toISOString());
      const phone = await create(coach.auth, appointment({ appointmentType: 'phone', clientId: '' })).expect(201);
      expect(phone.body).toMatchObject({ appointmentType: 'phone', platform: null, clientId: null, clientName: null, currentParticipants: 0 });
    });

    it('creates a group session (10 participants when left out, the price kept)', async () => {
      const session = await create(coach.auth, groupSession()).expect(201);
      expect(session.body).toMatchObject({ type: 'group_session', appointmentType: 'in_person', maxParticipants: 12, price: 15.5, currentParticipants: 0 });
      const defaults = await create(coach.auth, groupSession({ maxParticipants: undefined, price: 0, appointmentType: 'video', platform: 'teams' })).expect(
        201,
      );
      expect(defaults.body).toMatchObject({ maxParticipants: 10, price: 0, platform: 'teams' });
    });

    it.each([
      ['the client (Schedule Meeting form)', meetingForm_({ clientId: undefined }), MEETING_MESSAGES.clientRequired],
      ['an empty client (Schedule Meeting form)', meetingForm_({ clientId: '' }), MEETING_MESSAGES.clientRequired],
      ['the title', meetingForm_({ title: '  ' }), MEETING_MESSAGES.titleRequired],
      ['the meeting type', meetingForm_({ meetingType: undefined }), MEETING_MESSAGES.typeRequired],
      ['an empty meeting type', meetingForm_({ meetingType: '' }), MEETING_MESSAGES.typeRequired],
      ['the date and time', meetingForm_({ scheduledAt: '' }), MEETING_MESSAGES.scheduledAtRequired],
      ['a missing date and time', meetingForm_({ scheduledAt: undefined }), MEETING_MESSAGES.scheduledAtRequired],
    ])('refuses a meeting without %s with its message', async (_, body, message) => {
      const response = await create(coach.auth, body()).expect(400);
      expect(response.body.message).toBe(message);
    });

    // The forms' payloads need the client made in beforeAll: built when the test runs.
    function meetingForm_(overrides: Record<string, unknown>) {
      return () => meetingForm(overrides);
    }

    it('answers the spec’s messages in the spec’s order', async () => {
      const response = await create(coach.auth, { meetingType: 'video', duration: 5 }).expect(400);
      expect(response.body.errors.map((error: { message: string }) => error.message)).toEqual([
        MEETING_MESSAGES.clientRequired,
        MEETING_MESSAGES.titleRequired,
        MEETING_MESSAGES.scheduledAtRequired,
        MEETING_MESSAGES.durationMin,
      ]);
      expect((await create(coach.auth, {}).expect(400)).body.message).toBe(MEETING_MESSAGES.titleRequired);
    });

    it.each([
      ['meeting duration 14', () => meetingForm({ duration: 14 }), MEETING_MESSAGES.durationMin],
      ['meeting duration 241', () => meetingForm({ duration: 241 }), MEETING_MESSAGES.durationMax],
      ['meeting duration 30.5', () => meetingForm({ duration: 30.5 }), MEETING_MESSAGES.durationWhole],
      ['appointment duration 14', () => appointment({ duration: 14 }), MEETING_MESSAGES.durationMin],
      ['appointment duration 241', () => appointment({ duration: 241 }), MEETING_MESSAGES.durationMax],
      ['group duration 29', () => groupSession({ duration: 29 }), MEETING_MESSAGES.groupDurationMin],
      ['group duration 181', () => groupSession({ duration: 181 }), MEETING_MESSAGES.groupDurationMax],
      ['participants 1', () => groupSession({ maxParticipants: 1 }), MEETING_MESSAGES.participants],
      ['participants 51', () => groupSession({ maxParticipants: 51 }), MEETING_MESSAGES.participants],
      ['participants 2.5', () => groupSession({ maxParticipants: 2.5 }), MEETING_MESSAGES.participants],
      ['a price below 0', () => groupSession({ price: -0.01 }), MEETING_MESSAGES.price],
      ['a price finer than 0.01', () => groupSession({ price: 1.005 }), MEETING_MESSAGES.price],
      ['a phone group session', () => groupSession({ appointmentType: 'phone' }), MEETING_MESSAGES.groupSessionType],
      ['an unknown platform', () => appointment({ platform: 'skype' }), MEETING_MESSAGES.invalidPlatform],
      ['an unknown appointment type', () => appointment({ appointmentType: 'carrier_pigeon' }), MEETING_MESSAGES.invalidAppointmentType],
      ['an unknown meeting type', () => meetingForm({ meetingType: 'in_person' }), MEETING_MESSAGES.invalidMeetingType],
      ['an unknown type', () => appointment({ type: 'party' }), MEETING_MESSAGES.invalidType],
      ['a date that is none', () => appointment({ scheduledAt: '2026-02-30T10:00:00Z', endTime: undefined }), MEETING_MESSAGES.scheduledAtInvalid],
      ['an end time that is not start + duration', () => appointment({ endTime: '2030-01-01T00:00:00.000Z' }), MEETING_MESSAGES.endTimeMismatch],
      ['a meeting URL that is no web address', () => meetingForm({ meetingUrl: 'javascript:alert(1)' }), MEETING_MESSAGES.invalidUrl],
      ['two types that disagree', () => ({ ...meetingForm(), appointmentType: 'phone' }), MEETING_MESSAGES.typesDisagree],
    ])('refuses %s with its message', async (_, body, message) => {
      const response = await create(coach.auth, body()).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('accepts the bounds themselves', async () => {
      await create(coach.auth, appointment({ duration: 15 })).expect(201);
      await create(coach.auth, appointment({ duration: 240 })).expect(201);
      await create(coach.auth, groupSession({ duration: 30, maxParticipants: 2, price: 0 })).expect(201);
      await create(coach.auth, groupSession({ duration: 180, maxParticipants: 50, price: 0.01 })).expect(201);
    });

    it('answers 404 for a client of another business (or an id that is none) and creates nothing', async () => {
      const other = await registerUser(t);
      const foreignClient = (await createClient(t, other)).id;
      const before = await t.sql<{ count: number }>(`select count(*)::int as count from meetings where coach_id = $1`, [coach.id]);
      expect((await create(coach.auth, meetingForm({ clientId: foreignClient })).expect(404)).body.message).toBe(CLIENT_MESSAGES.notFound);
      expect((await create(coach.auth, appointment({ clientId: 'not-a-uuid' })).expect(404)).body.message).toBe(CLIENT_MESSAGES.notFound);
      expect(await t.sql(`select count(*)::int as count from meetings where coach_id = $1`, [coach.id])).toEqual(before);
    });
  });

  describe('GET /api/meetings', () => {
    let business: SignedInUser;
    let client: string;

    beforeAll(async () => {
      business = await registerUser(t);
      client = (await createClient(t, business)).id;
    });

    it('answers the meetings overlapping a range, soonest first, in numbered pages', async () => {
      const at = (iso: string, duration = 60, title = iso) =>
        create(business.auth, { title, clientId: client, meetingType: 'video', scheduledAt: iso, duration }).expect(201);
      await at('2027-01-04T23:30:00.000Z', 60, 'overlaps the start');
      await at('2027-01-04T22:00:00.000Z', 60, 'ends before');
      await at('2027-01-05T09:00:00.000Z', 60, 'inside 1');
      await at('2027-01-06T09:00:00.000Z', 60, 'inside 2');
      await at('2027-01-07T23:59:00.000Z', 30, 'starts inside');
      await at('2027-01-08T00:00:00.000Z', 30, 'starts at the end');
      const range = { from: '2027-01-05T00:00:00.000Z', to: '2027-01-08T00:00:00.000Z' };

      const all = await t.http().get('/api/meetings').query(range).set(business.auth).expect(200);
      expect(all.body.map((meeting: { title: string }) => meeting.title)).toEqual(['overlaps the start', 'inside 1', 'inside 2', 'starts inside']);
      expect(all.headers['x-total-count']).toBe('4');

      const second = await t
        .http()
        .get('/api/meetings')
        .query({ ...range, page: 2, limit: 3 })
        .set(business.auth)
        .expect(200);
      expect(second.body.map((meeting: { title: string }) => meeting.title)).toEqual(['starts inside']);
      expect(second.headers).toMatchObject({ 'x-total-count': '4', 'x-page': '2', 'x-limit': '3' });
    });

    it('splits Upcoming (future and scheduled, soonest first) from Past (everything else, latest first)', async () => {
      const other = await registerUser(t);
      const theirClient = (await createClient(t, other)).id;
      const make = async (title: string, scheduledAt: string) =>
        (await create(other.auth, { title, clientId: theirClient, meetingType: 'phone', scheduledAt }).expect(201)).body.id as string;
      await make('later', inHours(50));
      await make('soon', inHours(2));
      const cancelled = await make('cancelled future', inHours(30));
      await t.http().post(`/api/meetings/${cancelled}/cancel`).set(other.auth).expect(200);
      await make('yesterday', inHours(-24));
      await make('last week', inHours(-24 * 7));

      const upcoming = await t.http().get('/api/meetings').query({ timeframe: 'upcoming' }).set(other.auth).expect(200);
      expect(upcoming.body.map((meeting: { title: string }) => meeting.title)).toEqual(['soon', 'later']);
      const past = await t.http().get('/api/meetings').query({ timeframe: 'past' }).set(other.auth).expect(200);
      expect(past.body.map((meeting: { title: string }) => meeting.title)).toEqual(['cancelled future', 'yesterday', 'last week']);
      expect(past.headers['x-total-count']).toBe('3');
    });

    it('pages Upcoming, Past and a range without overlaps or gaps (ties broken by id), within the page sizes', async () => {
      const other = await registerUser(t);
      const theirs = (await createClient(t, other)).id;
      const tied = inHours(30);
      const make = (scheduledAt: string) => create(other.auth, { title: 'Paged', clientId: theirs, meetingType: 'phone', scheduledAt }).expect(201);
      for (let i = 0; i < 8; i++) await make(tied);
      for (let i = 0; i < 7; i++) await make(inHours(40 + i));
      for (let i = 0; i < 6; i++) await make(inHours(-10 - i));

      const upcoming = await readOffsetPages(t, '/api/meetings?timeframe=upcoming', other.auth, 4);
      expect(upcoming).toHaveLength(15);
      expect(new Set(upcoming.map((meeting) => meeting.id)).size).toBe(15);
      const starts = upcoming.map((meeting) => meeting.scheduledAt as string);
      expect([...starts].sort()).toEqual(starts);
      const past = await readOffsetPages(t, '/api/meetings?timeframe=past', other.auth, 4);
      expect(past).toHaveLength(6);
      expect([...past.map((meeting) => meeting.scheduledAt as string)].sort().reverse()).toEqual(past.map((meeting) => meeting.scheduledAt));
      const range = await readOffsetPages(t, `/api/meetings?from=${encodeURIComponent(inHours(-100))}&to=${encodeURIComponent(inHours(100))}`, other.auth, 5);
      expect(range).toHaveLength(21);
      await expectOffsetQueryChecks(t, '/api/meetings', other.auth, MEETINGS_PAGE.maxLimit);
      const defaults = await t.http().get('/api/meetings').set(other.auth).expect(200);
      expect(defaults.headers['x-limit']).toBe(String(MEETINGS_PAGE.defaultLimit));
    });

    it.each([
      [{ from: 'yesterday' }, 'from must be a date and time'],
      [{ to: '2027-13-01T00:00:00Z' }, 'to must be a date and time'],
      [{ from: '2027-01-02T00:00:00Z', to: '2027-01-01T00:00:00Z' }, MEETING_MESSAGES.invalidRange],
      [{ timeframe: 'soon' }, MEETING_MESSAGES.invalidTimeframe],
      [{ limit: 501 }, expect.any(String)],
    ])('refuses the query %j with its message', async (query, message) => {
      const response = await t.http().get('/api/meetings').query(query).set(business.auth).expect(400);
      expect(response.body.message).toEqual(message);
    });
  });

  describe('PATCH /api/meetings/{id} and cancel', () => {
    it('edits only what is sent and reschedules (endTime moves, meeting_rescheduled once)', async () => {
      const { body } = await create(coach.auth, appointment({ scheduledAt: '2026-12-10T09:00:00.000Z', duration: 30 })).expect(201);
      const edited = await patch(coach.auth, body.id, { title: 'Renamed', notes: 'Bring the log' }).expect(200);
      expect(edited.body).toMatchObject({ title: 'Renamed', notes: 'Bring the log', scheduledAt: '2026-12-10T09:00:00.000Z', platform: 'zoom' });
      expect(await eventsOf('meeting_rescheduled', body.id)).toEqual([]);

      const moved = await patch(coach.auth, body.id, { scheduledAt: '2026-12-11T14:00:00.000Z', duration: 60 }).expect(200);
      expect(moved.body).toMatchObject({ scheduledAt: '2026-12-11T14:00:00.000Z', duration: 60, endTime: '2026-12-11T15:00:00.000Z' });
      expect((await eventsOf('meeting_rescheduled', body.id)).map((event) => event.payload)).toEqual([
        {
          businessId: coach.id,
          meetingId: body.id,
          clientId,
          scheduledAt: '2026-12-11T14:00:00.000Z',
          endTime: '2026-12-11T15:00:00.000Z',
          previousScheduledAt: '2026-12-10T09:00:00.000Z',
        },
      ]);
    });

    it('drops the video fields when the meeting becomes in person', async () => {
      const { body } = await create(coach.auth, appointment()).expect(201);
      const updated = await patch(coach.auth, body.id, { appointmentType: 'in_person', location: 'Park' }).expect(200);
      expect(updated.body).toMatchObject({ appointmentType: 'in_person', platform: null, meetingUrl: null, location: 'Park' });
    });

    it('keeps the bounds of the meeting’s type', async () => {
      const { body } = await create(coach.auth, groupSession()).expect(201);
      expect((await patch(coach.auth, body.id, { duration: 200 }).expect(400)).body.message).toBe(MEETING_MESSAGES.groupDurationMax);
      expect((await patch(coach.auth, body.id, { duration: 20 }).expect(400)).body.message).toBe(MEETING_MESSAGES.groupDurationMin);
      expect((await patch(coach.auth, body.id, { appointmentType: 'phone' }).expect(400)).body.message).toBe(MEETING_MESSAGES.groupSessionType);
      expect((await patch(coach.auth, body.id, { title: null }).expect(400)).body.message).toBe(MEETING_MESSAGES.titleRequired);
      expect((await patch(coach.auth, body.id, { status: 'done' }).expect(400)).body.message).toBe(MEETING_MESSAGES.invalidStatus);
      const oneOnOne = await create(coach.auth, appointment()).expect(201);
      expect((await patch(coach.auth, oneOnOne.body.id, { duration: 241 }).expect(400)).body.message).toBe(MEETING_MESSAGES.durationMax);
      await patch(coach.auth, body.id, { duration: 180, maxParticipants: 50 }).expect(200);
    });

    it('marks a meeting completed (then it cannot move or go back) and records each status event', async () => {
      const { body } = await create(coach.auth, appointment()).expect(201);
      const completed = await patch(coach.auth, body.id, { status: 'completed' }).expect(200);
      expect(completed.body.status).toBe('completed');
      expect((await patch(coach.auth, body.id, { scheduledAt: inHours(5) }).expect(409)).body.message).toBe(MEETING_MESSAGES.onlyScheduledReschedule);
      expect((await patch(coach.auth, body.id, { status: 'scheduled' }).expect(409)).body.message).toBe(MEETING_MESSAGES.backToScheduled);
      await patch(coach.auth, body.id, { status: 'no_show' }).expect(200);
      await patch(coach.auth, body.id, { status: 'no_show' }).expect(200);
      const payload = { businessId: coach.id, meetingId: body.id, clientId };
      expect((await eventsOf('meeting_completed', body.id)).map((event) => event.payload)).toEqual([payload]);
      expect((await eventsOf('meeting_no_show', body.id)).map((event) => event.payload)).toEqual([payload]);
    });

    it('cancels (once: a cancelled meeting stays as it is)', async () => {
      const { body } = await create(coach.auth, appointment()).expect(201);
      const cancelled = await t.http().post(`/api/meetings/${body.id}/cancel`).set(coach.auth).expect(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect((await t.http().post(`/api/meetings/${body.id}/cancel`).set(coach.auth).expect(409)).body.message).toBe(MEETING_MESSAGES.cancelledIsFinal);
      expect((await patch(coach.auth, body.id, { title: 'Back?' }).expect(409)).body.message).toBe(MEETING_MESSAGES.cancelledIsFinal);
      expect((await eventsOf('meeting_cancelled', body.id)).map((event) => event.payload)).toEqual([{ businessId: coach.id, meetingId: body.id, clientId }]);

      const other = await create(coach.auth, appointment()).expect(201);
      expect((await patch(coach.auth, other.body.id, { status: 'cancelled' }).expect(200)).body.status).toBe('cancelled');
    });
  });

  describe('access', () => {
    it('lets staff with schedule_sessions in, and keeps staff without it, clients and anonymous callers out', async () => {
      const { body } = await create(coach.auth, appointment()).expect(201);
      const scheduler = await createStaff(t, coach, ['schedule_sessions']);
      const other = await createStaff(t, coach, ['client_management', 'view_clients']);
      const clientUser = await createClientUser(t, coach);

      await t.http().get(`/api/meetings/${body.id}`).set(scheduler.auth).expect(200);
      await create(scheduler.auth, appointment()).expect(201);
      await patch(scheduler.auth, body.id, { title: 'By staff' }).expect(200);

      await t.http().get('/api/meetings').set(other.auth).expect(403);
      await create(other.auth, appointment()).expect(403);
      await t.http().get('/api/meetings').set(clientUser.auth).expect(403);
      await t.http().get(`/api/meetings/${body.id}`).set(clientUser.auth).expect(403);

      await t.http().get('/api/meetings').expect(401);
      await t.http().get('/api/meetings/stats').expect(401);
      await t.http().get(`/api/meetings/${body.id}`).expect(401);
      await create({}, appointment()).expect(401);
    });

    it('answers 404 to another business (and its staff) and changes nothing', async () => {
      const { body } = await create(coach.auth, appointment()).expect(201);
      const other = await registerUser(t);
      const otherStaff = await createStaff(t, other, ['schedule_sessions']);
      for (const caller of [other, otherStaff]) {
        expect((await t.http().get(`/api/meetings/${body.id}`).set(caller.auth).expect(404)).body.message).toBe(MEETING_MESSAGES.notFound);
        await patch(caller.auth, body.id, { title: 'Taken' }).expect(404);
        await patch(caller.auth, body.id, { status: 'cancelled' }).expect(404);
        await t.http().post(`/api/meetings/${body.id}/cancel`).set(caller.auth).expect(404);
        expect((await t.http().get('/api/meetings').set(caller.auth).expect(200)).body).toEqual([]);
      }
      await t.http().get(`/api/meetings/${body.id}`).set(coach.auth).expect(200, body);
    });
  });

  describe('GET /api/meetings/occurrences', () => {
    const occurrences = (auth: Record<string, string>, from: string, to: string) => t.http().get('/api/meetings/occurrences').query({ from, to }).set(auth);

    it('answers a series’ later occurrences in the range on the business’s wall clock, across a daylight-saving change', async () => {
      const business = await registerUser(t);
      await t.sql(`update users set time_zone = 'Europe/London' where id = $1`, [business.id]);
      const member = (await createClient(t, business)).id;
      // Mondays at 09:00 London time from 22 March 2027 (GMT); the clocks go forward on 28 March.
      const series = (
        await create(
          business.auth,
          appointment({ clientId: member, scheduledAt: '2027-03-22T09:00:00.000Z', duration: 30, isRecurring: true, recurringPattern: 'weekly' }),
        ).expect(201)
      ).body;
      const listed = await occurrences(business.auth, '2027-03-20T00:00:00.000Z', '2027-04-10T00:00:00.000Z').expect(200);
      expect(listed.body.map((o: { scheduledAt: string; endTime: string }) => [o.scheduledAt, o.endTime])).toEqual([
        ['2027-03-29T08:00:00.000Z', '2027-03-29T08:30:00.000Z'],
        ['2027-04-05T08:00:00.000Z', '2027-04-05T08:30:00.000Z'],
      ]);
      expect(listed.body[0].meeting).toMatchObject({ id: series.id, isRecurring: true, recurringPattern: 'weekly', clientId: member });
      // One overlapping the range's start is in it; the series' own first start is the meeting itself, not an occurrence.
      expect((await occurrences(business.auth, '2027-03-29T08:15:00.000Z', '2027-03-29T09:00:00.000Z').expect(200)).body).toHaveLength(1);
      expect((await occurrences(business.auth, '2027-03-22T00:00:00.000Z', '2027-03-23T00:00:00.000Z').expect(200)).body).toEqual([]);

      // An end date ends it; a cancelled series has none.
      await patch(business.auth, series.id, { recurringEndDate: '2027-04-01T00:00:00.000Z' }).expect(200);
      expect((await occurrences(business.auth, '2027-03-20T00:00:00.000Z', '2027-04-10T00:00:00.000Z').expect(200)).body).toHaveLength(1);
      await t.http().post(`/api/meetings/${series.id}/cancel`).set(business.auth).expect(200);
      expect((await occurrences(business.auth, '2027-03-20T00:00:00.000Z', '2027-04-10T00:00:00.000Z').expect(200)).body).toEqual([]);
    });

    it('checks the range, and shows no one another business’s series', async () => {
      await create(coach.auth, appointment({ scheduledAt: inHours(24), isRecurring: true, recurringPattern: 'daily' })).expect(201);
      const from = inHours(0);
      const week = inHours(24 * 7);
      expect((await occurrences(coach.auth, from, week).expect(200)).body.length).toBeGreaterThanOrEqual(5);
      const stranger = await registerUser(t);
      expect((await occurrences(stranger.auth, from, week).expect(200)).body).toEqual([]);
      expect((await occurrences(coach.auth, week, from).expect(400)).body.message).toBe(MEETING_MESSAGES.invalidRange);
      expect((await occurrences(coach.auth, from, inHours(24 * 63)).expect(400)).body.message).toBe(RECURRENCE_MESSAGES.rangeTooLong);
      await t.http().get('/api/meetings/occurrences').query({ from }).set(coach.auth).expect(400);
    });
  });

  describe('GET /api/meetings/stats', () => {
    it('counts today and this week (Sunday to Saturday) in the business’s time zone, and the upcoming group sessions', async () => {
      const business = await registerUser(t);
      await t.sql(`update users set time_zone = 'America/New_York' where id = $1`, [business.id]);
      const make = (scheduledAt: string, extra: Record<string, unknown> = {}) =>
        create(business.auth, { title: scheduledAt, appointmentType: 'video', scheduledAt, ...extra }).expect(201);
      // Saturday 7 March 2026, 07:00 in New York (EST); the clocks move on Sunday 8 March.
      const at = new Date('2026-03-07T12:00:00.000Z');
      await make('2026-03-07T04:30:00.000Z'); // Friday 23:30: this week
      await make('2026-03-07T05:30:00.000Z'); // Saturday 00:30: today
      await make('2026-03-08T04:30:00.000Z'); // Saturday 23:30: today
      await make('2026-03-08T05:30:00.000Z'); // Sunday 00:30: next week
      await make('2026-03-01T04:59:00.000Z'); // Saturday 28 February 23:59: last week
      await make('2026-03-01T05:00:00.000Z'); // Sunday 1 March 00:00: this week
      const cancelled = await make('2026-03-07T15:00:00.000Z');
      await t.http().post(`/api/meetings/${cancelled.body.id}/cancel`).set(business.auth).expect(200);
      await make('2026-03-10T15:00:00.000Z', { type: 'group_session', appointmentType: 'in_person' }); // upcoming group session
      await make('2026-03-06T15:00:00.000Z', { type: 'group_session', appointmentType: 'in_person' }); // a past one: this week only

      const stats = await runInContext(t.app.get(EntityManager), () => t.app.get(MeetingsService).stats({ businessId: business.id }, at));
      expect(stats).toEqual({ timeZone: 'America/New_York', todayAppointments: 2, thisWeek: 5, groupSessions: 1, integrationsActive: 0 });

      const answered = await t.http().get('/api/meetings/stats').set(business.auth).expect(200);
      expect(answered.body).toEqual({
        timeZone: 'America/New_York',
        todayAppointments: 0,
        thisWeek: expect.any(Number),
        groupSessions: 0,
        integrationsActive: 0,
      });
    });
  });
});
