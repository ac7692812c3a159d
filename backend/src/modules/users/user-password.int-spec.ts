import { AUTH_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';

/** A client's own profile: units and time zone through PUT /api/user/profile, and PUT /api/user/password. */
describe('own profile: units, time zone and password change (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '5', LOGIN_MAX_FAILURES_PER_IP: '1000', LOGIN_THROTTLE_WINDOW: '15m' } });
  });
  afterAll(() => t.close());

  const signInAgain = async (user: { email: string }, password: string) => {
    const response = await t.http().post('/api/auth/login').send({ email: user.email, password }).expect(200);
    return { Authorization: `Bearer ${response.body.token}` };
  };

  it('a client saves their names, phone, time zone and units, and /me answers them', async () => {
    const client = await createClientUser(t, await registerUser(t));
    const me = await t.http().get('/api/auth/me').set(client.auth).expect(200);
    expect(me.body).toMatchObject({ units: 'imperial', timeZone: 'UTC' });

    const body = { firstName: 'Robin', lastName: 'Lee', email: client.email, phone: '+44 20 7946 0000', timeZone: 'Europe/London', units: 'metric' };
    await t.http().put('/api/user/profile').set(client.auth).send(body).expect(200);
    expect((await t.http().get('/api/auth/me').set(client.auth).expect(200)).body).toMatchObject(body);

    const bad = await t
      .http()
      .put('/api/user/profile')
      .set(client.auth)
      .send({ ...body, units: 'stones' })
      .expect(400);
    expect(bad.body.message).toBe(AUTH_MESSAGES.invalidUnits);
  });

  it('changes the password with the current one and signs out the other sessions only', async () => {
    const client: SignedInUser = await createClientUser(t, await registerUser(t));
    const other = await signInAgain(client, client.password);

    await t
      .http()
      .put('/api/user/password')
      .set(client.auth)
      .send({ currentPassword: client.password, newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' })
      .expect(204);

    await t.http().get('/api/auth/me').set(other).expect(401);
    await t.http().get('/api/auth/me').set(client.auth).expect(200);
    await t.http().post('/api/auth/login').send({ email: client.email, password: client.password }).expect(401);
    await signInAgain(client, 'fresh-pass-1');
  });

  it('refuses a wrong current password, a short or unconfirmed new one, and changes nothing', async () => {
    const user = await registerUser(t, { role: 'client' });
    const other = await signInAgain(user, user.password);
    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ currentPassword: 'not-it', newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' }, AUTH_MESSAGES.currentPasswordWrong],
      [{ currentPassword: user.password, newPassword: 'short', confirmPassword: 'short' }, AUTH_MESSAGES.passwordTooShort],
      [{ currentPassword: user.password, newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-2' }, AUTH_MESSAGES.passwordsDoNotMatch],
      [{ currentPassword: '', newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' }, AUTH_MESSAGES.currentPasswordRequired],
      [{ newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' }, AUTH_MESSAGES.currentPasswordRequired],
    ];
    for (const [body, message] of attempts) {
      const response = await t.http().put('/api/user/password').set(user.auth).send(body).expect(400);
      expect(response.body.message).toBe(message);
    }
    await t.http().get('/api/auth/me').set(other).expect(200);
    await signInAgain(user, user.password);
    await t.http().put('/api/user/password').send({ currentPassword: 'x', newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' }).expect(401);
  });

  it('counts guesses of the current password as sign-in attempts: after five, even the right one answers 429', async () => {
    const user = await registerUser(t, { role: 'client' });
    const change = (currentPassword: string) =>
      t.http().put('/api/user/password').set(user.auth).send({ currentPassword, newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' });
    for (let guess = 0; guess < 5; guess++) await change(`guess-${guess}`).expect(400);

    const blocked = await change(user.password).expect(429);
    expect(blocked.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
  });
});
