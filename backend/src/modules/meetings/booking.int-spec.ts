import { fromZonedLocalInput, noticeMessage, SCHEDULING_MESSAGES, toZonedLocalInput } from '@coachcore/domain';
import { createClientUser, createStaff } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { connectSocket, listening, nextEvent } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';

const DAY = 86_400_000;
const COACH_ZONE = 'America/New_York';
const CLIENT_ZONE = 'Europe/Berlin';

/** The date (YYYY-MM-DD) `days` from now on the coach's wall clock, and its weekday. */
function coachDay(days: number): { date: string; dayOfWeek: number } {
  const date = toZonedLocalInput(new Date(Date.now() + days * DAY), COACH_ZONE).slice(0, 10);
  return { date, dayOfWeek: new Date(`${date}T00:00:00Z`).getUTCDay() };
}
/** An instant on the coach's wall clock. */
const at = (date: string, time: string) => fromZonedLocalInput(`${date}T${time}`, COACH_ZONE);

describe('availability and self-booking (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  let other: SignedInUser & { clientId: string };
  /** Four days ahead (outside the default 24-hour notice): 09:00–11:00 in 60-minute slots, and 14:00–15:00 in 30. */
  const day = coachDay(4);
  let morning: string;
  let afternoon: string;

  const week = (overrides: Record<string, unknown>[] = []) => ({
    windows: [
      { dayOfWeek: day.dayOfWeek, startTime: '09:00', endTime: '11:00', slotDuration: 60, availabilityType: 'video', price: 40 },
      { dayOfWeek: day.dayOfWeek, startTime: '14:00', endTime: '15:00', slotDuration: 30, availabilityType: 'in_person', location: 'Studio 2' },
      ...overrides,
    ],
  });
  const range = { from: at(day.date, '00:00'), to: at(coachDay(5).date, '00:00') };
  const slots = (user: SignedInUser, query: Record<string, string> = range) => t.http().get('/api/client/appointments/slots').query(query).set(user.auth);
  const book = (user: SignedInUser, startsAt: string, availabilityId = morning) =>
    t.http().post('/api/client/appointments').set(user.auth).send({ availabilityId, startsAt });

  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerUser(t);
    await t.sql(`update users set time_zone = $1 where id = $2`, [COACH_ZONE, coach.id]);
    client = await createClientUser(t, coach);
    other = await createClientUser(t, coach);
    await t.sql(`update users set time_zone = $1 where id = $2`, [CLIENT_ZONE, client.id]);
    const saved = await t.http().put('/api/availability').set(coach.auth).send(week()).expect(200);
    morning = saved.body[0].id;
    afternoon = saved.body[1].id;
  });
  afterAll(() => t?.close());

  describe('GET/PUT /api/availability', () => {
    it('answers the week as saved, with the spec’s defaults (maxParticipants 1, active)', async () => {
      const list = await t.http().get('/api/availability').set(coach.auth).expect(200);
      expect(list.body).toEqual([
        {
          id: morning,
          coachId: coach.id,
          businessId: coach.id,
          availabilityType: 'video',
          dayOfWeek: day.dayOfWeek,
          startTime: '09:00',
          endTime: '11:00',
          slotDuration: 60,
          maxParticipants: 1,
          price: 40,
          location: null,
          isActive: true,
        },
        expect.objectContaining({ id: afternoon, availabilityType: 'in_person', location: 'Studio 2', slotDuration: 30, price: null }),
      ]);
      const [event] = await t.sql<{ payload: Record<string, unknown> }>(
        `select payload from outbox_events where name = 'availability_updated' and payload->>'businessId' = $1`,
        [coach.id],
      );
      expect(event!.payload).toEqual({ businessId: coach.id, windows: 2 });
    });

    it.each([
      ['a day past Saturday', { dayOfWeek: 7 }, SCHEDULING_MESSAGES.dayOfWeek],
      ['a start that is no time', { startTime: '9:00' }, SCHEDULING_MESSAGES.startTime],
      ['an end that is no time', { endTime: '24:00' }, SCHEDULING_MESSAGES.endTime],
      ['an end before the start', { startTime: '12:00', endTime: '11:00' }, SCHEDULING_MESSAGES.endAfterStart],
      ['a slot shorter than 15 minutes', { slotDuration: 10 }, SCHEDULING_MESSAGES.slotDuration],
      ['a slot longer than 240 minutes', { slotDuration: 241 }, SCHEDULING_MESSAGES.slotDuration],
      ['a slot longer than the period', { startTime: '10:00', endTime: '10:30', slotDuration: 60 }, SCHEDULING_MESSAGES.slotFits],
      ['an unknown meeting type', { availabilityType: 'zoom' }, SCHEDULING_MESSAGES.availabilityType],
      ['a negative price', { price: -1 }, SCHEDULING_MESSAGES.price],
      ['a price in tenths of cents', { price: 1.005 }, SCHEDULING_MESSAGES.price],
    ])('refuses %s with its message', async (_, overrides, message) => {
      const window = { dayOfWeek: 1, startTime: '09:00', endTime: '17:00', slotDuration: 60, availabilityType: 'video', ...overrides };
      const response = await t
        .http()
        .put('/api/availability')
        .set(coach.auth)
        .send({ windows: [window] })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it('refuses periods of one day that overlap, more than 50 periods, and no list', async () => {
      const overlap = week([{ dayOfWeek: day.dayOfWeek, startTime: '10:30', endTime: '12:00' }]);
      expect((await t.http().put('/api/availability').set(coach.auth).send(overlap).expect(400)).body.message).toBe(SCHEDULING_MESSAGES.overlap);
      const many = Array.from({ length: 51 }, (_, i) => ({
        dayOfWeek: i % 7,
        startTime: `${String(Math.floor(i / 7)).padStart(2, '0')}:00`,
        endTime: `${String(Math.floor(i / 7)).padStart(2, '0')}:30`,
        slotDuration: 30,
      }));
      expect((await t.http().put('/api/availability').set(coach.auth).send({ windows: many }).expect(400)).body.message).toBe(
        SCHEDULING_MESSAGES.tooManyWindows,
      );
      expect((await t.http().put('/api/availability').set(coach.auth).send({}).expect(400)).body.message).toBe(SCHEDULING_MESSAGES.windowsRequired);
      // Nothing changed.
      expect((await t.http().get('/api/availability').set(coach.auth).expect(200)).body.map((w: { id: string }) => w.id)).toEqual([morning, afternoon]);
    });

    it('is the business’s: clients and staff without schedule_sessions get 403, another business sees its own (none)', async () => {
      await t.http().get('/api/availability').set(client.auth).expect(403);
      await t.http().put('/api/availability').set(client.auth).send(week()).expect(403);
      const staff = await createStaff(t, coach, ['manage_clients']);
      await t.http().get('/api/availability').set(staff.auth).expect(403);
      const scheduler = await createStaff(t, coach, ['schedule_sessions']);
      expect((await t.http().get('/api/availability').set(scheduler.auth).expect(200)).body).toHaveLength(2);
      const stranger = await registerUser(t);
      expect((await t.http().get('/api/availability').set(stranger.auth).expect(200)).body).toEqual([]);
    });
  });

  describe('GET/PUT /api/availability/settings', () => {
    it('answers 24 hours and the business’s time zone until set; saves 0 to 168', async () => {
      expect((await t.http().get('/api/availability/settings').set(coach.auth).expect(200)).body).toEqual({ noticeHours: 24, timeZone: COACH_ZONE });
      for (const bad of [-1, 169, 1.5, 'soon', null]) {
        const response = await t.http().put('/api/availability/settings').set(coach.auth).send({ noticeHours: bad }).expect(400);
        expect(response.body.message).toBe(SCHEDULING_MESSAGES.noticeHours);
      }
      expect((await t.http().put('/api/availability/settings').set(coach.auth).send({ noticeHours: 12 }).expect(200)).body).toEqual({
        noticeHours: 12,
        timeZone: COACH_ZONE,
      });
      expect((await t.http().put('/api/availability/settings').set(coach.auth).send({ noticeHours: 24 }).expect(200)).body.noticeHours).toBe(24);
      await t.http().put('/api/availability/settings').set(client.auth).send({ noticeHours: 1 }).expect(403);
    });
  });

  describe('GET /api/client/appointments/slots', () => {
    it('answers the free slots of the working hours, with their day and time on the client’s own wall clock', async () => {
      const response = await slots(client).expect(200);
      const starts = [at(day.date, '09:00'), at(day.date, '10:00'), at(day.date, '14:00'), at(day.date, '14:30')];
      expect(response.body.timeZone).toBe(CLIENT_ZONE);
      expect(response.body.noticeHours).toBe(24);
      expect(response.body.slots).toEqual(
        starts.map((startsAt, i) => ({
          startsAt,
          endsAt: new Date(new Date(startsAt).getTime() + (i < 2 ? 60 : 30) * 60_000).toISOString(),
          localDate: toZonedLocalInput(startsAt, CLIENT_ZONE).slice(0, 10),
          localTime: toZonedLocalInput(startsAt, CLIENT_ZONE).slice(11, 16),
          availabilityId: i < 2 ? morning : afternoon,
          duration: i < 2 ? 60 : 30,
          appointmentType: i < 2 ? 'video' : 'in_person',
          price: i < 2 ? 40 : null,
          location: i < 2 ? null : 'Studio 2',
        })),
      );
      // The client's wall clock is six hours ahead of the coach's.
      expect(response.body.slots[0].localTime).toBe('15:00');
    });

    it('leaves out slots a scheduled meeting overlaps (not cancelled ones) and slots inside the notice period', async () => {
      const meeting = await t
        .http()
        .post('/api/meetings')
        .set(coach.auth)
        .send({ title: 'Busy', appointmentType: 'phone', type: 'check-in', scheduledAt: at(day.date, '10:30'), duration: 15 })
        .expect(201);
      expect((await slots(client).expect(200)).body.slots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(at(day.date, '10:00'));
      await t.http().post(`/api/meetings/${meeting.body.id}/cancel`).set(coach.auth).expect(200);
      expect((await slots(client).expect(200)).body.slots.map((s: { startsAt: string }) => s.startsAt)).toContain(at(day.date, '10:00'));

      await t.http().put('/api/availability/settings').set(coach.auth).send({ noticeHours: 168 }).expect(200);
      expect((await slots(client).expect(200)).body.slots).toEqual([]);
      await t.http().put('/api/availability/settings').set(coach.auth).send({ noticeHours: 24 }).expect(200);
    });

    it('leaves out the slots an occurrence of a recurring series overlaps, and refuses booking one', async () => {
      // Every day at 14:00 for 30 minutes from two days ahead: its occurrence on the day takes the 14:00 slot.
      const series = await t
        .http()
        .post('/api/meetings')
        .set(coach.auth)
        .send({
          title: 'Daily stand-up',
          appointmentType: 'phone',
          type: 'check-in',
          scheduledAt: at(coachDay(2).date, '14:00'),
          duration: 30,
          isRecurring: true,
          recurringPattern: 'daily',
        })
        .expect(201);
      const starts = (await slots(client).expect(200)).body.slots.map((s: { startsAt: string }) => s.startsAt);
      expect(starts).not.toContain(at(day.date, '14:00'));
      expect(starts).toContain(at(day.date, '14:30'));
      expect((await book(client, at(day.date, '14:00'), afternoon).expect(409)).body.message).toBe(SCHEDULING_MESSAGES.slotTaken);
      await t.http().post(`/api/meetings/${series.body.id}/cancel`).set(coach.auth).expect(200);
      expect((await slots(client).expect(200)).body.slots.map((s: { startsAt: string }) => s.startsAt)).toContain(at(day.date, '14:00'));
    });

    it('refuses a range that is backwards or longer than 31 days', async () => {
      expect((await slots(client, { from: range.to, to: range.from }).expect(400)).body.message).toBe(SCHEDULING_MESSAGES.rangeInvalid);
      const far = new Date(Date.parse(range.from) + 32 * DAY).toISOString();
      expect((await slots(client, { from: range.from, to: far }).expect(400)).body.message).toBe(SCHEDULING_MESSAGES.rangeTooLong);
      await slots(client, { from: 'soon' }).expect(400);
    });

    it('is for clients only, and shows a client only their own coach’s hours', async () => {
      await slots(coach).expect(403);
      const strangerCoach = await registerUser(t);
      const stranger = await createClientUser(t, strangerCoach);
      expect((await slots(stranger).expect(200)).body.slots).toEqual([]);
      await book(stranger, at(day.date, '09:00')).expect(404);
    });
  });

  describe('POST /api/client/appointments', () => {
    it('books a free slot: a scheduled appointment with the client, appointment_booked by the client, the slot gone', async () => {
      const startsAt = at(day.date, '09:00');
      const booked = await book(client, startsAt).expect(201);
      expect(booked.body).toEqual(
        expect.objectContaining({
          clientId: client.clientId,
          scheduledAt: startsAt,
          endTime: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
          duration: 60,
          status: 'scheduled',
          appointmentType: 'video',
          price: 40,
          maxParticipants: 1,
          currentParticipants: 1,
        }),
      );
      const [event] = await t.sql<{ payload: Record<string, unknown> }>(
        `select payload from outbox_events where name = 'appointment_booked' and payload->>'meetingId' = $1`,
        [booked.body.id],
      );
      expect(event!.payload).toEqual({
        businessId: coach.id,
        meetingId: booked.body.id,
        clientId: client.clientId,
        type: 'consultation',
        scheduledAt: startsAt,
        bookedBy: 'client',
      });
      expect((await slots(other).expect(200)).body.slots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(startsAt);
      // On the coach's calendar.
      const calendar = await t.http().get('/api/meetings').query(range).set(coach.auth).expect(200);
      expect(calendar.body.map((m: { id: string }) => m.id)).toContain(booked.body.id);
      // Taken: another client gets 409.
      expect((await book(other, startsAt).expect(409)).body.message).toBe(SCHEDULING_MESSAGES.slotTaken);
    });

    it('refuses a time that is not a slot, a slot inside the notice period and unknown working hours', async () => {
      expect((await book(other, at(day.date, '09:30')).expect(400)).body.message).toBe(SCHEDULING_MESSAGES.notASlot);
      expect((await book(other, at(day.date, '14:00')).expect(400)).body.message).toBe(SCHEDULING_MESSAGES.notASlot); // the afternoon's slot, in the morning's hours
      expect((await book(other, at(coachDay(5).date, '09:00')).expect(400)).body.message).toBe(SCHEDULING_MESSAGES.notASlot); // another weekday
      await t.http().put('/api/availability/settings').set(coach.auth).send({ noticeHours: 168 }).expect(200);
      expect((await book(other, at(day.date, '10:00')).expect(400)).body.message).toBe(noticeMessage(168));
      await t.http().put('/api/availability/settings').set(coach.auth).send({ noticeHours: 24 }).expect(200);
      expect((await book(other, at(day.date, '10:00'), '00000000-0000-4000-8000-000000000000').expect(404)).body.message).toBe(
        SCHEDULING_MESSAGES.availabilityNotFound,
      );
      expect((await t.http().post('/api/client/appointments').set(other.auth).send({}).expect(400)).body.message).toBe(SCHEDULING_MESSAGES.startsAtRequired);
      await t
        .http()
        .post('/api/client/appointments')
        .set(coach.auth)
        .send({ availabilityId: morning, startsAt: at(day.date, '10:00') })
        .expect(403);
    });

    it('of 20 clients booking one slot at once, exactly one gets it; the others get 409', async () => {
      const startsAt = at(day.date, '14:30');
      // Made one after another: the race under test is what follows, not 20 sign-ups at once.
      const people: Awaited<ReturnType<typeof createClientUser>>[] = [];
      for (let i = 0; i < 20; i++) people.push(await createClientUser(t, coach));
      const responses = await Promise.all(people.map((person) => book(person, startsAt, afternoon)));
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const r of responses.filter((r) => r.status === 409)) expect(r.body.message).toBe(SCHEDULING_MESSAGES.slotTaken);
      const [{ count }] = (await t.sql<{ count: number }>(
        `select count(*)::int as count from meetings where coach_id = $1 and scheduled_at = $2 and status = 'scheduled'`,
        [coach.id, startsAt],
      )) as [{ count: number }];
      expect(count).toBe(1);
    });
  });

  describe('live updates', () => {
    it('tells the business’s other clients that the calendar changed, and no one of another business', async () => {
      const baseUrl = await listening(t);
      const watcher = await connectSocket(baseUrl, { token: other.token });
      const strangerCoach = await registerUser(t);
      const stranger = await connectSocket(baseUrl, { token: (await createClientUser(t, strangerCoach)).token });
      const heardByStranger: unknown[] = [];
      stranger.on('schedule:changed', (payload: unknown) => heardByStranger.push(payload));
      try {
        const heard = nextEvent(watcher, 'schedule:changed');
        const booked = await book(client, at(coachDay(6).date, '09:00'), morning);
        // Another weekday than the morning's: refused, and nothing changed.
        expect(booked.status).toBe(400);
        const changed = nextEvent(watcher, 'schedule:changed');
        await t
          .http()
          .post('/api/meetings')
          .set(coach.auth)
          .send({ title: 'Planning', appointmentType: 'phone', scheduledAt: at(coachDay(6).date, '08:00'), duration: 30 })
          .expect(201);
        expect(await heard).toEqual({ businessId: coach.id });
        expect(await changed).toEqual({ businessId: coach.id });
        expect(heardByStranger).toEqual([]);
      } finally {
        watcher.close();
        stranger.close();
      }
    });
  });

  describe('PATCH /api/client/appointments/:id and POST .../cancel', () => {
    it('moves the client’s own appointment to a free slot, not onto a taken one; cancels it, freeing the slot', async () => {
      const booked = await book(other, at(day.date, '10:00')).expect(201);
      const move = (startsAt: string, availabilityId = afternoon) =>
        t.http().patch(`/api/client/appointments/${booked.body.id}`).set(other.auth).send({ availabilityId, startsAt });
      expect((await move(at(day.date, '14:30')).expect(409)).body.message).toBe(SCHEDULING_MESSAGES.slotTaken);
      const moved = await move(at(day.date, '14:00')).expect(200);
      expect(moved.body).toEqual(
        expect.objectContaining({ scheduledAt: at(day.date, '14:00'), duration: 30, appointmentType: 'in_person', location: 'Studio 2' }),
      );
      const [event] = await t.sql<{ payload: Record<string, unknown> }>(
        `select payload from outbox_events where name = 'meeting_rescheduled' and payload->>'meetingId' = $1`,
        [booked.body.id],
      );
      expect(event!.payload).toEqual(expect.objectContaining({ previousScheduledAt: at(day.date, '10:00'), scheduledAt: at(day.date, '14:00') }));
      // The old slot is free again.
      expect((await slots(client).expect(200)).body.slots.map((s: { startsAt: string }) => s.startsAt)).toContain(at(day.date, '10:00'));

      // Someone else's appointment is not there for them; nor is it for the coach's other client.
      await t
        .http()
        .patch(`/api/client/appointments/${booked.body.id}`)
        .set(client.auth)
        .send({ availabilityId: morning, startsAt: at(day.date, '10:00') })
        .expect(404);
      await t.http().post(`/api/client/appointments/${booked.body.id}/cancel`).set(client.auth).expect(404);

      const cancelled = await t.http().post(`/api/client/appointments/${booked.body.id}/cancel`).set(other.auth).expect(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect((await slots(client).expect(200)).body.slots.map((s: { startsAt: string }) => s.startsAt)).toContain(at(day.date, '14:00'));
      expect((await t.http().post(`/api/client/appointments/${booked.body.id}/cancel`).set(other.auth).expect(409)).body.message).toBe(
        SCHEDULING_MESSAGES.notScheduled,
      );
    });

    it('keeps the notice period for moving and cancelling, and leaves the coach’s meetings to the coach', async () => {
      const booked = await book(other, at(day.date, '10:00')).expect(201);
      await t.http().put('/api/availability/settings').set(coach.auth).send({ noticeHours: 168 }).expect(200);
      expect((await t.http().post(`/api/client/appointments/${booked.body.id}/cancel`).set(other.auth).expect(409)).body.message).toBe(noticeMessage(168));
      await t.http().put('/api/availability/settings').set(coach.auth).send({ noticeHours: 24 }).expect(200);

      const coachMade = await t
        .http()
        .post('/api/meetings')
        .set(coach.auth)
        .send({ clientId: other.clientId, title: 'Review', meetingType: 'phone', scheduledAt: at(coachDay(6).date, '09:00'), duration: 30 })
        .expect(201);
      expect((await t.http().post(`/api/client/appointments/${coachMade.body.id}/cancel`).set(other.auth).expect(409)).body.message).toBe(
        SCHEDULING_MESSAGES.notOwnBooking,
      );
      // The coach moving one self-booking onto another is refused by the database too.
      const mine = await t.http().get('/api/client/meetings').query({ timeframe: 'upcoming' }).set(client.auth).expect(200);
      const clientsBooking = mine.body.find((m: { scheduledAt: string }) => m.scheduledAt === at(day.date, '09:00'));
      const response = await t.http().patch(`/api/meetings/${booked.body.id}`).set(coach.auth).send({ scheduledAt: clientsBooking.scheduledAt }).expect(409);
      expect(response.body.message).toBe(SCHEDULING_MESSAGES.slotTaken);
    });
  });

  describe('GET /api/client/meetings', () => {
    it('answers only the signed-in client’s own meetings', async () => {
      const mine = await t.http().get('/api/client/meetings').set(client.auth).expect(200);
      expect(mine.body.length).toBeGreaterThan(0);
      const ids = mine.body.map((m: { id: string }) => m.id);
      const rows = await t.sql<{ id: string }>(`select id from meetings where client_id = $1`, [client.clientId]);
      expect(ids.sort()).toEqual(rows.map((r) => r.id).sort());
      expect(mine.body[0]).toEqual(expect.objectContaining({ bookedBy: 'client', participantStatus: 'registered', seatsLeft: 0, waitlistPosition: null }));
      expect(mine.body[0]).not.toHaveProperty('notes');
      await t.http().get('/api/client/meetings').set(coach.auth).expect(403);
      await t.http().get('/api/client/meetings').query({ timeframe: 'later' }).set(client.auth).expect(400);
    });
  });

  describe('a recurring series in the client’s meetings', () => {
    it('is upcoming while it runs, with its next occurrence on the business’s clock; past once it has ended', async () => {
      const member = await createClientUser(t, coach);
      const created = await t
        .http()
        .post('/api/meetings')
        .set(coach.auth)
        .send({
          clientId: member.clientId,
          title: 'Weekly check-in',
          appointmentType: 'phone',
          scheduledAt: at(coachDay(2).date, '08:00'),
          duration: 30,
          isRecurring: true,
          recurringPattern: 'weekly',
        })
        .expect(201);
      // The series began three days ago: its next start is four days ahead, at 08:00 on the coach's clock.
      await t.sql(`update meetings set scheduled_at = $2, end_time = $3 where id = $1`, [
        created.body.id,
        at(coachDay(-3).date, '08:00'),
        new Date(Date.parse(at(coachDay(-3).date, '08:00')) + 30 * 60_000).toISOString(),
      ]);
      const meetingsOf = async (timeframe: string) =>
        (await t.http().get('/api/client/meetings').query({ timeframe }).set(member.auth).expect(200)).body as Array<{
          id: string;
          nextStartAt: string | null;
        }>;
      expect((await meetingsOf('upcoming')).find((m) => m.id === created.body.id)?.nextStartAt).toBe(at(coachDay(4).date, '08:00'));
      expect((await meetingsOf('past')).map((m) => m.id)).not.toContain(created.body.id);

      await t.sql(`update meetings set recurring_end_date = now() - interval '1 hour' where id = $1`, [created.body.id]);
      expect((await meetingsOf('upcoming')).map((m) => m.id)).not.toContain(created.body.id);
      expect((await meetingsOf('past')).find((m) => m.id === created.body.id)).toMatchObject({ nextStartAt: null });
    });
  });

  describe('tenant isolation', () => {
    it('answers 404 for another business’s meeting ids', async () => {
      const strangerCoach = await registerUser(t);
      const stranger = await createClientUser(t, strangerCoach);
      const mine = await t.http().get('/api/client/meetings').set(client.auth).expect(200);
      await t.http().post(`/api/client/appointments/${mine.body[0].id}/cancel`).set(stranger.auth).expect(404);
      expect((await t.http().get('/api/client/meetings').set(stranger.auth).expect(200)).body).toEqual([]);
    });
  });
});
