import { FORM_CATEGORIES, FORM_FIELD_TYPES, FORM_MESSAGES } from '@coachcore/domain';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';

const SIGNATURE = `data:image/png;base64,${SAMPLE_FILES.png.toString('base64')}`;

const waiverFields = [
  { id: 'name', type: 'text', label: 'Full name', required: true },
  { id: 'email', type: 'email', label: 'Email', required: true },
  { id: 'level', type: 'radio', label: 'Level', required: true, options: ['Beginner', 'Advanced'] },
  { id: 'agree', type: 'checkbox', label: 'Agreements', required: true, options: ['I accept the risks', 'I agree to the release'] },
  { id: 'sign', type: 'signature', label: 'Signature', required: true },
];

describe('forms and waivers (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let dataDir: string;

  const create = (auth: Record<string, string>, body: Record<string, unknown>) => t.http().post('/api/forms').set(auth).send(body);
  const waiver = async (overrides: Record<string, unknown> = {}) =>
    (await create(coach.auth, { title: 'Waiver', category: 'waiver', isRequired: true, fields: waiverFields, ...overrides }).expect(201)).body as {
      id: string;
      version: number;
      fields: { id: string }[];
    };
  const goodAnswers = { name: 'Sam Lee', email: 'sam@example.com', level: 'Beginner', agree: ['I accept the risks', 'I agree to the release'] };
  const submit = (client: SignedInUser, formId: string, body: Record<string, unknown>) =>
    t.http().post(`/api/client/forms/${formId}/submissions`).set(client.auth).set('User-Agent', 'FormsTest/1.0 (iPhone)').send(body);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-forms-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    coach = await registerUser(t);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the six templates written for CoachCore, one per category, and counts each use', async () => {
    const templates = (await t.http().get('/api/forms/templates').set(coach.auth).expect(200)).body as {
      id: string;
      name: string;
      category: string;
      usageCount: number;
      fields: { type: string }[];
    }[];
    expect(templates.map((template) => template.category).sort()).toEqual([...FORM_CATEGORIES].sort());
    expect(templates.map((template) => template.name)).toEqual(
      expect.arrayContaining(['PAR-Q: Physical Activity Readiness Questionnaire', 'Liability Waiver and Release', 'New Client Intake']),
    );
    const liability = templates.find((template) => template.category === 'waiver')!;
    expect(liability.fields.some((field) => field.type === 'signature')).toBe(true);

    const made = await create(coach.auth, { title: liability.name, category: 'waiver', fields: liability.fields, templateId: liability.id }).expect(201);
    expect(made.body).toMatchObject({ title: liability.name, version: 1, isActive: true, isRequired: false });
    const after = (await t.http().get('/api/forms/templates').set(coach.auth).expect(200)).body as typeof templates;
    expect(after.find((template) => template.id === liability.id)!.usageCount).toBe(liability.usageCount + 1);

    const missing = await create(coach.auth, {
      title: 'X',
      category: 'waiver',
      fields: waiverFields,
      templateId: '00000000-0000-4000-8000-000000000000',
    }).expect(404);
    expect(missing.body.message).toBe(FORM_MESSAGES.templateNotFound);
  });

  it('creates a form with every field type, options trimmed and blank ones dropped; lists, reads, edits and deletes it', async () => {
    const fields = FORM_FIELD_TYPES.map((type, index) => ({
      type,
      label: `Question ${index + 1}`,
      required: index % 2 === 0,
      ...(['select', 'radio', 'checkbox'].includes(type) ? { options: [' One ', '', 'Two', '  '] } : {}),
    }));
    const created = await create(coach.auth, { title: '  Intake  ', description: 'About you', category: 'intake', isRequired: false, fields }).expect(201);
    expect(created.body).toMatchObject({ title: 'Intake', description: 'About you', category: 'intake', isRequired: false, isActive: true, version: 1 });
    expect(created.body.fields.map((field: { type: string }) => field.type)).toEqual([...FORM_FIELD_TYPES]);
    expect(created.body.fields.find((field: { type: string }) => field.type === 'select').options).toEqual(['One', 'Two']);
    expect(created.body.fields.find((field: { type: string }) => field.type === 'text').options).toEqual([]);
    expect(new Set(created.body.fields.map((field: { id: string }) => field.id)).size).toBe(fields.length);

    const list = await t.http().get('/api/forms').set(coach.auth).expect(200);
    expect(list.body[0]).toEqual(created.body);
    await t.http().get(`/api/forms/${created.body.id}`).set(coach.auth).expect(200, created.body);

    const edited = await t.http().put(`/api/forms/${created.body.id}`).set(coach.auth).send({ title: 'Client intake', isActive: false }).expect(200);
    expect(edited.body).toMatchObject({ title: 'Client intake', isActive: false, version: 1 });
    const required = await t.http().patch(`/api/forms/${created.body.id}`).set(coach.auth).send({ isRequired: true }).expect(200);
    expect(required.body).toMatchObject({ isRequired: true, title: 'Client intake' });

    await t.http().delete(`/api/forms/${created.body.id}`).set(coach.auth).expect(204);
    const gone = await t.http().get(`/api/forms/${created.body.id}`).set(coach.auth).expect(404);
    expect(gone.body.message).toBe(FORM_MESSAGES.notFound);
  });

  it('refuses a second signature field on create and on edit (one drawing would satisfy both), beside the field', async () => {
    const twoSignatures = [...waiverFields, { type: 'signature', label: 'Witness signature', required: true }];
    const created = await create(coach.auth, { title: 'Two signers', category: 'waiver', fields: twoSignatures }).expect(400);
    expect(created.body.errors).toEqual([{ field: 'fields.5.type', message: FORM_MESSAGES.oneSignatureField }]);
    const form = await waiver();
    const edited = await t.http().put(`/api/forms/${form.id}`).set(coach.auth).send({ fields: twoSignatures }).expect(400);
    expect(edited.body.message).toBe(FORM_MESSAGES.oneSignatureField);
    expect((await t.http().get(`/api/forms/${form.id}`).set(coach.auth).expect(200)).body.fields).toHaveLength(waiverFields.length);
  });

  it('duplicates a form through POST with the title suffixed (Copy)', async () => {
    const original = await waiver({ title: 'Studio waiver' });
    const copy = await create(coach.auth, { title: 'Studio waiver (Copy)', category: 'waiver', isRequired: true, fields: original.fields }).expect(201);
    expect(copy.body).toMatchObject({ title: 'Studio waiver (Copy)', version: 1 });
    expect(copy.body.id).not.toBe(original.id);
    expect(copy.body.fields).toEqual(original.fields);
  });

  it.each([
    [{ title: ' ', category: 'waiver', fields: waiverFields }, FORM_MESSAGES.titleRequired],
    [{ category: 'waiver', fields: waiverFields }, FORM_MESSAGES.titleRequired],
    [{ title: 'T', fields: waiverFields }, FORM_MESSAGES.categoryRequired],
    [{ title: 'T', category: '', fields: waiverFields }, FORM_MESSAGES.categoryRequired],
    [{ title: 'T', category: 'newsletter', fields: waiverFields }, FORM_MESSAGES.invalidCategory],
    [{ title: 'T', category: 'waiver', fields: [] }, FORM_MESSAGES.fieldsRequired],
    [{ title: 'T', category: 'waiver' }, FORM_MESSAGES.fieldsRequired],
    [{ title: 'T', category: 'waiver', fields: [{ type: 'slider', label: 'L' }] }, FORM_MESSAGES.invalidFieldType],
    [{ title: 'T', category: 'waiver', fields: [{ type: 'text', label: ' ' }] }, FORM_MESSAGES.fieldLabelRequired],
    [{ title: 'T', category: 'waiver', fields: [{ type: 'select', label: 'Pick', options: ['', ' '] }] }, FORM_MESSAGES.optionsRequired],
    [{ title: 'T', category: 'waiver', fields: [{ type: 'radio', label: 'Pick' }] }, FORM_MESSAGES.optionsRequired],
    [{ title: 'x'.repeat(201), category: 'waiver', fields: waiverFields }, FORM_MESSAGES.titleTooLong],
    [
      {
        title: 'T',
        category: 'waiver',
        fields: [
          { id: 'a', type: 'text', label: 'A' },
          { id: 'a', type: 'text', label: 'B' },
        ],
      },
      FORM_MESSAGES.duplicateFieldId,
    ],
    [{ title: 'T', category: 'waiver', fields: [...waiverFields, { type: 'signature', label: 'Witness signature' }] }, FORM_MESSAGES.oneSignatureField],
  ])('refuses a form (case %#) with its message', async (body, message) => {
    const response = await create(coach.auth, body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('counts the four stats from the data, submissions this month included', async () => {
    const business = await registerUser(t);
    const before = (await t.http().get('/api/forms/stats').set(business.auth).expect(200)).body;
    expect(before).toEqual({ totalForms: 0, requiredForms: 0, templatesAvailable: 6, submissionsThisMonth: 0 });
    const form = (await create(business.auth, { title: 'W', category: 'waiver', isRequired: true, fields: waiverFields }).expect(201)).body;
    await create(business.auth, { title: 'F', category: 'feedback', fields: [{ type: 'text', label: 'Comments' }] }).expect(201);
    const client = await createClientUser(t, business);
    await submit(client, form.id, { responses: goodAnswers, signature: SIGNATURE }).expect(201);
    await t.sql(`update form_submissions set submitted_at = date_trunc('month', now()) - interval '1 day' where form_id = $1`, [form.id]);
    const other = await createClientUser(t, business);
    await submit(other, form.id, { responses: goodAnswers, signature: SIGNATURE }).expect(201);
    const after = (await t.http().get('/api/forms/stats').set(business.auth).expect(200)).body;
    expect(after).toEqual({ totalForms: 2, requiredForms: 1, templatesAvailable: 6, submissionsThisMonth: 1 });
  });

  it('shows a client the required and assigned forms, and the coach who has not signed', async () => {
    const client = await createClientUser(t, coach);
    const required = await waiver({ title: 'Everyone signs' });
    const assignedOnly = (
      await create(coach.auth, { title: 'Only some', category: 'feedback', fields: [{ id: 'c', type: 'text', label: 'Comments' }] }).expect(201)
    ).body;

    let mine = (await t.http().get('/api/client/forms').set(client.auth).expect(200)).body as { id: string; status: string }[];
    expect(mine.find((form) => form.id === required.id)).toMatchObject({ status: 'outstanding', version: 1 });
    expect(mine.find((form) => form.id === assignedOnly.id)).toBeUndefined();
    await t.http().get(`/api/client/forms/${assignedOnly.id}`).set(client.auth).expect(404);

    const assigned = await t.http().post(`/api/forms/${assignedOnly.id}/assignments`).set(coach.auth).send({ clientId: client.clientId }).expect(201);
    expect(assigned.body).toMatchObject({ clientId: client.clientId, assigned: true, signed: false });
    const again = await t.http().post(`/api/forms/${assignedOnly.id}/assignments`).set(coach.auth).send({ clientId: client.clientId }).expect(409);
    expect(again.body.message).toBe(FORM_MESSAGES.alreadyAssigned);
    const blank = await t.http().post(`/api/forms/${assignedOnly.id}/assignments`).set(coach.auth).send({ clientId: '' }).expect(400);
    expect(blank.body.message).toBe(FORM_MESSAGES.clientRequired);
    mine = (await t.http().get('/api/client/forms').set(client.auth).expect(200)).body;
    expect(mine.find((form) => form.id === assignedOnly.id)).toMatchObject({ status: 'outstanding' });

    const before = (await t.http().get(`/api/forms/${required.id}/recipients`).set(coach.auth).expect(200)).body as { clientId: string; signed: boolean }[];
    expect(before.find((row) => row.clientId === client.clientId)).toMatchObject({ signed: false, assigned: false });

    await submit(client, required.id, { responses: goodAnswers, signature: SIGNATURE }).expect(201);
    const after = (await t.http().get(`/api/forms/${required.id}/recipients`).set(coach.auth).expect(200)).body as { clientId: string; signed: boolean }[];
    expect(after.find((row) => row.clientId === client.clientId)).toMatchObject({ signed: true, signedVersion: 1 });
    expect(after.findIndex((row) => row.signed)).toBeGreaterThan(after.findIndex((row) => !row.signed) === -1 ? -2 : after.findIndex((row) => !row.signed));
    mine = (await t.http().get('/api/client/forms').set(client.auth).expect(200)).body;
    expect(mine.find((form) => form.id === required.id)).toMatchObject({ status: 'completed', submittedAt: expect.any(String) });
  });

  it('stores a submission with its signature, audit details and version, records form_submitted, and refuses a second one', async () => {
    const client = await createClientUser(t, coach);
    const form = await waiver({ title: 'Audit waiver' });
    const response = await submit(client, form.id, { responses: { ...goodAnswers, name: '  Sam Lee  ' }, signature: SIGNATURE }).expect(201);
    expect(response.body).toMatchObject({
      formId: form.id,
      clientId: client.clientId,
      formTitle: 'Audit waiver',
      formVersion: 1,
      responses: { ...goodAnswers, name: 'Sam Lee' },
      status: 'completed',
      signed: true,
      userAgent: 'FormsTest/1.0 (iPhone)',
      ipAddress: expect.stringMatching(/127\.0\.0\.1/),
      reviewedAt: null,
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const [row] = await t.sql<{ signature: string }>('select signature from form_submissions where id = $1', [response.body.id]);
    expect(row!.signature).toMatch(/^form-files\/[0-9a-f-]{36}\.png$/);
    expect(fs.readFileSync(path.join(dataDir, 'files', row!.signature))).toEqual(SAMPLE_FILES.png);
    const events = await t.sql<{ payload: Record<string, unknown> }>(
      `select payload from outbox_events where name = 'form_submitted' and payload->>'submissionId' = $1`,
      [response.body.id],
    );
    expect(events.map((event) => event.payload)).toEqual([
      { businessId: coach.id, formId: form.id, submissionId: response.body.id, clientId: client.clientId, formVersion: 1, category: 'waiver' },
    ]);
    const twice = await submit(client, form.id, { responses: goodAnswers, signature: SIGNATURE }).expect(409);
    expect(twice.body.message).toBe(FORM_MESSAGES.alreadySigned);
  });

  it('stores one of two submissions sent at once', async () => {
    const client = await createClientUser(t, coach);
    const form = await waiver({ title: 'Race waiver' });
    const results = await Promise.all([0, 1, 2].map(() => submit(client, form.id, { responses: goodAnswers, signature: SIGNATURE })));
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
    const [count] = await t.sql<{ n: string }>('select count(*)::text as n from form_submissions where form_id = $1', [form.id]);
    expect(count!.n).toBe('1');
  });

  it('assigns a form once and counts every use of a template when the requests arrive at once', async () => {
    const client = await createClientUser(t, coach);
    const form = (await create(coach.auth, { title: 'Once', category: 'feedback', fields: [{ id: 'c', type: 'text', label: 'C' }] }).expect(201)).body;
    const assignments = await Promise.all(
      [0, 1, 2, 3, 4].map(() => t.http().post(`/api/forms/${form.id}/assignments`).set(coach.auth).send({ clientId: client.clientId })),
    );
    expect(assignments.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.sql('select id from form_assignments where form_id = $1', [form.id])).toHaveLength(1);

    const templates = (await t.http().get('/api/forms/templates').set(coach.auth).expect(200)).body as {
      id: string;
      category: string;
      usageCount: number;
      fields: unknown[];
    }[];
    const feedback = templates.find((template) => template.category === 'feedback')!;
    const made = await Promise.all(
      [0, 1, 2, 3, 4].map(() => create(coach.auth, { title: 'Feedback', category: 'feedback', fields: feedback.fields, templateId: feedback.id })),
    );
    expect(made.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const after = (await t.http().get('/api/forms/templates').set(coach.auth).expect(200)).body as typeof templates;
    expect(after.find((template) => template.id === feedback.id)!.usageCount).toBe(feedback.usageCount + 5);
  });

  it.each([
    [{ responses: { ...goodAnswers, name: ' ' }, signature: SIGNATURE }, FORM_MESSAGES.answerRequired('Full name')],
    [{ responses: { ...goodAnswers, email: 'nope' }, signature: SIGNATURE }, FORM_MESSAGES.invalidEmail('Email')],
    [{ responses: { ...goodAnswers, level: 'Expert' }, signature: SIGNATURE }, FORM_MESSAGES.invalidOption('Level')],
    [{ responses: { ...goodAnswers, agree: ['Something else'] }, signature: SIGNATURE }, FORM_MESSAGES.invalidOption('Agreements')],
    [{ responses: goodAnswers }, FORM_MESSAGES.answerRequired('Signature')],
    [{ responses: goodAnswers, signature: 'data:image/svg+xml;base64,PHN2Zz4=' }, FORM_MESSAGES.invalidSignature],
    [{ responses: goodAnswers, signature: `data:image/png;base64,${SAMPLE_FILES.gif.toString('base64')}` }, FORM_MESSAGES.invalidSignature],
    [{ responses: { ...goodAnswers, stray: 'x' }, signature: SIGNATURE }, FORM_MESSAGES.unknownField],
  ])('refuses answers (case %#) with its message', async (body, message) => {
    const client = await createClientUser(t, coach);
    const form = await waiver();
    const response = await submit(client, form.id, body).expect(400);
    expect(response.body.message).toBe(message);
    expect(await t.sql('select id from form_submissions where form_id = $1', [form.id])).toEqual([]);
  });

  it('makes a new version when a submitted form is edited; each submission keeps the version it signed', async () => {
    const client = await createClientUser(t, coach);
    const form = await waiver({ title: 'Versioned waiver' });
    await t.http().put(`/api/forms/${form.id}`).set(coach.auth).send({ description: 'Before anyone signed' }).expect(200);
    expect((await t.http().get(`/api/forms/${form.id}`).set(coach.auth).expect(200)).body.version).toBe(1);

    const first = await submit(client, form.id, { responses: goodAnswers, signature: SIGNATURE }).expect(201);
    const newFields = [
      ...waiverFields.slice(0, 4),
      { id: 'photo', type: 'radio', label: 'Photo consent', required: true, options: ['Yes', 'No'] },
      waiverFields[4],
    ];
    const edited = await t.http().put(`/api/forms/${form.id}`).set(coach.auth).send({ fields: newFields }).expect(200);
    expect(edited.body.version).toBe(2);
    const flagOnly = await t.http().patch(`/api/forms/${form.id}`).set(coach.auth).send({ isRequired: true }).expect(200);
    expect(flagOnly.body.version).toBe(2);

    const old = await t.http().get(`/api/form-submissions/${first.body.id}`).set(coach.auth).expect(200);
    expect(old.body.formVersion).toBe(1);
    expect(old.body.fields.map((field: { id: string }) => field.id)).toEqual(waiverFields.map((field) => field.id));

    const mine = (await t.http().get(`/api/client/forms/${form.id}`).set(client.auth).expect(200)).body;
    expect(mine).toMatchObject({ version: 2, status: 'outstanding' });
    const missing = await submit(client, form.id, { responses: goodAnswers, signature: SIGNATURE }).expect(400);
    expect(missing.body.message).toBe(FORM_MESSAGES.answerRequired('Photo consent'));
    const second = await submit(client, form.id, { responses: { ...goodAnswers, photo: 'No' }, signature: SIGNATURE }).expect(201);
    expect(second.body).toMatchObject({ formVersion: 2, responses: { photo: 'No' } });

    const list = await t.http().get(`/api/forms/${form.id}/submissions`).set(coach.auth).expect(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.body.map((row: { formVersion: number }) => row.formVersion)).toEqual([2, 1]);
  });

  it('deleting a form with submissions keeps them: gone from the list, the stats and the client, its signed submissions, PDF and hash still there', async () => {
    const owner = await registerUser(t);
    const client = await createClientUser(t, owner);
    const form = (await create(owner.auth, { title: 'Kept waiver', category: 'waiver', isRequired: true, fields: waiverFields }).expect(201)).body as {
      id: string;
    };
    const submission = (await submit(client, form.id, { responses: goodAnswers, signature: SIGNATURE }).expect(201)).body;
    const unsubmitted = (await create(owner.auth, { title: 'Never sent', category: 'intake', fields: waiverFields }).expect(201)).body as { id: string };

    await t.http().delete(`/api/forms/${form.id}`).set(owner.auth).expect(204);
    await t.http().delete(`/api/forms/${unsubmitted.id}`).set(owner.auth).expect(204);

    expect((await t.http().get('/api/forms').set(owner.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get(`/api/forms/${form.id}`).set(owner.auth).expect(404)).body.message).toBe(FORM_MESSAGES.notFound);
    await t.http().put(`/api/forms/${form.id}`).set(owner.auth).send({ title: 'Back' }).expect(404);
    await t.http().delete(`/api/forms/${form.id}`).set(owner.auth).expect(404);
    expect((await t.http().get('/api/forms/stats').set(owner.auth).expect(200)).body).toMatchObject({ totalForms: 0, requiredForms: 0 });
    expect((await t.http().get('/api/client/forms').set(client.auth).expect(200)).body).toEqual([]);
    await t.http().get(`/api/client/forms/${form.id}`).set(client.auth).expect(404);

    // The form without submissions is gone; the one with them is archived, its submission as signed.
    expect(await t.sql('select id from custom_forms where id = $1', [unsubmitted.id])).toEqual([]);
    const listed = await t.http().get(`/api/forms/${form.id}/submissions`).set(owner.auth).expect(200);
    expect(listed.body.map((s: { id: string }) => s.id)).toEqual([submission.id]);
    await t.http().get(`/api/form-submissions/${submission.id}`).set(owner.auth).expect(200);
    const pdf = await t
      .http()
      .get(`/api/form-submissions/${submission.id}/pdf`)
      .set(owner.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('Kept waiver');
    expect(text).toContain(submission.contentHash);
    const verified = await t.http().get(`/api/form-submissions/${submission.id}/verify`).set(owner.auth).expect(200);
    expect(verified.body).toMatchObject({ contentHash: submission.contentHash, valid: true });
    // Another business still finds nothing of it.
    const other = await registerUser(t);
    await t.http().get(`/api/forms/${form.id}/submissions`).set(other.auth).expect(404);
  });

  it('renders the PDF with the answers, the signature, the audit details and the SHA-256, and detects a later change', async () => {
    const client = await createClientUser(t, coach);
    const form = await waiver({ title: 'PDF waiver' });
    const submission = (await submit(client, form.id, { responses: goodAnswers, signature: SIGNATURE }).expect(201)).body;

    const reviewed = await t.http().post(`/api/form-submissions/${submission.id}/review`).set(coach.auth).expect(200);
    expect(reviewed.body).toMatchObject({ reviewedAt: expect.any(String), reviewedBy: 'Test User' });
    const again = await t.http().post(`/api/form-submissions/${submission.id}/review`).set(coach.auth).expect(200);
    expect(again.body.reviewedAt).toBe(reviewed.body.reviewedAt);

    const pdf = await t
      .http()
      .get(`/api/form-submissions/${submission.id}/pdf`)
      .set(coach.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`submission-${submission.id}.pdf`);
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const text = pdfText(body);
    for (const expected of [
      'PDF waiver',
      'Full name *',
      'Sam Lee',
      'sam@example.com',
      'I accept the risks, I agree to the release',
      'Signature',
      'FormsTest/1.0 (iPhone)',
      submission.contentHash,
      `Form version: 1`,
      'Reviewed at:',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/IP address: .*127\.0\.0\.1/);

    const verified = await t.http().get(`/api/form-submissions/${submission.id}/verify`).set(coach.auth).expect(200);
    expect(verified.body).toEqual({ submissionId: submission.id, contentHash: submission.contentHash, recomputedHash: submission.contentHash, valid: true });

    await t.sql(`update form_submissions set responses = jsonb_set(responses, '{name}', '"Someone Else"') where id = $1`, [submission.id]);
    const tampered = await t.http().get(`/api/form-submissions/${submission.id}/verify`).set(coach.auth).expect(200);
    expect(tampered.body).toMatchObject({ contentHash: submission.contentHash, valid: false });
    expect(tampered.body.recomputedHash).not.toBe(submission.contentHash);
  });

  it('takes a file for a file field through the storage service, only the client’s own upload for that form', async () => {
    const client = await createClientUser(t, coach);
    const form = (
      await create(coach.auth, {
        title: 'Doctor letter',
        category: 'health_questionnaire',
        isRequired: true,
        fields: [{ id: 'letter', type: 'file', label: 'Letter', required: true }],
      }).expect(201)
    ).body;
    const upload = await t.http().post(`/api/client/forms/${form.id}/files`).set(client.auth).attach('file', SAMPLE_FILES.pdf, 'letter.pdf').expect(201);
    expect(upload.body).toEqual({ id: expect.any(String) });
    await t.http().post(`/api/client/forms/${form.id}/files`).set(client.auth).attach('file', SAMPLE_FILES.text, 'letter.pdf').expect(400);

    const someoneElse = await createClientUser(t, coach);
    const stolen = await submit(someoneElse, form.id, { responses: { letter: upload.body.id } }).expect(400);
    expect(stolen.body.message).toBe(FORM_MESSAGES.invalidFile('Letter'));
    const missing = await submit(client, form.id, { responses: {} }).expect(400);
    expect(missing.body.message).toBe(FORM_MESSAGES.answerRequired('Letter'));

    const submission = (await submit(client, form.id, { responses: { letter: upload.body.id } }).expect(201)).body;
    const file = await t.http().get(`/api/form-submissions/${submission.id}/files/letter`).set(coach.auth).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    await t.http().get(`/api/form-submissions/${submission.id}/files/nope`).set(coach.auth).expect(404);
  });

  it('keeps forms and submissions inside the business: 404 to another business, another client and 401 to anonymous callers', async () => {
    const client = await createClientUser(t, coach);
    const form = await waiver({ title: 'Private waiver' });
    const submission = (await submit(client, form.id, { responses: goodAnswers, signature: SIGNATURE }).expect(201)).body;
    const feedback = (await create(coach.auth, { title: 'Assigned', category: 'feedback', fields: [{ id: 'c', type: 'text', label: 'C' }] }).expect(201)).body;
    await t.http().post(`/api/forms/${feedback.id}/assignments`).set(coach.auth).send({ clientId: client.clientId }).expect(201);

    const other = await registerUser(t);
    await t.http().get(`/api/forms/${form.id}`).set(other.auth).expect(404);
    await t.http().put(`/api/forms/${form.id}`).set(other.auth).send({ title: 'Taken' }).expect(404);
    await t.http().patch(`/api/forms/${form.id}`).set(other.auth).send({ isActive: false }).expect(404);
    await t.http().delete(`/api/forms/${form.id}`).set(other.auth).expect(404);
    await t.http().get(`/api/forms/${form.id}/submissions`).set(other.auth).expect(404);
    await t.http().get(`/api/forms/${form.id}/recipients`).set(other.auth).expect(404);
    await t.http().post(`/api/forms/${form.id}/assignments`).set(other.auth).send({ clientId: client.clientId }).expect(404);
    const theirClient = await createClient(t, other);
    await t.http().post(`/api/forms/${form.id}/assignments`).set(coach.auth).send({ clientId: theirClient.id }).expect(404);
    for (const suffix of ['', '/pdf', '/verify', '/files/name'])
      await t.http().get(`/api/form-submissions/${submission.id}${suffix}`).set(other.auth).expect(404);
    await t.http().post(`/api/form-submissions/${submission.id}/review`).set(other.auth).expect(404);
    expect((await t.http().get('/api/forms').set(other.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/forms/stats').set(other.auth).expect(200)).body).toMatchObject({ totalForms: 0, submissionsThisMonth: 0 });

    const otherClientUser = await createClientUser(t, other);
    await t.http().get(`/api/client/forms/${form.id}`).set(otherClientUser.auth).expect(404);
    await submit(otherClientUser, form.id, { responses: goodAnswers, signature: SIGNATURE }).expect(404);
    const sameBusinessClient = await createClientUser(t, coach);
    await t.http().get(`/api/client/forms/${feedback.id}`).set(sameBusinessClient.auth).expect(404);
    await submit(sameBusinessClient, feedback.id, { responses: { c: 'x' } }).expect(404);
    await t.http().get(`/api/form-submissions/${submission.id}`).set(sameBusinessClient.auth).expect(403);

    const staffWithout = await createStaff(t, coach, ['view_clients']);
    await t.http().get('/api/forms').set(staffWithout.auth).expect(403);
    const staff = await createStaff(t, coach, ['client_management']);
    await t.http().get(`/api/form-submissions/${submission.id}`).set(staff.auth).expect(200);

    await t.http().get('/api/forms').expect(401);
    await t.http().get(`/api/forms/${form.id}`).expect(401);
    await t.http().get('/api/client/forms').expect(401);
    await t.http().get(`/api/form-submissions/${submission.id}/pdf`).expect(401);
    await create({}, { title: 'Anonymous' }).expect(401);

    expect((await t.http().get(`/api/forms/${form.id}`).set(coach.auth).expect(200)).body.title).toBe('Private waiver');
  });
});
