import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_COACH_EMAIL, DEMO_PASSWORD } from '../../infra/seed/demo-seeder';
import { SeedService } from '../../infra/seed/seed.service';

describe('demo calendar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD: 'Admin-Pass-1' } });
    await t.app.get(SeedService).run();
  });
  afterAll(() => t.close());

  it('gives the demo coach upcoming and past meetings and a group session through the API', async () => {
    const token = (await t.http().post('/api/auth/login').send({ email: DEMO_COACH_EMAIL, password: DEMO_PASSWORD }).expect(200)).body.token;
    const coach = { Authorization: `Bearer ${token}` };
    const upcoming = (await t.http().get('/api/meetings?timeframe=upcoming').set(coach).expect(200)).body;
    expect(upcoming.map((meeting: { title: string }) => meeting.title)).toEqual(['Weekly check-in', 'Saturday Bootcamp', 'Fitness assessment']);
    expect(upcoming[0]).toMatchObject({ clientName: expect.any(String), platform: 'zoom', endTime: expect.any(String), status: 'scheduled' });
    const past = (await t.http().get('/api/meetings?timeframe=past').set(coach).expect(200)).body;
    expect(past).toEqual([expect.objectContaining({ title: 'Initial consultation', status: 'completed' })]);
    expect((await t.http().get('/api/meetings/stats').set(coach).expect(200)).body.groupSessions).toBe(1);
  });
});
