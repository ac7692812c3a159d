import { AUTH_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, uniqueEmail } from '../../../test/factories';

describe('user profile (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Jo',
    lastName: 'March',
    email: uniqueEmail('profile'),
    businessName: 'March Fitness',
    phone: '+1 555 0101',
    ...overrides,
  });

  it('PUT /api/user/profile saves the fields and /me shows them', async () => {
    const user = await registerUser(t);
    const body = profile();
    const response = await t.http().put('/api/user/profile').set(user.auth).send(body).expect(200);
    expect(response.body).toMatchObject({ ...body, id: user.id });
    const me = await t.http().get('/api/auth/me').set(user.auth).expect(200);
    expect(me.body).toMatchObject(body);
  });

  it.each([
    [{ firstName: '' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ lastName: ' ' }, 'lastName', AUTH_MESSAGES.lastNameRequired],
    [{ email: 'nope' }, 'email', AUTH_MESSAGES.invalidEmail],
    [{ timeZone: null }, 'timeZone', 'Time zone must be an IANA time zone such as Europe/London'],
  ])('rejects %o with the spec message', async (change, field, message) => {
    const user = await registerUser(t);
    const response = await t.http().put('/api/user/profile').set(user.auth).send(profile(change)).expect(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toEqual([{ field, message }]);
  });

  it('lists every broken field at once, first name first', async () => {
    const user = await registerUser(t);
    const response = await t
      .http()
      .put('/api/user/profile')
      .set(user.auth)
      .send(profile({ firstName: '', lastName: '', email: 'x' }))
      .expect(400);
    expect(response.body.errors.map((e: { field: string }) => e.field)).toEqual(['firstName', 'lastName', 'email']);
  });

  it('keeps the business name off client accounts', async () => {
    const user = await registerUser(t, { role: 'client' });
    const response = await t.http().put('/api/user/profile').set(user.auth).send(profile()).expect(200);
    expect(response.body.businessName).toBeNull();
  });

  it("refuses another account's e-mail and keeps the saved profile", async () => {
    const other = await registerUser(t);
    const user = await registerUser(t, { firstName: 'Keep' });
    const response = await t
      .http()
      .put('/api/user/profile')
      .set(user.auth)
      .send(profile({ email: other.email.toUpperCase(), firstName: 'Lost' }))
      .expect(409);
    expect(response.body.message).toBe(AUTH_MESSAGES.emailTaken);
    const me = await t.http().get('/api/auth/me').set(user.auth).expect(200);
    expect(me.body).toMatchObject({ firstName: 'Keep', email: user.email });
  });

  it('refuses an e-mail on the platform domain, as registration does, and keeps the saved one', async () => {
    const user = await registerUser(t);
    for (const email of [`ops@${t.config.PLATFORM_ADMIN_DOMAIN}`, `Someone@${t.config.PLATFORM_ADMIN_DOMAIN.toUpperCase()}`]) {
      const response = await t.http().put('/api/user/profile').set(user.auth).send(profile({ email })).expect(403);
      expect(response.body).toEqual({ statusCode: 403, error: 'Forbidden', message: AUTH_MESSAGES.platformDomainSignup });
    }
    expect((await t.http().get('/api/auth/me').set(user.auth).expect(200)).body.email).toBe(user.email);
  });

  it("a new e-mail signs out the user's other sessions; the current one stays", async () => {
    const user = await registerUser(t);
    const other = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const otherAuth = { Authorization: `Bearer ${other.body.token}` };
    // Saving without changing the e-mail signs nobody out.
    await t
      .http()
      .put('/api/user/profile')
      .set(user.auth)
      .send(profile({ email: user.email }))
      .expect(200);
    await t.http().get('/api/auth/me').set(otherAuth).expect(200);
    await t.http().put('/api/user/profile').set(user.auth).send(profile()).expect(200);
    await t.http().get('/api/auth/me').set(otherAuth).expect(401);
    await t.http().get('/api/auth/me').set(user.auth).expect(200);
  });

  it('cannot change the role through the profile', async () => {
    const user = await registerUser(t, { role: 'client' });
    await t
      .http()
      .put('/api/user/profile')
      .set(user.auth)
      .send(profile({ role: 'admin' }))
      .expect(400);
    const [row] = await t.sql<{ role: string }>('select role from users where id = $1', [user.id]);
    expect(row!.role).toBe('client');
  });

  it('POST /api/user/complete-onboarding marks the wizard done', async () => {
    const user = await registerUser(t);
    const response = await t.http().post('/api/user/complete-onboarding').set(user.auth).expect(200);
    expect(response.body.onboardingCompleted).toBe(true);
    expect((await t.http().get('/api/auth/me').set(user.auth)).body.onboardingCompleted).toBe(true);
  });

  it('needs a session', async () => {
    await t.http().put('/api/user/profile').send(profile()).expect(401);
    await t.http().post('/api/user/complete-onboarding').expect(401);
  });
});
