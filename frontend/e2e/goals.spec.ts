import { expect, test, type Page } from '@playwright/test';
import { apiPost, signUpAndStore, toast, uniqueEmail } from './support';

/** The picker searches the server as one types; the first name is enough to find the client. */
async function chooseClient(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Client' }).fill(name.split(' ')[0]);
  await page.getByRole('option', { name }).click();
}

const goalCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('client goals', () => {
  test('prompt and disabled button until a client is chosen; validation; create; progress capped at 100 and achieved', async ({ page }) => {
    await signUpAndStore(page, 'business');
    const client = await apiPost(page, '/api/clients', { firstName: 'Eli', lastName: 'Park', email: uniqueEmail('eli') });
    await page.goto('/goals');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Goals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a client' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Goal' })).toBeDisabled();

    await chooseClient(page, 'Eli Park');
    await expect(page).toHaveURL(`/goals?clientId=${client.id}`);
    await expect(page.getByRole('heading', { name: 'Select a client' })).toBeHidden();
    await expect(page.getByText('No goals yet for this client.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Goal' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add Goal' });
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog.getByText('Goal title is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();

    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/goals'));
    await dialog.getByLabel('Goal Title').fill('Run 10 km');
    await dialog.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Fitness' }).click();
    await dialog.getByLabel('Current Value').fill('2');
    await dialog.getByLabel('Target Value').fill('10');
    await dialog.getByLabel('Unit').fill('km');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    expect((await posted).postDataJSON()).toEqual({
      clientId: client.id,
      title: 'Run 10 km',
      description: null,
      category: 'fitness',
      targetValue: 10,
      currentValue: 2,
      unit: 'km',
      targetDate: null,
    });
    await expect(toast(page)).toContainText('Goal created successfully!');
    await expect(dialog).toBeHidden();

    const card = goalCard(page, 'Run 10 km');
    await expect(card.getByTestId('goal-status')).toHaveText('active');
    // Progress counts from the value when the goal was set (2 km) towards the target.
    await expect(card.getByTestId('goal-progress')).toHaveText('0%');

    await card.getByRole('button', { name: 'Update progress of Run 10 km' }).click();
    const progress = page.getByRole('dialog', { name: 'Update Progress' });
    await expect(progress.getByLabel('Current Value (km)')).toHaveValue('2');
    await progress.getByLabel('Current Value (km)').fill('6');
    await progress.getByRole('button', { name: 'Save Progress' }).click();
    await expect(progress).toBeHidden();
    await expect(card.getByTestId('goal-progress')).toHaveText('50%');
    await expect(card.getByRole('progressbar', { name: 'Progress of Run 10 km' })).toHaveAttribute('aria-valuenow', '50');
    await expect(card.getByTestId('goal-status')).toHaveText('active');

    await card.getByRole('button', { name: 'Update progress of Run 10 km' }).click();
    await progress.getByLabel('Current Value (km)').fill('15');
    await progress.getByRole('button', { name: 'Save Progress' }).click();
    await expect(progress).toBeHidden();
    await expect(card.getByTestId('goal-progress')).toHaveText('100%');
    await expect(card.getByRole('progressbar', { name: 'Progress of Run 10 km' })).toHaveAttribute('aria-valuenow', '100');
    await expect(card.getByTestId('goal-status')).toHaveText('achieved');
    await expect(card).toContainText('15 km of 10 km');
  });

  test('the client picker asks the server as one types, so a client beyond the first page can be chosen', async ({ page }) => {
    await signUpAndStore(page, 'business');
    // The newest clients come first: 25 added after the one we look for push it beyond the first suggestions.
    const wanted = await apiPost(page, '/api/clients', { firstName: 'Zora', lastName: 'Quill', email: uniqueEmail('zora') });
    for (let index = 0; index < 25; index++) {
      await apiPost(page, '/api/clients', { firstName: 'Aaron', lastName: `Able ${String(index).padStart(2, '0')}`, email: uniqueEmail('able') });
    }
    await page.goto('/goals');
    const picker = page.getByRole('combobox', { name: 'Client' });
    await picker.click();
    await expect(page.getByRole('option').first()).toContainText('Aaron Able');
    await expect(page.getByRole('option', { name: /Zora Quill/ })).toHaveCount(0);

    const searched = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/clients' && new URL(request.url()).searchParams.get('search') === 'Zor',
    );
    await picker.fill('Zor');
    await searched;
    await page.getByRole('option', { name: /Zora Quill/ }).click();
    await expect(page).toHaveURL(`/goals?clientId=${wanted.id}`);
    await expect(picker).toHaveValue('Zora Quill');

    // Opening the page at that address shows the chosen client's name, though it is not among the first suggestions.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('Zora Quill');
  });

  test('status menu pauses, cancels and reactivates; delete asks first', async ({ page }) => {
    await signUpAndStore(page, 'business');
    const client = await apiPost(page, '/api/clients', { firstName: 'Ivy', lastName: 'Lane', email: uniqueEmail('ivy') });
    await apiPost(page, '/api/goals', { clientId: client.id, title: 'Drink 3 L water', category: 'lifestyle', targetValue: 3, currentValue: 1, unit: 'L' });
    await page.goto(`/goals?clientId=${client.id}`);
    const card = goalCard(page, 'Drink 3 L water');
    await expect(card.getByTestId('goal-status')).toHaveText('active');

    await card.getByRole('button', { name: 'Change status of Drink 3 L water' }).click();
    await page.getByRole('menuitem', { name: 'Pause' }).click();
    await expect(card.getByTestId('goal-status')).toHaveText('paused');
    await card.getByRole('button', { name: 'Change status of Drink 3 L water' }).click();
    await page.getByRole('menuitem', { name: 'Cancel Goal' }).click();
    await expect(card.getByTestId('goal-status')).toHaveText('cancelled');
    await card.getByRole('button', { name: 'Change status of Drink 3 L water' }).click();
    await page.getByRole('menuitem', { name: 'Reactivate' }).click();
    await expect(card.getByTestId('goal-status')).toHaveText('active');

    await card.getByRole('button', { name: 'Delete Drink 3 L water' }).click();
    await page.getByRole('dialog', { name: 'Delete Goal' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Goal deleted successfully!');
    await expect(card).toBeHidden();
    await expect(page.getByText('No goals yet for this client.')).toBeVisible();
  });

  test('a failed create shows Failed to create goal and keeps the dialog open', async ({ page }) => {
    await signUpAndStore(page, 'business');
    const client = await apiPost(page, '/api/clients', { firstName: 'Oz', lastName: 'Hale', email: uniqueEmail('oz') });
    await page.goto(`/goals?clientId=${client.id}`);
    await page.route('**/api/goals', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Goal' });
    await dialog.getByLabel('Goal Title').fill('Sleep 8 hours');
    await dialog.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Lifestyle' }).click();
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(toast(page)).toContainText('Failed to create goal');
    await expect(dialog).toBeVisible();
  });
});
