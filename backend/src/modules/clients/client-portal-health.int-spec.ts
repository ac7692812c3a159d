import { CLIENT_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';

/** The client portal's goal progress and measurements: only ever the signed-in client's, and the coach sees the change. */
describe('client portal: goal progress and measurements (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  let sibling: SignedInUser & { clientId: string };

  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
    sibling = await createClientUser(t, coach);
  });
  afterAll(() => t.close());

  const goalFor = async (clientId: string, fields: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/goals')
        .set(coach.auth)
        .send({ clientId, title: 'Lose weight', category: 'fitness', targetValue: 170, currentValue: 190, unit: 'lbs', ...fields })
        .expect(201)
    ).body as { id: string };

  it('lets the client update their goal: the coach reads the new value and a progress entry records the change', async () => {
    const goal = await goalFor(client.clientId);

    const updated = await t
      .http()
      .patch(`/api/client/goals/${goal.id}/progress`)
      .set(client.auth)
      .send({ currentValue: '182.5', notes: 'Good week' })
      .expect(200);

    expect(updated.body).toMatchObject({ id: goal.id, currentValue: 182.5, status: 'active', progress: 38 });
    const coachView = await t.http().get(`/api/clients/${client.clientId}/goals`).set(coach.auth).expect(200);
    expect(coachView.body.find((g: { id: string }) => g.id === goal.id)).toMatchObject({ currentValue: 182.5 });
    const entries = await t.sql<{ type: string; value: string; unit: string; notes: string }>(
      'select type, value, unit, notes from progress_entries where client_id = $1',
      [client.clientId],
    );
    expect(entries).toEqual([{ type: 'goal', value: '182.50', unit: 'lbs', notes: 'Lose weight: Good week' }]);

    // Reaching the target achieves the goal.
    const reached = await t.http().patch(`/api/client/goals/${goal.id}/progress`).set(client.auth).send({ currentValue: 169 }).expect(200);
    expect(reached.body).toMatchObject({ status: 'achieved', progress: 100 });
  });

  it('answers 404 for another client’s goal (the same coach’s included) and changes nothing; 400 for a value that is not a number', async () => {
    const theirs = await goalFor(sibling.clientId, { title: 'Sibling goal' });
    const stranger = await createClientUser(t, await registerUser(t));

    for (const caller of [client, stranger]) {
      const response = await t.http().patch(`/api/client/goals/${theirs.id}/progress`).set(caller.auth).send({ currentValue: 1 }).expect(404);
      expect(response.body.message).toBe(CLIENT_MESSAGES.goalNotFound);
    }
    await t.http().patch('/api/client/goals/00000000-0000-4000-8000-000000000000/progress').set(client.auth).send({ currentValue: 1 }).expect(404);
    expect(await t.sql('select current_value from goals where id = $1', [theirs.id])).toEqual([{ current_value: '190.00' }]);
    expect(await t.sql('select id from progress_entries where client_id = $1', [sibling.clientId])).toEqual([]);

    const own = await goalFor(client.clientId);
    const bad = await t.http().patch(`/api/client/goals/${own.id}/progress`).set(client.auth).send({ currentValue: 'lots' }).expect(400);
    expect(bad.body.message).toBe(CLIENT_MESSAGES.currentValueNumeric);
    await t.http().patch(`/api/client/goals/${own.id}/progress`).set(coach.auth).send({ currentValue: 1 }).expect(403);
  });

  it('logs and lists the client’s own measurements, which the coach reads on the profile; nobody else’s', async () => {
    const logged = await t
      .http()
      .post('/api/client/measurements')
      .set(client.auth)
      .send({ weight: '181.2', waist: '34.5', neck: '15', notes: 'Morning' })
      .expect(201);
    expect(logged.body).toMatchObject({ clientId: client.clientId, weight: 181.2, waist: 34.5, neck: 15, bodyFat: null, notes: 'Morning' });
    await t.http().post('/api/client/measurements').set(sibling.auth).send({ weight: '150' }).expect(201);

    const own = await t.http().get('/api/client/measurements').set(client.auth).expect(200);
    expect(own.body.map((m: { id: string }) => m.id)).toEqual([logged.body.id]);
    const coachView = await t.http().get(`/api/clients/${client.clientId}/measurements`).set(coach.auth).expect(200);
    expect(coachView.body.map((m: { id: string }) => m.id)).toEqual([logged.body.id]);
    const theirs = await t.http().get('/api/client/measurements').set(sibling.auth).expect(200);
    expect(theirs.body.map((m: { weight: number }) => m.weight)).toEqual([150]);

    const bad = await t.http().post('/api/client/measurements').set(client.auth).send({ weight: 'heavy' }).expect(400);
    expect(bad.body.message).toBe('Measurements must be numbers');
    await t.http().get('/api/client/measurements').set(coach.auth).expect(403);
  });
});
