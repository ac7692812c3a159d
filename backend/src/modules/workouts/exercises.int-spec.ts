import { TRAINING_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser, createStaff } from '../../../test/client-factories';
import { createWorkout } from '../../../test/workout-factories';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('exercises (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  const exercise = (overrides: Record<string, unknown> = {}) => ({
    name: 'Landmine Squat Press',
    description: 'A squat into a one-arm landmine press',
    category: 'functional',
    muscleGroups: ['quadriceps', 'shoulders'],
    equipment: 'landmine',
    difficulty: 'intermediate',
    instructions: ['Hold the bar at your shoulder', 'Squat', 'Press as you stand'],
    videoUrl: 'https://videos.example.com/landmine',
    ...overrides,
  });

  it('ships a library of at least 150 exercises in the four categories, each fully described', async () => {
    const response = await t.http().get('/api/exercises?limit=200').set(coach.auth).expect(200);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(150);
    const items = response.body as {
      category: string;
      name: string;
      description: string;
      muscleGroups: string[];
      equipment: string;
      difficulty: string;
      instructions: string[];
      isCustom: boolean;
    }[];
    expect(new Set(items.map((e) => e.category))).toEqual(new Set(['strength', 'cardio', 'flexibility', 'functional']));
    expect(new Set(items.map((e) => e.name)).size).toBe(items.length);
    for (const item of items) {
      expect(item.isCustom).toBe(false);
      expect(item.description.length).toBeGreaterThan(10);
      expect(item.muscleGroups.length).toBeGreaterThan(0);
      expect(item.equipment).toBeTruthy();
      expect(['beginner', 'intermediate', 'advanced']).toContain(item.difficulty);
      expect(item.instructions.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('searches by name or description, case-insensitively, and filters by category, muscle group, equipment and difficulty', async () => {
    const byName = await t.http().get('/api/exercises?search=DEADLIFT').set(coach.auth).expect(200);
    expect(byName.body.map((e: { name: string }) => e.name)).toEqual(expect.arrayContaining(['Conventional Deadlift', 'Romanian Deadlift', 'Sumo Deadlift']));
    const byDescription = await t.http().get('/api/exercises?search=hexagonal').set(coach.auth).expect(200);
    expect(byDescription.body.map((e: { name: string }) => e.name)).toEqual(['Trap Bar Deadlift']);

    const filtered = await t
      .http()
      .get('/api/exercises?category=strength&muscleGroup=Triceps&equipment=cable%20machine&difficulty=beginner')
      .set(coach.auth)
      .expect(200);
    expect(filtered.body.map((e: { name: string }) => e.name)).toEqual(['Triceps Pushdown']);
    const none = await t.http().get('/api/exercises?search=%25').set(coach.auth).expect(200);
    expect(none.body).toEqual([]);
  });

  it('pages like the clients list: the page as the body, the total in X-Total-Count', async () => {
    const first = await t.http().get('/api/exercises?limit=10&page=1').set(coach.auth).expect(200);
    const second = await t.http().get('/api/exercises?limit=10&page=2').set(coach.auth).expect(200);
    expect(first.body).toHaveLength(10);
    expect(second.body).toHaveLength(10);
    expect(first.headers['x-page']).toBe('1');
    expect(first.headers['x-limit']).toBe('10');
    expect(first.body[9].name.localeCompare(second.body[0].name)).toBeLessThanOrEqual(0);
    await t.http().get('/api/exercises?limit=500').set(coach.auth).expect(400);
    expect((await t.http().get('/api/exercises?category=yoga').set(coach.auth).expect(400)).body.message).toBe(TRAINING_MESSAGES.invalidCategory);
    expect((await t.http().get('/api/exercises?difficulty=easy').set(coach.auth).expect(400)).body.message).toBe(TRAINING_MESSAGES.invalidDifficulty);
  });

  it('adds a business its own exercise, which only that business sees', async () => {
    const created = await t.http().post('/api/exercises').set(coach.auth).send(exercise()).expect(201);
    expect(created.body).toMatchObject({ ...exercise(), coachId: coach.id, isCustom: true, imageUrl: null });
    const mine = await t.http().get('/api/exercises?search=landmine%20squat').set(coach.auth).expect(200);
    expect(mine.body.map((e: { id: string }) => e.id)).toEqual([created.body.id]);
    const other = await registerUser(t);
    const theirs = await t.http().get('/api/exercises?search=landmine%20squat').set(other.auth).expect(200);
    expect(theirs.body).toEqual([]);
  });

  it.each([
    [{ name: ' ' }, TRAINING_MESSAGES.exerciseNameRequired],
    [{ category: '' }, TRAINING_MESSAGES.categoryRequired],
    [{ category: 'yoga' }, TRAINING_MESSAGES.invalidCategory],
    [{ difficulty: 'easy' }, TRAINING_MESSAGES.invalidDifficulty],
    [{ videoUrl: 'javascript:alert(1)' }, TRAINING_MESSAGES.invalidVideoUrl],
    [{ muscleGroups: 'chest' }, 'Muscle groups must be a list'],
    [{ coachId: '00000000-0000-4000-8000-000000000000' }, 'property coachId should not exist'],
  ])('refuses %o with 400', async (change, message) => {
    const response = await t.http().post('/api/exercises').set(coach.auth).send(exercise(change)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('edits and deletes its own exercises; the shipped ones are read-only (403)', async () => {
    const created = await t.http().post('/api/exercises').set(coach.auth).send(exercise()).expect(201);
    const edited = await t.http().patch(`/api/exercises/${created.body.id}`).set(coach.auth).send({ name: 'Landmine Thruster', videoUrl: null }).expect(200);
    expect(edited.body).toMatchObject({ name: 'Landmine Thruster', videoUrl: null, category: 'functional' });
    expect((await t.http().patch(`/api/exercises/${created.body.id}`).set(coach.auth).send({ name: null }).expect(400)).body.message).toBe(
      TRAINING_MESSAGES.exerciseNameRequired,
    );

    const shipped = (await t.http().get('/api/exercises?search=Goblet%20Squat').set(coach.auth).expect(200)).body[0];
    const patch = await t.http().patch(`/api/exercises/${shipped.id}`).set(coach.auth).send({ name: 'Mine now' }).expect(403);
    expect(patch.body.message).toBe(TRAINING_MESSAGES.sharedExerciseReadOnly);
    await t.http().delete(`/api/exercises/${shipped.id}`).set(coach.auth).expect(403);
    await t.http().post(`/api/exercises/${shipped.id}/image`).set(coach.auth).attach('file', PNG, 'a.png').expect(403);
    expect((await t.http().get(`/api/exercises/${shipped.id}`).set(coach.auth).expect(200)).body.name).toBe('Goblet Squat');

    await t.http().delete(`/api/exercises/${created.body.id}`).set(coach.auth).expect(204);
    await t.http().get(`/api/exercises/${created.body.id}`).set(coach.auth).expect(404);
  });

  it('refuses to delete an exercise a workout uses (409)', async () => {
    const created = await t.http().post('/api/exercises').set(coach.auth).send(exercise()).expect(201);
    await createWorkout(t, coach, { exercises: [{ exerciseId: created.body.id, sets: 3, reps: '8' }] });
    const response = await t.http().delete(`/api/exercises/${created.body.id}`).set(coach.auth).expect(409);
    expect(response.body.message).toBe(TRAINING_MESSAGES.exerciseInUse);
  });

  it('stores an uploaded image and serves it only through its authorised route', async () => {
    const created = await t.http().post('/api/exercises').set(coach.auth).send(exercise()).expect(201);
    const uploaded = await t.http().post(`/api/exercises/${created.body.id}/image`).set(coach.auth).attach('file', PNG, 'a.png').expect(200);
    expect(uploaded.body.imageUrl).toBe(`/api/exercises/${created.body.id}/image`);
    const image = await t.http().get(uploaded.body.imageUrl).set(coach.auth).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
    await t.http().get(uploaded.body.imageUrl).expect(401);
    await t
      .http()
      .get(uploaded.body.imageUrl)
      .set((await registerUser(t)).auth)
      .expect(404);
    const text = await t
      .http()
      .post(`/api/exercises/${created.body.id}/image`)
      .set(coach.auth)
      .attach('file', Buffer.from('not an image'), 'a.png')
      .expect(400);
    expect(text.body.message).toMatch(/JPEG/);
  });

  it('counts the four categories from the real list, with tags, for the library and the dashboard panel', async () => {
    const before = await t.http().get('/api/exercises/categories').set(coach.auth).expect(200);
    expect(before.body.map((c: { id: string }) => c.id)).toEqual(['strength', 'cardio', 'flexibility', 'functional']);
    for (const category of before.body as { id: string; name: string; exerciseCount: number; tags: string[] }[]) {
      const list = await t.http().get(`/api/exercises?category=${category.id}&limit=1`).set(coach.auth).expect(200);
      expect(category.exerciseCount).toBe(Number(list.headers['x-total-count']));
      expect(category.tags.length).toBeGreaterThan(0);
    }
    await t
      .http()
      .post('/api/exercises')
      .set(coach.auth)
      .send(exercise({ category: 'cardio' }))
      .expect(201);
    const after = await t.http().get('/api/exercises/categories').set(coach.auth).expect(200);
    expect(after.body[1].exerciseCount).toBe(before.body[1].exerciseCount + 1);
    expect(after.body[0]).toMatchObject({ name: 'Strength', imageUrl: null });
  });

  it('lets staff with manage_workouts in, and refuses staff without it, client users and anonymous callers', async () => {
    const trainer = await createStaff(t, coach, ['manage_workouts']);
    const viewer = await createStaff(t, coach, ['view_clients']);
    const clientUser = await createClientUser(t, coach);
    await t.http().get('/api/exercises').set(trainer.auth).expect(200);
    const added = await t.http().post('/api/exercises').set(trainer.auth).send(exercise()).expect(201);
    expect(added.body.coachId).toBe(coach.id);
    await t.http().get('/api/exercises').set(viewer.auth).expect(403);
    await t.http().post('/api/exercises').set(viewer.auth).send(exercise()).expect(403);
    await t.http().get('/api/exercises').set(clientUser.auth).expect(403);
    await t.http().get('/api/exercises').expect(401);
    await t.http().get('/api/exercises/categories').set(clientUser.auth).expect(403);
  });
});
