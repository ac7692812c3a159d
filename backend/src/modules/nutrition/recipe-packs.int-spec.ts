import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';

describe('recipe packs (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let meals: { id: string }[];
  beforeAll(async () => {
    t = await createTestApp({ env: { FOOD_LOOKUP_URL: '' } });
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    meals = [];
    for (const [name, category, prepTime, cookTime] of [
      ['Shakshuka', 'breakfast', 10, 20],
      ['Lentil soup', 'lunch', 15, 30],
    ] as const) {
      meals.push((await t.http().post('/api/meals').set(coach.auth).send({ name, category, prepTime, cookTime }).expect(201)).body);
    }
  });
  afterAll(() => t.close());

  const pack = (overrides: Record<string, unknown> = {}) =>
    t
      .http()
      .post('/api/recipe-packs')
      .set(coach.auth)
      .send({
        name: 'Meal-prep week',
        theme: 'Vegetarian',
        tags: ['vegetarian', 'budget'],
        meals: [
          { mealId: meals[0]!.id, dayNumber: 1, mealType: 'breakfast' },
          { mealId: meals[1]!.id, dayNumber: 1, mealType: 'lunch' },
          { mealId: meals[1]!.id, dayNumber: 2, mealType: 'lunch' },
        ],
        ...overrides,
      });

  it('creates a pack with the spec defaults, its recipes by day and meal type and their total prep time', async () => {
    const created = await pack().expect(201);
    expect(created.body).toMatchObject({
      name: 'Meal-prep week',
      theme: 'Vegetarian',
      difficulty: 'beginner',
      servings: 4,
      isPublic: false,
      tags: ['vegetarian', 'budget'],
      prepTimeTotal: 120,
    });
    expect(
      created.body.meals.map((entry: { dayNumber: number; mealType: string; meal: { name: string } }) => [entry.dayNumber, entry.mealType, entry.meal.name]),
    ).toEqual([
      [1, 'breakfast', 'Shakshuka'],
      [1, 'lunch', 'Lentil soup'],
      [2, 'lunch', 'Lentil soup'],
    ]);
    const edited = await t
      .http()
      .patch(`/api/recipe-packs/${created.body.id}`)
      .set(coach.auth)
      .send({ difficulty: 'advanced', meals: [{ mealId: meals[0]!.id, dayNumber: 3, mealType: 'dinner' }] })
      .expect(200);
    expect(edited.body).toMatchObject({ difficulty: 'advanced', prepTimeTotal: 30 });
    expect((await t.http().get('/api/recipe-packs').set(coach.auth).expect(200)).body).toHaveLength(1);
    await t.http().delete(`/api/recipe-packs/${created.body.id}`).set(coach.auth).expect(204);
    await t.http().get(`/api/recipe-packs/${created.body.id}`).set(coach.auth).expect(404);
  });

  it.each([
    [{ name: '' }, NUTRITION_MESSAGES.recipePackNameRequired],
    [{ difficulty: 'expert' }, NUTRITION_MESSAGES.difficultyInvalid],
    [{ servings: 0 }, NUTRITION_MESSAGES.servingsRange],
    [{ meals: [{ mealId: '3f0c6a9e-3d1b-4c1e-9a43-0b9d2b8e2f11', dayNumber: 1, mealType: 'tea' }] }, NUTRITION_MESSAGES.mealTypeInvalid],
  ])('refuses %o with 400', async (overrides, message) => {
    expect((await pack(overrides).expect(400)).body.message).toBe(message);
  });

  it('assigns a pack to a client once (also when sent twice at once); the client sees it and records progress', async () => {
    const created = (await pack().expect(201)).body;
    const clientUser = await createClientUser(t, coach);
    const results = await Promise.all(
      [1, 2].map(() =>
        t.http().post(`/api/recipe-packs/${created.id}/assign`).set(coach.auth).send({ clientId: clientUser.clientId, startDate: '2026-12-01' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(NUTRITION_MESSAGES.packAlreadyAssigned);
    const assignment = results.find((r) => r.status === 201)!.body;
    expect(assignment).toMatchObject({ status: 'assigned', progress: 0, startDate: '2026-12-01', recipePack: { id: created.id } });

    const own = await t.http().get('/api/client/recipe-packs').set(clientUser.auth).expect(200);
    expect(own.body).toHaveLength(1);
    expect(own.body[0].recipePack.meals).toHaveLength(3);
    const started = await t.http().patch(`/api/client/recipe-packs/${assignment.id}`).set(clientUser.auth).send({ progress: 40 }).expect(200);
    expect(started.body).toMatchObject({ progress: 40, status: 'in_progress' });
    const done = await t
      .http()
      .patch(`/api/client/recipe-packs/${assignment.id}`)
      .set(clientUser.auth)
      .send({ progress: 100, feedback: 'Loved the soup' })
      .expect(200);
    expect(done.body).toMatchObject({ progress: 100, status: 'completed', feedback: 'Loved the soup' });
    expect((await t.http().get(`/api/clients/${clientUser.clientId}/recipe-packs`).set(coach.auth).expect(200)).body[0]).toMatchObject({
      progress: 100,
      status: 'completed',
    });
    expect((await t.http().patch(`/api/client/recipe-packs/${assignment.id}`).set(clientUser.auth).send({ progress: 101 }).expect(400)).body.message).toBe(
      NUTRITION_MESSAGES.progressRange,
    );
    expect((await t.http().patch(`/api/client/recipe-packs/${assignment.id}`).set(clientUser.auth).send({ status: 'paused' }).expect(400)).body.message).toBe(
      NUTRITION_MESSAGES.packStatusInvalid,
    );

    // Nobody else: another client, another business, a coach on the client route, a client on coach routes.
    const sibling = await createClientUser(t, coach);
    await t.http().patch(`/api/client/recipe-packs/${assignment.id}`).set(sibling.auth).send({ progress: 1 }).expect(404);
    const stranger = await registerUser(t);
    for (const [method, path] of [
      ['get', `/api/recipe-packs/${created.id}`],
      ['patch', `/api/recipe-packs/${created.id}`],
      ['delete', `/api/recipe-packs/${created.id}`],
      ['post', `/api/recipe-packs/${created.id}/assign`],
      ['get', `/api/clients/${clientUser.clientId}/recipe-packs`],
    ] as const) {
      const body = method === 'post' ? { clientId: clientUser.clientId } : method === 'patch' ? { name: 'x' } : undefined;
      const request = t.http()[method](path).set(stranger.auth);
      expect((await (body ? request.send(body) : request)).status).toBe(404);
      const asClient = t.http()[method](path).set(clientUser.auth);
      expect((await (body ? asClient.send(body) : asClient)).status).toBe(403);
      const anonymous = t.http()[method](path);
      expect((await (body ? anonymous.send(body) : anonymous)).status).toBe(401);
    }
    await t.http().patch(`/api/client/recipe-packs/${assignment.id}`).set(coach.auth).send({ progress: 1 }).expect(403);
    expect((await t.http().get('/api/recipe-packs').set(stranger.auth).expect(200)).body).toEqual([]);
  });
});
