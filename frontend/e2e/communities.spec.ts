import { expect, test } from '@playwright/test';
import { apiPost, linkClientAccount, registerAccount, signUpAndStore, storeSession, toast } from './support';

test.describe('communities', () => {
  test('the coach creates a community, adds a client and posts; the client sees it live, replies and reacts', async ({ page: coach, browser }) => {
    await signUpAndStore(coach, 'business');
    const person = await (await browser.newContext({ baseURL: new URL(coach.url()).origin })).newPage();
    try {
      const account = await registerAccount(person, 'client', 'Riley');
      await apiPost(coach, '/api/clients', { firstName: 'Riley', lastName: 'Runner', email: account.email });
      await linkClientAccount(account.email);
      await storeSession(person, account.user);

      await coach.goto('/community');
      await expect(coach.getByText('No communities yet')).toBeVisible();
      await coach.getByRole('button', { name: 'Create Community' }).click();
      const dialog = coach.getByRole('dialog', { name: 'Create Community' });
      await dialog.getByRole('button', { name: 'Create Community' }).click();
      await expect(dialog.getByText('Community name is required')).toBeVisible();
      await dialog.getByLabel('Community Name').fill('Morning Runners');
      await dialog.getByLabel('Description').fill('Early miles together');
      await dialog.getByLabel('Member Limit').fill('10');
      await dialog.getByRole('button', { name: 'Create Community' }).click();
      await expect(toast(coach)).toContainText('Community created successfully!');
      await expect(dialog).toBeHidden();
      const card = coach.getByRole('article', { name: 'Morning Runners' });
      await expect(card).toContainText('Public');
      await expect(card.getByTestId('member-count')).toHaveText('0 members of 10');
      await expect(card.getByTestId('messages-today')).toHaveText('0 messages today');

      await card.getByText('Morning Runners').click();
      await expect(coach.getByRole('heading', { level: 1, name: 'Morning Runners' })).toBeVisible();
      await coach.getByLabel('Add a client').click();
      await coach.getByRole('option', { name: 'Riley Runner' }).click();
      await coach.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(coach.getByRole('list', { name: 'Members' })).toContainText('Riley Runner');
      await expect(coach.getByRole('heading', { name: 'Members (1 of 10)' })).toBeVisible();

      await person.goto('/client/community');
      await person.getByRole('article', { name: 'Morning Runners' }).getByText('Morning Runners').click();
      await expect(person.getByText('No posts yet')).toBeVisible();

      await coach.getByLabel('New post').fill('First run Saturday at 7!');
      await coach.getByLabel('New post').press('Enter');
      await expect(person.getByRole('article', { name: 'Post by Casey Coach' })).toContainText('First run Saturday at 7!');

      const post = person.getByRole('article', { name: 'Post by Casey Coach' });
      await post.getByRole('button', { name: 'Like (0)' }).click();
      await expect(post.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
      await post.getByRole('button', { name: 'Reply' }).click();
      await person.getByLabel('Reply', { exact: true }).fill('Count me in');
      await person.getByLabel('Reply', { exact: true }).press('Enter');

      const coachPost = coach.getByRole('article', { name: 'Post by Casey Coach' });
      await expect(coachPost.getByRole('article', { name: 'Post by Riley Runner' })).toContainText('Count me in');
      await expect(coachPost.getByRole('button', { name: 'Like (1)' }).first()).toHaveAttribute('aria-pressed', 'false');

      await coach.getByRole('button', { name: 'All communities' }).click();
      await expect(card.getByTestId('messages-today')).toHaveText('2 messages today');
      await expect(card.getByTestId('member-count')).toHaveText('1 member of 10');

      // The client's dashboard lists their communities (GET /api/client/communities).
      await person.goto('/client');
      const yours = person.getByRole('list', { name: 'Your communities' });
      await expect(yours).toContainText('Morning Runners');
      await expect(yours).toContainText('Early miles together · 1 member');
    } finally {
      await person.context().close();
    }
  });

  test('edit and delete from the card; a failed create says so', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await apiPost(page, '/api/communities', { name: 'Lifters', isPrivate: true });
    await page.goto('/community');
    const card = page.getByRole('article', { name: 'Lifters' });
    await expect(card).toContainText('Private');
    await card.getByRole('button', { name: 'Edit Lifters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Community' });
    await expect(dialog.getByLabel('Community Name')).toHaveValue('Lifters');
    await dialog.getByLabel('Community Name').fill('Heavy Lifters');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Community updated successfully!');
    const renamed = page.getByRole('article', { name: 'Heavy Lifters' });
    await renamed.getByRole('button', { name: 'Delete Heavy Lifters' }).click();
    await page.getByRole('dialog', { name: 'Delete community?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No communities yet')).toBeVisible();

    // A failed create without a server message shows the spec's fallback.
    await page.route('**/api/communities', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await page.getByRole('button', { name: 'Create Community' }).click();
    const dialog2 = page.getByRole('dialog', { name: 'Create Community' });
    await dialog2.getByLabel('Community Name').fill('Will fail');
    await dialog2.getByRole('button', { name: 'Create Community' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Failed to create community');
    await expect(dialog2).toBeVisible();
  });
});
