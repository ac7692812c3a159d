import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_CLIENT_EMAIL, DEMO_COACH_EMAIL, DEMO_PASSWORD } from '../../infra/seed/demo-seeder';
import { SeedService } from '../../infra/seed/seed.service';

describe('demo messages and community', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD: 'Admin-Pass-1' } });
    await t.app.get(SeedService).run();
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => ({
    Authorization: `Bearer ${(await t.http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.token}`,
  });

  it('gives the demo coach and client a real conversation and community through the API', async () => {
    const coach = await signIn(DEMO_COACH_EMAIL);
    expect((await t.http().get('/api/messages/unread-count').set(coach).expect(200)).body.unreadCount).toBe(1);
    const list = (await t.http().get('/api/messages/conversations').set(coach).expect(200)).body;
    expect(list.slice(0, 2).map((c: { firstName: string; unreadCount: number }) => [c.firstName, c.unreadCount])).toEqual([
      ['Sam', 1],
      ['Maria', 0],
    ]);
    expect((await t.http().get('/api/dashboard/messages').set(coach).expect(200)).body.unreadCount).toBe(1);

    const client = await signIn(DEMO_CLIENT_EMAIL);
    const [withCoach] = (await t.http().get('/api/messages/conversations').set(client).expect(200)).body;
    expect((await t.http().get(`/api/messages?withUser=${withCoach.withUser}`).set(client).expect(200)).body).toHaveLength(4);
    expect((await t.http().get('/api/client/communities').set(client).expect(200)).body).toEqual([
      expect.objectContaining({ name: 'Morning Accountability', memberCount: 2 }),
    ]);
  });
});
