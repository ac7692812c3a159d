import { expect, test } from '@playwright/test';
import { apiPost, expectNoSeriousA11yViolations, querySql, signUpAndStore, toast, uniqueEmail } from './support';

test.describe('client automations', () => {
  test('the coach starts New Client Onboarding from its template; a new client gets the welcome e-mail and the run shows in the log', async ({ page }) => {
    const coach = await signUpAndStore(page);
    await page.goto('/automations');
    await expect(page.getByRole('heading', { name: 'Client Automations' })).toBeVisible();
    await expect(page.getByTestId('automations-active-value')).toHaveText('0');
    await expect(page.getByTestId('automations-success-value')).toHaveText('—');

    // Create Automation refuses what the spec refuses, beside the fields.
    await page.getByRole('button', { name: 'Create Automation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Automation' });
    await dialog.getByLabel('Delay (hours)').fill('1.5');
    await dialog.getByRole('button', { name: 'Create Automation' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Please choose a trigger')).toBeVisible();
    await expect(dialog.getByText(/Delay must be a whole number of hours/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The template card makes a real, active workflow: three actions, shown as icons.
    await page.getByRole('listitem', { name: 'New Client Onboarding' }).getByRole('button', { name: 'Use template New Client Onboarding' }).click();
    await expect(toast(page).filter({ hasText: 'Automation created successfully' })).toBeVisible();
    const row = page.getByRole('row', { name: 'New Client Onboarding' });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('action-icon-send_email')).toBeVisible();
    await expect(row.getByTestId('action-icon-notify_staff')).toBeVisible();
    await expect(row.getByRole('switch', { name: 'Active: New Client Onboarding' })).toBeChecked();
    await expect(page.getByTestId('automations-active-value')).toHaveText('1');
    await expectNoSeriousA11yViolations(page);

    // A client is added: the client_signup event starts the workflow in the worker.
    const clientEmail = uniqueEmail('robin');
    await apiPost(page, '/api/clients', { firstName: 'Robin', lastName: 'Hart', email: clientEmail, phone: '+1 555 0100' });
    await expect
      .poll(
        async () => (await querySql<{ subject: string }>('select subject from email_outbox where to_address = $1', [clientEmail])).map((row) => row.subject),
        {
          timeout: 30_000,
        },
      )
      .toContain('Welcome aboard, Robin!');

    await row.getByRole('button', { name: 'Run Log' }).click();
    const log = page.getByRole('dialog', { name: 'Run log: New Client Onboarding' });
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByRole('row', { name: 'Robin Hart: Send email' })).toContainText('completed', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(log.getByRole('row', { name: 'Robin Hart: Send email' })).toContainText(`${clientEmail}: Welcome aboard, Robin!`);
    await expect(log.getByRole('row', { name: 'Robin Hart: Notify staff' })).toContainText(coach.email);
    await expect(log.getByRole('row', { name: 'Robin Hart: Send app download link' })).toContainText('completed');
    await expectNoSeriousA11yViolations(page);
    await log.getByRole('button', { name: 'Close' }).click();

    // Edit: a fourth action (a wait) shows as '+1' beside the first three icons.
    await page.getByRole('row', { name: 'New Client Onboarding' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Automation' });
    await expect(edit.getByLabel('Name')).toHaveValue('New Client Onboarding');
    await expect(edit.getByRole('listitem', { name: /^Action / })).toHaveCount(3);
    await edit.getByRole('button', { name: 'Add Action' }).click();
    const added = edit.getByRole('listitem', { name: 'Action 4' });
    await added.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Wait', exact: true }).click();
    await added.getByLabel('Wait (hours)').fill('24');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page).filter({ hasText: 'Automation updated successfully' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'New Client Onboarding' })).toContainText('+1');

    // The stats count the run; turning the workflow off is saved.
    await page.reload();
    await expect(page.getByTestId('automations-runs-value')).toHaveText('1');
    await expect(page.getByTestId('automations-success-value')).toHaveText('100%');
    await expect(page.getByTestId('automations-reached-value')).toHaveText('1');
    const toggle = page.getByRole('row', { name: 'New Client Onboarding' }).getByRole('switch', { name: 'Active: New Client Onboarding' });
    await toggle.click();
    await expect(toast(page).filter({ hasText: 'Automation updated successfully' })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByTestId('automations-active-value')).toHaveText('0');

    // Delete, after confirming.
    await page.getByRole('row', { name: 'New Client Onboarding' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Automation' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page).filter({ hasText: 'Automation deleted successfully' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'New Client Onboarding' })).toHaveCount(0);
  });
});
