import { randomUUID } from 'node:crypto';
import { TRAINING_MESSAGES } from '@coachcore/domain';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../common/validation/rules';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';
import { assignWorkout, createWorkout, libraryExerciseIds } from '../../../test/workout-factories';
import { IDEMPOTENCY_KEY_REUSED } from './client-workouts.service';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The portal's offline queue sends each workout log and food entry with a key made once per entry, and may send it
 * again (an answer lost with the connection, a page closed and reopened, two tabs flushing): the server records it once.
 */
describe('offline replays: workout logs and food entries with an idempotency key (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  let squat: string;
  let chicken: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    [squat] = await libraryExerciseIds(t, 'Barbell Back Squat');
    const probe = await registerUser(t);
    const foods = await t.http().get('/api/foods').query({ search: 'Chicken breast, skinless, grilled' }).set(probe.auth).expect(200);
    chicken = foods.body.find((food: { name: string }) => food.name === 'Chicken breast, skinless, grilled');
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
  });
  afterAll(() => t.close());

  const session = (idempotencyKey?: string) => ({ exercises: [{ exerciseId: squat, sets: [{ reps: 5, weight: 100 }] }], totalDuration: 30, idempotencyKey });
  const logsOf = async (clientWorkoutId: string) =>
    Number((await t.sql<{ count: string }>('select count(*) from workout_logs where client_workout_id = $1', [clientWorkoutId]))[0]!.count);
  const eventsOf = async (name: string, clientId: string) =>
    Number((await t.sql<{ count: string }>(`select count(*) from outbox_events where name = $1 and payload->>'clientId' = $2`, [name, clientId]))[0]!.count);
  const assigned = async () => {
    const workout = await createWorkout(t, coach, { name: 'Offline Legs' });
    const [item] = await assignWorkout(t, coach, workout.id, client.clientId, [today()]);
    return item!.id;
  };

  describe('workout logs', () => {
    it('a replay with the same key answers the recorded session (200), once; without the key or with another it stays 409', async () => {
      const id = await assigned();
      const key = randomUUID();
      const first = await t.http().post(`/api/client/workouts/${id}/log`).set(client.auth).send(session(key)).expect(200);
      const again = await t.http().post(`/api/client/workouts/${id}/log`).set(client.auth).send(session(key.toUpperCase())).expect(200);
      expect(again.body).toEqual(first.body);
      expect(again.body).toMatchObject({ id, status: 'completed', session: { totalDuration: 30 } });
      expect(await logsOf(id)).toBe(1);
      expect(await eventsOf('workout_completed', client.clientId)).toBe(1);

      const other = await t.http().post(`/api/client/workouts/${id}/log`).set(client.auth).send(session(randomUUID())).expect(409);
      expect(other.body.message).toBe(TRAINING_MESSAGES.alreadyLogged);
      await t.http().post(`/api/client/workouts/${id}/log`).set(client.auth).send(session()).expect(409);
      expect(await logsOf(id)).toBe(1);
    });

    it('ten copies of one log sent at once record one session and all answer it', async () => {
      const id = await assigned();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => t.http().post(`/api/client/workouts/${id}/log`).set(client.auth).send(session(key))));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect(await logsOf(id)).toBe(1);
      expect(await eventsOf('workout_completed', client.clientId)).toBe(1);
    });

    it("a key already given to another workout's log is refused (409), and a key that is not a UUID is 400", async () => {
      const workout = await createWorkout(t, coach, { name: 'Two days' });
      const [monday, tuesday] = await assignWorkout(t, coach, workout.id, client.clientId, [
        today(),
        new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      ]);
      const key = randomUUID();
      await t.http().post(`/api/client/workouts/${monday!.id}/log`).set(client.auth).send(session(key)).expect(200);
      const reused = await t.http().post(`/api/client/workouts/${tuesday!.id}/log`).set(client.auth).send(session(key)).expect(409);
      expect(reused.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
      expect(await logsOf(tuesday!.id)).toBe(0);
      const bad = await t.http().post(`/api/client/workouts/${tuesday!.id}/log`).set(client.auth).send(session('not-a-key')).expect(400);
      expect(bad.body.message).toBe(IDEMPOTENCY_KEY_MESSAGE);
    });

    it("another client replaying the key gets 404 for the workout and never the first client's session", async () => {
      const id = await assigned();
      const key = randomUUID();
      await t.http().post(`/api/client/workouts/${id}/log`).set(client.auth).send(session(key)).expect(200);
      const sameCoach = await createClientUser(t, coach);
      await t.http().post(`/api/client/workouts/${id}/log`).set(sameCoach.auth).send(session(key)).expect(404);
      const otherCoach = await createClientUser(t, await registerUser(t));
      await t.http().post(`/api/client/workouts/${id}/log`).set(otherCoach.auth).send(session(key)).expect(404);
    });
  });

  describe('food entries', () => {
    const entry = (idempotencyKey?: string) => ({ foodId: chicken.id, mealType: 'lunch', servingSize: 200, logDate: today(), idempotencyKey });
    const entriesOf = async (clientId: string) =>
      Number((await t.sql<{ count: string }>('select count(*) from food_log where client_id = $1', [clientId]))[0]!.count);

    it('a replay with the same key answers the stored entry, once; entries without a key or with new keys are each logged', async () => {
      const key = randomUUID();
      const first = await t.http().post('/api/client/food-log').set(client.auth).send(entry(key)).expect(201);
      const again = await t.http().post('/api/client/food-log').set(client.auth).send(entry(key)).expect(201);
      expect(again.body).toEqual(first.body);
      expect(first.body).toMatchObject({ foodId: chicken.id, mealType: 'lunch', actualCalories: 330 });
      expect(await entriesOf(client.clientId)).toBe(1);
      expect(await eventsOf('food_logged', client.clientId)).toBe(1);

      await t.http().post('/api/client/food-log').set(client.auth).send(entry()).expect(201);
      await t.http().post('/api/client/food-log').set(client.auth).send(entry()).expect(201);
      await t.http().post('/api/client/food-log').set(client.auth).send(entry(randomUUID())).expect(201);
      expect(await entriesOf(client.clientId)).toBe(4);
      const day = await t.http().get('/api/client/food-log').set(client.auth).expect(200);
      expect(day.body.entries).toHaveLength(4);
    });

    it('ten copies of one entry sent at once store one entry and all answer it', async () => {
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => t.http().post('/api/client/food-log').set(client.auth).send(entry(key))));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(await entriesOf(client.clientId)).toBe(1);
      expect(await eventsOf('food_logged', client.clientId)).toBe(1);
    });

    it("the key is per client: another client's entry with the same key is their own, and the first client's stays theirs", async () => {
      const key = randomUUID();
      const mine = await t.http().post('/api/client/food-log').set(client.auth).send(entry(key)).expect(201);
      const sameCoach = await createClientUser(t, coach);
      const theirs = await t.http().post('/api/client/food-log').set(sameCoach.auth).send(entry(key)).expect(201);
      expect(theirs.body.id).not.toBe(mine.body.id);
      const otherCoach = await createClientUser(t, await registerUser(t));
      const third = await t.http().post('/api/client/food-log').set(otherCoach.auth).send(entry(key)).expect(201);
      expect([mine.body.id, theirs.body.id]).not.toContain(third.body.id);
      expect(await entriesOf(client.clientId)).toBe(1);
      const bad = await t.http().post('/api/client/food-log').set(client.auth).send(entry('nope')).expect(400);
      expect(bad.body.message).toBe(IDEMPOTENCY_KEY_MESSAGE);
    });
  });
});
