import { expect, test } from '@playwright/test';
import { registerAccount, signInAsAdmin, signUpAndStore, storeSession } from './support';

test.describe('guards and redirects', () => {
  for (const path of ['/dashboard', '/clients', '/admin/overview', '/staff', '/client/goals']) {
    test(`a signed-out visitor opening ${path} is sent to the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    });
  }

  test('the admin setup page needs no sign-in', async ({ page }) => {
    await page.goto('/admin/setup');
    await expect(page).toHaveURL('/admin/setup');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Setup' })).toBeVisible();
  });

  test('a signed-in business owner is sent from home, login and signup to the dashboard', async ({ page }) => {
    await signUpAndStore(page, 'business');
    for (const path of ['/', '/home', '/login', '/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
    }
  });

  test('a signed-in client is sent from home and login to the client area', async ({ page }) => {
    await signUpAndStore(page, 'client');
    await page.goto('/');
    await expect(page).toHaveURL('/client');
    await page.goto('/login');
    await expect(page).toHaveURL('/client');
  });

  test('a platform-domain user other than Admin User goes to the admin overview from home', async ({ page }) => {
    // Admins sign in with the second step (two-factor is required of them).
    const user = await signInAsAdmin(page);
    await storeSession(page, { ...user, firstName: 'Ops', lastName: 'Person' });
    await page.goto('/');
    await expect(page).toHaveURL('/admin/overview');
    // The shell refreshed the stored user from the server; store the other name again.
    await storeSession(page, { ...user, firstName: 'Ops', lastName: 'Person' });
    await page.goto('/login');
    await expect(page).toHaveURL('/admin/overview');
  });

  test('an unreadable stored user is cleared and the sign-in page shows', async ({ page }) => {
    await page.goto('/404-bootstrap');
    await page.evaluate(() => {
      localStorage.setItem('user', '{not json');
      localStorage.setItem('signedIn', 'true');
      localStorage.setItem('token', 'legacy');
    });
    await page.goto('/login');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const left = await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('signedIn'), localStorage.getItem('token')]);
    expect(left).toEqual([null, null, null]);
  });

  test('a stored marker without a live session is cleared and sent home', async ({ page }) => {
    const account = await registerAccount(page, 'business');
    await storeSession(page, account.user, { wizardDone: true });
    await page.context().clearCookies();
    await page.goto('/clients');
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('signedIn'))).toBeNull();
  });

  test('unknown paths show the not-found page', async ({ page }) => {
    await page.goto('/no-such-page/deeper');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('deep links into an area load directly', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/client-profile/123');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Profile' })).toBeVisible();
    await page.goto('/stripe-connect/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments Account Connected' })).toBeVisible();
  });
});
