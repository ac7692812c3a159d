import { expect, test } from '@playwright/test';
import { signUpAndStore, toast } from './support';

test.describe('business dashboard', () => {
  test('a fresh coach sees figures computed from an empty database and the empty texts', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await expect(page.getByTestId('stat-active-clients-value')).toHaveText('0');
    await expect(page.getByTestId('stat-revenue-value')).toHaveText('$0');
    await expect(page.getByTestId('stat-workouts-value')).toHaveText('0');
    await expect(page.getByTestId('stat-satisfaction-value')).toHaveText('—');
    await expect(page.getByTestId('stat-active-clients')).toContainText('Active Clients');
    // Change captions compare with the previous period: a new business has none, so none shows (never a fixed '+8%').
    await expect(page.getByTestId('stat-revenue')).toContainText('Monthly Revenue');
    await expect(page.getByTestId('stat-workouts')).toContainText('Workouts Completed');
    for (const card of ['stat-active-clients', 'stat-revenue', 'stat-satisfaction']) await expect(page.getByTestId(`${card}-change`)).toHaveCount(0);
    for (const fixed of ['+8%', '+15%', '+0.3']) await expect(page.locator('main')).not.toContainText(fixed);
    // The earlier version's sample figures never show.
    for (const sample of ['47', '12,450', '234', '9.2/10']) await expect(page.locator('main')).not.toContainText(sample);

    await expect(page.getByText('No recent activity to display')).toBeVisible();
    await expect(page.getByText('No messages to display')).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveText('0 new');

    const quick = page.getByRole('region', { name: 'Quick Actions' });
    await expect(quick.getByRole('link', { name: 'Create Workout' })).toHaveAttribute('href', '/workouts');
    await expect(quick.getByRole('link', { name: 'Create Meal Plan' })).toHaveAttribute('href', '/nutrition');
    await expect(quick.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/calendar');
    await expect(quick.getByRole('link', { name: 'Send Message' })).toHaveAttribute('href', '/messages');

    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL('/clients');
  });

  test('adding a client from the header updates Active Clients and the activity list', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-active-clients-value')).toHaveText('0');

    await page.getByRole('button', { name: 'New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('First Name').fill('Jordan');
    await dialog.getByLabel('Last Name').fill('Price');
    await dialog.getByLabel('Email').fill(`jordan-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await expect(toast(page)).toContainText('Client added successfully!');
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('stat-active-clients-value')).toHaveText('1');
    const activity = page.getByTestId('activity-list');
    await expect(activity).toContainText('Jordan Price');
    await expect(activity).toContainText('Joined as a new client');
    await expect(activity).toContainText('progress');
  });

  test('works on a phone-sized screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpAndStore(page, 'business');
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-active-clients-value')).toHaveText('0');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'New Client' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Client' }).getByLabel('First Name')).toBeVisible();
  });
});
