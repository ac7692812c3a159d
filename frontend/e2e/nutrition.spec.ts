import { expect, test } from '@playwright/test';
import { signInAsLinkedClient } from './nutrition-support';
import { apiPost, querySql, signUpAndStore, toast, uniqueEmail } from './support';

test.describe('nutrition', () => {
  test('a coach adds a meal, builds a plan, assigns it to a client and sees it on the profile', async ({ page }) => {
    await signUpAndStore(page);
    const client = await apiPost(page, '/api/clients', { firstName: 'Robin', lastName: 'Plan', email: uniqueEmail('robin') });
    await page.goto('/nutrition');
    await expect(page.locator('h1', { hasText: 'Nutrition Plans' })).toBeVisible();
    await expect(page.getByText('No meal plans yet')).toBeVisible();
    await expect(page.getByTestId('meal-category-dinner')).toContainText('0 recipes');
    await expect(page.getByRole('region', { name: 'Featured plans' })).toContainText('Weight Loss Plan');

    // A meal from the food database: 150 g grilled chicken breast is 247.5 kcal.
    await page.getByRole('button', { name: 'Add Meal' }).click();
    const mealDialog = page.getByRole('dialog', { name: 'Add Meal' });
    await mealDialog.getByLabel('Meal Name').fill('Chicken plate');
    await mealDialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Dinner' }).click();
    await mealDialog.getByLabel('Ingredient').fill('chicken breast gr');
    await page.getByRole('option', { name: /Chicken breast, skinless, grilled/ }).click();
    await mealDialog.getByLabel(/Quantity/).fill('150');
    await mealDialog.getByRole('button', { name: 'Add Ingredient' }).click();
    await expect(mealDialog.getByTestId('meal-per-serving')).toContainText('248 kcal');
    await mealDialog.getByRole('button', { name: 'Create Meal' }).click();
    await expect(toast(page)).toContainText('Meal created successfully!');
    await expect(page.getByTestId('meal-category-dinner')).toContainText('1 recipe');

    // The builder: the meal on day 1's dinner, the day's total against the target.
    await page.getByRole('button', { name: 'Create Meal Plan' }).first().click();
    const builder = page.getByRole('dialog', { name: 'Create Meal Plan' });
    await builder.getByLabel('Plan Name').fill('Lean week');
    await builder.getByLabel('Duration (days)').fill('3');
    await builder.getByLabel('Target Calories').fill('2000');
    await builder.getByTestId('plan-cell-1-dinner').getByRole('combobox').click();
    await page.getByRole('option', { name: /Chicken plate/ }).click();
    await expect(builder.getByTestId('plan-day-1-total')).toContainText('248 / 2000 kcal');
    await expect(builder.getByTestId('plan-day-2-total')).toContainText('0 / 2000 kcal');
    await builder.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page)).toContainText('Meal plan created successfully!');
    const card = page.getByTestId('meal-plan-card').filter({ hasText: 'Lean week' });
    await expect(card).toContainText('3 days');
    await expect(card).toContainText('2000 kcal');

    // Assign it from today.
    await card.getByRole('button', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Lean week' });
    await assign.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Robin Plan' }).click();
    await assign.getByRole('button', { name: 'Assign Plan' }).click();
    await expect(toast(page)).toContainText('Meal plan assigned successfully!');

    await page.getByLabel('Search meal plans').fill('nothing like this');
    await expect(page.getByText('No meal plans found')).toBeVisible();

    await page.goto(`/client-profile/${client.id}`);
    await page.getByRole('tab', { name: 'Nutrition' }).click();
    await expect(page.getByTestId('current-plan')).toContainText('Lean week');
    await page.getByLabel('Daily Calories').fill('2000');
    await page.getByLabel('Daily Protein (g)').fill('150');
    await page.getByLabel('Daily Carbs (g)').fill('200');
    await page.getByLabel('Daily Fat (g)').fill('65');
    await page.getByRole('button', { name: 'Set Macro Goals' }).click();
    await expect(page.getByTestId('macro-goal')).toContainText('2000 kcal');

    const preferences = page.getByRole('region', { name: 'Food preferences' });
    await preferences.getByLabel('Food').fill('Peanuts');
    await preferences.getByRole('combobox', { name: 'Preference' }).click();
    await page.getByRole('option', { name: 'Allergy' }).click();
    await preferences.getByRole('button', { name: 'Add Preference' }).click();
    await expect(preferences).toContainText('Allergy: Peanuts (5/10)');
  });

  test('the nutrition forms show their rules beside the fields; a recipe pack is made on the screen and assigned', async ({ page }) => {
    await signUpAndStore(page);
    const client = await apiPost(page, '/api/clients', { firstName: 'Pat', lastName: 'Pack', email: uniqueEmail('pat') });
    const oats = await apiPost(page, '/api/foods', { name: 'Rolled oats', servingSize: 100, calories: 379 });
    await apiPost(page, '/api/meals', { name: 'Oat bowl', category: 'breakfast', ingredients: [{ foodId: oats.id, quantity: 80 }] });
    await page.goto('/nutrition');

    await page.getByRole('button', { name: 'Add Meal' }).click();
    const mealDialog = page.getByRole('dialog', { name: 'Add Meal' });
    await mealDialog.getByRole('button', { name: 'Create Meal' }).click();
    await expect(mealDialog.getByText('Meal name is required')).toBeVisible();
    await expect(mealDialog.getByText('Category is required')).toBeVisible();
    await mealDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Create Meal Plan' }).first().click();
    const builder = page.getByRole('dialog', { name: 'Create Meal Plan' });
    await builder.getByLabel('Duration (days)').fill('30');
    await builder.getByRole('button', { name: 'Create Plan' }).click();
    await expect(builder.getByText('Meal plan name is required')).toBeVisible();
    await expect(builder.getByText('Duration must be between 1 and 28 days')).toBeVisible();
    await builder.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Create Recipe Pack' }).click();
    const packDialog = page.getByRole('dialog', { name: 'Create Recipe Pack' });
    await packDialog.getByRole('button', { name: 'Create Pack' }).click();
    await expect(packDialog.getByText('Recipe pack name is required')).toBeVisible();
    await packDialog.getByLabel('Pack Name').fill('Breakfasts');
    await packDialog.getByRole('button', { name: 'Add Recipe' }).click();
    await packDialog.getByRole('combobox', { name: 'Recipe', exact: true }).click();
    await page.getByRole('option', { name: 'Oat bowl' }).click();
    await packDialog.getByRole('button', { name: 'Create Pack' }).click();
    await expect(toast(page)).toContainText('Recipe pack created successfully!');
    const packs = page.getByRole('region', { name: 'Recipe pack list' });
    await expect(packs).toContainText('Breakfasts');
    await expect(packs).toContainText('1 recipes');

    await packs.getByRole('button', { name: 'Assign' }).click();
    const assignPack = page.getByRole('dialog', { name: 'Assign Breakfasts' });
    await expect(assignPack.getByRole('button', { name: 'Assign Pack' })).toBeDisabled();
    await assignPack.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Pat Pack' }).click();
    await assignPack.getByRole('button', { name: 'Assign Pack' }).click();
    await expect(toast(page)).toContainText('Recipe pack assigned successfully!');

    await page.goto(`/client-profile/${client.id}`);
    await page.getByRole('tab', { name: 'Nutrition' }).click();
    await page.getByLabel('Daily Calories').fill('-5');
    await page.getByRole('button', { name: 'Set Macro Goals' }).click();
    await expect(page.getByText('Goals must be whole numbers from 0 to 20000')).toBeVisible();
    await expect(page.getByText('Daily protein is required')).toBeVisible();
    const preferences = page.getByRole('region', { name: 'Food preferences' });
    await preferences.getByRole('button', { name: 'Add Preference' }).click();
    await expect(preferences.getByText('Choose a food or type its name')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Client recipe packs' })).toContainText('Breakfasts · assigned · 0%');
  });

  test('a client logs food found by search and sees the day against the goal', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    try {
      const { clientRecordId } = await signInAsLinkedClient(page, coach);
      await apiPost(coach, `/api/clients/${clientRecordId}/macro-goals`, { dailyCalories: 2000, dailyProtein: 150, dailyCarbs: 200, dailyFat: 65 });
    } finally {
      await coachContext.close();
    }
    await page.goto('/client/nutrition');
    await expect(page.locator('h1', { hasText: 'Nutrition Tracker' })).toBeVisible();
    await page.getByLabel('Search foods').fill('banana');
    await page.getByRole('option', { name: /Banana, raw/ }).click();
    await page.getByLabel(/Serving Size/).fill('120');
    await page.getByRole('combobox', { name: 'Meal' }).click();
    await page.getByRole('option', { name: 'Breakfast' }).click();
    await page.getByRole('button', { name: 'Add to Log' }).click();
    await expect(toast(page)).toContainText('Food logged successfully!');
    await expect(page.getByRole('list', { name: 'Breakfast entries' })).toContainText('Banana, raw — 120 g');
    await expect(page.getByTestId('progress-calories')).toContainText('107 / 2000 kcal');

    // The same food again from the Recent list.
    await page.getByRole('tab', { name: 'Recent' }).click();
    await page.getByRole('list', { name: 'Recent foods' }).getByText('Banana, raw').click();
    await page.getByRole('button', { name: 'Add to Log' }).click();
    await expect(page.getByTestId('progress-calories')).toContainText('214 / 2000 kcal');

    // A typed barcode is checked before it is looked up.
    await page.getByRole('tab', { name: 'Barcode' }).click();
    await page.getByLabel('Barcode').fill('12345');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('Barcode must be 8, 12, 13 or 14 digits')).toBeVisible();

    await page.goto('/client');
    await expect(page.getByRole('region', { name: "Today's Nutrition" }).getByTestId('todays-calories')).toHaveText('214 / 2000 kcal logged');
  });

  test("a client in Los Angeles logging food at 9 pm logs it for their own day, not UTC's next one", async ({ browser }) => {
    // 05:00 UTC of today is 9 pm of yesterday in Los Angeles (PST, UTC-8).
    const utcDay = new Date().toISOString().slice(0, 10);
    const laDay = new Date(Date.parse(`${utcDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const coachContext = await browser.newContext();
    const clientContext = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
    try {
      const page = await clientContext.newPage();
      await page.clock.setFixedTime(new Date(`${utcDay}T05:00:00Z`));
      await signInAsLinkedClient(page, await coachContext.newPage());

      await page.goto('/client/nutrition');
      await expect(page.getByRole('textbox', { name: 'Day', exact: true })).toHaveValue(laDay);
      await page.getByLabel('Search foods').fill('banana');
      await page.getByRole('option', { name: /Banana, raw/ }).click();
      await page.getByLabel(/Serving Size/).fill('100');
      await page.getByRole('button', { name: 'Add to Log' }).click();
      await expect(toast(page)).toContainText('Food logged successfully!');
      const logged = async (date: string) =>
        ((await (await page.request.get(`/api/client/food-log?date=${date}`)).json()) as { entries: unknown[] }).entries.length;
      expect([await logged(laDay), await logged(utcDay)]).toEqual([1, 0]);

      await page.goto('/client');
      await expect(page.getByRole('region', { name: "Today's Nutrition" }).getByTestId('todays-calories')).toHaveText(/^89 /);
    } finally {
      await clientContext.close();
      await coachContext.close();
    }
  });

  test('a client logs a planned meal in one tap, once however often it is sent, undoes it, and logs it offline', async ({ page, browser, context }) => {
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    let clientId: string;
    try {
      ({ clientRecordId: clientId } = await signInAsLinkedClient(page, coach));
      await apiPost(coach, `/api/clients/${clientId}/macro-goals`, { dailyCalories: 2000, dailyProtein: 150, dailyCarbs: 200, dailyFat: 65 });
      const oats = await apiPost(coach, '/api/foods', { name: 'Jumbo oats', servingSize: 100, calories: 380, protein: 13, carbs: 68, fat: 7 });
      const milk = await apiPost(coach, '/api/foods', {
        name: 'Oat milk',
        servingSize: 100,
        servingUnit: 'ml',
        calories: 45,
        protein: 1,
        carbs: 6.5,
        fat: 1.5,
      });
      // Two servings: one is 40 g oats (152 kcal) and 100 ml oat milk (45 kcal).
      const meal = await apiPost(coach, '/api/meals', {
        name: 'Overnight oats',
        category: 'breakfast',
        servings: 2,
        ingredients: [
          { foodId: oats.id, quantity: 80 },
          { foodId: milk.id, quantity: 200 },
        ],
      });
      const plan = await apiPost(coach, '/api/meal-plans', { name: 'Oat week', duration: 1, meals: [{ mealId: meal.id, day: 1, mealType: 'breakfast' }] });
      await apiPost(coach, `/api/meal-plans/${plan.id}/assign`, { clientId, startDate: '2026-01-05', endDate: '2027-12-31' });
    } finally {
      await coachContext.close();
    }
    const logged = async () =>
      Number((await querySql<{ count: string }>('select count(*) from food_log where client_id = $1 and plan_meal_id is not null', [clientId]))[0]!.count);

    await page.goto('/client/nutrition');
    const planned = page.getByRole('region', { name: 'Meals from your plan' }).getByRole('listitem', { name: 'Breakfast: Overnight oats' });
    await expect(planned).toContainText('197 kcal');
    await expect(page.getByTestId('progress-calories')).toContainText('0 / 2000 kcal');

    // A double tap: the meal's two foods are logged once, and the totals follow at once.
    await planned.getByRole('button', { name: 'Log meal' }).dblclick();
    await expect(toast(page)).toContainText('Meal logged successfully!');
    const breakfast = page.getByRole('list', { name: 'Breakfast entries' });
    await expect(breakfast).toContainText('Jumbo oats — 40 g');
    await expect(breakfast).toContainText('Oat milk — 100 ml');
    await expect(page.getByTestId('progress-calories')).toContainText('197 / 2000 kcal');
    await expect(planned.getByText('Logged')).toBeVisible();
    await expect(planned.getByRole('button', { name: 'Log meal' })).toHaveCount(0);
    expect(await logged()).toBe(2);

    // The same request sent twice at once (a replay from another tab or the offline outbox): nothing is added.
    const view = (await (await page.request.get('/api/client/meal-plan')).json()) as { todaysMeals: { id: string }[] };
    const replay = { planMealId: view.todaysMeals[0]!.id };
    const answers = await Promise.all([
      apiPost<{ entries: unknown[] }>(page, '/api/client/food-log/planned-meals', replay),
      apiPost<{ entries: unknown[] }>(page, '/api/client/food-log/planned-meals', replay),
    ]);
    expect(answers.map((answer) => answer.entries.length)).toEqual([2, 2]);
    expect(await logged()).toBe(2);

    // Undo takes the meal out of the day.
    await planned.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page)).toContainText('Meal removed from your log');
    await expect(page.getByTestId('progress-calories')).toContainText('0 / 2000 kcal');
    await expect(page.getByRole('list', { name: 'Breakfast entries' })).toHaveCount(0);
    expect(await logged()).toBe(0);

    // Offline, the tap waits on the device and is sent once the connection returns.
    await context.setOffline(true);
    await planned.getByRole('button', { name: 'Log meal' }).click();
    await expect(toast(page)).toContainText('Saved offline');
    await expect(planned.getByText('Saved offline, waiting to send')).toBeVisible();
    expect(await logged()).toBe(0);
    await context.setOffline(false);
    await expect(planned.getByText('Logged')).toBeVisible();
    await expect(page.getByTestId('progress-calories')).toContainText('197 / 2000 kcal');
    expect(await logged()).toBe(2);
  });

  test('a coach generates a shopping list and assigns a recipe pack; the client ticks an item off and completes the pack', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    try {
      const { clientRecordId } = await signInAsLinkedClient(page, coach);
      const oats = await apiPost(coach, '/api/foods', { name: 'Bulk oats', servingSize: 100, calories: 379, category: 'grains', price: 0.4 });
      const meal = await apiPost(coach, '/api/meals', { name: 'Oat bowl', category: 'breakfast', ingredients: [{ foodId: oats.id, quantity: 80 }] });
      const plan = await apiPost(coach, '/api/meal-plans', { name: 'Oat week', duration: 1, meals: [{ mealId: meal.id, day: 1, mealType: 'breakfast' }] });
      await apiPost(coach, `/api/meal-plans/${plan.id}/assign`, { clientId: clientRecordId, startDate: '2026-01-05', endDate: '2027-12-31' });
      const pack = await apiPost(coach, '/api/recipe-packs', {
        name: 'Breakfast basics',
        theme: 'Quick',
        meals: [{ mealId: meal.id, dayNumber: 1, mealType: 'breakfast' }],
      });
      await apiPost(coach, `/api/recipe-packs/${pack.id}/assign`, { clientId: clientRecordId });

      // The coach generates this week's list from the client's Nutrition tab: 7 × 80 g of oats at 0.40 per 100 g.
      await coach.goto(`/client-profile/${clientRecordId}`);
      await coach.getByRole('tab', { name: 'Nutrition' }).click();
      await coach.getByRole('button', { name: 'Generate Shopping List' }).click();
      await expect(coach.getByTestId('shopping-list')).toContainText('Bulk oats 560 g');
      await expect(coach.getByTestId('shopping-list')).toContainText('about $2.24');
      await expect(coach.getByRole('region', { name: 'Client recipe packs' })).toContainText('Breakfast basics · assigned · 0%');
    } finally {
      await coachContext.close();
    }

    await page.goto('/client/nutrition');
    const list = page.getByRole('region', { name: 'Shopping list' });
    await list.getByRole('checkbox', { name: /Bulk oats — 560 g/ }).click();
    await expect(list.getByRole('checkbox', { name: /Bulk oats — 560 g/ })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Shopping list' }).getByRole('checkbox', { name: /Bulk oats/ })).toBeChecked();
    const pack = page.getByTestId('recipe-pack').filter({ hasText: 'Breakfast basics' });
    await pack.getByRole('button', { name: 'Mark 25% More' }).click();
    await expect(pack).toContainText('In progress · 25%');
    await pack.getByRole('button', { name: 'Mark Completed' }).click();
    await expect(pack).toContainText('Completed · 100%');
  });
});
