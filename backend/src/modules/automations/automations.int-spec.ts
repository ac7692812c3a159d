import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { AUTOMATION_MESSAGES, AUTOMATION_UNSUPPORTED_ACTIONS } from '@coachcore/domain';
import { DomainEvents } from '../../common/events/domain-events';
import type { DomainEvent, DomainEventMap, DomainEventName } from '../../common/events/domain-event-map';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { runInContext } from '../../infra/queues/run-in-context';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';
import { MissedWorkoutsService } from '../workouts/missed-workouts.service';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { assignWorkout, createWorkout } from '../../../test/workout-factories';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Run {
  id: string;
  actionType: string;
  clientId: string;
  trigger: string;
  status: string;
  attempts: number;
  scheduledAt: string;
  errorMessage: string | null;
  result: Record<string, unknown> | null;
}

const email = (subject: string, delay = 0) => ({ type: 'send_email', settings: { subject, message: 'Hi {firstName}, from {businessName}.' }, delay });

describe('automations (HTTP, with the workers)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
  });
  afterAll(() => t.close());

  const create = (coach: SignedInUser, body: Record<string, unknown>) => t.http().post('/api/automations').set(coach.auth).send(body);
  const created = async (coach: SignedInUser, body: Record<string, unknown>): Promise<{ id: string; actions: { id: string }[] }> => {
    const response = await create(coach, { isActive: true, ...body });
    expect(response.status).toBe(201);
    return response.body;
  };
  const runsOf = async (coach: SignedInUser, id: string): Promise<Run[]> =>
    (await t.http().get(`/api/automations/${id}/executions`).set(coach.auth).expect(200)).body;
  /** The workflow's runs once `done` holds for them. */
  const runsWhen = (coach: SignedInUser, id: string, done: (runs: Run[]) => boolean, timeoutMs = 30_000) =>
    eventually(async () => {
      const runs = await runsOf(coach, id);
      return done(runs) ? runs : null;
    }, timeoutMs);
  const outbox = (dedupeKey: string) =>
    t.sql<{ to_address: string; subject: string; text_body: string; status: string }>(
      'select to_address, subject, text_body, status from email_outbox where dedupe_key = $1',
      [dedupeKey],
    );
  /** Records a domain event through the outbox, as the module that owns it does in its transaction. */
  const recordEvent = <E extends DomainEventName>(name: E, payload: DomainEventMap[E]) => {
    const em = t.app.get(EntityManager);
    return runInContext(em, async () => {
      t.app.get(DomainEvents).record(name, payload);
      await em.flush();
    });
  };

  describe('validation (document 3 section 5)', () => {
    let coach: SignedInUser;
    beforeAll(async () => {
      coach = await registerUser(t);
    });

    it.each([
      ['no name', { trigger: { type: 'client_signup' } }, AUTOMATION_MESSAGES.nameRequired],
      ['a blank name', { name: '   ', trigger: { type: 'client_signup' } }, AUTOMATION_MESSAGES.nameRequired],
      ['no trigger', { name: 'A' }, AUTOMATION_MESSAGES.triggerRequired],
      ['a trigger without a type', { name: 'A', trigger: {} }, AUTOMATION_MESSAGES.triggerRequired],
      ['an unknown trigger', { name: 'A', trigger: { type: 'birthday' } }, AUTOMATION_MESSAGES.invalidTrigger],
      ['a delay in part hours', { name: 'A', trigger: { type: 'client_signup' }, actions: [{ ...email('Hi'), delay: 1.5 }] }, AUTOMATION_MESSAGES.delayInvalid],
      ['a negative delay', { name: 'A', trigger: { type: 'client_signup' }, actions: [{ ...email('Hi'), delay: -1 }] }, AUTOMATION_MESSAGES.delayInvalid],
      [
        'a delay on wait',
        { name: 'A', trigger: { type: 'client_signup' }, actions: [{ type: 'wait', settings: { hours: 2 }, delay: 1 }] },
        AUTOMATION_MESSAGES.noDelay,
      ],
      [
        'a wait of no hours',
        { name: 'A', trigger: { type: 'client_signup' }, actions: [{ type: 'wait', settings: {} }] },
        AUTOMATION_MESSAGES.waitHoursInvalid,
      ],
      [
        'an e-mail without subject',
        { name: 'A', trigger: { type: 'client_signup' }, actions: [{ type: 'send_email', settings: { message: 'x' } }] },
        AUTOMATION_MESSAGES.subjectRequired,
      ],
      [
        'an SMS without text',
        { name: 'A', trigger: { type: 'client_signup' }, actions: [{ type: 'send_sms', settings: {} }] },
        AUTOMATION_MESSAGES.messageRequired,
      ],
      [
        'schedule_appointment',
        { name: 'A', trigger: { type: 'client_signup' }, actions: [{ type: 'schedule_appointment', settings: {} }] },
        AUTOMATION_UNSUPPORTED_ACTIONS.schedule_appointment,
      ],
      ['an unknown condition', { name: 'A', trigger: { type: 'client_signup', conditions: { tag: 'vip' } } }, 'client_signup cannot be narrowed by tag'],
      ['an unknown action', { name: 'A', trigger: { type: 'client_signup' }, actions: [{ type: 'fax' }] }, AUTOMATION_MESSAGES.invalidActionType],
      [
        'a form that is neither waiver nor intake',
        { name: 'A', trigger: { type: 'client_signup' }, actions: [{ type: 'send_form', settings: { form: 'par_q' } }] },
        AUTOMATION_MESSAGES.formKindInvalid,
      ],
      [
        'a workout that is no id',
        { name: 'A', trigger: { type: 'client_signup' }, actions: [{ type: 'assign_workout', settings: { workoutId: 'x' } }] },
        AUTOMATION_MESSAGES.workoutRequired,
      ],
      [
        'add_to_community without a community',
        { name: 'A', trigger: { type: 'client_signup' }, actions: [{ type: 'add_to_community', settings: { communityId: 'x' } }] },
        AUTOMATION_MESSAGES.communityRequired,
      ],
      [
        'add_to_community with a delay',
        { name: 'A', trigger: { type: 'client_signup' }, actions: [{ type: 'add_to_community', settings: { communityId: randomUUID() }, delay: 1 }] },
        AUTOMATION_MESSAGES.noDelay,
      ],
    ])('refuses %s with 400', async (_case, body, message) => {
      const response = await create(coach, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('refuses an unknown template and a null name on edit', async () => {
      const template = await t.http().post('/api/automations/templates').set(coach.auth).send({ template: 'nope' });
      expect([template.status, template.body.message]).toEqual([400, AUTOMATION_MESSAGES.templateNotFound]);
      const automation = await created(coach, { name: 'Edit me', trigger: { type: 'client_signup' } });
      const edit = await t.http().put(`/api/automations/${automation.id}`).set(coach.auth).send({ name: null });
      expect([edit.status, edit.body.message]).toEqual([400, AUTOMATION_MESSAGES.nameRequired]);
    });
  });

  it('creates, lists with its actions, edits (keeping an action by id), toggles and deletes an automation', async () => {
    const coach = await registerUser(t);
    const automation = await created(coach, {
      name: ' Welcome ',
      description: 'New clients',
      trigger: { type: 'appointment_booked', conditions: { type: 'video' } },
      actions: [email('Hello'), { type: 'wait', settings: { hours: '2' } }, { type: 'notify_staff', settings: { message: 'Booked' }, delay: 3 }],
    });
    const list = (await t.http().get('/api/automations').set(coach.auth).expect(200)).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Welcome',
      description: 'New clients',
      isActive: true,
      totalExecutions: 0,
      trigger: { type: 'appointment_booked', conditions: { type: 'video' } },
      actions: [
        { type: 'send_email', delay: 0, settings: { subject: 'Hello' } },
        { type: 'wait', delay: 0, settings: { hours: 2 } },
        { type: 'notify_staff', delay: 3 },
      ],
    });

    const kept = automation.actions[2]!.id;
    const edited = await t
      .http()
      .put(`/api/automations/${automation.id}`)
      .set(coach.auth)
      .send({
        name: 'Renamed',
        actions: [
          { id: kept, type: 'notify_staff', settings: { message: 'Now' }, delay: 1 },
          { type: 'send_sms', settings: { message: 'Hi' } },
        ],
      })
      .expect(200);
    expect(edited.body.name).toBe('Renamed');
    expect(edited.body.actions.map((action: { id: string; type: string }) => action.type)).toEqual(['notify_staff', 'send_sms']);
    expect(edited.body.actions[0]).toMatchObject({ id: kept, delay: 1, settings: { message: 'Now' } });

    const off = await t.http().put(`/api/automations/${automation.id}`).set(coach.auth).send({ isActive: false }).expect(200);
    expect(off.body).toMatchObject({ isActive: false, name: 'Renamed' });
    expect((await t.http().get('/api/automations/stats').set(coach.auth).expect(200)).body).toEqual({
      activeAutomations: 0,
      runsThisMonth: 0,
      successRate: null,
      clientsReached: 0,
    });

    await t.http().delete(`/api/automations/${automation.id}`).set(coach.auth).expect(204);
    await t.http().get(`/api/automations/${automation.id}`).set(coach.auth).expect(404);
    expect((await t.http().get('/api/automations').set(coach.auth).expect(200)).body).toEqual([]);
  });

  it("answers another business's automation as a missing one (404) and an anonymous caller 401; staff need client_management", async () => {
    const coach = await registerUser(t);
    const other = await registerUser(t);
    const automation = await created(coach, { name: 'Mine', trigger: { type: 'client_signup' }, actions: [email('Hi')] });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [automation.id, missing]) {
      const answers = await Promise.all([
        t.http().get(`/api/automations/${id}`).set(other.auth),
        t.http().put(`/api/automations/${id}`).set(other.auth).send({ isActive: false }),
        t.http().delete(`/api/automations/${id}`).set(other.auth),
        t.http().get(`/api/automations/${id}/executions`).set(other.auth),
      ]);
      expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual(Array(4).fill([404, AUTOMATION_MESSAGES.notFound]));
    }
    expect((await t.http().get('/api/automations').set(other.auth).expect(200)).body).toEqual([]);
    await t.http().get(`/api/automations/${automation.id}`).expect(401);
    await t.http().get('/api/automations').expect(401);
    expect((await t.http().get(`/api/automations/${automation.id}`).set(coach.auth).expect(200)).body.isActive).toBe(true);

    const allowed = await createStaff(t, coach, ['client_management']);
    const refused = await createStaff(t, coach, ['view_clients']);
    expect((await t.http().get('/api/automations').set(allowed.auth).expect(200)).body).toHaveLength(1);
    await t.http().get('/api/automations').set(refused.auth).expect(403);
  });

  it('New Client Onboarding from its template runs for a new client: welcome e-mail, app link and the staff notice, then the stats', async () => {
    const coach = await registerUser(t, { businessName: 'Peak Fitness' });
    const manager = await createStaff(t, coach, ['client_management']);
    await createStaff(t, coach, ['view_clients']);
    const template = await t.http().post('/api/automations/templates').set(coach.auth).send({ template: 'new-client-onboarding' }).expect(201);
    expect(template.body).toMatchObject({ name: 'New Client Onboarding', isActive: true, trigger: { type: 'client_signup' } });
    expect(template.body.actions.map((action: { type: string }) => action.type)).toEqual(['send_email', 'send_app_download', 'notify_staff']);

    const client = await createClient(t, coach, { firstName: 'Ann', lastName: 'Lee' });
    const runs = await runsWhen(coach, template.body.id, (list) => list.length === 3 && list.every((run) => run.status === 'completed'));
    expect(runs.every((run) => run.clientId === client.id && run.trigger === 'client_signup' && run.attempts === 1)).toBe(true);

    const byType = (type: string) => runs.find((run) => run.actionType === type)!;
    const [welcome] = await outbox(`automation:${byType('send_email').id}`);
    expect(welcome).toMatchObject({ to_address: client.email, subject: 'Welcome aboard, Ann!', status: 'stored' });
    expect(welcome!.text_body).toContain('Hi Ann,');
    expect(welcome!.text_body).toContain('Peak Fitness');
    const [app] = await outbox(`automation:${byType('send_app_download').id}`);
    expect(app!.subject).toBe('Get the Peak Fitness app');
    expect(app!.text_body).toContain(`${t.config.appUrl}/client`);
    const [notice] = await outbox(`automation:${byType('notify_staff').id}`);
    expect(notice).toMatchObject({ to_address: coach.email, subject: 'Automation: Ann Lee' });
    expect(notice!.text_body).toContain('Ann Lee just joined');
    // The staff member who manages clients hears of it too; the one who only views them does not.
    const [staffNotice] = await outbox(`automation:${byType('notify_staff').id}:${manager.id}`);
    expect(staffNotice).toMatchObject({ to_address: manager.email, subject: 'Automation: Ann Lee' });
    expect(byType('notify_staff').result).toMatchObject({ to: [coach.email, manager.email], emails: 2 });

    expect((await t.http().get('/api/automations/stats').set(coach.auth).expect(200)).body).toEqual({
      activeAutomations: 1,
      runsThisMonth: 1,
      successRate: 100,
      clientsReached: 1,
    });
    const [listed] = (await t.http().get('/api/automations').set(coach.auth).expect(200)).body;
    expect(listed.totalExecutions).toBe(1);
    expect(listed.lastExecutedAt).not.toBeNull();
    expect(listed.actions.map((action: { successCount: number }) => action.successCount)).toEqual([1, 1, 1]);
  });

  it('fires every trigger from its real domain event, with the conditions narrowing them', async () => {
    const coach = await registerUser(t);
    const workflows = new Map<string, string>();
    for (const [trigger, conditions] of [
      ['payment_received', {}],
      ['form_submitted', { category: 'waiver' }],
      ['workout_completed', {}],
      ['goal_achieved', {}],
      ['appointment_booked', { type: 'check-in' }],
      ['missed_workout', {}],
      ['subscription_ending', {}],
    ] as const) {
      workflows.set(trigger, (await created(coach, { name: trigger, trigger: { type: trigger, conditions }, actions: [email(`On ${trigger}`)] })).id);
    }
    // Narrowed to training sessions: the check-in below does not start it.
    const training = await created(coach, {
      name: 'training only',
      trigger: { type: 'appointment_booked', conditions: { type: 'training' } },
      actions: [email('Training')],
    });

    const client = await createClientUser(t, coach);
    // workout_completed: the client logs the workout of the day; missed_workout: the daily pass marks a past one.
    const workout = await createWorkout(t, coach);
    const [today] = await assignWorkout(t, coach, workout.id, client.clientId, [day(0)]);
    await assignWorkout(t, coach, workout.id, client.clientId, [day(-3)]);
    await t
      .http()
      .post(`/api/client/workouts/${today!.id}/log`)
      .set(client.auth)
      .send({ exercises: [{ exerciseId: workout.exercises[0]!.exerciseId, sets: [{ reps: 5, weight: 100 }] }] })
      .expect(200);
    await runInContext(t.app.get(EntityManager), () => t.app.get(MissedWorkoutsService).markMissed());
    // goal_achieved: the goal's value reaches its target.
    const goal = await t
      .http()
      .post('/api/goals')
      .set(coach.auth)
      .send({ clientId: client.clientId, title: 'Run 5 km', category: 'fitness', targetValue: '5', currentValue: '1', unit: 'km' })
      .expect(201);
    await t.http().patch(`/api/goals/${goal.body.id}`).set(coach.auth).send({ currentValue: 6 }).expect(200);
    // appointment_booked: a check-in call with the client.
    await t
      .http()
      .post('/api/meetings')
      .set(coach.auth)
      .send({ clientId: client.clientId, title: 'Check-in', type: 'check-in', meetingType: 'phone', scheduledAt: '2026-12-01T10:00:00.000Z' })
      .expect(201);
    // form_submitted: the client signs a waiver.
    const form = await t
      .http()
      .post('/api/forms')
      .set(coach.auth)
      .send({
        title: 'Waiver',
        category: 'waiver',
        isRequired: true,
        fields: [
          { id: 'name', type: 'text', label: 'Full name', required: true },
          { id: 'sign', type: 'signature', label: 'Signature', required: true },
        ],
      })
      .expect(201);
    await t
      .http()
      .post(`/api/client/forms/${form.body.id}/submissions`)
      .set(client.auth)
      .send({ responses: { name: 'Sam' }, signature: `data:image/png;base64,${SAMPLE_FILES.png.toString('base64')}` })
      .expect(201);
    // payment_received and subscription_ending as the payments module records them (their provider flows have tests of their own).
    await recordEvent('payment_received', {
      businessId: coach.id,
      paymentId: '11111111-1111-4111-8111-111111111111',
      kind: 'client_payment',
      amount: 80,
      currency: 'usd',
      clientId: client.clientId,
    });
    await recordEvent('subscription_ending', {
      businessId: coach.id,
      kind: 'client_package',
      subscriptionId: '22222222-2222-4222-8222-222222222222',
      clientId: client.clientId,
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });

    const ran = await eventually(async () => {
      const runs = await Promise.all([...workflows].map(async ([trigger, id]) => [trigger, await runsOf(coach, id)] as const));
      return runs.every(([, list]) => list.length === 1 && list[0]!.status === 'completed') ? runs : null;
    }).catch(async () =>
      Promise.reject(
        new Error(
          `not every trigger ran: ${JSON.stringify(await Promise.all([...workflows].map(async ([trigger, id]) => [trigger, (await runsOf(coach, id)).map((run) => run.status)])))}`,
        ),
      ),
    );
    for (const [trigger, [run]] of ran) {
      expect({ trigger: run!.trigger, clientId: run!.clientId }).toEqual({ trigger, clientId: client.clientId });
      const [mail] = await outbox(`automation:${run!.id}`);
      expect(mail).toMatchObject({ to_address: client.email, subject: `On ${trigger}` });
    }
    expect(await runsOf(coach, training.id)).toEqual([]);
  });

  it('sends an SMS through the offline driver, and retries a failing action with backoff until it shows failed', async () => {
    const coach = await registerUser(t);
    const automation = await created(coach, {
      name: 'Text them',
      trigger: { type: 'client_signup' },
      actions: [{ type: 'send_sms', settings: { message: 'Hi {firstName}, welcome!' } }],
    });
    const withPhone = await createClient(t, coach, { firstName: 'Pat', phone: '+44 7700 900123' });
    const withoutPhone = await createClient(t, coach, { firstName: 'Lou', phone: null });

    const runs = await runsWhen(coach, automation.id, (list) => list.length === 2 && list.every((run) => ['completed', 'failed'].includes(run.status)));
    const sent = runs.find((run) => run.clientId === withPhone.id)!;
    expect(sent).toMatchObject({ status: 'completed', result: { provider: 'offline', to: '+44 7700 900123', text: 'Hi Pat, welcome!' } });
    const failed = runs.find((run) => run.clientId === withoutPhone.id)!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, errorMessage: 'The client has no phone number' });
    // BullMQ marks the job failed for good once the run shows failed.
    const job = await eventually(async () => {
      const found = await t.app.get(JobQueue).queue('automations').getJob(`automation.${failed.id}`);
      return (await found?.getState()) === 'failed' ? found : null;
    });
    expect(job!.attemptsMade).toBe(3);

    const [listed] = (await t.http().get('/api/automations').set(coach.auth).expect(200)).body;
    expect(listed.actions[0]).toMatchObject({ successCount: 1, failureCount: 1 });
    expect((await t.http().get('/api/automations/stats').set(coach.auth).expect(200)).body).toMatchObject({
      runsThisMonth: 2,
      successRate: 50,
      clientsReached: 1,
    });
  });

  it('sends the newest active waiver and assigns a workout for the day through the forms and workouts modules', async () => {
    const coach = await registerUser(t);
    const form = await t
      .http()
      .post('/api/forms')
      .set(coach.auth)
      .send({ title: 'Gym Waiver', category: 'waiver', isRequired: false, fields: [{ id: 'name', type: 'text', label: 'Full name', required: true }] })
      .expect(201);
    const workout = await createWorkout(t, coach, { name: 'Starter Session' });
    const automation = await created(coach, {
      name: 'Paperwork',
      trigger: { type: 'client_signup' },
      actions: [
        { type: 'send_form', settings: { form: 'waiver' } },
        { type: 'assign_workout', settings: { workoutId: workout.id } },
        { type: 'send_form', settings: { form: 'intake' } },
      ],
    });
    const client = await createClient(t, coach, { firstName: 'Jo' });
    const runs = await runsWhen(coach, automation.id, (list) => list.length === 3 && list.every((run) => ['completed', 'failed'].includes(run.status)), 45_000);

    const waiver = runs.find((run) => run.actionType === 'send_form' && run.status === 'completed')!;
    expect(waiver.result).toMatchObject({ formId: form.body.id, title: 'Gym Waiver', newlyAssigned: true, to: client.email });
    expect(await t.sql('select 1 from form_assignments where form_id = $1 and client_id = $2', [form.body.id, client.id])).toHaveLength(1);
    const [mail] = await outbox(`automation:${waiver.id}`);
    expect(mail!.text_body).toContain(`${t.config.appUrl}/client/forms/${form.body.id}`);

    const assigned = runs.find((run) => run.actionType === 'assign_workout')!;
    expect(assigned).toMatchObject({ status: 'completed', result: { workoutId: workout.id, scheduledDate: day(0), alreadyAssigned: false } });
    expect(await t.sql('select 1 from client_workouts where workout_id = $1 and client_id = $2', [workout.id, client.id])).toHaveLength(1);

    // No intake form: that action fails, after its retries, saying why.
    const intake = runs.find((run) => run.status === 'failed')!;
    expect(intake).toMatchObject({
      actionType: 'send_form',
      attempts: 3,
      errorMessage: 'The business has no active intake form: create one in Forms & Waivers',
    });
  });

  it('adds the client to the chosen community once, however often the action runs; a deleted community fails the action', async () => {
    const coach = await registerUser(t);
    const community = await t.http().post('/api/communities').set(coach.auth).send({ name: 'Newcomers' }).expect(201);
    const gone = await t.http().post('/api/communities').set(coach.auth).send({ name: 'Closed' }).expect(201);
    const automation = await created(coach, {
      name: 'Welcome to the group',
      trigger: { type: 'client_signup' },
      actions: [{ type: 'add_to_community', settings: { communityId: community.body.id } }],
    });
    const other = await created(coach, {
      name: 'Into the closed group',
      trigger: { type: 'client_signup' },
      actions: [{ type: 'add_to_community', settings: { communityId: gone.body.id } }],
    });
    await t.http().delete(`/api/communities/${gone.body.id}`).set(coach.auth).expect(204);
    const client = await createClient(t, coach, { firstName: 'Gus' });

    const [run] = await runsWhen(coach, automation.id, (list) => list.length === 1 && list[0]!.status === 'completed');
    expect(run).toMatchObject({ actionType: 'add_to_community', clientId: client.id, result: { communityId: community.body.id, alreadyMember: false } });
    const members = await t.http().get(`/api/communities/${community.body.id}/members`).set(coach.auth).expect(200);
    expect(members.body.map((member: { clientId: string }) => member.clientId)).toEqual([client.id]);
    expect((await t.http().get(`/api/communities/${community.body.id}`).set(coach.auth).expect(200)).body.memberCount).toBe(1);

    // The same action again (a second client_signup of the client, as a re-import would record): no second seat.
    await recordEvent('client_signup', { businessId: coach.id, clientId: client.id });
    const runs = await runsWhen(coach, automation.id, (list) => list.length === 2 && list.every((each) => each.status === 'completed'));
    expect(runs.map((each) => each.result)).toContainEqual({ communityId: community.body.id, alreadyMember: true });
    expect((await t.http().get(`/api/communities/${community.body.id}`).set(coach.auth).expect(200)).body.memberCount).toBe(1);

    const failedRuns = await runsWhen(coach, other.id, (list) => list.some((each) => each.status === 'failed'), 45_000);
    expect(failedRuns.find((each) => each.status === 'failed')).toMatchObject({ attempts: 3, errorMessage: 'The community no longer exists' });
  });

  it('runs a workflow once per event and client when the same event is delivered twice at once', async () => {
    const coach = await registerUser(t);
    const automation = await created(coach, {
      name: 'Once',
      trigger: { type: 'client_signup' },
      actions: [email('Only once'), { type: 'notify_staff', settings: { message: 'x' } }],
    });
    const client = await createClient(t, coach);
    const [row] = await t.sql<{ id: string; created_at: Date; payload: DomainEventMap['client_signup'] }>(
      `select id, created_at, payload from outbox_events where name = 'client_signup' and payload->>'clientId' = $1`,
      [client.id],
    );
    const event: DomainEvent = { id: row!.id, name: 'client_signup', occurredAt: row!.created_at.toISOString(), payload: row!.payload };
    const events = t.app.get(DomainEvents);
    const em = t.app.get(EntityManager);
    // Besides the relay's own delivery: four more at once, as two workers redelivering after a crash would.
    await Promise.all(Array.from({ length: 4 }, () => runInContext(em, () => events.handle(event, 'automations-client-signup'))));

    const runs = await runsWhen(coach, automation.id, (list) => list.length >= 2 && list.every((run) => run.status === 'completed'));
    await pause(500);
    expect(await runsOf(coach, automation.id)).toHaveLength(2);
    expect(runs.map((run) => run.actionType).sort()).toEqual(['notify_staff', 'send_email']);
    const mails = await t.sql<{ count: string }>(`select count(*) from email_outbox where subject = 'Only once' and to_address = $1`, [client.email]);
    expect(Number(mails[0]!.count)).toBe(1);
    const [listed] = (await t.http().get('/api/automations').set(coach.auth).expect(200)).body;
    expect(listed.totalExecutions).toBe(1);
  });

  it('delays actions by their hours and the waits before them; turning the workflow off cancels its pending runs', async () => {
    const coach = await registerUser(t);
    const automation = await created(coach, {
      name: 'Later',
      trigger: { type: 'client_signup' },
      actions: [{ type: 'wait', settings: { hours: 2 } }, email('In three hours', 1)],
    });
    const client = await createClient(t, coach);
    const runs = await runsWhen(coach, automation.id, (list) => list.length === 2);
    const later = runs.find((run) => run.actionType === 'send_email')!;
    expect(later.status).toBe('pending');
    const hoursAhead = (new Date(later.scheduledAt).getTime() - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(2.9);
    expect(hoursAhead).toBeLessThanOrEqual(3);
    const queue = t.app.get(JobQueue).queue('automations');
    const job = await queue.getJob(`automation.${later.id}`);
    expect(await job?.getState()).toBe('delayed');

    // An edit that drops the e-mail cancels its waiting run; the wait stays until the workflow is turned off.
    const [wait] = (await t.http().get(`/api/automations/${automation.id}`).set(coach.auth).expect(200)).body.actions;
    await t
      .http()
      .put(`/api/automations/${automation.id}`)
      .set(coach.auth)
      .send({ actions: [{ id: wait.id, type: 'wait', settings: { hours: 2 } }] })
      .expect(200);
    expect((await runsOf(coach, automation.id)).map((run) => [run.actionType, run.status, run.errorMessage])).toEqual(
      expect.arrayContaining([
        ['send_email', 'cancelled', 'The action was removed from the automation before it ran'],
        ['wait', 'pending', null],
      ]),
    );

    await t.http().put(`/api/automations/${automation.id}`).set(coach.auth).send({ isActive: false }).expect(200);
    const cancelled = (await runsOf(coach, automation.id)).filter((run) => run.status === 'cancelled');
    expect(cancelled.map((run) => run.id).sort()).toEqual(runs.map((run) => run.id).sort());

    // Its jobs coming due anyway (promoted now) run nothing.
    for (const run of runs) await (await queue.getJob(`automation.${run.id}`))?.promote().catch(() => undefined);
    await eventually(async () => (await queue.getJob(`automation.${later.id}`).then((found) => found?.getState())) === 'completed');
    expect((await runsOf(coach, automation.id)).map((run) => run.status)).toEqual(['cancelled', 'cancelled']);
    expect(await outbox(`automation:${later.id}`)).toEqual([]);
    expect(client.id).toBe(runs[0]!.clientId);
  });
});
