import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, signInAsAdmin, signUpAndStore } from './support';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test.describe('accessibility', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('signup', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('not-found page', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('business and staff shells', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('client shell', async ({ page }) => {
    await signUpAndStore(page, 'client');
    await page.goto('/client');
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('admin shell', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Overview' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('setup wizard and profile dialog', async ({ page }) => {
    await signUpAndStore(page, 'business', { wizardDone: false });
    await page.goto('/dashboard');
    await expect(page.getByRole('dialog', { name: /Set up your business/ })).toBeVisible({ timeout: 4000 });
    await expectNoSeriousViolations(page);
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
    await expectNoSeriousViolations(page);
    await page.goto('/community');
    await expect(page.getByRole('article', { name: 'Runners' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(`/community?id=${community.id}`);
    await expect(page.getByRole('article', { name: 'Post by Casey Coach' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
