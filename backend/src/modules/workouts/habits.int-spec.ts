import { HABIT_MESSAGES, TRAINING_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('habits (HTTP)', () => {
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

  const template = (overrides: Record<string, unknown> = {}) => ({
    name: 'Drink water',
    description: 'Eight glasses across the day',
    category: 'hydration',
    frequency: 'daily',
    targetValue: 8,
    unit: 'glasses',
    trackingType: 'count',
    ...overrides,
  });
  const createTemplate = async (overrides: Record<string, unknown> = {}) =>
    (await t.http().post('/api/habit-templates').set(coach.auth).send(template(overrides)).expect(201)).body as { id: string };
  const assign = async (templateId: string, body: Record<string, unknown> = {}) =>
    t
      .http()
      .post(`/api/habit-templates/${templateId}/assign`)
      .set(coach.auth)
      .send({ clientIds: [client.clientId], ...body });
  const myHabits = async (date: string) => (await t.http().get(`/api/client/habits?date=${date}`).set(client.auth).expect(200)).body;
  const check = (id: string, body: Record<string, unknown>) => t.http().post(`/api/client/habits/${id}/log`).set(client.auth).send(body);

  it('creates habit templates (easy by default) and lists them by name', async () => {
    const created = await t.http().post('/api/habit-templates').set(coach.auth).send(template()).expect(201);
    expect(created.body).toMatchObject({ ...template(), difficulty: 'easy', isPublic: false, coachId: coach.id });
    await createTemplate({ name: 'Ten minutes of stretching', category: 'fitness', trackingType: 'duration', targetValue: 10, unit: 'minutes' });
    const list = await t.http().get('/api/habit-templates').set(coach.auth).expect(200);
    expect(list.body.map((h: { name: string }) => h.name)).toEqual(['Drink water', 'Ten minutes of stretching']);
    const edited = await t.http().patch(`/api/habit-templates/${created.body.id}`).set(coach.auth).send({ targetValue: 10, difficulty: 'medium' }).expect(200);
    expect(edited.body).toMatchObject({ targetValue: 10, difficulty: 'medium', name: 'Drink water' });
  });

  it.each([
    [{ name: '' }, HABIT_MESSAGES.nameRequired],
    [{ category: undefined }, HABIT_MESSAGES.categoryRequired],
    [{ category: 'finance' }, HABIT_MESSAGES.invalidCategory],
    [{ frequency: undefined }, HABIT_MESSAGES.frequencyRequired],
    [{ frequency: 'hourly' }, HABIT_MESSAGES.invalidFrequency],
    [{ trackingType: undefined }, HABIT_MESSAGES.trackingTypeRequired],
    [{ trackingType: 'vibes' }, HABIT_MESSAGES.invalidTrackingType],
    [{ difficulty: 'extreme' }, HABIT_MESSAGES.invalidDifficulty],
    [{ targetValue: -1 }, HABIT_MESSAGES.targetValueRange],
  ])('refuses a habit with %o (400)', async (change, message) => {
    const response = await t.http().post('/api/habit-templates').set(coach.auth).send(template(change)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('assigns a habit to a client once, even when sent twice at once', async () => {
    const { id } = await createTemplate();
    const responses = await Promise.all([assign(id), assign(id), assign(id)]);
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(responses.reduce((sum, r) => sum + r.body.assigned, 0)).toBe(1);
    const habits = await t.http().get(`/api/clients/${client.clientId}/habits`).set(coach.auth).expect(200);
    expect(habits.body).toHaveLength(1);
    expect(habits.body[0]).toMatchObject({
      name: 'Drink water',
      category: 'hydration',
      trackingType: 'count',
      targetValue: 8,
      streak: 0,
      longestStreak: 0,
      totalCompletions: 0,
      startDate: day(0),
    });
    expect((await assign(id)).body).toEqual({ assigned: 0, skipped: 1 });
    expect((await assign(id, { clientIds: [] })).body.message).toBe(TRAINING_MESSAGES.clientsRequired);
    expect((await assign(id, { reminderTime: '25:00' })).body.message).toBe(HABIT_MESSAGES.invalidReminderTime);
    expect((await assign(id, { clientIds: [(await createClient(t, await registerUser(t))).id] })).status).toBe(404);
  });

  it('keeps streak, longest streak and total right as the client checks off days, misses one and changes a day', async () => {
    const { id: templateId } = await createTemplate({ trackingType: 'checkbox', targetValue: null, unit: null, name: 'Walk' });
    await assign(templateId, { startDate: day(-10) });
    const [habit] = await myHabits(day(0));
    for (const offset of [-6, -5, -4]) await check(habit.id, { logDate: day(offset) }).expect(200);
    // Missed day -3; back on -2 and -1.
    await check(habit.id, { logDate: day(-2) }).expect(200);
    const latest = await check(habit.id, { logDate: day(-1), mood: 7, energy: 6, notes: 'Easy walk' }).expect(200);
    expect(latest.body).toMatchObject({ streak: 2, longestStreak: 3, totalCompletions: 5, today: { logDate: day(-1), completed: true, mood: 7 } });
    // Today not done yet: the streak is still alive today, gone the day after.
    expect((await myHabits(day(0)))[0]).toMatchObject({ streak: 2, longestStreak: 3, totalCompletions: 5, today: null });
    expect((await myHabits(day(1)))[0]).toMatchObject({ streak: 0, longestStreak: 3 });
    // Filling in the missed day (late) joins the runs; unticking a day splits them again.
    expect((await check(habit.id, { logDate: day(-3) }).expect(200)).body).toMatchObject({ longestStreak: 6, totalCompletions: 6 });
    expect((await myHabits(day(0)))[0]).toMatchObject({ streak: 6 });
    expect((await check(habit.id, { logDate: day(-3), completed: false }).expect(200)).body).toMatchObject({ longestStreak: 3, totalCompletions: 5 });
    const rows = await t.sql<{ count: string }>('select count(*) from habit_logs where client_habit_id = $1', [habit.id]);
    expect(rows[0]!.count).toBe('6');
  });

  it('works from the client’s own date, so a client ahead of UTC can check off their today', async () => {
    const { id } = await createTemplate({ trackingType: 'checkbox', targetValue: null });
    await assign(id);
    const [habit] = await myHabits(day(1));
    expect((await check(habit.id, { logDate: day(1) }).expect(200)).body).toMatchObject({ streak: 1, today: { logDate: day(1) } });
    expect((await check(habit.id, { logDate: day(2) }).expect(400)).body.message).toBe(HABIT_MESSAGES.logDateOutOfRange);
    expect((await check(habit.id, { logDate: day(-61) }).expect(400)).body.message).toBe(HABIT_MESSAGES.logDateOutOfRange);
    expect((await check(habit.id, { logDate: '23/11/2026' }).expect(400)).body.message).toBe(HABIT_MESSAGES.invalidLogDate);
  });

  it('works out completion from the value for count habits', async () => {
    const { id } = await createTemplate();
    await assign(id);
    const [habit] = await myHabits(day(0));
    expect((await check(habit.id, { logDate: day(0), actualValue: 5 }).expect(200)).body).toMatchObject({
      totalCompletions: 0,
      today: { completed: false, actualValue: 5 },
    });
    expect((await check(habit.id, { logDate: day(0), actualValue: 8 }).expect(200)).body).toMatchObject({
      totalCompletions: 1,
      streak: 1,
      today: { completed: true },
    });
  });

  it('counts every simultaneous check-off of one habit (row lock)', async () => {
    const { id } = await createTemplate({ trackingType: 'checkbox' });
    await assign(id);
    const [habit] = await myHabits(day(0));
    const responses = await Promise.all([-4, -3, -2, -1, 0].map((offset) => check(habit.id, { logDate: day(offset) })));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await myHabits(day(0)))[0]).toMatchObject({ streak: 5, longestStreak: 5, totalCompletions: 5 });
  });

  it('ends a client habit: gone from the client, kept for the coach', async () => {
    const { id } = await createTemplate();
    await assign(id);
    const [habit] = await myHabits(day(0));
    const ended = await t.http().post(`/api/client-habits/${habit.id}/end`).set(coach.auth).expect(200);
    expect(ended.body).toMatchObject({ isActive: false, endDate: day(0) });
    expect(await myHabits(day(0))).toEqual([]);
    expect((await t.http().get(`/api/clients/${client.clientId}/habits`).set(coach.auth).expect(200)).body).toHaveLength(1);
    expect((await check(habit.id, { logDate: day(0) }).expect(404)).body.message).toBe(HABIT_MESSAGES.clientHabitNotFound);
    // Assigning it again gives a fresh copy.
    expect((await assign(id)).body).toEqual({ assigned: 1, skipped: 0 });
  });

  it('keeps every route to its callers: staff need manage_workouts, clients only their own, other businesses see nothing', async () => {
    const { id } = await createTemplate();
    await assign(id);
    const [habit] = await myHabits(day(0));
    const other = await registerUser(t);
    const otherStaff = await createStaff(t, other, ['manage_workouts', 'view_clients']);
    const viewer = await createStaff(t, coach, ['send_messages']);
    const trainer = await createStaff(t, coach, ['manage_workouts']);
    const routes = [
      ['patch', `/api/habit-templates/${id}`, { name: 'Hacked' }],
      ['delete', `/api/habit-templates/${id}`, undefined],
      ['post', `/api/habit-templates/${id}/assign`, { clientIds: [client.clientId] }],
      ['get', `/api/clients/${client.clientId}/habits`, undefined],
      ['post', `/api/client-habits/${habit.id}/end`, undefined],
    ] as const;
    const mismatches: string[] = [];
    for (const [caller, auth, expected] of [
      ['another business', other.auth, 404],
      ["another business's staff", otherStaff.auth, 404],
      ['staff without manage_workouts', viewer.auth, 403],
      ['a client user', client.auth, 403],
      ['anonymous', {}, 401],
    ] as const) {
      for (const [method, path, body] of routes) {
        const request = (t.http() as unknown as Record<string, (path: string) => import('supertest').Test>)[method]!(path).set(auth);
        const response = body ? await request.send(body) : await request;
        if (response.status !== expected) mismatches.push(`${caller}: ${method.toUpperCase()} ${path} → ${response.status}`);
      }
    }
    expect(mismatches).toEqual([]);
    await t.http().get('/api/habit-templates').set(trainer.auth).expect(200);
    expect((await t.http().get('/api/habit-templates').set(other.auth).expect(200)).body).toEqual([]);
    const sibling = await createClientUser(t, coach);
    await t
      .http()
      .post(`/api/client/habits/${habit.id}/log`)
      .set(sibling.auth)
      .send({ logDate: day(0) })
      .expect(404);
    await t.http().get('/api/client/habits').set(coach.auth).expect(403);
    await t.http().get('/api/client/habits').expect(401);
    expect((await t.http().get(`/api/clients/${client.clientId}/habits`).set(coach.auth).expect(200)).body[0].name).toBe('Drink water');
  });
});
