import { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { DomainEvents } from '../../common/events/domain-events';
import type { DomainEvent } from '../../common/events/domain-event-map';
import { runInContext } from '../../infra/queues/run-in-context';
import { verifyLeadDecSignature } from '../integrations/lead-webhook-signature';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createClient } from '../../../test/client-factories';
import { WebhookReceiver, type ReceivedDelivery } from '../../../test/webhook-receiver';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { webhookSubscriberOf } from './webhooks.subscriptions';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Delivery {
  id: string;
  subscriptionId: string;
  eventId: string;
  eventType: string;
  replayOf: string | null;
  status: string;
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
  errorMessage: string | null;
  body: { id: string; type: string; data: Record<string, unknown> };
  deliveredAt: string | null;
}

describe('outbound webhooks (HTTP, with the workers and a local receiver)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const subscribe = async (coach: SignedInUser, url: string, eventTypes: string[] = ['client_signup']) => {
    const response = await t.http().post('/api/webhook-subscriptions').set(coach.auth).send({ url, eventTypes });
    expect(response.status).toBe(201);
    return response.body as { id: string; url: string; eventTypes: string[]; isActive: boolean; secret: string };
  };
  const deliveriesOf = async (coach: SignedInUser, id: string): Promise<Delivery[]> =>
    (await t.http().get(`/api/webhook-subscriptions/${id}/deliveries`).set(coach.auth).expect(200)).body;
  const deliveriesWhen = (coach: SignedInUser, id: string, done: (list: Delivery[]) => boolean, timeoutMs = 30_000) =>
    eventually(async () => {
      const list = await deliveriesOf(coach, id);
      return done(list) ? list : null;
    }, timeoutMs);
  const signedWith = (secret: string, delivery: ReceivedDelivery) =>
    verifyLeadDecSignature(secret, delivery.raw, delivery.headers[WEBHOOK_HEADERS.signature] as string | undefined).ok;

  describe('validation', () => {
    let coach: SignedInUser;
    beforeAll(async () => {
      coach = await registerUser(t);
    });

    it.each([
      ['no URL', { eventTypes: ['client_signup'] }, WEBHOOK_MESSAGES.urlRequired],
      ['a blank URL', { url: '  ', eventTypes: ['client_signup'] }, WEBHOOK_MESSAGES.urlRequired],
      ['no address at all', { url: 'not a url', eventTypes: ['client_signup'] }, WEBHOOK_MESSAGES.urlInvalid],
      ['plain http to the internet', { url: 'http://partner.example.com/hook', eventTypes: ['client_signup'] }, WEBHOOK_MESSAGES.urlInvalid],
      ['an ftp address', { url: 'ftp://partner.example.com/hook', eventTypes: ['client_signup'] }, WEBHOOK_MESSAGES.urlInvalid],
      ['credentials in the address', { url: 'https://user:pass@partner.example.com/hook', eventTypes: ['client_signup'] }, WEBHOOK_MESSAGES.urlInvalid],
      ['a private network address', { url: 'https://10.0.0.5/hook', eventTypes: ['client_signup'] }, WEBHOOK_MESSAGES.urlInvalid],
      [
        'a too long URL',
        { url: `https://partner.example.com/${'a'.repeat(WEBHOOK_LIMITS.urlMax)}`, eventTypes: ['client_signup'] },
        WEBHOOK_MESSAGES.urlTooLong,
      ],
      ['no event types', { url: 'https://partner.example.com/hook', eventTypes: [] }, WEBHOOK_MESSAGES.eventTypesRequired],
      ['event types that are no list', { url: 'https://partner.example.com/hook', eventTypes: 'client_signup' }, WEBHOOK_MESSAGES.eventTypesRequired],
      ['an unknown event type', { url: 'https://partner.example.com/hook', eventTypes: ['client_signup', 'birthday'] }, WEBHOOK_MESSAGES.unknownEventType],
      ['an internal event', { url: 'https://partner.example.com/hook', eventTypes: ['session_revoked'] }, WEBHOOK_MESSAGES.unknownEventType],
    ])('refuses %s with 400', async (_case, body, message) => {
      const response = await t.http().post('/api/webhook-subscriptions').set(coach.auth).send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('refuses a bad URL or event type on edit too, and an unknown id with 404', async () => {
      const created = await subscribe(coach, 'https://partner.example.com/hook');
      const badUrl = await t.http().patch(`/api/webhook-subscriptions/${created.id}`).set(coach.auth).send({ url: 'http://partner.example.com' });
      expect(badUrl.status).toBe(400);
      expect(badUrl.body.message).toBe(WEBHOOK_MESSAGES.urlInvalid);
      const badType = await t
        .http()
        .patch(`/api/webhook-subscriptions/${created.id}`)
        .set(coach.auth)
        .send({ eventTypes: ['fax'] });
      expect(badType.status).toBe(400);
      expect(badType.body.message).toBe(WEBHOOK_MESSAGES.unknownEventType);
      const missing = await t.http().patch(`/api/webhook-subscriptions/${randomUUID()}`).set(coach.auth).send({ isActive: false });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(WEBHOOK_MESSAGES.notFound);
    });
  });

  it('delivers a real event, signed with the secret shown once, and logs it; lists, edits and deletes the webhook', async () => {
    const coach = await registerUser(t);
    const url = receiver.answer('/signed', () => ({ status: 200, body: 'thanks' }));
    const created = await subscribe(coach, url, ['client_signup', 'client_signup', 'goal_achieved']);
    expect(created).toMatchObject({
      url,
      eventTypes: ['client_signup', 'goal_achieved'],
      isActive: true,
      secret: expect.stringMatching(/^whsec_[0-9a-f]{64}$/),
    });
    const [listed] = (await t.http().get('/api/webhook-subscriptions').set(coach.auth).expect(200)).body;
    expect(listed.id).toBe(created.id);
    expect(listed).not.toHaveProperty('secret');

    const client = await createClient(t, coach, { firstName: 'Hook' });
    const [delivery] = await deliveriesWhen(coach, created.id, (list) => list.length === 1 && list[0]!.status === 'succeeded');
    expect(delivery).toMatchObject({
      eventType: 'client_signup',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'thanks',
      errorMessage: null,
      replayOf: null,
      body: { type: 'client_signup', data: { businessId: coach.id, clientId: client.id } },
    });
    expect(delivery!.durationMs).toEqual(expect.any(Number));

    const [received] = receiver.at('/signed');
    expect(received!.body).toEqual({
      id: delivery!.eventId,
      type: 'client_signup',
      createdAt: expect.any(String),
      data: { businessId: coach.id, clientId: client.id },
    });
    expect(received!.headers).toMatchObject({
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.eventId]: delivery!.eventId,
      [WEBHOOK_HEADERS.eventType]: 'client_signup',
      [WEBHOOK_HEADERS.deliveryId]: delivery!.id,
    });
    expect(received!.headers[WEBHOOK_HEADERS.signature]).toMatch(new RegExp(`^t=${received!.headers[WEBHOOK_HEADERS.timestamp]},v1=[0-9a-f]{64}$`));
    expect(signedWith(created.secret, received!)).toBe(true);
    expect(signedWith(`${created.secret}0`, received!)).toBe(false);

    // Off: the next event is not sent. An edit changes only what is sent.
    const off = await t.http().patch(`/api/webhook-subscriptions/${created.id}`).set(coach.auth).send({ isActive: false }).expect(200);
    expect(off.body).toMatchObject({ isActive: false, url, eventTypes: ['client_signup', 'goal_achieved'] });
    await createClient(t, coach);
    await pause(1500);
    expect(receiver.at('/signed')).toHaveLength(1);
    expect(await deliveriesOf(coach, created.id)).toHaveLength(1);

    await t.http().delete(`/api/webhook-subscriptions/${created.id}`).set(coach.auth).expect(204);
    await t.http().get(`/api/webhook-subscriptions/${created.id}/deliveries`).set(coach.auth).expect(404);
    expect((await t.http().get('/api/webhook-subscriptions').set(coach.auth).expect(200)).body).toEqual([]);
  });

  it('sends only the chosen events', async () => {
    const coach = await registerUser(t);
    const payments = await subscribe(
      coach,
      receiver.answer('/payments-only', () => ({ status: 200, body: '' })),
      ['payment_received'],
    );
    const signups = await subscribe(
      coach,
      receiver.answer('/signups-only', () => ({ status: 200, body: '' })),
      ['client_signup'],
    );
    await createClient(t, coach);
    await deliveriesWhen(coach, signups.id, (list) => list.some((each) => each.status === 'succeeded'));
    await pause(500);
    expect(await deliveriesOf(coach, payments.id)).toEqual([]);
    expect(receiver.at('/payments-only')).toEqual([]);
  });

  it('retries a failing endpoint with backoff and logs each outcome; one that never answers 2xx ends failed', async () => {
    const coach = await registerUser(t);
    const flaky = await subscribe(
      coach,
      receiver.answer('/flaky', (n) => (n < 2 ? { status: 503, body: 'busy' } : { status: 204, body: '' })),
    );
    const down = await subscribe(
      coach,
      receiver.answer('/down', () => ({ status: 500, body: 'x'.repeat(5000) })),
    );
    await createClient(t, coach);

    const [recovered] = await deliveriesWhen(coach, flaky.id, (list) => list[0]?.status === 'succeeded');
    expect(recovered).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 204, errorMessage: null });
    expect(receiver.at('/flaky')).toHaveLength(3);
    // One event: every attempt carries it, each signed anew.
    expect(new Set(receiver.at('/flaky').map((each) => each.headers[WEBHOOK_HEADERS.eventId])).size).toBe(1);
    expect(receiver.at('/flaky').every((each) => signedWith(flaky.secret, each))).toBe(true);

    const [failed] = await deliveriesWhen(coach, down.id, (list) => list[0]?.status === 'failed', 60_000);
    expect(failed).toMatchObject({ attempts: 5, responseStatus: 500, errorMessage: 'The endpoint answered 500', deliveredAt: null });
    expect(failed!.responseBody).toHaveLength(WEBHOOK_LIMITS.responseBodyMax);
    expect(receiver.at('/down')).toHaveLength(5);
  }, 90_000);

  it('replays a delivery as a new one with the same event, signed with the secret of the moment (rotation changes the key)', async () => {
    const coach = await registerUser(t);
    const created = await subscribe(
      coach,
      receiver.answer('/replays', () => ({ status: 200, body: 'ok' })),
    );
    await createClient(t, coach);
    const [original] = await deliveriesWhen(coach, created.id, (list) => list[0]?.status === 'succeeded');

    const rotated = await t.http().post(`/api/webhook-subscriptions/${created.id}/secret`).set(coach.auth).expect(200);
    expect(rotated.body.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(rotated.body.secret).not.toBe(created.secret);

    const replay = await t.http().post(`/api/webhook-subscriptions/${created.id}/deliveries/${original!.id}/replay`).set(coach.auth).expect(201);
    expect(replay.body).toMatchObject({ replayOf: original!.id, eventId: original!.eventId, status: 'pending', attempts: 0 });
    const log = await deliveriesWhen(coach, created.id, (list) => list.length === 2 && list.every((each) => each.status === 'succeeded'));
    expect(log.map((each) => each.id)).toEqual([replay.body.id, original!.id]);

    const [first, again] = receiver.at('/replays');
    expect(again!.raw.equals(first!.raw)).toBe(true);
    expect(again!.headers[WEBHOOK_HEADERS.eventId]).toBe(original!.eventId);
    expect(again!.headers[WEBHOOK_HEADERS.deliveryId]).toBe(replay.body.id);
    expect(signedWith(created.secret, first!)).toBe(true);
    expect(signedWith(rotated.body.secret, again!)).toBe(true);
    expect(signedWith(created.secret, again!)).toBe(false);

    // Off, it replays nothing.
    await t.http().patch(`/api/webhook-subscriptions/${created.id}`).set(coach.auth).send({ isActive: false }).expect(200);
    const refused = await t.http().post(`/api/webhook-subscriptions/${created.id}/deliveries/${original!.id}/replay`).set(coach.auth);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(WEBHOOK_MESSAGES.replayInactive);
  });

  it("answers another business's webhooks and deliveries as missing (404)", async () => {
    const owner = await registerUser(t);
    const stranger = await registerUser(t);
    const created = await subscribe(
      owner,
      receiver.answer('/isolated', () => ({ status: 200, body: 'ok' })),
    );
    const mine = await subscribe(stranger, 'https://partner.example.com/hook');
    await createClient(t, owner);
    const [delivery] = await deliveriesWhen(owner, created.id, (list) => list[0]?.status === 'succeeded');

    const base = `/api/webhook-subscriptions/${created.id}`;
    for (const request of [
      t.http().patch(base).set(stranger.auth).send({ isActive: false }),
      t.http().delete(base).set(stranger.auth),
      t.http().post(`${base}/secret`).set(stranger.auth),
      t.http().get(`${base}/deliveries`).set(stranger.auth),
      t.http().post(`${base}/deliveries/${delivery!.id}/replay`).set(stranger.auth),
      // The owner's delivery under the stranger's own webhook.
      t.http().post(`/api/webhook-subscriptions/${mine.id}/deliveries/${delivery!.id}/replay`).set(stranger.auth),
    ]) {
      const response = await request;
      expect(response.status).toBe(404);
    }
    expect((await t.http().get('/api/webhook-subscriptions').set(stranger.auth).expect(200)).body.map((each: { id: string }) => each.id)).toEqual([mine.id]);
    expect((await t.http().get('/api/webhook-subscriptions').set(owner.auth).expect(200)).body[0]).toMatchObject({ id: created.id, isActive: true });
    await t.http().get('/api/webhook-subscriptions').expect(401);
  });

  it('delivers an event once per subscription when it is handled and sent by several workers at once', async () => {
    const coach = await registerUser(t);
    const created = await subscribe(
      coach,
      receiver.answer('/once', () => ({ status: 200, body: 'ok' })),
    );
    const second = await subscribe(
      coach,
      receiver.answer('/once-too', () => ({ status: 200, body: 'ok' })),
    );
    const client = await createClient(t, coach);
    const [row] = await t.sql<{ id: string; created_at: Date; payload: { businessId: string; clientId: string } }>(
      `select id, created_at, payload from outbox_events where name = 'client_signup' and payload->>'clientId' = $1`,
      [client.id],
    );
    const event: DomainEvent = { id: row!.id, name: 'client_signup', occurredAt: row!.created_at.toISOString(), payload: row!.payload };
    const em = t.app.get(EntityManager);
    const events = t.app.get(DomainEvents);
    // Besides the relay's own handling: four more at once, as workers redelivering after a crash would.
    await Promise.all(Array.from({ length: 4 }, () => runInContext(em, () => events.handle(event, webhookSubscriberOf('client_signup')))));
    const [delivery] = await deliveriesWhen(coach, created.id, (list) => list.length === 1);
    // And the delivery's job run by three workers at once, beside the queue's own.
    const sender = t.app.get(WebhookDeliveriesService);
    await Promise.all(Array.from({ length: 3 }, () => runInContext(em, () => sender.deliver(coach.id, delivery!.id, false).catch(() => undefined))));

    await deliveriesWhen(coach, created.id, (list) => list[0]?.status === 'succeeded');
    await deliveriesWhen(coach, second.id, (list) => list[0]?.status === 'succeeded');
    await pause(1000);
    expect(await deliveriesOf(coach, created.id)).toHaveLength(1);
    expect(receiver.at('/once')).toHaveLength(1);
    expect(receiver.at('/once-too')).toHaveLength(1);
    expect((await deliveriesOf(coach, created.id))[0]!.attempts).toBe(1);
  });
});
