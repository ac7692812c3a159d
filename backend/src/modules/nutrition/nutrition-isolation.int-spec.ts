import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';

type Method = 'get' | 'post' | 'patch' | 'delete';
interface Route {
  method: Method;
  path: string;
  body?: Record<string, unknown>;
}

/**
 * Every id-taking nutrition route, called by another business (404), its staff (404), a client user on coach routes
 * (403) and nobody (401); and the client routes called for another client's entry (404).
 */
describe('nutrition tenant isolation (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let ids: { client: string; food: string; meal: string; plan: string; assignment: string; entry: string };
  let ownerClient: SignedInUser & { clientId: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { FOOD_LOOKUP_URL: '' } });
    owner = await registerUser(t);
    ownerClient = await createClientUser(t, owner);
    const client = (await createClient(t, owner)).id;
    const food = (await t.http().post('/api/foods').set(owner.auth).send({ name: 'Private bar', servingSize: 40, calories: 180 }).expect(201)).body.id;
    const meal = (
      await t
        .http()
        .post('/api/meals')
        .set(owner.auth)
        .send({ name: 'Private meal', category: 'lunch', ingredients: [{ foodId: food, quantity: 40 }] })
        .expect(201)
    ).body.id;
    const plan = (
      await t
        .http()
        .post('/api/meal-plans')
        .set(owner.auth)
        .send({ name: 'Private plan', meals: [{ mealId: meal, day: 1, mealType: 'lunch' }] })
        .expect(201)
    ).body.id;
    const assignment = (await t.http().post(`/api/meal-plans/${plan}/assign`).set(owner.auth).send({ clientId: client, startDate: '2026-01-01' }).expect(201))
      .body.id;
    const entry = (await t.http().post('/api/client/food-log').set(ownerClient.auth).send({ foodId: food, mealType: 'lunch', servingSize: 40 }).expect(201))
      .body.id;
    ids = { client, food, meal, plan, assignment, entry };
  });
  afterAll(() => t.close());

  const call = (route: Route, auth: Record<string, string>) => {
    const request = t.http()[route.method](route.path).set(auth);
    return route.body ? request.send(route.body) : request;
  };

  const coachRoutes = (): Route[] => [
    { method: 'get', path: `/api/meals/${ids.meal}` },
    { method: 'patch', path: `/api/meals/${ids.meal}`, body: { name: 'Hacked' } },
    { method: 'delete', path: `/api/meals/${ids.meal}` },
    { method: 'get', path: `/api/meal-plans/${ids.plan}` },
    { method: 'patch', path: `/api/meal-plans/${ids.plan}`, body: { name: 'Hacked' } },
    { method: 'post', path: `/api/meal-plans/${ids.plan}/duplicate` },
    { method: 'post', path: `/api/meal-plans/${ids.plan}/assign`, body: { clientId: ids.client, startDate: '2026-02-01' } },
    { method: 'delete', path: `/api/meal-plans/${ids.plan}` },
    { method: 'get', path: `/api/clients/${ids.client}/meal-plans` },
    { method: 'delete', path: `/api/client-meal-plans/${ids.assignment}` },
    { method: 'get', path: `/api/clients/${ids.client}/macro-goals` },
    { method: 'post', path: `/api/clients/${ids.client}/macro-goals`, body: { dailyCalories: 1, dailyProtein: 1, dailyCarbs: 1, dailyFat: 1 } },
    { method: 'get', path: `/api/clients/${ids.client}/nutrition` },
  ];

  it('answers 404 / 404 / 403 / 401 on every id-taking coach route', async () => {
    const otherCoach = await registerUser(t);
    const otherStaff = await createStaff(t, otherCoach, ['client_management', 'manage_workouts', 'view_clients']);
    const callers = [
      { name: 'another business', auth: otherCoach.auth, expected: 404 },
      { name: "another business's staff", auth: otherStaff.auth, expected: 404 },
      { name: 'a client user of this business', auth: ownerClient.auth, expected: 403 },
      { name: 'an anonymous caller', auth: {}, expected: 401 },
    ];
    const mismatches: string[] = [];
    for (const caller of callers) {
      for (const route of coachRoutes()) {
        const response = await call(route, caller.auth);
        if (response.status !== caller.expected) mismatches.push(`${caller.name}: ${route.method.toUpperCase()} ${route.path} → ${response.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers 404 for foods and meals of another business used by id, and shows it none of them in lists', async () => {
    const other = await registerUser(t);
    const otherClient = await createClientUser(t, other);
    await t.http().get(`/api/foods/${ids.food}`).set(other.auth).expect(404);
    await t
      .http()
      .post('/api/meals')
      .set(other.auth)
      .send({ name: 'x', category: 'lunch', ingredients: [{ foodId: ids.food, quantity: 1 }] })
      .expect(404);
    const plan = await t
      .http()
      .post('/api/meal-plans')
      .set(other.auth)
      .send({ name: 'x', meals: [{ mealId: ids.meal, day: 1, mealType: 'lunch' }] })
      .expect(404);
    expect(plan.body.message).toBe('Meal not found');
    await t.http().post('/api/client/food-log').set(otherClient.auth).send({ foodId: ids.food, mealType: 'lunch', servingSize: 1 }).expect(404);
    expect((await t.http().get('/api/meals').set(other.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/meal-plans').set(other.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/foods').query({ search: 'private' }).set(other.auth).expect(200)).body).toEqual([]);
    // Another client's food-log entry, even of the same business.
    const sibling = await createClientUser(t, owner);
    await t.http().delete(`/api/client/food-log/${ids.entry}`).set(sibling.auth).expect(404);
    expect((await t.http().get('/api/client/food-log').set(sibling.auth).expect(200)).body.entries).toEqual([]);
  });

  it('keeps coach list routes from client users (403) and anonymous callers (401), and client routes from coaches (403)', async () => {
    for (const path of [
      '/api/meals',
      '/api/meals/categories',
      '/api/meal-plans',
      '/api/meal-plans/featured',
      '/api/nutrition/stats',
      '/api/nutrition/overview',
      '/api/dashboard/nutrition',
    ]) {
      await t.http().get(path).set(ownerClient.auth).expect(403);
      await t.http().get(path).expect(401);
    }
    for (const path of ['/api/client/meal-plan', '/api/client/food-log', '/api/client/foods/recent', '/api/client/foods/frequent']) {
      await t.http().get(path).set(owner.auth).expect(403);
      await t.http().get(path).expect(401);
    }
  });

  it("leaves the owner's data as it was", async () => {
    expect((await t.http().get(`/api/meals/${ids.meal}`).set(owner.auth).expect(200)).body.name).toBe('Private meal');
    expect((await t.http().get(`/api/meal-plans/${ids.plan}`).set(owner.auth).expect(200)).body.name).toBe('Private plan');
    expect((await t.http().get(`/api/clients/${ids.client}/meal-plans`).set(owner.auth).expect(200)).body).toHaveLength(1);
    expect((await t.http().get('/api/client/food-log').set(ownerClient.auth).expect(200)).body.entries).toHaveLength(1);
  });
});
