import { expect, test, type Page } from '@playwright/test';
import { signInAsLinkedClient } from './nutrition-support';
import { apiPost, expectNoSeriousA11yViolations, signUpAndStore, toast } from './support';

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('coaching packages', () => {
  test('the coach creates, edits, deactivates and deletes packages, assigns one to a client, and the client sees it in the portal menu', async ({
    page,
    browser,
  }) => {
    // `page` is the client's browser; the coach works in a second one.
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    const { clientRecordId } = await signInAsLinkedClient(page, coach);

    await coach.goto('/packages');
    await expect(coach.getByRole('heading', { level: 1, name: 'Packages & Pricing' })).toBeVisible();
    await expect(coach.getByText('No packages yet')).toBeVisible();

    // Create Package: the spec's messages beside the fields, then a package with two features.
    await coach.getByRole('button', { name: 'Create Package' }).click();
    const dialog = coach.getByRole('dialog', { name: 'Create Package' });
    await expect(dialog.getByLabel('Duration (days)')).toHaveValue('30');
    await dialog.getByRole('button', { name: 'Create Package' }).click();
    await expect(dialog.getByText('Package name is required')).toBeVisible();
    await expect(dialog.getByText('Price is required')).toBeVisible();
    await expect(dialog.getByText('At least one feature is required')).toBeVisible();
    await dialog.getByLabel('Duration (days)').fill('0');
    await dialog.getByRole('button', { name: 'Create Package' }).click();
    await expect(dialog.getByText('Duration must be at least 1 day')).toBeVisible();

    await dialog.getByLabel('Package Name').fill('Gold Coaching');
    await dialog.getByLabel('Description').fill('Training, nutrition and weekly calls');
    await dialog.getByLabel('Price').fill('149.99');
    await dialog.getByLabel('Duration (days)').fill('30');
    const feature = dialog.getByLabel('Add a feature');
    await feature.fill('Weekly check-in');
    await feature.press('Enter');
    await feature.fill('   ');
    await feature.press('Enter');
    await feature.fill('Custom meal plan');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await feature.fill('Typo feature');
    await feature.press('Enter');
    await dialog.getByRole('button', { name: 'Remove Typo feature' }).click();
    await expect(dialog.getByRole('list', { name: 'Package features' }).getByRole('listitem')).toHaveCount(2);
    await dialog.getByLabel('Max Clients').fill('5');
    await dialog.getByRole('button', { name: 'Create Package' }).click();
    await expect(toast(coach)).toContainText('Package created successfully!');
    await expect(dialog).toBeHidden();

    const gold = card(coach, 'Gold Coaching');
    await expect(gold).toContainText('$149.99');
    await expect(gold).toContainText('30 days');
    await expect(gold).toContainText('0 / 5 clients');
    await expect(gold).toContainText('Weekly check-in');
    await expect(gold).toContainText('Custom meal plan');
    await expect(gold.getByTestId('package-status')).toHaveText('Active');

    // Edit: the form opens with the package's values; the card shows the change.
    await gold.getByRole('button', { name: 'Edit Gold Coaching' }).click();
    const edit = coach.getByRole('dialog', { name: 'Edit Package' });
    await expect(edit.getByLabel('Package Name')).toHaveValue('Gold Coaching');
    await expect(edit.getByLabel('Price')).toHaveValue('149.99');
    await edit.getByLabel('Package Name').fill('Gold Plus');
    await edit.getByLabel('Price').fill('179');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(coach)).toContainText('Package updated successfully!');
    const goldPlus = card(coach, 'Gold Plus');
    await expect(goldPlus).toContainText('$179.00');
    await expect(card(coach, 'Gold Coaching')).toHaveCount(0);

    // A package no client ever had is deleted.
    await apiPost(coach, '/api/coaching-packages', { name: 'Trial Week', price: 0, duration: 7, features: ['Intro call'] });
    await coach.reload();
    await card(coach, 'Trial Week').getByRole('button', { name: 'Delete Trial Week' }).click();
    await coach.getByRole('dialog', { name: 'Delete package?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(coach)).toContainText('Package deleted successfully!');
    await expect(card(coach, 'Trial Week')).toHaveCount(0);

    // The client has no package yet.
    await page.goto('/client');
    await expect(page.getByTestId('client-membership').getByTestId('client-package')).toHaveText('No coaching package');

    // Assign Package on the client's profile.
    await coach.goto(`/client-profile/${clientRecordId}`);
    const packages = coach.getByRole('region', { name: 'Coaching Packages' });
    await expect(packages).toContainText('No packages assigned yet');
    await packages.getByRole('button', { name: 'Assign Package' }).click();
    const assign = coach.getByRole('dialog', { name: 'Assign a package to Casey Member' });
    await assign.getByRole('button', { name: 'Assign Package' }).click();
    await expect(assign.getByText('Package is required')).toBeVisible();
    await assign.getByRole('combobox', { name: 'Package' }).click();
    await coach.getByRole('option', { name: /^Gold Plus/ }).click();
    await assign.getByRole('button', { name: 'Assign Package' }).click();
    await expect(toast(coach)).toContainText('Package assigned successfully!');
    await expect(assign).toBeHidden();
    await expect(coach.getByTestId('client-packages')).toContainText('Gold Plus');
    await expect(coach.getByTestId('client-packages')).toContainText('Active');

    // The client's portal menu names it.
    await page.reload();
    await expect(page.getByTestId('client-membership').getByTestId('client-package')).toHaveText('Gold Plus');
    await expect(page.getByText('Premium Package')).toHaveCount(0);

    // Deactivating keeps it on the client; deleting a package with clients is refused with the reason.
    await coach.goto('/packages');
    await expect(goldPlus).toContainText('1 / 5 clients');
    await goldPlus.getByLabel('Active: Gold Plus').click();
    await expect(toast(coach)).toContainText('Package deactivated');
    await expect(goldPlus.getByTestId('package-status')).toHaveText('Inactive');
    await goldPlus.getByRole('button', { name: 'Delete Gold Plus' }).click();
    await coach.getByRole('dialog', { name: 'Delete package?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(coach)).toContainText('This package has client subscriptions. Deactivate it instead to keep their history.');
    await expect(goldPlus).toBeVisible();
    await expectNoSeriousA11yViolations(coach);

    await page.reload();
    await expect(page.getByTestId('client-membership').getByTestId('client-package')).toHaveText('Gold Plus');

    // Ending it on the profile leaves it in the history, and the portal says the client has none.
    await coach.goto(`/client-profile/${clientRecordId}`);
    await coach.getByRole('button', { name: 'End Gold Plus' }).click();
    await coach.getByRole('dialog', { name: 'End package?' }).getByRole('button', { name: 'End Package' }).click();
    await expect(toast(coach)).toContainText('Package ended');
    await expect(coach.getByTestId('client-packages')).toContainText('Ended');
    await page.reload();
    await expect(page.getByTestId('client-membership').getByTestId('client-package')).toHaveText('No coaching package');
    await coachContext.close();
  });

  test('a coach whose payments setup is not complete is told they cannot sell, until onboarding is finished', async ({ page }) => {
    const cannotSell = 'Finish Payment Setup before you sell packages: your payments account cannot take payments yet.';
    await signUpAndStore(page, 'business');
    await page.goto('/packages');
    await expect(page.getByRole('heading', { level: 1, name: 'Packages & Pricing' })).toBeVisible();
    const warning = page.getByRole('alert').filter({ hasText: cannotSell });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('link', { name: 'Payment Setup' })).toHaveAttribute('href', '/payment-setup');

    // Created but not onboarded: still not ready. Onboarded: the warning goes.
    const { accountId } = await apiPost<{ accountId: string }>(page, '/api/stripe-connect/create-account', {});
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: cannotSell })).toBeVisible();
    await apiPost(page, `/api/payments/simulated/accounts/${accountId}/complete-onboarding`, {});
    await page.reload();
    await expect(page.getByText('No packages yet')).toBeVisible();
    await expect(page.getByText(cannotSell)).toHaveCount(0);
  });
});
