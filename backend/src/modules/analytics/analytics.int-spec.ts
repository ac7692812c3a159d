import { randomUUID } from 'node:crypto';
import { ANALYTICS_MESSAGES, FEATURE_FLAG_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { createWorkout } from '../../../test/workout-factories';
import {
  insertClient,
  insertClientWorkout,
  insertExecution,
  insertFoodLog,
  insertMealPlanAssignment,
  insertMeeting,
  insertMessage,
  insertPackage,
  insertPayment,
  insertRefund,
  insertWorkflow,
} from '../../../test/analytics-factories';

/*
 * One business with hand-placed rows in January to March 2026 (UTC) and one beside it whose rows must never count.
 * Every expected figure below is worked out by hand from these rows.
 */
const RANGE = 'from=2026-01-01&to=2026-03-31';

describe('business analytics (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let other: SignedInUser;
  let clientA: string;
  let clientC: string;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerUser(t);
    other = await registerUser(t);
    const b = coach.id;

    // Clients: A and B joined in December; B leaves on 15 Feb; C joins in January, D in February (leaves 10 Mar), E in March.
    clientA = await insertClient(t, b, '2025-12-10T09:00:00Z');
    const clientB = await insertClient(t, b, '2025-12-20T09:00:00Z', '2026-02-15T12:00:00Z');
    clientC = await insertClient(t, b, '2026-01-05T09:00:00Z');
    await insertClient(t, b, '2026-02-03T09:00:00Z', '2026-03-10T12:00:00Z');
    await insertClient(t, b, '2026-03-20T09:00:00Z');
    const stranger = await insertClient(t, other.id, '2026-02-01T09:00:00Z', '2026-02-20T09:00:00Z');

    // Revenue: Gold 100 in Jan and 100 in Feb (40 of it refunded on 2 Mar), a 25.50 group session in Feb, Silver 60 in
    // Mar; a Silver payment of 31 Dec refunded in full on 15 Jan; a pending one; another business's 500 in Jan.
    const gold = await insertPackage(t, b, 'Gold');
    const silver = await insertPackage(t, b, 'Silver');
    await insertPayment(t, { businessId: b, clientId: clientA, packageId: gold, amount: 100, status: 'paid', paidAt: '2026-01-10T10:00:00Z' });
    const refundedInPart = await insertPayment(t, {
      businessId: b,
      clientId: clientB,
      packageId: gold,
      amount: 100,
      status: 'partially_refunded',
      paidAt: '2026-02-05T10:00:00Z',
    });
    await insertRefund(t, b, refundedInPart, 40, '2026-03-02T10:00:00Z');
    await insertPayment(t, { businessId: b, clientId: clientC, amount: 25.5, status: 'paid', paidAt: '2026-02-20T10:00:00Z', type: 'group_session' });
    await insertPayment(t, { businessId: b, clientId: clientC, packageId: silver, amount: 60, status: 'paid', paidAt: '2026-03-15T10:00:00Z' });
    const december = await insertPayment(t, {
      businessId: b,
      clientId: clientA,
      packageId: silver,
      amount: 70,
      status: 'refunded',
      paidAt: '2025-12-31T23:00:00Z',
    });
    await insertRefund(t, b, december, 70, '2026-01-15T10:00:00Z');
    await insertPayment(t, { businessId: b, clientId: clientA, packageId: gold, amount: 999, status: 'pending', paidAt: null });
    await insertPayment(t, { businessId: other.id, clientId: stranger, amount: 500, status: 'paid', paidAt: '2026-01-10T10:00:00Z' });

    // Sessions: January 2 completed, 1 no-show, 1 cancelled; February 1 still scheduled; March a completed group session.
    await insertMeeting(t, b, clientA, '2026-01-06T15:00:00Z', 'completed');
    await insertMeeting(t, b, clientC, '2026-01-13T15:00:00Z', 'completed');
    await insertMeeting(t, b, clientA, '2026-01-20T15:00:00Z', 'no_show');
    await insertMeeting(t, b, clientC, '2026-01-27T15:00:00Z', 'cancelled');
    await insertMeeting(t, b, clientA, '2026-02-10T15:00:00Z', 'scheduled');
    await insertMeeting(t, b, null, '2026-03-03T15:00:00Z', 'completed');
    await insertMeeting(t, other.id, stranger, '2026-01-06T15:00:00Z', 'no_show');

    // Training: January 2 completed, 1 missed, 1 still scheduled; February 1 missed.
    const workout = await createWorkout(t, coach);
    for (const [date, status] of [
      ['2026-01-05', 'completed'],
      ['2026-01-07', 'completed'],
      ['2026-01-09', 'missed'],
      ['2026-01-30', 'scheduled'],
      ['2026-02-02', 'missed'],
    ] as const) {
      await insertClientWorkout(t, b, clientA, workout.id, date, status);
    }
    // Nutrition: A's plan runs 25 Jan to 3 Feb (7 days in January, 3 in February); food logged on 26 Jan (twice),
    // 30 Jan, 2 Feb, and 5 Mar (outside the plan).
    await insertMealPlanAssignment(t, b, clientA, '2026-01-25', '2026-02-03');
    for (const date of ['2026-01-26', '2026-01-26', '2026-01-30', '2026-02-02', '2026-03-05']) await insertFoodLog(t, clientA, date);

    // Messages with A: two from the client (10:00, 10:05) answered at 10:30 (30 min from the first), one at 09:00 on 12 Jan
    // answered at 10:30 (90 min); one on 20 Feb answered on 1 Mar (9 days); with C: one on 5 Mar, unanswered.
    for (const [fromClient, at] of [
      [true, '2026-01-10T10:00:00Z'],
      [true, '2026-01-10T10:05:00Z'],
      [false, '2026-01-10T10:30:00Z'],
      [true, '2026-01-12T09:00:00Z'],
      [false, '2026-01-12T10:30:00Z'],
      [true, '2026-02-20T08:00:00Z'],
      [false, '2026-03-01T08:00:00Z'],
    ] as const) {
      await insertMessage(t, b, clientA, fromClient, at);
    }
    await insertMessage(t, b, clientC, true, '2026-03-05T08:00:00Z');
    await insertMessage(t, other.id, stranger, true, '2026-01-10T10:00:00Z');

    // Automations: in January two runs (A: completed + failed; C: completed + pending); in March one (A: cancelled).
    const flow = await insertWorkflow(t, b, 2);
    const [first, second] = flow.actions as [string, string];
    const run = (clientId: string, eventId: string, actionId: string, status: string, createdAt: string) =>
      insertExecution(t, { workflowId: flow.id, actionId, clientId, eventId, status, createdAt });
    const [e1, e2, e3] = [randomUUID(), randomUUID(), randomUUID()];
    await run(clientA, e1, first, 'completed', '2026-01-05T09:00:00Z');
    await run(clientA, e1, second, 'failed', '2026-01-05T09:00:00Z');
    await run(clientC, e2, first, 'completed', '2026-01-06T09:00:00Z');
    await run(clientC, e2, second, 'pending', '2026-01-06T09:00:00Z');
    await run(clientA, e3, first, 'cancelled', '2026-03-04T09:00:00Z');
    const otherFlow = await insertWorkflow(t, other.id, 1);
    await insertExecution(t, {
      workflowId: otherFlow.id,
      actionId: otherFlow.actions[0]!,
      clientId: stranger,
      eventId: randomUUID(),
      status: 'completed',
      createdAt: '2026-01-05T09:00:00Z',
    });
  }, 120_000);
  afterAll(() => t.close());

  const get = (user: SignedInUser, path: string) => t.http().get(`/api/analytics/${path}`).set(user.auth);

  it('counts new, churned, active and retained clients per month', async () => {
    const { body } = await get(coach, `clients?${RANGE}`).expect(200);
    expect(body).toEqual({
      timeZone: 'UTC',
      rows: [
        { month: '2026-01', newClients: 1, churnedClients: 0, activeClients: 3, activeAtStart: 2, retainedClients: 2, retentionRate: 100 },
        { month: '2026-02', newClients: 1, churnedClients: 1, activeClients: 3, activeAtStart: 3, retainedClients: 2, retentionRate: 66.7 },
        { month: '2026-03', newClients: 1, churnedClients: 1, activeClients: 3, activeAtStart: 3, retainedClients: 2, retentionRate: 66.7 },
      ],
    });
  });

  it('clips the first and last months to the range', async () => {
    // From 6 Jan, C (5 Jan) is no longer new in January; to 15 Mar, E (20 Mar) is not there yet.
    const { body } = await get(coach, 'clients?from=2026-01-06&to=2026-03-15').expect(200);
    expect(body.rows.map((row: { month: string; newClients: number }) => [row.month, row.newClients])).toEqual([
      ['2026-01', 0],
      ['2026-02', 1],
      ['2026-03', 0],
    ]);
    expect(body.rows[0]).toMatchObject({ activeAtStart: 3, activeClients: 3 });
  });

  it('adds up revenue per month: paid payments, refunds when made, net', async () => {
    const { body } = await get(coach, `revenue?${RANGE}`).expect(200);
    expect(body.rows).toEqual([
      { month: '2026-01', payments: 1, gross: 100, refunds: 70, net: 30 },
      { month: '2026-02', payments: 2, gross: 125.5, refunds: 0, net: 125.5 },
      { month: '2026-03', payments: 1, gross: 60, refunds: 40, net: 20 },
    ]);
  });

  it('splits the range revenue by package, highest net first', async () => {
    const { body } = await get(coach, `revenue-by-package?${RANGE}`).expect(200);
    expect(body.rows.map(({ packageId, ...row }: { packageId: string | null }) => ({ ...row, hasPackage: packageId !== null }))).toEqual([
      { packageName: 'Gold', payments: 2, gross: 200, refunds: 40, net: 160, hasPackage: true },
      { packageName: 'Group sessions', payments: 1, gross: 25.5, refunds: 0, net: 25.5, hasPackage: false },
      { packageName: 'Silver', payments: 1, gross: 60, refunds: 70, net: -10, hasPackage: true },
    ]);
  });

  it('counts sessions booked, attended and missed, with the no-show rate', async () => {
    const { body } = await get(coach, `sessions?${RANGE}`).expect(200);
    expect(body.rows).toEqual([
      { month: '2026-01', booked: 3, attended: 2, noShows: 1, cancelled: 1, noShowRate: 33.3 },
      { month: '2026-02', booked: 1, attended: 0, noShows: 0, cancelled: 0, noShowRate: null },
      { month: '2026-03', booked: 1, attended: 1, noShows: 0, cancelled: 0, noShowRate: 0 },
    ]);
  });

  it('measures training and nutrition adherence', async () => {
    const { body } = await get(coach, `adherence?${RANGE}`).expect(200);
    expect(body.rows).toEqual([
      {
        month: '2026-01',
        workoutsAssigned: 4,
        workoutsCompleted: 2,
        workoutsMissed: 1,
        trainingAdherence: 66.7,
        mealPlanDays: 7,
        mealPlanDaysLogged: 2,
        nutritionAdherence: 28.6,
        foodEntries: 3,
      },
      {
        month: '2026-02',
        workoutsAssigned: 1,
        workoutsCompleted: 0,
        workoutsMissed: 1,
        trainingAdherence: 0,
        mealPlanDays: 3,
        mealPlanDaysLogged: 1,
        nutritionAdherence: 33.3,
        foodEntries: 1,
      },
      {
        month: '2026-03',
        workoutsAssigned: 0,
        workoutsCompleted: 0,
        workoutsMissed: 0,
        trainingAdherence: null,
        mealPlanDays: 0,
        mealPlanDaysLogged: 0,
        nutritionAdherence: null,
        foodEntries: 1,
      },
    ]);
  });

  it('counts messages answered and the response time from the first waiting message', async () => {
    const { body } = await get(coach, `messages?${RANGE}`).expect(200);
    expect(body.rows).toEqual([
      { month: '2026-01', received: 3, sent: 2, answered: 3, avgResponseMinutes: 60 },
      { month: '2026-02', received: 1, sent: 0, answered: 1, avgResponseMinutes: 9 * 24 * 60 },
      { month: '2026-03', received: 1, sent: 1, answered: 0, avgResponseMinutes: null },
    ]);
  });

  it('counts automation runs and their actions', async () => {
    const { body } = await get(coach, `automations?${RANGE}`).expect(200);
    expect(body.rows).toEqual([
      { month: '2026-01', runs: 2, actionsCompleted: 2, actionsFailed: 1, actionsPending: 1, actionsCancelled: 0 },
      { month: '2026-02', runs: 0, actionsCompleted: 0, actionsFailed: 0, actionsPending: 0, actionsCancelled: 0 },
      { month: '2026-03', runs: 1, actionsCompleted: 0, actionsFailed: 0, actionsPending: 0, actionsCancelled: 1 },
    ]);
  });

  it('downloads a chart as CSV with the same figures', async () => {
    const response = await get(coach, `csv?chart=revenue&${RANGE}`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="revenue-2026-01-01-to-2026-03-31.csv"');
    expect(response.text).toBe('month,payments,gross,refunds,net\n2026-01,1,100,70,30\n2026-02,2,125.5,0,125.5\n2026-03,1,60,40,20\n');

    const sessions = await get(coach, `csv?chart=sessions&${RANGE}`).expect(200);
    // A rate without a base is an empty cell.
    expect(sessions.text.split('\n')[2]).toBe('2026-02,1,0,0,0,');
    const packages = await get(coach, `csv?chart=revenue-by-package&${RANGE}`).expect(200);
    expect(packages.text).toBe('packageName,payments,gross,refunds,net\nGold,2,200,40,160\nGroup sessions,1,25.5,0,25.5\nSilver,1,60,70,-10\n');
  });

  it('never counts another business: each sees only its own figures', async () => {
    const { body } = await get(other, `clients?${RANGE}`).expect(200);
    expect(body.rows[1]).toMatchObject({ month: '2026-02', newClients: 1, churnedClients: 1, activeClients: 0 });
    expect((await get(other, `revenue?${RANGE}`).expect(200)).body.rows[0]).toMatchObject({ gross: 500, refunds: 0 });
    expect((await get(other, `revenue-by-package?${RANGE}`).expect(200)).body.rows).toEqual([
      { packageId: null, packageName: 'Deleted package', payments: 1, gross: 500, refunds: 0, net: 500 },
    ]);
    expect((await get(other, `messages?${RANGE}`).expect(200)).body.rows[0]).toMatchObject({ received: 1, answered: 0 });
    expect((await get(other, `automations?${RANGE}`).expect(200)).body.rows[0]).toMatchObject({ runs: 1, actionsCompleted: 1 });
    expect((await get(other, `sessions?${RANGE}`).expect(200)).body.rows[0]).toMatchObject({ booked: 1, noShows: 1, attended: 0 });
  });

  it('dates churn when a client is deactivated, and forgets it when they are reactivated', async () => {
    const owner = await registerUser(t);
    const client = await createClient(t, owner);
    const today = new Date().toISOString().slice(0, 10);
    const thisMonth = () => get(owner, `clients?from=${today}&to=${today}`).expect(200);
    await t.http().post(`/api/clients/${client.id}/deactivate`).set(owner.auth).expect(200);
    expect((await thisMonth()).body.rows).toEqual([expect.objectContaining({ newClients: 1, churnedClients: 1, activeClients: 0 })]);
    await t.http().post(`/api/clients/${client.id}/reactivate`).set(owner.auth).expect(200);
    expect((await thisMonth()).body.rows).toEqual([expect.objectContaining({ newClients: 1, churnedClients: 0, activeClients: 1 })]);
  });

  it('reads months in the business’s time zone', async () => {
    const eastern = await registerUser(t);
    await t.sql(`update users set time_zone = 'America/New_York' where id = $1`, [eastern.id]);
    const client = await insertClient(t, eastern.id, '2025-12-01T00:00:00Z');
    // 03:00 UTC on 1 February is 22:00 on 31 January in New York.
    await insertPayment(t, { businessId: eastern.id, clientId: client, amount: 10, status: 'paid', paidAt: '2026-02-01T03:00:00Z' });
    const { body } = await get(eastern, 'revenue?from=2026-01-01&to=2026-02-28').expect(200);
    expect(body.timeZone).toBe('America/New_York');
    expect(body.rows.map((row: { month: string; gross: number }) => [row.month, row.gross])).toEqual([
      ['2026-01', 10],
      ['2026-02', 0],
    ]);
  });

  it.each([
    ['clients?to=2026-03-31', ANALYTICS_MESSAGES.fromRequired],
    ['clients?from=2026-01-01', ANALYTICS_MESSAGES.toRequired],
    ['revenue?from=2026-02-30&to=2026-03-31', ANALYTICS_MESSAGES.dateInvalid],
    ['sessions?from=2026-01-01T00:00:00Z&to=2026-03-31', ANALYTICS_MESSAGES.dateInvalid],
    ['messages?from=2026-04-01&to=2026-03-31', ANALYTICS_MESSAGES.rangeOrder],
    ['automations?from=2024-12-31&to=2026-12-31', ANALYTICS_MESSAGES.rangeTooLong],
    ['csv?chart=bogus&from=2026-01-01&to=2026-03-31', ANALYTICS_MESSAGES.chartInvalid],
    ['csv?chart=clients&from=2024-01-01&to=2026-03-31', ANALYTICS_MESSAGES.rangeTooLong],
  ])('answers 400 for %s', async (path, message) => {
    expect((await get(coach, path).expect(400)).body.message).toBe(message);
  });

  it('accepts a range of exactly 24 months', async () => {
    expect((await get(coach, 'automations?from=2025-01-01&to=2026-12-31').expect(200)).body.rows).toHaveLength(24);
  });

  it('opens to staff granted Analytics only; never to clients or anonymous callers', async () => {
    const analyst = await createStaff(t, coach, ['analytics']);
    expect((await get(analyst, `revenue?${RANGE}`).expect(200)).body.rows[1]).toMatchObject({ gross: 125.5 });
    await get(analyst, `csv?chart=clients&${RANGE}`).expect(200);
    const other = await createStaff(t, coach, ['view_clients', 'client_management']);
    await get(other, `revenue?${RANGE}`).expect(403);
    await get(other, `csv?chart=revenue&${RANGE}`).expect(403);
    const client = await createClientUser(t, coach);
    await get(client, `clients?${RANGE}`).expect(403);
    await t.http().get(`/api/analytics/clients?${RANGE}`).expect(401);
  });

  it('shows a staff member assigned some clients only their figures', async () => {
    const analyst = await createStaff(t, coach, ['analytics']);
    const entry = (await t.sql<{ id: string }>('select id from business_staff where staff_id = $1', [analyst.id]))[0]!.id;
    await t.http().put(`/api/staff/${entry}/clients/${clientC}`).set(coach.auth).send({}).expect(200);
    const { body } = await get(analyst, `messages?${RANGE}`).expect(200);
    expect(body.rows.map((row: { received: number }) => row.received)).toEqual([0, 0, 1]);
    expect((await get(analyst, `revenue?${RANGE}`).expect(200)).body.rows.map((row: { gross: number }) => row.gross)).toEqual([0, 25.5, 60]);
  });

  it('answers 403 while the platform turns Advanced Analytics off, and again once it is on', async () => {
    const setFlag = (state: string) => t.sql(`update feature_flags set state = $1 where key = 'advanced_analytics'`, [state]);
    try {
      for (const state of ['disabled', 'planned']) {
        await setFlag(state);
        expect((await get(coach, `clients?${RANGE}`).expect(403)).body.message).toBe(FEATURE_FLAG_MESSAGES.unavailable);
        await get(coach, `csv?chart=clients&${RANGE}`).expect(403);
      }
    } finally {
      await setFlag('enabled');
    }
    await get(coach, `clients?${RANGE}`).expect(200);
  });
});
