import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';
import { assignWorkout, createWorkout } from '../../../test/workout-factories';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The client dashboard's Workouts This Week: GET /api/client/workouts/this-week, only the signed-in client's. */
describe('client portal: workouts this week (HTTP)', () => {
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

  it('counts the workouts planned Sunday to Saturday (business time zone, UTC here) and the completed ones, of this client only', async () => {
    const now = new Date();
    const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay()));
    const saturday = new Date(sunday.getTime() + 6 * 86_400_000);
    const nextSunday = new Date(sunday.getTime() + 7 * 86_400_000);
    const workout = await createWorkout(t, coach);
    const [today, , ,] = await assignWorkout(t, coach, workout.id, client.clientId, [isoDay(now), isoDay(saturday), isoDay(nextSunday)]);
    await assignWorkout(t, coach, workout.id, sibling.clientId, [isoDay(now), isoDay(saturday)]);
    await t.sql(`update client_workouts set status = 'completed', completed_at = now() where id = $1`, [today!.id]);

    const week = await t.http().get('/api/client/workouts/this-week').set(client.auth).expect(200);
    expect(week.body).toEqual({ planned: 2, completed: 1, weekStart: isoDay(sunday) });

    const theirs = await t.http().get('/api/client/workouts/this-week').set(sibling.auth).expect(200);
    expect(theirs.body).toEqual({ planned: 2, completed: 0, weekStart: isoDay(sunday) });

    const stranger = await createClientUser(t, await registerUser(t));
    expect((await t.http().get('/api/client/workouts/this-week').set(stranger.auth).expect(200)).body).toMatchObject({ planned: 0, completed: 0 });
    await t.http().get('/api/client/workouts/this-week').set(coach.auth).expect(403);
  });
});
