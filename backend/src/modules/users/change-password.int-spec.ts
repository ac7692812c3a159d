import { AUTH_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser } from '../../../test/factories';

describe('PUT /api/user/password (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withWorkers: false });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) => t.http().post('/api/auth/login').send({ email, password });

  it('checks the current password, applies the rules in order, and signs out the other sessions only', async () => {
    const user = await registerUser(t);
    const other = await login(user.email, user.password).expect(200);
    const change = (body: Record<string, unknown>) => t.http().put('/api/user/password').set(user.auth).send(body);
    expect((await change({ newPassword: 'newpass1', confirmPassword: 'newpass1' }).expect(400)).body.message).toBe(AUTH_MESSAGES.currentPasswordRequired);
    expect((await change({ currentPassword: 'wrong-one', newPassword: 'newpass1', confirmPassword: 'newpass1' }).expect(400)).body.message).toBe(
      AUTH_MESSAGES.currentPasswordWrong,
    );
    expect((await change({ currentPassword: user.password, newPassword: '123', confirmPassword: '123' }).expect(400)).body.message).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
    expect((await change({ currentPassword: user.password, newPassword: 'newpass1', confirmPassword: 'other12' }).expect(400)).body.message).toBe(
      AUTH_MESSAGES.passwordsDoNotMatch,
    );
    await change({ currentPassword: user.password, newPassword: 'newpass1', confirmPassword: 'newpass1' }).expect(204);
    await login(user.email, user.password).expect(401);
    await login(user.email, 'newpass1').expect(200);
    await t.http().get('/api/auth/me').set(user.auth).expect(200);
    await t
      .http()
      .get('/api/auth/me')
      .set({ Authorization: `Bearer ${other.body.token}` })
      .expect(401);
    await t.http().put('/api/user/password').send({}).expect(401);
  });
});
