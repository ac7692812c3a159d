import { EntityManager } from '@mikro-orm/postgresql';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DomainEventMap, DomainEventName } from '../../src/common/events/domain-event-map';
import { runInContext } from '../../src/infra/queues/run-in-context';
import { SAMPLE_FILES } from '../../src/infra/storage/testing/sample-files';
import { MissedWorkoutsService } from '../../src/modules/workouts/missed-workouts.service';
import { StaffService } from '../../src/modules/staff/staff.service';
import { CouponsService } from '../../src/modules/coupons/coupons.service';
import { createClient, createClientUser, createStaff } from '../client-factories';
import { createUserWithRole, registerUser, type SignedInUser } from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { assignHabit, assignWorkout, createWorkout } from '../workout-factories';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** What one state change needs: made ready (`arrange`), made (`act`, which throws unless it succeeded), and its event. */
interface StateChange<E extends DomainEventName, C> {
  event: E;
  /** The table whose write the failing variant refuses (a trigger), so the change rolls back at its commit. */
  table: string;
  arrange: (coach: SignedInUser) => Promise<C>;
  act: (coach: SignedInUser, context: C) => Promise<unknown>;
  expected: (coach: SignedInUser, context: C) => Promise<DomainEventMap[E]>;
}

/**
 * Every state change of the event map records its event in the transaction of the change: once when it commits, not at
 * all when it fails. Each case runs for a business of its own, so its events are those naming that business.
 */
