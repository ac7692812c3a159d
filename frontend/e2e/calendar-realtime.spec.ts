import { expect, test, type Page } from '@playwright/test';
import { apiPost, makeStaff, registerAccount, runSql, signUpAndStore, storeSession } from './support';

/*
 * A change one person makes to the schedule shows on every open calendar of the business without a reload: the
 * owner's and a staff member's who may see the schedule (schedule_sessions only, no send_messages).
 */
const event = (page: Page, title: string) => page.locator('.fc-event', { hasText: title });
/** Noon today (UTC, the business's clock here): always inside the week the calendar opens on. */
const todayAtNoon = () => `${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`;

/** Marks the page's window: a reload or navigation would lose the mark. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __calendarMark: 'kept' }));
const markOf = (page: Page) => page.evaluate(() => (window as unknown as { __calendarMark?: string }).__calendarMark);

test('a meeting the owner creates shows on the staff member’s open calendar, and theirs on the owner’s, without a reload', async ({ page, browser }) => {
  const owner = await signUpAndStore(page, 'business');
  await runSql(`update users set time_zone = 'UTC' where email = $1`, [owner.email]);
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  try {
    const staff = await registerAccount(staffPage, 'business', 'Sam');
    await makeStaff(staff.email, owner.email, ['schedule_sessions']);
    await storeSession(staffPage, { ...staff.user, role: 'staff' });

    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar & Bookings' })).toBeVisible();
    await staffPage.goto('/staff/calendar');
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Calendar', exact: true })).toBeVisible();
    await expect(staffPage.locator('.fc')).toBeVisible();
    await markPage(page);
    await markPage(staffPage);

    await apiPost(page, '/api/meetings', { title: 'Owner booking', appointmentType: 'phone', scheduledAt: todayAtNoon(), duration: 30 });
    await expect(event(page, 'Owner booking')).toBeVisible();
    await expect(event(staffPage, 'Owner booking')).toBeVisible();

    await apiPost(staffPage, '/api/meetings', {
      title: 'Staff booking',
      appointmentType: 'phone',
      scheduledAt: todayAtNoon().replace('T12', 'T14'),
      duration: 30,
    });
    await expect(event(page, 'Staff booking')).toBeVisible();
    await expect(page.getByLabel("Today's Appointments")).toContainText('2');

    expect(await markOf(page)).toBe('kept');
    expect(await markOf(staffPage)).toBe('kept');
  } finally {
    await staffContext.close();
  }
});
