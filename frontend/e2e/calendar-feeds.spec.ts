import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, registerAccount, runSql, signUpAndStore, storeSession, toast } from './support';

/*
 * Calendar subscriptions and video rooms: the coach copies a secret .ics link that a calendar app can fetch without a
 * session, revokes it (the link then answers 404); a video appointment made with no link gets its own room, shown on
 * the coach's calendar and on the client's meetings.
 */

/** A client of the coach, signed in in a browser context of their own. */
async function clientOf(browser: Browser, coach: Page, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerAccount(page, 'client', firstName);
  const record = await apiPost(coach, '/api/clients', { firstName, lastName: 'Member', email: account.email });
  await runSql('update clients set user_id = (select id from users where email = $1) where id = $2', [account.email, record.id]);
  await storeSession(page, account.user);
  return { page, context, clientId: record.id };
}

/** The feed's address on the server under test (APP_URL may name another host). */
const sameOrigin = (url: string, page: Page) => new URL(new URL(url).pathname, page.url()).toString();

/** Tomorrow at 10:00 UTC, on the minute. */
const tomorrow = () => new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000 + 10 * 3_600_000).toISOString();

test('the coach copies the calendar link, a calendar app reads it without a session, and revoking it makes it 404', async ({ page, browser }) => {
  // What the Copy button writes to the clipboard (headless browsers keep no clipboard to read back).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void ((window as unknown as { copied: string }).copied = text) },
    });
  });
  await signUpAndStore(page, 'business');
  await apiPost(page, '/api/meetings', { title: 'Feed session', appointmentType: 'phone', scheduledAt: tomorrow(), duration: 30 });
  await page.goto('/calendar');
  const panel = page.getByRole('region', { name: 'Calendar subscription' });
  await panel.getByRole('button', { name: 'Create subscription link' }).click();
  await expect(toast(page)).toContainText('Calendar link created');
  const field = panel.getByTestId('calendar-feed-url');
  await expect(field).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await field.inputValue();

  await panel.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page)).toContainText('Link copied');
  expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(url);

  // A calendar app: no cookie, no token.
  const app = await browser.newContext();
  try {
    const feed = await app.request.get(sameOrigin(url, page));
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('SUMMARY:Feed session');

    // Shown once: after a reload only that a link exists.
    await page.reload();
    await expect(panel.getByText(/A subscription link is active/)).toBeVisible();
    await expect(panel.getByTestId('calendar-feed-url')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page)).toContainText('Calendar link revoked');
    await expect(panel.getByRole('button', { name: 'Create subscription link' })).toBeVisible();
    expect((await app.request.get(sameOrigin(url, page))).status()).toBe(404);
  } finally {
    await app.close();
  }
});

test('a video appointment with no link gets its own room, on the coach’s calendar and the client’s meetings; the client subscribes too', async ({
  page,
  browser,
}) => {
  await signUpAndStore(page, 'business');
  const client = await clientOf(browser, page, 'Vida');
  try {
    const meeting = await apiPost<{ id: string; meetingUrl: string }>(page, '/api/meetings', {
      title: 'Video kickoff',
      clientId: client.clientId,
      appointmentType: 'video',
      scheduledAt: tomorrow(),
      duration: 45,
    });
    expect(meeting.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/CoachCore-[0-9a-f]{20}$/);

    await page.goto('/calendar');
    // The week (Sunday to Saturday, on the business's UTC clock) holding tomorrow.
    if (new Date().getUTCDay() === 6) await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.fc-event', { hasText: 'Video kickoff' }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByRole('link', { name: 'Join meeting' })).toHaveAttribute('href', meeting.meetingUrl);

    await client.page.goto('/client/meetings');
    const row = client.page.getByRole('article', { name: 'Video kickoff' });
    await expect(row.getByRole('link', { name: 'Join video call' })).toHaveAttribute('href', meeting.meetingUrl);

    await client.page.goto('/client/appointments');
    const panel = client.page.getByRole('region', { name: 'Calendar subscription' });
    await panel.getByRole('button', { name: 'Create subscription link' }).click();
    const url = await panel.getByTestId('calendar-feed-url').inputValue();
    const feed = await client.context.request.get(sameOrigin(url, client.page));
    expect(await feed.text()).toContain('SUMMARY:Video kickoff');
  } finally {
    await client.context.close();
  }
});

test('a client’s weekly series that began last week shows under Upcoming and as the Next Meeting at its next occurrence', async ({ page, browser }) => {
  await signUpAndStore(page, 'business');
  const client = await clientOf(browser, page, 'Rhea');
  try {
    const series = await apiPost(page, '/api/meetings', {
      title: 'Weekly form check',
      clientId: client.clientId,
      appointmentType: 'phone',
      scheduledAt: tomorrow(),
      duration: 30,
      isRecurring: true,
      recurringPattern: 'weekly',
    });
    // It began a week before tomorrow (on the business's UTC clock): its next occurrence is tomorrow at 10:00.
    const began = new Date(Date.parse(tomorrow()) - 7 * 86_400_000);
    await runSql('update meetings set scheduled_at = $2, end_time = $3 where id = $1', [series.id, began, new Date(began.getTime() + 30 * 60_000)]);
    const next = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(tomorrow()));

    await client.page.goto('/client/meetings');
    const row = client.page.getByRole('article', { name: 'Weekly form check' });
    await expect(row).toContainText(next);
    await expect(row).toContainText('Every week');
    await client.page.goto('/client');
    await expect(client.page.getByTestId('next-meeting-title')).toHaveText('Weekly form check');
    await expect(client.page.getByTestId('next-meeting-time')).toContainText(next);
  } finally {
    await client.context.close();
  }
});
