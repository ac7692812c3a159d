import { expect, test } from '@playwright/test';
import { signInAsAdmin, signUpAndStore, toast } from './support';

test.describe('edit profile', () => {
  test('validates beside each field, saves, closes and refreshes the user card', async ({ page }) => {
    const account = await signUpAndStore(page, 'business');
    await page.goto('/clients');
    await page.getByTestId('user-card').click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog.getByLabel('First Name')).toHaveValue(account.firstName);
    await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
    await expect(dialog.getByLabel('Business Name')).toHaveValue('Casey Fitness');

    await dialog.getByLabel('First Name').fill('');
    await dialog.getByLabel('Last Name').fill('');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();

    await dialog.getByLabel('First Name').fill('Morgan');
    await dialog.getByLabel('Last Name').fill('Reyes');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Phone').fill('+1 555 0100');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(toast(page)).toContainText('Profile Updated');
    await expect(toast(page)).toContainText('Your profile has been updated successfully.');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('user-card')).toContainText('Morgan Reyes');
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me).toMatchObject({ firstName: 'Morgan', lastName: 'Reyes', phone: '+1 555 0100' });
  });

  test('hides the business name for clients', async ({ page }) => {
    await signUpAndStore(page, 'client');
    await page.goto('/client/profile');
    await page.getByTestId('user-card').click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog.getByLabel('First Name')).toBeVisible();
    await expect(dialog.getByLabel('Phone')).toBeVisible();
    await expect(dialog.getByLabel('Business Name')).toHaveCount(0);
  });

  test('a failed save shows Update Failed with the server message', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/clients');
    await page.route('**/api/user/profile', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' }),
      }),
    );
    await page.getByTestId('user-card').click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Update Failed');
    await expect(toast(page)).toContainText('Database unavailable');
    await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
  });
});

test('the admin header edits names and e-mail through the admin profile call', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/overview');
  await page.getByRole('button', { name: 'Admin account menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog.getByLabel('Business Name')).toHaveCount(0);
  await expect(dialog.getByLabel('Phone')).toHaveCount(0);
  await dialog.getByLabel('First Name').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Admin');
  const saved = page.waitForRequest((request) => request.url().endsWith('/api/admin/profile') && request.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await saved;
  await expect(dialog).toHaveCount(0);
  await expect(toast(page)).toContainText('Profile Updated');
});
