import { CALENDAR_FEED_MESSAGES } from '@coachcore/domain';
import * as ical from 'node-ical';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const DAY = 86_400_000;
const ZONE = 'Europe/London';

/** The iCalendar events of a feed, parsed back by node-ical, soonest first. */
function eventsOf(text: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(text))
    .filter((entry): entry is ical.VEvent => entry?.type === 'VEVENT')
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The last Sunday of March (when London moves to summer time) at least two weeks ahead. */
function nextSpringForward(now = Date.now()): { year: number; date: string } {
  for (let year = new Date(now).getUTCFullYear(); ; year += 1) {
    const lastOfMarch = new Date(Date.UTC(year, 2, 31));
    const sunday = new Date(lastOfMarch.getTime() - lastOfMarch.getUTCDay() * DAY);
    if (sunday.getTime() > now + 14 * DAY) return { year, date: sunday.toISOString().slice(0, 10) };
  }
}

describe('calendar feeds (ICS) and calendar integrations', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let other: SignedInUser;
  let client: SignedInUser & { clientId: string };

  const meeting = async (owner: SignedInUser, body: Record<string, unknown>) => {
    const response = await t.http().post('/api/meetings').set(owner.auth).send(body);
    expect(response.status).toBe(201);
    return response.body as { id: string; meetingUrl: string | null; scheduledAt: string };
  };
  const feedUrl = async (user: SignedInUser, path = '/api/calendar-feed') => {
    const response = await t.http().post(path).set(user.auth).expect(201);
    return response.body.url as string;
  };
  /** Fetches a feed as a calendar app does: no session, no cookie. */
  const fetchFeed = (url: string) => t.http().get(new URL(url).pathname);
  const soon = (days: number, hour = 10) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hour * 3_600_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerUser(t);
    other = await registerUser(t);
    await t.sql('update users set time_zone = $1 where id = $2', [ZONE, coach.id]);
    client = await createClientUser(t, coach);
  });
  afterAll(() => t?.close());

  it('gives a video meeting its own room on the open video service when it has no link', async () => {
    const clientRecord = await createClient(t, coach);
    const first = await meeting(coach, { title: 'Video A', clientId: clientRecord.id, appointmentType: 'video', scheduledAt: soon(3) });
    const second = await meeting(coach, { clientId: clientRecord.id, title: 'Video B', meetingType: 'video', scheduledAt: soon(3, 12) });
    expect(first.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/CoachCore-[0-9a-f]{20}$/);
    expect(second.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/CoachCore-[0-9a-f]{20}$/);
    expect(first.meetingUrl).not.toBe(second.meetingUrl);
    const own = await meeting(coach, { title: 'Own link', appointmentType: 'video', meetingUrl: 'https://zoom.example.com/j/1', scheduledAt: soon(3, 14) });
    expect(own.meetingUrl).toBe('https://zoom.example.com/j/1');
    const inPerson = await meeting(coach, { title: 'Studio', appointmentType: 'in_person', location: 'Studio 1', scheduledAt: soon(3, 16) });
    expect(inPerson.meetingUrl).toBeNull();
    // Turned into a video meeting later, it gets a room then.
    const turned = await t.http().patch(`/api/meetings/${inPerson.id}`).set(coach.auth).send({ appointmentType: 'video' }).expect(200);
    expect(turned.body.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/CoachCore-/);
  });

  it('serves the coach’s meetings to any calendar app behind a secret URL, parsed back with node-ical', async () => {
    expect((await t.http().get('/api/calendar-feed').set(coach.auth).expect(200)).body).toEqual({
      active: false,
      url: null,
      createdAt: null,
      lastReadAt: null,
    });
    const call = await meeting(coach, {
      title: 'Feed call',
      clientId: client.clientId,
      appointmentType: 'video',
      scheduledAt: soon(5),
      duration: 45,
      description: 'Plan',
    });
    const cancelled = await meeting(coach, { title: 'Feed cancelled', appointmentType: 'phone', scheduledAt: soon(5, 15) });
    await t.http().post(`/api/meetings/${cancelled.id}/cancel`).set(coach.auth).expect(200);
    const url = await feedUrl(coach);
    expect(url).toMatch(new RegExp(`^${t.config.appUrl}/api/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));
    // Shown once: afterwards only that it exists.
    const status = await t.http().get('/api/calendar-feed').set(coach.auth).expect(200);
    expect(status.body).toEqual({ active: true, url: null, createdAt: expect.any(String), lastReadAt: null });

    const response = await fetchFeed(url).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.text).toMatch(/^BEGIN:VCALENDAR/);
    const events = eventsOf(response.text);
    const entry = events.find((event) => event.summary === 'Feed call')!;
    expect(entry.uid).toBe(`${call.id}@${new URL(t.config.appUrl).hostname}`);
    expect(entry.start.toISOString()).toBe(call.scheduledAt);
    expect(entry.end.getTime() - entry.start.getTime()).toBe(45 * 60_000);
    expect(entry.location).toBe(call.meetingUrl);
    expect(entry.description).toContain(`Join: ${call.meetingUrl}`);
    expect(events.some((event) => event.summary === 'Feed cancelled')).toBe(false);
    expect((await t.http().get('/api/calendar-feed').set(coach.auth)).body.lastReadAt).toEqual(expect.any(String));
  });

  it('expands a weekly series on the business’s wall clock across the change to summer time', async () => {
    const { date } = nextSpringForward();
    // Two Mondays before the change at 09:00 London (GMT, 09:00Z) to two Mondays after (BST, 08:00Z).
    const firstMonday = new Date(Date.parse(`${date}T09:00:00Z`) - 13 * DAY);
    const lastMonday = new Date(firstMonday.getTime() + 28 * DAY);
    const series = await meeting(coach, {
      title: 'Weekly check-in',
      appointmentType: 'phone',
      scheduledAt: firstMonday.toISOString(),
      duration: 30,
      isRecurring: true,
      recurringPattern: 'weekly',
      recurringEndDate: new Date(lastMonday.getTime() + 12 * 3_600_000).toISOString(),
    });
    const events = eventsOf((await fetchFeed(await feedUrl(coach)).expect(200)).text).filter((event) => event.summary === 'Weekly check-in');
    const local = (instant: Date) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
    expect(events.map((event) => local(event.start))).toEqual(['Mon 09:00', 'Mon 09:00', 'Mon 09:00', 'Mon 09:00', 'Mon 09:00']);
    expect(events.map((event) => event.start.toISOString().slice(11, 16))).toEqual(['09:00', '09:00', '08:00', '08:00', '08:00']);
    expect(events.every((event) => event.end.getTime() - event.start.getTime() === 30 * 60_000)).toBe(true);
    expect(new Set(events.map((event) => event.uid)).size).toBe(5);
    expect(events.every((event) => event.uid.startsWith(`${series.id}-`))).toBe(true);

    const answer = await t.http().get(`/api/meetings/${series.id}`).set(coach.auth).expect(200);
    expect(answer.body).toMatchObject({ isRecurring: true, recurringPattern: 'weekly', recurringEndDate: expect.any(String) });
  });

  it('checks the recurrence fields with clear messages', async () => {
    const bad = (body: Record<string, unknown>) =>
      t
        .http()
        .post('/api/meetings')
        .set(coach.auth)
        .send({ title: 'Series', appointmentType: 'phone', scheduledAt: soon(2), ...body });
    expect((await bad({ isRecurring: true }).expect(400)).body.message).toBe('Choose how the meeting repeats');
    expect((await bad({ isRecurring: true, recurringPattern: 'yearly' }).expect(400)).body.message).toBe('Repeat must be daily, weekly, biweekly or monthly');
    expect((await bad({ isRecurring: true, recurringPattern: 'daily', recurringEndDate: soon(1) }).expect(400)).body.message).toBe(
      'The series must end after its first meeting',
    );
    expect((await bad({ isRecurring: true, recurringPattern: 'daily', recurringEndDate: 'soon' }).expect(400)).body.message).toBe(
      'Repeat until must be a date and time',
    );
  });

  it('rotating makes the old URL 404 at once; revoking makes the URL 404', async () => {
    const first = await feedUrl(coach);
    await fetchFeed(first).expect(200);
    const second = await feedUrl(coach);
    expect(second).not.toBe(first);
    const gone = await fetchFeed(first).expect(404);
    expect(gone.body.message).toBe(CALENDAR_FEED_MESSAGES.notFound);
    await fetchFeed(second).expect(200);
    await t.http().delete('/api/calendar-feed').set(coach.auth).expect(204);
    await fetchFeed(second).expect(404);
    expect((await t.http().get('/api/calendar-feed').set(coach.auth).expect(200)).body.active).toBe(false);
    expect((await t.http().delete('/api/calendar-feed').set(coach.auth).expect(404)).body.message).toBe(CALENDAR_FEED_MESSAGES.notFound);
    // A made-up or malformed token is the same 404.
    await t
      .http()
      .get(`/api/calendar-feeds/${'A'.repeat(43)}.ics`)
      .expect(404);
    await t.http().get('/api/calendar-feeds/nonsense').expect(404);
  });

  it('a client’s feed lists only their own sessions; other businesses and other clients stay out', async () => {
    const mine = await meeting(coach, { title: 'Client own', clientId: client.clientId, appointmentType: 'phone', scheduledAt: soon(6) });
    const someoneElse = await createClient(t, coach);
    await meeting(coach, { title: 'Someone else', clientId: someoneElse.id, appointmentType: 'phone', scheduledAt: soon(6, 12) });
    const joined = await meeting(coach, { title: 'Joined class', type: 'group_session', appointmentType: 'video', scheduledAt: soon(7), maxParticipants: 5 });
    await t.http().post(`/api/meetings/${joined.id}/participants`).set(coach.auth).send({ clientId: client.clientId }).expect(201);
    await meeting(coach, { title: 'Not joined class', type: 'group_session', appointmentType: 'video', scheduledAt: soon(7, 14), maxParticipants: 5 });
    await meeting(other, { title: 'Other business', appointmentType: 'phone', scheduledAt: soon(6, 9) });

    expect((await t.http().get('/api/client/calendar-feed').set(client.auth).expect(200)).body.active).toBe(false);
    const url = await feedUrl(client, '/api/client/calendar-feed');
    const titles = eventsOf((await fetchFeed(url).expect(200)).text).map((event) => event.summary);
    expect(titles).toContain('Client own');
    expect(titles).toContain('Joined class');
    expect(titles).not.toContain('Someone else');
    expect(titles).not.toContain('Not joined class');
    expect(titles).not.toContain('Other business');
    expect(eventsOf((await fetchFeed(url)).text).find((event) => event.summary === 'Client own')!.uid).toBe(`${mine.id}@${new URL(t.config.appUrl).hostname}`);

    // The coach's feed and the client's are separate: revoking one leaves the other.
    const coachUrl = await feedUrl(coach);
    await t.http().delete('/api/client/calendar-feed').set(client.auth).expect(204);
    await fetchFeed(url).expect(404);
    await fetchFeed(coachUrl).expect(200);

    // The other business's feed lists only its own meetings.
    const otherTitles = eventsOf((await fetchFeed(await feedUrl(other)).expect(200)).text).map((event) => event.summary);
    expect(otherTitles).toEqual(['Other business']);
  });

  it('the coach’s feed is the owner’s: clients and staff cannot make one there', async () => {
    await t.http().post('/api/calendar-feed').set(client.auth).expect(403);
    const staff = await createStaff(t, coach, ['schedule_sessions']);
    await t.http().post('/api/calendar-feed').set(staff.auth).expect(403);
    await t.http().post('/api/client/calendar-feed').set(coach.auth).expect(403);
    await t.http().get('/api/calendar-feed').expect(401);
  });

  it('GET /api/calendar-integrations and /api/video-platform-integrations answer the business’s real rows, never their secrets', async () => {
    expect((await t.http().get('/api/calendar-integrations').set(coach.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/video-platform-integrations').set(coach.auth).expect(200)).body).toEqual([]);
    await t.sql(
      `insert into calendar_integrations (id, user_id, provider, provider_account_id, access_token, refresh_token, calendar_id, is_active, sync_enabled, created_at, updated_at)
       values (gen_random_uuid(), $1, 'google', 'coach@gmail.example', 'secret-access', 'secret-refresh', 'primary', true, true, now(), now()),
              (gen_random_uuid(), $2, 'outlook', 'other@example.com', 'other-secret', null, null, true, false, now(), now())`,
      [coach.id, other.id],
    );
    await t.sql(
      `insert into video_platform_integrations (id, user_id, platform, api_key, api_secret, webhook_url, is_active, created_at, updated_at)
       values (gen_random_uuid(), $1, 'zoom', 'key-1', 'zoom-secret', null, false, now(), now())`,
      [coach.id],
    );
    const calendars = await t.http().get('/api/calendar-integrations').set(coach.auth).expect(200);
    expect(calendars.body).toEqual([
      {
        id: expect.any(String),
        provider: 'google',
        providerAccountId: 'coach@gmail.example',
        calendarId: 'primary',
        isActive: true,
        syncEnabled: true,
        tokenExpiresAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(calendars.body)).not.toContain('secret');
    const videos = await t.http().get('/api/video-platform-integrations').set(coach.auth).expect(200);
    expect(videos.body).toEqual([
      { id: expect.any(String), platform: 'zoom', webhookUrl: null, isActive: false, tokenExpiresAt: null, createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(videos.body)).not.toContain('secret');
    // The calendar's card counts the active ones.
    expect((await t.http().get('/api/meetings/stats').set(coach.auth).expect(200)).body.integrationsActive).toBe(1);
    expect((await t.http().get('/api/calendar-integrations').set(other.auth).expect(200)).body.map((row: { provider: string }) => row.provider)).toEqual([
      'outlook',
    ]);
    await t.http().get('/api/calendar-integrations').set(client.auth).expect(403);
  });
});
