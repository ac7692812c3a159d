import { expect, test, type Page } from '@playwright/test';
import { apiPost, expectNoSeriousA11yViolations, makeStaff, registerAccount, runSql, signUpAndStore, storeSession, toast, uniqueEmail } from './support';

/*
 * Meetings and the calendar. The business works in New York while the browser is in Berlin: what the calendar shows
 * and what its forms send must follow the business's clock, not the browser's.
 */
const ZONE = 'America/New_York';
test.use({ timezoneId: 'Europe/Berlin' });

/** Today's date on the business's clock (YYYY-MM-DD). */
const businessDay = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** A wall-clock time in New York as an instant (two passes settle the offset). */
function businessInstant(day: string, time: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: ZONE,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, part.value]),
    );
    return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!) - instant;
  };
  return new Date(wall - offsetAt(wall - offsetAt(wall))).toISOString();
}

async function business(page: Page) {
  const account = await signUpAndStore(page, 'business');
  await runSql(`update users set time_zone = $1 where email = $2`, [ZONE, account.email]);
  return account;
}

const rangeTitle = (page: Page) => page.getByTestId('calendar-range');
const event = (page: Page, title: string) => page.locator('.fc-event', { hasText: title });
const rangeRequest = (page: Page) => page.waitForRequest((request) => request.method() === 'GET' && /\/api\/meetings\?.*from=/.test(request.url()));
const fromOf = (url: string) => new URL(url).searchParams.get('from')!;

