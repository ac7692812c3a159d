import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, registerUser } from '../../../test/factories';
import { GuardProbeModule } from '../../../test/fixtures/guard-probe.module';

describe('AccessGuard (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ imports: [GuardProbeModule] });
  });
  afterAll(() => t.close());

  const addStaff = (businessId: string, staffId: string, permissions: string[], isActive = true) =>
    t.sql(
      'insert into business_staff (id, business_id, staff_id, permissions, is_active, joined_at, created_at) values (gen_random_uuid(), $1, $2, $3, $4, now(), now())',
      [businessId, staffId, permissions, isActive],
    );

  it('lets anyone reach a @Public route', async () => {
    await t.http().get('/api/probe/public').expect(200, { ok: true });
  });

  it('answers 401 to anonymous callers everywhere else', async () => {
    for (const path of ['/api/probe/admin', '/api/probe/tenant', '/api/probe/clients']) await t.http().get(path).expect(401);
  });

  it('answers 403 to a signed-in user of the wrong role', async () => {
    const coach = await registerUser(t);
    const client = await registerUser(t, { role: 'client' });
    const response = await t.http().get('/api/probe/admin').set(coach.auth).expect(403);
    expect(response.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    await t.http().get('/api/probe/admin').set(client.auth).expect(403);
    await t.http().get('/api/probe/tenant').set(client.auth).expect(403);
  });

  it('grants admin routes by role only, never by e-mail domain', async () => {
    const admin = await createUserWithRole(t, 'admin');
    await t.http().get('/api/probe/admin').set(admin.auth).expect(200);
    await t.http().get('/api/probe/tenant').set(admin.auth).expect(403);
  });

  it('makes a business owner the tenant of their own data with every permission', async () => {
    const coach = await registerUser(t);
    const response = await t.http().get('/api/probe/tenant').set(coach.auth).expect(200);
    expect(response.body).toEqual({ businessId: coach.id, permissions: 'all' });
    await t.http().get('/api/probe/clients').set(coach.auth).expect(200, { businessId: coach.id });
  });

  it("resolves a staff member to their business and enforces the owner's grants", async () => {
    const coach = await registerUser(t);
    const granted = await createUserWithRole(t, 'staff');
    const notGranted = await createUserWithRole(t, 'staff');
    await addStaff(coach.id, granted.id, ['client_management']);
    await addStaff(coach.id, notGranted.id, ['analytics']);
    expect((await t.http().get('/api/probe/tenant').set(granted.auth).expect(200)).body).toEqual({ businessId: coach.id, permissions: ['client_management'] });
    await t.http().get('/api/probe/clients').set(granted.auth).expect(200, { businessId: coach.id });
    await t.http().get('/api/probe/clients').set(notGranted.auth).expect(403);
  });

  it('shuts out staff whose membership is inactive or missing', async () => {
    const coach = await registerUser(t);
    const former = await createUserWithRole(t, 'staff');
    const stranger = await createUserWithRole(t, 'staff');
    await addStaff(coach.id, former.id, ['client_management'], false);
    await t.http().get('/api/probe/tenant').set(former.auth).expect(403);
    await t.http().get('/api/probe/tenant').set(stranger.auth).expect(403);
  });
});