describe('domain events of state changes', () => {
  let t: TestApp;
  let dataDir: string;
  let foodId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-events-'));
    t = await createTestApp({ withWorkers: true, env: { DATA_DIR: dataDir, FOOD_LOOKUP_URL: '' } });
    const probe = await registerUser(t);
    const foods = await t.http().get('/api/foods').query({ search: 'Banana, raw' }).set(probe.auth).expect(200);
    foodId = foods.body.find((food: { name: string }) => food.name === 'Banana, raw').id;
    await t.sql(`create function test_refuse_change() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const one = async <T>(sql: string, params: unknown[]): Promise<T> => {
    const rows = await t.sql<T>(sql, params);
    if (rows.length !== 1) throw new Error(`expected one row of ${sql}, got ${rows.length}`);
    return rows[0]!;
  };
  const idOf = async (sql: string, params: unknown[]) => (await one<{ id: string }>(sql, params)).id;
  const eventsOf = (name: DomainEventName, businessId: string) =>
    t.sql<{ payload: Record<string, unknown> }>(`select payload from outbox_events where name = $1 and payload->>'businessId' = $2`, [name, businessId]);

  /** Runs `work` while every insert, update and delete of `table` is refused. */
  async function refusingWritesTo<T>(table: string, work: () => Promise<T>): Promise<T> {
    await t.sql(`create trigger test_refuse before insert or update or delete on ${table} for each row execute function test_refuse_change()`);
    try {
      return await work();
    } finally {
      await t.sql(`drop trigger test_refuse on ${table}`);
    }
  }

  const clientSignup: StateChange<'client_signup', undefined> = {
    event: 'client_signup',
    table: 'clients',
    arrange: async () => undefined,
    act: (coach) => createClient(t, coach, { email: `signup-${coach.id}@example.com` }),
    expected: async (coach) => ({ businessId: coach.id, clientId: await idOf('select id from clients where coach_id = $1', [coach.id]) }),
  };

  const clientInvited: StateChange<'client_invited', { clientId: string }> = {
    event: 'client_invited',
    table: 'client_invitations',
    arrange: async (coach) => ({ clientId: (await createClient(t, coach)).id }),
    act: (coach, { clientId }) => t.http().post(`/api/clients/${clientId}/invite`).set(coach.auth).expect(201),
    expected: async (coach, { clientId }) => ({
      businessId: coach.id,
      clientId,
      invitationId: await idOf('select id from client_invitations where client_id = $1', [clientId]),
    }),
  };

  const clientLinked: StateChange<'client_linked', { clientId: string; code: string; person: SignedInUser }> = {
    event: 'client_linked',
    table: 'clients',
    arrange: async (coach) => {
      const client = await createClient(t, coach);
      await t.http().post(`/api/clients/${client.id}/invite`).set(coach.auth).expect(201);
      const mail = await one<{ text_body: string }>('select text_body from email_outbox where to_address = $1', [client.email]);
      const code = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1]!;
      return { clientId: client.id, code, person: await registerUser(t, { role: 'client', email: client.email }) };
    },
    act: (_, { code, person }) => t.http().post(`/api/invitations/${code}/accept`).set(person.auth).expect(200),
    expected: async (coach, { clientId, person }) => ({
      businessId: coach.id,
      clientId,
      userId: person.id,
      invitationId: await idOf('select id from client_invitations where client_id = $1', [clientId]),
    }),
  };

  const workoutAssigned: StateChange<'workout_assigned', { clientId: string; workoutId: string }> = {
    event: 'workout_assigned',
    table: 'client_workouts',
    arrange: async (coach) => ({ clientId: (await createClient(t, coach)).id, workoutId: (await createWorkout(t, coach)).id }),
    act: (coach, { clientId, workoutId }) => assignWorkout(t, coach, workoutId, clientId, [day(2)]),
    expected: async (coach, { clientId, workoutId }) => ({
      businessId: coach.id,
      clientId,
      clientWorkoutId: await idOf('select id from client_workouts where client_id = $1', [clientId]),
      workoutId,
      scheduledDate: day(2),
    }),
  };

  const workoutCompleted: StateChange<
    'workout_completed',
    { client: SignedInUser & { clientId: string }; workoutId: string; clientWorkoutId: string; exerciseId: string }
  > = {
    event: 'workout_completed',
    table: 'workout_logs',
    arrange: async (coach) => {
      const client = await createClientUser(t, coach);
      const workout = await createWorkout(t, coach);
      const [assigned] = await assignWorkout(t, coach, workout.id, client.clientId, [day(0)]);
      return { client, workoutId: workout.id, clientWorkoutId: assigned!.id, exerciseId: workout.exercises[0]!.exerciseId };
    },
    act: (_, { client, clientWorkoutId, exerciseId }) =>
      t
        .http()
        .post(`/api/client/workouts/${clientWorkoutId}/log`)
        .set(client.auth)
        .send({ exercises: [{ exerciseId, sets: [{ reps: 5, weight: 100 }] }] })
        .expect(200),
    expected: async (coach, { client, workoutId, clientWorkoutId }) => ({ businessId: coach.id, clientId: client.clientId, clientWorkoutId, workoutId }),
  };

  const missedWorkout: StateChange<'missed_workout', { clientId: string; workoutId: string; clientWorkoutId: string }> = {
    event: 'missed_workout',
    table: 'client_workouts',
    arrange: async (coach) => {
      const clientId = (await createClient(t, coach)).id;
      const workoutId = (await createWorkout(t, coach)).id;
      const [assigned] = await assignWorkout(t, coach, workoutId, clientId, [day(-3)]);
      return { clientId, workoutId, clientWorkoutId: assigned!.id };
    },
    act: () => runInContext(t.app.get(EntityManager), () => t.app.get(MissedWorkoutsService).markMissed()),
    expected: async (coach, { clientId, workoutId, clientWorkoutId }) => ({
      businessId: coach.id,
      clientId,
      clientWorkoutId,
      workoutId,
      scheduledDate: day(-3),
    }),
  };

  const habitLogged: StateChange<'habit_logged', { client: SignedInUser & { clientId: string }; clientHabitId: string }> = {
    event: 'habit_logged',
    table: 'habit_logs',
    arrange: async (coach) => {
      const client = await createClientUser(t, coach);
      const habits = await assignHabit(t, coach, [client.clientId]);
      return { client, clientHabitId: habits.get(client.clientId)! };
    },
    act: (_, { client, clientHabitId }) =>
      t
        .http()
        .post(`/api/client/habits/${clientHabitId}/log`)
        .set(client.auth)
        .send({ logDate: day(0) })
        .expect(200),
    expected: async (coach, { client, clientHabitId }) => ({
      businessId: coach.id,
      clientId: client.clientId,
      clientHabitId,
      habitLogId: await idOf('select id from habit_logs where client_habit_id = $1', [clientHabitId]),
      logDate: day(0),
      completed: true,
      streak: 1,
    }),
  };

  const mealPlanAssigned: StateChange<'meal_plan_assigned', { clientId: string; mealPlanId: string }> = {
    event: 'meal_plan_assigned',
    table: 'client_meal_plans',
    arrange: async (coach) => ({
      clientId: (await createClient(t, coach)).id,
      mealPlanId: (await t.http().post('/api/meal-plans').set(coach.auth).send({ name: 'Lean week', duration: 7 }).expect(201)).body.id,
    }),
    act: (coach, { clientId, mealPlanId }) =>
      t
        .http()
        .post(`/api/meal-plans/${mealPlanId}/assign`)
        .set(coach.auth)
        .send({ clientId, startDate: day(1) })
        .expect(201),
    expected: async (coach, { clientId, mealPlanId }) => ({
      businessId: coach.id,
      clientId,
      clientMealPlanId: await idOf('select id from client_meal_plans where client_id = $1', [clientId]),
      mealPlanId,
      startDate: day(1),
      endDate: day(7),
    }),
  };

  const foodLogged: StateChange<'food_logged', SignedInUser & { clientId: string }> = {
    event: 'food_logged',
    table: 'food_log',
    arrange: (coach) => createClientUser(t, coach),
    act: (_, client) =>
      t
        .http()
        .post('/api/client/food-log')
        .set(client.auth)
        .send({ foodId, mealType: 'lunch', servingSize: 120, logDate: day(0) })
        .expect(201),
    expected: async (coach, client) => ({
      businessId: coach.id,
      clientId: client.clientId,
      foodLogEntryId: await idOf('select id from food_log where client_id = $1', [client.clientId]),
      foodId,
      logDate: day(0),
      mealType: 'lunch',
    }),
  };

  const messageReceived: StateChange<'message_received', { clientId: string }> = {
    event: 'message_received',
    table: 'messages',
    arrange: async (coach) => ({ clientId: (await createClient(t, coach)).id }),
    act: (coach, { clientId }) => t.http().post('/api/messages').set(coach.auth).send({ receiverId: clientId, content: 'How was the run?' }).expect(201),
    expected: async (coach, { clientId }) => ({
      businessId: coach.id,
      clientId,
      messageId: await idOf('select id from messages where client_id = $1', [clientId]),
      senderId: coach.id,
      recipient: 'client',
      messageType: 'text',
    }),
  };

  const sentMessage = async (coach: SignedInUser) => {
    const clientId = (await createClient(t, coach)).id;
    const sent = await t.http().post('/api/messages').set(coach.auth).send({ receiverId: clientId, content: 'See you at 7' }).expect(201);
    return { clientId, messageId: sent.body.id as string };
  };
  const messageEdited: StateChange<'message_edited', { clientId: string; messageId: string }> = {
    event: 'message_edited',
    table: 'messages',
    arrange: sentMessage,
    act: (coach, { messageId }) => t.http().patch(`/api/messages/${messageId}`).set(coach.auth).send({ content: 'See you at 8' }).expect(200),
    expected: async (coach, { clientId, messageId }) => ({ businessId: coach.id, clientId, messageId, senderId: coach.id }),
  };
  const messageDeleted: StateChange<'message_deleted', { clientId: string; messageId: string }> = {
    event: 'message_deleted',
    table: 'messages',
    arrange: sentMessage,
    act: (coach, { messageId }) => t.http().delete(`/api/messages/${messageId}`).set(coach.auth).expect(204),
    expected: async (coach, { clientId, messageId }) => ({ businessId: coach.id, clientId, messageId, senderId: coach.id }),
  };

  const communityPostCreated: StateChange<'community_post_created', { communityId: string }> = {
    event: 'community_post_created',
    table: 'community_posts',
    arrange: async (coach) => ({ communityId: (await t.http().post('/api/communities').set(coach.auth).send({ name: 'Runners' }).expect(201)).body.id }),
    act: (coach, { communityId }) => t.http().post(`/api/communities/${communityId}/posts`).set(coach.auth).send({ content: 'Welcome!' }).expect(201),
    expected: async (coach, { communityId }) => ({
      businessId: coach.id,
      communityId,
      postId: await idOf('select id from community_posts where community_id = $1', [communityId]),
      parentId: null,
      authorId: coach.id,
      clientId: null,
    }),
  };

  const progressPhotoUploaded: StateChange<'progress_photo_uploaded', { clientId: string }> = {
    event: 'progress_photo_uploaded',
    table: 'progress_photos',
    arrange: async (coach) => ({ clientId: (await createClient(t, coach)).id }),
    act: (coach, { clientId }) =>
      t
        .http()
        .post(`/api/clients/${clientId}/progress-photos`)
        .set(coach.auth)
        .attach('file', SAMPLE_FILES.png, { filename: 'week-1.png', contentType: 'image/png' })
        .expect(201),
    expected: async (coach, { clientId }) => ({
      businessId: coach.id,
      clientId,
      progressPhotoId: await idOf('select id from progress_photos where client_id = $1', [clientId]),
    }),
  };

  const goalAchieved: StateChange<'goal_achieved', { clientId: string; goalId: string }> = {
    event: 'goal_achieved',
    table: 'goals',
    arrange: async (coach) => {
      const clientId = (await createClient(t, coach)).id;
      const goal = await t
        .http()
        .post('/api/goals')
        .set(coach.auth)
        .send({ clientId, title: 'Run 5 km', category: 'fitness', targetValue: '5', currentValue: '1', unit: 'km' })
        .expect(201);
      return { clientId, goalId: goal.body.id };
    },
    act: (coach, { goalId }) => t.http().patch(`/api/goals/${goalId}`).set(coach.auth).send({ currentValue: 6 }).expect(200),
    expected: async (coach, { clientId, goalId }) => ({ businessId: coach.id, clientId, goalId, title: 'Run 5 km' }),
  };

  const measurementLogged: StateChange<'measurement_logged', { clientId: string }> = {
    event: 'measurement_logged',
    table: 'measurements',
    arrange: async (coach) => ({ clientId: (await createClient(t, coach)).id }),
    act: (coach, { clientId }) => t.http().post(`/api/clients/${clientId}/measurements`).set(coach.auth).send({ weight: '190.2', bodyFat: '18.5' }).expect(201),
    expected: async (coach, { clientId }) => ({
      businessId: coach.id,
      clientId,
      measurementId: await idOf('select id from measurements where client_id = $1', [clientId]),
      measured: ['weight', 'bodyFat'],
    }),
  };

  const clientDeleted: StateChange<'client_deleted', SignedInUser & { clientId: string }> = {
    event: 'client_deleted',
    table: 'clients',
    arrange: (coach) => createClientUser(t, coach),
    act: (coach, client) => t.http().delete(`/api/clients/${client.clientId}`).set(coach.auth).expect(204),
    expected: async (coach, client) => ({ businessId: coach.id, clientId: client.clientId, userId: client.id }),
  };

  const dataExportRequested: StateChange<'data_export_requested', SignedInUser & { clientId: string }> = {
    event: 'data_export_requested',
    table: 'data_exports',
    arrange: (coach) => createClientUser(t, coach),
    act: (_, client) => t.http().post('/api/client/data-exports').set(client.auth).expect(201),
    expected: async (coach, client) => ({
      businessId: coach.id,
      clientId: client.clientId,
      userId: client.id,
      exportId: await idOf('select id from data_exports where client_id = $1', [client.clientId]),
    }),
  };

  const accountDeletionRequested: StateChange<'account_deletion_requested', SignedInUser & { clientId: string }> = {
    event: 'account_deletion_requested',
    table: 'account_deletion_requests',
    arrange: (coach) => createClientUser(t, coach),
    act: (_, client) => t.http().post('/api/client/account-deletion').set(client.auth).expect(201),
    expected: async (coach, client) => ({
      businessId: coach.id,
      clientId: client.clientId,
      requestId: await idOf('select id from account_deletion_requests where client_id = $1', [client.clientId]),
    }),
  };

  const clientAccountErased: StateChange<'client_account_erased', SignedInUser & { clientId: string; code: string }> = {
    event: 'client_account_erased',
    table: 'clients',
    arrange: async (coach) => {
      const client = await createClientUser(t, coach);
      await t.http().post('/api/client/account-deletion').set(client.auth).expect(201);
      const mail = await one<{ text_body: string }>("select text_body from email_outbox where to_address = $1 and dedupe_key like 'account-deletion:%'", [
        client.email,
      ]);
      return { ...client, code: /confirmDeletion=([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1]! };
    },
    act: (_, client) => t.http().post('/api/client/account-deletion/confirm').set(client.auth).send({ code: client.code }).expect(204),
    expected: async (coach, client) => ({ businessId: coach.id, clientId: client.clientId, userId: client.id }),
  };

  const staffAccessChanged: StateChange<'staff_access_changed', SignedInUser> = {
    event: 'staff_access_changed',
    table: 'business_staff',
    arrange: (coach) => createStaff(t, coach, ['send_messages']),
    // The staff screens come with their issue: the change their routes will make.
    act: (coach, staff) => runInContext(t.app.get(EntityManager), () => t.app.get(StaffService).setPermissions({ businessId: coach.id }, staff.id, [])),
    expected: async (coach, staff) => ({ businessId: coach.id, staffUserId: staff.id }),
  };

  type Assignment = { staff: SignedInUser; entryId: string; clientId: string };
  const arrangeAssignment = async (coach: SignedInUser): Promise<Assignment> => {
    const staff = await createStaff(t, coach, ['view_clients']);
    const entryId = await idOf('select id from business_staff where staff_id = $1', [staff.id]);
    return { staff, entryId, clientId: (await createClient(t, coach)).id };
  };
  const staffClientAssigned: StateChange<'staff_client_assigned', Assignment> = {
    event: 'staff_client_assigned',
    table: 'staff_client_assignments',
    arrange: arrangeAssignment,
    act: (coach, { entryId, clientId }) => t.http().put(`/api/staff/${entryId}/clients/${clientId}`).set(coach.auth).send({}).expect(200),
    expected: async (coach, { staff, entryId, clientId }) => ({ businessId: coach.id, staffEntryId: entryId, staffUserId: staff.id, clientId }),
  };
  const staffClientUnassigned: StateChange<'staff_client_unassigned', Assignment> = {
    event: 'staff_client_unassigned',
    table: 'staff_client_assignments',
    arrange: async (coach) => {
      const assignment = await arrangeAssignment(coach);
      await t.http().put(`/api/staff/${assignment.entryId}/clients/${assignment.clientId}`).set(coach.auth).send({}).expect(200);
      return assignment;
    },
    act: (coach, { entryId, clientId }) => t.http().delete(`/api/staff/${entryId}/clients/${clientId}`).set(coach.auth).expect(204),
    expected: async (coach, { staff, entryId, clientId }) => ({ businessId: coach.id, staffEntryId: entryId, staffUserId: staff.id, clientId }),
  };

  const communityMemberRemoved: StateChange<'community_member_removed', { communityId: string; clientId: string }> = {
    event: 'community_member_removed',
    table: 'communities',
    arrange: async (coach) => {
      const communityId = (await t.http().post('/api/communities').set(coach.auth).send({ name: 'Runners' }).expect(201)).body.id;
      const clientId = (await createClient(t, coach)).id;
      await t.http().post(`/api/communities/${communityId}/members`).set(coach.auth).send({ clientId }).expect(201);
      return { communityId, clientId };
    },
    act: (coach, { communityId, clientId }) => t.http().delete(`/api/communities/${communityId}/members/${clientId}`).set(coach.auth).expect(204),
    expected: async (coach, context) => ({ businessId: coach.id, ...context }),
  };

  const communityMadePrivate: StateChange<'community_made_private', { communityId: string }> = {
    event: 'community_made_private',
    table: 'communities',
    arrange: async (coach) => ({ communityId: (await t.http().post('/api/communities').set(coach.auth).send({ name: 'Open' }).expect(201)).body.id }),
    act: (coach, { communityId }) => t.http().patch(`/api/communities/${communityId}`).set(coach.auth).send({ isPrivate: true }).expect(200),
    expected: async (coach, { communityId }) => ({ businessId: coach.id, communityId }),
  };

  /** A scheduled appointment of a new client, for the meeting events. */
  const scheduleMeeting = async (coach: SignedInUser) => {
    const clientId = (await createClient(t, coach)).id;
    const meeting = await t
      .http()
      .post('/api/meetings')
      .set(coach.auth)
      .send({ clientId, title: 'Check-in', meetingType: 'video', scheduledAt: '2026-12-01T10:00:00.000Z', duration: 30 })
      .expect(201);
    return { clientId, meetingId: meeting.body.id as string };
  };
  const meetingStatusChange = <E extends 'meeting_completed' | 'meeting_cancelled' | 'meeting_no_show'>(
    event: E,
    status: string,
  ): StateChange<E, { clientId: string; meetingId: string }> => ({
    event,
    table: 'meetings',
    arrange: scheduleMeeting,
    act: (coach, { meetingId }) => t.http().patch(`/api/meetings/${meetingId}`).set(coach.auth).send({ status }).expect(200),
    expected: async (coach, { clientId, meetingId }) => ({ businessId: coach.id, meetingId, clientId }) as DomainEventMap[E],
  });
  const appointmentBooked: StateChange<'appointment_booked', { clientId: string }> = {
    event: 'appointment_booked',
    table: 'meetings',
    arrange: async (coach) => ({ clientId: (await createClient(t, coach)).id }),
    act: (coach, { clientId }) =>
      t
        .http()
        .post('/api/meetings')
        .set(coach.auth)
        .send({ clientId, title: 'Consultation', meetingType: 'phone', scheduledAt: '2026-12-01T10:00:00.000Z' })
        .expect(201),
    expected: async (coach, { clientId }) => ({
      businessId: coach.id,
      meetingId: await idOf('select id from meetings where client_id = $1', [clientId]),
      clientId,
      type: 'consultation',
      scheduledAt: '2026-12-01T10:00:00.000Z',
      bookedBy: 'business',
    }),
  };
  const meetingRescheduled: StateChange<'meeting_rescheduled', { clientId: string; meetingId: string }> = {
    event: 'meeting_rescheduled',
    table: 'meetings',
    arrange: scheduleMeeting,
    act: (coach, { meetingId }) => t.http().patch(`/api/meetings/${meetingId}`).set(coach.auth).send({ scheduledAt: '2026-12-02T09:00:00.000Z' }).expect(200),
    expected: async (coach, { clientId, meetingId }) => ({
      businessId: coach.id,
      meetingId,
      clientId,
      scheduledAt: '2026-12-02T09:00:00.000Z',
      endTime: '2026-12-02T09:30:00.000Z',
      previousScheduledAt: '2026-12-01T10:00:00.000Z',
    }),
  };

  const clientCouponCreated: StateChange<'client_coupon_created', undefined> = {
    event: 'client_coupon_created',
    table: 'client_coupons',
    arrange: async () => undefined,
    act: (coach) => t.http().post('/api/client-coupons').set(coach.auth).send({ name: 'Spring', code: 'SPRING-10', discountValue: 10 }).expect(201),
    expected: async (coach) => ({
      businessId: coach.id,
      couponId: await idOf('select id from client_coupons where coach_id = $1', [coach.id]),
      code: 'SPRING-10',
    }),
  };

  const createdCoupon = async (coach: SignedInUser) => {
    const coupon = await t.http().post('/api/client-coupons').set(coach.auth).send({ name: 'Summer', code: 'SUMMER', discountValue: 10 }).expect(201);
    return { couponId: coupon.body.id as string };
  };
  const clientCouponUpdated: StateChange<'client_coupon_updated', { couponId: string }> = {
    event: 'client_coupon_updated',
    table: 'client_coupons',
    arrange: createdCoupon,
    act: (coach, { couponId }) => t.http().patch(`/api/client-coupons/${couponId}`).set(coach.auth).send({ isActive: false }).expect(200),
    expected: async (coach, { couponId }) => ({ businessId: coach.id, couponId, isActive: false }),
  };
  const clientCouponDeleted: StateChange<'client_coupon_deleted', { couponId: string }> = {
    event: 'client_coupon_deleted',
    table: 'client_coupons',
    arrange: createdCoupon,
    act: (coach, { couponId }) => t.http().delete(`/api/client-coupons/${couponId}`).set(coach.auth).expect(204),
    expected: async (coach, { couponId }) => ({ businessId: coach.id, couponId, code: 'SUMMER' }),
  };

  /** A redemption counts the use (client_coupons) and records it (coupon_usage) with its event, or none of them. */
  const couponRedeemed: StateChange<'coupon_redeemed', { couponId: string }> = {
    event: 'coupon_redeemed',
    table: 'coupon_usage',
    arrange: async (coach) => {
      const coupon = await t
        .http()
        .post('/api/client-coupons')
        .set(coach.auth)
        .send({ name: 'Once', code: 'ONCE', discountType: 'fixed', discountValue: 5, maxUses: 1 })
        .expect(201);
      return { couponId: coupon.body.id as string };
    },
    act: (coach) =>
      runInContext(t.app.get(EntityManager), () =>
        t.app.get(CouponsService).redeemClientCoupon({ businessId: coach.id }, { code: 'ONCE', orderAmount: 30, usedBy: coach.id, orderId: 'order-7' }),
      ),
    expected: async (coach, { couponId }) => ({
      businessId: coach.id,
      couponType: 'client',
      couponId,
      usageId: await idOf('select id from coupon_usage where coupon_id = $1', [couponId]),
      usedBy: coach.id,
      orderId: 'order-7',
      discountAmount: 5,
    }),
  };

  const formFields = [
    { id: 'name', type: 'text', label: 'Full name', required: true },
    { id: 'sign', type: 'signature', label: 'Signature', required: true },
  ];
  const formCreated: StateChange<'form_created', undefined> = {
    event: 'form_created',
    table: 'custom_forms',
    arrange: async () => undefined,
    act: (coach) => t.http().post('/api/forms').set(coach.auth).send({ title: 'Waiver', category: 'waiver', fields: formFields }).expect(201),
    expected: async (coach) => ({
      businessId: coach.id,
      formId: await idOf('select id from custom_forms where business_id = $1', [coach.id]),
      templateId: null,
    }),
  };
  const formSubmitted: StateChange<'form_submitted', { formId: string; client: SignedInUser & { clientId: string } }> = {
    event: 'form_submitted',
    table: 'form_submissions',
    arrange: async (coach) => {
      const form = await t
        .http()
        .post('/api/forms')
        .set(coach.auth)
        .send({ title: 'Waiver', category: 'waiver', isRequired: true, fields: formFields })
        .expect(201);
      return { formId: form.body.id as string, client: await createClientUser(t, coach) };
    },
    act: (_, { formId, client }) =>
      t
        .http()
        .post(`/api/client/forms/${formId}/submissions`)
        .set(client.auth)
        .send({ responses: { name: 'Sam' }, signature: `data:image/png;base64,${SAMPLE_FILES.png.toString('base64')}` })
        .expect(201),
    expected: async (coach, { formId, client }) => ({
      businessId: coach.id,
      formId,
      submissionId: await idOf('select id from form_submissions where form_id = $1', [formId]),
      clientId: client.clientId,
      formVersion: 1,
      category: 'waiver',
    }),
  };
  const createPackage = async (coach: SignedInUser) =>
    (
      await t
        .http()
        .post('/api/coaching-packages')
        .set(coach.auth)
        .send({ name: 'Gold', price: 99, duration: 30, features: ['Weekly check-in'] })
        .expect(201)
    ).body.id as string;
  const packageAssigned: StateChange<'package_assigned', { clientId: string; packageId: string }> = {
    event: 'package_assigned',
    table: 'client_subscriptions',
    arrange: async (coach) => ({ clientId: (await createClient(t, coach)).id, packageId: await createPackage(coach) }),
    act: (coach, { clientId, packageId }) =>
      t
        .http()
        .post(`/api/clients/${clientId}/subscriptions`)
        .set(coach.auth)
        .send({ packageId, startDate: day(1) })
        .expect(201),
    expected: async (coach, { clientId, packageId }) => ({
      businessId: coach.id,
      clientId,
      packageId,
      clientSubscriptionId: await idOf('select id from client_subscriptions where client_id = $1', [clientId]),
      startDate: day(1),
      endDate: day(31),
    }),
  };
  const packageSubscriptionEnded: StateChange<'package_subscription_ended', { clientId: string; packageId: string; subscriptionId: string }> = {
    event: 'package_subscription_ended',
    table: 'client_subscriptions',
    arrange: async (coach) => {
      const clientId = (await createClient(t, coach)).id;
      const packageId = await createPackage(coach);
      const assigned = await t.http().post(`/api/clients/${clientId}/subscriptions`).set(coach.auth).send({ packageId }).expect(201);
      return { clientId, packageId, subscriptionId: assigned.body.id as string };
    },
    act: (coach, { clientId, subscriptionId }) => t.http().post(`/api/clients/${clientId}/subscriptions/${subscriptionId}/end`).set(coach.auth).expect(200),
    expected: async (coach, { clientId, packageId, subscriptionId }) => ({
      businessId: coach.id,
      clientId,
      packageId,
      clientSubscriptionId: subscriptionId,
      status: 'cancelled',
    }),
  };

  const businessSuspended: StateChange<'business_suspended', SignedInUser> = {
    event: 'business_suspended',
    table: 'users',
    arrange: () => createUserWithRole(t, 'admin'),
    act: (coach, admin) => t.http().post(`/api/admin/businesses/${coach.id}/suspend`).set(admin.auth).send({ reason: 'Unpaid' }).expect(200),
    expected: async (coach) => ({ businessId: coach.id, reason: 'Unpaid' }),
  };
  const businessReactivated: StateChange<'business_reactivated', SignedInUser> = {
    event: 'business_reactivated',
    table: 'users',
    arrange: async (coach) => {
      const admin = await createUserWithRole(t, 'admin');
      await t.http().post(`/api/admin/businesses/${coach.id}/suspend`).set(admin.auth).send({ reason: 'Unpaid' }).expect(200);
      return admin;
    },
    act: (coach, admin) => t.http().post(`/api/admin/businesses/${coach.id}/reactivate`).set(admin.auth).expect(200),
    expected: async (coach) => ({ businessId: coach.id }),
  };

  /** A group session of one seat, `seated` in it and (with `waitlisted`) a second client on its waitlist. */
  const groupSession = async (coach: SignedInUser, waitlisted = false) => {
    const meeting = await t
      .http()
      .post('/api/meetings')
      .set(coach.auth)
      .send({ title: 'HIIT', appointmentType: 'in_person', type: 'group_session', scheduledAt: '2030-12-01T10:00:00.000Z', duration: 60, maxParticipants: 2 })
      .expect(201);
    const meetingId = meeting.body.id as string;
    const seated = (await createClient(t, coach)).id;
    const participantId = (await t.http().post(`/api/meetings/${meetingId}/participants`).set(coach.auth).send({ clientId: seated }).expect(201)).body
      .id as string;
    await t
      .http()
      .post(`/api/meetings/${meetingId}/participants`)
      .set(coach.auth)
      .send({ clientId: (await createClient(t, coach)).id })
      .expect(201);
    const waiting = waitlisted ? (await createClient(t, coach)).id : null;
    const waitingId = waiting
      ? ((await t.http().post(`/api/meetings/${meetingId}/participants`).set(coach.auth).send({ clientId: waiting, waitlist: true }).expect(201)).body
          .id as string)
      : null;
    return { meetingId, seated, participantId, waiting, waitingId };
  };
  const participantJoined: StateChange<'meeting_participant_joined', { meetingId: string; clientId: string }> = {
    event: 'meeting_participant_joined',
    table: 'meeting_participants',
    arrange: async (coach) => {
      const meeting = await t
        .http()
        .post('/api/meetings')
        .set(coach.auth)
        .send({ title: 'HIIT', appointmentType: 'video', type: 'group_session', scheduledAt: '2030-12-01T10:00:00.000Z', duration: 60 })
        .expect(201);
      return { meetingId: meeting.body.id as string, clientId: (await createClient(t, coach)).id };
    },
    act: (coach, { meetingId, clientId }) => t.http().post(`/api/meetings/${meetingId}/participants`).set(coach.auth).send({ clientId }).expect(201),
    expected: async (coach, { meetingId, clientId }) => ({
      businessId: coach.id,
      meetingId,
      clientId,
      participantId: await idOf('select id from meeting_participants where meeting_id = $1 and participant_id = $2', [meetingId, clientId]),
      status: 'registered',
    }),
  };
  const participantLeft: StateChange<'meeting_participant_left', Awaited<ReturnType<typeof groupSession>>> = {
    event: 'meeting_participant_left',
    table: 'meeting_participants',
    arrange: (coach) => groupSession(coach),
    act: (coach, { meetingId, participantId }) => t.http().delete(`/api/meetings/${meetingId}/participants/${participantId}`).set(coach.auth).expect(204),
    expected: async (coach, { meetingId, seated, participantId }) => ({
      businessId: coach.id,
      meetingId,
      clientId: seated,
      participantId,
      removedBy: 'business',
    }),
  };
  const waitlistPromoted: StateChange<'meeting_waitlist_promoted', Awaited<ReturnType<typeof groupSession>>> = {
    event: 'meeting_waitlist_promoted',
    table: 'meeting_participants',
    arrange: (coach) => groupSession(coach, true),
    act: (coach, { meetingId, participantId }) => t.http().delete(`/api/meetings/${meetingId}/participants/${participantId}`).set(coach.auth).expect(204),
    expected: async (coach, { meetingId, waiting, waitingId }) => {
      const [event] = await eventsOf('meeting_waitlist_promoted', coach.id);
      return { businessId: coach.id, meetingId, clientId: waiting!, participantId: waitingId!, emailKey: event!.payload.emailKey as string };
    },
  };
  const availabilityUpdated: StateChange<'availability_updated', null> = {
    event: 'availability_updated',
    table: 'calendar_availability',
    arrange: async () => null,
    act: (coach) =>
      t
        .http()
        .put('/api/availability')
        .set(coach.auth)
        .send({ windows: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00', slotDuration: 60 }] })
        .expect(200),
    expected: async (coach) => ({ businessId: coach.id, windows: 1 }),
  };
  const bookingSettingsUpdated: StateChange<'booking_settings_updated', null> = {
    event: 'booking_settings_updated',
    table: 'booking_settings',
    arrange: async () => null,
    act: (coach) => t.http().put('/api/availability/settings').set(coach.auth).send({ noticeHours: 6 }).expect(200),
    expected: async (coach) => ({ businessId: coach.id, noticeHours: 6 }),
  };

  const cases = [
    clientSignup,
    clientInvited,
    clientLinked,
    workoutAssigned,
    workoutCompleted,
    missedWorkout,
    habitLogged,
    mealPlanAssigned,
    foodLogged,
    messageReceived,
    messageEdited,
    messageDeleted,
    communityPostCreated,
    progressPhotoUploaded,
    goalAchieved,
    measurementLogged,
    clientDeleted,
    dataExportRequested,
    accountDeletionRequested,
    clientAccountErased,
    staffAccessChanged,
    staffClientAssigned,
    staffClientUnassigned,
    communityMemberRemoved,
    communityMadePrivate,
    appointmentBooked,
    meetingRescheduled,
    meetingStatusChange('meeting_completed', 'completed'),
    meetingStatusChange('meeting_cancelled', 'cancelled'),
    meetingStatusChange('meeting_no_show', 'no_show'),
    clientCouponCreated,
    clientCouponUpdated,
    clientCouponDeleted,
    couponRedeemed,
    formCreated,
    formSubmitted,
    packageAssigned,
    packageSubscriptionEnded,
    businessSuspended,
    businessReactivated,
    participantJoined,
    participantLeft,
    waitlistPromoted,
    availabilityUpdated,
    bookingSettingsUpdated,
  ] as StateChange<DomainEventName, unknown>[];

  describe.each(cases.map((change) => [change.event, change] as const))('%s', (_, change) => {
    it('is recorded once, in the commit of the change', async () => {
      const coach = await registerUser(t);
      const context = await change.arrange(coach);
      await change.act(coach, context);
      const events = await eventsOf(change.event, coach.id);
      expect(events.map((event) => event.payload)).toEqual([await change.expected(coach, context)]);
    });

    it(`is not recorded when the change fails (${change.table} refuses it)`, async () => {
      const coach = await registerUser(t);
      const context = await change.arrange(coach);
      await refusingWritesTo(change.table, () => expect(change.act(coach, context)).rejects.toThrow());
      expect(await eventsOf(change.event, coach.id)).toEqual([]);
    });
  });
});
