import { CLIENT_MESSAGES } from '@coachcore/domain';
import type { DomainEventMap } from '../../common/events/domain-event-map';
import { DomainEvents } from '../../common/events/domain-events';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser } from '../../../test/client-factories';

describe('goals (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let clientId: string;
  const achieved: DomainEventMap['goal_achieved'][] = [];
  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
    t.app.get(DomainEvents).subscribe('goal_achieved', 'test-probe', (event) => achieved.push(event.payload));
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    clientId = (await createClient(t, coach)).id;
  });
  afterAll(() => t.close());

  const goal = (overrides: Record<string, unknown> = {}) => ({
    clientId,
    title: 'Run 5 km',
    description: '',
    category: 'fitness',
    targetValue: '5',
    currentValue: '1',
    unit: 'km',
    targetDate: '',
    ...overrides,
  });

  it('creates an active goal, storing empty values as null', async () => {
    const response = await t
      .http()
      .post('/api/goals')
      .set(coach.auth)
      .send(goal({ targetValue: '', currentValue: '', targetDate: '' }))
      .expect(201);
    expect(response.body).toMatchObject({
      clientId,
      title: 'Run 5 km',
      category: 'fitness',
      status: 'active',
      targetValue: null,
      currentValue: null,
      targetDate: null,
      progress: 0,
    });
    const list = await t.http().get(`/api/clients/${clientId}/goals`).set(coach.auth).expect(200);
    expect(list.body).toHaveLength(1);
  });

  it.each([
    [{ clientId: '' }, CLIENT_MESSAGES.clientRequired],
    [{ title: ' ' }, CLIENT_MESSAGES.goalTitleRequired],
    [{ category: '' }, CLIENT_MESSAGES.categoryRequired],
    [{ category: 'finance' }, CLIENT_MESSAGES.invalidCategory],
  ])('rejects %o', async (change, message) => {
    const response = await t.http().post('/api/goals').set(coach.auth).send(goal(change)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it("answers 404 for another business's client", async () => {
    const foreign = await createClient(t, await registerUser(t));
    await t
      .http()
      .post('/api/goals')
      .set(coach.auth)
      .send(goal({ clientId: foreign.id }))
      .expect(404);
    await t
      .http()
      .post('/api/goals')
      .set(coach.auth)
      .send(goal({ clientId: 'nope' }))
      .expect(404);
  });

  it('records progress and marks the goal achieved when the target is reached, firing goal_achieved once', async () => {
    const created = await t.http().post('/api/goals').set(coach.auth).send(goal()).expect(201);
    expect(created.body.progress).toBe(0);
    const halfway = await t.http().patch(`/api/goals/${created.body.id}`).set(coach.auth).send({ currentValue: 3 }).expect(200);
    expect(halfway.body).toMatchObject({ status: 'active', progress: 50 });
    const done = await t.http().patch(`/api/goals/${created.body.id}`).set(coach.auth).send({ currentValue: 5.5 }).expect(200);
    expect(done.body).toMatchObject({ status: 'achieved', progress: 100 });
    expect(done.body.achievedAt).toEqual(expect.any(String));
    await t.http().patch(`/api/goals/${created.body.id}`).set(coach.auth).send({ currentValue: 6 }).expect(200);
    const expected = { businessId: coach.id, clientId, goalId: created.body.id, title: 'Run 5 km' };
    // Recorded once in the outbox, with the change, and delivered to the subscriber through the queue.
    const recorded = await t.sql<{ payload: unknown }>(`select payload from outbox_events where name = 'goal_achieved' and payload->>'goalId' = $1`, [
      created.body.id,
    ]);
    expect(recorded.map((row) => row.payload)).toEqual([expected]);
    await eventually(async () => achieved.some((e) => e.goalId === created.body.id));
    expect(achieved.filter((e) => e.goalId === created.body.id)).toEqual([expected]);
  });

  it('understands goals that go down, such as a target weight', async () => {
    const created = await t
      .http()
      .post('/api/goals')
      .set(coach.auth)
      .send(goal({ title: 'Reach 170 lbs', targetValue: 170, currentValue: 190, unit: 'lbs' }))
      .expect(201);
    expect((await t.http().patch(`/api/goals/${created.body.id}`).set(coach.auth).send({ currentValue: 180 }).expect(200)).body).toMatchObject({
      status: 'active',
      progress: 50,
    });
    expect((await t.http().patch(`/api/goals/${created.body.id}`).set(coach.auth).send({ currentValue: 169 }).expect(200)).body.status).toBe('achieved');
  });

  it('lets the coach pause, cancel and delete goals', async () => {
    const created = await t.http().post('/api/goals').set(coach.auth).send(goal()).expect(201);
    expect((await t.http().patch(`/api/goals/${created.body.id}`).set(coach.auth).send({ status: 'paused' }).expect(200)).body.status).toBe('paused');
    expect((await t.http().patch(`/api/goals/${created.body.id}`).set(coach.auth).send({ status: 'done' }).expect(400)).body.message).toBe(
      CLIENT_MESSAGES.invalidGoalStatus,
    );
    for (const field of ['title', 'category', 'status'])
      await t
        .http()
        .patch(`/api/goals/${created.body.id}`)
        .set(coach.auth)
        .send({ [field]: null })
        .expect(400);
    await t.http().delete(`/api/goals/${created.body.id}`).set(coach.auth).expect(204);
    await t.http().patch(`/api/goals/${created.body.id}`).set(coach.auth).send({ status: 'active' }).expect(404);
  });

  describe('in the client portal', () => {
    it("the signed-in client reads their own goals, newest first, and no other client's", async () => {
      const client = await createClientUser(t, coach);
      await t
        .http()
        .post('/api/goals')
        .set(coach.auth)
        .send(goal({ clientId: client.clientId, title: 'Squat 100 kg' }))
        .expect(201);
      await t
        .http()
        .post('/api/goals')
        .set(coach.auth)
        .send(goal({ clientId: client.clientId, title: 'Run 10 km', currentValue: '4', targetValue: '10' }))
        .expect(201);
      await t
        .http()
        .post('/api/goals')
        .set(coach.auth)
        .send(goal({ title: 'Not theirs' }))
        .expect(201); // another client of the coach
      const otherBusinessClient = await createClientUser(t, await registerUser(t));

      const mine = await t.http().get('/api/client/goals').set(client.auth).expect(200);
      expect(mine.body.map((g: { title: string }) => g.title)).toEqual(['Run 10 km', 'Squat 100 kg']);
      expect(mine.body[0]).toMatchObject({ clientId: client.clientId, status: 'active', currentValue: 4, targetValue: 10, unit: 'km' });
      expect((await t.http().get('/api/client/goals').set(otherBusinessClient.auth).expect(200)).body).toEqual([]);
    });

    it('answers 403 to an account no coach has linked and to a business, 401 to a visitor', async () => {
      const unlinked = await registerUser(t, { role: 'client' });
      expect((await t.http().get('/api/client/goals').set(unlinked.auth).expect(403)).body.message).toBe('Your account is not linked to a coach yet');
      await t.http().get('/api/client/goals').set(coach.auth).expect(403);
      await t.http().get('/api/client/goals').expect(401);
    });
  });
});
