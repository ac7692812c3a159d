import { expect, test } from '@playwright/test';
import { signUpAndStore, toast } from './support';

test.describe('outbound webhooks on /integrations', () => {
  test('a coach adds a webhook, sees its secret once and the webhook listed, turns it off and opens its delivery log', async ({ page }) => {
    await signUpAndStore(page);
    /** Reads a success toast and closes it (toasts sit at the bottom right, over what may be clicked next). */
    const dismiss = async (text: string) => {
      const shown = toast(page).filter({ hasText: text });
      await expect(shown).toBeVisible();
      await shown.getByRole('button', { name: 'Close' }).click();
      await expect(shown).toBeHidden();
    };
    await page.goto('/integrations');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('No webhooks yet.')).toBeVisible();

    await section.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByRole('button', { name: 'Add Webhook' }).click();
    await expect(dialog.getByText('Endpoint URL is required')).toBeVisible();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();

    await dialog.getByLabel('Endpoint URL').fill('http://partner.example.com/coachcore');
    await dialog.getByRole('checkbox', { name: /\(client_signup\)/ }).check();
    await dialog.getByRole('checkbox', { name: /\(payment_received\)/ }).check();
    await dialog.getByRole('button', { name: 'Add Webhook' }).click();
    // Plain http to the internet: the server refuses it, with its message on the field.
    await expect(dialog.getByText('Endpoint URL must be an https:// address')).toBeVisible();
    // The refusal's toast sits over the dialog's buttons: Enter submits the form.
    await dialog.getByLabel('Endpoint URL').fill('https://partner.example.com/coachcore');
    await dialog.getByLabel('Endpoint URL').press('Enter');
    await expect(dialog).toBeHidden();
    await dismiss('Webhook added');

    const secret = section.getByTestId('webhook-secret');
    await expect(secret).toContainText('Copy this secret now: it is shown only once.');
    const value = await secret.getByRole('textbox', { name: 'Webhook Secret' }).inputValue();
    expect(value).toMatch(/^whsec_[0-9a-f]{64}$/);
    const row = section.getByTestId('webhook-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('https://partner.example.com/coachcore');
    await expect(row).toContainText('client_signup, payment_received');

    // Once: after a reload the secret is nowhere on the page, the webhook still is.
    await page.reload();
    await expect(section.getByTestId('webhook-row')).toContainText('https://partner.example.com/coachcore');
    await expect(section.getByTestId('webhook-secret')).toHaveCount(0);
    await expect(page.getByText(value)).toHaveCount(0);

    await section.getByRole('switch', { name: 'Active: https://partner.example.com/coachcore' }).click();
    await dismiss('Webhook updated');
    await expect(section.getByRole('switch', { name: 'Active: https://partner.example.com/coachcore' })).not.toBeChecked();

    await section.getByRole('button', { name: 'Delivery Log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery Log' });
    await expect(log.getByText('No deliveries yet: they appear here when one of the chosen events happens.')).toBeVisible();
    await log.getByRole('button', { name: 'Close' }).click();

    await section.getByRole('button', { name: 'Rotate Secret' }).click();
    await page.getByRole('dialog', { name: 'Rotate the secret?' }).getByRole('button', { name: 'Rotate Secret' }).click();
    await dismiss('Webhook secret rotated: update it in your receiver');
    const rotated = await section.getByTestId('webhook-secret').getByRole('textbox', { name: 'Webhook Secret' }).inputValue();
    expect(rotated).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(rotated).not.toBe(value);

    await section.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page).filter({ hasText: 'Webhook deleted' })).toBeVisible();
    await expect(section.getByText('No webhooks yet.')).toBeVisible();
  });
});
