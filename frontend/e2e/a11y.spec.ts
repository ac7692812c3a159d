import { expect, test } from '@playwright/test';
import { apiPost, expectNoSeriousA11yViolations, signInAsAdmin, signUpAndStore } from './support';

test.describe('accessibility', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('signup', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('not-found page', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('business and staff shells', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('client shell', async ({ page }) => {
    await signUpAndStore(page, 'client');
    await page.goto('/client');
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('admin shell', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Overview' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('setup wizard and profile dialog', async ({ page }) => {
    await signUpAndStore(page, 'business', { wizardDone: false });
    await page.goto('/dashboard');
    // It opens 1.5 s after the dashboard has drawn, which on a busy machine can itself take seconds.
    await expect(page.getByRole('dialog', { name: /Set up your business/ })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });

  test('messages and community screens', async ({ page }) => {
    await signUpAndStore(page, 'business');
    const client = await apiPost(page, '/api/clients', { firstName: 'Ava', lastName: 'Stone', email: `ava-${Date.now()}@example.com` });
    await apiPost(page, '/api/messages', { receiverId: client.id, content: 'Welcome!' });
    const community = await apiPost(page, '/api/communities', { name: 'Runners', description: 'Early miles' });
    await apiPost(page, `/api/communities/${community.id}/posts`, { content: 'First post' });
    await page.goto('/messages');
    await page.getByTestId('conversation').filter({ hasText: 'Ava Stone' }).click();
    await expect(page.getByTestId('message')).toHaveText(/Welcome!/);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/community');
    await expect(page.getByRole('article', { name: 'Runners' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/community?id=${community.id}`);
    await expect(page.getByRole('article', { name: 'Post by Casey Coach' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
