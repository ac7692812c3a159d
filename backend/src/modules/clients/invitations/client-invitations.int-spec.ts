import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createUserWithRole, eventually, registerUser, type SignedInUser } from '../../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../../test/client-factories';

const CODE_IN_LINK = /\/invite\/([A-Za-z0-9_-]{43})/;

describe('client invitations (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true, env: { APP_URL: 'https://app.example.test/' } });
    coach = await registerUser(t, { firstName: 'Morgan', businessName: 'Peak Performance' });
  });
  afterAll(() => t.close());

  const invite = (clientId: string, auth: Record<string, string> = coach.auth) => t.http().post(`/api/clients/${clientId}/invite`).set(auth);
  const preview = (code: string) => t.http().get(`/api/invitations/${code}`);
  const accept = (code: string, auth: Record<string, string>) => t.http().post(`/api/invitations/${code}/accept`).set(auth);

  /** The code from the newest invitation e-mail to `email` (the e-mail is the only place the code exists). */
  async function codeSentTo(email: string): Promise<string> {
    const [mail] = await t.sql<{ text_body: string }>(
      'select text_body from email_outbox where to_address = $1 and dedupe_key like $2 order by created_at desc limit 1',
      [email, 'client-invitation:%'],
    );
    const code = CODE_IN_LINK.exec(mail?.text_body ?? '')?.[1];
    if (!code) throw new Error(`no invitation e-mail to ${email}`);
    return code;
  }

  async function invitedClient(overrides: Record<string, unknown> = {}, owner = coach) {
    const client = await createClient(t, owner, { firstName: 'Jamie', lastName: 'Lee', ...overrides });
    await invite(client.id, owner.auth).expect(201);
    return { ...client, code: await codeSentTo(client.email) };
  }

  const linkedUser = async (clientId: string) => (await t.sql<{ user_id: string | null }>('select user_id from clients where id = $1', [clientId]))[0]!.user_id;
  const signupEvents = async (clientId: string) =>
    Number(
      (await t.sql<{ n: string }>(`select count(*) as n from outbox_events where name = 'client_signup' and payload->>'clientId' = $1`, [clientId]))[0]!.n,
    );

  describe('POST /api/clients/{id}/invite', () => {
    it('answers the status and expiry, never the code, and stores only its hash', async () => {
      const client = await createClient(t, coach, { firstName: 'Jamie' });
      const before = Date.now();
      const response = await invite(client.id).expect(201);
      expect(response.body).toEqual({ status: 'pending', email: client.email, sentAt: expect.any(String), expiresAt: expect.any(String) });
      const expiresIn = Date.parse(response.body.expiresAt) - Date.parse(response.body.sentAt);
      expect(expiresIn).toBe(7 * 86_400_000);
      expect(Date.parse(response.body.sentAt)).toBeGreaterThanOrEqual(before - 1000);

      const code = await codeSentTo(client.email);
      expect(JSON.stringify(response.body)).not.toContain(code);
      const rows = await t.sql<Record<string, unknown>>('select * from client_invitations where client_id = $1', [client.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).toBe(createHash('sha256').update(code).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(code);
    });

    it('e-mails the client a link to APP_URL/invite/<code> through the outbox, which the worker processes', async () => {
      const client = await createClient(t, coach, { firstName: 'Avery' });
      await invite(client.id).expect(201);
      const mail = await eventually(async () => {
        const rows = await t.sql<{ subject: string; text_body: string; html_body: string; status: string }>(
          'select subject, text_body, html_body, status from email_outbox where to_address = $1',
          [client.email],
        );
        return rows[0]?.status === 'stored' ? rows[0] : null;
      });
      expect(mail.subject).toBe('Peak Performance invited you to CoachCore');
      expect(mail.text_body).toContain('Hi Avery');
      expect(mail.text_body).toMatch(/https:\/\/app\.example\.test\/invite\/[A-Za-z0-9_-]{43}\n/);
      expect(mail.html_body).toContain('href="https://app.example.test/invite/');
    });

    it('resending replaces the code: the earlier link stops working, the new one works', async () => {
      const client = await invitedClient();
      const first = client.code;
      await invite(client.id).expect(201);
      const second = await codeSentTo(client.email);
      expect(second).not.toBe(first);

      const statuses = await t.sql<{ status: string }>('select status from client_invitations where client_id = $1 order by sent_at', [client.id]);
      expect(statuses.map((row) => row.status)).toEqual(['revoked', 'pending']);
      expect((await t.sql('select 1 from email_outbox where to_address = $1', [client.email])).length).toBe(2);

      expect((await preview(first).expect(410)).body.message).toBe(INVITATION_MESSAGES.revoked);
      const person = await registerUser(t, { role: 'client', email: client.email });
      expect((await accept(first, person.auth).expect(410)).body.message).toBe(INVITATION_MESSAGES.revoked);
      expect(await linkedUser(client.id)).toBeNull();
      await accept(second, person.auth).expect(200);
      expect(await linkedUser(client.id)).toBe(person.id);
    });

    it('two resends at once leave exactly one pending invitation', async () => {
      const client = await createClient(t, coach);
      const answers = await Promise.all([invite(client.id), invite(client.id), invite(client.id)]);
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      const pending = await t.sql("select 1 from client_invitations where client_id = $1 and status = 'pending'", [client.id]);
      expect(pending).toHaveLength(1);
    });

    it('six resends at once all succeed and leave exactly one pending invitation, whose code is the one that works', async () => {
      for (let round = 0; round < 8; round++) {
        const client = await createClient(t, coach);
        const answers = await Promise.all(Array.from({ length: 6 }, () => invite(client.id)));
        expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
        const rows = await t.sql<{ status: string }>('select status from client_invitations where client_id = $1', [client.id]);
        expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'revoked', 'revoked', 'revoked', 'revoked', 'revoked']);
        // The newest e-mail carries the pending code.
        await preview(await codeSentTo(client.email)).expect(200);
      }
    });

    it('refuses a client that is already linked to a sign-in (409)', async () => {
      const linked = await createClientUser(t, coach);
      expect((await invite(linked.clientId).expect(409)).body.message).toBe(INVITATION_MESSAGES.alreadyLinked);
    });

    it('is allowed to staff with client_management, not to staff without it', async () => {
      const client = await createClient(t, coach);
      const manager = await createStaff(t, coach, ['client_management']);
      const viewer = await createStaff(t, coach, ['view_clients']);
      await invite(client.id, manager.auth).expect(201);
      await invite(client.id, viewer.auth).expect(403);
    });

    it("another business's client: 404 for that business and its staff, 403 for a client user, 401 anonymous", async () => {
      const client = await createClient(t, coach);
      const other = await registerUser(t);
      const otherStaff = await createStaff(t, other, ['client_management']);
      const clientUser = await createClientUser(t, coach);
      expect((await invite(client.id, other.auth).expect(404)).body.message).toBe('Client not found');
      await invite(client.id, otherStaff.auth).expect(404);
      await invite(client.id, clientUser.auth).expect(403);
      await invite(client.id, {}).expect(401);
      await invite('not-a-uuid').expect(404);
      expect(await t.sql('select 1 from client_invitations where client_id = $1', [client.id])).toHaveLength(0);
    });
  });

  describe('the invitation state on the client (card and profile)', () => {
    const stateOf = async (clientId: string) => (await t.http().get(`/api/clients/${clientId}`).set(coach.auth).expect(200)).body.invitation;
    const listed = async (clientId: string) => {
      const page = await t.http().get('/api/clients?limit=200').set(coach.auth).expect(200);
      return page.body.find((c: { id: string }) => c.id === clientId).invitation;
    };

    it('is Not invited, then Invited with the dates, then Linked, in the record and in the list', async () => {
      const client = await createClient(t, coach);
      const none = { status: 'not_invited', sentAt: null, expiresAt: null };
      expect(await stateOf(client.id)).toEqual(none);
      expect(await listed(client.id)).toEqual(none);

      const sent = (await invite(client.id).expect(201)).body;
      const invited = { status: 'invited', sentAt: sent.sentAt, expiresAt: sent.expiresAt };
      expect(await stateOf(client.id)).toEqual(invited);
      expect(await listed(client.id)).toEqual(invited);
      const deactivated = await t.http().post(`/api/clients/${client.id}/deactivate`).set(coach.auth).expect(200);
      expect(deactivated.body.invitation).toEqual(invited);

      const person = await registerUser(t, { role: 'client', email: client.email });
      await accept(await codeSentTo(client.email), person.auth).expect(200);
      const linked = { status: 'linked', sentAt: null, expiresAt: null };
      expect(await stateOf(client.id)).toEqual(linked);
      expect(await listed(client.id)).toEqual(linked);
    });

    it('an expired invitation no longer counts as Invited', async () => {
      const client = await invitedClient();
      await t.sql("update client_invitations set expires_at = now() - interval '1 minute' where client_id = $1", [client.id]);
      expect((await stateOf(client.id)).status).toBe('not_invited');
      expect((await listed(client.id)).status).toBe('not_invited');
    });
  });

  describe('GET /api/invitations/{code}', () => {
    it('shows the business name, the client first name, the e-mail and the expiry without a sign-in', async () => {
      const client = await invitedClient({ firstName: 'Robin' });
      const response = await preview(client.code).expect(200);
      expect(response.body).toEqual({ businessName: 'Peak Performance', clientFirstName: 'Robin', email: client.email, expiresAt: expect.any(String) });
    });

    it('answers 404 for an unknown or malformed code', async () => {
      expect((await preview(randomBytes(32).toString('base64url')).expect(404)).body.message).toBe(INVITATION_MESSAGES.notFound);
      expect((await preview('abc').expect(404)).body.message).toBe(INVITATION_MESSAGES.notFound);
    });
  });

  describe('POST /api/invitations/{code}/accept', () => {
    it('links a new client account (sign-up with the invited e-mail) and emits client_signup once', async () => {
      const client = await invitedClient({ firstName: 'Sam', lastName: 'Rivera' });
      const eventsBefore = await signupEvents(client.id);
      const person = await registerUser(t, { role: 'client', email: client.email, firstName: 'Sam', lastName: 'Rivera' });
      const response = await accept(client.code, person.auth).expect(200);
      expect(response.body).toEqual({ clientId: client.id, businessName: 'Peak Performance' });

      expect(await linkedUser(client.id)).toBe(person.id);
      const [row] = await t.sql<{ status: string; accepted_by: string; accepted_at: Date | null }>(
        'select status, accepted_by, accepted_at from client_invitations where client_id = $1',
        [client.id],
      );
      expect(row).toMatchObject({ status: 'accepted', accepted_by: person.id });
      expect(row!.accepted_at).not.toBeNull();
      expect(await signupEvents(client.id)).toBe(eventsBefore + 1);

      const link = await t.http().get('/api/client/link').set(person.auth).expect(200);
      expect(link.body).toEqual({ linked: true, clientId: client.id, firstName: 'Sam', lastName: 'Rivera', businessName: 'Peak Performance' });
    });

    it('links an existing client account that signs in', async () => {
      const existing = await registerUser(t, { role: 'client' });
      const client = await invitedClient();
      const signedIn = await t.http().post('/api/auth/login').send({ email: existing.email, password: existing.password }).expect(200);
      await accept(client.code, { Authorization: `Bearer ${signedIn.body.token}` }).expect(200);
      expect(await linkedUser(client.id)).toBe(existing.id);
    });

    it('a used code is refused with a clear message and links nothing more', async () => {
      const client = await invitedClient();
      const first = await registerUser(t, { role: 'client' });
      const second = await registerUser(t, { role: 'client' });
      await accept(client.code, first.auth).expect(200);
      expect((await accept(client.code, second.auth).expect(410)).body.message).toBe(INVITATION_MESSAGES.used);
      expect((await accept(client.code, first.auth).expect(410)).body.message).toBe(INVITATION_MESSAGES.used);
      expect((await preview(client.code).expect(410)).body.message).toBe(INVITATION_MESSAGES.used);
      expect(await linkedUser(client.id)).toBe(first.id);
    });

    it('an expired code is refused with a clear message and links nothing', async () => {
      const client = await invitedClient();
      await t.sql("update client_invitations set expires_at = now() - interval '1 minute' where client_id = $1", [client.id]);
      const person = await registerUser(t, { role: 'client' });
      expect((await preview(client.code).expect(410)).body.message).toBe(INVITATION_MESSAGES.expired);
      expect((await accept(client.code, person.auth).expect(410)).body.message).toBe(INVITATION_MESSAGES.expired);
      expect(await linkedUser(client.id)).toBeNull();
    });

    it('an unknown code answers 404 and links nothing', async () => {
      const person = await registerUser(t, { role: 'client' });
      expect((await accept(randomBytes(32).toString('base64url'), person.auth).expect(404)).body.message).toBe(INVITATION_MESSAGES.notFound);
      await accept('abc', person.auth).expect(404);
      expect(await t.sql('select 1 from clients where user_id = $1', [person.id])).toHaveLength(0);
    });

    it('business, staff and admin accounts cannot accept (403 with a clear message); anonymous 401', async () => {
      const client = await invitedClient();
      const callers = [coach, await registerUser(t), await createStaff(t, coach, ['client_management']), await createUserWithRole(t, 'admin')];
      for (const caller of callers) {
        expect((await accept(client.code, caller.auth).expect(403)).body.message).toBe(INVITATION_MESSAGES.clientAccountRequired);
      }
      await accept(client.code, {}).expect(401);
      expect(await linkedUser(client.id)).toBeNull();
      const [row] = await t.sql<{ status: string }>('select status from client_invitations where client_id = $1', [client.id]);
      expect(row!.status).toBe('pending');
    });

    it('one sign-in is linked to at most one client record: a second invitation, of this business or another, is refused (409)', async () => {
      const person = await registerUser(t, { role: 'client' });
      const first = await invitedClient();
      await accept(first.code, person.auth).expect(200);

      const second = await invitedClient();
      expect((await accept(second.code, person.auth).expect(409)).body.message).toBe(INVITATION_MESSAGES.userAlreadyLinked);
      expect(await linkedUser(second.id)).toBeNull();
      const [row] = await t.sql<{ status: string }>('select status from client_invitations where client_id = $1', [second.id]);
      expect(row!.status).toBe('pending');

      // Business B's invitation to a person linked to business A: refused with a clear message, nothing linked or used.
      const otherCoach = await registerUser(t, { businessName: 'Other Gym' });
      const elsewhere = await invitedClient({}, otherCoach);
      expect((await accept(elsewhere.code, person.auth).expect(409)).body.message).toBe(INVITATION_MESSAGES.userLinkedElsewhere);
      expect(await linkedUser(elsewhere.id)).toBeNull();
      await preview(elsewhere.code).expect(200);
      expect(await t.sql('select id from clients where user_id = $1', [person.id])).toEqual([{ id: first.id }]);
      // The portal stays with business A.
      expect((await t.http().get('/api/client/link').set(person.auth).expect(200)).body).toMatchObject({ clientId: first.id });
    });

    it('accepting two businesses’ invitations at the same moment links the person to one of them only', async () => {
      const person = await registerUser(t, { role: 'client' });
      const coaches = [coach, await registerUser(t, { businessName: 'Gym B' }), await registerUser(t, { businessName: 'Gym C' })];
      const invited = await Promise.all(coaches.map((owner) => invitedClient({}, owner)));
      const answers = await Promise.all(invited.map((client) => accept(client.code, person.auth)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toBe(INVITATION_MESSAGES.userLinkedElsewhere);
      expect(await t.sql('select id from clients where user_id = $1', [person.id])).toHaveLength(1);
    });

    it('two accepts of one code at the same moment link once', async () => {
      const client = await invitedClient();
      const eventsBefore = await signupEvents(client.id);
      const people = await Promise.all([registerUser(t, { role: 'client' }), registerUser(t, { role: 'client' }), registerUser(t, { role: 'client' })]);
      const answers = await Promise.all(people.map((person) => accept(client.code, person.auth)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
      const winner = people[answers.findIndex((a) => a.status === 200)]!;
      expect(await linkedUser(client.id)).toBe(winner.id);
      for (const loser of answers.filter((a) => a.status === 410)) expect(loser.body.message).toBe(INVITATION_MESSAGES.used);
      expect(await signupEvents(client.id)).toBe(eventsBefore + 1);
      expect(await t.sql('select 1 from clients where user_id = any($1)', [people.map((p) => p.id)])).toHaveLength(1);
    });
  });

  describe('GET /api/client/link', () => {
    it('tells an unlinked client user they are not linked yet', async () => {
      const person = await registerUser(t, { role: 'client' });
      const response = await t.http().get('/api/client/link').set(person.auth).expect(200);
      expect(response.body).toEqual({ linked: false, clientId: null, firstName: null, lastName: null, businessName: null });
    });

    it('is only for client accounts', async () => {
      await t.http().get('/api/client/link').set(coach.auth).expect(403);
      await t.http().get('/api/client/link').expect(401);
    });
  });

  it('a linked client user sees only their own business: the coach list routes stay closed to them', async () => {
    const client = await invitedClient();
    const person = await registerUser(t, { role: 'client', email: client.email });
    await accept(client.code, person.auth).expect(200);
    await t.http().get('/api/clients').set(person.auth).expect(403);
    await t.http().post(`/api/clients/${client.id}/invite`).set(person.auth).expect(403);
  });
});
