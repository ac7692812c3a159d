import { DEFAULT_ONBOARDING_CONFIG_NAME, ONBOARDING_FIELD_TYPES, ONBOARDING_MESSAGES, ONBOARDING_SECTION_TEMPLATES } from '@coachcore/domain';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';

const steps = [
  {
    id: 'personal',
    title: 'Personal Information',
    description: 'How to reach you',
    required: true,
    category: 'personal',
    fields: [
      { id: 'ec_name', label: 'Emergency Contact Name', type: 'text', required: true },
      { id: 'comms', label: 'Preferred Communication', type: 'select', required: false, options: [' Email ', 'Phone', '', 'Text'] },
    ],
  },
  {
    id: 'health',
    title: 'Health Assessment',
    required: true,
    fields: [
      { id: 'clearance', label: 'Doctor clearance', type: 'checkbox', required: true },
      { id: 'goals', label: 'Fitness Goals', type: 'multiselect', required: true, options: ['Strength', 'Endurance'] },
      { id: 'age', label: 'Age', type: 'number', required: false },
      { id: 'start', label: 'Start date', type: 'date', required: false },
    ],
  },
  {
    id: 'extra',
    title: 'Lifestyle',
    required: false,
    fields: [{ id: 'sleep', label: 'Sleep hours', type: 'number', required: true }],
  },
];

