import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, apiSend, expectNoSeriousA11yViolations, registerAccount, runSql, signUpAndStore, storeSession, toast } from './support';

/*
 * Self-booking and group sessions from the client's side: the coach's working hours become free slots on the client's
 * own clock, a booked slot leaves the list, and a full session's waitlist moves up when someone leaves.
 */
test.use({ timezoneId: 'Europe/Berlin' });

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

test.describe('client self-booking', () => {
  test('the coach sets working hours; a client books a free slot, which leaves their and another client’s free slots at once and shows as the next meeting', async ({
    page,
    browser,
  }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Working Hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Working Hours' });
    await expect(dialog.getByTestId('no-working-hours')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Period' }).click();
    // A new period is Monday, 09:00 to 17:00 in hour-long slots: make it 09:00 to 11:00.
    await dialog.getByLabel('End').fill('11:00');
    await dialog.getByRole('button', { name: 'Save Working Hours' }).click();
    await expect(toast(page)).toContainText('Working hours saved');
    await expect(dialog).toBeHidden();

    const client = await clientOf(browser, page, 'Robin');
    const other = await clientOf(browser, page, 'Sasha');
    try {
      await other.page.goto('/client/appointments');
      const othersSlots = other.page.getByTestId('free-slot');
      await expect(othersSlots.first()).toBeVisible();
      await client.page.goto('/client/appointments');
      await expect(client.page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
      await expect(client.page.getByText('No upcoming appointments')).toBeVisible();
      const slots = client.page.getByTestId('free-slot');
      // Mondays' 09:00 and 10:00 of the coming weeks, those past the 24-hour notice (on a Sunday morning, Monday's
      // first slot may already be inside it while its second is not: the count need not be even).
      await expect(slots.first()).toBeVisible();
      const before = await slots.count();
      const first = slots.first();
      const label = (await first.getAttribute('aria-label'))!.replace(/^Book /, '');
      await first.click();
      const confirm = client.page.getByRole('dialog', { name: 'Book Appointment' });
      await expect(confirm).toContainText(label);
      await confirm.getByRole('button', { name: 'Book' }).click();
      await expect(toast(client.page)).toContainText('Appointment booked');
      await expect(client.page.getByTestId('my-appointments').getByRole('article')).toHaveCount(1);
      await expect(slots).toHaveCount(before - 1);
      await expect(client.page.getByRole('button', { name: `Book ${label}` })).toHaveCount(0);
      // Another client's open page loses the slot without a reload.
      await expect(other.page.getByRole('button', { name: `Book ${label}` })).toHaveCount(0);
      await expect(othersSlots).toHaveCount(before - 1);
      await expectNoSeriousA11yViolations(client.page);

      await client.page.goto('/client');
      await expect(client.page.getByTestId('next-meeting-title')).toHaveText('Appointment');

      // The client cancels it: the slot is free again.
      await client.page.goto('/client/appointments');
      await client.page.getByRole('button', { name: 'Cancel Appointment' }).click();
      await client.page.getByRole('dialog', { name: 'Cancel Appointment' }).getByRole('button', { name: 'Cancel Appointment' }).click();
      await expect(toast(client.page)).toContainText('Appointment cancelled');
      await expect(slots).toHaveCount(before);
      await expect(othersSlots).toHaveCount(before);
    } finally {
      await client.context.close();
      await other.context.close();
    }
  });

  test('a client joins a full group session’s waitlist and is promoted when someone leaves', async ({ page, browser }) => {
    await signUpAndStore(page, 'business');
    const session = await apiPost(page, '/api/meetings', {
      title: 'Saturday HIIT',
      type: 'group_session',
      appointmentType: 'in_person',
      scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      duration: 60,
      maxParticipants: 2,
      price: 15,
    });
    const first = await clientOf(browser, page, 'Avery');
    const second = await clientOf(browser, page, 'Blake');
    const third = await clientOf(browser, page, 'Casey');
    try {
      const seat = await apiPost<{ id: string }>(first.page, `/api/meetings/${session.id}/participants`, {});
      await apiPost(second.page, `/api/meetings/${session.id}/participants`, {});

      await third.page.goto('/client/appointments');
      const card = third.page.getByTestId('group-sessions').getByRole('article', { name: 'Saturday HIIT' });
      await expect(card).toContainText('Full');
      await card.getByRole('button', { name: 'Join waitlist of Saturday HIIT' }).click();
      await expect(toast(third.page)).toContainText('You are on the waitlist');
      await expect(card.getByTestId('participant-status')).toHaveText('Waitlisted (#1)');

      // The first client leaves: the seat goes to the third, whose open page shows it without a reload.
      await apiSend(first.page, 'delete', `/api/meetings/${session.id}/participants/${seat.id}`);
      await expect(card.getByTestId('participant-status')).toHaveText('Registered');
      await third.page.goto('/client/meetings');
      const upcoming = third.page.getByRole('region', { name: 'Upcoming' });
      await expect(upcoming.getByRole('article', { name: 'Saturday HIIT' }).getByTestId('participant-status')).toHaveText('Registered');
      await third.page.goto('/client');
      await expect(third.page.getByTestId('next-meeting-title')).toHaveText('Saturday HIIT');
    } finally {
      for (const client of [first, second, third]) await client.context.close();
    }
  });
});
