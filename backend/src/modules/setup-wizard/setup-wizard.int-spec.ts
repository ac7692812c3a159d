import { SETUP_WIZARD_TASK_IDS, type SetupWizardTaskId } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser, createStaff } from '../../../test/client-factories';
import { libraryExerciseIds } from '../../../test/workout-factories';

const DAY = 86_400_000;

describe('setup wizard tasks (HTTP)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const tasks = async (coach: SignedInUser) => {
    const { body } = await t.http().get('/api/setup-wizard/tasks').set(coach.auth).expect(200);
    return body as { tasks: { key: SetupWizardTaskId; completed: boolean }[]; completed: number; total: number };
  };
  const done = async (coach: SignedInUser) => (await tasks(coach)).tasks.filter((task) => task.completed).map((task) => task.key);
  const post = (coach: SignedInUser, url: string, body: object = {}) => t.http().post(url).set(coach.auth).send(body);

  it('answers the 17 tasks in the wizard’s order, none done for a new business', async () => {
    const coach = await registerUser(t);
    const answer = await tasks(coach);
    expect(answer.tasks.map((task) => task.key)).toEqual([...SETUP_WIZARD_TASK_IDS]);
    expect(answer).toMatchObject({ completed: 0, total: 17 });
  });

  it('ticks each task as the business’s data appears, and keeps every business to its own data', async () => {
    const coach = await registerUser(t);
    const other = await registerUser(t);
    const expectDone = async (...ids: SetupWizardTaskId[]) => expect(new Set(await done(coach))).toEqual(new Set(ids));
    const ticked: SetupWizardTaskId[] = [];
    const tick = async (...ids: SetupWizardTaskId[]) => {
      ticked.push(...ids);
      await expectDone(...ticked);
    };

    // Step 2: a free package exists, then it gets a price.
    const pkg = (await post(coach, '/api/coaching-packages', { name: 'Starter', price: 0, duration: 30, features: ['Weekly check-in'] }).expect(201)).body;
    await tick('create-package');
    await t.http().patch(`/api/coaching-packages/${pkg.id}`).set(coach.auth).send({ price: 120 }).expect(200);
    await tick('set-pricing');

    // Step 6: a client, a package assigned, a message to them.
    const client = await createClientUser(t, coach);
    await tick('create-profile');
    const today = new Date().toISOString().slice(0, 10);
    await post(coach, `/api/clients/${client.clientId}/subscriptions`, { packageId: pkg.id, startDate: today }).expect(201);
    await tick('assign-package');
    // A message from the client is not the business's welcome.
    await post(client, '/api/messages', { receiverId: coach.id, content: 'Hello coach' }).expect(201);
    await expectDone(...ticked);
    await post(coach, '/api/messages', { receiverId: client.clientId, content: 'Welcome aboard!' }).expect(201);
    await tick('welcome-message');

    // Step 3: a workout without exercises, then with one.
    const [squat] = await libraryExerciseIds(t, 'Barbell Back Squat');
    const workout = (await post(coach, '/api/workouts', { name: 'Legs', exercises: [] }).expect(201)).body;
    await tick('create-template');
    await t
      .http()
      .patch(`/api/workouts/${workout.id}`)
      .set(coach.auth)
      .send({ exercises: [{ exerciseId: squat, sets: 3, reps: '8' }] })
      .expect(200);
    await tick('add-exercises');

    // Step 4: a meal plan, a client's macro goals.
    await post(coach, '/api/meal-plans', { name: 'Lean week', duration: 7 }).expect(201);
    await tick('meal-plan');
    await post(coach, `/api/clients/${client.clientId}/macro-goals`, {
      dailyCalories: 2200,
      dailyProtein: 160,
      dailyCarbs: 220,
      dailyFat: 70,
      effectiveDate: today,
    }).expect(201);
    await tick('macro-goals');

    // Step 5: working hours without a price, then a priced period; a client books a slot.
    const everyDay = (price: number | null) => ({
      windows: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '08:00',
        endTime: '18:00',
        slotDuration: 60,
        availabilityType: 'video',
        price,
      })),
    });
    await t.http().put('/api/availability').set(coach.auth).send(everyDay(null)).expect(200);
    await tick('working-hours');
    await t.http().put('/api/availability').set(coach.auth).send(everyDay(45)).expect(200);
    await tick('meeting-types');
    const range = { from: new Date(Date.now() + 2 * DAY).toISOString(), to: new Date(Date.now() + 4 * DAY).toISOString() };
    const slots = (await t.http().get('/api/client/appointments/slots').query(range).set(client.auth).expect(200)).body.slots;
    await post(client, '/api/client/appointments', { availabilityId: slots[0].availabilityId, startsAt: slots[0].startsAt }).expect(201);
    // The client's booking is a video session too.
    await tick('booking-link', 'video-meetings');

    // Step 1: the calendar feed, the payments account.
    await post(coach, '/api/calendar-feed').expect(201);
    await tick('calendar-sync');
    const { accountId } = (await post(coach, '/api/stripe-connect/create-account').expect(200)).body;
    await expectDone(...ticked);
    await post(coach, `/api/payments/simulated/accounts/${accountId}/complete-onboarding`).expect(200);
    await t.http().get('/api/stripe-connect/account-status').set(coach.auth).expect(200);
    await tick('payments-provider');

    // Step 7: an invitation without permissions, then permissions granted.
    const invited = (
      await post(coach, '/api/staff/invite', { email: `team-${Date.now()}@example.com`, role: 'support', permissions: [], departments: [] }).expect(201)
    ).body;
    await tick('invite-staff');
    const entryId = invited.staff.id;
    await t
      .http()
      .patch(`/api/staff/${entryId}/permissions`)
      .set(coach.auth)
      .send({ permissions: ['view_clients'] })
      .expect(200);
    await tick('set-permissions');

    expect(await tasks(coach)).toMatchObject({ completed: 17, total: 17 });
    // Nothing of it shows for another business.
    expect(await done(other)).toEqual([]);
  }, 120_000);

  it('counts a video session the business schedules itself', async () => {
    const coach = await registerUser(t);
    const client = await createClientUser(t, coach);
    await post(coach, '/api/meetings', {
      clientId: client.clientId,
      title: 'Kick-off',
      meetingType: 'video',
      scheduledAt: new Date(Date.now() + 2 * DAY).toISOString(),
      duration: 30,
    }).expect(201);
    expect(await done(coach)).toEqual(expect.arrayContaining(['video-meetings']));
    expect(await done(coach)).not.toContain('booking-link');
  });

  it('is the business owner’s: anonymous callers get 401, staff, clients and admins 403', async () => {
    const coach = await registerUser(t);
    await t.http().get('/api/setup-wizard/tasks').expect(401);
    for (const user of [await createStaff(t, coach, ['view_clients']), await createClientUser(t, coach), await createUserWithRole(t, 'admin')]) {
      await t.http().get('/api/setup-wizard/tasks').set(user.auth).expect(403);
    }
  });
});
