import { generate } from 'otplib';
import { ADMIN_AREA_MESSAGES, AUTH_MESSAGES, RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, enrolTwoFactor, registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser, createStaff } from '../../../test/client-factories';

/** TRUST_PROXY defaults to loopback, so each test can speak from an address of its own (the throttle counts per address). */
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const step = () => Math.floor(Date.now() / 30_000);
/** The app's code for the current time step plus `offset` (the server accepts one step of drift either way). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: (step() + offset) * 30 });

describe('two-factor sign-in (HTTP)', () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

  beforeAll(async () => {
    t = await createTestApp({
      withWorkers: false,
      // Admins must have two-factor here as in production (a test start leaves it off by default).
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '5', LOGIN_MAX_FAILURES_PER_IP: '30', LOGIN_THROTTLE_WINDOW: '15m', ADMIN_TWO_FACTOR_REQUIRED: 'true' },
    });
  });
  afterAll(() => t.close());

  const status = (user: SignedInUser) => t.http().get('/api/auth/two-factor').set(user.auth);
  const login = (user: SignedInUser, ip = nextIp()) => t.http().post('/api/auth/login').set(from(ip)).send({ email: user.email, password: user.password });
  const secondStep = (body: Record<string, unknown>, ip = nextIp()) => t.http().post('/api/auth/login/two-factor').set(from(ip)).send(body);
  const challengeOf = async (user: SignedInUser, ip?: string) => {
    const response = await login(user, ip).expect(200);
    expect(response.body).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String), expiresAt: expect.any(String) });
    return response.body.challengeToken as string;
  };

  /** Sets two-factor up through the API, as a person does: the key, then the app's first code. */
  async function enrol(user: SignedInUser): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await t.http().post('/api/auth/two-factor/setup').set(user.auth).expect(201);
    const secret = setup.body.secret as string;
    const enabled = await t
      .http()
      .post('/api/auth/two-factor/enable')
      .set(user.auth)
      .send({ code: await codeAt(secret) })
      .expect(200);
    return { secret, recoveryCodes: enabled.body.recoveryCodes };
  }

  describe('enrolment', () => {
    it('gives a key with its QR code, turns on with the first code and shows the recovery codes once, stored hashed', async () => {
      const coach = await registerUser(t);
      expect((await status(coach).expect(200)).body).toEqual({ enabled: false, enabledAt: null, pending: false, required: false, recoveryCodesLeft: 0 });

      const setup = await t.http().post('/api/auth/two-factor/setup').set(coach.auth).expect(201);
      expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/CoachCore:.+\?.*secret=[A-Z2-7]{32}/);
      expect(setup.body.otpauthUrl).toContain('issuer=CoachCore');
      expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
      expect((await status(coach)).body).toMatchObject({ enabled: false, pending: true });
      // A pending key does not change the sign-in.
      expect((await login(coach).expect(200)).body.token).toEqual(expect.any(String));

      const enable = (code: unknown) => t.http().post('/api/auth/two-factor/enable').set(coach.auth).send({ code });
      expect((await enable(undefined).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
      expect((await enable('  ').expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
      expect((await enable('12ab56').expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.totpFormat);
      expect((await enable(123456).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
      const right = await codeAt(setup.body.secret);
      const wrong = right === '000000' ? '111111' : '000000';
      expect((await enable(wrong).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);

      const other = await login(coach).expect(200);
      const enabled = await enable(right).expect(200);
      expect(enabled.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      expect(new Set(enabled.body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
      expect((await status(coach)).body).toEqual({ enabled: true, enabledAt: expect.any(String), pending: false, required: false, recoveryCodesLeft: 10 });

      // Only hashes are kept; the key is never answered again; the session opened with the password alone ends.
      const stored = await t.sql<{ code_hash: string }>('select code_hash from two_factor_recovery_codes where user_id = $1', [coach.id]);
      expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
      for (const row of stored) expect(enabled.body.recoveryCodes).not.toContain(row.code_hash);
      expect(JSON.stringify((await status(coach)).body)).not.toContain(setup.body.secret);
      await t
        .http()
        .get('/api/auth/me')
        .set({ Authorization: `Bearer ${other.body.token}` })
        .expect(401);
      await t.http().get('/api/auth/me').set(coach.auth).expect(200);

      expect((await t.http().post('/api/auth/two-factor/setup').set(coach.auth).expect(409)).body.message).toBe(TWO_FACTOR_MESSAGES.alreadyEnabled);
      expect((await enable(await codeAt(setup.body.secret, 1)).expect(409)).body.message).toBe(TWO_FACTOR_MESSAGES.alreadyEnabled);
    });

    it('asks for a set-up first', async () => {
      const coach = await registerUser(t);
      const answer = await t.http().post('/api/auth/two-factor/enable').set(coach.auth).send({ code: '123456' }).expect(400);
      expect(answer.body.message).toBe(TWO_FACTOR_MESSAGES.setupFirst);
    });

    it('is not offered to clients, nor to anyone signed out', async () => {
      const coach = await registerUser(t);
      const client = await createClientUser(t, coach);
      await status(client).expect(403);
      await t.http().post('/api/auth/two-factor/setup').set(client.auth).expect(403);
      await t.http().get('/api/auth/two-factor').expect(401);
      await t.http().post('/api/auth/two-factor/setup').expect(401);
    });
  });

  describe('the sign-in second step', () => {
    it('answers a challenge without a session, then opens the session with a code exactly as a sign-in does', async () => {
      const coach = await registerUser(t);
      const { secret } = await enrol(coach);

      const first = await login(coach).expect(200);
      expect(first.body.token).toBeUndefined();
      expect(first.headers['set-cookie']).toBeUndefined();
      expect(first.headers['cache-control']).toBe('no-store');
      const challengeToken = first.body.challengeToken as string;
      // The challenge is no session.
      await t
        .http()
        .get('/api/auth/me')
        .set({ Authorization: `Bearer ${challengeToken}` })
        .expect(401);

      expect((await secondStep({ code: '123456' }).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.challengeRequired);
      expect((await secondStep({ challengeToken }).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
      expect((await secondStep({ challengeToken, code: 'nope' }).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.codeFormat);
      expect((await secondStep({ challengeToken, code: '1234567' }).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.codeFormat);
      expect((await secondStep({ challengeToken: 'x'.repeat(43), code: '123456' }).expect(401)).body.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);

      const right = await codeAt(secret, 1);
      const wrong = right === '000000' ? '111111' : '000000';
      expect((await secondStep({ challengeToken, code: wrong }).expect(401)).body.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);

      const signedIn = await secondStep({ challengeToken, code: `${right.slice(0, 3)} ${right.slice(3)}` }).expect(200);
      expect(signedIn.body).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: coach.id, email: coach.email }) });
      const cookies = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []);
      expect(cookies.some((cookie) => cookie.startsWith('coach_session=') && /HttpOnly/i.test(cookie))).toBe(true);
      expect(cookies.some((cookie) => cookie.startsWith('csrf_token='))).toBe(true);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      await t
        .http()
        .get('/api/auth/me')
        .set({ Authorization: `Bearer ${signedIn.body.token}` })
        .expect(200);

      // The challenge is used up; the same app code is refused the second time (replay), even with a new challenge.
      expect((await secondStep({ challengeToken, code: right }).expect(401)).body.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
      const again = await challengeOf(coach);
      expect((await secondStep({ challengeToken: again, code: right }).expect(401)).body.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    });

    it('accepts one app code once when it is sent twice at the same time', async () => {
      const coach = await registerUser(t);
      const { secret } = await enrol(coach);
      const [a, b] = [await challengeOf(coach), await challengeOf(coach)];
      const code = await codeAt(secret, 1);
      const answers = await Promise.all([secondStep({ challengeToken: a, code }), secondStep({ challengeToken: b, code })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    });

    it('takes each recovery code once, also when it is sent twice at the same time', async () => {
      const coach = await registerUser(t);
      const { recoveryCodes } = await enrol(coach);
      const [a, b] = [await challengeOf(coach), await challengeOf(coach)];
      const code = recoveryCodes[0]!;
      const answers = await Promise.all([secondStep({ challengeToken: a, code }), secondStep({ challengeToken: b, code })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
      expect(answers.find((answer) => answer.status === 401)!.body.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);

      // Upper case and without the hyphen, another code works; the count of codes left follows.
      const c = await challengeOf(coach);
      const signedIn = await secondStep({ challengeToken: c, code: recoveryCodes[1]!.replace('-', '').toUpperCase() }).expect(200);
      const left = await t
        .http()
        .get('/api/auth/two-factor')
        .set({ Authorization: `Bearer ${signedIn.body.token}` })
        .expect(200);
      expect(left.body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
    });

    it('throttles wrong codes per account and address as the password is (429 with Retry-After)', async () => {
      const coach = await registerUser(t);
      await enrol(coach);
      const ip = nextIp();
      const challengeToken = await challengeOf(coach, ip);
      for (let i = 0; i < 5; i += 1) await secondStep({ challengeToken, code: 'aaaaa-aaaaa' }, ip).expect(401);
      const blocked = await secondStep({ challengeToken, code: 'aaaaa-aaaaa' }, ip).expect(429);
      expect(blocked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TWO_FACTOR_MESSAGES.tooManyAttempts });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('leaves the sign-in of accounts without two-factor as it was', async () => {
      const coach = await registerUser(t);
      const answer = await login(coach).expect(200);
      expect(answer.body).toEqual({ token: expect.any(String), user: expect.objectContaining({ email: coach.email }) });
      expect((await t.http().post('/api/auth/login').send({ email: coach.email, password: 'wrong-password' }).expect(401)).body.message).toBe(
        AUTH_MESSAGES.invalidCredentials,
      );
    });

    it('refuses a disabled account at the second step too', async () => {
      const coach = await registerUser(t);
      const { secret } = await enrol(coach);
      const challengeToken = await challengeOf(coach);
      await t.sql('update users set disabled_at = now() where id = $1', [coach.id]);
      const answer = await secondStep({ challengeToken, code: await codeAt(secret, 1) }).expect(403);
      expect(answer.body.message).toBe(ADMIN_AREA_MESSAGES.accountDisabled);
    });
  });

  describe('recovery codes and turning it off', () => {
    it('replaces the recovery codes for a current app code', async () => {
      const coach = await registerUser(t);
      const { secret, recoveryCodes } = await enrol(coach);
      const replace = (code: string) => t.http().post('/api/auth/two-factor/recovery-codes').set(coach.auth).send({ code });
      expect((await replace('000000').expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
      const fresh = await replace(await codeAt(secret, 1)).expect(200);
      expect(fresh.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      const challengeToken = await challengeOf(coach);
      await secondStep({ challengeToken, code: recoveryCodes[0] }).expect(401);
      await secondStep({ challengeToken, code: fresh.body.recoveryCodes[0] }).expect(200);
    });

    it('turns off with a current code, after which the password alone signs in', async () => {
      const coach = await registerUser(t);
      const { recoveryCodes } = await enrol(coach);
      const disable = (code: unknown) => t.http().post('/api/auth/two-factor/disable').set(coach.auth).send({ code });
      expect((await disable(undefined).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
      expect((await disable('bbbbb-bbbbb').expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
      await disable(recoveryCodes[3]).expect(204);
      expect((await status(coach)).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
      expect((await t.sql('select 1 from two_factor_recovery_codes where user_id = $1', [coach.id])).length).toBe(0);
      expect((await login(coach).expect(200)).body.token).toEqual(expect.any(String));
      expect((await disable('123456').expect(409)).body.message).toBe(TWO_FACTOR_MESSAGES.notEnabled);
    });
  });

  describe('who must have it', () => {
    it('keeps a platform admin out of the admin area until they have set it up, and does not let them turn it off', async () => {
      const admin = await createUserWithRole(t, 'admin');
      await t.http().get('/api/admin/users').set(admin.auth).expect(200);
      await t.sql('delete from user_two_factor where user_id = $1', [admin.id]);

      const refused = await t.http().get('/api/admin/users').set(admin.auth).expect(403);
      expect(refused.body.message).toBe(TWO_FACTOR_MESSAGES.required);
      await t.http().get('/api/admin/analytics').set(admin.auth).expect(403);
      // The queue dashboard (mounted beside the API's routes) too.
      expect((await t.http().get('/api/admin/queues/api/queues').set(admin.auth).expect(403)).body.message).toBe(TWO_FACTOR_MESSAGES.required);
      // What it takes to set it up, or to leave, stays open.
      await t.http().get('/api/auth/me').set(admin.auth).expect(200);
      expect((await status(admin).expect(200)).body).toMatchObject({ enabled: false, required: true });

      const { secret } = await enrol(admin);
      await t.http().get('/api/admin/users').set(admin.auth).expect(200);
      const off = await t
        .http()
        .post('/api/auth/two-factor/disable')
        .set(admin.auth)
        .send({ code: await codeAt(secret, 1) })
        .expect(403);
      expect(off.body.message).toBe(TWO_FACTOR_MESSAGES.requiredCannotDisable);
    });

    it("lets an owner require it of their staff: a staff member without it is kept out until set up; other businesses' staff are not", async () => {
      const owner = await registerUser(t);
      const staff = await createStaff(t, owner, ['view_clients']);
      const elsewhere = await createStaff(t, await registerUser(t), ['view_clients']);
      const policy = (body: unknown) =>
        t
          .http()
          .put('/api/staff/two-factor-policy')
          .set(owner.auth)
          .send(body as object);

      expect((await t.http().get('/api/staff/two-factor-policy').set(owner.auth).expect(200)).body).toEqual({ requireStaffTwoFactor: false });
      expect((await policy({ requireStaffTwoFactor: 'yes' }).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.requireStaffInvalid);
      expect((await policy({}).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.requireStaffInvalid);
      await t.http().put('/api/staff/two-factor-policy').set(staff.auth).send({ requireStaffTwoFactor: false }).expect(403);
      await t.http().get('/api/staff/me').set(staff.auth).expect(200);

      expect((await policy({ requireStaffTwoFactor: true }).expect(200)).body).toEqual({ requireStaffTwoFactor: true });
      const refused = await t.http().get('/api/staff/me').set(staff.auth).expect(403);
      expect(refused.body.message).toBe(TWO_FACTOR_MESSAGES.required);
      await t.http().get('/api/clients').set(staff.auth).expect(403);
      await t.http().get('/api/staff/me').set(elsewhere.auth).expect(200);
      expect((await status(staff).expect(200)).body).toMatchObject({ enabled: false, required: true });

      const { secret } = await enrol(staff);
      await t.http().get('/api/staff/me').set(staff.auth).expect(200);
      await t
        .http()
        .post('/api/auth/two-factor/disable')
        .set(staff.auth)
        .send({ code: await codeAt(secret, 1) })
        .expect(403);

      await policy({ requireStaffTwoFactor: false }).expect(200);
      expect((await status(staff)).body).toMatchObject({ enabled: true, required: false });
    });
  });

  describe('resets', () => {
    it("lets an admin reset an account's two-factor, audited, and lists who has it", async () => {
      const admin = await createUserWithRole(t, 'admin');
      const coach = await registerUser(t);
      await enrol(coach);
      const rows = await t.http().get('/api/admin/users').query({ search: coach.email }).set(admin.auth).expect(200);
      expect(rows.body).toEqual([expect.objectContaining({ id: coach.id, twoFactorEnabled: true })]);

      const reset = (id: string) => t.http().post(`/api/admin/users/${id}/two-factor/reset`).set(admin.auth);
      const answer = await reset(coach.id).expect(200);
      expect(answer.body).toMatchObject({ id: coach.id, twoFactorEnabled: false });
      expect((await login(coach).expect(200)).body.token).toEqual(expect.any(String));
      const trail = await t.http().get('/api/admin/audit-log').query({ targetId: coach.id }).set(admin.auth).expect(200);
      expect(trail.body).toEqual([expect.objectContaining({ action: 'two_factor_reset', actorId: admin.id, targetType: 'user', targetId: coach.id })]);

      expect((await reset(coach.id).expect(409)).body.message).toBe(TWO_FACTOR_MESSAGES.notEnabled);
      expect((await reset('7b0c6a2e-1a4f-4d4e-9d7e-3b8f2f1c0a11').expect(404)).body.message).toBe(ADMIN_AREA_MESSAGES.userNotFound);
      expect((await reset(admin.id).expect(400)).body.message).toBe(ADMIN_AREA_MESSAGES.ownAccount);
      await t.http().post(`/api/admin/users/${coach.id}/two-factor/reset`).set(coach.auth).expect(403);
    });

    it("lets an owner reset a staff member's two-factor, audited; another business's staff answer 404", async () => {
      const owner = await registerUser(t);
      const other = await registerUser(t);
      const staff = await createStaff(t, owner, []);
      await enrol(staff);
      const entryId = (await t.sql<{ id: string }>('select id from business_staff where staff_id = $1', [staff.id]))[0]!.id;

      const listed = await t.http().get('/api/staff').set(owner.auth).expect(200);
      expect(listed.body).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: staff.id, twoFactorEnabled: true }) })]);

      const missing = await t.http().post('/api/staff/7b0c6a2e-1a4f-4d4e-9d7e-3b8f2f1c0a11/two-factor/reset').set(other.auth).expect(404);
      const foreign = await t.http().post(`/api/staff/${entryId}/two-factor/reset`).set(other.auth).expect(404);
      expect(foreign.body).toEqual(missing.body);
      expect((await status(staff)).body.enabled).toBe(true);

      const answer = await t.http().post(`/api/staff/${entryId}/two-factor/reset`).set(owner.auth).expect(200);
      expect(answer.body.user).toMatchObject({ id: staff.id, twoFactorEnabled: false });
      expect((await status(staff)).body.enabled).toBe(false);
      const [entry] = await t.sql<{ action: string; actor_id: string; business_id: string }>(
        'select action, actor_id, business_id from audit_log where target_id = $1',
        [staff.id],
      );
      expect(entry).toEqual({ action: 'two_factor_reset', actor_id: owner.id, business_id: owner.id });
      await t.http().post(`/api/staff/${entryId}/two-factor/reset`).set(owner.auth).expect(409);
    });
  });

  it('the test helper enrols admins (so the other suites keep reaching the admin area)', async () => {
    const admin = await createUserWithRole(t, 'admin');
    expect(admin.totpSecret).toEqual(expect.any(String));
    const coach = await registerUser(t);
    const secret = await enrolTwoFactor(t, coach.id);
    const challengeToken = await challengeOf(coach);
    await secondStep({ challengeToken, code: await codeAt(secret) }).expect(200);
  });
});
