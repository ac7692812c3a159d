import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_COACH_EMAIL, SeedService } from './seed.service';

describe('first-start seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD: 'Admin-Pass-1', ADMIN_EMAIL: 'ops@coachcore.app' } });
  });
  afterAll(() => t.close());

  it('creates the platform admin and a demo business once, and both can sign in', async () => {
    const first = await t.app.get(SeedService).run();
    expect(first.admin).toEqual({ email: 'ops@coachcore.app', created: true, generatedPassword: undefined });
    expect(first.demo?.coachEmail).toBe(DEMO_COACH_EMAIL);

    const admin = await t.http().post('/api/auth/login').send({ email: 'ops@coachcore.app', password: 'Admin-Pass-1' }).expect(200);
    expect(admin.body.user).toMatchObject({ firstName: 'Admin', lastName: 'User', role: 'admin' });
    const coach = await t.http().post('/api/auth/login').send({ email: DEMO_COACH_EMAIL, password: first.demo!.password }).expect(200);
    const clients = await t.http().get('/api/clients').set('Authorization', `Bearer ${coach.body.token}`).expect(200);
    expect(clients.body.length).toBeGreaterThanOrEqual(3);

    const usersBefore = (await t.sql<{ count: string }>('select count(*) from users'))[0]!.count;
    const second = await t.app.get(SeedService).run();
    expect(second.admin.created).toBe(false);
    expect((await t.sql<{ count: string }>('select count(*) from users'))[0]!.count).toBe(usersBefore);
    expect(Number((await t.sql<{ count: string }>("select count(*) from users where role = 'admin'"))[0]!.count)).toBe(1);
  });

  it('generates an admin password when none is configured', async () => {
    const other = await createTestApp({ env: { SEED_DEMO: 'false', ADMIN_EMAIL: 'root@coachcore.app' } });
    try {
      const report = await other.app.get(SeedService).run();
      expect(report.admin.generatedPassword).toMatch(/^[\w-]{12}$/);
      expect(report.demo).toBeUndefined();
      await other.http().post('/api/auth/login').send({ email: 'root@coachcore.app', password: report.admin.generatedPassword }).expect(200);
    } finally {
      await other.close();
    }
  });
});
