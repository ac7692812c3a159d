import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  apiPost,
  expectNoSeriousA11yViolations,
  loginViaApi,
  makeStaff,
  querySql,
  registerAccount,
  runSql,
  sideMenu,
  signUpAndStore,
  storeSession,
} from './support';

test.describe('business analytics', () => {
  test('a coach reads the charts of real data and downloads the server’s CSV', async ({ page }) => {
    const account = await signUpAndStore(page, 'business');
    const [{ id: coachId }] = await querySql<{ id: string }>('select id from users where email = $1', [account.email]);
    const stamp = Date.now();
    const jo = await apiPost(page, '/api/clients', { firstName: 'Jo', lastName: 'Chart', email: `jo-${stamp}@example.com` });
    await apiPost(page, '/api/clients', { firstName: 'Max', lastName: 'Chart', email: `max-${stamp}@example.com` });
    // A client payment paid today (payments come from the provider's webhook, which a browser test cannot send).
    await runSql(
      `insert into client_payments (id, coach_id, client_id, amount, original_amount, status, payment_type, idempotency_key, paid_at, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, 80, 80, 'paid', 'group_session', gen_random_uuid()::text, now(), now(), now())`,
      [coachId, jo.id],
    );
    const month = new Date().toISOString().slice(0, 7);

    await page.goto('/dashboard');
    await sideMenu(page).getByRole('link', { name: 'Business Analytics' }).click();
    await expect(page).toHaveURL('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Analytics' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');

    const clients = page.getByTestId('chart-clients');
    await expect(clients.getByTestId('chart-clients-summary')).toHaveText('2 new clients, 0 churned; 2 active at the end');
    // The chart's bars are drawn.
    await expect(clients.locator('.MuiBarChart-element')).not.toHaveCount(0);
    await expect(page.getByTestId('chart-revenue-summary')).toHaveText('$80 net from 1 payment, $0 refunded');
    await expect(page.getByTestId('chart-revenue-by-package-summary')).toHaveText('Group sessions earned the most: $80 net');
    // Nothing happened there yet: the empty text, never a made-up figure.
    await expect(page.getByTestId('chart-sessions-empty')).toHaveText('No data in this range');
    await expect(page.getByTestId('chart-automations-empty')).toHaveText('No data in this range');

    const range = (await page.getByTestId('analytics-range').textContent())!.match(/^(\S+) to (\S+),/)!;
    const downloading = page.waitForEvent('download');
    await clients.getByLabel('Download Clients as CSV').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`clients-${range[1]}-to-${range[2]}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(lines[0]).toBe('month,newClients,churnedClients,activeClients,activeAtStart,retainedClients,retentionRate');
    expect(lines).toHaveLength(13);
    expect(lines.at(-1)).toBe(`${month},2,0,2,0,0,`);

    await expectNoSeriousA11yViolations(page);
  });

  test('the range picker: presets, a custom range, and the server’s rules', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/analytics');
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page).toHaveURL('/analytics?range=30d');
    await expect(page.getByTestId('chart-clients-empty')).toBeVisible();

    await page.getByRole('button', { name: 'Custom range' }).click();
    const form = page.getByRole('form', { name: 'Custom range' });
    await form.getByLabel('From').fill('2026-03-02');
    await form.getByLabel('To').fill('2026-03-01');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form).toContainText('From date must be on or before the to date');
    await form.getByLabel('From').fill('2024-01-01');
    await form.getByLabel('To').fill('2026-03-01');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form).toContainText('The range can be at most 24 months');

    await form.getByLabel('From').fill('2026-01-01');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL('/analytics?range=custom&from=2026-01-01&to=2026-03-01');
    await expect(page.getByTestId('analytics-range')).toHaveText('2026-01-01 to 2026-03-01, by calendar month');
    await expect(page.getByTestId('chart-revenue').getByLabel('Download Revenue as CSV')).toHaveAttribute(
      'href',
      '/api/analytics/csv?chart=revenue&from=2026-01-01&to=2026-03-01',
    );
    // The address keeps the range: a reload shows the same.
    await page.reload();
    await expect(page.getByTestId('analytics-range')).toHaveText('2026-01-01 to 2026-03-01, by calendar month');
  });

  test('staff granted Analytics read the business’s charts at /staff/analytics; staff without it are told once', async ({ page, browser }) => {
    const owner = await signUpAndStore(page, 'business');
    await apiPost(page, '/api/clients', { firstName: 'Ana', lastName: 'Lytics', email: `ana-${Date.now()}@example.com` });
    const staffPage = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
    try {
      const staff = await registerAccount(staffPage, 'client', 'Quinn');
      await makeStaff(staff.email, owner.email, ['analytics']);
      await storeSession(staffPage, await loginViaApi(staffPage, staff.email, staff.password));
      await staffPage.goto('/staff');
      await sideMenu(staffPage).getByRole('link', { name: 'Analytics' }).click();
      await expect(staffPage).toHaveURL('/staff/analytics');
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Business Analytics' })).toBeVisible();
      await expect(staffPage.getByTestId('chart-clients-summary')).toHaveText('1 new client, 0 churned; 1 active at the end');

      await runSql(`update business_staff set permissions = '{view_clients}' where staff_id = (select id from users where email = $1)`, [staff.email]);
      await staffPage.reload();
      await expect(staffPage.getByText('Your business has not granted you this permission')).toHaveCount(1);
      await expect(staffPage.getByTestId('chart-clients')).toHaveCount(0);
    } finally {
      await staffPage.context().close();
    }
  });
});
