import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, querySql, registerAccount, signInAsAdmin, storeSession, toast, uniqueEmail } from './support';

/** A coach signed in on a page of their own (another browser context than the admin's). */
async function coachPage(browser: Browser): Promise<{ page: Page; email: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerAccount(page, 'business');
  await storeSession(page, account.user, { wizardDone: true });
  return { page, email: account.email, close: () => context.close() };
}

test.describe('platform admin area', () => {
  test('an admin suspends a business, its coach sees why, and reactivation lets the coach back in', async ({ page, browser }) => {
    const coach = await coachPage(browser);
    await coach.page.goto('/clients');
    await expect(coach.page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();

    await signInAsAdmin(page);
    await page.goto('/admin/businesses');
    await page.getByLabel('Search businesses').fill(coach.email);
    const row = page.getByTestId('business-row').filter({ hasText: coach.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Free');

    await row.getByRole('button', { name: /^Suspend/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Suspend/ });
    await expect(dialog).toContainText('This will suspend the business and prevent access to the platform.');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Unpaid platform invoices');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(toast(page)).toContainText('Business suspended successfully');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Suspended');

    // The suspended filter finds it; the active one does not.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await expect(page.getByText('No businesses found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Suspended' }).click();
    await expect(row).toHaveCount(1);

    await coach.page.reload();
    await expect(coach.page.getByRole('heading', { name: 'Account suspended' })).toBeVisible();
    await expect(coach.page.getByRole('alert')).toContainText('Unpaid platform invoices');
    await expect(coach.page.getByRole('alert')).toContainText('Contact CoachCore support');
    // The owner writes to support from the notice (the one thing besides paying a suspended business still reaches).
    await coach.page.getByRole('button', { name: 'Contact Support' }).click();
    const form = coach.page.getByRole('dialog', { name: 'Contact Support' });
    await form.getByLabel('Subject').fill('Please lift the suspension');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await coach.page.getByRole('option', { name: 'Account & access' }).click();
    await form.getByLabel('Message').fill('The invoices are paid now.');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(coach.page)).toContainText('Support request sent successfully');
    await expect(form).toBeHidden();
    await expect(coach.page.getByRole('heading', { name: 'Account suspended' })).toBeVisible();
    const [ticket] = await querySql<{ status: string }>(
      `select t.status from support_tickets t join users u on u.id = t.business_id where u.email = $1 and t.subject = $2`,
      [coach.email, 'Please lift the suspension'],
    );
    expect(ticket).toEqual({ status: 'open' });

    await row.getByRole('button', { name: /^Reactivate/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
    await expect(toast(page)).toContainText('Business reactivated successfully');
    await expect(page.getByText('No businesses found')).toBeVisible();

    await coach.page.getByRole('button', { name: 'Check again' }).click();
    await expect(coach.page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();

    // The overview counts from the database; the audit trail holds both actions with the reason.
    await page.goto('/admin/overview');
    await expect(page.getByTestId('overview-total-businesses-value')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('overview-monthly-revenue-value')).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
    await page.goto('/admin/users');
    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    const entries = page.getByTestId('audit-row').filter({ hasText: coach.email });
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Business reactivated');
    await expect(entries.last()).toContainText('Unpaid platform invoices');

    // Any business that is not active offers Reactivate, not Suspend: here one whose subscription was canceled.
    await querySql(`update users set subscription_status = 'canceled' where email = $1`, [coach.email]);
    await page.goto('/admin/businesses');
    await page.getByLabel('Search businesses').fill(coach.email);
    await expect(row).toContainText('Canceled');
    await expect(row.getByRole('button', { name: /^Suspend/ })).toHaveCount(0);
    await row.getByRole('button', { name: /^Reactivate/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
    await expect(toast(page)).toContainText('Business reactivated successfully');
    await expect(row).toContainText('Active');
    await expect(row.getByRole('button', { name: /^Suspend/ })).toBeVisible();
    await coach.close();
  });

  test('Client Management deletes a client with the confirm text; User Management disables an account', async ({ page, browser }) => {
    const coach = await coachPage(browser);
    const clientEmail = uniqueEmail('doomed');
    await apiPost(coach.page, '/api/clients', { firstName: 'Dora', lastName: 'Doomed', email: clientEmail });

    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await page.getByLabel('Search clients').fill(clientEmail);
    const clientRow = page.getByTestId('admin-client-row').filter({ hasText: clientEmail });
    await expect(clientRow).toContainText('Casey Coach');
    await clientRow.getByRole('button', { name: 'Delete Dora Doomed' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('This will permanently delete the client and all associated data.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Client deleted successfully');
    await expect(page.getByText('No clients found')).toBeVisible();

    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByLabel('Search users').fill(coach.email);
    const userRow = page.getByTestId('admin-user-row').filter({ hasText: coach.email });
    await expect(userRow).toContainText('Business Owner');
    await userRow.getByRole('button', { name: /^Disable/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page)).toContainText('Account disabled successfully');
    await expect(userRow).toContainText('Disabled');

    // Signed out at once: the coach's next call is refused and sign-in says why.
    const me = await coach.page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    const login = await coach.page.request.post('/api/auth/login', { data: { email: coach.email, password: 'secret123' } });
    expect(login.status()).toBe(403);

    await userRow.getByRole('button', { name: /^Enable/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enable' }).click();
    await expect(toast(page)).toContainText('Account enabled successfully');
    await expect(userRow).toContainText('Active');
    await coach.close();
  });

  test('System Health shows live figures of the running system', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/system');
    await expect(page.getByTestId('system-database-value')).toContainText(/Up · [\d.]+ ms/);
    await expect(page.getByTestId('system-redis-value')).toContainText(/Up · [\d.]+ ms/);
    await expect(page.getByTestId('system-uptime')).toContainText('Version');
    await expect(page.getByTestId('queue-row').first()).toBeVisible();
    const before = Number(await page.getByTestId('system-requests-value').textContent());
    // Measured again while the page is open: the count grows by the section's own calls.
    await expect(async () => expect(Number(await page.getByTestId('system-requests-value').textContent())).toBeGreaterThan(before)).toPass();
    // The rate and p95 are of the last minutes (the whole life of this young test server, up to five of them).
    await expect(page.getByTestId('system-rate')).toContainText(/[\d.]+ \/ min/);
    await expect(page.getByTestId('system-rate')).toContainText(/Average over the last \d+ (s|min)/);
    await expect(page.getByTestId('system-p95')).toContainText(/≤ \d+ ms/);
    await expect(page.getByTestId('system-p95')).toContainText(/95th percentile over the last \d+ (s|min)/);
  });
});
