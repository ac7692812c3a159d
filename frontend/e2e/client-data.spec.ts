import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInAsLinkedClient } from './nutrition-support';
import { apiPost, expectNoSeriousA11yViolations, querySql, toast } from './support';

/** A real 1x1 PNG (the server decodes and re-encodes every photo). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A client linked to a coach, signed in on `page`; the coach writes a goal and a message first. */
async function linkedClient(page: Page, browser: Browser): Promise<{ clientRecordId: string; email: string; coachEmail: string }> {
  const coachContext = await browser.newContext();
  try {
    const coach = await coachContext.newPage();
    const { clientRecordId } = await signInAsLinkedClient(page, coach);
    await apiPost(coach, '/api/goals', { clientId: clientRecordId, title: 'Run 5 km', category: 'fitness', currentValue: '1', targetValue: '5', unit: 'km' });
    await apiPost(coach, '/api/messages', { receiverId: clientRecordId, content: 'Welcome aboard!' });
    const [row] = await querySql<{ email: string; coach_email: string }>(
      'select c.email, u.email as coach_email from clients c join users u on u.id = c.coach_id where c.id = $1',
      [clientRecordId],
    );
    return { clientRecordId, email: row!.email, coachEmail: row!.coach_email };
  } finally {
    await coachContext.close();
  }
}

test.describe('client data export and account deletion (/client/profile)', () => {
  test('a client exports their data and downloads the ZIP when it is ready', async ({ page, browser }) => {
    await linkedClient(page, browser);
    // A progress photo, uploaded as the progress page does (multipart, with the CSRF header).
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value;
    const uploaded = await page.request.post('/api/client/progress', {
      multipart: { file: { name: 'front.png', mimeType: 'image/png', buffer: PNG }, pose: 'front' },
      headers: { 'X-CSRF-Token': decodeURIComponent(csrf ?? '') },
    });
    expect(uploaded.status()).toBe(201);

    await page.goto('/client/profile');
    const section = page.getByRole('region', { name: 'Export My Data' });
    await section.getByRole('button', { name: 'Export my data' }).click();
    await expect(toast(page)).toContainText('We are preparing your data export.');

    const download = section.getByRole('link', { name: 'Download ZIP' });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect(section).toContainText('Ready to download');
    await expect(section.getByRole('button', { name: 'Export my data' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^coachcore-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const content = readFileSync((await file.path())!);
    // A ZIP (local file header), holding the tables and what the coach wrote.
    expect(content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    const names = content.toString('latin1');
    for (const name of ['data.json', 'goals.csv', 'messages.csv', 'measurements.csv', 'progress_photos.csv', 'photos/']) expect(names).toContain(name);
  });

  test('a client deletes their account from the e-mailed link; the coach is told and the sign-in is gone', async ({ page, browser }) => {
    const { clientRecordId, email, coachEmail } = await linkedClient(page, browser);
    await page.goto('/client/profile');
    const section = page.getByRole('region', { name: 'Delete Account' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(ask).toContainText('This cannot be undone.');
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole('button', { name: 'Send confirmation e-mail' }).click();
    await expect(toast(page)).toContainText('We sent you an e-mail.');
    await expect(page.getByTestId('deletion-email-sent')).toContainText(email);

    // Nothing is deleted yet.
    expect(await querySql('select id from clients where id = $1', [clientRecordId])).toHaveLength(1);

    let link: string | undefined;
    await expect
      .poll(async () => {
        const rows = await querySql<{ text_body: string }>(
          "select text_body from email_outbox where to_address = $1 and dedupe_key like 'account-deletion:%' order by created_at desc limit 1",
          [email],
        );
        link = /https?:\/\/\S+\/client\/profile\?confirmDeletion=[A-Za-z0-9_-]{43}/.exec(rows[0]?.text_body ?? '')?.[0];
        return link;
      })
      .toBeTruthy();

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    const confirm = page.getByRole('dialog', { name: 'Delete your account permanently?' });
    await confirm.getByRole('button', { name: 'Delete my account permanently' }).click();
    const done = page.getByRole('dialog', { name: 'Account deleted' });
    await expect(done).toContainText('Your account has been deleted.');

    expect(await querySql('select id from clients where id = $1', [clientRecordId])).toEqual([]);
    expect(await querySql('select id from users where email = $1', [email])).toEqual([]);
    await expect
      .poll(
        async () =>
          (await querySql<{ to_address: string }>('select to_address from email_outbox where dedupe_key = $1', [`client-erased:${clientRecordId}`]))[0]
            ?.to_address,
      )
      .toBe(coachEmail);

    await done.getByRole('button', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    const signIn = await page.request.post('/api/auth/login', { data: { email, password: 'secret123' } });
    expect(signIn.status()).toBe(401);
  });
});
