import { expect, test } from '@playwright/test';
import { signInAsAdmin, toast } from './support';

test.describe('admin setup (/admin/setup)', () => {
  test('asks anonymous visitors to sign in first', async ({ page }) => {
    await page.goto('/admin/setup');
    await expect(page.getByText('Sign in as the platform admin to set up the account.')).toBeVisible();
  });

  test('checks names and passwords with the spec messages, then saves and goes to the overview', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/setup');
    const first = page.getByLabel('First name');
    await expect(first).toHaveValue('Admin');
    const save = page.getByRole('button', { name: 'Save and continue' });

    await first.fill('');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your first and last name');

    await first.fill('Admin');
    await page.getByLabel('New password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm new password').fill('abcdeg');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abc');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');

    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByLabel('New password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm new password').fill('abcdef');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Current password is incorrect');

    await page.getByRole('button', { name: 'Show passwords' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');

    // Keep the seeded name and password: other tests sign in as 'Admin User'.
    await page.getByLabel('Current password').fill('');
    await page.getByLabel('New password', { exact: true }).fill('');
    await page.getByLabel('Confirm new password').fill('');
    await save.click();
    await expect(page).toHaveURL('/admin/overview');
    await expect(toast(page)).toContainText('Profile Updated');
  });
});
