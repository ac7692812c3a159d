import { expect, test, type Page } from '@playwright/test';
import { signInAsLinkedClient } from './nutrition-support';
import { apiPost, apiSend, expectNoSeriousA11yViolations, loginViaApi, querySql, runSql, settledAnimations, toast } from './support';

/** A real 1x1 PNG (the server decodes and re-encodes every photo). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A linked client with a coach; the coach's page closes once the setup is done. */
async function linkedClient(page: Page, browser: import('@playwright/test').Browser, setup?: (coach: Page, clientRecordId: string) => Promise<void>) {
  const coachContext = await browser.newContext();
  try {
    const coach = await coachContext.newPage();
    const { clientRecordId } = await signInAsLinkedClient(page, coach);
    await setup?.(coach, clientRecordId);
    return clientRecordId;
  } finally {
    await coachContext.close();
  }
}

/** The controls a finger must hit on a phone: each at least 44 × 44 px (a text field: its whole box). */
async function controlsUnder44px(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], a.MuiButtonBase-root, input:not([type="hidden"]), textarea, select';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !element.closest('[aria-hidden="true"]') && element.getAttribute('tabindex') !== '-1' && !element.matches(':disabled'))
      .map((element) => {
        const target = element.matches('input, textarea') ? (element.closest<HTMLElement>('.MuiInputBase-root, .MuiButtonBase-root') ?? element) : element;
        const box = target.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.getAttribute('name') ?? '';
        return {
          box,
          visible: box.width > 0 && box.height > 0 && getComputedStyle(target).visibility !== 'hidden',
          what: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
        };
      })
      .filter(({ box, visible }) => visible && (box.width < 44 || box.height < 44))
      .map(({ box, what }) => `${what} ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
}

/** A page of the client's day on a 375 px phone: no horizontal scroll, touch targets of 44 px, no serious axe finding. */
async function expectComfortableOnAPhone(page: Page, where: string) {
  await settledAnimations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(375);
  expect(await controlsUnder44px(page), where).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

test.describe('client portal', () => {
  test('the dashboard shows its nine cards from real data, and the menu the real client with no package', async ({ page, browser }) => {
    await linkedClient(page, browser, async (coach, clientId) => {
      await apiPost(coach, '/api/goals', { clientId, title: 'Run 5 km', category: 'fitness', currentValue: '1', targetValue: '5', unit: 'km' });
      await apiPost(coach, '/api/goals', { clientId, title: 'Drink water', category: 'lifestyle' });
    });

    await page.goto('/client');
    await expect(page.getByTestId('stat-active-goals')).toContainText('2');
    await expect(page.getByTestId('stat-workouts-week')).toContainText('0 / 0');
    await expect(page.getByTestId('stat-workouts-week')).toContainText('none planned this week');
    await expect(page.getByTestId('stat-next-meeting')).toContainText('nothing scheduled');
    await expect(page.getByTestId('stat-communities')).toContainText('0');
    for (const card of ["Today's Workout", 'Your Goals', 'Next Meeting', "Today's Nutrition", 'Your Communities'])
      await expect(page.getByRole('region', { name: card }).last()).toBeVisible();
    await expect(page.getByTestId('next-meeting-card')).toContainText('No upcoming meetings');
    await expect(page.getByRole('region', { name: 'Your Goals' }).getByRole('article')).toHaveCount(2);

    const membership = page.getByTestId('client-membership');
    await expect(membership).toContainText('Casey Member');
    await expect(membership).toContainText('Coached by Casey Fitness');
    await expect(membership.getByTestId('client-package')).toHaveText('No coaching package');
    await expect(page.getByText('Premium Package')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the client uploads front, side and back photos, sees them by day and compares two days with the slider', async ({ page, browser }) => {
    const clientId = await linkedClient(page, browser);

    await page.goto('/client/progress');
    await page.getByLabel('Front photo').setInputFiles(photo('front.png'));
    await page.getByLabel('Side photo').setInputFiles(photo('side.png'));
    await page.getByLabel('Back photo').setInputFiles(photo('back.png'));
    await page.getByLabel('Weight (lbs)').fill('190');
    await page.getByLabel('Body Fat (%)').fill('24.5');
    await page.getByLabel('Notes').fill('Day one');
    await page.getByRole('button', { name: 'Upload Photos' }).click();
    await expect(page.getByText('3 progress photos uploaded')).toBeVisible();
    await expect(page.getByTestId('photo-day')).toHaveCount(1);
    await expect(page.getByTestId('photo-day').getByRole('img')).toHaveCount(3);
    await expect(page.getByTestId('photo-day')).toContainText('190 lbs · 24.5% body fat · Day one');

    // Those were a month ago; today brings a new front photo.
    await runSql(`update progress_photos set created_at = now() - interval '30 days' where client_id = $1`, [clientId]);
    await page.reload();
    await page.getByLabel('Front photo').setInputFiles(photo('front-now.png'));
    await page.getByLabel('Weight (lbs)').fill('182');
    await page.getByRole('button', { name: 'Upload Photos' }).click();
    await expect(page.getByText('Progress photo uploaded')).toBeVisible();
    await expect(page.getByTestId('photo-day')).toHaveCount(2);

    const compare = page.getByRole('region', { name: 'Compare' });
    await expect(compare.getByRole('img', { name: /^Before: Front photo/ })).toBeVisible();
    await expect(compare.getByRole('img', { name: /^After: Front photo/ })).toBeVisible();
    // The images are served (decoded by the browser) to their client: visible comes before decoded, so wait for both.
    await expect.poll(() => compare.getByRole('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))).toEqual([1, 1]);
    await expect(page.getByTestId('compare-after')).toHaveCSS('clip-path', 'inset(0px 0px 0px 50%)');
    const slider = compare.getByRole('slider', { name: 'Before and after divider' });
    await slider.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('compare-after')).toHaveCSS('clip-path', 'inset(0px 0px 0px 60%)');
    // A pose the later day does not have is said so.
    await compare.getByRole('button', { name: 'Side' }).click();
    await expect(compare.getByText(/^No side photo on/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the client logs a measurement and sees it charted over time', async ({ page, browser }) => {
    await linkedClient(page, browser);
    await page.goto('/client/measurements');
    await expect(page.getByText('No weight logged yet.')).toBeVisible();

    await page.getByRole('spinbutton', { name: 'Weight (lbs)' }).fill('185.5');
    await page.getByRole('spinbutton', { name: 'Waist (inches)' }).fill('34');
    await page.getByRole('spinbutton', { name: 'Neck (inches)' }).fill('15.5');
    await page.getByRole('button', { name: 'Record Measurements' }).click();
    await expect(page.getByText('Measurements recorded successfully!')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Weight (lbs)' }).fill('183');
    await page.getByRole('button', { name: 'Record Measurements' }).click();

    const chart = page.getByTestId('measurement-chart');
    await expect(chart).toContainText('Weight (lbs): 2 entries, latest 183');
    // The line chart draws both values on its axis.
    await expect(chart.locator('svg text', { hasText: '185.5' })).toBeVisible();
    await expect(chart.locator('svg text', { hasText: /^183(\.0)?$/ })).toBeVisible();
    await expect(page.getByTestId('measurement-history').locator('tbody tr')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Measurement' }).click();
    await page.getByRole('option', { name: 'Neck (inches)' }).click();
    await expect(chart).toContainText('Neck (inches): 1 entry, latest 15.5');

    const rows = await page.request.get(`/api/client/measurements`);
    expect(((await rows.json()) as unknown[]).length).toBe(2);
    await expectNoSeriousA11yViolations(page);
  });

  test('the client updates a goal’s current value and their coach reads it at once', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    try {
      const coach = await coachContext.newPage();
      const { clientRecordId } = await signInAsLinkedClient(page, coach);
      await apiPost(coach, '/api/goals', {
        clientId: clientRecordId,
        title: 'Run 10 km',
        category: 'fitness',
        currentValue: '2',
        targetValue: '10',
        unit: 'km',
      });

      await page.goto('/client/goals');
      const goal = page.getByRole('region', { name: 'Active Goals' }).getByRole('article', { name: 'Run 10 km' });
      await goal.getByRole('button', { name: 'Update progress of Run 10 km' }).click();
      await page.getByLabel('Current Value (km)').fill('6');
      await page.getByRole('button', { name: 'Save Progress' }).click();
      await expect(page.getByText('Progress updated successfully!')).toBeVisible();
      await expect(goal.getByTestId('goal-progress')).toHaveText('50%');

      const seen = (await (await coach.request.get(`/api/clients/${clientRecordId}/goals`)).json()) as Array<{ title: string; currentValue: number }>;
      expect(seen.find((entry) => entry.title === 'Run 10 km')?.currentValue).toBe(6);
    } finally {
      await coachContext.close();
    }
  });

  test('a client who reads metric types and reads kg and cm, while the coach reads the same figures in pounds and inches', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    try {
      const coach = await coachContext.newPage();
      const { clientRecordId } = await signInAsLinkedClient(page, coach);
      const me = (await (await page.request.get('/api/auth/me')).json()) as { firstName: string; lastName: string; email: string };
      await apiSend(page, 'put', '/api/user/profile', { firstName: me.firstName, lastName: me.lastName, email: me.email, units: 'metric' });

      await page.goto('/client/measurements');
      await expect(page.getByRole('spinbutton', { name: 'Weight (lbs)' })).toHaveCount(0);
      await page.getByRole('spinbutton', { name: 'Weight (kg)' }).fill('80');
      await page.getByRole('spinbutton', { name: 'Waist (cm)' }).fill('90');
      await page.getByRole('button', { name: 'Record Measurements' }).click();
      await expect(page.getByText('Measurements recorded successfully!')).toBeVisible();
      await expect(page.getByTestId('measurement-chart')).toContainText('Weight (kg): 1 entry, latest 80');
      const history = page.getByTestId('measurement-history');
      await expect(history.getByRole('columnheader', { name: 'Waist (cm)' })).toBeVisible();
      await expect(history.locator('tbody tr').first()).toContainText('90');
      // Stored in pounds and inches, as every other screen and the API read them.
      const [stored] = (await (await page.request.get('/api/client/measurements')).json()) as Array<{ weight: number; waist: number }>;
      expect(stored).toMatchObject({ weight: 176.37, waist: 35.43 });

      await coach.goto(`/client-profile/${clientRecordId}`);
      await coach.getByRole('tab', { name: 'Measurements' }).click();
      await expect(coach.getByTestId('measurement-history').locator('tbody tr').first()).toContainText('176.37');
    } finally {
      await coachContext.close();
    }
  });

  test('the client edits their details and units, and changes their password, which signs out their other sessions', async ({ page, browser }) => {
    await linkedClient(page, browser);
    const email = ((await (await page.request.get('/api/auth/me')).json()) as { email: string }).email;
    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      await loginViaApi(other, email, 'secret123');

      await page.goto('/client/profile');
      await page.getByLabel('First Name').fill('Robin');
      await page.getByLabel('Phone').fill('+1 555 0199');
      await page.getByRole('combobox', { name: 'Units' }).click();
      await page.getByRole('option', { name: 'Metric (kg, cm)' }).click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Your profile has been updated successfully.')).toBeVisible();
      const me = (await (await page.request.get('/api/auth/me')).json()) as { firstName: string; phone: string; units: string };
      expect(me).toMatchObject({ firstName: 'Robin', phone: '+1 555 0199', units: 'metric' });

      await page.getByLabel('Current Password').fill('wrong-one');
      await page.getByLabel('New Password', { exact: true }).fill('fresh-pass-1');
      await page.getByLabel('Confirm New Password').fill('fresh-pass-1');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
      expect((await other.request.get('/api/auth/me')).status()).toBe(200);

      await page.getByLabel('Current Password').fill('secret123');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
      expect((await other.request.get('/api/auth/me')).status()).toBe(401);
      expect((await page.request.get('/api/auth/me')).status()).toBe(200);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await otherContext.close();
    }
  });

  test('the coach’s client profile shows the rows and photos the client logged in the portal', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    try {
      const coach = await coachContext.newPage();
      const { clientRecordId } = await signInAsLinkedClient(page, coach);
      await apiPost(page, '/api/client/measurements', { weight: '181', neck: '15.5', calves: '14' });
      // A multipart upload, with the CSRF header a cookie session's writes carry.
      const csrf = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')!.value);
      const uploaded = await page.request.post('/api/client/progress', {
        multipart: { pose: 'front', weight: '181', file: photo('front.png') },
        headers: { 'X-CSRF-Token': csrf },
      });
      expect(uploaded.status()).toBe(201);

      await coach.goto(`/client-profile/${clientRecordId}`);
      await coach.getByRole('tab', { name: 'Measurements' }).click();
      const row = coach.getByTestId('measurement-history').locator('tbody tr').first();
      await expect(row).toContainText('181');
      await expect(row).toContainText('15.5');
      await expect(row).toContainText('14');
      const photos = coach.getByTestId('client-progress-photos');
      await expect(photos.getByRole('img', { name: /^Front photo/ })).toBeVisible();
      // Visible before its bytes arrive: wait for the image to load, then check it is the 1 px sample.
      await expect
        .poll(() =>
          photos
            .getByRole('img')
            .first()
            .evaluate((image) => (image as HTMLImageElement).naturalWidth),
        )
        .toBe(1);
    } finally {
      await coachContext.close();
    }
  });

  test("a client's whole day on a 375 px phone: dashboard, a workout logged, food logged, a message to the coach", async ({ page, browser }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 812 });
    await linkedClient(page, browser, async (coach, id) => {
      const [pushUp] = await querySql<{ id: string }>(`select id from exercises where coach_id is null and name = 'Push-Up'`, []);
      const workout = await apiPost(coach, '/api/workouts', {
        name: 'Phone Push-Ups',
        category: 'strength',
        duration: 20,
        exercises: [{ exerciseId: pushUp!.id, sets: 2, reps: '10' }],
      });
      await apiPost(coach, `/api/workouts/${workout.id}/assign`, { clientIds: [id], dates: [new Date().toISOString().slice(0, 10)] });
      const oats = await apiPost(coach, '/api/foods', { name: 'Phone oats', servingSize: 100, calories: 380, protein: 13, carbs: 68, fat: 7 });
      const meal = await apiPost(coach, '/api/meals', {
        name: 'Phone porridge',
        category: 'breakfast',
        servings: 1,
        ingredients: [{ foodId: oats.id, quantity: 80 }],
      });
      const plan = await apiPost(coach, '/api/meal-plans', {
        name: 'Phone week',
        duration: 7,
        meals: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ mealId: meal.id, day, mealType: 'breakfast' })),
      });
      await apiPost(coach, `/api/meal-plans/${plan.id}/assign`, { clientId: id, startDate: '2026-01-05', endDate: '2027-12-31' });
    });

    await page.goto('/client');
    await expect(page.getByRole('region', { name: "Today's Workout" })).toContainText('Phone Push-Ups');
    await expectComfortableOnAPhone(page, '/client');

    await page.goto('/client/workouts');
    const planned = page.getByRole('article', { name: 'Phone Push-Ups, Today' });
    await expect(planned).toBeVisible();
    await expectComfortableOnAPhone(page, '/client/workouts');
    await planned.getByRole('button', { name: 'Log Workout' }).click();
    const log = page.getByRole('dialog', { name: 'Log Phone Push-Ups' });
    await expect(log.getByLabel('Push-Up set 1 reps')).toHaveValue('10');
    await expectComfortableOnAPhone(page, 'the workout log');
    await log.getByRole('button', { name: 'Log Workout' }).click();
    await expect(toast(page)).toContainText('Workout logged. Great job!');

    await page.goto('/client/nutrition');
    const meal = page.getByRole('region', { name: 'Meals from your plan' }).getByRole('listitem', { name: 'Breakfast: Phone porridge' });
    await expect(meal).toBeVisible();
    await expectComfortableOnAPhone(page, '/client/nutrition');
    await meal.getByRole('button', { name: 'Log meal' }).click();
    await expect(toast(page)).toContainText('Meal logged successfully!');

    await page.goto('/client/messages');
    const composer = page.getByLabel('Message', { exact: true });
    await expect(composer).toBeVisible();
    await expectComfortableOnAPhone(page, '/client/messages');
    await composer.fill('Done for today!');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('message')).toContainText('Done for today!');
    await expectComfortableOnAPhone(page, '/client/messages with a message');
  });

  test('the new portal pages fit a 375 px phone without horizontal scrolling', async ({ page, browser }) => {
    await linkedClient(page, browser);
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/client', '/client/goals', '/client/progress', '/client/measurements', '/client/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });
});
