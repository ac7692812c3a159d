import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousA11yViolations, querySql, sideMenu, signInAsAdmin, toast, uniqueEmail } from './support';

const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 30_000) * 30 });

/** The platform team invitation link, read from the e-mail outbox of the server under test. */
async function platformLinkSentTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const rows = await querySql<{ text_body: string }>('select text_body from email_outbox where to_address = $1 order by created_at desc limit 1', [email]);
      link = /https?:\/\/\S+\/admin-invite\/[A-Za-z0-9_-]{43}/.exec(rows[0]?.text_body ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Platform admins must sign in with a second factor (as this server requires): the new member sets it up first. */
async function setUpTwoFactor(page: Page) {
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('Verification code').fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
}

test.describe('the platform team', () => {
  test('an admin invites a support specialist, who joins from the link and reaches only what their permissions open', async ({ page, browser }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await page.getByRole('tab', { name: 'Platform Staff' }).click();
    await page.getByRole('button', { name: 'Invite Staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Platform Staff' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    const email = uniqueEmail('support').toLowerCase();
    await dialog.getByLabel('Email').fill(email);
    // Support Specialist with Support tickets is the default.
    await expect(dialog.getByRole('checkbox', { name: 'Support tickets' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toast(page)).toContainText('Staff invitation sent successfully');
    const row = page.getByTestId('platform-staff-row').filter({ hasText: email });
    await expect(row).toContainText('Support Specialist');
    await expect(row).toContainText('Pending');
    await expectNoSeriousA11yViolations(page);

    const link = new URL(await platformLinkSentTo(email));
    const context = await browser.newContext({ baseURL: page.url() });
    const member = await context.newPage();
    try {
      await member.goto(link.pathname);
      await expect(member.getByRole('heading', { level: 1, name: 'Join the platform team' })).toBeVisible();
      await expect(member.getByText('as Support Specialist. You will be able to use: Support tickets.')).toBeVisible();
      const form = member.getByRole('form', { name: 'Create your admin account' });
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await form.getByLabel('First Name').fill('Riley');
      await form.getByLabel('Last Name').fill('Moss');
      await form.getByLabel('Password', { exact: true }).fill('secret123');
      await form.getByLabel('Confirm Password').fill('secret123');
      await form.getByRole('button', { name: 'Create account' }).click();
      await setUpTwoFactor(member);

      // Only the support desk is theirs: the menu offers it alone, and the overview leads there.
      await expect(member).toHaveURL('/admin/support');
      await expect(member.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
      await expect(sideMenu(member).getByRole('link')).toHaveText(['Support Tickets']);
      expect((await member.request.get('/api/admin/businesses')).status()).toBe(403);

      // The admin (opening the list again) sees them joined, and grants Business management: the member's next page
      // offers Business Accounts too.
      await page.reload();
      await page.getByRole('tab', { name: 'Platform Staff' }).click();
      await expect(row).toContainText('Riley Moss');
      await expect(row).not.toContainText('Pending');
      await row.getByRole('button', { name: 'Edit permissions of Riley Moss' }).click();
      const edit = page.getByRole('dialog', { name: /^Edit Permissions/ });
      await edit.getByRole('checkbox', { name: 'Business management' }).check();
      await edit.getByRole('button', { name: 'Save Permissions' }).click();
      await expect(toast(page)).toContainText('Permissions updated successfully');
      await member.goto('/admin/businesses');
      await expect(member.getByRole('heading', { level: 1, name: 'Business Accounts' })).toBeVisible();
      await expect(sideMenu(member).getByRole('link')).toHaveText(['Business Accounts', 'Support Tickets', 'User Management', 'Feature Flags']);

      // Removed: their account is signed out at once.
      await row.getByRole('button', { name: 'Remove Riley Moss' }).click();
      await page.getByRole('dialog', { name: 'Remove staff member' }).getByRole('button', { name: 'Remove' }).click();
      await expect(toast(page)).toContainText('Staff member removed successfully');
      await expect(row).toHaveCount(0);
      expect((await member.request.get('/api/admin/access')).status()).toBe(401);
    } finally {
      await context.close();
    }
  });
});
