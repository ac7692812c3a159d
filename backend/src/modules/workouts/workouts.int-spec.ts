import { COPY_SUFFIX, TRAINING_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { assignWorkout, createWorkout, libraryExerciseIds } from '../../../test/workout-factories';

describe('workouts (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let squat: string;
  let pushUp: string;
  let row: string;
  beforeAll(async () => {
    t = await createTestApp();
    [squat, pushUp, row] = await libraryExerciseIds(t, 'Barbell Back Squat', 'Push-Up', 'Single-Arm Dumbbell Row');
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  const workout = (overrides: Record<string, unknown> = {}) => ({
    name: 'Upper Body Power',
    description: 'Pressing and pulling supersets',
    category: 'strength',
    difficulty: 'intermediate',
    duration: 50,
    isTemplate: true,
    exercises: [
      { exerciseId: squat, orderIndex: 0, sets: 5, reps: '5', weight: 185, restTime: 120, tempo: '3-1-1-0', notes: 'Belt on the top sets' },
      { exerciseId: pushUp, orderIndex: 1, sets: 3, reps: '12', restTime: 0, supersetGroup: 1 },
      { exerciseId: row, orderIndex: 2, sets: 3, reps: '8-12', weight: 50, restTime: 90, supersetGroup: 1 },
    ],
    ...overrides,
  });

  it('creates a workout with its exercises in order, supersets included, and reads it back', async () => {
    const created = await t.http().post('/api/workouts').set(coach.auth).send(workout()).expect(201);
    expect(created.body).toMatchObject({
      name: 'Upper Body Power',
      category: 'strength',
      difficulty: 'intermediate',
      duration: 50,
      isTemplate: true,
      coachId: coach.id,
    });
    expect(created.body.exercises).toMatchObject([
      {
        exerciseId: squat,
        exerciseName: 'Barbell Back Squat',
        orderIndex: 0,
        sets: 5,
        reps: '5',
        weight: 185,
        restTime: 120,
        tempo: '3-1-1-0',
        notes: 'Belt on the top sets',
        supersetGroup: null,
      },
      { exerciseId: pushUp, orderIndex: 1, reps: '12', weight: null, supersetGroup: 1 },
      { exerciseId: row, orderIndex: 2, reps: '8-12', weight: 50, supersetGroup: 1 },
    ]);
    const read = await t.http().get(`/api/workouts/${created.body.id}`).set(coach.auth).expect(200);
    expect(read.body).toEqual(created.body);
  });

  it('orders exercises by orderIndex when given, else as listed, and accepts reps in seconds', async () => {
    const created = await t
      .http()
      .post('/api/workouts')
      .set(coach.auth)
      .send(
        workout({
          exercises: [
            { exerciseId: row, orderIndex: 2 },
            { exerciseId: squat, orderIndex: 0 },
            { exerciseId: pushUp, orderIndex: 1, reps: '30s' },
          ],
        }),
      )
      .expect(201);
    expect(created.body.exercises.map((e: { exerciseId: string }) => e.exerciseId)).toEqual([squat, pushUp, row]);
    expect(created.body.exercises[1].reps).toBe('30s');
    const minimal = await t.http().post('/api/workouts').set(coach.auth).send({ name: 'Just a name' }).expect(201);
    expect(minimal.body).toMatchObject({ name: 'Just a name', isTemplate: false, exercises: [], category: null, duration: null });
  });

  it.each([
    [{ name: '' }, TRAINING_MESSAGES.workoutNameRequired],
    [{ category: 'yoga' }, TRAINING_MESSAGES.invalidCategory],
    [{ difficulty: 'easy' }, TRAINING_MESSAGES.invalidDifficulty],
    [{ duration: 0 }, TRAINING_MESSAGES.durationRange],
    [{ duration: 'long' }, TRAINING_MESSAGES.durationRange],
    [{ exercises: [{ exerciseId: '' }] }, TRAINING_MESSAGES.exerciseRequired],
    [{ exercises: [{ exerciseId: 'x', sets: 0 }] }, TRAINING_MESSAGES.setsRange],
    [{ exercises: [{ exerciseId: 'x', reps: 'ten' }] }, TRAINING_MESSAGES.invalidReps],
    [{ exercises: [{ exerciseId: 'x', weight: -5 }] }, TRAINING_MESSAGES.weightRange],
    [{ exercises: [{ exerciseId: 'x', restTime: 4000 }] }, TRAINING_MESSAGES.restTimeRange],
    [{ exercises: [{ exerciseId: 'x', supersetGroup: 0 }] }, TRAINING_MESSAGES.supersetRange],
    [{ exercises: 'squat' }, 'Exercises must be a list'],
  ])('refuses %o with 400', async (change, message) => {
    const response = await t.http().post('/api/workouts').set(coach.auth).send(workout(change)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a superset whose exercises are not next to each other', async () => {
    const response = await t
      .http()
      .post('/api/workouts')
      .set(coach.auth)
      .send(workout({ exercises: [{ exerciseId: squat, supersetGroup: 1 }, { exerciseId: pushUp }, { exerciseId: row, supersetGroup: 1 }] }))
      .expect(400);
    expect(response.body.message).toBe(TRAINING_MESSAGES.supersetNotAdjacent);
    expect(response.body.errors[0].field).toBe('exercises.2.supersetGroup');
  });

  it("answers 404 for an exercise the business cannot see (another business's own, or none)", async () => {
    const other = await registerUser(t);
    const foreign = await t.http().post('/api/exercises').set(other.auth).send({ name: 'Secret move', category: 'strength' }).expect(201);
    for (const exerciseId of [foreign.body.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await t
        .http()
        .post('/api/workouts')
        .set(coach.auth)
        .send(workout({ exercises: [{ exerciseId }] }))
        .expect(404);
      expect(response.body.message).toBe(TRAINING_MESSAGES.exerciseNotFound);
    }
  });

  it('lists the business workouts newest first, searched by name or description, paged', async () => {
    await createWorkout(t, coach, { name: 'Leg Day', description: 'Squats and lunges' });
    await createWorkout(t, coach, { name: 'Mobility Flow', description: 'Hips and shoulders', category: 'flexibility' });
    await createWorkout(t, await registerUser(t), { name: 'Leg Day elsewhere' });
    const all = await t.http().get('/api/workouts').set(coach.auth).expect(200);
    expect(all.body.map((w: { name: string }) => w.name)).toEqual(['Mobility Flow', 'Leg Day']);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.body[1].exercises).toHaveLength(2);
    expect((await t.http().get('/api/workouts?search=LEG').set(coach.auth).expect(200)).body.map((w: { name: string }) => w.name)).toEqual(['Leg Day']);
    expect((await t.http().get('/api/workouts?search=shoulders').set(coach.auth).expect(200)).body.map((w: { name: string }) => w.name)).toEqual([
      'Mobility Flow',
    ]);
    const page = await t.http().get('/api/workouts?limit=1&page=2').set(coach.auth).expect(200);
    expect(page.body.map((w: { name: string }) => w.name)).toEqual(['Leg Day']);
    expect(page.headers['x-total-count']).toBe('2');
    expect((await t.http().get('/api/workouts?search=nothing-like-this').set(coach.auth).expect(200)).body).toEqual([]);
  });

  it('edits the fields sent; a sent exercise list replaces the old one, reordered', async () => {
    const created = await t.http().post('/api/workouts').set(coach.auth).send(workout()).expect(201);
    const renamed = await t.http().patch(`/api/workouts/${created.body.id}`).set(coach.auth).send({ name: 'Upper Body Power v2', duration: null }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Upper Body Power v2', duration: null, difficulty: 'intermediate' });
    expect(renamed.body.exercises).toHaveLength(3);
    const reordered = await t
      .http()
      .patch(`/api/workouts/${created.body.id}`)
      .set(coach.auth)
      .send({
        exercises: [
          { exerciseId: row, sets: 4 },
          { exerciseId: squat, sets: 5 },
        ],
      })
      .expect(200);
    expect(reordered.body.exercises).toMatchObject([
      { exerciseId: row, orderIndex: 0, sets: 4 },
      { exerciseId: squat, orderIndex: 1, sets: 5 },
    ]);
    expect((await t.http().patch(`/api/workouts/${created.body.id}`).set(coach.auth).send({ name: null }).expect(400)).body.message).toBe(
      TRAINING_MESSAGES.workoutNameRequired,
    );
  });

  it("duplicates a workout as '<name> (Copy)' with the same exercises and supersets", async () => {
    const created = await t.http().post('/api/workouts').set(coach.auth).send(workout()).expect(201);
    const copy = await t.http().post(`/api/workouts/${created.body.id}/duplicate`).set(coach.auth).expect(201);
    expect(copy.body.id).not.toBe(created.body.id);
    expect(copy.body.name).toBe(`Upper Body Power${COPY_SUFFIX}`);
    const strip = (w: { exercises: Record<string, unknown>[] }) => w.exercises.map(({ id: _id, ...rest }) => rest);
    expect(strip(copy.body)).toEqual(strip(created.body));
    expect(copy.body).toMatchObject({ category: 'strength', difficulty: 'intermediate', duration: 50, isTemplate: true });
  });

  it('deletes a workout with its assignments', async () => {
    const created = await createWorkout(t, coach);
    const client = await createClient(t, coach);
    await assignWorkout(t, coach, created.id, client.id, ['2030-01-01']);
    await t.http().delete(`/api/workouts/${created.id}`).set(coach.auth).expect(204);
    await t.http().get(`/api/workouts/${created.id}`).set(coach.auth).expect(404);
    expect((await t.http().get(`/api/clients/${client.id}/workouts`).set(coach.auth).expect(200)).body).toEqual([]);
  });

  describe('assigning', () => {
    it('creates one scheduled client workout per client and date', async () => {
      const created = await createWorkout(t, coach);
      const [a, b] = [await createClient(t, coach), await createClient(t, coach)];
      const response = await t
        .http()
        .post(`/api/workouts/${created.id}/assign`)
        .set(coach.auth)
        .send({ clientIds: [a.id, b.id], dates: ['2030-01-01', '2030-01-03'] })
        .expect(201);
      expect(response.body).toMatchObject({ created: 4, skipped: 0 });
      expect(response.body.clientWorkouts).toHaveLength(4);
      const plan = await t.http().get(`/api/clients/${a.id}/workouts`).set(coach.auth).expect(200);
      expect(plan.body).toMatchObject([
        { scheduledDate: '2030-01-03', status: 'scheduled', workoutId: created.id, clientId: a.id, completedAt: null, session: null },
        { scheduledDate: '2030-01-01', status: 'scheduled' },
      ]);
      expect(plan.body[0].workout.exercises).toHaveLength(2);
    });

    it('creates one when the same workout is assigned to the same client on the same date twice, even at once', async () => {
      const created = await createWorkout(t, coach);
      const client = await createClient(t, coach);
      const send = () =>
        t
          .http()
          .post(`/api/workouts/${created.id}/assign`)
          .set(coach.auth)
          .send({ clientIds: [client.id], dates: ['2030-02-01', '2030-02-01'] });
      const responses = await Promise.all([send(), send(), send()]);
      expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(responses.reduce((sum, r) => sum + r.body.created, 0)).toBe(1);
      expect((await t.http().get(`/api/clients/${client.id}/workouts`).set(coach.auth).expect(200)).body).toHaveLength(1);
      const again = await send().expect(201);
      expect(again.body).toMatchObject({ created: 0, skipped: 1, clientWorkouts: [] });
    });

    it.each([
      [{ clientIds: [] }, TRAINING_MESSAGES.clientsRequired],
      [{ clientIds: undefined }, TRAINING_MESSAGES.clientsRequired],
      [{ dates: [] }, TRAINING_MESSAGES.datesRequired],
      [{ dates: ['01/02/2030'] }, TRAINING_MESSAGES.invalidDate],
      [{ dates: ['2030-02-30'] }, TRAINING_MESSAGES.invalidDate],
      [{ dates: ['2030-01-01T10:00:00Z'] }, TRAINING_MESSAGES.invalidDate],
    ])('refuses %o with 400', async (change, message) => {
      const created = await createWorkout(t, coach);
      const client = await createClient(t, coach);
      const response = await t
        .http()
        .post(`/api/workouts/${created.id}/assign`)
        .set(coach.auth)
        .send({ clientIds: [client.id], dates: ['2030-01-01'], ...change })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it("answers 404 for another business's client and creates nothing", async () => {
      const created = await createWorkout(t, coach);
      const mine = await createClient(t, coach);
      const foreign = await createClient(t, await registerUser(t));
      await t
        .http()
        .post(`/api/workouts/${created.id}/assign`)
        .set(coach.auth)
        .send({ clientIds: [mine.id, foreign.id], dates: ['2030-01-01'] })
        .expect(404);
      expect((await t.http().get(`/api/clients/${mine.id}/workouts`).set(coach.auth).expect(200)).body).toEqual([]);
    });
  });

  it('lets staff with manage_workouts build and assign; staff without it get 403', async () => {
    const trainer = await createStaff(t, coach, ['manage_workouts']);
    const messenger = await createStaff(t, coach, ['send_messages']);
    const created = await t.http().post('/api/workouts').set(trainer.auth).send(workout()).expect(201);
    expect(created.body.coachId).toBe(coach.id);
    const client = await createClient(t, coach);
    await t
      .http()
      .post(`/api/workouts/${created.body.id}/assign`)
      .set(trainer.auth)
      .send({ clientIds: [client.id], dates: ['2030-01-01'] })
      .expect(201);
    await t.http().get('/api/workouts').set(messenger.auth).expect(403);
    await t.http().post('/api/workouts').set(messenger.auth).send(workout()).expect(403);
    await t.http().get(`/api/workouts/${created.body.id}`).set(messenger.auth).expect(403);
    await t.http().get(`/api/clients/${client.id}/workouts`).set(messenger.auth).expect(403);
    const clientUser = await createClientUser(t, coach);
    await t.http().get('/api/workouts').set(clientUser.auth).expect(403);
    await t.http().get('/api/workouts').expect(401);
  });
});
