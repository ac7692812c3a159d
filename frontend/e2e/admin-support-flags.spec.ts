import { expect as baseExpect, test } from '@playwright/test';
import { querySql, runSql, signInAsAdmin, signUpAndStore, toast } from './support';

// Two browsers and several lazy screens per test: first paints can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

test.describe('support tickets and feature flags', () => {
  test('a coach contacts support from the Help Center, an admin answers and closes, the coach reads the answer', async ({ page, browser }) => {
    const context = await browser.newContext();
    const coachPage = await context.newPage();
    const coach = await signUpAndStore(coachPage);
    const subject = `Workouts missing ${Date.now()}`;

    await coachPage.goto('/help');
    await expect(coachPage.getByText('No support requests yet')).toBeVisible();
    await coachPage.getByRole('button', { name: 'Contact Support' }).click();
    const form = coachPage.getByRole('dialog', { name: 'Contact Support' });
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByText('Category is required')).toBeVisible();
    await form.getByLabel('Subject').fill(subject);
    await form.getByRole('combobox', { name: 'Category' }).click();
    await coachPage.getByRole('option', { name: 'Technical issue' }).click();
    await form.getByLabel('Message').fill('My clients see an empty workout list.');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(coachPage)).toContainText('Support request sent successfully');
    // The new request opens with its conversation.
    const thread = coachPage.getByRole('dialog', { name: subject });
    await expect(thread.getByTestId('support-message-requester')).toContainText('My clients see an empty workout list.');
    await thread.getByRole('button', { name: 'Close' }).click();
    await expect(coachPage.getByTestId('support-request').filter({ hasText: subject })).toContainText('Open');

    await signInAsAdmin(page);
    await page.goto('/admin/support');
    await page.getByLabel('Search tickets').fill(subject);
    const row = page.getByTestId('ticket-row').filter({ hasText: subject });
    await expect(row).toContainText(coach.email);
    await row.getByRole('button', { name: `Open ticket ${subject}` }).click();
    const ticket = page.getByRole('dialog', { name: subject });
    await expect(ticket.getByTestId('support-message-requester')).toContainText('My clients see an empty workout list.');
    await ticket.getByRole('button', { name: 'Send Answer' }).click();
    await expect(ticket.getByText('Message is required')).toBeVisible();
    await ticket.getByLabel('Answer').fill('Fixed on our side: please reload the page.');
    await ticket.getByRole('button', { name: 'Send Answer' }).click();
    await expect(toast(page)).toContainText('Reply sent successfully');
    await expect(ticket.getByTestId('support-message-support')).toContainText('Fixed on our side');

    await ticket.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: /Admin/ }).first().click();
    await expect(toast(page)).toContainText('Ticket assigned successfully');

    // The coach reads the answer in the app, and it was e-mailed through the outbox.
    await coachPage.reload();
    const request = coachPage.getByTestId('support-request').filter({ hasText: subject });
    await expect(request).toContainText('Answered');
    await request.click();
    await expect(coachPage.getByRole('dialog', { name: subject }).getByTestId('support-message-support')).toContainText('Fixed on our side');
    await expect
      .poll(
        async () =>
          (
            await querySql<{ n: number }>(`select count(*)::int as n from email_outbox where to_address = $1 and subject = $2`, [coach.email, `Re: ${subject}`])
          )[0].n,
      )
      .toBe(1);

    await ticket.getByRole('button', { name: 'Close Ticket' }).click();
    await page.getByRole('dialog', { name: 'Close this ticket' }).getByRole('button', { name: 'Close Ticket' }).click();
    await expect(toast(page)).toContainText('Ticket closed successfully');
    await expect(ticket.getByText('This ticket is closed')).toBeVisible();
    await context.close();
  });

  test('an admin toggles a feature flag and the app reads the new state', async ({ page }) => {
    await runSql(`update feature_flags set state = 'planned' where key = 'white_label_branding'`, []);
    try {
      await signInAsAdmin(page);
      await page.goto('/admin/features');
      const flag = page.getByTestId('feature-flag').filter({ hasText: 'White Label Branding' });
      await expect(flag.getByTestId('flag-state')).toHaveText('Planned');
      await expect(page.getByTestId('feature-flag').filter({ hasText: 'Mobile App Beta' }).getByTestId('flag-state')).toHaveText('Enabled');
      await expect(page.getByTestId('feature-flag').filter({ hasText: 'AI Workout Generator' }).getByTestId('flag-state')).toHaveText('Coming soon');

      const toggle = flag.getByRole('switch', { name: 'White Label Branding enabled' });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toast(page)).toContainText('Feature flag updated successfully');
      await expect(toggle).toBeChecked();
      await expect(flag.getByTestId('flag-state')).toHaveText('Enabled');
      const read = async () =>
        ((await (await page.request.get('/api/feature-flags')).json()) as { key: string; enabled: boolean }[]).find((f) => f.key === 'white_label_branding')
          ?.enabled;
      expect(await read()).toBe(true);

      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect(flag.getByTestId('flag-state')).toHaveText('Disabled');
      expect(await read()).toBe(false);

      await page.goto('/admin/users');
      await page.getByRole('tab', { name: 'Audit Trail' }).click();
      await expect(page.getByTestId('audit-row').filter({ hasText: 'White Label Branding' }).first()).toContainText('Enabled → Disabled');
    } finally {
      await runSql(`update feature_flags set state = 'planned' where key = 'white_label_branding'`, []);
    }
  });
});
