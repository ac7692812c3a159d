import { HELP_CATEGORIES, HELP_MESSAGES, HELP_POPULAR_COUNT } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser, createStaff } from '../../../test/client-factories';

interface Summary {
  slug: string;
  category: string;
  title: string;
  durationMinutes: number;
  hasVideo: boolean;
}

describe('help centre', () => {
  let t: TestApp;
  let coach: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: false });
    coach = await registerUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, as: SignedInUser = coach) => t.http().get(url).set(as.auth);

  it('lists the ten categories in order, each with at least two articles', async () => {
    const { body } = await get('/api/help/categories').expect(200);
    expect(body.map((category: { key: string }) => category.key)).toEqual([...HELP_CATEGORIES]);
    expect(body[0]).toEqual({ key: 'getting_started', name: 'Getting Started', description: expect.any(String), articleCount: expect.any(Number) });
    for (const category of body) expect(category.articleCount).toBeGreaterThanOrEqual(2);
    const [{ total }] = await t.sql<{ total: string }>('select count(*) as total from help_articles');
    expect(body.reduce((sum: number, category: { articleCount: number }) => sum + category.articleCount, 0)).toBe(Number(total));
  });

  it('browses a category in its reading order, paged', async () => {
    const all = await get('/api/help/articles?category=workouts').expect(200);
    expect(all.body.length).toBeGreaterThanOrEqual(2);
    expect(all.body.every((article: Summary) => article.category === 'workouts')).toBe(true);
    expect(all.headers['x-total-count']).toBe(String(all.body.length));
    expect(all.body[0]).toEqual({
      slug: 'build-a-workout',
      category: 'workouts',
      title: 'Building a workout from the exercise library',
      summary: expect.any(String),
      durationMinutes: 6,
      hasVideo: true,
    });

    const first = await get('/api/help/articles?category=workouts&limit=1&page=1').expect(200);
    const second = await get('/api/help/articles?category=workouts&limit=1&page=2').expect(200);
    expect(first.body.map((a: Summary) => a.slug)).toEqual([all.body[0].slug]);
    expect(second.body.map((a: Summary) => a.slug)).toEqual([all.body[1].slug]);
    expect(second.headers).toMatchObject({ 'x-total-count': String(all.body.length), 'x-page': '2', 'x-limit': '1' });
    const beyond = await get('/api/help/articles?category=workouts&limit=1&page=99').expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(all.body.length));

    const everything = await get('/api/help/articles?limit=100').expect(200);
    expect(everything.body.map((a: Summary) => a.category)).toEqual(
      [...everything.body.map((a: Summary) => a.category)].sort((a, b) => HELP_CATEGORIES.indexOf(a as never) - HELP_CATEGORIES.indexOf(b as never)),
    );
  });

  it('finds an article by any word of its body, step list or title, with prefixes and stemming', async () => {
    // A word only in the body of the working-hours article.
    const body = await get('/api/help/articles?q=notice').expect(200);
    expect(body.body.map((a: Summary) => a.slug)).toContain('set-working-hours');
    // A word of a step only ("Rotate the webhook secret").
    const step = await get('/api/help/articles?q=rotate%20webhook').expect(200);
    expect(step.body.map((a: Summary) => a.slug)).toEqual(['leaddec-lead-integration']);
    // The beginning of a word, as typed.
    const prefix = await get('/api/help/articles?q=superse').expect(200);
    expect(prefix.body.map((a: Summary) => a.slug)).toContain('build-a-workout');
    // Another form of a word (stemmed): "waivers" finds "waiver".
    const stemmed = await get('/api/help/articles?q=waivers').expect(200);
    expect(stemmed.body.map((a: Summary) => a.slug)).toContain('create-a-form-or-waiver');
    // The onboarding article names the 7-step onboarding wizard.
    const wizard = await get('/api/help/articles?q=7-step%20onboarding%20wizard').expect(200);
    expect(wizard.body[0].slug).toBe('setup-wizard-seven-steps');
    // A search within a category.
    const within = await get('/api/help/articles?q=client&category=nutrition').expect(200);
    expect(within.body.length).toBeGreaterThan(0);
    expect(within.body.every((a: Summary) => a.category === 'nutrition')).toBe(true);
    // Nothing matches: an empty page, never an error; punctuation only finds nothing.
    for (const q of ['zzzyqx', '%26%7C!()', "'", ':*']) {
      const none = await get(`/api/help/articles?q=${q}`).expect(200);
      expect(none.body).toEqual([]);
      expect(none.headers['x-total-count']).toBe('0');
    }
    // A NUL byte is refused before it reaches the search, as everywhere in the API.
    await get('/api/help/articles?q=work%00ing').expect(400);
  });

  it('refuses a bad category, an over-long search and bad paging with 400', async () => {
    expect((await get('/api/help/articles?category=cooking').expect(400)).body.message).toBe(HELP_MESSAGES.categoryInvalid);
    expect((await get(`/api/help/articles?q=${'x'.repeat(201)}`).expect(400)).body.message).toBe(HELP_MESSAGES.searchTooLong);
    await get('/api/help/articles?limit=101').expect(400);
    await get('/api/help/articles?page=0').expect(400);
  });

  it('reads an article with its duration, video flag and steps, and 404s an unknown slug', async () => {
    const { body } = await get('/api/help/articles/setup-wizard-seven-steps').expect(200);
    expect(body).toMatchObject({ slug: 'setup-wizard-seven-steps', category: 'getting_started', durationMinutes: 6, hasVideo: true });
    expect(body.body).toContain('7-step onboarding wizard');
    expect(body.steps).toHaveLength(7);
    for (const slug of ['no-such-article', 'Not_A_Slug', 'x'.repeat(101), '..%2F..%2Fetc']) {
      expect((await get(`/api/help/articles/${slug}`).expect(404)).body.message).toBe(HELP_MESSAGES.articleNotFound);
    }
  });

  it('orders popular articles by readers, counting views that arrive at once', async () => {
    const before = await get('/api/help/popular').expect(200);
    expect(before.body).toHaveLength(HELP_POPULAR_COUNT);
    const slug = 'client-goals';
    expect(before.body.map((a: Summary) => a.slug)).not.toContain(slug);
    const [{ views }] = await t.sql<{ views: number }>('select view_count as views from help_articles where slug = $1', [slug]);
    await Promise.all(Array.from({ length: 20 }, () => get(`/api/help/articles/${slug}`).expect(200)));
    const [{ views: after }] = await t.sql<{ views: number }>('select view_count as views from help_articles where slug = $1', [slug]);
    expect(after).toBe(views + 20);
    const popular = await get('/api/help/popular').expect(200);
    expect(popular.body[0].slug).toBe(slug);
  });

  it('is for businesses: anonymous callers get 401, clients, staff and admins 403', async () => {
    await t.http().get('/api/help/categories').expect(401);
    await t.http().get('/api/help/articles/setup-wizard-seven-steps').expect(401);
    const client = await createClientUser(t, coach);
    const staff = await createStaff(t, coach, []);
    const admin = await createUserWithRole(t, 'admin');
    for (const user of [client, staff, admin]) {
      await get('/api/help/articles', user).expect(403);
      await get('/api/help/popular', user).expect(403);
    }
  });
});
