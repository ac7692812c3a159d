import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_CLIENT_EMAIL, DEMO_COACH_EMAIL, DEMO_PASSWORD } from '../../infra/seed/demo-seeder';
import { SeedService } from '../../infra/seed/seed.service';

describe('demo forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD: 'Admin-Pass-1' } });
    await t.app.get(SeedService).run();
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => ({
    Authorization: `Bearer ${(await t.http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.token}`,
  });

  it('gives the demo coach the required waiver and the PAR-Q from the templates, and the demo client the waiver to sign', async () => {
    const coach = await signIn(DEMO_COACH_EMAIL);
    const forms = (await t.http().get('/api/forms').set(coach).expect(200)).body as { title: string; isRequired: boolean }[];
    expect(forms.map((form) => [form.title, form.isRequired]).sort()).toEqual([
      ['Liability Waiver and Release', true],
      ['PAR-Q: Physical Activity Readiness Questionnaire', false],
    ]);
    expect((await t.http().get('/api/forms/stats').set(coach).expect(200)).body).toEqual({
      totalForms: 2,
      requiredForms: 1,
      templatesAvailable: 6,
      submissionsThisMonth: 0,
    });

    const client = await signIn(DEMO_CLIENT_EMAIL);
    const mine = (await t.http().get('/api/client/forms').set(client).expect(200)).body;
    expect(mine).toEqual([expect.objectContaining({ title: 'Liability Waiver and Release', status: 'outstanding' })]);
  });
});
