import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('meals, meal plans, macro goals and the food log (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  /** Shipped foods (figures per 100 g). */
  let oats: { id: string };
  let banana: { id: string };
  let chicken: { id: string };
  let rice: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { FOOD_LOOKUP_URL: '' } });
    const probe = await registerUser(t);
    const find = async (name: string) => {
      const response = await t.http().get('/api/foods').query({ search: name }).set(probe.auth).expect(200);
      const food = response.body.find((candidate: { name: string }) => candidate.name === name);
      if (!food) throw new Error(`no shipped food ${name}`);
      return food;
    };
    oats = await find('Oats, rolled, dry');
    banana = await find('Banana, raw');
    chicken = await find('Chicken breast, skinless, grilled');
    rice = await find('White rice, long-grain, cooked');
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  const createMeal = (user: SignedInUser, body: Record<string, unknown>) => t.http().post('/api/meals').set(user.auth).send(body);

  describe('meals', () => {
    it('computes calories and macros per serving from the ingredients', async () => {
      // 80 g oats: 303.2 kcal, 10.6 P, 54.2 C, 5.2 F, 8.1 fiber; 120 g banana: 106.8 kcal, 1.3 P, 27.4 C, 0.4 F, 3.1 fiber.
      const response = await createMeal(coach, {
        name: 'Banana oats',
        category: 'breakfast',
        servings: 2,
        prepTime: '5',
        ingredients: [
          { foodId: oats.id, quantity: 80 },
          { foodId: banana.id, quantity: '120' },
        ],
      }).expect(201);
      expect(response.body).toMatchObject({
        name: 'Banana oats',
        category: 'breakfast',
        servings: 2,
        prepTime: 5,
        calories: 205,
        protein: 6,
        carbs: 40.8,
        fat: 2.8,
        fiber: 5.6,
        isRecipe: true,
        imageUrl: null,
      });
      expect(response.body.ingredients).toEqual([
        { foodId: oats.id, foodName: 'Oats, rolled, dry', quantity: 80, unit: 'g', calories: 303.2, protein: 10.6, carbs: 54.2, fat: 5.2, fiber: 8.1 },
        { foodId: banana.id, foodName: 'Banana, raw', quantity: 120, unit: 'g', calories: 106.8, protein: 1.3, carbs: 27.4, fat: 0.4, fiber: 3.1 },
      ]);

      // One serving instead of two doubles the per-serving figures; new ingredients replace the old.
      const one = await t.http().patch(`/api/meals/${response.body.id}`).set(coach.auth).send({ servings: 1 }).expect(200);
      expect(one.body.calories).toBe(410);
      const replaced = await t
        .http()
        .patch(`/api/meals/${response.body.id}`)
        .set(coach.auth)
        .send({ ingredients: [{ foodId: oats.id, quantity: 50 }] })
        .expect(200);
      expect(replaced.body).toMatchObject({ calories: 189.5, protein: 6.6 });
    });

    it('counts meals per category for the category cards (snack labelled Snacks)', async () => {
      for (const category of ['breakfast', 'breakfast', 'dinner', 'snack']) await createMeal(coach, { name: `A ${category}`, category }).expect(201);
      const categories = await t.http().get('/api/meals/categories').set(coach.auth).expect(200);
      expect(categories.body).toEqual([
        { id: 'breakfast', name: 'Breakfast', recipeCount: 2 },
        { id: 'lunch', name: 'Lunch', recipeCount: 0 },
        { id: 'dinner', name: 'Dinner', recipeCount: 1 },
        { id: 'snack', name: 'Snacks', recipeCount: 1 },
      ]);
      const dashboard = await t.http().get('/api/dashboard/nutrition').set(coach.auth).expect(200);
      expect(dashboard.body.categories).toEqual(categories.body);
      const snacks = await t.http().get('/api/meals').query({ category: 'snack' }).set(coach.auth).expect(200);
      expect(snacks.body.map((meal: { name: string }) => meal.name)).toEqual(['A snack']);
    });

    it.each([
      [{ name: '' }, NUTRITION_MESSAGES.mealNameRequired],
      [{ category: '' }, NUTRITION_MESSAGES.categoryRequired],
      [{ category: 'snacks' }, NUTRITION_MESSAGES.categoryInvalid],
      [{ servings: 0 }, NUTRITION_MESSAGES.servingsRange],
      [{ prepTime: -5 }, NUTRITION_MESSAGES.minutesRange],
      [{ ingredients: [{ foodId: 'x', quantity: 1 }] }, NUTRITION_MESSAGES.ingredientFoodRequired],
      [{ ingredients: [{ foodId: '3f0c6a9e-3d1b-4c1e-9a43-0b9d2b8e2f11', quantity: 0 }] }, NUTRITION_MESSAGES.ingredientQuantity],
    ])('refuses %o with 400', async (overrides, message) => {
      const response = await createMeal(coach, { name: 'Meal', category: 'lunch', ...overrides }).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('answers 404 for an ingredient that is no food of the business', async () => {
      const stranger = await registerUser(t);
      const secret = await t.http().post('/api/foods').set(stranger.auth).send({ name: 'Secret sauce', servingSize: 10, calories: 50 }).expect(201);
      const response = await createMeal(coach, { name: 'Meal', category: 'lunch', ingredients: [{ foodId: secret.body.id, quantity: 10 }] }).expect(404);
      expect(response.body.message).toBe(NUTRITION_MESSAGES.foodNotFound);
    });
  });

  describe('meal plans', () => {
    const plan = async (user: SignedInUser, overrides: Record<string, unknown> = {}) => {
      const breakfast = (await createMeal(user, { name: 'Oats', category: 'breakfast', ingredients: [{ foodId: oats.id, quantity: 100 }] }).expect(201)).body;
      const dinner = (
        await createMeal(user, {
          name: 'Chicken and rice',
          category: 'dinner',
          ingredients: [
            { foodId: chicken.id, quantity: 150 },
            { foodId: rice.id, quantity: 200 },
          ],
        }).expect(201)
      ).body;
      const response = await t
        .http()
        .post('/api/meal-plans')
        .set(user.auth)
        .send({
          name: 'Lean week',
          description: 'High protein',
          targetCalories: 2000,
          targetProtein: '150',
          duration: 3,
          isTemplate: true,
          meals: [
            { mealId: breakfast.id, day: 1, mealType: 'breakfast' },
            { mealId: dinner.id, day: 1, mealType: 'dinner' },
            { mealId: dinner.id, day: 2, mealType: 'dinner' },
          ],
          ...overrides,
        })
        .expect(201);
      return { plan: response.body, breakfast, dinner };
    };

    it('builds a plan by day and meal type with daily totals against its targets', async () => {
      const { plan: created, breakfast, dinner } = await plan(coach);
      expect(created).toMatchObject({ name: 'Lean week', targetCalories: 2000, targetProtein: 150, duration: 3, isTemplate: true, mealCount: 3 });
      // Oats 100 g: 379 kcal; chicken 150 g + rice 200 g: 247.5 + 260 = 507.5 kcal.
      expect(created.days).toEqual([
        { day: 1, calories: 886.5, protein: 65.1, carbs: 124.1, fat: 12.5, fiber: 10.9 },
        { day: 2, calories: 507.5, protein: 51.9, carbs: 56.4, fat: 6.0, fiber: 0.8 },
        { day: 3, calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 },
      ]);
      expect(created.meals.map((entry: { day: number; mealType: string; mealId: string }) => [entry.day, entry.mealType, entry.mealId])).toEqual([
        [1, 'breakfast', breakfast.id],
        [1, 'dinner', dinner.id],
        [2, 'dinner', dinner.id],
      ]);

      // Edit: move a meal, rename; the list finds it by description.
      const edited = await t
        .http()
        .patch(`/api/meal-plans/${created.id}`)
        .set(coach.auth)
        .send({ name: 'Lean week v2', meals: [{ mealId: breakfast.id, day: 3, mealType: 'breakfast' }] })
        .expect(200);
      expect(edited.body.days.map((entry: { calories: number }) => entry.calories)).toEqual([0, 0, 379]);
      const found = await t.http().get('/api/meal-plans').query({ search: 'high prot' }).set(coach.auth).expect(200);
      expect(found.body.map((p: { name: string }) => p.name)).toEqual(['Lean week v2']);
      expect((await t.http().get('/api/meal-plans').query({ search: 'nothing like it' }).set(coach.auth).expect(200)).body).toEqual([]);
    });

    it('duplicates a plan with its meals, and deletes one', async () => {
      const { plan: created } = await plan(coach);
      const copy = await t.http().post(`/api/meal-plans/${created.id}/duplicate`).set(coach.auth).expect(201);
      expect(copy.body).toMatchObject({ name: 'Lean week (copy)', isTemplate: false, mealCount: 3, targetCalories: 2000 });
      expect(copy.body.id).not.toBe(created.id);
      expect(copy.body.days).toEqual(created.days);
      await t.http().delete(`/api/meal-plans/${created.id}`).set(coach.auth).expect(204);
      await t.http().get(`/api/meal-plans/${created.id}`).set(coach.auth).expect(404);
      expect((await t.http().get(`/api/meal-plans/${copy.body.id}`).set(coach.auth).expect(200)).body.mealCount).toBe(3);
    });

    it('features the coach’s templates, or the two sample plans while there are none', async () => {
      const samples = await t.http().get('/api/meal-plans/featured').set(coach.auth).expect(200);
      expect(samples.body).toEqual([
        expect.objectContaining({ id: null, name: 'Weight Loss Plan', duration: 7, tag: '1,400-1,600 calories' }),
        expect.objectContaining({ id: null, name: 'Muscle Building Plan', duration: 14, tag: '2,200-2,500 calories' }),
      ]);
      const { plan: created } = await plan(coach);
      const own = await t.http().get('/api/meal-plans/featured').set(coach.auth).expect(200);
      expect(own.body).toEqual([expect.objectContaining({ id: created.id, name: 'Lean week', duration: 3, tag: '2,000 calories' })]);
    });

    it.each([
      [{ name: ' ' }, NUTRITION_MESSAGES.mealPlanNameRequired],
      [{ duration: 0 }, NUTRITION_MESSAGES.durationRange],
      [{ duration: 29 }, NUTRITION_MESSAGES.durationRange],
      [{ targetCalories: -1 }, NUTRITION_MESSAGES.targetRange],
      [{ targetCarbs: 'lots' }, NUTRITION_MESSAGES.targetRange],
      [{ duration: 1 }, NUTRITION_MESSAGES.planDayRange],
      [{ meals: [{ mealId: '3f0c6a9e-3d1b-4c1e-9a43-0b9d2b8e2f11', day: 1, mealType: 'brunch' }] }, NUTRITION_MESSAGES.mealTypeInvalid],
    ])('refuses %o with 400', async (overrides, message) => {
      const breakfast = (await createMeal(coach, { name: 'Oats', category: 'breakfast' }).expect(201)).body;
      const response = await t
        .http()
        .post('/api/meal-plans')
        .set(coach.auth)
        .send({ name: 'Plan', duration: 2, meals: [{ mealId: breakfast.id, day: 2, mealType: 'breakfast' }], ...overrides })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it('assigns a plan to a client with start and end dates, once per start day even when sent at once', async () => {
      const { plan: created } = await plan(coach);
      const client = await createClient(t, coach);
      const start = today();
      const results = await Promise.all(
        [1, 2, 3].map(() => t.http().post(`/api/meal-plans/${created.id}/assign`).set(coach.auth).send({ clientId: client.id, startDate: start })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      const assigned = results.find((r) => r.status === 201)!.body;
      expect(assigned).toMatchObject({ clientId: client.id, mealPlanId: created.id, mealPlanName: 'Lean week', startDate: start, endDate: addDays(start, 2) });
      expect(results.find((r) => r.status === 409)!.body.message).toBe(NUTRITION_MESSAGES.planAlreadyAssigned);

      const explicit = await t
        .http()
        .post(`/api/meal-plans/${created.id}/assign`)
        .set(coach.auth)
        .send({ clientId: client.id, startDate: addDays(start, 10), endDate: addDays(start, 40) })
        .expect(201);
      expect(explicit.body.endDate).toBe(addDays(start, 40));
      const list = await t.http().get(`/api/clients/${client.id}/meal-plans`).set(coach.auth).expect(200);
      expect(list.body.map((a: { startDate: string }) => a.startDate)).toEqual([addDays(start, 10), start]);

      const bad = await t
        .http()
        .post(`/api/meal-plans/${created.id}/assign`)
        .set(coach.auth)
        .send({ clientId: client.id, startDate: start, endDate: addDays(start, -1) })
        .expect(400);
      expect(bad.body.message).toBe(NUTRITION_MESSAGES.endBeforeStart);
      expect((await t.http().post(`/api/meal-plans/${created.id}/assign`).set(coach.auth).send({ clientId: client.id }).expect(400)).body.message).toBe(
        NUTRITION_MESSAGES.startDateRequired,
      );

      await t.http().delete(`/api/client-meal-plans/${explicit.body.id}`).set(coach.auth).expect(204);
      expect((await t.http().get(`/api/clients/${client.id}/meal-plans`).set(coach.auth).expect(200)).body).toHaveLength(1);
    });

    it("answers the client's plan of the day and its meals (GET /api/client/meal-plan)", async () => {
      const { plan: created, dinner } = await plan(coach);
      const clientUser = await createClientUser(t, coach);
      const none = await t.http().get('/api/client/meal-plan').set(clientUser.auth).expect(200);
      expect(none.body).toMatchObject({ mealPlanId: null, dayNumber: null, todaysMeals: [], macroGoal: null });

      // Started yesterday: today is day 2 of the 3-day plan, which holds the dinner only.
      await t
        .http()
        .post(`/api/meal-plans/${created.id}/assign`)
        .set(coach.auth)
        .send({ clientId: clientUser.clientId, startDate: addDays(today(), -1) })
        .expect(201);
      const view = await t.http().get('/api/client/meal-plan').set(clientUser.auth).expect(200);
      expect(view.body).toMatchObject({ mealPlanId: created.id, mealPlanName: 'Lean week', dayNumber: 2, targetCalories: 2000 });
      expect(view.body.todaysMeals.map((entry: { mealId: string; mealType: string }) => [entry.mealId, entry.mealType])).toEqual([[dinner.id, 'dinner']]);
      const dayOne = await t
        .http()
        .get('/api/client/meal-plan')
        .query({ date: addDays(today(), -1) })
        .set(clientUser.auth)
        .expect(200);
      expect(dayOne.body.dayNumber).toBe(1);
      expect(dayOne.body.todaysMeals).toHaveLength(2);
    });
  });

  describe('macro goals and the food log', () => {
    it('keeps macro goals per client; the newest effective one applies', async () => {
      const client = await createClient(t, coach);
      const first = await t
        .http()
        .post(`/api/clients/${client.id}/macro-goals`)
        .set(coach.auth)
        .send({ dailyCalories: 2200, dailyProtein: 160, dailyCarbs: 220, dailyFat: 70, effectiveDate: addDays(today(), -10) })
        .expect(201);
      expect(first.body).toMatchObject({ dailyCalories: 2200, weeklyCalories: null, effectiveDate: addDays(today(), -10), notes: null });
      await t
        .http()
        .post(`/api/clients/${client.id}/macro-goals`)
        .set(coach.auth)
        .send({ dailyCalories: '2000', dailyProtein: 150, dailyCarbs: 200, dailyFat: 65, weeklyCalories: 14000, notes: 'Cut' })
        .expect(201);
      await t
        .http()
        .post(`/api/clients/${client.id}/macro-goals`)
        .set(coach.auth)
        .send({ dailyCalories: 1800, dailyProtein: 150, dailyCarbs: 180, dailyFat: 60, effectiveDate: addDays(today(), 7) })
        .expect(201);
      const list = await t.http().get(`/api/clients/${client.id}/macro-goals`).set(coach.auth).expect(200);
      expect(list.body.map((g: { dailyCalories: number }) => g.dailyCalories)).toEqual([1800, 2000, 2200]);
      const nutrition = await t.http().get(`/api/clients/${client.id}/nutrition`).set(coach.auth).expect(200);
      expect(nutrition.body.macroGoal).toMatchObject({ dailyCalories: 2000, weeklyCalories: 14000, notes: 'Cut', effectiveDate: today() });
    });

    it.each([
      [{ dailyCalories: undefined }, NUTRITION_MESSAGES.dailyCaloriesRequired],
      [{ dailyProtein: '' }, NUTRITION_MESSAGES.dailyProteinRequired],
      [{ dailyCarbs: null }, NUTRITION_MESSAGES.dailyCarbsRequired],
      [{ dailyFat: undefined }, NUTRITION_MESSAGES.dailyFatRequired],
      [{ dailyFat: 12.5 }, NUTRITION_MESSAGES.goalRange],
      [{ dailyCalories: -1 }, NUTRITION_MESSAGES.goalRange],
      [{ effectiveDate: '23/11/2026' }, NUTRITION_MESSAGES.dateInvalid],
    ])('refuses macro goals %o with 400', async (overrides, message) => {
      const client = await createClient(t, coach);
      const response = await t
        .http()
        .post(`/api/clients/${client.id}/macro-goals`)
        .set(coach.auth)
        .send({ dailyCalories: 2000, dailyProtein: 150, dailyCarbs: 200, dailyFat: 65, ...overrides })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it('logs food with its computed macros and scan method, and shows the day against the goal', async () => {
      const clientUser = await createClientUser(t, coach);
      await t
        .http()
        .post(`/api/clients/${clientUser.clientId}/macro-goals`)
        .set(coach.auth)
        .send({ dailyCalories: 2000, dailyProtein: 150, dailyCarbs: 200, dailyFat: 65 })
        .expect(201);
      const logged = await t
        .http()
        .post('/api/client/food-log')
        .set(clientUser.auth)
        .send({ foodId: chicken.id, mealType: 'lunch', servingSize: 200, scanMethod: 'search' })
        .expect(201);
      expect(logged.body).toMatchObject({
        foodId: chicken.id,
        foodName: 'Chicken breast, skinless, grilled',
        logDate: today(),
        mealType: 'lunch',
        servingSize: 200,
        servingUnit: 'g',
        actualCalories: 330,
        actualProtein: 62,
        actualCarbs: 0,
        actualFat: 7.2,
        scanMethod: 'search',
        barcode: null,
      });
      const nutella = (await t.http().get('/api/foods/barcode/3017620422003').set(clientUser.auth).expect(200)).body;
      const scanned = await t
        .http()
        .post('/api/client/food-log')
        .set(clientUser.auth)
        .send({ foodId: nutella.id, mealType: 'snack', servingSize: '15', scanMethod: 'barcode', barcode: '3017620422003' })
        .expect(201);
      expect(scanned.body).toMatchObject({ scanMethod: 'barcode', barcode: '3017620422003', actualCalories: 80.9 });

      const day = await t.http().get('/api/client/food-log').set(clientUser.auth).expect(200);
      expect(day.body.entries).toHaveLength(2);
      expect(day.body.totals).toEqual({ calories: 410.9, protein: 62.9, carbs: 8.6, fat: 11.8 });
      expect(day.body.goal).toMatchObject({ dailyCalories: 2000 });

      const recent = await t.http().get('/api/client/foods/recent').set(clientUser.auth).expect(200);
      expect(recent.body.map((food: { foodId: string }) => food.foodId)).toEqual([nutella.id, chicken.id]);
      await t
        .http()
        .post('/api/client/food-log')
        .set(clientUser.auth)
        .send({ foodId: chicken.id, mealType: 'dinner', servingSize: 100, scanMethod: 'recent' })
        .expect(201);
      const frequent = await t.http().get('/api/client/foods/frequent').set(clientUser.auth).expect(200);
      expect(frequent.body[0]).toMatchObject({ foodId: chicken.id, times: 2, servingSize: 100 });

      await t.http().delete(`/api/client/food-log/${logged.body.id}`).set(clientUser.auth).expect(204);
      expect((await t.http().get('/api/client/food-log').set(clientUser.auth).expect(200)).body.entries).toHaveLength(2);
      await t.http().delete(`/api/client/food-log/${logged.body.id}`).set(clientUser.auth).expect(404);
    });

    it.each([
      [{ foodId: '' }, NUTRITION_MESSAGES.foodRequired],
      [{ mealType: '' }, NUTRITION_MESSAGES.mealTypeRequired],
      [{ mealType: 'brunch' }, NUTRITION_MESSAGES.mealTypeInvalid],
      [{ servingSize: 0 }, NUTRITION_MESSAGES.servingSizePositive],
      [{ scanMethod: 'telepathy' }, NUTRITION_MESSAGES.scanMethodInvalid],
      [{ logDate: 'yesterday' }, NUTRITION_MESSAGES.dateInvalid],
      [{ barcode: '3017620422004' }, NUTRITION_MESSAGES.barcodeCheckDigit],
    ])('refuses a food-log entry %o with 400', async (overrides, message) => {
      const clientUser = await createClientUser(t, coach);
      const response = await t
        .http()
        .post('/api/client/food-log')
        .set(clientUser.auth)
        .send({ foodId: chicken.id, mealType: 'lunch', servingSize: 100, ...overrides })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it("computes weekly adherence for the client's tab and the business's stats", async () => {
      const clientUser = await createClientUser(t, coach);
      const { id: otherClientId } = await createClient(t, coach);
      await t
        .http()
        .post(`/api/clients/${clientUser.clientId}/macro-goals`)
        .set(coach.auth)
        .send({ dailyCalories: 500, dailyProtein: 50, dailyCarbs: 50, dailyFat: 10, effectiveDate: addDays(today(), -30) })
        .expect(201);
      // Today 495 kcal (on target), yesterday 660 kcal (32 % over), two days ago 475 kcal (on target).
      const log = (servingSize: number, logDate: string) =>
        t.http().post('/api/client/food-log').set(clientUser.auth).send({ foodId: chicken.id, mealType: 'lunch', servingSize, logDate }).expect(201);
      await log(300, today());
      await log(400, addDays(today(), -1));
      await log(287.9, addDays(today(), -2));

      const tab = await t.http().get(`/api/clients/${clientUser.clientId}/nutrition`).set(coach.auth).expect(200);
      expect(tab.body.days.map((d: { date: string; calories: number; onTarget: boolean }) => [d.date, d.calories, d.onTarget])).toEqual([
        [addDays(today(), -2), 475, true],
        [addDays(today(), -1), 660, false],
        [today(), 495, true],
      ]);
      expect(tab.body.weeklyAdherence).toHaveLength(8);
      const loggedDays = tab.body.weeklyAdherence.reduce((sum: number, week: { daysLogged: number }) => sum + week.daysLogged, 0);
      const onTarget = tab.body.weeklyAdherence.reduce((sum: number, week: { daysOnTarget: number }) => sum + week.daysOnTarget, 0);
      expect([loggedDays, onTarget]).toEqual([3, 2]);
      expect(tab.body.recentEntries).toHaveLength(3);

      const { plan: created } = await (async () => {
        const meal = (await createMeal(coach, { name: 'M', category: 'lunch' }).expect(201)).body;
        return {
          plan: (
            await t
              .http()
              .post('/api/meal-plans')
              .set(coach.auth)
              .send({ name: 'P', meals: [{ mealId: meal.id, day: 1, mealType: 'lunch' }] })
              .expect(201)
          ).body,
        };
      })();
      await t.http().post(`/api/meal-plans/${created.id}/assign`).set(coach.auth).send({ clientId: otherClientId, startDate: today() }).expect(201);
      const stats = await t.http().get('/api/nutrition/stats').set(coach.auth).expect(200);
      // One client with a goal, 2 of the last 7 days on target: 29 %.
      expect(stats.body).toEqual({ clientsWithPlan: 1, averageAdherence: 29, foodsLoggedThisWeek: expect.any(Number), mealCount: 1, mealPlanCount: 1 });
      expect(stats.body.foodsLoggedThisWeek).toBeGreaterThanOrEqual(1);
      const empty = await registerUser(t);
      expect((await t.http().get('/api/nutrition/stats').set(empty.auth).expect(200)).body).toEqual({
        clientsWithPlan: 0,
        averageAdherence: null,
        foodsLoggedThisWeek: 0,
        mealCount: 0,
        mealPlanCount: 0,
      });
    });
  });

  describe('staff', () => {
    it('needs a nutrition permission: view_clients reads, manage_workouts writes', async () => {
      const viewer = await createStaff(t, coach, ['view_clients']);
      const editor = await createStaff(t, coach, ['manage_workouts']);
      const none = await createStaff(t, coach, ['send_messages']);
      await t.http().get('/api/meals').set(viewer.auth).expect(200);
      await createMeal(viewer, { name: 'x', category: 'lunch' }).expect(403);
      await createMeal(editor, { name: 'x', category: 'lunch' }).expect(201);
      await t.http().get('/api/meal-plans').set(none.auth).expect(403);
      await t.http().get('/api/nutrition/stats').set(none.auth).expect(403);
    });
  });
});