test.describe('calendar', () => {
  test('Day, Week and Month views in the business’s time zone; Previous and Next move the range', async ({ page }) => {
    await business(page);
    const today = businessDay();
    await apiPost(page, '/api/meetings', { title: 'Morning check-in', appointmentType: 'video', scheduledAt: businessInstant(today, '10:00'), duration: 45 });

    const firstRange = rangeRequest(page);
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar & Bookings' })).toBeVisible();
    const weekFrom = fromOf((await firstRange).url());
    await expect(page.getByLabel("Today's Appointments")).toContainText('1');
    await expect(page.getByLabel('This Week')).toContainText('1');
    await expect(page.getByLabel('Group Sessions')).toContainText('0');
    await expect(page.getByLabel('Integrations Active')).toContainText('0');

    // Week: from Sunday, the meeting in today's column (New York's today), at 10:00 New York time.
    await expect(page.locator('.fc-col-header-cell').first()).toHaveClass(/fc-day-sun/);
    await expect(page.locator(`.fc-timegrid-col[data-date="${today}"]`).locator('.fc-event', { hasText: 'Morning check-in' })).toBeVisible();
    await expect(event(page, 'Morning check-in').locator('.fc-event-time')).toContainText('10:00');
    const weekTitle = await rangeTitle(page).textContent();

    let next = rangeRequest(page);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(new Date(fromOf((await next).url())).getTime() - new Date(weekFrom).getTime()).toBeGreaterThanOrEqual(6 * 86_400_000);
    await expect(rangeTitle(page)).not.toHaveText(weekTitle!);
    await expect(event(page, 'Morning check-in')).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(rangeTitle(page)).toHaveText(weekTitle!);
    await expect(event(page, 'Morning check-in')).toBeVisible();

    // Day.
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(page.locator(`.fc-timegrid-col[data-date="${today}"]`)).toHaveCount(1);
    await expect(event(page, 'Morning check-in')).toBeVisible();
    const dayTitle = await rangeTitle(page).textContent();
    next = rangeRequest(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await next;
    await expect(page.locator(`.fc-timegrid-col[data-date="${businessDay(1)}"]`)).toHaveCount(1);
    await expect(event(page, 'Morning check-in')).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(rangeTitle(page)).toHaveText(dayTitle!);
    await expect(event(page, 'Morning check-in')).toBeVisible();

    // Month.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(page.locator(`.fc-daygrid-day[data-date="${today}"]`).locator('.fc-event', { hasText: 'Morning check-in' })).toBeVisible();
    await expect(page.locator('.fc-col-header-cell').first()).toHaveClass(/fc-day-sun/);
    const monthTitle = await rangeTitle(page).textContent();
    next = rangeRequest(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await next;
    await expect(rangeTitle(page)).not.toHaveText(monthTitle!);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(rangeTitle(page)).toHaveText(monthTitle!);
    await expect(event(page, 'Morning check-in')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('New Appointment and Group Session: the spec’s messages, the payloads on the business’s clock, the toasts', async ({ page }) => {
    await business(page);
    await page.goto('/calendar');
    const today = businessDay();

    await page.getByRole('button', { name: 'New Appointment' }).click();
    const appointment = page.getByRole('dialog', { name: 'New Appointment' });
    await appointment.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(appointment.getByText('Meeting title is required')).toBeVisible();
    await expect(appointment.getByText('Date and time is required')).toBeVisible();
    await appointment.getByLabel('Title').fill('Strategy call');
    await appointment.getByLabel('Date & Time').fill(`${today}T14:00`);
    await appointment.getByLabel('Duration (minutes)').fill('300');
    await appointment.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(appointment.getByText('Maximum duration is 240 minutes')).toBeVisible();
    await appointment.getByLabel('Duration (minutes)').fill('30');
    await expect(appointment.getByLabel('Platform')).toBeVisible();
    await appointment.getByLabel('Appointment Type').click();
    await page.getByRole('option', { name: 'Phone Call' }).click();
    await expect(appointment.getByLabel('Platform')).toHaveCount(0);
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/meetings'));
    await appointment.getByRole('button', { name: 'Create Appointment' }).click();
    const start = businessInstant(today, '14:00');
    expect((await posted).postDataJSON()).toEqual({
      title: 'Strategy call',
      description: null,
      clientId: null,
      scheduledAt: start,
      duration: 30,
      appointmentType: 'phone',
      platform: null,
      type: 'consultation',
      endTime: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    });
    await expect(toast(page)).toContainText('Appointment created successfully!');
    await expect(appointment).toBeHidden();
    await expect(page.locator(`.fc-timegrid-col[data-date="${today}"]`).locator('.fc-event', { hasText: 'Strategy call' })).toBeVisible();
    await expect(page.getByLabel("Today's Appointments")).toContainText('1');

    await page.getByRole('button', { name: 'Group Session' }).click();
    const group = page.getByRole('dialog', { name: 'Group Session' });
    await expect(group.getByLabel('Max Participants')).toHaveValue('10');
    await expect(group.getByLabel('Price')).toHaveValue('0');
    const tomorrow = businessDay(1);
    await group.getByLabel('Title').fill('Evening HIIT');
    await group.getByLabel('Date & Time').fill(`${tomorrow}T18:00`);
    await group.getByLabel('Duration (minutes)').fill('20');
    await group.getByLabel('Max Participants').fill('51');
    await group.getByRole('button', { name: 'Create Group Session' }).click();
    await expect(group.getByText('Minimum duration is 30 minutes')).toBeVisible();
    await expect(group.getByText('Participants must be between 2 and 50')).toBeVisible();
    await group.getByLabel('Duration (minutes)').fill('45');
    await group.getByLabel('Max Participants').fill('12');
    await group.getByLabel('Price').fill('9.99');
    await group.getByLabel('Session Type').click();
    await page.getByRole('option', { name: 'In-Person Class' }).click();
    const groupPosted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/meetings'));
    await group.getByRole('button', { name: 'Create Group Session' }).click();
    const groupStart = businessInstant(tomorrow, '18:00');
    expect((await groupPosted).postDataJSON()).toEqual({
      title: 'Evening HIIT',
      description: null,
      clientId: null,
      scheduledAt: groupStart,
      duration: 45,
      appointmentType: 'in_person',
      platform: null,
      type: 'group_session',
      endTime: new Date(Date.parse(groupStart) + 45 * 60_000).toISOString(),
      maxParticipants: 12,
      price: 9.99,
    });
    await expect(toast(page)).toContainText('Group session created successfully!');
    await expect(page.getByLabel('Group Sessions')).toContainText('1');
  });

  test('a weekly group session repeats on the calendar until its last day; an occurrence opens the series', async ({ page }) => {
    await business(page);
    await page.goto('/calendar');
    const first = businessDay(1);
    const second = businessDay(8);
    const third = businessDay(15);

    await page.getByRole('button', { name: 'Group Session' }).click();
    const group = page.getByRole('dialog', { name: 'Group Session' });
    await group.getByLabel('Title').fill('Weekly Yoga');
    await group.getByLabel('Date & Time').fill(`${first}T09:00`);
    await group.getByLabel('Duration (minutes)').fill('60');
    await expect(group.getByLabel('Repeat until')).toHaveCount(0);
    await group.getByLabel('Repeat', { exact: true }).click();
    await page.getByRole('option', { name: 'Every week' }).click();
    await group.getByLabel('Repeat until').fill(first);
    await group.getByRole('button', { name: 'Create Group Session' }).click();
    await expect(group.getByText('The series must end after its first meeting')).toBeVisible();
    await group.getByLabel('Repeat until').fill(third);
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/meetings'));
    await group.getByRole('button', { name: 'Create Group Session' }).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({ scheduledAt: businessInstant(first, '09:00'), isRecurring: true, recurringPattern: 'weekly' });
    // The whole last day counts: the series ends at its midnight, New York time.
    expect(new Date(body.recurringEndDate).getTime()).toBe(Date.parse(businessInstant(businessDay(16), '00:00')) - 1);
    await expect(toast(page)).toContainText('Group session created successfully!');

    // Each week shows its occurrence at 09:00 New York time, up to the last day and no further.
    const dayColumn = (day: string) => page.locator(`.fc-timegrid-col[data-date="${day}"]`);
    for (const day of [first, second, third]) {
      for (let step = 0; step < 3 && !(await dayColumn(day).count()); step++) await page.getByRole('button', { name: 'Next' }).click();
      await expect(dayColumn(day).locator('.fc-event', { hasText: 'Weekly Yoga' })).toBeVisible();
      await expect(dayColumn(day).locator('.fc-event', { hasText: 'Weekly Yoga' }).locator('.fc-event-time')).toContainText('9:00');
    }
    await dayColumn(third).locator('.fc-event', { hasText: 'Weekly Yoga' }).click();
    const details = page.getByRole('dialog', { name: 'Weekly Yoga' });
    await expect(details.getByTestId('meeting-repeats')).toContainText(`Repeats: Every week until ${third}`);
    await expect(details.getByLabel('Date & Time')).toHaveValue(`${first}T09:00`);
    await details.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(event(page, 'Weekly Yoga')).toHaveCount(0);
  });

  test('a meeting opens to mark it completed or cancel it; dragging it reschedules it', async ({ page }) => {
    await business(page);
    const today = businessDay();
    const done = await apiPost(page, '/api/meetings', {
      title: 'Finished session',
      appointmentType: 'phone',
      scheduledAt: businessInstant(today, '07:00'),
      duration: 30,
    });
    await apiPost(page, '/api/meetings', { title: 'Called off', appointmentType: 'phone', scheduledAt: businessInstant(today, '16:00'), duration: 30 });
    await apiPost(page, '/api/meetings', { title: 'Drag me', appointmentType: 'video', scheduledAt: businessInstant(today, '10:00'), duration: 60 });
    await page.goto('/calendar');

    await event(page, 'Finished session').click();
    const details = page.getByRole('dialog', { name: 'Finished session' });
    const completed = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(`/api/meetings/${done.id}`));
    await details.getByRole('button', { name: 'Mark Completed' }).click();
    expect((await completed).postDataJSON()).toEqual({ status: 'completed' });
    await expect(toast(page)).toContainText('Marked completed');
    await expect(event(page, 'Finished session (completed)')).toBeVisible();

    await event(page, 'Called off').click();
    await page.getByRole('dialog', { name: 'Called off' }).getByRole('button', { name: 'Cancel Meeting' }).click();
    await expect(toast(page)).toContainText('Meeting cancelled');
    await expect(event(page, 'Called off (cancelled)')).toBeVisible();

    // Drag "Drag me" three hours down in its column: 10:00 → 13:00 New York time.
    const source = event(page, 'Drag me');
    await source.scrollIntoViewIfNeeded();
    const from = (await source.boundingBox())!;
    const tenRow = (await page.locator('.fc-timegrid-slot-lane[data-time="10:00:00"]').boundingBox())!;
    const oneRow = (await page.locator('.fc-timegrid-slot-lane[data-time="13:00:00"]').boundingBox())!;
    const x = from.x + from.width / 2;
    const grabY = from.y + 5;
    const moved = page.waitForRequest((request) => request.method() === 'PATCH' && /\/api\/meetings\/[\w-]+$/.test(request.url()));
    await page.mouse.move(x, grabY);
    await page.mouse.down();
    await page.mouse.move(x, grabY + 10, { steps: 5 });
    await page.mouse.move(x, grabY + (oneRow.y - tenRow.y), { steps: 20 });
    await page.mouse.up();
    expect((await moved).postDataJSON()).toEqual({ scheduledAt: businessInstant(today, '13:00') });
    await expect(toast(page)).toContainText('Meeting updated');
  });

  test('staff who schedule sessions see the business’s calendar at /staff/calendar', async ({ page }) => {
    const owner = await business(page);
    await apiPost(page, '/api/meetings', {
      title: 'Owner booking',
      appointmentType: 'video',
      scheduledAt: businessInstant(businessDay(), '11:00'),
      duration: 30,
    });
    await page.context().clearCookies();
    const staff = await registerAccount(page, 'business', 'Sam');
    await makeStaff(staff.email, owner.email, ['schedule_sessions']);
    await storeSession(page, { ...staff.user, role: 'staff' });
    await page.goto('/staff/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar', exact: true })).toBeVisible();
    await expect(event(page, 'Owner booking')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Integrations' })).toHaveCount(0);
  });
});

test.describe('meetings', () => {
  test('Schedule Meeting: the spec’s messages, the URL only for video and the location only in person, then Upcoming', async ({ page }) => {
    await signUpAndStore(page, 'business');
    const client = await apiPost(page, '/api/clients', { firstName: 'Nora', lastName: 'Quinn', email: uniqueEmail('nora') });
    const past = await apiPost(page, '/api/meetings', {
      clientId: client.id,
      title: 'Last month’s review',
      meetingType: 'phone',
      scheduledAt: '2026-01-10T15:00:00.000Z',
    });
    await page.goto('/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const pastList = page.getByRole('region', { name: 'Past' });
    await expect(upcoming.getByText('No upcoming meetings')).toBeVisible();
    await expect(pastList.getByRole('listitem', { name: 'Last month’s review' })).toBeVisible();
    expect(past.id).toBeTruthy();

    await page.getByRole('button', { name: 'Schedule Meeting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Meeting' });
    await dialog.getByLabel('Duration (minutes)').fill('10');
    await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    for (const message of [
      'Client is required',
      'Meeting title is required',
      'Meeting type is required',
      'Date and time is required',
      'Minimum duration is 15 minutes',
    ])
      await expect(dialog.getByText(message)).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Client' }).fill('Nora');
    await page.getByRole('option', { name: 'Nora Quinn' }).click();
    await dialog.getByLabel('Meeting Title').fill('Quarterly planning');
    await expect(dialog.getByLabel('Meeting URL')).toHaveCount(0);
    await dialog.getByLabel('Meeting Type').click();
    await page.getByRole('option', { name: 'In-Person' }).click();
    await expect(dialog.getByLabel('Location')).toBeVisible();
    await expect(dialog.getByLabel('Meeting URL')).toHaveCount(0);
    await dialog.getByLabel('Meeting Type').click();
    await page.getByRole('option', { name: 'Video Call' }).click();
    await expect(dialog.getByLabel('Location')).toHaveCount(0);
    await dialog.getByLabel('Meeting URL').fill('https://meet.example.com/nora');
    // The browser is in Berlin (UTC+1 in January) and the business in UTC: the typed time is the business's, as on the
    // calendar.
    await dialog.getByLabel('Date & Time').fill('2030-01-15T10:00');
    await dialog.getByLabel('Duration (minutes)').fill('45');
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/meetings'));
    await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    expect((await posted).postDataJSON()).toEqual({
      clientId: client.id,
      title: 'Quarterly planning',
      description: null,
      meetingType: 'video',
      scheduledAt: '2030-01-15T10:00:00.000Z',
      duration: 45,
      location: null,
      meetingUrl: 'https://meet.example.com/nora',
    });
    await expect(toast(page)).toContainText('Meeting scheduled successfully!');
    await expect(dialog).toBeHidden();
    const item = upcoming.getByRole('listitem', { name: 'Quarterly planning' });
    await expect(item).toContainText('with Nora Quinn');
    await expect(item).toContainText('Tue, Jan 15, 2030, 10:00 AM · 45 min');
    await expect(item.getByRole('link', { name: 'Join meeting' })).toHaveAttribute('href', 'https://meet.example.com/nora');
    await expectNoSeriousA11yViolations(page);
  });
});
