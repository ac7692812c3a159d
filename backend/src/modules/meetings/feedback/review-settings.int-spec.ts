import { REVIEW_MESSAGES } from '@coachcore/domain';
import { createClientUser, createStaff } from '../../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

const FULL = {
  businessName: 'Peak Performance Coaching',
  businessAddress: '12 High Street, Bristol',
  businessPhone: '+44 117 496 0000',
  businessWebsite: 'https://peak.example',
  googleMyBusinessUrl: 'https://g.page/r/peak/review',
  facebookPageUrl: 'https://facebook.com/peak',
  yelpBusinessUrl: 'https://www.yelp.com/biz/peak',
  reviewCollectionEnabled: false,
  autoFeedbackEnabled: true,
  feedbackDelayHours: 24,
};

describe('review settings (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  const put = (body: Record<string, unknown>, user: SignedInUser = coach) => t.http().put('/api/review-settings').set(user.auth).send(body);

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t, { businessName: 'Test Fitness' });
  });
  afterAll(() => t?.close());

  it('answers the defaults: review collection and auto feedback on, 2 hours, the business name from sign-up', async () => {
    await t.http().get('/api/review-settings').set(coach.auth).expect(200, {
      businessName: 'Test Fitness',
      businessAddress: null,
      businessPhone: null,
      businessWebsite: null,
      googleMyBusinessUrl: null,
      facebookPageUrl: null,
      yelpBusinessUrl: null,
      reviewCollectionEnabled: true,
      autoFeedbackEnabled: true,
      feedbackDelayHours: 2,
    });
  });

  it('saves the full object, answers it, and records review_settings_updated; another business keeps its own', async () => {
    const other = await registerUser(t, { businessName: 'Other Gym' });
    await put(FULL).expect(200, FULL);
    await t.http().get('/api/review-settings').set(coach.auth).expect(200, FULL);
    const [event] = await t.sql<{ payload: unknown }>(
      `select payload from outbox_events where name = 'review_settings_updated' and payload->>'businessId' = $1`,
      [coach.id],
    );
    expect(event!.payload).toEqual({ businessId: coach.id, autoFeedbackEnabled: true, feedbackDelayHours: 24, reviewCollectionEnabled: false });
    const theirs = (await t.http().get('/api/review-settings').set(other.auth).expect(200)).body;
    expect(theirs).toMatchObject({ businessName: 'Other Gym', googleMyBusinessUrl: null, reviewCollectionEnabled: true, feedbackDelayHours: 2 });
  });

  it('clears texts left out or blank (a PUT replaces the whole object)', async () => {
    await put(FULL).expect(200);
    const saved = (await put({ businessName: '  ', reviewCollectionEnabled: true, autoFeedbackEnabled: false, feedbackDelayHours: 0 }).expect(200)).body;
    expect(saved).toEqual({
      businessName: null,
      businessAddress: null,
      businessPhone: null,
      businessWebsite: null,
      googleMyBusinessUrl: null,
      facebookPageUrl: null,
      yelpBusinessUrl: null,
      reviewCollectionEnabled: true,
      autoFeedbackEnabled: false,
      feedbackDelayHours: 0,
    });
  });

  it.each([0, 72])('accepts a feedback delay of %d hours (the bounds)', async (hours) => {
    expect((await put({ ...FULL, feedbackDelayHours: hours }).expect(200)).body.feedbackDelayHours).toBe(hours);
  });

  it.each([73, -1, 2.5, '2', null, 'soon'])('refuses a feedback delay of %p with the rule, on the server too', async (hours) => {
    const response = await put({ ...FULL, feedbackDelayHours: hours }).expect(400);
    expect(response.body.message).toBe(REVIEW_MESSAGES.feedbackDelayHours);
    expect(response.body.errors).toEqual([{ field: 'feedbackDelayHours', message: REVIEW_MESSAGES.feedbackDelayHours }]);
    expect((await t.http().get('/api/review-settings').set(coach.auth).expect(200)).body.feedbackDelayHours).toBe(2);
  });

  it('refuses a missing feedback delay', async () => {
    const { feedbackDelayHours: _left, ...rest } = FULL;
    expect((await put(rest).expect(400)).body.message).toBe(REVIEW_MESSAGES.feedbackDelayHours);
  });

  it.each(['googleMyBusinessUrl', 'facebookPageUrl', 'yelpBusinessUrl', 'businessWebsite'])('refuses a %s that is not an http(s) address', async (field) => {
    for (const bad of ['not a url', 'javascript:alert(1)', 'ftp://files.example/x', 42]) {
      const response = await put({ ...FULL, [field]: bad }).expect(400);
      expect(response.body.errors).toEqual([{ field, message: REVIEW_MESSAGES.url }]);
    }
  });

  it.each(['reviewCollectionEnabled', 'autoFeedbackEnabled'])('needs %s as true or false', async (field) => {
    for (const bad of [undefined, 'yes', 1, null]) {
      const response = await put({ ...FULL, [field]: bad }).expect(400);
      expect(response.body.errors).toEqual([{ field, message: REVIEW_MESSAGES.booleanField }]);
    }
  });

  it('refuses fields the form does not have and over-long texts', async () => {
    expect((await put({ ...FULL, role: 'admin' }).expect(400)).body.message).toMatch(/role/);
    expect((await put({ ...FULL, businessName: 'x'.repeat(201) }).expect(400)).body.message).toBe('Business name must be at most 200 characters');
  });

  it('belongs to the business owner: a client and staff get 403, nobody signed in 401', async () => {
    const client = await createClientUser(t, coach);
    const staff = await createStaff(t, coach, ['schedule_sessions', 'manage_clients']);
    for (const user of [client, staff]) {
      await t.http().get('/api/review-settings').set(user.auth).expect(403);
      await put(FULL, user).expect(403);
    }
    await t.http().get('/api/review-settings').expect(401);
    await t.http().put('/api/review-settings').send(FULL).expect(401);
    expect((await t.http().get('/api/review-settings').set(coach.auth).expect(200)).body.feedbackDelayHours).toBe(2);
  });
});
