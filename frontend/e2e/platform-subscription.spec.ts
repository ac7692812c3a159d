import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signUpAndStore, toast } from './support';

/** Types a card into the simulated provider's card form (it looks and behaves like Stripe's Card Element). */
async function payWith(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date').fill(`12${String((new Date().getFullYear() + 2) % 100)}`);
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Pay £50.00' }).click();
}

async function getStarted(page: Page, path = '/platform-subscription') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
}

test.describe('platform subscription (simulated provider)', () => {
  test('shows the plan in five currencies with its 14 features, subscribes with 4242 4242 4242 4242, then cancels at period end and takes it back', async ({
    page,
  }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/platform-subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    await expect(page.getByTestId('plan-price')).toHaveText('£50/month');
    for (const [code, price] of [
      ['USD', '$64'],
      ['EUR', '€60'],
      ['AUD', 'A$98'],
      ['CAD', 'C$87'],
      ['GBP', '£50'],
    ]) {
      await page.getByRole('combobox', { name: 'Currency' }).click();
      await page.getByRole('option', { name: code }).click();
      await expect(page.getByTestId('plan-price')).toHaveText(`${price}/month`);
    }
    const features = page.getByRole('list', { name: 'Features' }).getByRole('listitem');
    await expect(features).toHaveCount(14);
    await expect(features.filter({ hasText: 'Staff management & permissions' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Get Started' }).click();
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4241');
    await expect(form.getByRole('alert')).toHaveText('Your card number is invalid.');
    await payWith(page, '4242424242424242');

    await expect(page).toHaveURL(/\/platform-subscription\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Active!' })).toBeVisible();
    await expect(toast(page)).toContainText('Subscription Active!');

    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page.getByRole('heading', { name: 'Subscription Active', exact: true })).toBeVisible();
    await expect(page.getByTestId('renewal-date')).toHaveText(/^Your plan renews on \d{1,2} \w+ \d{4}\.$/);
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel Subscription' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByTestId('renewal-date')).toHaveText(/^Your subscription ends on /);
    await page.getByRole('button', { name: 'Keep Subscription' }).click();
    await expect(page.getByTestId('renewal-date')).toHaveText(/^Your plan renews on /);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  });

  test("a declined card (4000 0000 0000 0002) shows 'Payment Failed' with the provider's message and leaves the plan unpaid", async ({ page }) => {
    await signUpAndStore(page, 'business');
    await getStarted(page, '/subscribe');
    await payWith(page, '4000000000000002');
    await expect(toast(page)).toContainText('Payment Failed');
    await expect(toast(page)).toContainText('Your card was declined.');
    await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(/\/subscribe$/);
    const status = await page.request.get('/api/platform/subscription-status');
    expect(((await status.json()) as { status: string }).status).toBe('incomplete');
  });

  test('a card that needs authentication (4000 0000 0000 3220) pays after the 3D Secure step', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await getStarted(page);
    await payWith(page, '4000000000003220');
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await expect(challenge).toBeVisible();
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page).toHaveURL(/\/platform-subscription\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Active!' })).toBeVisible();
  });
});
