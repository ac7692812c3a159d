import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, registerUser, signInAgain, type SignedInUser } from '../../../test/factories';
import { createClientUser, createStaff } from '../../../test/client-factories';
import { QUEUE_NAMES } from '../../infra/queues/queue-registry';

describe('the BullMQ dashboard (/api/admin/queues)', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithRole(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves platform admins the dashboard over every queue of the registry', async () => {
    const page = await t.http().get('/api/admin/queues').set(admin.auth).set('Accept', 'text/html').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('/api/admin/queues');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");

    const queues = await t.http().get('/api/admin/queues/api/queues').set(admin.auth).expect(200);
    const names = (queues.body.queues as { name: string }[]).map((queue) => queue.name).sort();
    expect(names).toEqual([...QUEUE_NAMES].sort());
  });

  it('refuses coaches, staff and clients (403) and anonymous callers (401, or the sign-in page for a browser)', async () => {
    const coach = await registerUser(t);
    const staff = await createStaff(t, coach, ['view_clients', 'business_management']);
    const client = await createClientUser(t, coach);
    for (const who of [coach, staff, client]) {
      await t.http().get('/api/admin/queues').set(who.auth).expect(403);
      await t.http().get('/api/admin/queues/api/queues').set(who.auth).expect(403);
      await t.http().put('/api/admin/queues/api/queues/notifications/pause').set(who.auth).expect(403);
    }
    await t.http().get('/api/admin/queues/api/queues').set('Accept', 'application/json').expect(401);
    const browser = await t.http().get('/api/admin/queues').set('Accept', 'text/html').expect(302);
    expect(browser.headers.location).toBe('/login');
    // A revoked session is no way in either.
    const other = await createUserWithRole(t, 'admin');
    await t.http().post('/api/auth/logout').set(other.auth).expect(200);
    await t.http().get('/api/admin/queues/api/queues').set(other.auth).expect(401);
  });

  it('takes an admin’s cookie writes only from its own origin', async () => {
    // Signed in as a browser is (the second step included): its cookies.
    const { cookies } = await signInAgain(t, admin);
    const crossSite = await t.http().put('/api/admin/queues/api/queues/training/pause').set('Cookie', cookies).set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
    await t.http().put('/api/admin/queues/api/queues/training/pause').set('Cookie', cookies).set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect(
      (await t.http().get('/api/admin/queues/api/queues').set(admin.auth).expect(200)).body.queues.find((q: { name: string }) => q.name === 'training')
        .isPaused,
    ).toBe(true);
    await t.http().put('/api/admin/queues/api/queues/training/resume').set(admin.auth).expect(200);
  });
});
