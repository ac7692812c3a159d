import { EntityManager } from '@mikro-orm/postgresql';
import { REVIEW_MESSAGES } from '@coachcore/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import { createClientUser } from '../../../../test/client-factories';
import { eventually, registerUser, type SignedInUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { JobQueue } from '../../../infra/queues/job-queue.service';
import { runInContext } from '../../../infra/queues/run-in-context';
import { feedbackEmailKey, feedbackJobId, SessionFeedbackService } from './session-feedback.service';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
type ClientUser = SignedInUser & { clientId: string };

const SETTINGS = {
  businessName: 'Peak Performance Coaching',
  googleMyBusinessUrl: 'https://g.page/r/peak/review',
  yelpBusinessUrl: 'https://www.yelp.com/biz/peak',
  reviewCollectionEnabled: true,
  autoFeedbackEnabled: true,
  feedbackDelayHours: 2,
};

describe('session feedback: the delayed request, the rating and the review request (HTTP, workers)', () => {
  const prefix = `test-fb-${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let second: TestApp;
  let coach: SignedInUser;
  let alice: ClientUser;
  let bob: ClientUser;
  let outsider: ClientUser;

  const settings = (body: Record<string, unknown> = {}, who: SignedInUser = coach) =>
    t
      .http()
      .put('/api/review-settings')
      .set(who.auth)
      .send({ ...SETTINGS, ...body })
      .expect(200);
  const oneOnOne = async (client: ClientUser, who: SignedInUser = coach) =>
    (
      await t
        .http()
        .post('/api/meetings')
        .set(who.auth)
        .send({ clientId: client.clientId, title: 'Form check', meetingType: 'video', scheduledAt: inHours(-2), duration: 60 })
        .expect(201)
    ).body as { id: string };
  const setStatus = (id: string, status: string, who: SignedInUser = coach) => t.http().patch(`/api/meetings/${id}`).set(who.auth).send({ status }).expect(200);
  const rate = (user: SignedInUser, meetingId: string, body: Record<string, unknown>) =>
    t.http().post(`/api/client/meetings/${meetingId}/feedback`).set(user.auth).send(body);
  const job = (app: TestApp, meetingId: string) => app.app.get(JobQueue).queue('scheduling').getJob(feedbackJobId(meetingId));
  const requestNow = (app: TestApp, meetingId: string, businessId = coach.id) =>
    runInContext(app.app.get(EntityManager), () => app.app.get(SessionFeedbackService).requestFeedback(businessId, meetingId));
  const emailsFor = (participantIds: string[]) =>
    t.sql<{ dedupe_key: string; to_address: string; subject: string; text_body: string; status: string }>(
      'select dedupe_key, to_address, subject, text_body, status from email_outbox where dedupe_key = any($1)',
      [participantIds.map(feedbackEmailKey)],
    );
  const participantOf = async (meetingId: string, clientId: string) =>
    (await t.sql<{ id: string }>('select id from meeting_participants where meeting_id = $1 and participant_id = $2', [meetingId, clientId]))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true, env: { REDIS_PREFIX: prefix } });
    // A second process with workers on the same database and Redis: two workers compete for every job.
    second = await createTestApp({ withWorkers: true, database: new URL(t.databaseUrl).pathname.slice(1), env: { REDIS_PREFIX: prefix } });
    coach = await registerUser(t);
    alice = await createClientUser(t, coach);
    bob = await createClientUser(t, coach);
    outsider = await createClientUser(t, await registerUser(t));
    await settings();
    // Two apps with workers start slowly on a loaded machine.
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('a completed session queues its request feedbackDelayHours later (job feedback.<id>); when due, the participant is e-mailed once', async () => {
    const meeting = await oneOnOne(alice);
    const completedAt = Date.now();
    await setStatus(meeting.id, 'completed');
    const queued = await eventually(() => job(t, meeting.id));
    expect(queued.name).toBe('request-session-feedback');
    expect(queued.data).toEqual({ businessId: coach.id, meetingId: meeting.id });
    expect(await queued.isDelayed()).toBe(true);
    // Due 2 hours after the completion (the controllable clock: BullMQ's delay, counted from the event).
    const due = queued.timestamp + (queued.opts.delay ?? 0);
    expect(due).toBeGreaterThanOrEqual(completedAt + 2 * HOUR - 1_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 2 * HOUR + 1_000);
    const participantId = await participantOf(meeting.id, alice.clientId);
    expect(await emailsFor([participantId])).toEqual([]);

    // The clock reaches the due time: the job runs now, in one of the two workers.
    await queued.promote();
    const [email] = await eventually(async () => {
      const rows = await emailsFor([participantId]);
      return rows[0]?.status === 'stored' ? rows : null;
    });
    expect(email).toMatchObject({ to_address: alice.email, subject: 'How was Form check?' });
    expect(email!.text_body).toContain(`/client/meetings?rate=${meeting.id}`);
    expect(email!.text_body).toContain('Peak Performance Coaching');
    const [row] = await t.sql<{ feedback_requested_at: Date | null }>('select feedback_requested_at from meeting_participants where id = $1', [participantId]);
    expect(row!.feedback_requested_at).toBeInstanceOf(Date);

    // Run again by both processes at once (a redelivery, a restart): nobody is asked twice.
    expect(await Promise.all([requestNow(t, meeting.id), requestNow(second, meeting.id)])).toEqual([0, 0]);
    expect(await emailsFor([participantId])).toHaveLength(1);
    const events = await t.sql(`select id from outbox_events where name = 'session_feedback_requested' and payload->>'meetingId' = $1`, [meeting.id]);
    expect(events).toHaveLength(1);
  });

  it('two workers running one group session request at once ask each seated participant exactly once', async () => {
    const clients = [alice, bob, await createClientUser(t, coach)];
    const session = (
      await t
        .http()
        .post('/api/meetings')
        .set(coach.auth)
        .send({ title: 'Mobility class', scheduledAt: inHours(1), duration: 60, appointmentType: 'in_person', type: 'group_session', maxParticipants: 5 })
        .expect(201)
    ).body as { id: string };
    for (const client of clients) await t.http().post(`/api/meetings/${session.id}/participants`).set(client.auth).expect(201);
    // One leaves: only seated people are asked.
    const leaving = await participantOf(session.id, clients[2]!.clientId);
    await t.http().delete(`/api/meetings/${session.id}/participants/${leaving}`).set(clients[2]!.auth).expect(204);
    await t.sql(`update meetings set status = 'completed' where id = $1`, [session.id]);

    const counts = await Promise.all([requestNow(t, session.id), requestNow(second, session.id), requestNow(t, session.id), requestNow(second, session.id)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    const seated = [await participantOf(session.id, alice.clientId), await participantOf(session.id, bob.clientId)];
    const emails = await eventually(async () => {
      const rows = await emailsFor([...seated, leaving]);
      return rows.length === 2 && rows.every((r) => r.status === 'stored') ? rows : null;
    });
    expect(emails.map((e) => e.to_address).sort()).toEqual([alice.email, bob.email].sort());
  });

  it('a session cancelled or marked no-show after completion drops its waiting request, and a late run asks nobody', async () => {
    for (const status of ['cancelled', 'no_show']) {
      const meeting = await oneOnOne(bob);
      await setStatus(meeting.id, 'completed');
      await eventually(() => job(t, meeting.id));
      await setStatus(meeting.id, status);
      await eventually(async () => ((await job(t, meeting.id)) ? null : true));
      expect(await requestNow(t, meeting.id)).toBe(0);
      expect(await emailsFor([await participantOf(meeting.id, bob.clientId)])).toEqual([]);
    }
  });

  it('with auto feedback off nothing is queued or sent; the delay set is the one used', async () => {
    const service = t.app.get(SessionFeedbackService);
    const event = (meetingId: string) => ({
      id: randomUUID(),
      name: 'meeting_completed' as const,
      occurredAt: new Date().toISOString(),
      payload: { businessId: coach.id, meetingId, clientId: alice.clientId },
    });
    await settings({ autoFeedbackEnabled: false });
    try {
      const off = await oneOnOne(alice);
      await t.sql(`update meetings set status = 'completed' where id = $1`, [off.id]);
      expect(await runInContext(t.app.get(EntityManager), () => service.scheduleRequest(event(off.id)))).toBe('off');
      expect(await job(t, off.id)).toBeUndefined();
      expect(await requestNow(t, off.id)).toBe(0);

      await settings({ autoFeedbackEnabled: true, feedbackDelayHours: 0 });
      const now = await oneOnOne(alice);
      await setStatus(now.id, 'completed');
      // Zero hours: asked at once.
      await eventually(async () => (await emailsFor([await participantOf(now.id, alice.clientId)]))[0]);
    } finally {
      await settings();
    }
  });

  describe('rating a session', () => {
    let completed: { id: string };
    beforeAll(async () => {
      completed = await oneOnOne(alice);
      await setStatus(completed.id, 'completed');
    });

    it('only completed sessions can be rated; the view says so', async () => {
      const scheduled = (
        await t
          .http()
          .post('/api/meetings')
          .set(coach.auth)
          .send({ clientId: alice.clientId, title: 'Next week', meetingType: 'video', scheduledAt: inHours(48), duration: 60 })
          .expect(201)
      ).body as { id: string };
      const view = (await t.http().get(`/api/client/meetings/${scheduled.id}/feedback`).set(alice.auth).expect(200)).body;
      expect(view).toEqual({ meetingId: scheduled.id, title: 'Next week', scheduledAt: expect.any(String), completed: false, feedback: null, reviewLinks: [] });
      expect((await rate(alice, scheduled.id, { overallRating: 5 }).expect(409)).body.message).toBe(REVIEW_MESSAGES.notCompleted);
    });

    it.each([
      [{}, 'overallRating', REVIEW_MESSAGES.overallRatingRequired],
      [{ overallRating: 0 }, 'overallRating', REVIEW_MESSAGES.rating],
      [{ overallRating: 6 }, 'overallRating', REVIEW_MESSAGES.rating],
      [{ overallRating: 4.5 }, 'overallRating', REVIEW_MESSAGES.rating],
      [{ overallRating: '5' }, 'overallRating', REVIEW_MESSAGES.rating],
      [{ overallRating: 5, sessionRating: 0 }, 'sessionRating', REVIEW_MESSAGES.rating],
      [{ overallRating: 5, coachRating: 6 }, 'coachRating', REVIEW_MESSAGES.rating],
      [{ overallRating: 5, feedback: 'x'.repeat(2001) }, 'feedback', REVIEW_MESSAGES.textTooLong],
      [{ overallRating: 5, improvements: 'x'.repeat(2001) }, 'improvements', REVIEW_MESSAGES.textTooLong],
      [{ overallRating: 5, wouldRecommend: 'yes' }, 'wouldRecommend', REVIEW_MESSAGES.wouldRecommend],
    ])('refuses %j: %s, %s', async (body, field, message) => {
      const response = await rate(alice, completed.id, body).expect(400);
      expect(response.body.errors).toEqual([{ field, message }]);
    });

    it('only a participant of the session rates it: another client of the business, another business and unknown ids get 404', async () => {
      for (const [user, id] of [
        [bob, completed.id],
        [outsider, completed.id],
        [alice, randomUUID()],
        [alice, 'not-an-id'],
      ] as const) {
        expect((await rate(user, id, { overallRating: 5 }).expect(404)).body.message).toBe(REVIEW_MESSAGES.sessionNotFound);
        await t.http().get(`/api/client/meetings/${id}/feedback`).set(user.auth).expect(404);
      }
      await rate(coach, completed.id, { overallRating: 5 }).expect(403);
      await t.http().post(`/api/client/meetings/${completed.id}/feedback`).send({ overallRating: 5 }).expect(401);
    });

    it('5 stars: stored once with every field, and the review request shows the configured Google and Yelp pages', async () => {
      const body = { overallRating: 5, sessionRating: 4, coachRating: 5, feedback: 'Great cues', improvements: 'More mobility', wouldRecommend: true };
      const created = (await rate(alice, completed.id, body).expect(201)).body;
      expect(created).toEqual({
        meetingId: completed.id,
        title: 'Form check',
        scheduledAt: expect.any(String),
        completed: true,
        feedback: {
          id: expect.any(String),
          meetingId: completed.id,
          participantId: await participantOf(completed.id, alice.clientId),
          ...body,
          reviewRequested: true,
          reviewCompleted: false,
          reviewPlatform: null,
          reviewUrl: null,
          createdAt: expect.any(String),
        },
        reviewLinks: [
          { platform: 'google', label: 'Google', url: SETTINGS.googleMyBusinessUrl },
          { platform: 'yelp', label: 'Yelp', url: SETTINGS.yelpBusinessUrl },
        ],
      });
      expect((await rate(alice, completed.id, { overallRating: 1 }).expect(409)).body.message).toBe(REVIEW_MESSAGES.alreadyRated);
      await t.http().get(`/api/client/meetings/${completed.id}/feedback`).set(alice.auth).expect(200, created);
      const list = (await t.http().get('/api/client/session-feedback').set(alice.auth).expect(200)).body;
      expect(list.map((row: { meetingId: string }) => row.meetingId)).toContain(completed.id);
      expect((await t.http().get('/api/client/session-feedback').set(bob.auth).expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(
        created.feedback.id,
      );

      // The client follows a review link: success tracking.
      expect(
        (await t.http().post(`/api/client/meetings/${completed.id}/feedback/review`).set(alice.auth).send({ platform: 'myspace' }).expect(400)).body.message,
      ).toBe(REVIEW_MESSAGES.reviewPlatform);
      expect(
        (await t.http().post(`/api/client/meetings/${completed.id}/feedback/review`).set(alice.auth).send({ platform: 'facebook' }).expect(409)).body.message,
      ).toBe(REVIEW_MESSAGES.platformNotConfigured);
      const reviewed = (await t.http().post(`/api/client/meetings/${completed.id}/feedback/review`).set(alice.auth).send({ platform: 'google' }).expect(200))
        .body;
      expect(reviewed.feedback).toMatchObject({ reviewCompleted: true, reviewPlatform: 'google', reviewUrl: SETTINGS.googleMyBusinessUrl });
      await t.http().post(`/api/client/meetings/${completed.id}/feedback/review`).set(bob.auth).send({ platform: 'google' }).expect(404);
    });

    it('1–3 stars, or review collection off, or no review page set: no review request', async () => {
      const low = await oneOnOne(alice);
      await setStatus(low.id, 'completed');
      const lowRated = (await rate(alice, low.id, { overallRating: 3 }).expect(201)).body;
      expect(lowRated.feedback.reviewRequested).toBe(false);
      expect(lowRated.reviewLinks).toEqual([]);
      expect(
        (await t.http().post(`/api/client/meetings/${low.id}/feedback/review`).set(alice.auth).send({ platform: 'google' }).expect(409)).body.message,
      ).toBe(REVIEW_MESSAGES.noReviewRequest);
      for (const change of [{ reviewCollectionEnabled: false }, { googleMyBusinessUrl: null, yelpBusinessUrl: null }]) {
        await settings(change);
        const meeting = await oneOnOne(alice);
        await setStatus(meeting.id, 'completed');
        const rated = (await rate(alice, meeting.id, { overallRating: 5 }).expect(201)).body;
        expect(rated.feedback.reviewRequested).toBe(false);
        expect(rated.reviewLinks).toEqual([]);
      }
      await settings();
    });

    it('of 10 concurrent ratings of one session exactly one is stored', async () => {
      const meeting = await oneOnOne(bob);
      await setStatus(meeting.id, 'completed');
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => rate(bob, meeting.id, { overallRating: 1 + (i % 5) })));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === REVIEW_MESSAGES.alreadyRated)).toBe(true);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
      const rows = await t.sql('select id from session_feedback where booking_id = $1', [meeting.id]);
      expect(rows).toHaveLength(1);
    });
  });

  it("the Dashboard's Client Satisfaction is the business's average rating on 0–10, with its 30-day change", async () => {
    const business = await registerUser(t);
    const client = await createClientUser(t, business);
    const other = await registerUser(t);
    const otherClient = await createClientUser(t, other);
    const stats = async () => (await t.http().get('/api/dashboard/stats').set(business.auth).expect(200)).body;
    expect(await stats()).toMatchObject({ avgSatisfaction: null, avgSatisfactionChange: null });

    const rated: string[] = [];
    for (const stars of [5, 3, 4, 2]) {
      const meeting = await oneOnOne(client, business);
      await setStatus(meeting.id, 'completed', business);
      rated.push((await rate(client, meeting.id, { overallRating: stars }).expect(201)).body.feedback.id);
    }
    // Another business's 1-star rating counts only for them.
    const theirs = await oneOnOne(otherClient, other);
    await setStatus(theirs.id, 'completed', other);
    await rate(otherClient, theirs.id, { overallRating: 1 }).expect(201);

    // All four in the last 30 days: (5 + 3 + 4 + 2) / 4 = 3.5 stars = 7.0 / 10; nothing before to compare.
    expect(await stats()).toMatchObject({ avgSatisfaction: 7, avgSatisfactionChange: null });
    // The 2-star one was 40 days ago: all 7.0; the last 30 days (5 + 3 + 4) / 3 = 4 stars = 8.0 against 2 stars = 4.0 before: +4.
    await t.sql(`update session_feedback set created_at = now() - interval '40 days' where id = $1`, [rated[3]]);
    expect(await stats()).toMatchObject({ avgSatisfaction: 7, avgSatisfactionChange: 4 });
    expect((await t.http().get('/api/dashboard/stats').set(other.auth).expect(200)).body).toMatchObject({ avgSatisfaction: 2, avgSatisfactionChange: null });
  });
});
