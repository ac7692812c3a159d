import { createHash } from 'node:crypto';
import { STAFF_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, eventually, registerUser, uniqueEmail, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { connectSocket, listening, nextEvent } from '../../../test/sockets';

const CODE_IN_LINK = /\/staff-invite\/([A-Za-z0-9_-]{43})/;

describe('staff management and staff invitations (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let otherOwner: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true, env: { APP_URL: 'https://app.example.test/' } });
    owner = await registerUser(t, { firstName: 'Morgan', businessName: 'Peak Performance' });
    otherOwner = await registerUser(t, { businessName: 'Other Gym' });
    await createClient(t, owner, { firstName: 'Jamie' });
  });
  afterAll(() => t.close());

  const invite = (body: Record<string, unknown>, auth: Record<string, string> = owner.auth) => t.http().post('/api/staff/invite').set(auth).send(body);
  const list = (auth: Record<string, string> = owner.auth) => t.http().get('/api/staff').set(auth);
  const preview = (code: string) => t.http().get(`/api/staff-invitations/${code}`);
  const signUp = (code: string, body: Record<string, unknown> = {}) =>
    t
      .http()
      .post(`/api/staff-invitations/${code}/sign-up`)
      .send({ firstName: 'Sam', lastName: 'Taylor', password: 'secret123', confirmPassword: 'secret123', ...body });
  const accept = (code: string, auth: Record<string, string>) => t.http().post(`/api/staff-invitations/${code}/accept`).set(auth);

  async function codeSentTo(email: string): Promise<string> {
    const [mail] = await t.sql<{ text_body: string }>(
      'select text_body from email_outbox where to_address = $1 and dedupe_key like $2 order by created_at desc limit 1',
      [email, 'staff-invitation:%'],
    );
    const code = CODE_IN_LINK.exec(mail?.text_body ?? '')?.[1];
    if (!code) throw new Error(`no staff invitation e-mail to ${email}`);
    return code;
  }

  /** Invites, signs up through the link and answers the new staff member, signed in. */
  async function joinedStaff(permissions: string[], by = owner): Promise<SignedInUser & { entryId: string }> {
    const email = uniqueEmail('staff');
    const invited = await invite({ email, role: 'support', permissions, departments: ['support'] }, by.auth).expect(201);
    const answer = await signUp(await codeSentTo(email)).expect(201);
    return {
      token: answer.body.token,
      id: answer.body.user.id,
      email,
      password: 'secret123',
      auth: { Authorization: `Bearer ${answer.body.token}` },
      entryId: invited.body.staff.id,
    };
  }

  describe('POST /api/staff/invite', () => {
    it('stores a pending invitation with a unique code (only its hash) and an expiry, and e-mails the accept link', async () => {
      const email = uniqueEmail('Invitee').toLowerCase();
      const response = await invite({ email, role: 'admin', permissions: ['view_clients', 'send_messages'], departments: ['admin', 'sales'] }).expect(201);
      expect(response.body).toEqual({
        staff: {
          id: expect.any(String),
          role: 'admin',
          permissions: ['view_clients', 'send_messages'],
          departments: ['admin', 'sales'],
          isActive: true,
          joinedAt: null,
          inviteExpiresAt: expect.any(String),
        },
        user: { id: null, firstName: '', lastName: '', email, twoFactorEnabled: false },
      });
      expect(Date.parse(response.body.staff.inviteExpiresAt) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
      const mail = await eventually(async () => {
        const rows = await t.sql<{ subject: string; text_body: string; status: string }>(
          'select subject, text_body, status from email_outbox where to_address = $1',
          [email],
        );
        return rows[0]?.status === 'stored' ? rows[0] : null;
      });
      expect(mail.subject).toBe('Peak Performance invited you to join their team on CoachCore');
      expect(mail.text_body).toContain('as Platform Admin');
      expect(mail.text_body).toMatch(/https:\/\/app\.example\.test\/staff-invite\/[A-Za-z0-9_-]{43}\n/);
      const code = await codeSentTo(email);
      const [row] = await t.sql<{ invite_code: string; staff_id: string | null }>('select invite_code, staff_id from business_staff where id = $1', [
        response.body.staff.id,
      ]);
      expect(row!.invite_code).toBe(createHash('sha256').update(code).digest('hex'));
      expect(row!.staff_id).toBeNull();
      expect(JSON.stringify(response.body)).not.toContain(code);
    });

    it('answers the spec messages: e-mail required, then a valid address; role, permissions and departments from their lists', async () => {
      expect((await invite({}).expect(400)).body.message).toBe(STAFF_MESSAGES.emailRequired);
      expect((await invite({ email: '  ' }).expect(400)).body.message).toBe(STAFF_MESSAGES.emailRequired);
      expect((await invite({ email: 'not-an-email' }).expect(400)).body.message).toBe(STAFF_MESSAGES.invalidEmail);
      expect((await invite({ email: uniqueEmail(), role: 'owner' }).expect(400)).body.message).toBe(STAFF_MESSAGES.invalidRole);
      expect((await invite({ email: uniqueEmail(), permissions: ['everything'] }).expect(400)).body.message).toBe(STAFF_MESSAGES.invalidPermission);
      expect((await invite({ email: uniqueEmail(), permissions: 'view_clients' }).expect(400)).body.message).toBe(STAFF_MESSAGES.invalidPermission);
      expect((await invite({ email: uniqueEmail(), departments: ['marketing'] }).expect(400)).body.message).toBe(STAFF_MESSAGES.invalidDepartment);
      expect((await invite({ email: uniqueEmail(), isActive: false }).expect(400)).body.statusCode).toBe(400);
      // Only the optional parts left out: fine.
      await invite({ email: uniqueEmail() }).expect(201);
    });

    it('inviting the same address again replaces the pending invitation: the earlier link stops working', async () => {
      const email = uniqueEmail('twice');
      await invite({ email, permissions: ['view_clients'] }).expect(201);
      const first = await codeSentTo(email);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await invite({ email, permissions: ['send_messages'] }).expect(201);
      const second = await codeSentTo(email);
      expect(second).not.toBe(first);
      expect((await preview(first).expect(410)).body.message).toBe(STAFF_MESSAGES.invitationRevoked);
      expect((await preview(second).expect(200)).body.permissions).toEqual(['send_messages']);
      const pending = (await list().expect(200)).body.filter((entry: { user: { email: string } }) => entry.user.email === email);
      expect(pending).toHaveLength(1);
    });

    it('refuses a current member (409) and the owner’s own address (409)', async () => {
      const member = await joinedStaff(['view_clients']);
      expect((await invite({ email: member.email }).expect(409)).body.message).toBe(STAFF_MESSAGES.alreadyMember);
      expect((await invite({ email: owner.email }).expect(409)).body.message).toBe(STAFF_MESSAGES.ownAddress);
    });

    it('only the business owner manages staff: staff (even with staff_management), clients and admins get 403', async () => {
      const staff = await createStaff(t, owner, ['staff_management', 'view_clients']);
      const client = await createClientUser(t, owner);
      const admin = await createUserWithRole(t, 'admin');
      for (const caller of [staff, client, admin]) {
        await invite({ email: uniqueEmail() }, caller.auth).expect(403);
        await list(caller.auth).expect(403);
        await t.http().get('/api/staff/summary').set(caller.auth).expect(403);
      }
      await t.http().get('/api/staff').expect(401);
    });
  });

  describe('accepting', () => {
    it('by sign-up: a staff account with the invited address, signed in, working for the business with the granted permissions', async () => {
      const email = uniqueEmail('newstaff').toLowerCase();
      await invite({ email, role: 'support', permissions: ['view_clients'] }).expect(201);
      const code = await codeSentTo(email);
      expect((await preview(code).expect(200)).body).toEqual({
        businessName: 'Peak Performance',
        email,
        role: 'support',
        permissions: ['view_clients'],
        expiresAt: expect.any(String),
      });
      const answer = await signUp(code, { email: 'ignored@example.com' });
      // Unknown properties are refused, so nobody picks another address.
      expect(answer.status).toBe(400);
      const created = await signUp(code, { timeZone: 'Europe/Berlin' }).expect(201);
      expect(created.body.user).toMatchObject({ email, role: 'staff', firstName: 'Sam', lastName: 'Taylor', timeZone: 'Europe/Berlin' });
      expect(String(created.headers['set-cookie'])).toContain('coach_session=');
      const auth = { Authorization: `Bearer ${created.body.token}` };
      const clients = await t.http().get('/api/clients').set(auth).expect(200);
      expect(clients.body.length).toBeGreaterThan(0);
      // The permission not granted is refused.
      await t.http().post('/api/workouts').set(auth).send({ name: 'X' }).expect(403);
      const entry = (await list().expect(200)).body.find((e: { user: { email: string } }) => e.user.email === email);
      expect(entry.staff.joinedAt).toEqual(expect.any(String));
      expect(entry.user).toEqual({ id: created.body.user.id, firstName: 'Sam', lastName: 'Taylor', email, twoFactorEnabled: false });
      // The code worked once.
      expect((await signUp(code).expect(410)).body.message).toBe(STAFF_MESSAGES.invitationUsed);
      expect((await preview(code).expect(410)).body.message).toBe(STAFF_MESSAGES.invitationUsed);
      const joined = await t.sql(`select 1 from outbox_events where name = 'staff_joined' and payload->>'staffUserId' = $1`, [created.body.user.id]);
      expect(joined).toHaveLength(1);
    });

    it('by sign-up with a validation message, and 409 when the address already has an account', async () => {
      const email = uniqueEmail('validate');
      await invite({ email }).expect(201);
      const code = await codeSentTo(email);
      expect((await signUp(code, { confirmPassword: 'other123' }).expect(400)).body.message).toBe('Passwords do not match');
      const taken = await registerUser(t, { role: 'client' });
      await invite({ email: taken.email }).expect(201);
      expect((await signUp(await codeSentTo(taken.email)).expect(409)).body.message).toBe(STAFF_MESSAGES.emailTaken);
    });

    it('by sign-in: a staff account with the invited address joins; other roles and other addresses are refused (403)', async () => {
      const former = await joinedStaff(['view_clients'], otherOwner);
      await invite({ email: former.email, permissions: ['send_messages', 'view_clients'] }).expect(201);
      const code = await codeSentTo(former.email);
      const business = await registerUser(t);
      expect((await accept(code, business.auth).expect(403)).body.message).toBe(STAFF_MESSAGES.staffAccountRequired);
      const stranger = await createUserWithRole(t, 'staff');
      expect((await accept(code, stranger.auth).expect(403)).body.message).toBe(STAFF_MESSAGES.wrongAddress);
      expect((await accept(code, former.auth).expect(409)).body.message).toBe(STAFF_MESSAGES.memberElsewhere);
      await t.http().delete(`/api/staff/${former.entryId}`).set(otherOwner.auth).expect(204);
      const accepted = await accept(code, former.auth).expect(200);
      expect(accepted.body).toEqual({ businessName: 'Peak Performance', permissions: ['send_messages', 'view_clients'] });
      // They now work for this business.
      const names = (await t.http().get('/api/clients').set(former.auth).expect(200)).body.map((c: { firstName: string }) => c.firstName);
      expect(names).toContain('Jamie');
      expect(
        (await t.http().get('/api/staff').set(otherOwner.auth).expect(200)).body.some((e: { user: { email: string } }) => e.user.email === former.email),
      ).toBe(false);
      expect((await accept(code, former.auth).expect(410)).body.message).toBe(STAFF_MESSAGES.invitationUsed);
    });

    it('expired (410), unknown and malformed (404) codes', async () => {
      const email = uniqueEmail('late');
      const invited = await invite({ email }).expect(201);
      const code = await codeSentTo(email);
      await t.sql(`update business_staff set invite_expires_at = now() - interval '1 minute' where id = $1`, [invited.body.staff.id]);
      expect((await preview(code).expect(410)).body.message).toBe(STAFF_MESSAGES.invitationExpired);
      expect((await signUp(code).expect(410)).body.message).toBe(STAFF_MESSAGES.invitationExpired);
      expect((await preview('x'.repeat(43)).expect(404)).body.message).toBe(STAFF_MESSAGES.invitationNotFound);
      expect((await preview('short').expect(404)).body.message).toBe(STAFF_MESSAGES.invitationNotFound);
    });

    it('another business’s code joins that business, never this one', async () => {
      const email = uniqueEmail('elsewhere');
      await invite({ email }, otherOwner.auth).expect(201);
      const created = await signUp(await codeSentTo(email)).expect(201);
      const auth = { Authorization: `Bearer ${created.body.token}` };
      expect((await list().expect(200)).body.some((e: { user: { email: string } }) => e.user.email === email.toLowerCase())).toBe(false);
      const [row] = await t.sql<{ business_id: string }>('select business_id from business_staff where staff_id = $1', [created.body.user.id]);
      expect(row!.business_id).toBe(otherOwner.id);
      expect(auth.Authorization).toBeTruthy();
    });
  });

  describe('GET /api/staff and the summary', () => {
    it('pages the directory with the paging headers, and counts total staff, administrators and support team', async () => {
      const business = await registerUser(t);
      await t.http().get('/api/staff').set(business.auth).expect(200, []);
      expect((await t.http().get('/api/staff/summary').set(business.auth).expect(200)).body).toEqual({ total: 0, administrators: 0, support: 0 });
      await invite({ email: uniqueEmail(), role: 'admin' }, business.auth).expect(201);
      await invite({ email: uniqueEmail(), role: 'support' }, business.auth).expect(201);
      await invite({ email: uniqueEmail(), role: 'support' }, business.auth).expect(201);
      await invite({ email: uniqueEmail(), role: 'analyst' }, business.auth).expect(201);
      const page = await t.http().get('/api/staff?page=2&limit=3').set(business.auth).expect(200);
      expect(page.body).toHaveLength(1);
      expect(page.headers['x-total-count']).toBe('4');
      expect((await t.http().get('/api/staff/summary').set(business.auth).expect(200)).body).toEqual({ total: 4, administrators: 1, support: 2 });
      await t.http().get('/api/staff?limit=1000').set(business.auth).expect(400);
    });
  });

  describe('DELETE /api/staff/{id}', () => {
    it('revokes a member’s access at once: their next request is refused, their sockets are re-authorised, the entry leaves the directory', async () => {
      const member = await joinedStaff(['view_clients']);
      await t.http().get('/api/clients').set(member.auth).expect(200);
      await t.http().delete(`/api/staff/${member.entryId}`).set(owner.auth).expect(204);
      expect((await t.http().get('/api/clients').set(member.auth).expect(403)).body.message).toBe('You are not an active staff member of any business');
      const events = await t.sql(`select 1 from outbox_events where name = 'staff_access_changed' and payload->>'staffUserId' = $1`, [member.id]);
      expect(events.length).toBeGreaterThanOrEqual(2);
      expect((await list().expect(200)).body.some((e: { staff: { id: string } }) => e.staff.id === member.entryId)).toBe(false);
      expect((await t.http().delete(`/api/staff/${member.entryId}`).set(owner.auth).expect(404)).body.message).toBe(STAFF_MESSAGES.notFound);
    });

    it('drops the removed member’s open sockets at once and refuses them again', async () => {
      const url = await listening(t);
      const member = await joinedStaff(['send_messages', 'view_clients']);
      const socket = await connectSocket(url, { token: member.token });
      try {
        const dropped = nextEvent<string>(socket, 'disconnect');
        await t.http().delete(`/api/staff/${member.entryId}`).set(owner.auth).expect(204);
        expect(await dropped).toBe('io server disconnect');
        await expect(connectSocket(url, { token: member.token })).rejects.toThrow('You are not an active staff member of any business');
      } finally {
        socket.close();
      }
    });

    it('withdraws a pending invitation: its link stops working', async () => {
      const email = uniqueEmail('withdrawn');
      const invited = await invite({ email }).expect(201);
      const code = await codeSentTo(email);
      await t.http().delete(`/api/staff/${invited.body.staff.id}`).set(owner.auth).expect(204);
      expect((await signUp(code).expect(410)).body.message).toBe(STAFF_MESSAGES.invitationRevoked);
    });

    it('another business’s entry and unknown ids answer 404 and stay as they were', async () => {
      const member = await joinedStaff(['view_clients']);
      expect((await t.http().delete(`/api/staff/${member.entryId}`).set(otherOwner.auth).expect(404)).body.message).toBe(STAFF_MESSAGES.notFound);
      expect((await t.http().delete('/api/staff/not-a-uuid').set(owner.auth).expect(404)).body.message).toBe(STAFF_MESSAGES.notFound);
      await t.http().patch(`/api/staff/${member.entryId}/permissions`).set(otherOwner.auth).send({ permissions: [] }).expect(404);
      await t.http().get('/api/clients').set(member.auth).expect(200);
    });
  });

  describe('GET /api/staff/me', () => {
    it('answers the staff member’s business, role and granted permissions, following the owner’s changes; others get 403', async () => {
      const member = await joinedStaff(['view_clients', 'send_messages']);
      expect((await t.http().get('/api/staff/me').set(member.auth).expect(200)).body).toEqual({
        businessName: 'Peak Performance',
        role: 'support',
        permissions: ['view_clients', 'send_messages'],
        departments: ['support'],
        joinedAt: expect.any(String),
        assignedClients: 0,
      });
      await t
        .http()
        .patch(`/api/staff/${member.entryId}/permissions`)
        .set(owner.auth)
        .send({ permissions: ['manage_workouts'] })
        .expect(200);
      expect((await t.http().get('/api/staff/me').set(member.auth).expect(200)).body.permissions).toEqual(['manage_workouts']);
      await t.http().get('/api/staff/me').set(owner.auth).expect(403);
      await t.http().delete(`/api/staff/${member.entryId}`).set(owner.auth).expect(204);
      await t.http().get('/api/staff/me').set(member.auth).expect(403);
    });
  });

  describe('PATCH /api/staff/{id}/permissions', () => {
    it('replaces a member’s permissions, effective at their next request', async () => {
      const member = await joinedStaff(['view_clients']);
      await t.http().get('/api/clients').set(member.auth).expect(200);
      const changed = await t
        .http()
        .patch(`/api/staff/${member.entryId}/permissions`)
        .set(owner.auth)
        .send({ permissions: ['send_messages'] })
        .expect(200);
      expect(changed.body.staff.permissions).toEqual(['send_messages']);
      await t.http().get('/api/clients').set(member.auth).expect(403);
      await t
        .http()
        .patch(`/api/staff/${member.entryId}/permissions`)
        .set(owner.auth)
        .send({ permissions: ['view_clients'] })
        .expect(200);
      await t.http().get('/api/clients').set(member.auth).expect(200);
    });

    it('validates the list (required, from the permissions) and changes a pending invitation’s permissions too', async () => {
      const email = uniqueEmail('pending');
      const invited = await invite({ email, permissions: ['view_clients'] }).expect(201);
      const url = `/api/staff/${invited.body.staff.id}/permissions`;
      expect((await t.http().patch(url).set(owner.auth).send({}).expect(400)).body.message).toBe(STAFF_MESSAGES.invalidPermission);
      expect(
        (
          await t
            .http()
            .patch(url)
            .set(owner.auth)
            .send({ permissions: ['root'] })
            .expect(400)
        ).body.message,
      ).toBe(STAFF_MESSAGES.invalidPermission);
      await t
        .http()
        .patch(url)
        .set(owner.auth)
        .send({ permissions: ['manage_workouts'] })
        .expect(200);
      expect((await preview(await codeSentTo(email)).expect(200)).body.permissions).toEqual(['manage_workouts']);
    });
  });
});
