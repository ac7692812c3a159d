import { PLATFORM_PERMISSIONS, PLATFORM_STAFF_MESSAGES, STAFF_MESSAGES, SUPPORT_MESSAGES, type PlatformPermission } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, eventually, registerUser, signInAgain, uniqueEmail, type SignedInUser } from '../../../test/factories';
import { inPool, mayCall, SESSION_ENDING_ROUTES, sweptOperations, SweepWorld, type SweptOperation } from '../../../test/openapi-requests';

const CODE_IN_LINK = /\/admin-invite\/([A-Za-z0-9_-]{43})/;

describe('the platform team: invitations, permissions and removal (HTTP)', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: false, env: { APP_URL: 'https://app.example.test/', FOOD_LOOKUP_URL: '' } });
    admin = await createUserWithRole(t, 'admin');
  }, 120_000);
  afterAll(() => t.close());

  const invite = (body: Record<string, unknown>, auth = admin.auth) => t.http().post('/api/admin/staff/invite').set(auth).send(body);
  const signUp = (code: string, body: Record<string, unknown> = {}) =>
    t
      .http()
      .post(`/api/platform-staff-invitations/${code}/sign-up`)
      .send({ firstName: 'Alex', lastName: 'Kim', password: 'secret123', confirmPassword: 'secret123', ...body });

  async function codeSentTo(email: string): Promise<string> {
    const [mail] = await t.sql<{ text_body: string }>(
      'select text_body from email_outbox where to_address = $1 and dedupe_key like $2 order by created_at desc limit 1',
      [email, 'platform-staff-invitation:%'],
    );
    const code = CODE_IN_LINK.exec(mail?.text_body ?? '')?.[1];
    if (!code) throw new Error(`no platform team invitation e-mail to ${email}`);
    return code;
  }

  /** Invites, signs up through the link and answers the new team member, signed in. */
  async function teamMember(permissions: PlatformPermission[], role = 'support'): Promise<SignedInUser & { entryId: string }> {
    const email = uniqueEmail('team');
    const invited = await invite({ email, role, permissions }).expect(201);
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

  it('invites by e-mail with a single-use code (only its hash stored), and the link makes an admin account with those permissions', async () => {
    const email = uniqueEmail('Support').toLowerCase();
    const invited = await invite({ email, role: 'support', permissions: ['support_tickets', 'client_management'], departments: ['support'] }).expect(201);
    expect(invited.body).toEqual({
      staff: {
        id: expect.any(String),
        role: 'support',
        permissions: ['support_tickets', 'client_management'],
        departments: ['support'],
        isActive: true,
        joinedAt: null,
        inviteExpiresAt: expect.any(String),
      },
      user: { id: null, firstName: '', lastName: '', email },
    });
    const [mail] = await t.sql<{ subject: string; text_body: string }>('select subject, text_body from email_outbox where to_address = $1', [email]);
    expect(mail!.subject).toBe('You are invited to the CoachCore platform team');
    expect(mail!.text_body).toContain('as Support Specialist');
    const code = await codeSentTo(email);
    expect(mail!.text_body).toContain(`https://app.example.test/admin-invite/${code}`);
    const [stored] = await t.sql<{ invite_code: string }>('select invite_code from platform_staff where id = $1', [invited.body.staff.id]);
    expect(stored!.invite_code).not.toBe(code);
    expect(stored!.invite_code).toHaveLength(64);

    const preview = await t.http().get(`/api/platform-staff-invitations/${code}`).expect(200);
    expect(preview.body).toEqual({
      email,
      role: 'support',
      permissions: ['support_tickets', 'client_management'],
      expiresAt: invited.body.staff.inviteExpiresAt,
    });

    const joined = await signUp(code).expect(201);
    expect(joined.body.user).toMatchObject({ email, role: 'admin', firstName: 'Alex', lastName: 'Kim' });
    const member = { Authorization: `Bearer ${joined.body.token}` };
    await t
      .http()
      .get('/api/admin/access')
      .set(member)
      .expect(200, { role: 'support', permissions: ['client_management', 'support_tickets'] });
    // The link worked once.
    expect((await signUp(code).expect(410)).body.message).toBe(PLATFORM_STAFF_MESSAGES.invitationUsed);
    // The list shows the member with their account.
    const list = await t.http().get('/api/admin/staff').set(admin.auth).expect(200);
    expect(list.body.find((entry: { staff: { id: string } }) => entry.staff.id === invited.body.staff.id)).toMatchObject({
      staff: { joinedAt: expect.any(String), inviteExpiresAt: null },
      user: { id: joined.body.user.id, email },
    });
  });

  it("answers the founding admin's access with every permission", async () => {
    await t
      .http()
      .get('/api/admin/access')
      .set(admin.auth)
      .expect(200, { role: 'admin', permissions: [...PLATFORM_PERMISSIONS] });
  });

  it('refuses bad invitations with the messages of the Invite Staff dialog, and addresses that have an account', async () => {
    expect((await invite({ email: ' ' }).expect(400)).body.message).toBe(STAFF_MESSAGES.emailRequired);
    expect((await invite({ email: 'nope' }).expect(400)).body.message).toBe(STAFF_MESSAGES.invalidEmail);
    expect((await invite({ email: uniqueEmail(), role: 'owner' }).expect(400)).body.message).toBe(STAFF_MESSAGES.invalidRole);
    // The business permissions are not the platform's.
    expect((await invite({ email: uniqueEmail(), permissions: ['view_clients'] }).expect(400)).body.message).toBe(PLATFORM_STAFF_MESSAGES.invalidPermission);
    expect((await invite({ email: admin.email }).expect(409)).body.message).toBe(PLATFORM_STAFF_MESSAGES.ownAddress);
    const coach = await registerUser(t);
    expect((await invite({ email: coach.email }).expect(409)).body.message).toBe(PLATFORM_STAFF_MESSAGES.emailTaken);
    // Nobody but an admin invites.
    await invite({ email: uniqueEmail() }, coach.auth).expect(403);
  });

  it('answers unknown, withdrawn and expired links with their reasons', async () => {
    expect(
      (
        await t
          .http()
          .get(`/api/platform-staff-invitations/${'x'.repeat(43)}`)
          .expect(404)
      ).body.message,
    ).toBe(PLATFORM_STAFF_MESSAGES.invitationNotFound);
    const email = uniqueEmail('twice');
    await invite({ email }).expect(201);
    const first = await codeSentTo(email);
    const again = await invite({ email }).expect(201);
    expect((await t.http().get(`/api/platform-staff-invitations/${first}`).expect(410)).body.message).toBe(PLATFORM_STAFF_MESSAGES.invitationRevoked);
    await t.sql(`update platform_staff set invite_expires_at = now() - interval '1 minute' where id = $1`, [again.body.staff.id]);
    expect((await signUp(await codeSentTo(email)).expect(410)).body.message).toBe(PLATFORM_STAFF_MESSAGES.invitationExpired);
  });

  it('lets one of two sign-ups through the same link at once create the account', async () => {
    const email = uniqueEmail('race');
    await invite({ email }).expect(201);
    const code = await codeSentTo(email);
    const answers = await Promise.all([signUp(code), signUp(code), signUp(code)]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => [409, 410].includes(answer.status))).toBe(true);
    expect(await t.sql('select 1 from users where email = $1', [email])).toHaveLength(1);
  });

  it("follows a member's permissions on every call: granted opens, not granted refuses, a change applies at the next request (audited)", async () => {
    const support = await teamMember(['support_tickets']);
    await t.http().get('/api/admin/support/tickets').set(support.auth).expect(200);
    expect((await t.http().get('/api/admin/businesses').set(support.auth).expect(403)).body.message).toBe(PLATFORM_STAFF_MESSAGES.notGranted);
    expect((await t.http().get('/api/admin/staff').set(support.auth).expect(403)).body.message).toBe(PLATFORM_STAFF_MESSAGES.notGranted);
    // Their own profile and access need no permission.
    await t.http().get('/api/admin/access').set(support.auth).expect(200);

    await t
      .http()
      .patch(`/api/admin/staff/${support.entryId}/permissions`)
      .set(admin.auth)
      .send({ permissions: ['business_management'] })
      .expect(200);
    await t.http().get('/api/admin/businesses').set(support.auth).expect(200);
    await t.http().get('/api/admin/support/tickets').set(support.auth).expect(403);
    const [audit] = await t.sql<{ action: string; reason: string; actor_id: string }>(
      `select action, reason, actor_id from audit_log where target_id = $1 order by created_at desc limit 1`,
      [support.id],
    );
    expect(audit).toEqual({ action: 'platform_staff_permissions_changed', reason: 'Permissions: business_management', actor_id: admin.id });
    // A member with the role admin holds everything, whatever was ticked.
    const platformAdmin = await teamMember([], 'admin');
    await t.http().get('/api/admin/staff').set(platformAdmin.auth).expect(200);
    // Tickets go only to those who answer them.
    const ticket = await openTicket();
    const assign = (assigneeId: string) => t.http().post(`/api/admin/support/tickets/${ticket}/assign`).set(admin.auth).send({ assigneeId });
    expect((await assign(support.id).expect(400)).body.message).toBe(SUPPORT_MESSAGES.assigneeNotAdmin);
    await assign(platformAdmin.id).expect(200);
  });

  async function openTicket(): Promise<string> {
    const coach = await registerUser(t);
    const ticket = await t
      .http()
      .post('/api/support/tickets')
      .set(coach.auth)
      .send({ subject: 'Help', message: 'Please help', category: 'technical' })
      .expect(201);
    return ticket.body.id as string;
  }

  it('removes a member at once: the account is disabled, its sessions end, the removal is audited; one cannot remove oneself', async () => {
    const member = await teamMember(['staff_management']);
    const second = await signInAgain(t, member);
    expect((await t.http().delete(`/api/admin/staff/${member.entryId}`).set(member.auth).expect(400)).body.message).toBe(PLATFORM_STAFF_MESSAGES.ownAccount);
    await t.http().delete(`/api/admin/staff/${member.entryId}`).set(admin.auth).expect(204);
    await t.http().get('/api/admin/access').set(member.auth).expect(401);
    await t
      .http()
      .get('/api/admin/access')
      .set({ Authorization: `Bearer ${second.token}` })
      .expect(401);
    await t.http().post('/api/auth/login').send({ email: member.email, password: member.password }).expect(403);
    expect(await t.sql(`select 1 from audit_log where action = 'platform_staff_removed' and target_id = $1`, [member.id])).toHaveLength(1);
    await t.http().delete(`/api/admin/staff/${member.entryId}`).set(admin.auth).expect(404);
    // Were the account enabled again, the removed membership still opens nothing.
    await t.http().post(`/api/admin/users/${member.id}/enable`).set(admin.auth).expect(200);
    const back = await signInAgain(t, member);
    expect(
      (
        await t
          .http()
          .get('/api/admin/analytics')
          .set({ Authorization: `Bearer ${back.token}` })
          .expect(403)
      ).body.message,
    ).toBe(PLATFORM_STAFF_MESSAGES.accessRemoved);
  });

  it('keeps the queue dashboard to platform admins holding every permission', async () => {
    const analyst = await teamMember(['analytics'], 'analyst');
    await t.http().get('/api/admin/queues/api/queues').set(analyst.auth).expect(403);
  });

  /*
   * The platform permission matrix, driven by the OpenAPI document: every admin route naming permissions is called by
   * one team member holding each permission in turn. Holding one of the route's permissions the guard lets the call
   * through (whatever the use case answers); holding only another, it refuses with 403.
   */
  describe('permission matrix across every admin route', () => {
    let world: SweepWorld;
    let member: SignedInUser & { entryId: string };
    const guarded = sweptOperations().filter(
      (operation) =>
        operation.access.roles?.includes('admin') &&
        operation.access.permissions?.length &&
        mayCall(operation, 'admin') &&
        !SESSION_ENDING_ROUTES.includes(operation.route),
    );
    const label = (operation: SweptOperation) => `${operation.method.toUpperCase()} ${operation.route}`;
    const refused = (response: { status: number; body?: { message?: unknown } }) =>
      response.status === 403 && response.body?.message === PLATFORM_STAFF_MESSAGES.notGranted;
    const grant = (permissions: PlatformPermission[]) =>
      t.http().patch(`/api/admin/staff/${member.entryId}/permissions`).set(admin.auth).send({ permissions }).expect(200);

    beforeAll(async () => {
      world = await SweepWorld.create(t);
      member = await teamMember([], 'analyst');
    }, 60_000);

    it('documents a platform permission on every admin route but the account’s own', () => {
      const adminRoutes = sweptOperations().filter((operation) => operation.route.startsWith('/api/admin/') && mayCall(operation, 'admin'));
      const open = adminRoutes.filter((operation) => !operation.access.permissions?.length).map(label);
      expect(open.sort()).toEqual(['GET /api/admin/access', 'PUT /api/admin/profile']);
      for (const operation of guarded) expect(PLATFORM_PERMISSIONS).toEqual(expect.arrayContaining(operation.access.permissions!));
    });

    it('refuses every guarded admin route to a member without permissions', async () => {
      await grant([]);
      const answers = await inPool(
        guarded.map((operation) => async () => [label(operation), refused(await world.request(t, member, operation, world.fill(operation.route)!))] as const),
      );
      expect(answers.filter(([, wasRefused]) => !wasRefused).map(([route]) => route)).toEqual([]);
    });

    describe.each(PLATFORM_PERMISSIONS.map((permission) => [permission]))('%s', (permission) => {
      it('opens the admin routes that name it and only those', async () => {
        await grant([permission]);
        const answers = await inPool(
          guarded.map((operation) => async () => {
            const response = await world.request(t, member, operation, world.fill(operation.route)!);
            return { route: label(operation), opens: operation.access.permissions!.includes(permission), refused: refused(response), status: response.status };
          }),
        );
        expect(answers.filter((answer) => answer.opens && answer.refused).map((answer) => `${answer.route}: refused with ${permission}`)).toEqual([]);
        expect(
          answers.filter((answer) => !answer.opens && !answer.refused).map((answer) => `${answer.route}: ${answer.status} without its permission`),
        ).toEqual([]);
        expect(answers.some((answer) => answer.opens)).toBe(true);
      });
    });
  });

  it('records platform_staff_invited with the invitation (its subscriber sends the staged e-mail)', async () => {
    const email = uniqueEmail('outbox');
    const invited = await invite({ email }).expect(201);
    const events = await eventually(() =>
      t.sql(`select 1 from outbox_events where name = 'platform_staff_invited' and payload->>'invitationId' = $1`, [invited.body.staff.id]),
    );
    expect(events).toHaveLength(1);
  });
});
