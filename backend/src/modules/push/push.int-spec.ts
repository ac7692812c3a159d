import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PUSH_MESSAGES } from '@coachcore/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { runInContext } from '../../infra/queues/run-in-context';
import { HabitRemindersService } from '../workouts/habit-reminders.service';
import { RemindersService } from '../meetings/reminders.service';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';
import { assignHabit, assignWorkout, createWorkout } from '../../../test/workout-factories';

// http_ece comes with web-push (its payload encryption): here it decrypts what the local push endpoint receives, as a
// browser would with the subscription's private key and auth secret.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt: (body: Buffer, options: { version: string; privateKey: unknown; authSecret: string }) => Buffer };

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A browser's side of a subscription: its key pair and auth secret, and what its push endpoint received. */
function browser(base: string, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  return {
    subscription: {
      endpoint: `${base}/push/${name}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret },
    },
    read: (received: Received) =>
      JSON.parse(ece.decrypt(received.body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')) as Record<string, string>,
  };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Web push against a local push endpoint: an HTTP server standing in for the browser vendors' push services, which
 * receives the encrypted, VAPID-signed POSTs and answers as they do (201, or 410 for a subscription that is gone).
 */
describe('web push: subscriptions, preferences and sending to a local push endpoint (HTTP)', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  const received: Received[] = [];
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = request.url?.startsWith('/push/gone') ? 410 : 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ withWorkers: true });
  });
  beforeEach(async () => {
    received.length = 0;
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** The push job of the latest event of this name for the client, once it has run: what it did. */
  const pushOutcome = async (event: string, clientId: string) => {
    const [row] = await eventually(async () => {
      const rows = await t.sql<{ id: string }>(`select id from outbox_events where name = $1 and payload->>'clientId' = $2 order by created_at desc limit 1`, [
        event,
        clientId,
      ]);
      return rows.length ? rows : null;
    });
    const queue = t.app.get(JobQueue).queue('push');
    return eventually(async () => {
      const job = await queue.getJob(`push.${row!.id}`);
      return job && (await job.isCompleted()) ? (job.returnvalue as { sent: number; removed: number; skipped?: string }) : null;
    }, 15_000);
  };
  const subscribe = (user: SignedInUser, subscription: object) => t.http().post('/api/client/push/subscriptions').set(user.auth).send(subscription);

  it('answers one VAPID public key, generated once and stored', async () => {
    const first = await t.http().get('/api/client/push/public-key').set(client.auth).expect(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await t.http().get('/api/client/push/public-key').set(client.auth).expect(200);
    expect(again.body.publicKey).toBe(first.body.publicKey);
    const [stored] = await t.sql<{ public_key: string; count: string }>('select public_key, count(*) over () as count from web_push_keys');
    expect(stored).toEqual({ public_key: first.body.publicKey, count: '1' });
  });

  it('sends nothing to a client who has not allowed notifications on any device', async () => {
    const workout = await createWorkout(t, coach, { name: 'Nobody told' });
    await assignWorkout(t, coach, workout.id, client.clientId, [day(1)]);
    expect(await pushOutcome('workout_assigned', client.clientId)).toEqual({ sent: 0, removed: 0, skipped: 'no-device' });
    expect(received).toHaveLength(0);
  });

  it('sends a workout assigned and a new message from the coach to the subscribed device, encrypted and VAPID-signed', async () => {
    const phone = browser(base, 'phone');
    const stored = await subscribe(client, phone.subscription).expect(201);
    expect(stored.body).toEqual({ endpoint: phone.subscription.endpoint, devices: 1 });
    const workout = await createWorkout(t, coach, { name: 'Push Day' });
    await assignWorkout(t, coach, workout.id, client.clientId, [day(2)]);
    expect(await pushOutcome('workout_assigned', client.clientId)).toEqual({ sent: 1, removed: 0 });
    expect(received).toHaveLength(1);
    const publicKey = (await t.http().get('/api/client/push/public-key').set(client.auth).expect(200)).body.publicKey;
    expect(received[0]!.path).toBe('/push/phone');
    expect(received[0]!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(24 * 3600), urgency: 'normal' });
    expect(received[0]!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(phone.read(received[0]!)).toMatchObject({ title: 'Workout assigned', url: '/client/workouts', kind: 'workoutAssigned' });

    await t.http().post('/api/messages').set(coach.auth).send({ receiverId: client.clientId, content: 'Great job this week' }).expect(201);
    expect(await pushOutcome('message_received', client.clientId)).toEqual({ sent: 1, removed: 0 });
    const message = phone.read(received[1]!);
    expect(message).toMatchObject({ title: 'New message from your coach', url: '/client/messages', kind: 'newMessage' });
    // The lock screen shows no content of the message.
    expect(JSON.stringify(message)).not.toContain('Great job');

    // The client's own message to the coach pushes nothing to the client.
    await t.http().post('/api/messages').set(client.auth).send({ receiverId: coach.id, content: 'Thanks!' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(2);
  });

  it('sends only the kinds the client keeps on in their preferences', async () => {
    const phone = browser(base, 'prefs');
    await subscribe(client, phone.subscription).expect(201);
    expect((await t.http().get('/api/client/notification-preferences').set(client.auth).expect(200)).body).toEqual({
      newMessage: true,
      workoutAssigned: true,
      habitReminders: true,
      upcomingSession: true,
      devices: 1,
    });
    const saved = await t.http().put('/api/client/notification-preferences').set(client.auth).send({ workoutAssigned: false }).expect(200);
    expect(saved.body).toEqual({ newMessage: true, workoutAssigned: false, habitReminders: true, upcomingSession: true, devices: 1 });

    const workout = await createWorkout(t, coach, { name: 'Muted' });
    await assignWorkout(t, coach, workout.id, client.clientId, [day(3)]);
    expect(await pushOutcome('workout_assigned', client.clientId)).toEqual({ sent: 0, removed: 0, skipped: 'not-allowed' });
    expect(received).toHaveLength(0);

    await t.http().post('/api/messages').set(coach.auth).send({ receiverId: client.clientId, content: 'Still on' }).expect(201);
    expect(await pushOutcome('message_received', client.clientId)).toEqual({ sent: 1, removed: 0 });
    expect(received).toHaveLength(1);

    const bad = await t.http().put('/api/client/notification-preferences').set(client.auth).send({ newMessage: 'yes' }).expect(400);
    expect(bad.body.message).toBe(PUSH_MESSAGES.preferenceInvalid);
  });

  it('sends a habit reminder when it comes due, naming the habit, unless the client turned habit reminders off', async () => {
    const phone = browser(base, 'habits');
    await subscribe(client, phone.subscription).expect(201);
    await assignHabit(t, coach, [client.clientId], { startDate: day(-1) });
    const [habit] = (
      await t
        .http()
        .get(`/api/client/habits?date=${day(0)}`)
        .set(client.auth)
        .expect(200)
    ).body;
    // Three hours from now on the client's (UTC) clock: the worker's own minute passes, at the real time, leave it alone.
    const at = new Date(Date.now() + 3 * 3_600_000);
    const reminderTime = at.toISOString().slice(11, 16);
    await t.http().put(`/api/client/habits/${habit.id}/reminder`).set(client.auth).send({ reminderTime }).expect(200);
    const remind = (when: Date) => runInContext(t.app.get(EntityManager), () => t.app.get(HabitRemindersService).remindDue(when));

    await remind(at);
    expect(await pushOutcome('habit_reminder_due', client.clientId)).toEqual({ sent: 1, removed: 0 });
    expect(phone.read(received[0]!)).toEqual({
      title: 'Habit reminder',
      body: "Time for Drink water. Check it off when it's done.",
      url: '/client/workouts',
      tag: `habit-${habit.id}`,
      kind: 'habitReminders',
    });

    await t.http().put('/api/client/notification-preferences').set(client.auth).send({ habitReminders: false }).expect(200);
    await remind(new Date(at.getTime() + 86_400_000));
    expect(await pushOutcome('habit_reminder_due', client.clientId)).toEqual({ sent: 0, removed: 0, skipped: 'not-allowed' });
    expect(received).toHaveLength(1);
  });

  it('pushes a session reminder to the client when it comes due, unless they turned upcoming sessions off', async () => {
    const phone = browser(base, 'sessions');
    await subscribe(client, phone.subscription).expect(201);
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const meeting = await t
      .http()
      .post('/api/meetings')
      .set(coach.auth)
      .send({ clientId: client.clientId, title: 'Check-in', meetingType: 'video', scheduledAt: start.toISOString(), duration: 30 })
      .expect(201);
    const remind = (kind: '24h' | '1h') =>
      runInContext(t.app.get(EntityManager), () => t.app.get(RemindersService, { strict: false }).send(coach.id, meeting.body.id, kind, start.toISOString()));
    const reminderPush = async () => {
      const [event] = await eventually(async () => {
        const rows = await t.sql<{ id: string }>(
          `select id from outbox_events where name = 'meeting_reminder_due' and payload->>'meetingId' = $1 order by created_at desc limit 1`,
          [meeting.body.id],
        );
        return rows.length ? rows : null;
      });
      return eventually(async () => {
        const job = await t.app.get(JobQueue).queue('push').getJob(`push.${event!.id}.${client.clientId}`);
        return job && (await job.isCompleted()) ? (job.returnvalue as { sent: number; removed: number; skipped?: string }) : null;
      }, 15_000);
    };

    expect(await remind('1h')).toBe('sent');
    expect(await reminderPush()).toEqual({ sent: 1, removed: 0 });
    const pushed = phone.read(received.at(-1)!);
    expect(pushed).toMatchObject({ title: 'Upcoming session', url: '/client/meetings', tag: `session-${meeting.body.id}`, kind: 'upcomingSession' });
    expect(pushed.body).toMatch(/^Your session with your coach starts in an hour: /);

    const before = received.length;
    await t.http().put('/api/client/notification-preferences').set(client.auth).send({ upcomingSession: false }).expect(200);
    expect(await remind('24h')).toBe('sent');
    expect(await reminderPush()).toEqual({ sent: 0, removed: 0, skipped: 'not-allowed' });
    expect(received).toHaveLength(before);
  });

  it('removes a subscription the push service answers 410 for, and keeps sending to the others', async () => {
    const phone = browser(base, 'kept');
    const gone = browser(base, 'gone');
    await subscribe(client, phone.subscription).expect(201);
    expect((await subscribe(client, gone.subscription).expect(201)).body.devices).toBe(2);
    // The same endpoint again renews its keys, not a second row.
    expect((await subscribe(client, gone.subscription).expect(201)).body.devices).toBe(2);

    await t.http().post('/api/messages').set(coach.auth).send({ receiverId: client.clientId, content: 'Hello' }).expect(201);
    expect(await pushOutcome('message_received', client.clientId)).toEqual({ sent: 1, removed: 1 });
    expect(received.map((request) => request.path).sort()).toEqual(['/push/gone', '/push/kept']);
    expect((await t.http().get('/api/client/notification-preferences').set(client.auth).expect(200)).body.devices).toBe(1);
    const rows = await t.sql<{ endpoint: string }>('select endpoint from push_subscriptions where client_id = $1', [client.clientId]);
    expect(rows.map((row) => row.endpoint)).toEqual([phone.subscription.endpoint]);
  });

  it('a client turns notifications off on a device; each client reaches only their own subscriptions and preferences', async () => {
    const mine = browser(base, 'mine');
    await subscribe(client, mine.subscription).expect(201);
    const sameCoach = await createClientUser(t, coach);
    const otherCoach = await createClientUser(t, await registerUser(t));
    for (const other of [sameCoach, otherCoach]) {
      const answer = await t.http().delete('/api/client/push/subscriptions').set(other.auth).send({ endpoint: mine.subscription.endpoint }).expect(404);
      expect(answer.body.message).toBe(PUSH_MESSAGES.subscriptionNotFound);
      expect((await t.http().get('/api/client/notification-preferences').set(other.auth).expect(200)).body.devices).toBe(0);
    }
    await t.http().put('/api/client/notification-preferences').set(sameCoach.auth).send({ newMessage: false }).expect(200);
    expect((await t.http().get('/api/client/notification-preferences').set(client.auth).expect(200)).body.newMessage).toBe(true);

    // A message to the other client of the same coach reaches no device of this client.
    await t.http().post('/api/messages').set(coach.auth).send({ receiverId: sameCoach.clientId, content: 'Only for you' }).expect(201);
    expect(await pushOutcome('message_received', sameCoach.clientId)).toMatchObject({ sent: 0 });
    expect(received).toHaveLength(0);

    await t.http().delete('/api/client/push/subscriptions').set(client.auth).send({ endpoint: mine.subscription.endpoint }).expect(204);
    expect((await t.http().get('/api/client/notification-preferences').set(client.auth).expect(200)).body.devices).toBe(0);
  });

  it('refuses malformed subscriptions, anonymous callers and accounts that are not clients', async () => {
    const noEndpoint = await subscribe(client, { endpoint: 'not a url', keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } }).expect(400);
    expect(noEndpoint.body.message).toBe(PUSH_MESSAGES.endpointInvalid);
    const ftp = await subscribe(client, { endpoint: 'ftp://push.example.com/a', keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } }).expect(400);
    expect(ftp.body.message).toBe(PUSH_MESSAGES.endpointInvalid);
    const noKeys = await subscribe(client, { endpoint: `${base}/push/x` }).expect(400);
    expect(noKeys.body.message).toBe(PUSH_MESSAGES.keysRequired);
    await t.http().get('/api/client/push/public-key').expect(401);
    await t.http().post('/api/client/push/subscriptions').send({}).expect(401);
    await t.http().get('/api/client/notification-preferences').expect(401);
    await t.http().get('/api/client/notification-preferences').set(coach.auth).expect(403);
    await subscribe(coach, browser(base, 'coach').subscription).expect(403);
  });
});
