import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsAdmin, signUpAndStore, toast } from './support';

const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}`.toUpperCase().slice(0, 20);

test.describe('coupons', () => {
  test('a coach creates a client coupon, sees it listed and validates it in the test box', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/coupons');
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons & Discounts' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Platform Coupons' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('They are read-only here.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Coupon' })).toBeHidden();

    await page.getByRole('tab', { name: 'Client Coupons' }).click();
    await expect(page.getByText('No coupons found')).toBeVisible();
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Client Coupon' });
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Code must be at least 3 characters')).toBeVisible();
    await expect(dialog.getByText('Discount value is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const code = uniqueCode('spring');
    await dialog.getByLabel('Name').fill('Spring offer');
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await expect(dialog.getByLabel('Code')).toHaveValue(code);
    await dialog.getByLabel('Discount Value (%)').fill('15');
    await dialog.getByLabel('Max Uses').fill('10');
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/client-coupons'));
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      name: 'Spring offer',
      code,
      discountType: 'percentage',
      discountValue: 15,
      maxUses: 10,
      validUntil: null,
    });
    await expect(toast(page)).toContainText('Client coupon created successfully');
    await expect(dialog).toBeHidden();

    const row = page.getByRole('table', { name: 'Client coupons' }).getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('Spring offer');
    await expect(row).toContainText('15% off');
    await expect(row).toContainText('0 / 10 (0%)');
    await expect(row).toContainText('Active');
    await expectNoSeriousA11yViolations(page);

    const box = page.getByRole('region', { name: 'Test Coupon Validation' });
    await box.getByRole('button', { name: 'Test Coupon' }).click();
    await expect(toast(page)).toContainText('Please enter both code and amount');

    await box.getByLabel('Coupon Code').fill(code.toLowerCase());
    await box.getByLabel('Order Amount').fill('80');
    await box.getByRole('button', { name: 'Test Coupon' }).click();
    await expect(box.getByRole('status')).toContainText('Coupon Valid!');
    await expect(box.getByRole('status')).toContainText('£12.00 off (15% off)');
    await expect(toast(page)).toContainText('Coupon Valid!');

    await box.getByLabel('Coupon Code').fill('NOT-A-CODE');
    await box.getByRole('button', { name: 'Test Coupon' }).click();
    await expect(box.getByRole('status')).toContainText('Invalid Coupon');
    await expect(box.getByRole('status')).toContainText('Coupon code is not valid');

    // Deactivated, the coupon no longer validates; deleted, it leaves the list.
    await row.getByRole('switch', { name: `${code} active` }).click();
    await expect(toast(page)).toContainText('Coupon Updated');
    await expect(row.getByRole('switch', { name: `${code} active` })).not.toBeChecked();
    await expect(row).toContainText('Inactive');
    await box.getByLabel('Coupon Code').fill(code);
    await box.getByRole('button', { name: 'Test Coupon' }).click();
    await expect(box.getByRole('status')).toContainText('This coupon is not active');

    await row.getByRole('button', { name: `Delete ${code}` }).click();
    await page.getByRole('dialog', { name: 'Delete Coupon' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Coupon Deleted');
    await expect(page.getByText('No coupons found')).toBeVisible();
  });

  test('a platform admin creates a free platform coupon that coaches then see read-only', async ({ page, browser }) => {
    await signInAsAdmin(page);
    await page.goto('/coupons');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Platform Coupon' });
    const code = uniqueCode('FREE');
    await dialog.getByLabel('Name').fill('Founders');
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Discount Type').click();
    await page.getByRole('option', { name: 'Free access' }).click();
    await expect(dialog.getByLabel(/Discount Value/)).toBeHidden();
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(toast(page)).toContainText('Platform coupon created successfully');
    await expect(page.getByRole('table', { name: 'Platform coupons' }).getByRole('row', { name: new RegExp(code) })).toContainText('Free access');

    const coachPage = await (await browser.newContext()).newPage();
    await signUpAndStore(coachPage, 'business');
    await coachPage.goto('/coupons');
    const row = coachPage.getByRole('table', { name: 'Platform coupons' }).getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('Founders');
    await expect(row).toContainText('Active');
    await expect(coachPage.getByRole('button', { name: 'Create Coupon' })).toBeHidden();
    await coachPage.context().close();
  });
});
