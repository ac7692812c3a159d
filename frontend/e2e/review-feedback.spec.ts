import { expect, test } from '@playwright/test';
import { apiPost, apiSend, registerAccount, runSql, signUpAndStore, storeSession, toast } from './support';

/*
 * Reviews & Feedback: the coach's Review & Feedback Settings, and a client rating a completed session in the portal
 * (from the feedback e-mail's link and from Past meetings), 4–5 stars leading to the configured review page.
 */

test.describe('Review & Feedback Settings', () => {
  test('shows the defaults and the four steps, validates the delay, saves, and reports a failure', async ({ page }) => {
    test.setTimeout(240_000);
    await signUpAndStore(page, 'business');
    await page.goto('/review-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Review & Feedback Settings' })).toBeVisible({ timeout: 60_000 });
    for (const section of ['Business Information', 'Review Platform URLs', 'Feedback Collection Settings', 'How Review Collection Works'])
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    const steps = page.getByRole('region', { name: 'How Review Collection Works' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(2)).toContainText('Review request for 4-5 star ratings');

    // Initialised from the server: the business name from sign-up, both switches on, 2 hours.
    await expect(page.getByLabel('Business Name')).toHaveValue('Casey Fitness');
    await expect(page.getByRole('switch', { name: /Review collection/ })).toBeChecked();
    const auto = page.getByRole('switch', { name: /Automatic feedback requests/ });
    await expect(auto).toBeChecked();
    const delay = page.getByLabel('Feedback Delay (hours)');
    await expect(delay).toHaveValue('2');
    await expect(delay).toHaveAttribute('min', '0');
    await expect(delay).toHaveAttribute('max', '72');

    // The delay input shows only while auto feedback is on.
    await auto.click();
    await expect(auto).not.toBeChecked();
    await expect(delay).toBeHidden();
    await auto.click();
    await expect(delay).toBeVisible();

    await delay.fill('73');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Feedback delay must be a whole number of hours between 0 and 72')).toBeVisible();

    await delay.fill('6');
    await page.getByLabel('Google My Business URL').fill('not a url');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Must be a valid URL (http or https)')).toBeVisible();
    await page.getByLabel('Google My Business URL').fill('https://g.page/r/casey/review');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page)).toContainText('Settings Updated');
    await expect(toast(page)).toContainText('Your review collection settings have been saved.');

    await page.reload();
    await expect(page.getByLabel('Google My Business URL')).toHaveValue('https://g.page/r/casey/review');
    await expect(page.getByLabel('Feedback Delay (hours)')).toHaveValue('6');

    // The server refusing: the failure toast, and 'Saving...' while the request is pending.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/review-settings', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await held;
      await route.fulfill({ status: 500, body: '' });
    });
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Failed to update settings. Please try again.');
  });
});

test.describe('rating a completed session', () => {
  test('a client rates from the e-mail link, is offered the Google review page after 5 stars, and rates another from Past', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await signUpAndStore(page, 'business');
    const reviewPage = `${baseURL}/landing`;
    await apiSend(page, 'put', '/api/review-settings', {
      businessName: 'Casey Fitness',
      googleMyBusinessUrl: reviewPage,
      reviewCollectionEnabled: true,
      autoFeedbackEnabled: true,
      feedbackDelayHours: 2,
    });

    const context = await browser.newContext();
    const client = await context.newPage();
    const account = await registerAccount(client, 'client', 'Robin');
    const record = await apiPost(page, '/api/clients', { firstName: 'Robin', lastName: 'Member', email: account.email });
    await runSql('update clients set user_id = (select id from users where email = $1) where id = $2', [account.email, record.id]);
    await storeSession(client, account.user);

    const yesterday = (hours: number) => new Date(Date.now() - 24 * 3_600_000 + hours * 3_600_000).toISOString();
    const first = await apiPost(page, '/api/meetings', {
      clientId: record.id,
      title: 'Form check',
      meetingType: 'video',
      scheduledAt: yesterday(0),
      duration: 60,
    });
    const second = await apiPost(page, '/api/meetings', {
      clientId: record.id,
      title: 'Mobility review',
      meetingType: 'video',
      scheduledAt: yesterday(3),
      duration: 45,
    });
    for (const meeting of [first, second]) await apiSend(page, 'patch', `/api/meetings/${meeting.id}`, { status: 'completed' });

    try {
      // The feedback e-mail's link.
      await client.goto(`/client/meetings?rate=${first.id}`);
      const dialog = client.getByRole('dialog', { name: 'Rate Form check' });
      await expect(dialog).toBeVisible({ timeout: 60_000 });
      await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
      await expect(dialog.getByText('Overall rating is required')).toBeVisible();
      await dialog.locator('input[name="overallRating"][value="5"]').dispatchEvent('click');
      await dialog.locator('input[name="coachRating"][value="4"]').dispatchEvent('click');
      await dialog.getByLabel('What went well?').fill('Clear cues on the squat');
      await dialog.getByLabel('I would recommend this coach').check();
      await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
      await expect(toast(client)).toContainText('Thank you for your feedback!');

      const review = client.getByRole('dialog', { name: 'Would you share your experience?' });
      const google = review.getByRole('link', { name: 'Review us on Google' });
      await expect(google).toHaveAttribute('href', reviewPage);
      const popup = client.waitForEvent('popup');
      await google.click();
      await (await popup).close();
      await expect(client.getByRole('dialog', { name: 'Thank you for your review!' })).toBeVisible();
      const view = (await (await client.request.get(`/api/client/meetings/${first.id}/feedback`)).json()) as { feedback: Record<string, unknown> };
      expect(view.feedback).toMatchObject({ overallRating: 5, coachRating: 4, wouldRecommend: true, reviewCompleted: true, reviewPlatform: 'google' });
      await client.getByRole('button', { name: 'Close' }).click();
      await expect(client).toHaveURL(/\/client\/meetings$/);

      // From Past: the rated one shows its stars; the other is rated with 3 stars (no review request).
      const past = client.getByRole('region', { name: 'Past' });
      await expect(past.getByRole('article', { name: 'Form check' }).getByRole('button', { name: 'Rated 5/5' })).toBeVisible();
      await past.getByRole('article', { name: 'Mobility review' }).getByRole('button', { name: 'Rate Session' }).click();
      const again = client.getByRole('dialog', { name: 'Rate Mobility review' });
      await again.locator('input[name="overallRating"][value="3"]').dispatchEvent('click');
      await again.getByRole('button', { name: 'Submit Feedback' }).click();
      await expect(toast(client)).toContainText('Thank you for your feedback!');
      await expect(again).toBeHidden();
      await expect(past.getByRole('article', { name: 'Mobility review' }).getByRole('button', { name: 'Rated 3/5' })).toBeVisible();

      // The coach's dashboard: (5 + 3) / 2 = 4 stars = 8/10.
      await page.goto('/dashboard');
      await expect(page.getByTestId('stat-satisfaction')).toContainText('8/10', { timeout: 60_000 });
    } finally {
      await context.close();
    }
  });
});
