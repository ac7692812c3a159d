import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations, registerAccount, signInAsAdmin, storeSession, toast } from './support';

/** A new coach who subscribes to the platform plan with the simulated provider's 4242 card, in a browser context of their own. */
async function subscribedCoach(browser: Browser): Promise<{ email: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerAccount(page, 'business');
  await storeSession(page, account.user, { wizardDone: true });
  await page.goto('/platform-subscription');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill('4242424242424242');
  await form.getByLabel('Expiration date').fill(`12${String((new Date().getFullYear() + 2) % 100)}`);
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Pay £50.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Active!' })).toBeVisible();
  return { email: account.email, close: () => context.close() };
}

const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}`.toUpperCase().slice(0, 20);

test.describe('admin billing and revenue', () => {
  test("an admin views a coach's platform payment with its provider events, its subscription, and the revenue figures", async ({ page, browser }) => {
    const coach = await subscribedCoach(browser);
    await signInAsAdmin(page);

    await page.goto('/admin/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Subscriptions' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Payment status' }).click();
    await page.getByRole('option', { name: 'Paid' }).click();
    const row = page.getByTestId('payment-row').filter({ hasText: coach.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('£50.00');
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Subscription');
    await expect(row).toContainText('Card');
    await expect(page.getByRole('table', { name: 'Payments' }).getByRole('columnheader')).toHaveText([
      'Business',
      'Amount',
      'Status',
      'Method',
      'Type',
      'Date',
      'Action',
    ]);
    await row.getByRole('button', { name: /^View payment/ }).click();

    const dialog = page.getByRole('dialog', { name: /^Payment/ });
    await expect(dialog.getByTestId('payment-facts')).toContainText(coach.email);
    await expect(dialog.getByTestId('payment-facts')).toContainText(/in_\w+/);
    const events = dialog.getByTestId('provider-event-row');
    await expect(events.filter({ hasText: 'invoice.paid' })).toHaveCount(1);
    await expect(events.filter({ hasText: 'payment_intent.succeeded' })).toHaveCount(1);
    await expect(events.filter({ hasText: 'invoice.created' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // None of its payments failed.
    await page.getByRole('combobox', { name: 'Payment status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect(page.getByTestId('payment-row').filter({ hasText: coach.email })).toHaveCount(0);

    const subscription = page.getByTestId('subscription-row').filter({ hasText: coach.email });
    await expect(subscription).toContainText('CoachCore Platform (monthly)');
    await expect(subscription).toContainText('Active');
    await expect(subscription).toContainText('No');

    await page.goto('/admin/revenue');
    await expect(page.getByRole('heading', { level: 1, name: 'Revenue Analytics' })).toBeVisible();
    await expect(page.getByTestId('revenue-mrr-value')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('revenue-mrr')).toContainText(/From [1-9]\d* paying subscriptions?$/);
    await expect(page.getByTestId('revenue-new-value')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId('revenue-past-due-value')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('revenue-month-row')).toHaveCount(12);
    // This month's revenue holds at least the coach's £50 (63.50 US dollars at the platform's rate).
    const thisMonth = await page.getByTestId('revenue-month-row').first().getByRole('cell').last().innerText();
    expect(Number(thisMonth.replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(63.5);
    await expect(page.getByRole('img', { name: 'Revenue of the last 12 months' }).locator('svg').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await coach.close();
  });

  test('the coupon manager creates, edits, hides inactive, copies and deletes a platform coupon', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/billing');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Coupon' });
    await expect(dialog.getByLabel('Max Uses')).toHaveValue('100');
    await dialog.getByLabel('Description').fill('');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(dialog.getByText('Code must be at least 3 characters')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();

    const code = uniqueCode('bill');
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await expect(dialog.getByLabel('Code')).toHaveValue(code);
    await dialog.getByLabel('Value (%)').fill('20');
    await dialog.getByLabel('Description').fill('Twenty percent off');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(toast(page)).toContainText('Coupon Created');
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('admin-coupon-row').filter({ hasText: code });
    await expect(row).toContainText('20% off');
    await expect(row).toContainText('0 / 100');
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
    await expect(edit.getByLabel('Description')).toHaveValue('Twenty percent off');
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Save Coupon' }).click();
    await expect(toast(page).filter({ hasText: 'Coupon Updated' })).toBeVisible();
    await expect(row).toContainText('Inactive');

    await page.getByRole('button', { name: 'Hide Inactive' }).click();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `Copy ${code}` }).click();
    await expect(toast(page).filter({ hasText: 'Copied!' })).toBeVisible();

    await row.getByRole('button', { name: `Delete ${code}` }).click();
    await page.getByRole('dialog', { name: 'Delete Coupon' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page).filter({ hasText: 'Coupon Deleted' })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
