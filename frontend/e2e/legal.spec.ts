import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';

const PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service' },
  { path: '/refund-policy', title: 'Refund Policy' },
  { path: '/security', title: 'Security & Compliance' },
  { path: '/data-protection', title: 'Data Protection' },
  { path: '/cookie-policy', title: 'Cookie Policy' },
];

const main = (page: Page) => page.getByRole('main');

test.describe('legal pages', () => {
  for (const { path, title } of PAGES) {
    test(`${path} shows ${title}, its date and links to home and the other policies`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Last updated January 26, 2025', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

      const others = page.getByRole('navigation', { name: 'Other policies' });
      const hrefs = await others.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.sort()).toEqual([...PAGES.filter((p) => p.path !== path).map((p) => p.path), '/'].sort());
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('links lead from one policy to another and back home', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('navigation', { name: 'Other policies' }).getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Run your entire coaching business in one place' })).toBeVisible();
  });

  test('privacy policy: retention, breach notice, staff access and password hashing', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(main(page)).toContainText('we keep it for 90 days');
    await expect(main(page)).toContainText('within 72 hours');
    await expect(main(page)).toContainText('role-based access');
    await expect(main(page)).toContainText('argon2id');
    await expect(main(page)).toContainText('httpOnly cookies');
    await expect(main(page)).toContainText(/at least 30 days.{0,2} notice/);
  });

  test('terms of service: trial, grace period, notice, retention, uptime and mediation', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(main(page)).toContainText('14-day free trial');
    await expect(main(page)).toContainText('No credit card is required');
    await expect(main(page)).toContainText('30-day payment grace period');
    await expect(main(page)).toContainText(/at least 30 days.{0,2} notice of material changes/);
    await expect(main(page)).toContainText(/at least 30 days.{0,2} notice before we cancel/);
    await expect(main(page)).toContainText('we keep it for 90 days');
    await expect(main(page)).toContainText('99.9% monthly uptime');
    await expect(main(page)).toContainText('30-day money-back guarantee');
    await expect(main(page)).toContainText('amount above US$1,000');
    await expect(main(page)).toContainText('mediation');
  });

  test('refund policy: money-back, annual pro rata, reply and review times', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page.getByRole('heading', { level: 2, name: '30-day money-back guarantee' })).toBeVisible();
    await expect(main(page)).toContainText('refunded pro rata');
    await expect(main(page)).toContainText('within 60 days');
    await expect(main(page)).toContainText('within 24 hours');
    await expect(main(page)).toContainText('within 2 business days');
    await expect(main(page)).toContainText('30-day grace period');
    await expect(main(page)).toContainText(/cancel anytime/i);
  });

  test('security: uptime, RTO, RPO, breach notice, role-based access and session cookies', async ({ page }) => {
    await page.goto('/security');
    await expect(main(page)).toContainText('Uptime target: 99.9% per month');
    await expect(main(page)).toContainText('Recovery time objective (RTO): 4 hours');
    await expect(main(page)).toContainText('Recovery point objective (RPO): 1 hour');
    await expect(main(page)).toContainText('within 72 hours');
    await expect(main(page)).toContainText('role-based access');
    await expect(main(page)).toContainText('argon2id');
    await expect(main(page)).toContainText('httpOnly');
  });

  test('data protection: retention and breach notice', async ({ page }) => {
    await page.goto('/data-protection');
    await expect(main(page)).toContainText('kept for 90 days');
    await expect(main(page)).toContainText('within 72 hours');
    await expect(main(page)).toContainText('role-based permissions');
  });

  test('cookie policy lists every cookie with its lifetime', async ({ page }) => {
    await page.goto('/cookie-policy');
    const table = page.getByRole('table', { name: 'Cookies set by CoachCore' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(page.getByTestId('cookie-coach_session')).toContainText('Session, at most 24 hours');
    await expect(page.getByTestId('cookie-coach_session')).toContainText('httpOnly');
    await expect(page.getByTestId('cookie-csrf_token')).toContainText('Strictly necessary');
    await expect(page.getByTestId('cookie-theme_preference')).toContainText('1 year');
    await expect(page.getByTestId('cookie-analytics_id')).toContainText('2 years');
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/cookie-policy', '/terms-of-service']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);
  });
});

test('the short legal addresses of the landing variant lead to the policies', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.goto('/terms');
  await expect(page).toHaveURL('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
});
