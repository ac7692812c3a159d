import { CURSOR_MESSAGES, LIST_PAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';
import { expectCursorQueryChecks, expectOffsetQueryChecks, readCursorPages, readOffsetPages } from '../../../test/paging';
import { assignWorkout, createWorkout, libraryExerciseIds } from '../../../test/workout-factories';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The paging of the training lists: habits (numbered pages), a client's habits, workouts and plan ("Load more"), and
 * the progress chart's exercises (numbered pages).
 */
describe('training lists, paged (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
  });
  afterAll(() => t.close());

  const createTemplate = async (name: string) =>
    (
      await t
        .http()
        .post('/api/habit-templates')
        .set(coach.auth)
        .send({ name, category: 'hydration', frequency: 'daily', trackingType: 'checkbox' })
        .expect(201)
    ).body as { id: string };

  it("pages the business's habits by name", async () => {
    for (const name of ['Walk', 'Drink water', 'Sleep early', 'Stretch', 'Breathe']) await createTemplate(name);
    const names = (await readOffsetPages(t, '/api/habit-templates', coach.auth, 2)).map((habit) => habit.name);
    expect(names).toEqual(['Breathe', 'Drink water', 'Sleep early', 'Stretch', 'Walk']);
    await expectOffsetQueryChecks(t, '/api/habit-templates', coach.auth, LIST_PAGES.habitTemplates.maxLimit);
  });

  it("pages a client's habits oldest first by cursor, for the coach (every habit) and the client (the active ones)", async () => {
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      const { id } = await createTemplate(name);
      await t
        .http()
        .post(`/api/habit-templates/${id}/assign`)
        .set(coach.auth)
        .send({ clientIds: [client.clientId] })
        .expect(201);
      ids.push(id);
    }
    // Habits assigned in one statement share a timestamp to the microsecond: the id keeps their order.
    await t.sql(`update client_habits set created_at = '2026-01-01T00:00:00.000001Z' where client_id = $1`, [client.clientId]);
    const coachView = await readCursorPages(t, `/api/clients/${client.clientId}/habits`, coach.auth, 2);
    expect(coachView.pages).toBe(3);
    expect(new Set(coachView.items.map((habit) => habit.id)).size).toBe(5);
    const all = (await t.http().get(`/api/clients/${client.clientId}/habits?limit=200`).set(coach.auth).expect(200)).body as { id: string }[];
    expect(coachView.items.map((habit) => habit.id)).toEqual(all.map((habit) => habit.id));

    const ended = all[1]!.id;
    await t.http().post(`/api/client-habits/${ended}/end`).set(coach.auth).expect(200);
    const own = await readCursorPages(t, `/api/client/habits?date=${day(0)}`, client.auth, 2);
    expect(own.items.map((habit) => habit.id)).toEqual(all.map((habit) => habit.id).filter((id) => id !== ended));
    expect(own.items[0]).toMatchObject({ today: null });

    await expectCursorQueryChecks(t, `/api/clients/${client.clientId}/habits`, coach.auth, LIST_PAGES.clientHabits.maxLimit, CURSOR_MESSAGES.clientHabits);
    // The ended habit is no item of the client's own list.
    await expectCursorQueryChecks(t, '/api/client/habits', client.auth, LIST_PAGES.clientHabits.maxLimit, CURSOR_MESSAGES.clientHabits, ended);
  });

  it("pages a client's workouts latest day first, and the client's plan soonest first, by cursor", async () => {
    const legs = await createWorkout(t, coach, { name: 'Leg Day' });
    const arms = await createWorkout(t, coach, { name: 'Arm Day' });
    await assignWorkout(t, coach, legs.id, client.clientId, [day(-3), day(0), day(1), day(2), day(5)]);
    await assignWorkout(t, coach, arms.id, client.clientId, [day(1), day(-10)]);
    await t.sql(`update client_workouts set status = 'missed' where client_id = $1 and scheduled_date = $2`, [client.clientId, day(-3)]);

    const history = await readCursorPages(t, `/api/clients/${client.clientId}/workouts`, coach.auth, 3);
    expect(history.pages).toBe(3);
    expect(history.items.map((w) => w.scheduledDate)).toEqual([day(5), day(2), day(1), day(1), day(0), day(-3), day(-10)]);
    expect(new Set(history.items.map((w) => w.id)).size).toBe(7);

    // Missed workouts may still be logged, so the plan holds them; past scheduled ones it does not.
    const plan = await readCursorPages(t, '/api/client/workout-plan', client.auth, 2);
    expect(plan.items.map((w) => w.scheduledDate)).toEqual([day(-3), day(0), day(1), day(1), day(2), day(5)]);
    const first = await t.http().get('/api/client/workout-plan').set(client.auth).expect(200);
    expect(first.body).toHaveLength(6);
    expect(first.headers['x-next-cursor']).toBeUndefined();

    const pastOne = history.items.find((w) => w.scheduledDate === day(-10))!.id as string;
    await expectCursorQueryChecks(
      t,
      `/api/clients/${client.clientId}/workouts`,
      coach.auth,
      LIST_PAGES.clientWorkouts.maxLimit,
      CURSOR_MESSAGES.clientWorkouts,
    );
    await expectCursorQueryChecks(t, '/api/client/workout-plan', client.auth, LIST_PAGES.workoutPlan.maxLimit, CURSOR_MESSAGES.workoutPlan, pastOne);
  });

  it("pages a client's progress by exercise, each exercise with all its days", async () => {
    const names = ['Push-Up', 'Barbell Back Squat', 'Conventional Deadlift'];
    const ids = await libraryExerciseIds(t, ...names);
    const workout = await createWorkout(t, coach, { name: 'Full Body' }, names);
    const assigned = await assignWorkout(t, coach, workout.id, client.clientId, [day(-2), day(-1)]);
    for (const item of assigned) {
      await t
        .http()
        .post(`/api/client/workouts/${item.id}/log`)
        .set(client.auth)
        .send({ exercises: ids.map((exerciseId) => ({ exerciseId, sets: [{ reps: 5, weight: 100 }] })) })
        .expect(200);
    }
    const pages = await readOffsetPages(t, `/api/clients/${client.clientId}/workout-progress`, coach.auth, 2);
    expect(pages.map((exercise) => exercise.exerciseName)).toEqual(['Barbell Back Squat', 'Conventional Deadlift', 'Push-Up']);
    // Both sessions of every exercise are in its points, whichever page it is on.
    const reps = (exercise: Record<string, unknown>) => (exercise.points as { totalReps: number }[]).reduce((sum, point) => sum + point.totalReps, 0);
    expect(pages.map(reps)).toEqual([10, 10, 10]);
    await expectOffsetQueryChecks(t, `/api/clients/${client.clientId}/workout-progress`, coach.auth, LIST_PAGES.exerciseProgress.maxLimit);
  });
});
