import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, expectNoSeriousA11yViolations, signInAsAdmin, signUpAndStore, toast } from './support';

/** Types a card into the simulated provider's card form (it looks and behaves like Stripe's Card Element). */
async function payWith(page: Page, number: string, amount = '£50.00') {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date').fill(`12${String((new Date().getFullYear() + 2) % 100)}`);
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: `Pay ${amount}` }).click();
}

async function getStarted(page: Page, path = '/platform-subscription') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
}

const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase().slice(0, 20);

/** A platform coupon made by the platform admin (coaches cannot create them). */
async function platformCoupon(browser: Browser, type: 'percentage' | 'fixed' | 'free', value: number): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  const code = uniqueCode(type.slice(0, 4));
  await apiPost(admin, '/api/admin/coupons', { code, type, value, description: 'Browser test coupon', maxUses: 5, isActive: true });
  await context.close();
  return code;
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

  test.describe('the coupon box', () => {
    test("an unknown code shows 'Invalid Coupon' and leaves the box open; Apply needs a non-empty trimmed code", async ({ page }) => {
      await signUpAndStore(page, 'business');
      await page.goto('/subscribe');
      const box = page.getByRole('region', { name: 'Have a coupon?' });
      const apply = box.getByRole('button', { name: 'Apply' });
      await expect(apply).toBeDisabled();
      await box.getByLabel('Coupon Code').fill('   ');
      await expect(apply).toBeDisabled();
      await box.getByLabel('Coupon Code').fill('no-such-code');
      await expect(box.getByLabel('Coupon Code')).toHaveValue('NO-SUCH-CODE');
      await apply.click();
      await expect(toast(page)).toContainText('Invalid Coupon');
      await expect(toast(page)).toContainText('Coupon code is not valid');
      await expect(box.getByRole('status')).toContainText('Invalid Coupon');
      await expect(box.getByRole('status')).toContainText('Coupon code is not valid');
      await expect(box.getByLabel('Coupon Code')).toBeEnabled();
      await expect(page.getByTestId('plan-price')).toHaveText('£50/month');
      await expectNoSeriousA11yViolations(page);
    });

    test('a 20% coupon shows the discounted price, locks the box and is sent with the subscription, paid with 4242 4242 4242 4242', async ({
      page,
      browser,
    }) => {
      const code = await platformCoupon(browser, 'percentage', 20);
      await signUpAndStore(page, 'business');
      await page.goto('/platform-subscription');
      const box = page.getByRole('region', { name: 'Have a coupon?' });
      await box.getByLabel('Coupon Code').fill(`  ${code.toLowerCase()} `);
      await box.getByRole('button', { name: 'Apply' }).click();
      await expect(toast(page)).toContainText('Coupon Applied!');
      await expect(toast(page)).toContainText('20% off');
      await expect(box.getByRole('status')).toContainText('Coupon Applied!20% off');
      await expect(box.getByLabel('Coupon Code')).toBeDisabled();
      await expect(box.getByRole('button', { name: 'Apply' })).toBeDisabled();
      await expect(page.getByTestId('plan-price')).toHaveText('£40/month');
      await expect(page.getByTestId('plan-original-price')).toHaveText('£50');
      await page.getByRole('combobox', { name: 'Currency' }).click();
      await page.getByRole('option', { name: 'USD' }).click();
      await expect(page.getByTestId('plan-price')).toHaveText('$51.20/month');
      await expect(page.getByTestId('plan-original-price')).toHaveText('$64');

      const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/platform/create-subscription'));
      await page.getByRole('button', { name: 'Get Started' }).click();
      expect((await posted).postDataJSON()).toEqual({ priceId: 'coachcore-platform-monthly', couponCode: code });
      await payWith(page, '4242424242424242', '£40.00');
      await expect(page).toHaveURL(/\/platform-subscription\/success$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Subscription Active!' })).toBeVisible();
    });

    test("a free coupon gives 'Subscription Active' at once, with no card form", async ({ page, browser }) => {
      const code = await platformCoupon(browser, 'free', 0);
      await signUpAndStore(page, 'business');
      await page.goto('/subscribe');
      const box = page.getByRole('region', { name: 'Have a coupon?' });
      await box.getByLabel('Coupon Code').fill(code);
      await box.getByRole('button', { name: 'Apply' }).click();
      await expect(toast(page)).toContainText('Coupon Applied!');
      await expect(toast(page)).toContainText('Free access granted!');
      await expect(page.getByTestId('plan-price')).toHaveText('£0/month');
      await page.getByRole('button', { name: 'Get Started' }).click();
      await expect(page.getByRole('heading', { name: 'Subscription Active', exact: true })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
      const status = await page.request.get('/api/platform/subscription-status');
      expect(((await status.json()) as { status: string }).status).toBe('active');
    });
  });
});
