import { AUTH_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, uniqueEmail } from '../../../test/factories';

const valid = () => ({
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: uniqueEmail('coach'),
  password: 'secret123',
  confirmPassword: 'secret123',
  role: 'business',
  businessName: 'Rivera Strength',
});

describe('auth (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates a business account, answers token and user, and sets the session cookies', async () => {
      const body = valid();
      const response = await t.http().post('/api/auth/register').send(body).expect(201);
      expect(response.body.token).toEqual(expect.any(String));
      expect(response.body.user).toMatchObject({
        email: body.email,
        firstName: 'Jordan',
        lastName: 'Rivera',
        role: 'business',
        businessName: 'Rivera Strength',
        onboardingCompleted: false,
      });
      expect(response.body.user.password).toBeUndefined();
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      const session = cookies.find((c) => c.startsWith('coach_session='))!;
      expect(session).toContain('HttpOnly');
      expect(session).toContain('SameSite=Lax');
      expect(session).toContain(`coach_session=${response.body.token}`);
      expect(cookies.find((c) => c.startsWith('csrf_token='))).not.toContain('HttpOnly');
    });

    it('stores the password as an argon2id hash', async () => {
      const body = valid();
      await t.http().post('/api/auth/register').send(body).expect(201);
      const [row] = await t.sql<{ password: string }>('select password from users where email = $1', [body.email]);
      expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('keeps only the hash of the session token', async () => {
      const response = await t.http().post('/api/auth/register').send(valid()).expect(201);
      const rows = await t.sql<{ token_hash: string }>('select token_hash from sessions where user_id = $1', [response.body.user.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).not.toBe(response.body.token);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      ['firstName', { firstName: '' }],
      ['lastName', { lastName: '   ' }],
      ['email', { email: undefined }],
      ['password', { password: '', confirmPassword: '' }],
    ])('asks for every required field (%s missing)', async (_field, change) => {
      const response = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), ...change })
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: AUTH_MESSAGES.registerRequired });
    });

    it('checks the rules in the spec order: required, match, length, business name', async () => {
      const all = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), firstName: '', password: 'abc', confirmPassword: 'abd', businessName: '' });
      expect(all.body.message).toBe(AUTH_MESSAGES.registerRequired);
      const mismatch = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), password: 'abc', confirmPassword: 'abd', businessName: '' });
      expect(mismatch.body.message).toBe(AUTH_MESSAGES.passwordsDoNotMatch);
      expect(mismatch.body.errors).toEqual(expect.arrayContaining([{ field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDoNotMatch }]));
      const short = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), password: 'abcde', confirmPassword: 'abcde', businessName: '' });
      expect(short.body.message).toBe(AUTH_MESSAGES.passwordTooShort);
      const business = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), businessName: '' })
        .expect(400);
      expect(business.body.message).toBe(AUTH_MESSAGES.businessNameRequired);
    });

    it('does not need a business name for a client account, and drops one if sent', async () => {
      const response = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), role: 'client', businessName: 'Ignored Co' })
        .expect(201);
      expect(response.body.user).toMatchObject({ role: 'client', businessName: null });
    });

    it('records the time zone sent (the browser’s), UTC when left out; anything but an IANA zone is 400', async () => {
      const inLosAngeles = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), timeZone: 'America/Los_Angeles' })
        .expect(201);
      expect(inLosAngeles.body.user.timeZone).toBe('America/Los_Angeles');
      expect((await t.http().get('/api/auth/me').set('Authorization', `Bearer ${inLosAngeles.body.token}`).expect(200)).body.timeZone).toBe(
        'America/Los_Angeles',
      );
      expect((await t.http().post('/api/auth/register').send(valid()).expect(201)).body.user.timeZone).toBe('UTC');
      for (const timeZone of ['Mars/Olympus_Mons', '', 42]) {
        const refused = await t
          .http()
          .post('/api/auth/register')
          .send({ ...valid(), timeZone })
          .expect(400);
        expect(refused.body.message).toBe('Time zone must be an IANA time zone such as Europe/London');
      }
    });

    it('needs a business name when role is left out, since business is the default', async () => {
      const { role: _role, businessName: _name, ...withoutRole } = valid();
      const missing = await t.http().post('/api/auth/register').send(withoutRole).expect(400);
      expect(missing.body.message).toBe(AUTH_MESSAGES.businessNameRequired);
      expect(missing.body.errors).toEqual([{ field: 'businessName', message: AUTH_MESSAGES.businessNameRequired }]);
      const created = await t
        .http()
        .post('/api/auth/register')
        .send({ ...withoutRole, businessName: 'Default Role Gym' })
        .expect(201);
      expect(created.body.user).toMatchObject({ role: 'business', businessName: 'Default Role Gym' });
    });

    it('answers with Cache-Control: no-store, since the answer carries the token', async () => {
      const registered = await t.http().post('/api/auth/register').send(valid()).expect(201);
      expect(registered.headers['cache-control']).toBe('no-store');
      const login = await t.http().post('/api/auth/login').send({ email: registered.body.user.email, password: 'secret123' }).expect(200);
      expect(login.headers['cache-control']).toBe('no-store');
    });

    it('refuses roles self-signup does not offer', async () => {
      for (const role of ['admin', 'staff', 'superuser']) {
        const response = await t
          .http()
          .post('/api/auth/register')
          .send({ ...valid(), role })
          .expect(400);
        expect(response.body.message).toBe(AUTH_MESSAGES.invalidRole);
      }
      const [{ count }] = (await t.sql<{ count: string }>("select count(*) from users where role in ('admin', 'staff')")) as [{ count: string }];
      expect(count).toBe('0');
    });

    it('refuses addresses on the platform admin domain', async () => {
      const response = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), email: 'Someone@CoachCore.app' })
        .expect(403);
      expect(response.body.message).toBe(AUTH_MESSAGES.platformDomainSignup);
    });

    it('treats e-mails case-insensitively and refuses a second account', async () => {
      const email = uniqueEmail('dup');
      await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), email })
        .expect(201);
      const response = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), email: email.toUpperCase() })
        .expect(409);
      expect(response.body.message).toBe(AUTH_MESSAGES.emailTaken);
    });

    it('rejects an invalid e-mail address', async () => {
      const response = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), email: 'not-an-email' })
        .expect(400);
      expect(response.body.message).toBe(AUTH_MESSAGES.invalidEmail);
    });

    it('rejects unknown properties such as isActive or coachId', async () => {
      const response = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), isActive: false })
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'isActive', message: 'property isActive should not exist' }]);
    });

    it('answers 400, never 500, for wrong types', async () => {
      const response = await t
        .http()
        .post('/api/auth/register')
        .send({ ...valid(), firstName: 42, password: ['x'] })
        .expect(400);
      expect(response.body.message).toBe(AUTH_MESSAGES.registerRequired);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with any capitalisation of the e-mail', async () => {
      const user = await registerUser(t);
      const response = await t.http().post('/api/auth/login').send({ email: user.email.toUpperCase(), password: user.password }).expect(200);
      expect(response.body.user).toMatchObject({ email: user.email, role: 'business', firstName: 'Test', lastName: 'User' });
      expect(response.body.token).not.toBe(user.token);
    });

    it('needs both e-mail and password', async () => {
      for (const body of [{ email: 'a@b.co' }, { password: 'x' }, {}, { email: '', password: '' }]) {
        const response = await t.http().post('/api/auth/login').send(body).expect(400);
        expect(response.body.message).toBe(AUTH_MESSAGES.loginRequired);
      }
    });

    it('gives the same answer for a wrong password and an unknown e-mail', async () => {
      const user = await registerUser(t);
      const wrong = await t.http().post('/api/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
      const unknown = await t
        .http()
        .post('/api/auth/login')
        .send({ email: uniqueEmail('ghost'), password: 'wrong-password' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
    });

    it('throttles an account after repeated failures, even with the right password', async () => {
      const user = await registerUser(t);
      for (let i = 0; i < 3; i += 1) await t.http().post('/api/auth/login').send({ email: user.email, password: 'nope-nope' }).expect(401);
      const blocked = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
      expect(blocked.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: AUTH_MESSAGES.tooManyAttempts });
      // Another account from the same address still signs in.
      const other = await registerUser(t);
      await t.http().post('/api/auth/login').send({ email: other.email, password: other.password }).expect(200);
    });

    it('forgets earlier failures after a successful sign-in', async () => {
      const user = await registerUser(t);
      for (let i = 0; i < 2; i += 1) await t.http().post('/api/auth/login').send({ email: user.email, password: 'nope-nope' }).expect(401);
      await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      for (let i = 0; i < 2; i += 1) await t.http().post('/api/auth/login').send({ email: user.email, password: 'nope-nope' }).expect(401);
      await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    });
  });

  describe('sessions', () => {
    it('GET /api/auth/me answers the user for a bearer token and for the cookie', async () => {
      const user = await registerUser(t, { firstName: 'Ann' });
      const viaBearer = await t.http().get('/api/auth/me').set(user.auth).expect(200);
      expect(viaBearer.body).toMatchObject({ id: user.id, email: user.email, firstName: 'Ann', onboardingCompleted: false });
      const viaCookie = await t.http().get('/api/auth/me').set('Cookie', `coach_session=${user.token}`).expect(200);
      expect(viaCookie.body.id).toBe(user.id);
    });

    it('answers 401 without a session or with a made-up token', async () => {
      const anonymous = await t.http().get('/api/auth/me').expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
      await t.http().get('/api/auth/me').set('Authorization', 'Bearer made-up').expect(401);
    });

    it('reads the token from the Authorization header or the cookie only, and a bad bearer token is not rescued by the cookie', async () => {
      const user = await registerUser(t);
      await t.http().get(`/api/auth/me?access_token=${user.token}`).expect(401);
      await t.http().get('/api/auth/me').set('Authorization', `bearer ${user.token}`).expect(200);
      const stale = await t.http().get('/api/auth/me').set('Authorization', 'Bearer made-up').set('Cookie', `coach_session=${user.token}`).expect(401);
      expect(stale.body.message).toBe('Authentication required');
    });

    it('keeps the sessions of each app in one process apart (each reads its own database)', async () => {
      const user = await registerUser(t);
      const other = await createTestApp();
      try {
        const stranger = await registerUser(other);
        await other.http().get('/api/auth/me').set(stranger.auth).expect(200);
        await other.http().get('/api/auth/me').set(user.auth).expect(401);
        await t.http().get('/api/auth/me').set(stranger.auth).expect(401);
        await t.http().get('/api/auth/me').set(user.auth).expect(200);
      } finally {
        await other.close();
      }
      await t.http().get('/api/auth/me').set(user.auth).expect(200);
    });

    it('logout revokes the session: the same token then gets 401, other sessions live on', async () => {
      const user = await registerUser(t);
      const second = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      const response = await t.http().post('/api/auth/logout').set(user.auth).expect(200);
      expect(response.body).toEqual({ success: true });
      expect(([] as string[]).concat(response.headers['set-cookie'] ?? []).join(';')).toContain('coach_session=;');
      await t.http().get('/api/auth/me').set(user.auth).expect(401);
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${second.body.token}`).expect(200);
    });

    it("binds the CSRF token to the session: a planted cookie and header do not pass, nor another session's token", async () => {
      const user = await registerUser(t);
      const other = await registerUser(t);
      const login = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      const csrf = cookieValue(login, 'csrf_token');
      const session = `coach_session=${login.body.token}`;
      // Double submit alone would accept any pair the attacker chose.
      const planted = await t
        .http()
        .post('/api/user/complete-onboarding')
        .set('Cookie', `${session}; csrf_token=attacker`)
        .set('X-CSRF-Token', 'attacker')
        .expect(403);
      expect(planted.body.message).toBe('Missing or invalid CSRF token');
      const othersToken = cookieValue(await t.http().post('/api/auth/login').send({ email: other.email, password: other.password }).expect(200), 'csrf_token');
      await t.http().post('/api/user/complete-onboarding').set('Cookie', `${session}; csrf_token=${othersToken}`).set('X-CSRF-Token', othersToken).expect(403);
      // The session's own token passes, whatever the cookie says.
      await t.http().post('/api/user/complete-onboarding').set('Cookie', `${session}; csrf_token=stale`).set('X-CSRF-Token', csrf).expect(200);
    });

    it("gives a browser with a stale csrf_token cookie its session's token on the next request", async () => {
      const user = await registerUser(t);
      const login = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      const me = await t.http().get('/api/auth/me').set('Cookie', `coach_session=${login.body.token}; csrf_token=from-before`).expect(200);
      expect(cookieValue(me, 'csrf_token')).toBe(cookieValue(login, 'csrf_token'));
      const fresh = await t
        .http()
        .get('/api/auth/me')
        .set('Cookie', `coach_session=${login.body.token}; csrf_token=${cookieValue(login, 'csrf_token')}`)
        .expect(200);
      expect(fresh.headers['set-cookie']).toBeUndefined();
    });

    it('requires the CSRF header for cookie-authenticated writes', async () => {
      const agent = t.http();
      const user = await registerUser(t);
      const login = await agent.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
      const csrf = cookies.find((c) => c.startsWith('csrf_token='))!.split('=')[1]!;
      const without = await t.http().post('/api/user/complete-onboarding').set('Cookie', cookies.join('; ')).expect(403);
      expect(without.body.message).toBe('Missing or invalid CSRF token');
      await t.http().post('/api/user/complete-onboarding').set('Cookie', cookies.join('; ')).set('X-CSRF-Token', 'forged').expect(403);
      await t.http().post('/api/user/complete-onboarding').set('Cookie', cookies.join('; ')).set('X-CSRF-Token', csrf).expect(200);
      // Reads with the cookie need no header; bearer writes need none either.
      await t.http().get('/api/auth/me').set('Cookie', cookies.join('; ')).expect(200);
      await t.http().post('/api/user/complete-onboarding').set(user.auth).expect(200);
    });
  });
});

const cookieValue = (response: { headers: Record<string, unknown> }, name: string): string => {
  const cookies = ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []);
  return cookies
    .find((c) => c.startsWith(`${name}=`))!
    .split(';')[0]!
    .slice(name.length + 1);
};

describe('registration rate limit (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTER_MAX_PER_IP: '3', REGISTER_THROTTLE_WINDOW: '1h' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit per address, atomically; other addresses go on', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.http().post('/api/auth/register').set('X-Forwarded-For', '198.51.100.30').send(valid())),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: AUTH_MESSAGES.tooManySignUps });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3500);
    await t.http().post('/api/auth/register').set('X-Forwarded-For', '198.51.100.31').send(valid()).expect(201);
  });
});

describe('session expiry (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_TTL: '1' } });
  });
  afterAll(() => t.close());

  it('a session stops working after SESSION_TTL', async () => {
    const user = await registerUser(t);
    await t.http().get('/api/auth/me').set(user.auth).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await t.http().get('/api/auth/me').set(user.auth).expect(401);
  });
});

describe('login throttling per IP (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '100', LOGIN_MAX_FAILURES_PER_IP: '4' } });
  });
  afterAll(() => t.close());

  it('blocks an address that fails across many accounts', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 4; i += 1)
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: uniqueEmail('spray'), password: 'guess-guess' })
        .expect(401);
    const response = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
    expect(response.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
});
