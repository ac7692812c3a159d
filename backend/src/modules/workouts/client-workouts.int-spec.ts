import { EntityManager } from '@mikro-orm/postgresql';
import { TRAINING_MESSAGES } from '@coachcore/domain';
import type { DomainEventMap } from '../../common/events/domain-event-map';
import { DomainEvents } from '../../common/events/domain-events';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { runInContext } from '../../infra/queues/run-in-context';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser } from '../../../test/client-factories';
import { assignWorkout, createWorkout, libraryExerciseIds } from '../../../test/workout-factories';
import { MissedWorkoutsService } from './missed-workouts.service';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('client workouts: plan, logging, missed workouts (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  let squat: string;
  let pushUp: string;
  const completed: DomainEventMap['workout_completed'][] = [];
  const missed: DomainEventMap['missed_workout'][] = [];

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
    [squat, pushUp] = await libraryExerciseIds(t, 'Barbell Back Squat', 'Push-Up');
    const events = t.app.get(DomainEvents);
    events.subscribe('workout_completed', 'test-probe', (event) => completed.push(event.payload));
    events.subscribe('missed_workout', 'test-probe', (event) => missed.push(event.payload));
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
  });
  afterAll(() => t.close());

  const session = (overrides: Record<string, unknown> = {}) => ({
    exercises: [
      {
        exerciseId: squat,
        sets: [
          { reps: 5, weight: 185 },
          { reps: 5, weight: 195 },
          { reps: 4, weight: 205 },
        ],
      },
      { exerciseId: pushUp, sets: [{ reps: 15 }, { reps: 12, weight: null }] },
    ],
    totalDuration: 48,
    difficultyRating: 8,
    notes: 'Felt strong',
    ...overrides,
  });

  it("answers the signed-in client's plan: today's and upcoming workouts, soonest first, not past ones or other clients'", async () => {
    const workout = await createWorkout(t, coach, { name: 'Leg Day' });
    await assignWorkout(t, coach, workout.id, client.clientId, [day(3), day(0), day(-3)]);
    const someoneElse = await createClient(t, coach);
    await assignWorkout(t, coach, workout.id, someoneElse.id, [day(1)]);
    const plan = await t.http().get('/api/client/workout-plan').set(client.auth).expect(200);
    expect(plan.body.map((w: { scheduledDate: string }) => w.scheduledDate)).toEqual([day(0), day(3)]);
    expect(plan.body[0]).toMatchObject({ status: 'scheduled', clientId: client.clientId, workout: { name: 'Leg Day' } });
    expect(plan.body[0].workout.exercises.map((e: { exerciseName: string }) => e.exerciseName)).toEqual(['Barbell Back Squat', 'Push-Up']);
  });

  it('logs a session: sets per exercise, duration, rating and notes; marks the workout completed and emits workout_completed', async () => {
    const workout = await createWorkout(t, coach);
    const [assigned] = await assignWorkout(t, coach, workout.id, client.clientId, [day(0)]);
    const logged = await t.http().post(`/api/client/workouts/${assigned!.id}/log`).set(client.auth).send(session()).expect(200);
    expect(logged.body).toMatchObject({
      id: assigned!.id,
      status: 'completed',
      session: {
        date: day(0),
        totalDuration: 48,
        difficultyRating: 8,
        notes: 'Felt strong',
        exercises: [
          {
            exerciseId: squat,
            exerciseName: 'Barbell Back Squat',
            sets: [
              { reps: 5, weight: 185 },
              { reps: 5, weight: 195 },
              { reps: 4, weight: 205 },
            ],
          },
          {
            exerciseId: pushUp,
            sets: [
              { reps: 15, weight: null },
              { reps: 12, weight: null },
            ],
          },
        ],
      },
    });
    expect(logged.body.completedAt).toBeTruthy();
    const rows = await t.sql<{ count: string }>('select count(*) from workout_logs where client_workout_id = $1', [assigned!.id]);
    expect(rows[0]!.count).toBe('2');
    const history = await t.http().get(`/api/clients/${client.clientId}/workouts`).set(coach.auth).expect(200);
    expect(history.body[0]).toMatchObject({ status: 'completed', session: { difficultyRating: 8 } });
    const profile = await t.http().get(`/api/clients/${client.clientId}`).set(coach.auth).expect(200);
    expect(profile.body.lastWorkout).toBe(logged.body.completedAt);
    await eventually(async () => completed.find((e) => e.clientWorkoutId === assigned!.id));
    expect(completed.find((e) => e.clientWorkoutId === assigned!.id)).toEqual({
      businessId: coach.id,
      clientId: client.clientId,
      clientWorkoutId: assigned!.id,
      workoutId: workout.id,
    });
  });

  it('logs a workout once: a second log, even sent at the same time, answers 409 and writes nothing', async () => {
    const workout = await createWorkout(t, coach);
    const [assigned] = await assignWorkout(t, coach, workout.id, client.clientId, [day(0)]);
    const send = () => t.http().post(`/api/client/workouts/${assigned!.id}/log`).set(client.auth).send(session());
    const responses = await Promise.all([send(), send(), send()]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(responses.find((r) => r.status === 409)!.body.message).toBe(TRAINING_MESSAGES.alreadyLogged);
    const rows = await t.sql<{ count: string }>('select count(*) from workout_logs where client_workout_id = $1', [assigned!.id]);
    expect(rows[0]!.count).toBe('2');
    const events = await t.sql<{ count: string }>(`select count(*) from outbox_events where name = 'workout_completed' and payload->>'clientWorkoutId' = $1`, [
      assigned!.id,
    ]);
    expect(events[0]!.count).toBe('1');
  });

  it.each([
    [{ exercises: [] }, TRAINING_MESSAGES.logExercisesRequired],
    [{ difficultyRating: 11 }, TRAINING_MESSAGES.difficultyRatingRange],
    [{ difficultyRating: 0 }, TRAINING_MESSAGES.difficultyRatingRange],
    [{ totalDuration: 0 }, TRAINING_MESSAGES.totalDurationRange],
    [{ exercises: [{ exerciseId: 'x', sets: [{ reps: -1 }] }] }, TRAINING_MESSAGES.setRepsRange],
    [{ exercises: [{ exerciseId: 'x', sets: [{ reps: 5, weight: 5000 }] }] }, TRAINING_MESSAGES.weightRange],
  ])('refuses %o with 400', async (change, message) => {
    const workout = await createWorkout(t, coach);
    const [assigned] = await assignWorkout(t, coach, workout.id, client.clientId, [day(0)]);
    const response = await t.http().post(`/api/client/workouts/${assigned!.id}/log`).set(client.auth).send(session(change)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses exercises that are not in the workout (400) and workouts that are not the client’s own (404)', async () => {
    const workout = await createWorkout(t, coach, {}, ['Push-Up']);
    const [assigned] = await assignWorkout(t, coach, workout.id, client.clientId, [day(0)]);
    const wrong = await t.http().post(`/api/client/workouts/${assigned!.id}/log`).set(client.auth).send(session()).expect(400);
    expect(wrong.body.message).toBe(TRAINING_MESSAGES.exerciseNotInWorkout);
    const sibling = await createClientUser(t, coach);
    const notMine = await t.http().post(`/api/client/workouts/${assigned!.id}/log`).set(sibling.auth).send(session()).expect(404);
    expect(notMine.body.message).toBe(TRAINING_MESSAGES.clientWorkoutNotFound);
    await t.http().post('/api/client/workouts/not-an-id/log').set(client.auth).send(session()).expect(404);
  });

  it('keeps the coach routes from client users and the client routes from coaches', async () => {
    await t.http().get('/api/client/workout-plan').set(coach.auth).expect(403);
    await t.http().get('/api/client/workout-plan').expect(401);
    await t.http().get(`/api/clients/${client.clientId}/workouts`).set(client.auth).expect(403);
  });

  it('charts progress per exercise: best set and volume by day', async () => {
    const workout = await createWorkout(t, coach);
    const [first, second] = await assignWorkout(t, coach, workout.id, client.clientId, [day(-1), day(0)]);
    await t.http().post(`/api/client/workouts/${first!.id}/log`).set(client.auth).send(session()).expect(200);
    await t.sql(`update workout_logs set date = $1 where client_workout_id = $2`, [day(-1), first!.id]);
    await t
      .http()
      .post(`/api/client/workouts/${second!.id}/log`)
      .set(client.auth)
      .send(
        session({
          exercises: [
            {
              exerciseId: squat,
              sets: [
                { reps: 3, weight: 215 },
                { reps: 5, weight: 200 },
              ],
            },
          ],
        }),
      )
      .expect(200);
    const progress = await t.http().get(`/api/clients/${client.clientId}/workout-progress`).set(coach.auth).expect(200);
    expect(progress.body).toEqual([
      {
        exerciseId: squat,
        exerciseName: 'Barbell Back Squat',
        points: [
          { date: day(-1), bestWeight: 205, bestReps: 4, volume: 5 * 185 + 5 * 195 + 4 * 205, totalReps: 14 },
          { date: day(0), bestWeight: 215, bestReps: 3, volume: 3 * 215 + 5 * 200, totalReps: 8 },
        ],
      },
      { exerciseId: pushUp, exerciseName: 'Push-Up', points: [{ date: day(-1), bestWeight: null, bestReps: 15, volume: 0, totalReps: 27 }] },
    ]);
  });

  describe('the missed-workout pass', () => {
    const runPass = (now?: Date) => runInContext(t.app.get(EntityManager), () => t.app.get(MissedWorkoutsService).markMissed(now));

    it('marks scheduled workouts whose day has passed as missed, once each, even when two workers run it at once', async () => {
      const workout = await createWorkout(t, coach);
      const [past, yesterday, today, future] = await assignWorkout(t, coach, workout.id, client.clientId, [day(-5), day(-1), day(0), day(2)]);
      const [logged] = await assignWorkout(t, coach, (await createWorkout(t, coach)).id, client.clientId, [day(-2)]);
      await t
        .http()
        .post(`/api/client/workouts/${logged!.id}/log`)
        .set(client.auth)
        .send(session({ exercises: [{ exerciseId: squat, sets: [{ reps: 1 }] }] }))
        .expect(200);

      const [overdue] = await t.sql<{ count: string }>(`select count(*) from client_workouts where status = 'scheduled' and scheduled_date < current_date`);
      const [a, b] = await Promise.all([runPass(), runPass()]);
      const statuses = await t.sql<{ id: string; status: string; missed_at: Date | null }>(
        'select id, status, missed_at from client_workouts where client_id = $1',
        [client.clientId],
      );
      const status = (id: string) => statuses.find((row) => row.id === id)!.status;
      expect([status(past!.id), status(yesterday!.id), status(today!.id), status(future!.id), status(logged!.id)]).toEqual([
        'missed',
        'missed',
        'scheduled',
        'scheduled',
        'completed',
      ]);
      const events = await t.sql<{ payload: { clientWorkoutId: string } }>(
        `select payload from outbox_events where name = 'missed_workout' and payload->>'clientId' = $1`,
        [client.clientId],
      );
      expect(events.map((e) => e.payload.clientWorkoutId).sort()).toEqual([past!.id, yesterday!.id].sort());
      expect(a! + b!).toBe(Number(overdue!.count));
      expect(await runPass()).toBe(0);
      const again = await t.sql<{ count: string }>(`select count(*) from outbox_events where name = 'missed_workout' and payload->>'clientId' = $1`, [
        client.clientId,
      ]);
      expect(again[0]!.count).toBe('2');
      await eventually(async () => missed.find((e) => e.clientWorkoutId === past!.id));
      expect(missed.find((e) => e.clientWorkoutId === past!.id)).toMatchObject({
        businessId: coach.id,
        clientId: client.clientId,
        workoutId: workout.id,
        scheduledDate: day(-5),
      });

      const history = await t.http().get(`/api/clients/${client.clientId}/workouts`).set(coach.auth).expect(200);
      expect(history.body.find((w: { id: string }) => w.id === past!.id)).toMatchObject({ status: 'missed' });
      expect(history.body.find((w: { id: string }) => w.id === past!.id).missedAt).toBeTruthy();
    });

    it('keeps a missed workout in the plan, where the client may still log it', async () => {
      const workout = await createWorkout(t, coach);
      const [late] = await assignWorkout(t, coach, workout.id, client.clientId, [day(-1)]);
      await runPass();
      const plan = await t.http().get('/api/client/workout-plan').set(client.auth).expect(200);
      expect(plan.body.map((w: { id: string; status: string }) => [w.id, w.status])).toEqual([[late!.id, 'missed']]);
      await t.http().post(`/api/client/workouts/${late!.id}/log`).set(client.auth).send(session()).expect(200);
    });

    it("closes a day in the business's own time zone (set with PUT /api/user/profile), not the server's", async () => {
      const east = await registerUser(t);
      const west = await registerUser(t);
      const profile = (user: SignedInUser, timeZone: string) =>
        t.http().put('/api/user/profile').set(user.auth).send({ firstName: 'Test', lastName: 'User', email: user.email, timeZone });
      expect((await profile(east, 'Pacific/Kiritimati').expect(200)).body.timeZone).toBe('Pacific/Kiritimati');
      await profile(west, 'Pacific/Pago_Pago').expect(200);
      expect((await profile(west, 'Mars/Olympus').expect(400)).body.message).toBe('Time zone must be an IANA time zone such as Europe/London');
      const plans = [];
      for (const coachOf of [east, west]) {
        const member = await createClient(t, coachOf);
        const workout = await createWorkout(t, coachOf);
        const [item] = await assignWorkout(t, coachOf, workout.id, member.id, ['2030-01-01']);
        plans.push(item!.id);
      }
      const statusOf = async (id: string) => (await t.sql<{ status: string }>('select status from client_workouts where id = $1', [id]))[0]!.status;
      // 2030-01-01 12:00 UTC: already 2 January at UTC+14 (Kiritimati), still 1 January at UTC-11 (Pago Pago).
      await runPass(new Date('2030-01-01T12:00:00Z'));
      expect([await statusOf(plans[0]!), await statusOf(plans[1]!)]).toEqual(['missed', 'scheduled']);
      // 2030-01-02 12:00 UTC: 2 January at UTC-11 as well.
      await runPass(new Date('2030-01-02T12:00:00Z'));
      expect(await statusOf(plans[1]!)).toBe('missed');
    });

    it('runs as a BullMQ job in the worker', async () => {
      const workout = await createWorkout(t, coach);
      const [late] = await assignWorkout(t, coach, workout.id, client.clientId, [day(-3)]);
      await t.app.get(JobQueue).enqueue('training', 'mark-missed-workouts', {}, { jobId: `test-${late!.id}` });
      await eventually(async () => (await t.sql<{ status: string }>('select status from client_workouts where id = $1', [late!.id]))[0]!.status === 'missed');
      const scheduler = await t.app.get(JobQueue).queue('training').getJobScheduler('mark-missed-workouts');
      expect(scheduler?.pattern).toBe('5 * * * *');
    });
  });
});
