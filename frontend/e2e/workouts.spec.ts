import { expect, test } from '@playwright/test';
import { apiPost, expectNoSeriousA11yViolations, linkClientAccount, makeStaff, registerAccount, runSql, signUpAndStore, storeSession, toast } from './support';

test.describe('workouts', () => {
  test('a coach builds a workout with a superset, reorders it, assigns it; the client logs it; the dashboard counts it', async ({ page, browser }) => {
    // Two browsers and a dozen screens: more than the default budget on a busy machine.
    test.slow();
    await signUpAndStore(page, 'business');
    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const person = await fresh.newPage();
    try {
      const account = await registerAccount(person, 'client', 'Ana');
      const client = (await apiPost(page, '/api/clients', { firstName: 'Ana', lastName: 'Lopez', email: account.email })) as { id: string };
      await linkClientAccount(account.email);

      await page.goto('/workouts');
      await expect(page.getByRole('heading', { level: 1, name: 'Workouts' })).toBeVisible();
      await expect(page.getByText('No workouts yet')).toBeVisible();
      const categories = page.getByTestId('exercise-category');
      await expect(categories).toHaveCount(4);
      await expect(categories.first()).toContainText('Strength');
      await expect(categories.first().getByTestId('exercise-count')).toHaveText(/^[1-9]\d* exercises$/);

      await page.getByRole('button', { name: 'Create New Workout' }).click();
      const builder = page.getByRole('dialog', { name: 'Create New Workout' });
      await builder.getByRole('button', { name: 'Create Workout' }).click();
      await expect(builder.getByText('Workout name is required')).toBeVisible();

      await builder.getByLabel('Workout Name').fill('Push Pull Supersets');
      await builder.getByLabel('Description').fill('Squat first, then push and pull back to back');
      await builder.getByLabel('Category').click();
      await page.getByRole('option', { name: 'Strength' }).click();
      await builder.getByLabel('Duration (minutes)').fill('40');
      for (const name of ['Push-Up', 'Inverted Row', 'Goblet Squat']) {
        await builder.getByLabel('Add exercise').fill(name);
        await page.getByRole('option', { name, exact: true }).click();
      }
      const rows = builder.getByTestId('builder-row');
      await expect(rows).toHaveCount(3);

      // Keyboard drag and drop: Space picks the handle up, arrows move it, Space drops it.
      const handle = builder.getByRole('button', { name: 'Drag to reorder Goblet Squat' });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText('Goblet Squat moved to position 2 of 3.')).toBeAttached();
      await page.keyboard.press('Space');
      await expect(rows.nth(1)).toHaveAttribute('aria-label', '2. Goblet Squat');
      // And the move buttons.
      await builder.getByRole('button', { name: 'Move Goblet Squat up' }).click();
      await expect(rows.nth(0)).toHaveAttribute('aria-label', '1. Goblet Squat');
      await rows.nth(2).getByLabel('Superset with the exercise above').check();
      await expect(rows.nth(1)).toContainText('Superset A');
      await expect(rows.nth(2)).toContainText('Superset A');
      await builder.getByLabel('Reps (or 30s) for Goblet Squat').fill('8-12');
      await builder.getByLabel('Weight (lbs) for Goblet Squat').fill('40');

      const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/workouts'));
      await builder.getByRole('button', { name: 'Create Workout' }).click();
      const body = (await posted).postDataJSON() as { exercises: { orderIndex: number; reps: string; weight: number | null; supersetGroup: number | null }[] };
      expect(body.exercises.map((e) => [e.orderIndex, e.reps, e.weight, e.supersetGroup])).toEqual([
        [0, '8-12', 40, null],
        [1, '10', null, 1],
        [2, '10', null, 1],
      ]);
      await expect(toast(page)).toContainText('Workout created successfully!');
      const card = page.getByRole('article', { name: 'Push Pull Supersets' });
      await expect(card).toContainText('Strength');
      await expect(card).toContainText('40 min');
      await expect(card).toContainText('3 exercises · 1 superset');

      await page.getByLabel('Search workouts').fill('nothing like this');
      await expect(page.getByText('No workouts found')).toBeVisible();
      await page.getByLabel('Search workouts').fill('push pull');
      await expect(card).toBeVisible();

      await card.getByRole('button', { name: 'Assign' }).click();
      const assign = page.getByRole('dialog', { name: 'Assign Push Pull Supersets' });
      await assign.getByLabel('Clients').fill('Ana');
      await page.getByRole('option', { name: 'Ana Lopez' }).click();
      await assign.getByRole('button', { name: 'Assign Workout' }).click();
      await expect(toast(page)).toContainText('Workout assigned successfully!');

      await storeSession(person, account.user, { wizardDone: true });
      await person.goto('/client');
      await expect(person.getByRole('region', { name: "Today's Workout" })).toContainText('Push Pull Supersets');
      await person.goto('/client/workouts');
      const planned = person.getByRole('article', { name: 'Push Pull Supersets, Today' });
      await expect(planned).toContainText('Inverted Row (superset A)');
      await planned.getByRole('button', { name: 'Log Workout' }).click();
      const log = person.getByRole('dialog', { name: 'Log Push Pull Supersets' });
      await expect(log.getByLabel('Push-Up set 1 reps')).toHaveValue('10');
      await log.getByLabel('Goblet Squat set 1 reps').fill('12');
      await log.getByLabel('Goblet Squat set 2 reps').fill('10');
      await log.getByLabel('Goblet Squat set 3 reps').fill('8');
      await log.getByLabel('Goblet Squat set 3 weight').fill('45');
      await log.getByLabel('Difficulty (1–10)').click();
      await person.getByRole('option', { name: '8', exact: true }).click();
      await log.getByLabel('Notes').fill('Felt strong');
      await log.getByRole('button', { name: 'Log Workout' }).click();
      await expect(toast(person)).toContainText('Workout logged. Great job!');
      await expect(person.getByRole('region', { name: 'Done recently' }).getByRole('article', { name: /Push Pull Supersets/ })).toContainText('Completed');

      await page.goto('/dashboard');
      await expect(page.getByTestId('stat-workouts-value')).toHaveText('1');
      await expect(page.getByText('Completed workout: Push Pull Supersets')).toBeVisible();
      await expect(page.getByTestId('workout-category-card')).toHaveCount(4);

      await page.goto(`/client-profile/${client.id}`);
      await page.getByRole('tab', { name: 'Workouts' }).click();
      const history = page.getByRole('list', { name: 'Workout history' });
      await expect(history).toContainText('Push Pull Supersets');
      await expect(history).toContainText('Goblet Squat: 12 × 40 lbs, 10 × 40 lbs, 8 × 45 lbs');
      await expect(page.getByTestId('exercise-progress')).toBeVisible();
    } finally {
      await fresh.close();
    }
  });

  test('a coach creates a habit and assigns it; the client checks it off and sees the streak', async ({ page, browser }) => {
    await signUpAndStore(page, 'business');
    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const person = await fresh.newPage();
    try {
      const account = await registerAccount(person, 'client', 'Ben');
      await apiPost(page, '/api/clients', { firstName: 'Ben', lastName: 'Okafor', email: account.email });
      await linkClientAccount(account.email);

      await page.goto('/workouts');
      await page.getByRole('button', { name: 'New Habit' }).click();
      const form = page.getByRole('dialog', { name: 'New Habit' });
      await form.getByRole('button', { name: 'Create Habit' }).click();
      await expect(form.getByText('Habit name is required')).toBeVisible();
      await expect(form.getByText('Category is required')).toBeVisible();
      await form.getByLabel('Habit Name').fill('Evening walk');
      await form.getByLabel('Category').click();
      await page.getByRole('option', { name: 'Fitness' }).click();
      await form.getByRole('button', { name: 'Create Habit' }).click();
      await expect(toast(page)).toContainText('Habit created successfully!');
      await page.getByRole('button', { name: 'Assign Evening walk' }).click();
      const assign = page.getByRole('dialog', { name: 'Assign Evening walk' });
      await assign.getByLabel('Clients').fill('Ben');
      await page.getByRole('option', { name: 'Ben Okafor' }).click();
      await assign.getByLabel('Daily reminder (optional)').fill('07:30');
      await assign.getByRole('button', { name: 'Assign Habit' }).click();
      await expect(toast(page)).toContainText('Habit assigned successfully!');

      await storeSession(person, account.user, { wizardDone: true });
      await person.goto('/client/workouts');
      const habit = person.getByTestId('habit');
      await expect(habit.getByTestId('habit-streak')).toHaveText('Streak 0 days · best 0 days · 0 done');
      await habit.getByRole('checkbox', { name: 'Evening walk' }).click();
      await expect(habit.getByRole('checkbox', { name: 'Evening walk' })).toBeChecked();
      await expect(habit.getByTestId('habit-streak')).toHaveText('Streak 1 day · best 1 day · 1 done');

      // The coach's reminder time, which the client moves to the evening and then turns off.
      await habit.getByRole('button', { name: 'Reminder for Evening walk at 07:30' }).click();
      const reminder = person.getByRole('dialog', { name: 'Reminder: Evening walk' });
      await expect(reminder.getByLabel('Remind me at')).toHaveValue('07:30');
      await expect(reminder).toContainText('in your time zone (UTC, set in your profile)');
      await reminder.getByLabel('Remind me at').fill('21:15');
      await reminder.getByRole('button', { name: 'Save Reminder' }).click();
      await expect(toast(person)).toContainText("We'll remind you of Evening walk at 21:15.");
      await habit.getByRole('button', { name: 'Reminder for Evening walk at 21:15' }).click();
      await person.getByRole('dialog', { name: 'Reminder: Evening walk' }).getByRole('button', { name: 'Turn off reminder' }).click();
      await expect(toast(person)).toContainText('Reminder for Evening walk turned off.');
      await expect(habit.getByRole('button', { name: 'Set a reminder for Evening walk' })).toHaveText('Remind me');
    } finally {
      await fresh.close();
    }
  });

  test('staff with manage_workouts build workouts at /staff/workouts for their business; staff without it are refused', async ({ page, browser }) => {
    const owner = await signUpAndStore(page, 'business');
    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const staffPage = await fresh.newPage();
    try {
      const trainer = await registerAccount(staffPage, 'client', 'Tess');
      await makeStaff(trainer.email, owner.email, ['manage_workouts']);
      await storeSession(staffPage, { ...trainer.user, role: 'staff' }, { wizardDone: true });
      await staffPage.goto('/staff/workouts');
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Workouts' })).toBeVisible();
      await expect(staffPage.getByTestId('exercise-category')).toHaveCount(4);
      await staffPage.getByRole('button', { name: 'Create New Workout' }).click();
      const builder = staffPage.getByRole('dialog', { name: 'Create New Workout' });
      await builder.getByLabel('Workout Name').fill('Staff Circuit');
      await builder.getByLabel('Add exercise').fill('Burpee');
      await staffPage.getByRole('option', { name: 'Burpee', exact: true }).click();
      await builder.getByRole('button', { name: 'Create Workout' }).click();
      await expect(staffPage.getByRole('article', { name: 'Staff Circuit' })).toBeVisible();

      // The business owner sees it: staff work on the business's workouts.
      await page.goto('/workouts');
      await expect(page.getByRole('article', { name: 'Staff Circuit' })).toBeVisible();

      await runSql(`update business_staff set permissions = '{send_messages}' where staff_id = (select id from users where email = $1)`, [trainer.email]);
      const refused = await staffPage.request.get('/api/workouts');
      expect(refused.status()).toBe(403);
    } finally {
      await fresh.close();
    }
  });

  test('a business sets its time zone in Edit Profile (its days decide when a workout is missed)', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/workouts');
    await page.getByTestId('user-card').click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog.getByLabel('Time Zone')).toHaveValue('UTC');
    await dialog.getByLabel('Time Zone').fill('Auckland');
    await page.getByRole('option', { name: 'Pacific/Auckland' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Your profile has been updated successfully.');
    expect(await (await page.request.get('/api/auth/me')).json()).toMatchObject({ timeZone: 'Pacific/Auckland' });
  });

  test('the Workouts screen and the builder have no serious accessibility violations', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/workouts');
    await expect(page.getByTestId('exercise-category')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create New Workout' }).click();
    const builder = page.getByRole('dialog', { name: 'Create New Workout' });
    await builder.getByLabel('Add exercise').fill('Plank');
    await page.getByRole('option', { name: 'Plank', exact: true }).click();
    await builder.getByLabel('Add exercise').fill('Side Plank');
    await page.getByRole('option', { name: 'Side Plank', exact: true }).click();
    await expect(builder.getByTestId('builder-row')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });
});
