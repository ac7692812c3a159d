import { expect, test } from '@playwright/test';
import { signInAsAdmin, signUpAndStore, toast } from './support';

test.describe('logout', () => {
  test('clears storage and the session, then shows the sign-in page', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/clients');
    await page.evaluate(() => sessionStorage.setItem('draft', 'x'));
    await page.route('**/api/auth/logout', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByTestId('user-card').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logging out...' })).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect.poll(() => page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.goto('/clients');
    await expect(page).toHaveURL('/');
  });

  test('a failed logout keeps the user signed in and says so', async ({ page }) => {
    await signUpAndStore(page, 'client');
    await page.goto('/client');
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"boom"}' }),
    );
    await page.getByTestId('user-card').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page)).toContainText('Logout Error');
    await expect(toast(page)).toContainText('Failed to logout. Please try again.');
    await expect(page).toHaveURL('/client');
    expect(await page.evaluate(() => localStorage.getItem('signedIn'))).toBe('true');
  });

  test('the admin header logout goes to the site root even when the call fails', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/overview');
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('button', { name: 'Admin account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  });
});
