import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_CLIENT_EMAIL, DEMO_COACH_EMAIL, DEMO_PASSWORD } from '../../infra/seed/demo-seeder';
import { SeedService } from '../../infra/seed/seed.service';

describe('demo packages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD: 'Admin-Pass-1' } });
    await t.app.get(SeedService).run();
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => ({
    Authorization: `Bearer ${(await t.http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.token}`,
  });

  it('gives the demo coach active and retired packages, and the demo client the Transformation package in the portal', async () => {
    const coach = await signIn(DEMO_COACH_EMAIL);
    const packages = (await t.http().get('/api/coaching-packages').set(coach).expect(200)).body as { name: string; isActive: boolean; activeClients: number }[];
    expect(packages.map((p) => [p.name, p.isActive, p.activeClients])).toEqual(
      expect.arrayContaining([
        ['12-Week Transformation', true, 1],
        ['Monthly Coaching', true, 0],
        ['Nutrition Kickstart', true, 0],
        ['Summer Bootcamp 2025', false, 0],
      ]),
    );
    const client = await signIn(DEMO_CLIENT_EMAIL);
    const mine = (await t.http().get('/api/client/subscriptions').set(client).expect(200)).body;
    expect(mine).toEqual([expect.objectContaining({ packageName: '12-Week Transformation', status: 'active' })]);
  });
});
