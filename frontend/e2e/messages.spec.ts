import { expect, test, type Route } from '@playwright/test';
import {
  apiPost,
  apiSend,
  linkClientAccount,
  loginViaApi,
  makeStaff,
  markPage,
  registerAccount,
  runSql,
  signUpAndStore,
  stillSamePage,
  storeSession,
  toast,
} from './support';

test.describe('messages', () => {
  test('coach and client talk in real time, each page open in its own browser', async ({ page: coach, browser }) => {
    await signUpAndStore(coach, 'business');
    const person = await (await browser.newContext({ baseURL: new URL(coach.url()).origin })).newPage();
    try {
      const account = await registerAccount(person, 'client', 'Jordan');
      await apiPost(coach, '/api/clients', { firstName: 'Jordan', lastName: 'Blake', email: account.email });
      await apiPost(coach, '/api/clients', { firstName: 'Quinn', lastName: 'Quiet', email: `quiet-${account.email}` });
      await linkClientAccount(account.email);
      await storeSession(person, account.user);

      await coach.goto('/messages');
      await expect(coach.getByText('Select a client')).toBeVisible();
      await expect(coach.getByTestId('total-unread')).toHaveText('0 unread');
      await coach.getByLabel('Search clients').fill('nobody-matches');
      await expect(coach.getByText('No clients found')).toBeVisible();
      await coach.getByLabel('Search clients').fill('');
      const jordan = coach.getByTestId('conversation').filter({ hasText: 'Jordan Blake' });
      await expect(jordan).toBeVisible();
      await markPage(coach);

      await person.goto('/client/messages');
      await expect(person.getByRole('heading', { name: 'Casey Coach' })).toBeVisible();
      await expect(person.getByText('No messages yet')).toBeVisible();
      await markPage(person);

      // The client writes first: the coach's list shows the unread dot and the total without a reload.
      const composer = person.getByLabel('Message', { exact: true });
      const send = person.getByRole('button', { name: 'Send' });
      await expect(send).toBeDisabled();
      await composer.fill('   ');
      await expect(send).toBeDisabled();
      await composer.fill('Hi coach,');
      await composer.press('Shift+Enter');
      await composer.pressSequentially('quick question.');
      await expect(composer).toHaveValue('Hi coach,\nquick question.');
      await composer.press('Enter');
      await expect(toast(person)).toContainText('Message sent successfully!');
      await expect(composer).toHaveValue('');
      await expect(person.getByTestId('message')).toHaveText(/Hi coach,\s*quick question\./);
      await expect(person.getByTestId('message')).toHaveAttribute('data-own', 'true');

      await expect(jordan.getByRole('img', { name: '1 unread' })).toBeVisible();
      await expect(coach.getByTestId('total-unread')).toHaveText('1 unread');
      await expect(jordan).toContainText('quick question.');

      // Opening the conversation reads it.
      await jordan.click();
      await expect(coach.getByRole('heading', { name: 'Jordan Blake' })).toBeVisible();
      await expect(coach.getByText(account.email, { exact: true })).toBeVisible();
      await expect(coach.getByTestId('message')).toHaveAttribute('data-own', 'false');
      await expect(coach.getByTestId('total-unread')).toHaveText('0 unread');
      await expect(jordan.getByTestId('unread-dot')).toHaveCount(0);

      // The coach answers: the client's open page shows it without a reload.
      await coach.getByLabel('Message', { exact: true }).fill('  Happy to help!  ');
      const sent = coach.waitForResponse((r) => r.url().endsWith('/api/messages') && r.request().method() === 'POST');
      await coach.getByLabel('Message', { exact: true }).press('Enter');
      expect((await sent).status()).toBe(201);
      await expect(person.getByTestId('message').last()).toHaveText(/^Happy to help!/);
      await expect(person.getByTestId('message').last()).toHaveAttribute('data-own', 'false');
      await expect(coach.getByTestId('message').last()).toHaveAttribute('data-own', 'true');

      // And the reverse, into the coach's open conversation.
      const replied = person.waitForResponse((r) => r.url().endsWith('/api/messages') && r.request().method() === 'POST');
      await person.getByLabel('Message', { exact: true }).fill('Thanks!');
      await person.getByRole('button', { name: 'Send' }).click();
      expect((await replied).status()).toBe(201);
      await expect(coach.getByTestId('message').last()).toHaveText(/^Thanks!/);
      await expect(coach.getByTestId('total-unread')).toHaveText('0 unread');

      expect(await stillSamePage(coach)).toBe(true);
      expect(await stillSamePage(person)).toBe(true);
    } finally {
      await person.context().close();
    }
  });

  test('loading placeholders, a failed send shows the fallback, and attachments show inline', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await apiPost(page, '/api/clients', { firstName: 'Ava', lastName: 'Stone', email: `ava-${Date.now()}@example.com` });

    // While the lists load: 5 placeholders for the clients, 3 for the conversation.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = async (route: Route) => {
      await gate;
      await route.fallback();
    };
    await page.route('**/api/messages/conversations*', held);
    await page.goto('/messages');
    await expect(page.getByTestId('conversation-placeholder')).toHaveCount(5);
    release();
    await page.unroute('**/api/messages/conversations*', held);
    let releaseConversation = () => {};
    const conversationGate = new Promise<void>((resolve) => (releaseConversation = resolve));
    const heldConversation = async (route: Route) => {
      await conversationGate;
      await route.fallback();
    };
    await page.route('**/api/messages?withUser=*', heldConversation);
    await page.getByTestId('conversation').filter({ hasText: 'Ava Stone' }).click();
    await expect(page.getByTestId('message-placeholder')).toHaveCount(3);
    releaseConversation();
    await expect(page.getByText('No messages yet')).toBeVisible();

    await page.route('**/api/messages', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await page.getByLabel('Message', { exact: true }).fill('Will fail');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Failed to send message');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Will fail');
    await page.unroute('**/api/messages');

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Attachment file').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: png });
    await expect(toast(page)).toContainText('Message sent successfully!');
    const image = page.getByRole('img', { name: 'plan.png' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });

  test('staff with send_messages write from /staff/messages; staff without it are told', async ({ page, browser }) => {
    const owner = await signUpAndStore(page, 'business');
    await apiPost(page, '/api/clients', { firstName: 'Noa', lastName: 'Field', email: `noa-${Date.now()}@example.com` });

    const staffPage = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
    try {
      const staff = await registerAccount(staffPage, 'client', 'Sky');
      await makeStaff(staff.email, owner.email, ['send_messages']);
      await storeSession(staffPage, await loginViaApi(staffPage, staff.email, staff.password));
      await staffPage.goto('/staff/messages');
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await staffPage.getByTestId('conversation').filter({ hasText: 'Noa Field' }).click();
      await staffPage.getByLabel('Message', { exact: true }).fill('Hi Noa, this is Sky from the team.');
      await staffPage.getByLabel('Message', { exact: true }).press('Enter');
      await expect(toast(staffPage)).toContainText('Message sent successfully!');

      // The owner sees the staff member's message as the business's own (right-hand side).
      await page.goto('/messages');
      await page.getByTestId('conversation').filter({ hasText: 'Noa Field' }).click();
      await expect(page.getByTestId('message')).toHaveText(/^Hi Noa, this is Sky from the team\./);
      await expect(page.getByTestId('message')).toHaveAttribute('data-own', 'true');

      await runSql(`update business_staff set permissions = '{view_clients}' where staff_id = (select id from users where email = $1)`, [staff.email]);
      await staffPage.reload();
      await expect(staffPage.getByText('Your business has not granted you this permission')).toBeVisible();
    } finally {
      await staffPage.context().close();
    }
  });

  test("the dashboard's Recent Messages and its N new badge follow a client's message without a reload", async ({ page: coach, browser }) => {
    await signUpAndStore(coach, 'business');
    const person = await (await browser.newContext({ baseURL: new URL(coach.url()).origin })).newPage();
    try {
      const account = await registerAccount(person, 'client', 'Lee');
      await apiPost(coach, '/api/clients', { firstName: 'Lee', lastName: 'Park', email: account.email });
      await linkClientAccount(account.email);
      await coach.goto('/dashboard');
      await expect(coach.getByText('No messages to display')).toBeVisible();
      await expect(coach.getByTestId('unread-badge')).toHaveText('0 new');

      const coachId = (await (await coach.request.get('/api/auth/me')).json()).id as string;
      const sent = await apiPost(person, '/api/messages', { receiverId: coachId, content: 'Running late today' });
      await expect(coach.getByRole('list', { name: 'Recent messages' })).toContainText('Running late today');
      await expect(coach.getByTestId('unread-badge')).toHaveText('1 new');

      // The client takes it back at once: it leaves Recent Messages and the badge.
      await apiSend(person, 'delete', `/api/messages/${sent.id}`);
      await expect(coach.getByText('No messages to display')).toBeVisible();
      await expect(coach.getByTestId('unread-badge')).toHaveText('0 new');
    } finally {
      await person.context().close();
    }
  });
});
