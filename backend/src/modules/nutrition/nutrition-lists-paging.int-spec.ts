import { CURSOR_MESSAGES, LIST_PAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';
import { expectCursorQueryChecks, expectOffsetQueryChecks, readCursorPages, readOffsetPages } from '../../../test/paging';

/**
 * The paging of the nutrition lists: recipe packs, a client's packs, food preferences, macro goals and meal plan
 * assignments (numbered pages), and shopping lists ("Load more").
 */
describe('nutrition lists, paged (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { FOOD_LOOKUP_URL: '' } });
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
  });
  afterAll(() => t.close());

  const ids = (items: Record<string, unknown>[]) => items.map((item) => item.id);

  it("pages the business's recipe packs and a client's packs newest first, for the coach and the client", async () => {
    const meal = (await t.http().post('/api/meals').set(coach.auth).send({ name: 'Shakshuka', category: 'breakfast' }).expect(201)).body;
    const packs: string[] = [];
    for (let i = 0; i < 5; i++) {
      const pack = await t
        .http()
        .post('/api/recipe-packs')
        .set(coach.auth)
        .send({ name: `Pack ${i}`, meals: [{ mealId: meal.id, dayNumber: 1, mealType: 'breakfast' }] })
        .expect(201);
      packs.push(pack.body.id);
      await t.http().post(`/api/recipe-packs/${pack.body.id}/assign`).set(coach.auth).send({ clientId: client.clientId }).expect(201);
    }
    const all = await readOffsetPages(t, '/api/recipe-packs', coach.auth, 2);
    expect(ids(all)).toEqual([...packs].reverse());
    expect(all[0]).toMatchObject({ name: 'Pack 4', meals: [{ meal: { name: 'Shakshuka' } }] });
    await expectOffsetQueryChecks(t, '/api/recipe-packs', coach.auth, LIST_PAGES.recipePacks.maxLimit);

    const assigned = await readOffsetPages(t, `/api/clients/${client.clientId}/recipe-packs`, coach.auth, 2);
    expect(assigned.map((a) => (a.recipePack as { id: string }).id)).toEqual([...packs].reverse());
    const own = await readOffsetPages(t, '/api/client/recipe-packs', client.auth, 3);
    expect(ids(own)).toEqual(ids(assigned));
    await expectOffsetQueryChecks(t, `/api/clients/${client.clientId}/recipe-packs`, coach.auth, LIST_PAGES.clientRecipePacks.maxLimit);
    await expectOffsetQueryChecks(t, '/api/client/recipe-packs', client.auth, LIST_PAGES.clientRecipePacks.maxLimit);
  });

  it("pages a client's food preferences, macro goals and meal plan assignments", async () => {
    for (const foodName of ['Kale', 'Tofu', 'Peanuts']) {
      await t.http().post(`/api/clients/${client.clientId}/food-preferences`).set(coach.auth).send({ foodName, preferenceType: 'like' }).expect(201);
    }
    const preferences = await readOffsetPages(t, `/api/clients/${client.clientId}/food-preferences`, coach.auth, 2);
    expect(preferences.map((p) => p.foodName)).toEqual(['Peanuts', 'Tofu', 'Kale']);
    await expectOffsetQueryChecks(t, `/api/clients/${client.clientId}/food-preferences`, coach.auth, LIST_PAGES.foodPreferences.maxLimit);

    for (const effectiveDate of ['2026-01-01', '2026-03-01', '2026-02-01']) {
      await t
        .http()
        .post(`/api/clients/${client.clientId}/macro-goals`)
        .set(coach.auth)
        .send({ dailyCalories: 2000, dailyProtein: 150, dailyCarbs: 200, dailyFat: 60, effectiveDate })
        .expect(201);
    }
    const goals = await readOffsetPages(t, `/api/clients/${client.clientId}/macro-goals`, coach.auth, 2);
    expect(goals.map((g) => g.effectiveDate)).toEqual(['2026-03-01', '2026-02-01', '2026-01-01']);
    await expectOffsetQueryChecks(t, `/api/clients/${client.clientId}/macro-goals`, coach.auth, LIST_PAGES.macroGoals.maxLimit);

    for (const [name, startDate] of [
      ['Cut', '2026-01-01'],
      ['Bulk', '2026-06-01'],
      ['Keep', '2026-03-01'],
    ]) {
      const plan = (await t.http().post('/api/meal-plans').set(coach.auth).send({ name, duration: 7 }).expect(201)).body;
      await t.http().post(`/api/meal-plans/${plan.id}/assign`).set(coach.auth).send({ clientId: client.clientId, startDate }).expect(201);
    }
    const assignments = await readOffsetPages(t, `/api/clients/${client.clientId}/meal-plans`, coach.auth, 2);
    expect(assignments.map((a) => a.startDate)).toEqual(['2026-06-01', '2026-03-01', '2026-01-01']);
    await expectOffsetQueryChecks(t, `/api/clients/${client.clientId}/meal-plans`, coach.auth, LIST_PAGES.mealPlanAssignments.maxLimit);
  });

  it("pages a client's shopping lists newest week first by cursor, for the coach and the client", async () => {
    for (const week of ['2026-11-02', '2026-11-23', '2026-11-09', '2026-11-16']) {
      await t.sql(
        `insert into shopping_lists (id, client_id, coach_id, week_start_date, week_end_date, status, created_at)
         values (gen_random_uuid(), $1, $2, $3::date, $3::date + 6, 'draft', now())`,
        [client.clientId, coach.id, week],
      );
    }
    const coachView = await readCursorPages(t, `/api/clients/${client.clientId}/shopping-lists`, coach.auth, 3);
    expect(coachView.pages).toBe(2);
    expect(coachView.items.map((list) => list.weekStartDate)).toEqual(['2026-11-23', '2026-11-16', '2026-11-09', '2026-11-02']);
    const own = await readCursorPages(t, '/api/client/shopping-lists', client.auth, 1);
    expect(ids(own.items)).toEqual(ids(coachView.items));
    await expectCursorQueryChecks(
      t,
      `/api/clients/${client.clientId}/shopping-lists`,
      coach.auth,
      LIST_PAGES.shoppingLists.maxLimit,
      CURSOR_MESSAGES.shoppingLists,
    );
    await expectCursorQueryChecks(t, '/api/client/shopping-lists', client.auth, LIST_PAGES.shoppingLists.maxLimit, CURSOR_MESSAGES.shoppingLists);
  });
});
