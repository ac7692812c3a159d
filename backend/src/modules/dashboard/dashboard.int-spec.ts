import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser } from '../../../test/client-factories';
import { assignWorkout, createWorkout } from '../../../test/workout-factories';

describe('dashboard (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  const sendMessage = (user: SignedInUser, receiverId: string, content: string) => t.http().post('/api/messages').set(user.auth).send({ receiverId, content });

  it('computes the stat cards from the database (never sample numbers)', async () => {
    await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200, {
      activeClients: 0,
      activeClientsChange: null,
      totalRevenue: 0,
      totalRevenueChange: null,
      completedWorkouts: 0,
      completedWorkoutsChange: null,
      avgSatisfaction: null,
      avgSatisfactionChange: null,
    });
    const a = await createClient(t, coach);
    await createClient(t, coach);
    await t.http().post(`/api/clients/${a.id}/deactivate`).set(coach.auth).expect(200);
    await createClient(t, await registerUser(t));
    expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body.activeClients).toBe(1);
  });

  it('computes the Active Clients change against the clients active 30 days ago (none without a base)', async () => {
    const old = await Promise.all([createClient(t, coach), createClient(t, coach), createClient(t, coach), createClient(t, coach)]);
    expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body.activeClientsChange).toBeNull();
    await t.sql(`update clients set created_at = now() - interval '40 days' where id = any($1)`, [old.map((c) => c.id)]);
    await createClient(t, coach);
    // 5 active now against 4 that were already there 30 days ago: +25%.
    expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body).toMatchObject({ activeClients: 5, activeClientsChange: 25 });
  });

  it('computes the Workouts Completed change against the same days of last week', async () => {
    const client = await createClient(t, coach);
    const workout = await createWorkout(t, coach);
    const assigned = await assignWorkout(t, coach, workout.id, client.id, ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10']);
    const ids = assigned.map((a) => a.id);
    // Last week: 2 up to this time of the week, and 1 later in that week, which the comparison leaves out.
    await t.sql(`update client_workouts set status = 'completed', completed_at = now() - interval '7 days' - interval '1 second' where id = any($1)`, [
      ids.slice(0, 2),
    ]);
    await t.sql(`update client_workouts set status = 'completed', completed_at = now() - interval '7 days' + interval '1 minute' where id = $1`, [ids[2]]);
    expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body).toMatchObject({
      completedWorkouts: 0,
      completedWorkoutsChange: -100,
    });
    await t.sql(`update client_workouts set status = 'completed', completed_at = now() - interval '1 second' where id = any($1)`, [ids.slice(3, 6)]);
    // 3 this week against 2: +50%.
    expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body).toMatchObject({ completedWorkouts: 3, completedWorkoutsChange: 50 });
  });

  it('shows recent client activity from real rows, newest first', async () => {
    expect((await t.http().get('/api/dashboard/activity').set(coach.auth).expect(200)).body).toEqual([]);
    const client = await createClient(t, coach, { firstName: 'Lee', lastName: 'Park' });
    await t.http().post(`/api/clients/${client.id}/measurements`).set(coach.auth).send({ weight: '181.5' }).expect(201);
    const goal = await t
      .http()
      .post('/api/goals')
      .set(coach.auth)
      .send({ clientId: client.id, title: 'Plank 2 min', category: 'fitness', targetValue: 2, currentValue: 1 })
      .expect(201);
    await t.http().patch(`/api/goals/${goal.body.id}`).set(coach.auth).send({ currentValue: 2 }).expect(200);
    const activity = (await t.http().get('/api/dashboard/activity').set(coach.auth).expect(200)).body;
    expect(activity.map((a: { description: string; status: string }) => [a.description, a.status])).toEqual([
      ['Achieved goal: Plank 2 min', 'completed'],
      ['Recorded new measurements (weight 181.5 lbs)', 'progress'],
      ['Joined as a new client', 'progress'],
    ]);
    expect(activity[0]).toMatchObject({ clientName: 'Lee Park', clientId: client.id });
  });

  it('lists recent messages to the business with the unread count', async () => {
    expect((await t.http().get('/api/dashboard/messages').set(coach.auth).expect(200)).body).toEqual({ unreadCount: 0, messages: [] });
    const client = await createClientUser(t, coach);
    await t.sql(`update clients set first_name = 'Kim', last_name = 'Lo' where id = $1`, [client.clientId]);
    await sendMessage(client, coach.id, 'Thanks!').expect(201);
    await sendMessage(coach, client.clientId, 'Not in the inbox').expect(201);
    await sendMessage(client, coach.id, 'See you Monday').expect(201);
    const inbox = (await t.http().get('/api/dashboard/messages').set(coach.auth).expect(200)).body;
    expect(inbox.unreadCount).toBe(2);
    expect(inbox.messages.map((m: { preview: string; isUnread: boolean; clientName: string }) => [m.preview, m.isUnread, m.clientName])).toEqual([
      ['See you Monday', true, 'Kim Lo'],
      ['Thanks!', true, 'Kim Lo'],
    ]);
    await t.http().get(`/api/messages?withUser=${client.clientId}`).set(coach.auth).expect(200);
    expect((await t.http().get('/api/dashboard/messages').set(coach.auth).expect(200)).body.unreadCount).toBe(0);
  });
});
