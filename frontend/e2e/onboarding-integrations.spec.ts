import { expect, test } from '@playwright/test';
import { signInAsLinkedClient } from './nutrition-support';
import { signUpAndStore, toast } from './support';

test.describe('client onboarding and the lead-management integration', () => {
  test('the coach configures onboarding; a newly linked client completes it; the coach reads the answers', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    try {
      const { clientRecordId } = await signInAsLinkedClient(page, coach);

      await coach.goto('/client-onboarding-setup');
      await expect(coach.getByRole('heading', { name: 'Client Onboarding Setup' })).toBeVisible();
      await expect(coach.getByRole('tab', { name: 'Configure Steps' })).toHaveAttribute('aria-selected', 'true');
      await coach.getByRole('tab', { name: 'Preview Experience' }).click();
      await expect(coach.getByText(/No steps configured yet/)).toBeVisible();
      await coach.getByRole('tab', { name: 'Manage Configurations' }).click();
      await expect(coach.getByText(/No onboarding configurations saved yet/)).toBeVisible();
      await coach.getByRole('button', { name: 'Create Configuration' }).click();

      await expect(coach.getByLabel('Configuration Name')).toHaveValue('Default Client Onboarding');
      await coach.getByRole('button', { name: 'Personal Info' }).click();
      await coach.getByRole('button', { name: 'Fitness Assessment' }).click();
      await coach.getByRole('button', { name: 'Nutrition' }).click();
      const steps = coach.getByTestId('onboarding-step');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText('Required');
      await expect(steps.nth(2)).toContainText('Optional');
      // A field of our own on the Nutrition step: a multi-select with comma-separated options.
      await steps.nth(2).getByRole('button', { name: 'Add Field' }).click();
      await steps.nth(2).getByLabel('Field 1 label').fill('Diet');
      await steps.nth(2).getByLabel('Field type').click();
      await coach.getByRole('option', { name: 'Multi-Select' }).click();
      await steps.nth(2).getByLabel('Options (comma-separated)').fill(' Vegan, , Keto ,Paleo');

      await coach.getByRole('tab', { name: 'Preview Experience' }).click();
      await expect(coach.getByText('Emergency Contact Name *').first()).toBeVisible();
      await expect(coach.getByText('Keto', { exact: true })).toBeVisible();
      await coach.getByRole('tab', { name: 'Configure Steps' }).click();

      await coach.getByRole('button', { name: 'Save Configuration' }).click();
      await expect(toast(coach).filter({ hasText: 'Configuration saved successfully!' })).toBeVisible();
      await expect(coach.getByRole('button', { name: 'Update Configuration' })).toBeVisible();

      await coach.getByRole('tab', { name: 'Manage Configurations' }).click();
      const saved = coach.getByTestId('onboarding-config');
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText('3 steps');
      await expect(saved).toContainText('Active');
      await saved.getByRole('button', { name: /Edit/ }).click();
      await expect(coach.getByRole('tab', { name: 'Configure Steps' })).toHaveAttribute('aria-selected', 'true');
      await expect(coach.getByTestId('onboarding-step').nth(2).getByLabel('Options (comma-separated)')).toHaveValue('Vegan, Keto, Paleo');
      await coach.getByLabel('Configuration Name').fill('Studio Welcome');
      await coach.getByRole('button', { name: 'Update Configuration' }).click();
      await expect(toast(coach).filter({ hasText: 'Configuration updated successfully!' })).toBeVisible();

      // The client, on a phone: the dashboard card, then the steps.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/client');
      const card = page.getByTestId('onboarding-card');
      await expect(card).toContainText('0 of 3 steps');
      await card.getByRole('link', { name: 'Start Onboarding' }).click();
      await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(page.getByText('Emergency Contact Name is required')).toBeVisible();
      await page.getByLabel(/Emergency Contact Name/).fill('Jordan Member');
      await page.getByLabel(/Emergency Contact Phone/).fill('+1 555 0142');
      await page.getByRole('button', { name: 'Save & Continue' }).click();

      await expect(page.getByRole('heading', { name: 'Fitness Assessment' })).toBeVisible();
      await page.getByRole('combobox', { name: /Fitness Level/ }).click();
      await page.getByRole('option', { name: 'Intermediate' }).click();
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(page.getByText('Fitness Goals is required')).toBeVisible();
      await page.getByRole('checkbox', { name: 'Strength' }).check();
      await page.getByRole('button', { name: 'Save & Continue' }).click();

      await expect(page.getByRole('heading', { name: 'Nutrition' })).toBeVisible();
      await page.getByRole('checkbox', { name: 'Keto' }).check();
      await page.getByRole('button', { name: 'Complete Onboarding' }).click();
      await expect(page.getByRole('heading', { name: 'Onboarding complete' })).toBeVisible();
      await page.goto('/client');
      await expect(page.getByTestId('outstanding-forms-card')).toBeVisible();
      await expect(page.getByTestId('onboarding-card')).toHaveCount(0);

      // The coach sees the answers on the client's profile.
      await coach.goto(`/client-profile/${clientRecordId}`);
      await coach.getByRole('tab', { name: 'Onboarding' }).click();
      const answers = coach.getByTestId('onboarding-answers');
      await expect(answers).toContainText('Onboarding completed');
      await expect(answers).toContainText('Jordan Member');
      await expect(answers).toContainText('Intermediate');
      await expect(answers).toContainText('Keto');
    } finally {
      await coachContext.close();
    }
  });

  test('the coach copies a webhook address, tests the connection and sees the delivery', async ({ page }) => {
    // What the Copy button writes to the clipboard (headless browsers keep no clipboard to read back).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (text: string) => void ((window as unknown as { copied: string }).copied = text) },
      });
    });
    await signUpAndStore(page);
    await page.goto('/integrations');
    await expect(page.getByRole('heading', { name: 'LeadDec Lead Management' })).toBeVisible();
    await expect(page.getByText(/will be implemented/)).toHaveCount(0);
    await expect(page.getByTestId('other-integration').filter({ hasText: 'Zoom' })).toContainText('Zoom OAuth app');

    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Copy Lead Created webhook URL' }).click();
    await expect(toast(page).filter({ hasText: 'Webhook URL copied to clipboard' })).toBeVisible();
    const copied = await page.evaluate(() => (window as unknown as { copied?: string }).copied);
    expect(copied).toMatch(/^https?:\/\/[^/]+\/webhooks\/leaddec\/lead-created$/);
    await expect(page.getByText(/No deliveries received yet/)).toBeVisible();

    await page.getByRole('tab', { name: 'Setup' }).click();
    await page.getByLabel('API Key').fill('ld_test_key_9876');
    await page.getByLabel('Location ID').fill('loc_e2e');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    // The spec names no text for this screen's Save Configuration (its 'Configuration saved successfully!' is onboarding's).
    await expect(toast(page).filter({ hasText: /^Configuration saved$/ })).toBeVisible();
    await expect(page.getByText('A key ending in 9876 is saved')).toBeVisible();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByTestId('test-connection-result')).toContainText('Test delivery received and verified');

    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await expect(page.getByRole('table', { name: 'Recent deliveries' })).toContainText('test');
  });
});
