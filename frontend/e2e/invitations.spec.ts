import { expect, test } from '@playwright/test';
import { apiPost, querySql, signUpAndStore, toast, uniqueEmail } from './support';

/** The invitation link, read from the e-mail outbox of the server under test (the e-mail is the only place the code exists). */
async function invitationLinkSentTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const rows = await querySql<{ text_body: string }>('select text_body from email_outbox where to_address = $1 order by created_at desc limit 1', [email]);
      link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/.exec(rows[0]?.text_body ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

test.describe('client invitations', () => {
  test('a coach invites a client; in a fresh browser the person signs up from the link and sees their own name on /client', async ({ page, browser }) => {
    await signUpAndStore(page, 'business');
    const email = uniqueEmail('invitee');
    await apiPost(page, '/api/clients', { firstName: 'Jordan', lastName: 'Blake', email });

    await page.goto('/clients');
    const card = page.getByRole('article', { name: 'Jordan Blake' });
    await expect(card.getByTestId('invitation-status')).toHaveText('Not invited');
    await card.getByRole('button', { name: 'Invite for Jordan Blake' }).click();
    await expect(toast(page)).toContainText('Invitation sent successfully');
    await expect(card.getByTestId('invitation-status')).toHaveText(/^Invited /);
    await expect(card.getByRole('button', { name: 'Resend invitation for Jordan Blake' })).toBeVisible();

    const link = await invitationLinkSentTo(email);
    const url = new URL(link);
    const fresh = await browser.newContext({ baseURL: page.url() });
    const person = await fresh.newPage();
    try {
      await person.goto(url.pathname);
      await expect(person.getByRole('heading', { level: 1, name: 'Casey Fitness invited you' })).toBeVisible();
      const form = person.getByRole('form', { name: 'Create your client account' });
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
      await expect(form.getByLabel('First Name')).toHaveValue('Jordan');
      await form.getByLabel('Last Name').fill('Blake');
      await form.getByLabel('Password', { exact: true }).fill('secret123');
      await form.getByLabel('Confirm Password').fill('secret123');
      await form.getByRole('button', { name: 'Create account' }).click();

      await expect(person).toHaveURL('/client');
      await expect(person.getByText('Welcome, Jordan Blake. Coached by Casey Fitness.')).toBeVisible();

      // The same link again: used, with a clear message.
      await person.goto(url.pathname);
      await expect(person.getByText('This invitation has already been used. Sign in to your client account.')).toBeVisible();
    } finally {
      await fresh.close();
    }

    await page.reload();
    await expect(page.getByRole('article', { name: 'Jordan Blake' }).getByTestId('invitation-status')).toHaveText('Linked');
  });

  test('an unknown code gets a clear message', async ({ page }) => {
    await page.goto(`/invite/${'x'.repeat(43)}`);
    await expect(page.getByText('This invitation link is not valid. Check that you opened the whole link from the e-mail.')).toBeVisible();
  });

  test('a client account nobody has linked sees how to get linked on /client, not empty cards', async ({ page }) => {
    await signUpAndStore(page, 'client');
    await page.goto('/client');
    await expect(page.getByText('Your account is not linked to a coach yet')).toBeVisible();
    await expect(page.getByText(/Ask your coach for an invitation/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Goals' })).toHaveCount(0);
  });
});
