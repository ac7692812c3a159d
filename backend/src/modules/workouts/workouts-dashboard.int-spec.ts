import { EntityManager } from '@mikro-orm/postgresql';
import { runInContext } from '../../infra/queues/run-in-context';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';
import { assignWorkout, createWorkout } from '../../../test/workout-factories';
import { MissedWorkoutsService } from './missed-workouts.service';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Sunday 00:00 of the current week in a zone `offsetHours` ahead of UTC (a zone without daylight saving time). */
function localWeekStart(offsetHours: number, now = new Date()): Date {
  const local = new Date(now.getTime() + offsetHours * 3_600_000); // its UTC fields read as local time
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - local.getUTCDay()) - offsetHours * 3_600_000);
}

describe('the coach dashboard reads training (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  const log = (client: SignedInUser, clientWorkoutId: string, exerciseId: string) =>
    t
      .http()
      .post(`/api/client/workouts/${clientWorkoutId}/log`)
      .set(client.auth)
      .send({ exercises: [{ exerciseId, sets: [{ reps: 10 }] }] })
      .expect(200);

  it("counts this week's completed sessions (Sunday to Saturday in the business's time zone) in Workouts Completed, not last week's or another business's", async () => {
    // UTC+14: the business's week starts 14 hours before the UTC week does.
    await t.sql(`update users set time_zone = 'Etc/GMT-14' where id = $1`, [coach.id]);
    const weekStart = localWeekStart(14);
    const client = await createClientUser(t, coach);
    const workout = await createWorkout(t, coach);
    const exerciseId = workout.exercises[0]!.exerciseId;
    const [a, b, c] = await assignWorkout(t, coach, workout.id, client.clientId, [day(0), day(1), day(2)]);
    await log(client, a!.id, exerciseId);
    await log(client, b!.id, exerciseId);
    await log(client, c!.id, exerciseId);
    await t.sql(`update client_workouts set completed_at = $1 where id = $2`, [new Date(weekStart.getTime() + 1000), b!.id]); // this week, locally
    await t.sql(`update client_workouts set completed_at = $1 where id = $2`, [new Date(weekStart.getTime() - 1000), c!.id]); // last week, locally
    const otherCoach = await registerUser(t);
    const otherClient = await createClientUser(t, otherCoach);
    const theirs = await createWorkout(t, otherCoach);
    const [d] = await assignWorkout(t, otherCoach, theirs.id, otherClient.clientId, [day(0)]);
    await log(otherClient, d!.id, theirs.exercises[0]!.exerciseId);
    expect((await t.http().get('/api/dashboard/stats').set(coach.auth).expect(200)).body.completedWorkouts).toBe(2);
  });

  it('shows completed and missed workouts in Recent Client Activity with those status badges', async () => {
    const client = await createClientUser(t, coach);
    await t.sql(`update clients set first_name = 'Ana', last_name = 'Lopez' where id = $1`, [client.clientId]);
    const workout = await createWorkout(t, coach, { name: 'Leg Day' });
    const [late, today] = await assignWorkout(t, coach, workout.id, client.clientId, [day(-2), day(0)]);
    await runInContext(t.app.get(EntityManager), () => t.app.get(MissedWorkoutsService).markMissed());
    await log(client, today!.id, workout.exercises[0]!.exerciseId);
    const activity = (await t.http().get('/api/dashboard/activity').set(coach.auth).expect(200)).body;
    expect(activity.slice(0, 2)).toMatchObject([
      { id: `workout-${today!.id}`, clientId: client.clientId, clientName: 'Ana Lopez', description: 'Completed workout: Leg Day', status: 'completed' },
      { id: `workout-${late!.id}`, clientName: 'Ana Lopez', description: 'Missed workout: Leg Day', status: 'missed' },
    ]);
    expect(
      (
        await t
          .http()
          .get('/api/dashboard/activity')
          .set((await registerUser(t)).auth)
          .expect(200)
      ).body,
    ).toEqual([]);
  });
});
