import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';
import type { FoodLogEntryDto } from './dto/food-log.dto';

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Entry = FoodLogEntryDto;

/** 'Log meal' on the Nutrition Tracker: POST and DELETE /api/client/food-log/planned-meals. */
describe('logging a planned meal in one go (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  let oats: { id: string };
  let banana: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { FOOD_LOOKUP_URL: '' } });
    const probe = await registerUser(t);
    const find = async (name: string) => {
      const response = await t.http().get('/api/foods').query({ search: name }).set(probe.auth).expect(200);
      return response.body.find((candidate: { name: string }) => candidate.name === name) as { id: string };
    };
    oats = await find('Oats, rolled, dry');
    banana = await find('Banana, raw');
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
  });
  afterAll(() => t.close());

  /**
   * A two-day plan assigned to `to` from today for two weeks (it repeats): day 1 holds Banana oats at breakfast (two servings of 80 g oats and
   * 120 g banana: 205 kcal a serving) and a smoothie without ingredients as a snack; day 2 the oats at lunch.
   */
  const planFor = async (to: { clientId: string }, by = coach) => {
    const meal = async (body: Record<string, unknown>) => (await t.http().post('/api/meals').set(by.auth).send(body).expect(201)).body as { id: string };
    const bananaOats = await meal({
      name: 'Banana oats',
      category: 'breakfast',
      servings: 2,
      ingredients: [
        { foodId: oats.id, quantity: 80 },
        { foodId: banana.id, quantity: 120 },
      ],
    });
    const smoothie = await meal({ name: 'Green smoothie', category: 'snack' });
    const plan = await t
      .http()
      .post('/api/meal-plans')
      .set(by.auth)
      .send({
        name: 'Two days',
        duration: 2,
        meals: [
          { mealId: bananaOats.id, day: 1, mealType: 'breakfast' },
          { mealId: smoothie.id, day: 1, mealType: 'snack' },
          { mealId: bananaOats.id, day: 2, mealType: 'lunch' },
        ],
      })
      .expect(201);
    await t
      .http()
      .post(`/api/meal-plans/${plan.body.id}/assign`)
      .set(by.auth)
      .send({ clientId: to.clientId, startDate: today(), endDate: addDays(today(), 13) })
      .expect(201);
    const planned = (await t.http().get(`/api/meal-plans/${plan.body.id}`).set(by.auth).expect(200)).body.meals as {
      id: string;
      day: number;
      mealType: string;
    }[];
    const at = (day: number, mealType: string) => planned.find((entry) => entry.day === day && entry.mealType === mealType)!.id;
    return { planId: plan.body.id as string, bananaOats, smoothie, breakfast: at(1, 'breakfast'), snack: at(1, 'snack'), dayTwoLunch: at(2, 'lunch') };
  };
  const logMeal = (user: SignedInUser, body: Record<string, unknown>) => t.http().post('/api/client/food-log/planned-meals').set(user.auth).send(body);
  const entriesOf = async (clientId: string) =>
    Number((await t.sql<{ count: string }>('select count(*) from food_log where client_id = $1', [clientId]))[0]!.count);
  const eventsOf = async (clientId: string) =>
    Number(
      (await t.sql<{ count: string }>(`select count(*) from outbox_events where name = 'planned_meal_logged' and payload->>'clientId' = $1`, [clientId]))[0]!
        .count,
    );
  const dayOf = async (user: SignedInUser, date = today()) => (await t.http().get('/api/client/food-log').query({ date }).set(user.auth).expect(200)).body;

  it('logs each food of the planned meal, one serving, at its meal type, and the day totals count it', async () => {
    const { breakfast, bananaOats } = await planFor(client);
    const logged = await logMeal(client, { planMealId: breakfast }).expect(201);
    expect(logged.body).toMatchObject({ planMealId: breakfast, logDate: today() });
    const entries = logged.body.entries as Entry[];
    // One serving of two: 40 g oats (151.6 kcal, 2.6 g fat) and 60 g banana (53.4 kcal, 0.2 g fat).
    expect(entries).toMatchObject([
      { foodId: oats.id, foodName: 'Oats, rolled, dry', servingSize: 40, servingUnit: 'g', actualCalories: 151.6, actualFat: 2.6, actualCarbs: 27.1 },
      { foodId: banana.id, foodName: 'Banana, raw', servingSize: 60, servingUnit: 'g', actualCalories: 53.4, actualFat: 0.2, actualCarbs: 13.7 },
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ logDate: today(), mealType: 'breakfast', scanMethod: 'meal_plan', planMealId: breakfast, mealId: bananaOats.id });

    const day = await dayOf(client);
    expect(day.entries.map((entry: Entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
    expect(day.totals).toMatchObject({ calories: 205, fat: 2.8, carbs: 40.8 });
    expect(await eventsOf(client.clientId)).toBe(1);
    const [event] = await t.sql<{ payload: Record<string, unknown> }>(
      `select payload from outbox_events where name = 'planned_meal_logged' and payload->>'clientId' = $1`,
      [client.clientId],
    );
    expect(event!.payload).toMatchObject({ planMealId: breakfast, mealId: bananaOats.id, logDate: today(), mealType: 'breakfast' });
    expect(event!.payload.foodLogEntryIds).toEqual(entries.map((entry) => entry.id));
  });

  it('a meal without ingredients is one entry of itself with its per-serving figures', async () => {
    const { snack, smoothie } = await planFor(client);
    const logged = await logMeal(client, { planMealId: snack, logDate: today() }).expect(201);
    expect(logged.body.entries).toEqual([
      expect.objectContaining({
        foodId: null,
        foodName: 'Green smoothie',
        servingSize: 1,
        servingUnit: 'serving',
        actualCalories: 0,
        mealType: 'snack',
        mealId: smoothie.id,
      }),
    ]);
  });

  it('logging the same planned meal on the same day again answers the logged entries and adds none', async () => {
    const { breakfast } = await planFor(client);
    const first = await logMeal(client, { planMealId: breakfast }).expect(201);
    const again = await logMeal(client, { planMealId: breakfast.toUpperCase(), logDate: today() }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await entriesOf(client.clientId)).toBe(2);
    expect(await eventsOf(client.clientId)).toBe(1);
    // A food logged on its own at breakfast is another entry: the meal still counts once.
    await t.http().post('/api/client/food-log').set(client.auth).send({ foodId: banana.id, mealType: 'breakfast', servingSize: 100 }).expect(201);
    expect((await logMeal(client, { planMealId: breakfast }).expect(201)).body).toEqual(first.body);
    expect(await entriesOf(client.clientId)).toBe(3);
  });

  it('ten copies sent at once (a double tap, an offline replay) log the meal once and all answer the same entries', async () => {
    const { breakfast } = await planFor(client);
    const answers = await Promise.all(Array.from({ length: 10 }, () => logMeal(client, { planMealId: breakfast })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.entries.map((entry: Entry) => entry.id)))).size).toBe(1);
    expect(answers[0]!.body.entries).toHaveLength(2);
    expect(await entriesOf(client.clientId)).toBe(2);
    expect(await eventsOf(client.clientId)).toBe(1);
  });

  it('the same planned meal is logged once per day: another day of the plan is its own', async () => {
    const { breakfast, dayTwoLunch } = await planFor(client);
    // Two days long: day 3 (the day after tomorrow) is day 1 again.
    const later = addDays(today(), 2);
    await logMeal(client, { planMealId: breakfast }).expect(201);
    const again = await logMeal(client, { planMealId: breakfast, logDate: later }).expect(201);
    expect(again.body.entries.every((entry: Entry) => entry.logDate === later)).toBe(true);
    // Day 2's lunch is not on today's plan; tomorrow it is, at lunch.
    expect((await logMeal(client, { planMealId: dayTwoLunch }).expect(404)).body.message).toBe(NUTRITION_MESSAGES.plannedMealNotFound);
    const tomorrow = await logMeal(client, { planMealId: dayTwoLunch, logDate: addDays(today(), 1) }).expect(201);
    expect(tomorrow.body.entries.map((entry: Entry) => entry.mealType)).toEqual(['lunch', 'lunch']);
    expect(await entriesOf(client.clientId)).toBe(6);
    // Before the plan starts there is no planned meal.
    await logMeal(client, { planMealId: breakfast, logDate: addDays(today(), -2) }).expect(404);
  });

  it('undo removes the meal from the day (then 404), and the meal can be logged again', async () => {
    const { breakfast } = await planFor(client);
    const first = await logMeal(client, { planMealId: breakfast }).expect(201);
    await t.http().delete(`/api/client/food-log/planned-meals/${breakfast}`).set(client.auth).expect(204);
    expect((await dayOf(client)).entries).toEqual([]);
    const gone = await t.http().delete(`/api/client/food-log/planned-meals/${breakfast}`).query({ date: today() }).set(client.auth).expect(404);
    expect(gone.body.message).toBe(NUTRITION_MESSAGES.plannedMealNotLogged);
    const again = await logMeal(client, { planMealId: breakfast }).expect(201);
    expect(again.body.entries.map((entry: Entry) => entry.id)).not.toEqual(first.body.entries.map((entry: Entry) => entry.id));
    expect(await entriesOf(client.clientId)).toBe(2);
  });

  it("a meal of another client's plan is 404, in the same business or another, and nothing is logged", async () => {
    const sibling = await createClientUser(t, coach);
    const theirs = await planFor(sibling);
    const response = await logMeal(client, { planMealId: theirs.breakfast }).expect(404);
    expect(response.body.message).toBe(NUTRITION_MESSAGES.plannedMealNotFound);
    const otherCoach = await registerUser(t);
    const stranger = await planFor(await createClientUser(t, otherCoach), otherCoach);
    await logMeal(client, { planMealId: stranger.breakfast }).expect(404);
    expect(await entriesOf(client.clientId)).toBe(0);

    // Their logged meal is not the client's to undo.
    await logMeal(sibling, { planMealId: theirs.breakfast }).expect(201);
    await t.http().delete(`/api/client/food-log/planned-meals/${theirs.breakfast}`).set(client.auth).expect(404);
    expect(await entriesOf(sibling.clientId)).toBe(2);
  });

  it('refuses bad input with 400 and the message, unknown ids with 404; only a signed-in client may log', async () => {
    const { breakfast } = await planFor(client);
    expect((await logMeal(client, {}).expect(400)).body.message).toBe(NUTRITION_MESSAGES.plannedMealRequired);
    expect((await logMeal(client, { planMealId: 'breakfast' }).expect(400)).body.message).toBe(NUTRITION_MESSAGES.plannedMealNotFound);
    expect((await logMeal(client, { planMealId: breakfast, logDate: '12/01/2026' }).expect(400)).body.message).toBe(NUTRITION_MESSAGES.dateInvalid);
    expect((await logMeal(client, { planMealId: breakfast, mealType: 'lunch' }).expect(400)).body.message).toMatch(/mealType/);
    await logMeal(client, { planMealId: '7d3f7f52-2f7a-4c8e-9a0e-0f6c1d2b3a4c' }).expect(404);
    await t.http().delete('/api/client/food-log/planned-meals/not-an-id').set(client.auth).expect(404);
    await t.http().post('/api/client/food-log/planned-meals').send({ planMealId: breakfast }).expect(401);
    await logMeal(coach, { planMealId: breakfast }).expect(403);
    expect(await entriesOf(client.clientId)).toBe(0);
  });

  it("the coach replacing the plan's meals keeps what was logged, no longer tied to the old planned meal", async () => {
    const { planId, breakfast, bananaOats } = await planFor(client);
    await logMeal(client, { planMealId: breakfast }).expect(201);
    await t
      .http()
      .patch(`/api/meal-plans/${planId}`)
      .set(coach.auth)
      .send({ meals: [{ mealId: bananaOats.id, day: 1, mealType: 'breakfast' }] })
      .expect(200);
    const day = await dayOf(client);
    expect(day.entries).toHaveLength(2);
    expect(day.entries.map((entry: Entry) => entry.planMealId)).toEqual([null, null]);
    await logMeal(client, { planMealId: breakfast }).expect(404);
  });
});