describe('client onboarding (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let dataDir: string;

  const save = (auth: Record<string, string>, body: Record<string, unknown>) => t.http().post('/api/onboarding/configs').set(auth).send(body);
  const activeCount = async (businessId: string) =>
    Number((await t.sql<{ n: string }>('select count(*) as n from client_onboarding_configs where business_id = $1 and is_active', [businessId]))[0]!.n);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-onboarding-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    coach = await registerUser(t);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('saves a configuration with the eight field types (name trimmed, options trimmed, ids kept), lists it and updates it', async () => {
    const owner = await registerUser(t);
    const fields = ONBOARDING_FIELD_TYPES.map((type, i) => ({
      label: `Question ${i + 1}`,
      type,
      required: i % 2 === 0,
      ...(type === 'select' || type === 'multiselect' ? { options: ['A', ' B ', ''] } : {}),
    }));
    const created = await save(owner.auth, { configName: '  Studio Onboarding  ', steps: [{ title: 'Everything', required: true, fields }] }).expect(201);
    expect(created.body).toMatchObject({ configName: 'Studio Onboarding', isActive: true });
    expect(created.body.steps[0].fields.map((f: { type: string }) => f.type)).toEqual([...ONBOARDING_FIELD_TYPES]);
    expect(created.body.steps[0].fields.find((f: { type: string }) => f.type === 'multiselect').options).toEqual(['A', 'B']);
    expect(created.body.steps[0].fields.find((f: { type: string }) => f.type === 'text').options).toEqual([]);
    expect(created.body.steps[0].id).toMatch(/^step-[0-9a-f-]{36}$/);
    expect(new Set(created.body.steps[0].fields.map((f: { id: string }) => f.id)).size).toBe(ONBOARDING_FIELD_TYPES.length);

    const list = await t.http().get('/api/onboarding/configs').set(owner.auth).expect(200);
    expect(list.body).toEqual([created.body]);
    await t.http().get(`/api/onboarding/configs/${created.body.id}`).set(owner.auth).expect(200, created.body);

    const updated = await t
      .http()
      .put(`/api/onboarding/configs/${created.body.id}`)
      .set(owner.auth)
      .send({ configName: 'Renamed', steps: [{ id: 'only', title: 'Only step', fields: [] }], isActive: false })
      .expect(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      configName: 'Renamed',
      isActive: false,
      steps: [{ id: 'only', title: 'Only step', required: false, fields: [] }],
    });
  });

  it('answers the shipped template and the predefined sections carry the spec fields', async () => {
    const templates = await t.http().get('/api/onboarding/templates').set(coach.auth).expect(200);
    expect(templates.body[0].steps.map((step: { category: string }) => step.category)).toEqual(['personal', 'health', 'fitness']);
    expect(ONBOARDING_SECTION_TEMPLATES.personal.fields.find((f) => f.type === 'select')!.options).toEqual(['Email', 'Phone', 'Text', 'App Messages']);
    expect(ONBOARDING_SECTION_TEMPLATES.fitness.fields.map((f) => f.options)).toContainEqual(['2-3 times per week', '4-5 times per week', '6+ times per week']);
    expect(ONBOARDING_SECTION_TEMPLATES.health.fields.some((f) => f.type === 'checkbox')).toBe(true);
  });

  it.each([
    [{ configName: '   ', steps }, ONBOARDING_MESSAGES.configNameRequired],
    [{ steps }, ONBOARDING_MESSAGES.configNameRequired],
    [{ configName: DEFAULT_ONBOARDING_CONFIG_NAME, steps: [] }, ONBOARDING_MESSAGES.stepsRequired],
    [{ configName: DEFAULT_ONBOARDING_CONFIG_NAME }, ONBOARDING_MESSAGES.stepsRequired],
    [{ configName: 'x'.repeat(121), steps }, ONBOARDING_MESSAGES.configNameTooLong],
    [{ configName: 'C', steps: [{ title: ' ', fields: [] }] }, ONBOARDING_MESSAGES.stepTitleRequired],
    [{ configName: 'C', steps: [{ title: 'S', fields: [{ label: '', type: 'text' }] }] }, ONBOARDING_MESSAGES.fieldLabelRequired],
    [{ configName: 'C', steps: [{ title: 'S', fields: [{ label: 'L', type: 'radio' }] }] }, ONBOARDING_MESSAGES.invalidFieldType],
    [{ configName: 'C', steps: [{ title: 'S', fields: [{ label: 'L', type: 'select', options: [' ', ''] }] }] }, ONBOARDING_MESSAGES.optionsRequired],
    [{ configName: 'C', steps: [{ title: 'S', fields: [{ label: 'L', type: 'multiselect' }] }] }, ONBOARDING_MESSAGES.optionsRequired],
  ])('refuses %j with %s', async (body, message) => {
    const response = await save(coach.auth, body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('keeps one active configuration per business: saving another deactivates the first, and the database refuses two', async () => {
    const owner = await registerUser(t);
    const first = await save(owner.auth, { configName: 'First', steps }).expect(201);
    const second = await save(owner.auth, { configName: 'Second', steps }).expect(201);
    const list = (await t.http().get('/api/onboarding/configs').set(owner.auth).expect(200)).body as { id: string; isActive: boolean }[];
    expect(list.map((c) => [c.id, c.isActive])).toEqual([
      [second.body.id, true],
      [first.body.id, false],
    ]);
    // Re-activating the first through Update deactivates the second.
    await t.http().put(`/api/onboarding/configs/${first.body.id}`).set(owner.auth).send({ configName: 'First', steps }).expect(200);
    expect(await activeCount(owner.id)).toBe(1);
    const afterUpdate = (await t.http().get('/api/onboarding/configs').set(owner.auth).expect(200)).body as { id: string; isActive: boolean }[];
    expect(afterUpdate.find((c) => c.isActive)!.id).toBe(first.body.id);

    await expect(t.sql('update client_onboarding_configs set is_active = true where business_id = $1', [owner.id])).rejects.toThrow(
      /client_onboarding_configs_one_active/,
    );
  });

  it('20 concurrent saves of active configurations leave exactly one active', async () => {
    const owner = await registerUser(t);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => save(owner.auth, { configName: `Config ${i}`, steps })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await activeCount(owner.id)).toBe(1);
  });

  it("answers 404 for another business's configuration and the client's answers; 401 signed out; 403 for a client", async () => {
    const other = await registerUser(t);
    const config = await save(coach.auth, { configName: 'Mine', steps }).expect(201);
    const client = await createClient(t, coach);
    for (const request of [
      t.http().get(`/api/onboarding/configs/${config.body.id}`).set(other.auth),
      t.http().put(`/api/onboarding/configs/${config.body.id}`).set(other.auth).send({ configName: 'X', steps }),
      t.http().get(`/api/clients/${client.id}/onboarding`).set(other.auth),
      t.http().get(`/api/onboarding/configs/not-a-uuid`).set(coach.auth),
    ]) {
      await request.expect(404);
    }
    expect((await t.http().get('/api/onboarding/configs').set(other.auth).expect(200)).body).toEqual([]);
    await t.http().get('/api/onboarding/configs').expect(401);
    await t.http().post('/api/onboarding/configs').send({ configName: 'X', steps }).expect(401);
    await t.http().get('/api/client/onboarding').expect(401);
    const clientUser = await createClientUser(t, coach);
    await t.http().get('/api/onboarding/configs').set(clientUser.auth).expect(403);
    await t.http().get('/api/client/onboarding').set(coach.auth).expect(403);
    const staffWithout = await createStaff(t, coach, ['send_messages']);
    await t.http().get('/api/onboarding/configs').set(staffWithout.auth).expect(403);
    const staffWith = await createStaff(t, coach, ['client_management']);
    await t.http().get('/api/onboarding/configs').set(staffWith.auth).expect(200);
  });

  it('a linked client walks through the steps: required fields enforced on the server, answers stored per field, completion recorded', async () => {
    const owner = await registerUser(t);
    const empty = await createClientUser(t, owner);
    const none = await t.http().get('/api/client/onboarding').set(empty.auth).expect(200);
    expect(none.body).toMatchObject({ configId: null, steps: [], onboardingCompleted: false });
    expect((await t.http().post('/api/client/onboarding/complete').set(empty.auth).expect(404)).body.message).toBe(ONBOARDING_MESSAGES.noActiveConfig);

    const config = (await save(owner.auth, { configName: 'Welcome', steps }).expect(201)).body as { id: string };
    const client = await createClientUser(t, owner);
    const state = await t.http().get('/api/client/onboarding').set(client.auth).expect(200);
    expect(state.body).toMatchObject({ configId: config.id, configName: 'Welcome', answers: [], completedStepIds: [], onboardingCompleted: false });
    expect(state.body.steps.map((s: { id: string }) => s.id)).toEqual(['personal', 'health', 'extra']);

    const put = (stepId: string, responses: Record<string, unknown>) =>
      t.http().put(`/api/client/onboarding/steps/${stepId}`).set(client.auth).send({ responses });

    const missing = await put('personal', { comms: 'Email' }).expect(400);
    expect(missing.body.message).toBe('Emergency Contact Name is required');
    expect(missing.body.errors).toEqual([{ field: 'responses.ec_name', message: 'Emergency Contact Name is required' }]);
    expect((await put('personal', { ec_name: 'Alex', comms: 'Fax' }).expect(400)).body.message).toBe(
      ONBOARDING_MESSAGES.invalidOption('Preferred Communication'),
    );
    expect((await put('personal', { ec_name: 'Alex', nope: 1 }).expect(400)).body.message).toBe(ONBOARDING_MESSAGES.unknownField);
    expect((await put('nowhere', {}).expect(404)).body.message).toBe(ONBOARDING_MESSAGES.stepNotFound);
    expect((await t.http().put('/api/client/onboarding/steps/personal').set(client.auth).send({ responses: 'x' }).expect(400)).body.message).toBe(
      'responses must be an object of answers by field id',
    );

    const health = await put('health', { clearance: false, goals: [], age: 'old', start: '2026-02-30' }).expect(400);
    expect(health.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'responses.clearance', message: 'Doctor clearance is required' },
        { field: 'responses.goals', message: 'Fitness Goals is required' },
        { field: 'responses.age', message: 'Age must be a number' },
        { field: 'responses.start', message: 'Start date must be a date' },
      ]),
    );
    expect((await put('health', { clearance: true, goals: ['Strength', 'Flying'] }).expect(400)).body.message).toBe(
      ONBOARDING_MESSAGES.invalidOption('Fitness Goals'),
    );

    // Completing early names the outstanding required steps (the optional, untouched one is not among them).
    expect((await t.http().post('/api/client/onboarding/complete').set(client.auth).expect(400)).body.message).toBe(
      ONBOARDING_MESSAGES.stepsOutstanding(['Personal Information', 'Health Assessment']),
    );

    await put('personal', { ec_name: '  Alex Lee ', comms: 'Email' }).expect(200);
    const saved = await put('health', { clearance: true, goals: ['Strength'], age: '34', start: '2026-03-01' }).expect(200);
    expect(saved.body.completedStepIds).toEqual(['personal', 'health']);
    // Saving a step again replaces its answers (one row per field).
    await put('personal', { ec_name: 'Alex Lee', comms: 'Phone' }).expect(200);
    const rows = await t.sql<{ step_id: string; field_id: string; response_value: unknown }>(
      'select step_id, field_id, response_value from client_onboarding_responses where client_id = $1 order by step_id, field_id',
      [client.clientId],
    );
    expect(rows).toEqual([
      { step_id: 'health', field_id: 'age', response_value: 34 },
      { step_id: 'health', field_id: 'clearance', response_value: true },
      { step_id: 'health', field_id: 'goals', response_value: ['Strength'] },
      { step_id: 'health', field_id: 'start', response_value: '2026-03-01' },
      { step_id: 'personal', field_id: 'comms', response_value: 'Phone' },
      { step_id: 'personal', field_id: 'ec_name', response_value: 'Alex Lee' },
    ]);

    const done = await t.http().post('/api/client/onboarding/complete').set(client.auth).expect(200);
    expect(done.body.onboardingCompleted).toBe(true);
    expect(Date.parse(done.body.onboardingCompletedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.http().post('/api/client/onboarding/complete').set(client.auth).expect(409)).body.message).toBe(ONBOARDING_MESSAGES.alreadyCompleted);

    const profile = await t.http().get(`/api/clients/${client.clientId}`).set(owner.auth).expect(200);
    expect(profile.body).toMatchObject({ onboardingCompleted: true, onboardingCompletedAt: done.body.onboardingCompletedAt });
    const answers = await t.http().get(`/api/clients/${client.clientId}/onboarding`).set(owner.auth).expect(200);
    expect(answers.body).toMatchObject({ onboardingCompleted: true, configs: [{ configId: config.id, configName: 'Welcome', isActive: true }] });
    expect(answers.body.configs[0].answers).toEqual(
      expect.arrayContaining([expect.objectContaining({ stepId: 'personal', fieldId: 'ec_name', value: 'Alex Lee' })]),
    );
    const events = await t.sql<{ payload: { clientId: string } }>("select payload from outbox_events where name = 'client_onboarding_completed'");
    expect(events.map((e) => e.payload.clientId)).toContain(client.clientId);

    // Another client of the business sees nothing of these answers.
    const second = await createClientUser(t, owner);
    expect((await t.http().get('/api/client/onboarding').set(second.auth).expect(200)).body.answers).toEqual([]);
  });

  it('a field removed and a new one added: the new field gets its own id, so the old answer neither shows under it nor satisfies it', async () => {
    const owner = await registerUser(t);
    // As the setup screen sends a new configuration: no ids.
    const draft = [
      {
        title: 'About you',
        required: true,
        fields: [
          { label: 'Nickname', type: 'text', required: false },
          { label: 'Injuries', type: 'textarea', required: true },
        ],
      },
    ];
    const config = (await save(owner.auth, { configName: 'Ids', steps: draft }).expect(201)).body as {
      id: string;
      steps: { id: string; title: string; fields: { id: string; label: string; type: string; required: boolean }[] }[];
    };
    const [step] = config.steps;
    const [nickname, injuries] = step!.fields;
    const client = await createClientUser(t, owner);
    await t
      .http()
      .put(`/api/client/onboarding/steps/${step!.id}`)
      .set(client.auth)
      .send({ responses: { [nickname!.id]: 'Al', [injuries!.id]: 'Knee' } })
      .expect(200);

    // The coach edits it: Injuries deleted, a new required field added (the screen sends the saved ids, none for the new one).
    const updated = (
      await t
        .http()
        .put(`/api/onboarding/configs/${config.id}`)
        .set(owner.auth)
        .send({
          configName: 'Ids',
          steps: [{ id: step!.id, title: step!.title, required: true, fields: [nickname, { label: 'Medications', type: 'textarea', required: true }] }],
        })
        .expect(200)
    ).body as typeof config;
    const [kept, medications] = updated.steps[0]!.fields;
    expect(updated.steps[0]!.id).toBe(step!.id);
    expect(kept!.id).toBe(nickname!.id);
    expect([nickname!.id, injuries!.id]).not.toContain(medications!.id);

    const state = await t.http().get('/api/client/onboarding').set(client.auth).expect(200);
    expect(state.body.answers.filter((a: { fieldId: string }) => a.fieldId === medications!.id)).toEqual([]);
    expect((await t.http().post('/api/client/onboarding/complete').set(client.auth).expect(400)).body.message).toBe(
      ONBOARDING_MESSAGES.stepsOutstanding(['About you']),
    );
    const coachView = await t.http().get(`/api/clients/${client.clientId}/onboarding`).set(owner.auth).expect(200);
    expect(coachView.body.configs[0].answers.map((a: { fieldId: string }) => a.fieldId)).not.toContain(medications!.id);

    // Ids sent are kept; a repeated one is made new rather than suffixed.
    const repeated = await save(owner.auth, {
      configName: 'Repeats',
      isActive: false,
      steps: [
        {
          id: 'same',
          title: 'A',
          fields: [
            { id: 'q', label: 'Q', type: 'text' },
            { id: 'q', label: 'Q again', type: 'text' },
          ],
        },
        { id: 'same', title: 'B', fields: [] },
      ],
    }).expect(201);
    expect(repeated.body.steps.map((s: { id: string }) => s.id)).toEqual(['same', expect.stringMatching(/^step-[0-9a-f-]{36}$/)]);
    expect(repeated.body.steps[0].fields.map((f: { id: string }) => f.id)).toEqual(['q', expect.stringMatching(/^field-[0-9a-f-]{36}$/)]);
  });

  it('an optional step that is started must have its required fields; a file field is answered by its upload, which the coach downloads', async () => {
    const owner = await registerUser(t);
    await save(owner.auth, {
      configName: 'With files',
      steps: [
        { id: 'docs', title: 'Documents', required: true, fields: [{ id: 'clearance_letter', label: 'Clearance letter', type: 'file', required: true }] },
        steps[2],
      ],
    }).expect(201);
    const client = await createClientUser(t, owner);
    expect((await t.http().put('/api/client/onboarding/steps/docs').set(client.auth).send({ responses: {} }).expect(400)).body.message).toBe(
      'Clearance letter is required',
    );
    expect((await t.http().put('/api/client/onboarding/steps/extra').set(client.auth).send({ responses: {} }).expect(400)).body.message).toBe(
      'Sleep hours is required',
    );
    const uploaded = await t
      .http()
      .post('/api/client/onboarding/steps/docs/fields/clearance_letter/file')
      .set(client.auth)
      .attach('file', SAMPLE_FILES.pdf, 'letter.pdf')
      .expect(201);
    const answer = uploaded.body.answers.find((a: { fieldId: string }) => a.fieldId === 'clearance_letter');
    expect(answer.value).toMatchObject({ fileName: 'letter.pdf', contentType: 'application/pdf' });
    await t.http().put('/api/client/onboarding/steps/docs').set(client.auth).send({ responses: {} }).expect(200);
    expect(
      (await t.http().post('/api/client/onboarding/steps/extra/fields/sleep/file').set(client.auth).attach('file', SAMPLE_FILES.pdf, 'x.pdf').expect(400)).body
        .message,
    ).toBe(ONBOARDING_MESSAGES.notFileField);
    await t.http().post('/api/client/onboarding/complete').set(client.auth).expect(200);

    const file = await t.http().get(`/api/clients/${client.clientId}/onboarding/files/${answer.responseId}`).set(owner.auth).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.body as Buffer, SAMPLE_FILES.pdf)).toBe(0);
    const other = await registerUser(t);
    await t.http().get(`/api/clients/${client.clientId}/onboarding/files/${answer.responseId}`).set(other.auth).expect(404);
  });
});
