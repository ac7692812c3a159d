import { expect, test, type Page } from '@playwright/test';
import { apiPost, loginViaApi, signUpAndStore, storeSession, toast, uniqueEmail } from './support';

async function newClient(page: Page) {
  await signUpAndStore(page, 'business');
  return (await apiPost(page, '/api/clients', { firstName: 'Rosa', lastName: 'Diaz', email: uniqueEmail('rosa'), fitnessGoal: 'general_fitness' })) as {
    id: string;
    email: string;
  };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test.describe('client profile', () => {
  test('header, six tabs, honest overview, the empty nutrition tab and placeholder tabs for a new client', async ({ page }) => {
    const client = await newClient(page);
    await page.goto(`/client-profile/${client.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Client Profile' })).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText('Rosa Diaz');
    await expect(page.getByText(client.email)).toBeVisible();
    await expect(page.getByTestId('profile-status')).toHaveText('Active');
    await expect(page.getByRole('tab')).toHaveText(['Overview', 'Health Info', 'Measurements', 'Nutrition', 'Workouts', 'Wellness']);

    for (const id of ['overview-weight', 'overview-body-fat', 'overview-fitness-level', 'overview-sleep']) {
      await expect(page.getByTestId(id)).toContainText('—');
    }
    await expect(page.getByTestId('overview-weight')).toContainText('Current Weight');
    await expect(page.getByTestId('overview-sleep')).toContainText('Sleep Quality');
    await expect(page.getByText('No recent activity to display')).toBeVisible();

    await tab(page, 'Nutrition').click();
    await expect(page.getByRole('tabpanel')).toContainText('No meal plan applies today. Assign one from Nutrition Plans.');
    await expect(page.getByRole('tabpanel')).toContainText('No macro goals yet.');
    await tab(page, 'Workouts').click();
    await expect(page.getByRole('tabpanel')).toContainText('No workouts assigned to Rosa Diaz yet.');
    await tab(page, 'Wellness').click();
    await expect(page.getByRole('tabpanel')).toContainText('No wellness check-ins yet');
  });

  test('health info validates the workout frequency, saves and reloads', async ({ page }) => {
    const client = await newClient(page);
    await page.goto(`/client-profile/${client.id}`);
    await tab(page, 'Health Info').click();
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Medical Conditions').fill('Asthma,  Knee surgery ,');
    await panel.getByLabel('Allergies').fill('Peanuts');
    await panel.getByLabel('Fitness Experience').click();
    await page.getByRole('option', { name: 'Intermediate' }).click();
    await panel.getByLabel('Activity Level').click();
    await page.getByRole('option', { name: 'Moderately Active' }).click();
    await panel.getByLabel('Workout Frequency (per week)').fill('8');
    await panel.getByLabel('Contact Name').fill('Luis Diaz');
    await panel.getByLabel('Relationship').fill('Brother');
    await panel.getByLabel('Contact Phone').fill('+1 555 0199');
    await panel.getByRole('button', { name: 'Save Health Info' }).click();
    await expect(panel.getByText('Workout frequency must be between 0 and 7')).toBeVisible();

    await panel.getByLabel('Workout Frequency (per week)').fill('4');
    await panel.getByRole('button', { name: 'Save Health Info' }).click();
    await expect(toast(page)).toContainText('Health profile updated successfully!');
    const saved = await (await page.request.get(`/api/clients/${client.id}/health-profile`)).json();
    expect(saved).toMatchObject({
      medicalConditions: ['Asthma', 'Knee surgery'],
      allergies: ['Peanuts'],
      fitnessExperience: 'intermediate',
      activityLevel: 'moderately_active',
      workoutFrequency: 4,
      emergencyContact: { name: 'Luis Diaz', relationship: 'Brother', phone: '+1 555 0199' },
    });

    await page.reload();
    await expect(page.getByTestId('overview-fitness-level')).toContainText('Intermediate');
    await tab(page, 'Health Info').click();
    await expect(page.getByLabel('Medical Conditions')).toHaveValue('Asthma, Knee surgery');
    await expect(page.getByLabel('Workout Frequency (per week)')).toHaveValue('4');

    await page.route('**/api/clients/*/health-profile', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Save Health Info' }).click();
    await expect(toast(page)).toContainText('Error updating health profile');
  });

  test('records measurements as text, shows the last five and charts weight and body fat', async ({ page }) => {
    const client = await newClient(page);
    for (const [weight, bodyFat] of [
      ['190', '24'],
      ['188.5', '23.1'],
      ['187', '22.6'],
      ['186.2', '22'],
      ['185', '21.4'],
    ]) {
      await apiPost(page, `/api/clients/${client.id}/measurements`, { weight, bodyFat });
    }
    await page.goto(`/client-profile/${client.id}`);
    await tab(page, 'Measurements').click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByLabel('Weight (lbs)')).toHaveAttribute('step', '0.1');

    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/measurements'));
    await panel.getByLabel('Weight (lbs)').fill('182.4');
    await panel.getByLabel('Body Fat (%)').fill('18.5');
    await panel.getByLabel('Waist (inches)').fill('32.5');
    await panel.getByLabel('Notes').fill('Morning weigh-in');
    await panel.getByRole('button', { name: 'Record Measurements' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ weight: '182.4', bodyFat: '18.5', waist: '32.5', notes: 'Morning weigh-in', chest: null });
    await expect(toast(page)).toContainText('Measurements recorded successfully!');
    await expect(panel.getByLabel('Weight (lbs)')).toHaveValue('');

    const history = page.getByTestId('measurement-history');
    await expect(history.locator('tbody tr')).toHaveCount(5);
    await expect(history.locator('tbody tr').first()).toContainText('182.4');
    await expect(history.locator('tbody tr').first()).toContainText('Morning weigh-in');
    await expect(history).not.toContainText('190');

    const chart = page.getByRole('img', { name: /Weight and body fat over time/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/Weight from 190 lbs on .* to 182\.4 lbs on /);
    await expect(chart).toHaveAccessibleDescription(/Body fat from 24 % on .* to 18\.5 % on /);
    await expect(chart.locator('.MuiLineChart-line')).toHaveCount(2);
    await expect(chart.locator('.MuiLineChart-mark')).toHaveCount(12);

    await tab(page, 'Overview').click();
    await expect(page.getByTestId('overview-weight')).toContainText('182.4 lbs');
    await expect(page.getByTestId('overview-body-fat')).toContainText('18.5%');
    await expect(page.getByTestId('profile-activity')).toContainText('Recorded measurements: 182.4 lbs, 18.5% body fat');
  });

  test('a saved measurement refetches only that client’s measurements and record (cache tags carry the client id)', async ({ page }) => {
    const client = await newClient(page);
    await page.goto(`/client-profile/${client.id}`);
    await expect(page.getByTestId('overview-weight')).toBeVisible();
    await tab(page, 'Measurements').click();
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Weight (lbs)').fill('170');

    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname.replace(client.id, ':id'));
    });
    await panel.getByRole('button', { name: 'Record Measurements' }).click();
    await expect(toast(page)).toContainText('Measurements recorded successfully!');
    await expect(page.getByTestId('measurement-history').locator('tbody tr')).toHaveCount(1);
    await expect.poll(() => reads).toEqual(expect.arrayContaining(['/api/clients/:id/measurements', '/api/clients/:id']));
    // The same page also shows the client's wellness, health profile and goals: none of them changed.
    await page.waitForTimeout(500);
    expect(reads).not.toContain('/api/clients/:id/wellness');
    expect(reads).not.toContain('/api/clients/:id/health-profile');
    expect(reads).not.toContain('/api/clients/:id/goals');
  });

  test('the demo coach sees Sam Taylor’s wellness and goal in the profile', async ({ page }) => {
    const user = await loginViaApi(page, 'coach@fitstudio.example', 'demo1234');
    await storeSession(page, user, { wizardDone: true });
    const clients = (await (await page.request.get('/api/clients?search=Sam%20Taylor')).json()) as Array<{ id: string }>;
    expect(clients.length).toBeGreaterThan(0);
    const wellness = (await (await page.request.get(`/api/clients/${clients[0].id}/wellness`)).json()) as Array<{ sleepQuality: number | null }>;
    await page.goto(`/client-profile/${clients[0].id}`);
    await expect(page.getByTestId('profile-name')).toHaveText('Sam Taylor');
    await expect(page.getByTestId('overview-sleep')).toContainText(`${wellness[0].sleepQuality}/10`);
    await expect(page.getByTestId('profile-activity')).toContainText('Goal set: Reach 175 lbs');
    await tab(page, 'Wellness').click();
    await expect(page.getByRole('table', { name: 'Wellness check-ins' }).locator('tbody tr')).toHaveCount(wellness.length);
  });

  test('an unknown client shows an error under the page title', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/client-profile/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Profile' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Client not found');
  });
});
