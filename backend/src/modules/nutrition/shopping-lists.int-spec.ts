import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';

const monday = '2026-11-23';

describe('shopping lists (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FOOD_LOOKUP_URL: '' } });
  });
  afterAll(() => t.close());

  /** A coach whose client follows a 2-day plan from Monday; foods entered by hand, two of them with a price. */
  async function planned() {
    const coach = await registerUser(t);
    const clientUser = await createClientUser(t, coach);
    const food = async (body: Record<string, unknown>) =>
      (
        await t
          .http()
          .post('/api/foods')
          .set(coach.auth)
          .send({ servingSize: 100, ...body })
          .expect(201)
      ).body;
    const oats = await food({ name: 'Bulk oats', calories: 379, category: 'grains', price: 0.4 });
    const milk = await food({ name: 'Farm milk', calories: 61, servingUnit: 'ml', category: 'dairy', price: '0.15' });
    const berries = await food({ name: 'Wild berries', calories: 57, category: 'fruits' });
    const porridge = (
      await t
        .http()
        .post('/api/meals')
        .set(coach.auth)
        .send({
          name: 'Porridge for two',
          category: 'breakfast',
          servings: 2,
          ingredients: [
            { foodId: oats.id, quantity: 160 },
            { foodId: milk.id, quantity: 500 },
          ],
        })
        .expect(201)
    ).body;
    const snack = (
      await t
        .http()
        .post('/api/meals')
        .set(coach.auth)
        .send({ name: 'Berry bowl', category: 'snack', ingredients: [{ foodId: berries.id, quantity: 125 }] })
        .expect(201)
    ).body;
    const plan = (
      await t
        .http()
        .post('/api/meal-plans')
        .set(coach.auth)
        .send({
          name: 'Two-day rotation',
          duration: 2,
          meals: [
            { mealId: porridge.id, day: 1, mealType: 'breakfast' },
            { mealId: snack.id, day: 1, mealType: 'snack' },
            { mealId: porridge.id, day: 2, mealType: 'breakfast' },
          ],
        })
        .expect(201)
    ).body;
    await t
      .http()
      .post(`/api/meal-plans/${plan.id}/assign`)
      .set(coach.auth)
      .send({ clientId: clientUser.clientId, startDate: monday, endDate: '2026-12-31' })
      .expect(201);
    return { coach, clientUser, oats, milk, berries };
  }

  it("sums the week's quantities per food, groups them by category and estimates the cost where prices are known", async () => {
    const { coach, clientUser, oats, milk, berries } = await planned();
    const response = await t.http().post(`/api/clients/${clientUser.clientId}/shopping-lists`).set(coach.auth).send({ weekStartDate: monday }).expect(201);
    // 7 days of a 2-day plan: porridge every day (one serving: 80 g oats, 250 ml milk), berries on days 1, 3, 5 and 7.
    expect(response.body).toMatchObject({ weekStartDate: monday, weekEndDate: '2026-11-29', status: 'draft', totalEstimatedCost: 4.87 });
    expect(response.body.categories).toEqual([
      {
        category: 'dairy',
        items: [expect.objectContaining({ foodId: milk.id, foodName: 'Farm milk', quantity: 1750, unit: 'ml', estimatedPrice: 2.63, isPurchased: false })],
      },
      { category: 'fruits', items: [expect.objectContaining({ foodId: berries.id, quantity: 500, unit: 'g', estimatedPrice: null })] },
      { category: 'grains', items: [expect.objectContaining({ foodId: oats.id, quantity: 560, unit: 'g', estimatedPrice: 2.24 })] },
    ]);
    // 0.4 × 5.6 = 2.24 and 0.15 × 17.5 = 2.625 → 2.63; the total adds the rounded prices.
    expect((await t.http().get(`/api/clients/${clientUser.clientId}/shopping-lists`).set(coach.auth).expect(200)).body).toHaveLength(1);
  });

  it('generates one list per client and week, also when asked twice at once', async () => {
    const { coach, clientUser } = await planned();
    const results = await Promise.all(
      [1, 2].map(() => t.http().post(`/api/clients/${clientUser.clientId}/shopping-lists`).set(coach.auth).send({ weekStartDate: monday })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(NUTRITION_MESSAGES.shoppingListExists);
    const list = results.find((r) => r.status === 201)!.body;
    await t.http().delete(`/api/shopping-lists/${list.id}`).set(coach.auth).expect(204);
    await t.http().post(`/api/clients/${clientUser.clientId}/shopping-lists`).set(coach.auth).send({ weekStartDate: monday }).expect(201);
  });

  it('refuses a week without a plan, and bad input, with 400', async () => {
    const { coach, clientUser } = await planned();
    const before = await t.http().post(`/api/clients/${clientUser.clientId}/shopping-lists`).set(coach.auth).send({ weekStartDate: '2026-01-05' }).expect(400);
    expect(before.body.message).toBe(NUTRITION_MESSAGES.noPlanThatWeek);
    expect((await t.http().post(`/api/clients/${clientUser.clientId}/shopping-lists`).set(coach.auth).send({}).expect(400)).body.message).toBe(
      NUTRITION_MESSAGES.weekStartRequired,
    );
    expect(
      (await t.http().post(`/api/clients/${clientUser.clientId}/shopping-lists`).set(coach.auth).send({ weekStartDate: 'next monday' }).expect(400)).body
        .message,
    ).toBe(NUTRITION_MESSAGES.dateInvalid);
  });

  it('lets the client see their lists and tick items off, and nobody else', async () => {
    const { coach, clientUser } = await planned();
    await t.http().post(`/api/clients/${clientUser.clientId}/shopping-lists`).set(coach.auth).send({ weekStartDate: monday }).expect(201);
    const own = await t.http().get('/api/client/shopping-lists').set(clientUser.auth).expect(200);
    const item = own.body[0].categories[0].items[0];
    const ticked = await t.http().patch(`/api/client/shopping-list-items/${item.id}`).set(clientUser.auth).send({ isPurchased: true }).expect(200);
    expect(ticked.body).toMatchObject({ id: item.id, isPurchased: true });
    expect((await t.http().get('/api/client/shopping-lists').set(clientUser.auth).expect(200)).body[0].categories[0].items[0].isPurchased).toBe(true);
    expect(
      (await t.http().patch(`/api/client/shopping-list-items/${item.id}`).set(clientUser.auth).send({ isPurchased: 'yes' }).expect(400)).body.message,
    ).toBe('isPurchased must be true or false');

    // Another client of the same business, another business, its staff-less owner, a coach on the client route.
    const sibling = await createClientUser(t, coach);
    await t.http().patch(`/api/client/shopping-list-items/${item.id}`).set(sibling.auth).send({ isPurchased: false }).expect(404);
    expect((await t.http().get('/api/client/shopping-lists').set(sibling.auth).expect(200)).body).toEqual([]);
    const stranger: SignedInUser = await registerUser(t);
    await t.http().get(`/api/clients/${clientUser.clientId}/shopping-lists`).set(stranger.auth).expect(404);
    await t.http().post(`/api/clients/${clientUser.clientId}/shopping-lists`).set(stranger.auth).send({ weekStartDate: monday }).expect(404);
    await t.http().delete(`/api/shopping-lists/${own.body[0].id}`).set(stranger.auth).expect(404);
    await t.http().get(`/api/clients/${clientUser.clientId}/shopping-lists`).set(clientUser.auth).expect(403);
    await t.http().patch(`/api/client/shopping-list-items/${item.id}`).set(coach.auth).send({ isPurchased: false }).expect(403);
    await t.http().get('/api/client/shopping-lists').expect(401);
  });
});
