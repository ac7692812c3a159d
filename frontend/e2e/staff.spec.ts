import { expect, test } from '@playwright/test';
import { apiPost, expectNoSeriousA11yViolations, querySql, signUpAndStore, toast, uniqueEmail } from './support';

/** The staff invitation link, read from the e-mail outbox of the server under test (the e-mail is the only place the code exists). */
async function staffLinkSentTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const rows = await querySql<{ text_body: string }>('select text_body from email_outbox where to_address = $1 order by created_at desc limit 1', [email]);
      link = /https?:\/\/\S+\/staff-invite\/[A-Za-z0-9_-]{43}/.exec(rows[0]?.text_body ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

test.describe('business staff', () => {
  test('the owner invites a staff member, who signs up from the link, works with the granted permissions, and is refused once removed', async ({
    page,
    browser,
  }) => {
    await signUpAndStore(page, 'business');
    await apiPost(page, '/api/clients', { firstName: 'Jordan', lastName: 'Blake', email: uniqueEmail('client') });

    await page.goto('/staff-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Management' })).toBeVisible();
    await expect(page.getByTestId('staff-total-value')).toHaveText('0');
    await expect(page.getByText('No staff members yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Invite Staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Staff' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();

    const email = uniqueEmail('staff').toLowerCase();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Support Specialist' }).click();
    await dialog.getByRole('checkbox', { name: 'View clients' }).check();
    await dialog.getByRole('checkbox', { name: 'Send messages' }).check();
    await dialog.getByRole('checkbox', { name: 'Support', exact: true }).check();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toast(page)).toContainText('Staff invitation sent successfully');
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('staff-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText('Support Specialist');
    await expect(row).toContainText('Pending');
    await expect(page.getByTestId('staff-total-value')).toHaveText('1');
    await expect(page.getByTestId('staff-support-value')).toHaveText('1');
    await expect(page.getByTestId('staff-administrators-value')).toHaveText('0');

    const link = new URL(await staffLinkSentTo(email));
    const fresh = await browser.newContext({ baseURL: page.url() });
    const person = await fresh.newPage();
    try {
      await person.goto(link.pathname);
      await expect(person.getByRole('heading', { level: 1, name: 'Join Casey Fitness' })).toBeVisible();
      const form = person.getByRole('form', { name: 'Create your staff account' });
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await form.getByLabel('First Name').fill('Sam');
      await form.getByLabel('Last Name').fill('Taylor');
      await form.getByLabel('Password', { exact: true }).fill('secret123');
      await form.getByLabel('Confirm Password').fill('secret123');
      await form.getByRole('button', { name: 'Create account' }).click();

      await expect(person).toHaveURL('/staff');
      const access = person.getByTestId('staff-access-card');
      await expect(access).toContainText('Support Specialist at Casey Fitness');
      await expect(person.getByTestId('access-view_clients')).toContainText('Granted');
      await expect(person.getByTestId('access-send_messages')).toContainText('Granted');
      await expect(person.getByTestId('access-manage_workouts')).toContainText('Not granted');
      await expect(person.getByTestId('access-schedule_sessions')).toContainText('Not granted');
      // Cards follow the permissions.
      await expect(person.getByTestId('staff-clients-card')).toContainText('Jordan Blake');
      await expect(person.getByTestId('staff-clients-total')).toHaveText('1');
      await expect(person.getByTestId('staff-unread-count')).toHaveText('0');
      await expect(person.getByTestId('staff-workouts-card')).toHaveCount(0);
      await expect(person.getByTestId('staff-sessions-card')).toHaveCount(0);
      await expectNoSeriousA11yViolations(person);
      await person.getByRole('link', { name: 'View all' }).click();
      await expect(person).toHaveURL('/staff/clients');
      await expect(person.getByRole('heading', { level: 1, name: 'My Clients' })).toBeVisible();
      await expect(person.getByTestId('staff-client-row')).toHaveText([/Jordan Blake/]);
      await person.goto('/staff');

      // The owner sees them joined, then removes them.
      await page.reload();
      await expect(row).toContainText('Sam Taylor');
      await expect(row).not.toContainText('Pending');
      await row.getByRole('button', { name: 'Remove Sam Taylor' }).click();
      await page.getByRole('dialog', { name: 'Remove staff member' }).getByRole('button', { name: 'Remove' }).click();
      await expect(toast(page)).toContainText('Staff member removed successfully');
      await expect(page.getByText('No staff members yet')).toBeVisible();
      await expect(page.getByTestId('staff-total-value')).toHaveText('0');

      // Their next page load is refused.
      await person.reload();
      await expect(person.getByText('You are not an active staff member of any business')).toBeVisible();
      await expect(person.getByTestId('staff-access-card')).toHaveCount(0);

      // Invited again, the same staff account accepts while signed in and is back in.
      await apiPost(page, '/api/staff/invite', { email, role: 'admin', permissions: ['manage_workouts'] });
      await expect.poll(async () => (await staffLinkSentTo(email)) !== link.href).toBe(true);
      await person.goto(new URL(await staffLinkSentTo(email)).pathname);
      await expect(person.getByText(`You are signed in as ${email}.`)).toBeVisible();
      await person.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(person).toHaveURL('/staff');
      await expect(person.getByTestId('staff-access-card')).toContainText('Platform Admin at Casey Fitness');
      await expect(person.getByTestId('staff-workouts-card')).toBeVisible();
      await expect(person.getByTestId('staff-clients-card')).toHaveCount(0);
    } finally {
      await fresh.close();
    }
  });

  test('the owner changes a member’s permissions and the staff dashboard follows', async ({ page, browser }) => {
    await signUpAndStore(page, 'business');
    const email = uniqueEmail('perm').toLowerCase();
    await apiPost(page, '/api/staff/invite', { email, permissions: ['send_messages'] });
    const link = new URL(await staffLinkSentTo(email));
    const fresh = await browser.newContext({ baseURL: page.url() });
    const person = await fresh.newPage();
    try {
      await person.goto(link.pathname);
      const form = person.getByRole('form', { name: 'Create your staff account' });
      await form.getByLabel('First Name').fill('Alex');
      await form.getByLabel('Last Name').fill('Reed');
      await form.getByLabel('Password', { exact: true }).fill('secret123');
      await form.getByLabel('Confirm Password').fill('secret123');
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(person).toHaveURL('/staff');
      await expect(person.getByTestId('access-manage_workouts')).toContainText('Not granted');
      await expect(person.getByTestId('staff-workouts-card')).toHaveCount(0);

      await page.goto('/staff-management');
      await page.getByRole('button', { name: 'Edit permissions of Alex Reed' }).click();
      const dialog = page.getByRole('dialog', { name: /Edit Permissions/ });
      await dialog.getByRole('checkbox', { name: 'Manage workouts' }).check();
      await dialog.getByRole('checkbox', { name: 'Schedule sessions' }).check();
      await dialog.getByRole('button', { name: 'Save Permissions' }).click();
      await expect(toast(page)).toContainText('Permissions updated successfully');
      // The business's sessions: one later today (in a minute, so that it is today unless the test runs in the day's
      // last minute), one tomorrow.
      const group = { duration: 30, appointmentType: 'in_person', type: 'group_session', maxParticipants: 6 };
      await apiPost(page, '/api/meetings', { ...group, title: 'Team Huddle', scheduledAt: new Date(Date.now() + 60_000).toISOString() });
      await apiPost(page, '/api/meetings', { ...group, title: 'Tomorrow Circuit', scheduledAt: new Date(Date.now() + 26 * 3_600_000).toISOString() });

      await person.reload();
      await expect(person.getByTestId('access-manage_workouts')).toContainText('Granted');
      await expect(person.getByTestId('staff-workouts-card')).toBeVisible();
      const sessions = person.getByRole('region', { name: "Today's Sessions" });
      await expect(sessions.getByTestId('staff-sessions-total')).toHaveText('1');
      await expect(sessions).toContainText('Team Huddle');
      await expect(sessions).not.toContainText('Tomorrow Circuit');
    } finally {
      await fresh.close();
    }
  });

  test('a staff member edits their details and changes their password on My Profile', async ({ page, browser }) => {
    await signUpAndStore(page, 'business');
    const email = uniqueEmail('profile').toLowerCase();
    await apiPost(page, '/api/staff/invite', { email, role: 'analyst', permissions: ['view_clients'] });
    const link = new URL(await staffLinkSentTo(email));
    const fresh = await browser.newContext({ baseURL: page.url() });
    const person = await fresh.newPage();
    try {
      await person.goto(link.pathname);
      const form = person.getByRole('form', { name: 'Create your staff account' });
      await form.getByLabel('First Name').fill('Robin');
      await form.getByLabel('Last Name').fill('Hale');
      await form.getByLabel('Password', { exact: true }).fill('secret123');
      await form.getByLabel('Confirm Password').fill('secret123');
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(person).toHaveURL('/staff');

      await person.goto('/staff/profile');
      await expect(person.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await expect(person.getByText('Data Analyst at Casey Fitness')).toBeVisible();
      const details = person.getByRole('form', { name: 'Your details' });
      await expect(details.getByLabel('First Name')).toHaveValue('Robin');
      await details.getByLabel('Phone').fill('+44 20 7946 0000');
      await details.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(person)).toContainText('Your details were saved.');

      const password = person.getByRole('form', { name: 'Change password' });
      await password.getByLabel('Current Password').fill('wrong-one');
      await password.getByLabel('New Password', { exact: true }).fill('newpass1');
      await password.getByLabel('Confirm New Password').fill('newpass2');
      await password.getByRole('button', { name: 'Change Password' }).click();
      await expect(password.getByText('Passwords do not match')).toBeVisible();
      await password.getByLabel('Confirm New Password').fill('newpass1');
      await password.getByRole('button', { name: 'Change Password' }).click();
      await expect(toast(person)).toContainText('Current password is incorrect');
      await password.getByLabel('Current Password').fill('secret123');
      await password.getByRole('button', { name: 'Change Password' }).click();
      await expect(toast(person)).toContainText('Your password has been changed. Other devices have been signed out.');
      await expectNoSeriousA11yViolations(person);

      const login = await person.request.post('/api/auth/login', { data: { email, password: 'newpass1' } });
      expect(login.status()).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
