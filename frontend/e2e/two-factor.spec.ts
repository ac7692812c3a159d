import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { createHash } from 'node:crypto';
import { apiPost, apiSend, querySql, registerAccount, runSql, signInAsAdmin, signUpAndStore, storeSession, toast } from './support';

/** The app's code for the current 30-second step plus `offset` (the server accepts one step of drift). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: (Math.floor(Date.now() / 30_000) + offset) * 30 });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByTestId('user-card').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}

test.describe('two-factor sign-in', () => {
  test('a coach sets it up from the account menu, then signs in with an app code and with a recovery code', async ({ page }) => {
    const account = await signUpAndStore(page, 'business');
    // The set-up wizard is done, so it does not open over the dashboard after the sign-ins below.
    await apiPost(page, '/api/user/complete-onboarding', {});
    await page.goto('/dashboard');
    await page.getByTestId('user-card').click();
    await page.getByRole('menuitem', { name: 'Two-Factor Authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
    await dialog.getByRole('button', { name: 'Set up two-factor authentication' }).click();

    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    // The key as a person types it into the app: groups of four.
    const shown = (await dialog.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
    expect(shown).toMatch(/^[A-Z2-7]{32}$/);

    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Verification code is required');
    await dialog.getByLabel('Verification code').fill(await codeAt(shown));
    await dialog.getByRole('button', { name: 'Turn on' }).click();

    const codes = dialog.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().innerText()).trim();
    expect(recoveryCode).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await expect(dialog.getByRole('button', { name: 'Download codes' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy codes' }).click();
    await expect(toast(page)).toContainText('Recovery codes copied');
    await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(dialog.getByText('Two-factor authentication is on')).toBeVisible();
    await expect(dialog.getByText('10 recovery codes left')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Signing in now takes the second step; a wrong code is refused with the server's message.
    await signOut(page);
    await signIn(page, account.email, account.password);
    await page.getByLabel('Authentication code').fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter the 6-digit code from your authenticator app or one of your recovery codes');
    // The set-up used this step's code: the next step's is the one that is new.
    await page.getByLabel('Authentication code').fill(await codeAt(shown, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(toast(page)).toContainText(`Welcome back, ${account.firstName}!`);

    // A recovery code works once.
    await signOut(page);
    await signIn(page, account.email, account.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/dashboard');

    await signOut(page);
    await signIn(page, account.email, account.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    // Shown inline and as the Login Failed toast (both are alerts).
    await expect(page.getByRole('alert').filter({ hasText: /^Invalid verification code$/ })).toBeVisible();
    await expect(toast(page)).toContainText('Login Failed');
  });

  test('an owner requires it of their staff on Staff Management', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/staff-management');
    const rule = page.getByRole('switch', { name: 'Require two-factor authentication for staff' });
    await expect(rule).not.toBeChecked();
    await rule.click();
    await expect(toast(page)).toContainText('Staff two-factor requirement saved');
    await expect(rule).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Require two-factor authentication for staff' })).toBeChecked();
  });

  test("an admin resets a coach's two-factor sign-in from User Management", async ({ page, browser }) => {
    const context = await browser.newContext();
    const coachPage = await context.newPage();
    const coach = await registerAccount(coachPage, 'business');
    const setup = await apiPost<{ secret: string }>(coachPage, '/api/auth/two-factor/setup', {});
    await apiPost(coachPage, '/api/auth/two-factor/enable', { code: await codeAt(setup.secret) });
    await context.close();

    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByLabel('Search users').fill(coach.email);
    const row = page.getByTestId('admin-user-row').filter({ hasText: coach.email });
    await expect(row.getByTestId('two-factor-status')).toHaveText('On');
    await row.getByRole('button', { name: /^Reset two-factor authentication/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect(toast(page)).toContainText('Two-factor authentication was reset');
    await expect(row.getByTestId('two-factor-status')).toHaveText('Off');
    await expect(row.getByRole('button', { name: /^Reset two-factor authentication/ })).toHaveCount(0);
  });

  test('a platform admin without it sees only its set-up until it is on, then the admin area', async ({ page }) => {
    const account = await registerAccount(page, 'client');
    await runSql(`update users set role = 'admin' where email = $1`, [account.email]);
    await storeSession(page, { ...account.user, role: 'admin' });
    await page.goto('/admin/overview');
    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
    await expect(page.getByText('Two-factor authentication is required for your account. Set it up to continue.')).toBeVisible();
    // The API refuses the area meanwhile.
    expect((await page.request.get('/api/admin/analytics')).status()).toBe(403);

    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
    await page.getByLabel('Verification code').fill(await codeAt(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Overview' })).toBeVisible();
    expect((await page.request.get('/api/admin/analytics')).status()).toBe(200);
  });

  test('acknowledging the recovery codes before the refetched status arrives does not start the set-up again', async ({ page }) => {
    const account = await registerAccount(page, 'client');
    await runSql(`update users set role = 'admin' where email = $1`, [account.email]);
    await storeSession(page, { ...account.user, role: 'admin' });
    // The first status answer passes; every later one waits until released (a slow network after turning it on).
    let statusReads = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/two-factor', async (route) => {
      statusReads += 1;
      if (statusReads > 1) await released;
      await route.continue();
    });
    await page.goto('/admin/overview');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
    await page.getByLabel('Verification code').fill(await codeAt(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect.poll(() => statusReads).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toHaveCount(0);

    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/two-factor');
    release();
    expect(await (await answered).json()).toMatchObject({ enabled: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toHaveCount(0);
    await page.goto('/admin/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toHaveCount(0);
  });

  test('a staff member of a business that requires it sees only its set-up until it is on, then the staff area', async ({ page, browser }) => {
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    const owner = await registerAccount(ownerPage, 'business');
    await apiSend(ownerPage, 'put', '/api/staff/two-factor-policy', { requireStaffTwoFactor: true });
    await ownerContext.close();

    const member = await registerAccount(page, 'client', 'Sam');
    await runSql(`update users set role = 'staff' where email = $1`, [member.email]);
    await runSql(
      `insert into business_staff (id, business_id, staff_id, permissions, is_active, joined_at, created_at)
       select gen_random_uuid(), o.id, s.id, '{view_clients}', true, now(), now() from users o, users s where o.email = $1 and s.email = $2`,
      [owner.email, member.email],
    );
    await storeSession(page, { ...member.user, role: 'staff' });
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
    expect((await page.request.get('/api/staff/me')).status()).toBe(403);

    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
    await page.getByLabel('Verification code').fill(await codeAt(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeHidden();
    expect((await page.request.get('/api/staff/me')).status()).toBe(200);

    // Required of them: the account menu offers no way to turn it off.
    await page.getByTestId('user-card').click();
    await page.getByRole('menuitem', { name: 'Two-Factor Authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
    await expect(dialog.getByText('required for your account')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
  });

  test('a staff account with it on accepts an invitation by signing in with the second step', async ({ page, browser }) => {
    await signUpAndStore(page, 'business');
    // An existing staff account (of no business now) with two-factor on and a recovery code of its own.
    const other = await browser.newContext();
    const person = await registerAccount(await other.newPage(), 'client', 'Robin');
    await other.close();
    await runSql(`update users set role = 'staff' where email = $1`, [person.email]);
    await runSql(
      `insert into user_two_factor (id, user_id, secret, enabled_at, last_used_step, created_at)
       select gen_random_uuid(), id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ', now(), null, now() from users where email = $1`,
      [person.email],
    );
    const recoveryCode = 'robin-2fa99';
    await runSql(
      `insert into two_factor_recovery_codes (id, user_id, code_hash, used_at, created_at)
       select gen_random_uuid(), id, $1, null, now() from users where email = $2`,
      [createHash('sha256').update(recoveryCode.replace('-', '')).digest('hex'), person.email],
    );

    await apiPost(page, '/api/staff/invite', { email: person.email });
    let link: string | undefined;
    await expect
      .poll(async () => {
        const rows = await querySql<{ text_body: string }>('select text_body from email_outbox where to_address = $1 order by created_at desc limit 1', [
          person.email,
        ]);
        link = /\/staff-invite\/[A-Za-z0-9_-]{43}/.exec(rows[0]?.text_body ?? '')?.[0];
        return link;
      })
      .toBeTruthy();

    const fresh = await browser.newContext({ baseURL: page.url() });
    const invited = await fresh.newPage();
    try {
      await invited.goto(link!);
      await invited.getByRole('tab', { name: 'I have an account' }).click();
      const form = invited.getByRole('form', { name: 'Sign in to your staff account' });
      await form.getByLabel('Password').fill(person.password);
      await form.getByRole('button', { name: 'Sign in and accept' }).click();
      await invited.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await invited.getByLabel('Recovery code').fill(recoveryCode);
      await invited.getByRole('button', { name: 'Verify' }).click();
      await expect(invited).toHaveURL('/staff');
      await expect(invited.getByTestId('staff-access-card')).toBeVisible();
    } finally {
      await fresh.close();
    }
  });
});
