import { DEMO_PASSWORD } from '../../infra/seed/demo-seeder';
import { SeedService } from '../../infra/seed/seed.service';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('nutrition demo data (seed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD: 'Admin-Pass-1' } });
  });
  afterAll(() => t.close());

  it("gives the demo coach meals, a template plan assigned to the demo client, macro goals and the client's food log", async () => {
    const report = await t.app.get(SeedService).run();
    const coach = await t.http().post('/api/auth/login').send({ email: report.demo!.coachEmail, password: DEMO_PASSWORD }).expect(200);
    const auth = { Authorization: `Bearer ${coach.body.token}` };
    const categories = await t.http().get('/api/meals/categories').set(auth).expect(200);
    expect(categories.body.map((c: { recipeCount: number }) => c.recipeCount)).toEqual([2, 2, 1, 1]);
    const featured = await t.http().get('/api/meal-plans/featured').set(auth).expect(200);
    expect(featured.body).toEqual([expect.objectContaining({ name: 'Lean Week', duration: 7, tag: '1,800 calories' })]);
    expect((await t.http().get('/api/nutrition/stats').set(auth).expect(200)).body).toMatchObject({ clientsWithPlan: 1, mealCount: 6, mealPlanCount: 1 });

    const client = await t.http().post('/api/auth/login').send({ email: report.demo!.clientEmail, password: DEMO_PASSWORD }).expect(200);
    const plan = await t.http().get('/api/client/meal-plan').set('Authorization', `Bearer ${client.body.token}`).expect(200);
    expect(plan.body).toMatchObject({ mealPlanName: 'Lean Week', dayNumber: 4, macroGoal: { dailyCalories: 1800 } });
    expect(plan.body.todaysMeals).toHaveLength(4);
    const recent = await t.http().get('/api/client/foods/recent').set('Authorization', `Bearer ${client.body.token}`).expect(200);
    expect(recent.body.length).toBeGreaterThan(3);
  });
});
