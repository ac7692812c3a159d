import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { assignWorkout, createWorkout } from '../../../test/workout-factories';

/**
 * Every id-taking route of the training module, called by: another business (404), another business's staff (404),
 * a client user (403) and nobody (401). The owner's data must be unchanged afterwards.
 */
describe('training tenant isolation (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let clientId: string;
  let workoutId: string;
  let exerciseId: string;
  let callers: { name: string; auth: Record<string, string>; expected: number }[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t);
    clientId = (await createClient(t, owner)).id;
    exerciseId = (await t.http().post('/api/exercises').set(owner.auth).send({ name: 'Private move', category: 'strength' }).expect(201)).body.id;
    workoutId = (await createWorkout(t, owner, { name: 'Private plan' })).id;
    await assignWorkout(t, owner, workoutId, clientId, ['2030-01-01']);
    const otherCoach = await registerUser(t);
    const otherStaff = await createStaff(t, otherCoach, ['manage_workouts', 'view_clients']);
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
    { method: 'get', path: `/api/exercises/${exerciseId}` },
    { method: 'patch', path: `/api/exercises/${exerciseId}`, body: { name: 'Hacked' } },
    { method: 'get', path: `/api/exercises/${exerciseId}/image` },
    { method: 'post', path: `/api/exercises/${exerciseId}/image` },
    { method: 'get', path: `/api/workouts/${workoutId}` },
    { method: 'patch', path: `/api/workouts/${workoutId}`, body: { name: 'Hacked' } },
    { method: 'post', path: `/api/workouts/${workoutId}/duplicate` },
    { method: 'post', path: `/api/workouts/${workoutId}/assign`, body: { clientIds: [clientId], dates: ['2030-01-02'] } },
    { method: 'get', path: `/api/clients/${clientId}/workouts` },
    { method: 'get', path: `/api/clients/${clientId}/workout-progress` },
    { method: 'delete', path: `/api/workouts/${workoutId}` },
    { method: 'delete', path: `/api/exercises/${exerciseId}` },
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

  it('answers 404 when another business assigns its own workout to this business’s client', async () => {
    const other = await registerUser(t);
    const theirs = await createWorkout(t, other);
    await t
      .http()
      .post(`/api/workouts/${theirs.id}/assign`)
      .set(other.auth)
      .send({ clientIds: [clientId], dates: ['2030-01-05'] })
      .expect(404);
  });

  it('list routes never show another business its rows', async () => {
    const [other, staff] = callers;
    expect((await t.http().get('/api/workouts').set(other!.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/workouts').set(staff!.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/exercises?search=Private').set(other!.auth).expect(200)).body).toEqual([]);
  });

  it("leaves the owner's data as it was", async () => {
    expect((await t.http().get(`/api/workouts/${workoutId}`).set(owner.auth).expect(200)).body.name).toBe('Private plan');
    expect((await t.http().get(`/api/exercises/${exerciseId}`).set(owner.auth).expect(200)).body).toMatchObject({ name: 'Private move', imageUrl: null });
    const plan = await t.http().get(`/api/clients/${clientId}/workouts`).set(owner.auth).expect(200);
    expect(plan.body.map((w: { scheduledDate: string }) => w.scheduledDate)).toEqual(['2030-01-01']);
    expect((await t.http().get('/api/workouts').set(owner.auth).expect(200)).body).toHaveLength(1);
  });
});
