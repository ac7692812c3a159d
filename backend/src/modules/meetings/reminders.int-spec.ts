import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { toZonedLocalInput } from '@coachcore/domain';
import { createClient, createClientUser } from '../../../test/client-factories';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/test-app';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { runInContext } from '../../infra/queues/run-in-context';
import { reminderJobId, RemindersService } from './reminders.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Email {
  to_address: string;
  subject: string;
  text_body: string;
  status: string;
  dedupe_key: string;
  attachments: { filename: string; contentType: string; content: string }[] | null;
}

/** A whole minute `days` ahead (meetings start on the minute). */
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);

/**
 * The reminders under a controllable clock: the delayed jobs are read from the queue (when each is due), and time is
 * moved on by promoting a job (BullMQ runs a promoted delayed job at once, as it would at its time).
 */
describe('meeting reminders (BullMQ delayed jobs)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };

  const job = (meetingId: string, kind: '24h' | '1h', start: Date | string) =>
    t.app
      .get(JobQueue)
      .queue('reminders')
      .getJob(reminderJobId(meetingId, kind, start)) as Promise<Job | undefined>;
  const emailsOf = (meetingId: string) =>
    t.sql<Email>(
      `select to_address, subject, text_body, status, dedupe_key, attachments from email_outbox where dedupe_key like $1 order by to_address, dedupe_key`,
      [`meeting-reminder:${meetingId}:%`],
    );
  const schedule = async (body: Record<string, unknown>) => {
    const response = await t.http().post('/api/meetings').set(coach.auth).send(body);
    expect(response.status).toBe(201);
    return response.body as { id: string; scheduledAt: string; meetingUrl: string | null };
  };
  const send = (app: TestApp, meetingId: string, kind: '24h' | '1h', scheduledFor: string) =>
    runInContext(app.app.get(EntityManager), () => app.app.get(RemindersService, { strict: false }).send(coach.id, meetingId, kind, scheduledFor));

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
    coach = await registerUser(t, { firstName: 'Cora', lastName: 'Coach' });
    await t.sql(`update users set time_zone = 'Europe/London' where id = $1`, [coach.id]);
    client = await createClientUser(t, coach);
    await t.sql(`update users set time_zone = 'America/New_York' where id = $1`, [client.id]);
  });
  afterAll(() => t?.close());

  it('waits a day and an hour before the start, then e-mails the coach and the client once each, with the .ics attached', async () => {
    const start = ahead(3 * DAY);
    const meeting = await schedule({
      title: 'Strategy call',
      clientId: client.clientId,
      appointmentType: 'video',
      scheduledAt: start.toISOString(),
      duration: 45,
    });
    const day = await eventually(() => job(meeting.id, '24h', start));
    const hour = await eventually(() => job(meeting.id, '1h', start));
    // Due exactly a day and an hour before the start (the delay counts from when the job was added).
    expect(Math.abs(day.timestamp + day.delay - (start.getTime() - DAY))).toBeLessThan(2000);
    expect(Math.abs(hour.timestamp + hour.delay - (start.getTime() - HOUR))).toBeLessThan(2000);
    expect(await day.isDelayed()).toBe(true);
    expect(await emailsOf(meeting.id)).toEqual([]);

    // The clock reaches the 24-hour reminder.
    await day.promote();
    const sent = await eventually(async () => {
      const rows = await emailsOf(meeting.id);
      return rows.length === 2 && rows.every((row) => row.status === 'stored') ? rows : null;
    });
    expect(sent.map((row) => row.to_address).sort()).toEqual([client.email, coach.email].sort());
    for (const row of sent) {
      expect(row.subject).toBe('Reminder: Strategy call starts in 24 hours');
      expect(row.text_body).toContain(`Join: ${meeting.meetingUrl}`);
      expect(row.attachments).toEqual([{ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: expect.any(String) }]);
      const ics = row.attachments![0]!.content;
      expect(ics).toContain('METHOD:PUBLISH');
      expect(ics).toContain(`UID:${meeting.id}@`);
      expect(ics).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
      expect(ics).toContain('SUMMARY:Strategy call');
    }
    // Each in the reader's own time zone: the coach in London, the client in New York.
    const local = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
    expect(sent.find((row) => row.to_address === coach.email)!.text_body).toContain(`${local('Europe/London')} (Europe/London)`);
    expect(sent.find((row) => row.to_address === client.email)!.text_body).toContain(`${local('America/New_York')} (America/New_York)`);
    const recorded = await t.sql<{ kind: string; recipient_id: string }>('select kind, recipient_id from meeting_reminders where meeting_id = $1', [
      meeting.id,
    ]);
    expect(recorded.map((row) => row.recipient_id).sort()).toEqual([client.clientId, coach.id].sort());
    expect((await t.sql<{ reminder_sent: boolean }>('select reminder_sent from meetings where id = $1', [meeting.id]))[0]!.reminder_sent).toBe(true);

    // The same job run again (a retry, a redelivery) sends nothing more.
    expect(await send(t, meeting.id, '24h', start.toISOString())).toBe('already-sent');
    const ran = (await job(meeting.id, '24h', start))!;
    const before = ran.finishedOn!;
    await ran.retry('completed');
    await eventually(async () => (((await job(meeting.id, '24h', start))?.finishedOn ?? 0) > before ? true : null));
    expect((await job(meeting.id, '24h', start))!.returnvalue).toBe('already-sent');
    expect(await emailsOf(meeting.id)).toHaveLength(2);

    // The hour's reminder is its own.
    await hour.promote();
    await eventually(async () =>
      (await emailsOf(meeting.id)).filter((row) => row.subject === 'Reminder: Strategy call starts in 1 hour').length === 2 ? true : null,
    );
  });

  it('moves with the booking: the old start’s jobs go, the new start’s come, and a late job of the old start sends nothing', async () => {
    const start = ahead(3 * DAY);
    const meeting = await schedule({ title: 'Check-in', clientId: client.clientId, appointmentType: 'phone', scheduledAt: start.toISOString(), duration: 30 });
    await eventually(() => job(meeting.id, '24h', start));
    const moved = ahead(5 * DAY);
    await t.http().patch(`/api/meetings/${meeting.id}`).set(coach.auth).send({ scheduledAt: moved.toISOString() }).expect(200);
    const next = await eventually(() => job(meeting.id, '24h', moved));
    expect(Math.abs(next.timestamp + next.delay - (moved.getTime() - DAY))).toBeLessThan(2000);
    await eventually(async () => ((await job(meeting.id, '24h', start)) ? null : true));
    expect(await job(meeting.id, '1h', start)).toBeUndefined();

    // A job of the old start that ran anyway (say, removed too late) finds the meeting elsewhere.
    expect(await send(t, meeting.id, '24h', start.toISOString())).toBe('stale');
    expect(await emailsOf(meeting.id)).toEqual([]);

    await next.promote();
    const sent = await eventually(async () => ((await emailsOf(meeting.id)).length === 2 ? emailsOf(meeting.id) : null));
    expect(sent.every((row) => row.dedupe_key.includes(`:24h:${moved.getTime()}:`))).toBe(true);
  });

  it('reminds of each occurrence of a series in turn, at the series’ wall-clock time, until the series is cancelled', async () => {
    const start = ahead(3 * DAY);
    const series = await schedule({
      title: 'Weekly check-in',
      clientId: client.clientId,
      appointmentType: 'phone',
      scheduledAt: start.toISOString(),
      duration: 30,
      isRecurring: true,
      recurringPattern: 'weekly',
      recurringEndDate: new Date(start.getTime() + 20 * DAY).toISOString(),
    });
    const waitingStarts = async () => {
      const jobs = await t.app.get(JobQueue).queue('reminders').getDelayed();
      return [...new Set(jobs.filter((item) => item.data.meetingId === series.id).map((item) => item.data.scheduledFor as string))].sort();
    };
    await eventually(() => job(series.id, '1h', start));
    expect(await waitingStarts()).toEqual([start.toISOString()]);

    await (await job(series.id, '24h', start))!.promote();
    await (await job(series.id, '1h', start))!.promote();
    await eventually(async () => ((await emailsOf(series.id)).length === 4 ? true : null));

    // The last reminder of the first occurrence lined up the next one's: a week on, at the same time on the coach's clock.
    const [nextIso] = await eventually(async () => {
      const starts = await waitingStarts();
      return starts.length === 1 && starts[0] !== start.toISOString() ? starts : null;
    });
    const next = new Date(nextIso!);
    const wall = (instant: Date) => toZonedLocalInput(instant, 'Europe/London');
    expect(wall(next).slice(11)).toBe(wall(start).slice(11));
    expect(Date.parse(`${wall(next).slice(0, 10)}T00:00:00Z`) - Date.parse(`${wall(start).slice(0, 10)}T00:00:00Z`)).toBe(7 * DAY);
    const nextDay = await eventually(() => job(series.id, '24h', next));
    expect(Math.abs(nextDay.timestamp + nextDay.delay - (next.getTime() - DAY))).toBeLessThan(2000);
    await nextDay.promote();
    const second = await eventually(async () => {
      const rows = (await emailsOf(series.id)).filter((row) => row.dedupe_key.includes(`:24h:${next.getTime()}:`));
      return rows.length === 2 ? rows : null;
    });
    expect(second.find((row) => row.to_address === coach.email)!.text_body).toContain(`${wall(next).replace('T', ' ')} (Europe/London)`);
    expect(second[0]!.attachments![0]!.content).toContain(`DTSTART:${next.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);

    // Cancelled: the occurrence's last reminder sends nothing and lines up nothing more.
    await t.http().post(`/api/meetings/${series.id}/cancel`).set(coach.auth).expect(200);
    expect(await send(t, series.id, '1h', next.toISOString())).toBe('stale');
    expect((await emailsOf(series.id)).filter((row) => row.dedupe_key.includes(`:1h:${next.getTime()}:`))).toEqual([]);
    await eventually(async () => ((await waitingStarts()).every((iso) => iso === next.toISOString()) ? true : null));
  });

  it('is dropped when the booking is cancelled', async () => {
    const start = ahead(2 * DAY);
    const meeting = await schedule({
      title: 'Assessment',
      clientId: client.clientId,
      appointmentType: 'in_person',
      location: 'Studio 1',
      scheduledAt: start.toISOString(),
    });
    await eventually(() => job(meeting.id, '1h', start));
    await t.http().post(`/api/meetings/${meeting.id}/cancel`).set(coach.auth).expect(200);
    await eventually(async () => (!(await job(meeting.id, '24h', start)) && !(await job(meeting.id, '1h', start)) ? true : null));
    expect(await send(t, meeting.id, '1h', start.toISOString())).toBe('stale');
    expect(await emailsOf(meeting.id)).toEqual([]);
  });

  it('a client’s self-booking moved and cancelled by the client moves and drops its reminders too', async () => {
    const hours = await t
      .http()
      .put('/api/availability')
      .set(coach.auth)
      .send({
        windows: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '12:00', slotDuration: 60, availabilityType: 'video' })),
      })
      .expect(200);
    const slots = await t.http().get('/api/client/appointments/slots').set(client.auth).expect(200);
    const [first, second] = slots.body.slots as { startsAt: string; availabilityId: string }[];
    const windowOf = (startsAt: string) =>
      (slots.body.slots as { startsAt: string; availabilityId: string }[]).find((slot) => slot.startsAt === startsAt)!.availabilityId;
    expect(hours.body).toHaveLength(7);
    const booked = await t
      .http()
      .post('/api/client/appointments')
      .set(client.auth)
      .send({ availabilityId: windowOf(first!.startsAt), startsAt: first!.startsAt })
      .expect(201);
    expect(booked.body.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/CoachCore-[0-9a-f]{20}$/);
    await eventually(() => job(booked.body.id, '24h', first!.startsAt));
    await t
      .http()
      .patch(`/api/client/appointments/${booked.body.id}`)
      .set(client.auth)
      .send({ availabilityId: windowOf(second!.startsAt), startsAt: second!.startsAt })
      .expect(200);
    await eventually(() => job(booked.body.id, '24h', second!.startsAt));
    await eventually(async () => ((await job(booked.body.id, '24h', first!.startsAt)) ? null : true));
    await t.http().post(`/api/client/appointments/${booked.body.id}/cancel`).set(client.auth).expect(200);
    await eventually(async () => ((await job(booked.body.id, '24h', second!.startsAt)) ? null : true));
  });
});

describe('meeting reminders across a restart and with two workers', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const prefix = `test-reminders-${process.pid}-${Date.now()}`;
  const apps: TestApp[] = [];
  const start = (): Promise<TestApp> => createTestApp({ database: database.name, withWorkers: true, env: { REDIS_PREFIX: prefix } });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await database?.drop();
  });

  it('sends each person’s reminder once: concurrent runs on two workers, then again after both restart', async () => {
    const first = await start();
    const second = await start();
    apps.push(first, second);
    const coach = await registerUser(first);
    const people = await Promise.all([createClient(first, coach), createClient(first, coach), createClient(first, coach)]);
    const startAt = ahead(2 * DAY);
    const session = await first
      .http()
      .post('/api/meetings')
      .set(coach.auth)
      .send({ title: 'Bootcamp', type: 'group_session', appointmentType: 'video', scheduledAt: startAt.toISOString(), duration: 60, maxParticipants: 10 })
      .expect(201);
    for (const person of people)
      await first.http().post(`/api/meetings/${session.body.id}/participants`).set(coach.auth).send({ clientId: person.id }).expect(201);
    const queue = first.app.get(JobQueue).queue('reminders');
    const due = await eventually(() => queue.getJob(reminderJobId(session.body.id, '24h', startAt)) as Promise<Job | undefined>);

    // The job runs on one of the two workers while both run the same reminder by hand, five times each.
    const run = (app: TestApp) =>
      runInContext(app.app.get(EntityManager), () =>
        app.app.get(RemindersService, { strict: false }).send(coach.id, session.body.id, '24h', startAt.toISOString()),
      );
    const [outcomes] = await Promise.all([
      Promise.all([...Array.from({ length: 5 }, () => run(first)), ...Array.from({ length: 5 }, () => run(second))]),
      due.promote(),
    ]);
    await eventually(async () => ((await queue.getJob(due.id!))?.finishedOn ? true : null));
    const job = await queue.getJob(due.id!);
    expect(['sent', 'already-sent']).toContain(job!.returnvalue);
    // Exactly one of all the runs sent it.
    expect([...outcomes, job!.returnvalue].filter((outcome) => outcome === 'sent')).toHaveLength(1);

    let current = first;
    const emails = () =>
      current.sql<{ to_address: string; status: string }>(`select to_address, status from email_outbox where dedupe_key like $1`, [
        `meeting-reminder:${session.body.id}:24h:%`,
      ]);
    const expected = [coach.email, ...people.map((person) => person.email)].sort();
    await eventually(async () => ((await emails()).every((row) => row.status === 'stored') ? true : null));
    expect((await emails()).map((row) => row.to_address).sort()).toEqual(expected);
    expect(await first.sql(`select 1 from outbox_events where name = 'meeting_reminder_due' and payload->>'meetingId' = $1`, [session.body.id])).toHaveLength(
      1,
    );

    // Both workers stop and a new one starts: the booking's event redelivered re-adds the same job ids (nothing new),
    // and the finished job run again sends nothing.
    await first.close();
    await second.close();
    apps.length = 0;
    const restarted = await start();
    apps.push(restarted);
    current = restarted;
    const service = restarted.app.get(RemindersService, { strict: false });
    await runInContext(restarted.app.get(EntityManager), () => service.sync(coach.id, session.body.id));
    const again = restarted.app.get(JobQueue).queue('reminders');
    expect((await again.getJob(due.id!))?.finishedOn).toBeDefined();
    const before = (await again.getJob(due.id!))!.finishedOn!;
    await (await again.getJob(due.id!))!.retry('completed');
    await eventually(async () => (((await again.getJob(due.id!))?.finishedOn ?? 0) > before ? true : null));
    expect((await again.getJob(due.id!))!.returnvalue).toBe('already-sent');
    expect((await emails()).map((row) => row.to_address).sort()).toEqual(expected);
    // The hour's reminder is still waiting after the restart.
    expect(await (await again.getJob(reminderJobId(session.body.id, '1h', startAt)))!.isDelayed()).toBe(true);
  });
});
