import { CLIENT_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createStaff } from '../../../test/client-factories';
import { IMPORT_ROW_NOT_SAVED } from './client-csv.service';

describe('clients (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  describe('POST /api/clients', () => {
    it('adds a client to the signed-in business, ignoring a coachId in the body', async () => {
      const other = await registerUser(t);
      const response = await t
        .http()
        .post('/api/clients')
        .set(coach.auth)
        .send({ firstName: 'Sam', lastName: 'Taylor', email: 'Sam.Taylor@Example.com', phone: '555', fitnessGoal: 'muscle_building', coachId: other.id })
        .expect(201);
      expect(response.body).toMatchObject({
        coachId: coach.id,
        firstName: 'Sam',
        lastName: 'Taylor',
        email: 'sam.taylor@example.com',
        phone: '555',
        fitnessGoal: 'muscle_building',
        isActive: true,
        onboardingCompleted: false,
      });
      expect((await t.http().get('/api/clients').set(other.auth)).body).toEqual([]);
    });

    it.each([
      [{ email: 'bad' }, CLIENT_MESSAGES.invalidEmail],
      [{ firstName: '' }, CLIENT_MESSAGES.firstNameRequired],
      [{ lastName: '' }, CLIENT_MESSAGES.lastNameRequired],
      [{ fitnessGoal: 'get_rich' }, CLIENT_MESSAGES.invalidFitnessGoal],
    ])('rejects %o', async (change, message) => {
      const response = await t
        .http()
        .post('/api/clients')
        .set(coach.auth)
        .send({ firstName: 'A', lastName: 'B', email: 'a@b.co', ...change })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it('checks the e-mail first, then the names', async () => {
      const response = await t.http().post('/api/clients').set(coach.auth).send({ firstName: '', lastName: '', email: 'x' }).expect(400);
      expect(response.body.errors.map((e: { message: string }) => e.message)).toEqual([
        CLIENT_MESSAGES.invalidEmail,
        CLIENT_MESSAGES.firstNameRequired,
        CLIENT_MESSAGES.lastNameRequired,
      ]);
    });

    it('refuses the same e-mail twice in one business, but not across businesses', async () => {
      await createClient(t, coach, { email: 'twin@example.com' });
      const response = await t.http().post('/api/clients').set(coach.auth).send({ firstName: 'A', lastName: 'B', email: 'TWIN@example.com' }).expect(409);
      expect(response.body.message).toBe(CLIENT_MESSAGES.emailTaken);
      await createClient(t, await registerUser(t), { email: 'twin@example.com' });
    });

    it('cannot set isActive or coachId-like fields that the form does not have', async () => {
      await t.http().post('/api/clients').set(coach.auth).send({ firstName: 'A', lastName: 'B', email: 'a@b.co', isActive: false }).expect(400);
    });
  });

  describe('GET /api/clients', () => {
    it('lists newest first with the total in X-Total-Count, paginated', async () => {
      for (let i = 0; i < 5; i += 1) await createClient(t, coach, { firstName: `N${i}` });
      const first = await t.http().get('/api/clients?limit=2&page=1').set(coach.auth).expect(200);
      expect(first.headers['x-total-count']).toBe('5');
      expect(first.body.map((c: { firstName: string }) => c.firstName)).toEqual(['N4', 'N3']);
      const last = await t.http().get('/api/clients?limit=2&page=3').set(coach.auth).expect(200);
      expect(last.body.map((c: { firstName: string }) => c.firstName)).toEqual(['N0']);
    });

    it('searches full name and e-mail without case', async () => {
      await createClient(t, coach, { firstName: 'Maria', lastName: 'Lopez', email: 'ml@example.com' });
      await createClient(t, coach, { firstName: 'Tom', lastName: 'Hardy', email: 'th@gym.example' });
      const byName = await t.http().get('/api/clients').query({ search: 'maria lo' }).set(coach.auth).expect(200);
      expect(byName.body.map((c: { firstName: string }) => c.firstName)).toEqual(['Maria']);
      const byEmail = await t.http().get('/api/clients').query({ search: 'GYM.EX' }).set(coach.auth).expect(200);
      expect(byEmail.body.map((c: { firstName: string }) => c.firstName)).toEqual(['Tom']);
      const literal = await t.http().get('/api/clients').query({ search: '%' }).set(coach.auth).expect(200);
      expect(literal.body).toEqual([]);
    });

    it('filters by isActive', async () => {
      const keep = await createClient(t, coach, { firstName: 'Active' });
      const gone = await createClient(t, coach, { firstName: 'Paused' });
      await t.http().post(`/api/clients/${gone.id}/deactivate`).set(coach.auth).expect(200);
      const active = await t.http().get('/api/clients?isActive=true').set(coach.auth).expect(200);
      expect(active.body.map((c: { id: string }) => c.id)).toEqual([keep.id]);
      const inactive = await t.http().get('/api/clients?isActive=false').set(coach.auth).expect(200);
      expect(inactive.body.map((c: { id: string }) => c.id)).toEqual([gone.id]);
    });

    it('rejects a page size above the maximum and bad filters with 400', async () => {
      expect((await t.http().get('/api/clients?limit=201').set(coach.auth).expect(400)).body.message).toBe('limit must be at most 200');
      await t.http().get('/api/clients?isActive=maybe').set(coach.auth).expect(400);
      await t.http().get('/api/clients?page=0').set(coach.auth).expect(400);
      expect((await t.http().get('/api/clients?page=99999999999999999999').set(coach.auth).expect(400)).body.message).toBe('page must be at most 1000000');
    });
  });

  describe('one client', () => {
    it('reads, edits, deactivates, reactivates and deletes', async () => {
      const client = await createClient(t, coach);
      await t.http().get(`/api/clients/${client.id}`).set(coach.auth).expect(200);
      const edited = await t
        .http()
        .patch(`/api/clients/${client.id}`)
        .set(coach.auth)
        .send({ lastName: 'Edited', currentWeight: '180.5', targetWeight: 170, notes: 'Prefers mornings' })
        .expect(200);
      expect(edited.body).toMatchObject({ lastName: 'Edited', firstName: 'Casey', currentWeight: 180.5, targetWeight: 170, notes: 'Prefers mornings' });
      expect((await t.http().post(`/api/clients/${client.id}/deactivate`).set(coach.auth).expect(200)).body.isActive).toBe(false);
      expect((await t.http().post(`/api/clients/${client.id}/reactivate`).set(coach.auth).expect(200)).body.isActive).toBe(true);
      await t.http().delete(`/api/clients/${client.id}`).set(coach.auth).expect(204);
      await t.http().get(`/api/clients/${client.id}`).set(coach.auth).expect(404);
    });

    it('answers 404 for an id that is not a uuid', async () => {
      const response = await t.http().get('/api/clients/not-a-uuid').set(coach.auth).expect(404);
      expect(response.body.message).toBe(CLIENT_MESSAGES.notFound);
    });

    it('refuses values the database could not hold (400, not 500)', async () => {
      const client = await createClient(t, coach);
      await t.http().patch(`/api/clients/${client.id}`).set(coach.auth).send({ currentWeight: 100000 }).expect(400);
      await t.http().patch(`/api/clients/${client.id}`).set(coach.auth).send({ height: '1e9' }).expect(400);
      await t.http().post('/api/goals').set(coach.auth).send({ clientId: client.id, title: 'T', category: 'fitness', targetDate: '2026-02-30' }).expect(400);
    });

    it('refuses to empty a required field with null (400, not 500)', async () => {
      const client = await createClient(t, coach);
      for (const field of ['firstName', 'lastName', 'email']) {
        await t
          .http()
          .patch(`/api/clients/${client.id}`)
          .set(coach.auth)
          .send({ [field]: null })
          .expect(400);
      }
    });

    it('keeps the saved client when an edit is invalid', async () => {
      const client = await createClient(t, coach, { firstName: 'Stays' });
      await t.http().patch(`/api/clients/${client.id}`).set(coach.auth).send({ firstName: '', email: 'nope' }).expect(400);
      expect((await t.http().get(`/api/clients/${client.id}`).set(coach.auth)).body.firstName).toBe('Stays');
    });
  });

  describe('CSV', () => {
    it('imports valid rows and reports each refused row', async () => {
      await createClient(t, coach, { email: 'exists@example.com' });
      const csv = [
        'First Name,Last Name,Email,Phone,Fitness Goal',
        'Ana,Silva,ana@example.com,555-1,Weight Loss',
        'Ben,,ben@example.com,,',
        'Cy,Young,not-an-email,,',
        'Dee,Jones,EXISTS@example.com,,',
        '"Ed, Jr.",Stone,ed@example.com,,general_fitness',
      ].join('\n');
      const response = await t.http().post('/api/clients/import').set(coach.auth).attach('file', Buffer.from(csv), 'clients.csv').expect(200);
      expect(response.body).toEqual({
        total: 5,
        created: 2,
        failed: 3,
        errors: [
          { row: 3, message: CLIENT_MESSAGES.lastNameRequired },
          { row: 4, message: CLIENT_MESSAGES.invalidEmail },
          { row: 5, message: CLIENT_MESSAGES.emailTaken },
        ],
      });
      const list = await t.http().get('/api/clients?search=ed, jr').set(coach.auth).expect(200);
      expect(list.body[0]).toMatchObject({ firstName: 'Ed, Jr.', fitnessGoal: 'general_fitness', source: 'csv_import' });
    });

    it('reports a row the database refuses on its own line, without its driver message, and saves the rows after it', async () => {
      const csv = [
        'firstName,lastName,email',
        'Al,One,al@example.com',
        'Bad\u0000Byte,Two,bad@example.com',
        'Cat,Three,cat@example.com',
        'Cat,Again,CAT@example.com',
      ].join('\n');
      const response = await t.http().post('/api/clients/import').set(coach.auth).attach('file', Buffer.from(csv), 'clients.csv').expect(200);
      expect(response.body).toEqual({
        total: 4,
        created: 2,
        failed: 2,
        errors: [
          { row: 3, message: IMPORT_ROW_NOT_SAVED },
          { row: 5, message: CLIENT_MESSAGES.emailTaken },
        ],
      });
      const emails = (await t.http().get('/api/clients?search=@example.com&limit=200').set(coach.auth).expect(200)).body.map((c: { email: string }) => c.email);
      expect(emails).toEqual(expect.arrayContaining(['al@example.com', 'cat@example.com']));
      expect(emails).not.toContain('bad@example.com');
    });

    it('imports 5 000 rows in batches, each new client with its client_signup event', async () => {
      const business = await registerUser(t);
      const rows = Array.from({ length: 5000 }, (_, i) => `Bulk,Person${i},bulk${i}@example.com,555-${i},general_fitness`);
      const csv = ['firstName,lastName,email,phone,fitnessGoal', ...rows].join('\n');
      const response = await t.http().post('/api/clients/import').set(business.auth).attach('file', Buffer.from(csv), 'clients.csv').expect(200);
      expect(response.body).toEqual({ total: 5000, created: 5000, failed: 0, errors: [] });
      const list = await t.http().get('/api/clients?limit=1').set(business.auth).expect(200);
      expect(list.headers['x-total-count']).toBe('5000');
      const [events] = await t.sql<{ count: string }>(`select count(*) from outbox_events where name = 'client_signup' and payload->>'businessId' = $1`, [
        business.id,
      ]);
      expect(events!.count).toBe('5000');
      // The export reads them back in batches, in the file's order.
      const exported = (await t.http().get('/api/clients/export').set(business.auth).expect(200)).text.trim().split('\n');
      expect(exported).toHaveLength(5001);
      expect(exported[1]).toContain('Bulk,Person0,bulk0@example.com');
      expect(exported[5000]).toContain('Bulk,Person4999,bulk4999@example.com');
    }, 120_000);

    it('needs a file with the name and e-mail columns', async () => {
      expect((await t.http().post('/api/clients/import').set(coach.auth).expect(400)).body.message).toBe(CLIENT_MESSAGES.csvFileRequired);
      const response = await t.http().post('/api/clients/import').set(coach.auth).attach('file', Buffer.from('name,phone\nA,1'), 'x.csv').expect(400);
      expect(response.body.message).toContain('firstName, lastName and email');
    });

    it('exports every client of the business and nobody else', async () => {
      await createClient(t, coach, { firstName: 'Exported', email: 'exp@example.com', fitnessGoal: 'general_fitness' });
      await createClient(t, await registerUser(t), { firstName: 'Foreign' });
      const response = await t.http().get('/api/clients/export').set(coach.auth).expect(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const lines = response.text.trim().split('\n');
      expect(lines[0]).toBe('firstName,lastName,email,phone,fitnessGoal,isActive,createdAt');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Exported,Client,exp@example.com');
    });

    it('neutralises cells a spreadsheet would run as formulas', async () => {
      const business = await registerUser(t);
      await createClient(t, business, {
        firstName: '=HYPERLINK("http://evil.example","x")',
        lastName: '@SUM(A1)',
        phone: '+1 555 0100',
        email: 'formula@example.com',
      });
      const response = await t.http().get('/api/clients/export').set(business.auth).expect(200);
      const row = response.text.trim().split('\n')[1]!;
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(row).toContain(`'@SUM(A1)`);
      expect(row).toContain(`'+1 555 0100`);
      expect(row).not.toMatch(/(^|,)[=+@-]/);
    });
  });

  describe('staff permissions', () => {
    it('lets view_clients staff read but not write, and client_management staff do both', async () => {
      const viewer = await createStaff(t, coach, ['view_clients']);
      const manager = await createStaff(t, coach, ['client_management']);
      const client = await createClient(t, coach);
      await t.http().get(`/api/clients/${client.id}`).set(viewer.auth).expect(200);
      await t.http().post('/api/clients').set(viewer.auth).send({ firstName: 'A', lastName: 'B', email: 'v@b.co' }).expect(403);
      const created = await t.http().post('/api/clients').set(manager.auth).send({ firstName: 'A', lastName: 'B', email: 'm@b.co' }).expect(201);
      expect(created.body.coachId).toBe(coach.id);
    });
  });
});
