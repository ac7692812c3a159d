import { expect, test, type Page } from '@playwright/test';
import { apiPost, expectNoSeriousA11yViolations, runSql, signUpAndStore, toast } from './support';

/** Types a card into the simulated provider's card form and submits it with `button`. */
async function enterCard(page: Page, number: string, button: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date').fill(`12${String((new Date().getFullYear() + 2) % 100)}`);
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: button }).click();
}

/** Signs up a coach and subscribes to the one plan with 4242 4242 4242 4242 through the page. */
async function subscribedCoach(page: Page) {
  const account = await signUpAndStore(page, 'business');
  await page.goto('/platform-subscription');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await enterCard(page, '4242424242424242', 'Pay £50.00');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Active!' })).toBeVisible();
  return account;
}

test.describe('platform subscription billing (simulated provider)', () => {
  test('updates the payment method with a test card (a declined one first) and changes to annual billing', async ({ page }) => {
    await subscribedCoach(page);
    await page.goto('/platform-subscription');
    await expect(page.getByRole('heading', { name: 'Subscription Active', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Payment Method' });
    await expect(dialog.getByRole('form', { name: 'Card payment' })).toBeVisible();
    await enterCard(page, '4000000000000002', 'Save card');
    await expect(toast(page)).toContainText('Your card was declined.');
    await enterCard(page, '4242424242424242', 'Save card');
    await expect(toast(page)).toContainText('Payment Method Updated');
    await expect(toast(page)).toContainText('Visa ending in 4242');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Change Plan' }).click();
    const change = page.getByRole('dialog', { name: 'Change Plan' });
    await expect(change.getByRole('radio', { name: /Annual billing: £600\.00 a year/ })).toBeChecked();
    const quote = change.getByTestId('plan-change-quote');
    await expect(quote).toContainText('Charged now: £');
    await expect(quote).toContainText('Next renewal:');
    await expectNoSeriousA11yViolations(page);
    await change.getByRole('button', { name: 'Switch to annual billing' }).click();
    await expect(toast(page)).toContainText('Plan Changed');
    await expect(toast(page)).toContainText('You are now billed annually.');
    await expect(page.getByText('CoachCore Platform · Annual billing')).toBeVisible();
  });

  test('the three-tier page: Starter, Professional (Most Popular) and Enterprise with the FAQ; subscribes to Starter', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/platform-subscription/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
    for (const [name, price] of [
      ['Starter', '$29'],
      ['Professional', '$79'],
      ['Enterprise', '$199'],
    ]) {
      await expect(page.getByRole('region', { name })).toContainText(`${price}/month`);
    }
    await expect(page.getByRole('region', { name: 'Professional' })).toContainText('Most Popular');
    await expect(page.getByRole('region', { name: 'Starter' })).toContainText('Up to 10 clients');
    await expect(page.getByRole('region', { name: 'Enterprise' })).toContainText('Unlimited clients');
    await page.getByRole('button', { name: 'Can I change plans later?' }).click();
    await expect(page.getByText('plan changes are prorated')).toBeVisible();

    await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
    await enterCard(page, '4000000000000002', 'Subscribe Now');
    await expect(toast(page)).toContainText('Payment Failed');
    await expect(toast(page)).toContainText('Your card was declined.');
    await enterCard(page, '4242424242424242', 'Subscribe Now');
    await expect(toast(page)).toContainText('Payment Successful');
    await expect(toast(page)).toContainText('You are subscribed!');
    await expect
      .poll(async () => ((await (await page.request.get('/api/platform/subscription-status')).json()) as { priceId: string }).priceId)
      .toBe('starter');
  });

  test('a business suspended after its grace period sees why and pays its way back in', async ({ page }) => {
    const account = await subscribedCoach(page);
    // The renewal is declined (the simulated provider's test clock): past due with its 30-day grace period.
    await apiPost(page, '/api/payments/simulated/renew', { decline: true });
    await expect.poll(async () => ((await (await page.request.get('/api/platform/subscription-status')).json()) as { status: string }).status).toBe('past_due');
    // The grace period ended unpaid: what the billing job's conditional update does.
    await runSql(
      `with due as (update business_payments set suspension_date = now(), suspension_scheduled = false
                     where business_id = (select id from users where email = $1) and status = 'failed' returning business_id)
       update users set subscription_status = 'suspended' where id in (select business_id from due)`,
      [account.user.email],
    );

    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Account suspended' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('the platform subscription payment is overdue and its 30-day grace period has ended');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/platform-subscription$/);
    await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();
    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    await enterCard(page, '4242424242424242', 'Save card and pay');
    await expect(toast(page)).toContainText('paid your overdue invoice');
    await expect(page.getByRole('heading', { name: 'Subscription Active', exact: true })).toBeVisible();
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Account suspended' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  });
});
