import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_COACH_EMAIL } from './demo-seeder';
import { SeedService } from './seed.service';

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

    // Every module's seeder ran, in the composition's order (each reads what the ones before it created).
    const [business] = await t.sql<Record<string, string>>(
      `select (select count(*) from clients) as clients, (select count(*) from measurements) as measurements,
              (select count(*) from goals) as goals, (select count(*) from messages) as messages,
              (select count(*) from community_members) as community_members, (select count(*) from workouts) as workouts,
              (select count(*) from client_workouts) as client_workouts, (select count(*) from workout_logs) as workout_logs,
              (select count(*) from meals) as meals, (select count(*) from meal_plan_meals) as meal_plan_meals,
              (select count(*) from food_log) as food_log`,
    );
    expect(business).toEqual({
      clients: '4',
      measurements: '4',
      goals: '2',
      messages: '5',
      community_members: '2',
      workouts: '2',
      client_workouts: '6',
      workout_logs: '4',
      meals: '6',
      meal_plan_meals: '28',
      food_log: '17',
    });

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
