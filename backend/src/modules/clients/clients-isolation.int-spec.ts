import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';

/**
 * Every id-taking route of the clients module, called by: another business (404), another business's staff (404),
 * a client user (403) and nobody (401). The owner's data must be unchanged afterwards.
 */
describe('clients tenant isolation (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let clientId: string;
  let goalId: string;
  let callers: { name: string; auth: Record<string, string>; expected: number }[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t);
    clientId = (await createClient(t, owner, { firstName: 'Private' })).id;
    goalId = (await t.http().post('/api/goals').set(owner.auth).send({ clientId, title: 'Secret goal', category: 'fitness' }).expect(201)).body.id;
    await t.http().post(`/api/clients/${clientId}/measurements`).set(owner.auth).send({ weight: '150' }).expect(201);
    const otherCoach = await registerUser(t);
    const otherStaff = await createStaff(t, otherCoach, ['client_management', 'view_clients']);
    const clientUser = await createClientUser(t, owner);
    callers = [
      { name: 'another business', auth: otherCoach.auth, expected: 404 },
      { name: "another business's staff", auth: otherStaff.auth, expected: 404 },
      { name: 'a client user (even of this business)', auth: clientUser.auth, expected: 403 },
      { name: 'an anonymous caller', auth: {}, expected: 401 },
    ];
  });
  afterAll(() => t.close());

  const routes = () => [
    { method: 'get', path: `/api/clients/${clientId}` },
    { method: 'patch', path: `/api/clients/${clientId}`, body: { firstName: 'Hacked' } },
    { method: 'post', path: `/api/clients/${clientId}/deactivate` },
    { method: 'post', path: `/api/clients/${clientId}/reactivate` },
    { method: 'get', path: `/api/clients/${clientId}/health-profile` },
    { method: 'post', path: `/api/clients/${clientId}/health-profile`, body: { workoutFrequency: 1 } },
    { method: 'get', path: `/api/clients/${clientId}/measurements` },
    { method: 'post', path: `/api/clients/${clientId}/measurements`, body: { weight: '1' } },
    { method: 'get', path: `/api/clients/${clientId}/wellness` },
    { method: 'post', path: `/api/clients/${clientId}/wellness`, body: { mood: 1 } },
    { method: 'get', path: `/api/clients/${clientId}/goals` },
    { method: 'post', path: '/api/goals', body: { clientId, title: 'Injected', category: 'fitness' } },
    { method: 'patch', path: `/api/goals/${goalId}`, body: { title: 'Hacked' } },
    { method: 'delete', path: `/api/goals/${goalId}` },
    { method: 'delete', path: `/api/clients/${clientId}` },
  ];

  it('answers 404 / 404 / 403 / 401 on every id-taking route', async () => {
    const mismatches: string[] = [];
    for (const caller of callers) {
      for (const route of routes()) {
        const request = (t.http() as unknown as Record<string, (path: string) => import('supertest').Test>)[route.method]!(route.path).set(caller.auth);
        const response = route.body ? await request.send(route.body) : await request;
        if (response.status !== caller.expected) mismatches.push(`${caller.name}: ${route.method.toUpperCase()} ${route.path} → ${response.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('list routes never show another business its rows, and answer 403 / 401 to clients and anonymous callers', async () => {
    const [other, staff, clientUser, anonymous] = callers;
    expect((await t.http().get('/api/clients').set(other!.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/clients').set(staff!.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/clients/export').set(other!.auth).expect(200)).text).not.toContain('Private');
    expect((await t.http().get('/api/dashboard/activity').set(other!.auth).expect(200)).body).toEqual([]);
    for (const path of ['/api/clients', '/api/clients/export', '/api/dashboard/stats', '/api/dashboard/activity', '/api/dashboard/messages']) {
      await t.http().get(path).set(clientUser!.auth).expect(403);
      await t.http().get(path).set(anonymous!.auth).expect(401);
    }
  });

  it("leaves the owner's data as it was", async () => {
    const client = await t.http().get(`/api/clients/${clientId}`).set(owner.auth).expect(200);
    expect(client.body).toMatchObject({ firstName: 'Private', isActive: true });
    const goals = await t.http().get(`/api/clients/${clientId}/goals`).set(owner.auth).expect(200);
    expect(goals.body.map((g: { title: string }) => g.title)).toEqual(['Secret goal']);
    const measurements = await t.http().get(`/api/clients/${clientId}/measurements`).set(owner.auth).expect(200);
    expect(measurements.body).toHaveLength(1);
    expect((await t.http().get(`/api/clients/${clientId}/wellness`).set(owner.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get(`/api/clients/${clientId}/health-profile`).set(owner.auth).expect(200)).body.id).toBeNull();
  });
});
