import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, registerUser, signInAgain } from '../../../test/factories';

describe('PUT /api/admin/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('renames the admin and keeps the password when none is sent', async () => {
    const admin = await createUserWithRole(t, 'admin');
    const response = await t.http().put('/api/admin/profile').set(admin.auth).send({ firstName: 'Ada', lastName: 'Ops' }).expect(200);
    expect(response.body).toMatchObject({ firstName: 'Ada', lastName: 'Ops', role: 'admin', email: admin.email });
    await t.http().post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
  });

  it('sets a new password only with the right current one, and signs out other sessions', async () => {
    const admin = await createUserWithRole(t, 'admin');
    const other = { body: await signInAgain(t, admin) };
    const missing = await t.http().put('/api/admin/profile').set(admin.auth).send({ firstName: 'A', lastName: 'B', newPassword: 'brand-new-1' }).expect(400);
    expect(missing.body.message).toBe(ADMIN_MESSAGES.currentPasswordRequired);
    const wrong = await t
      .http()
      .put('/api/admin/profile')
      .set(admin.auth)
      .send({ firstName: 'A', lastName: 'B', currentPassword: 'nope-nope', newPassword: 'brand-new-1' })
      .expect(400);
    expect(wrong.body.message).toBe(ADMIN_MESSAGES.currentPasswordWrong);
    const short = await t
      .http()
      .put('/api/admin/profile')
      .set(admin.auth)
      .send({ firstName: 'A', lastName: 'B', currentPassword: admin.password, newPassword: '12345' })
      .expect(400);
    expect(short.body.message).toBe(ADMIN_MESSAGES.passwordTooShort);
    await t
      .http()
      .put('/api/admin/profile')
      .set(admin.auth)
      .send({ firstName: 'A', lastName: 'B', currentPassword: admin.password, newPassword: 'brand-new-1' })
      .expect(200);
    await t.http().post('/api/auth/login').send({ email: admin.email, password: 'brand-new-1' }).expect(200);
    await t.http().get('/api/auth/me').set(admin.auth).expect(200);
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${other.body.token}`).expect(401);
  });

  it('a new e-mail signs out the other sessions too, and a refused change signs out nobody', async () => {
    const admin = await createUserWithRole(t, 'admin');
    const other = { body: await signInAgain(t, admin) };
    const otherAuth = { Authorization: `Bearer ${other.body.token}` };
    await t
      .http()
      .put('/api/admin/profile')
      .set(admin.auth)
      .send({ firstName: 'A', lastName: 'B', currentPassword: 'wrong-one', newPassword: 'brand-new-1' })
      .expect(400);
    await t.http().get('/api/auth/me').set(otherAuth).expect(200);
    await t
      .http()
      .put('/api/admin/profile')
      .set(admin.auth)
      .send({ firstName: 'A', lastName: 'B', email: `moved-${admin.email}` })
      .expect(200);
    await t.http().get('/api/auth/me').set(otherAuth).expect(401);
    await t.http().get('/api/auth/me').set(admin.auth).expect(200);
  });

  it('validates names and e-mail with the spec messages', async () => {
    const admin = await createUserWithRole(t, 'admin');
    expect((await t.http().put('/api/admin/profile').set(admin.auth).send({ firstName: '', lastName: 'B' }).expect(400)).body.message).toBe(
      AUTH_MESSAGES.firstNameRequired,
    );
    expect((await t.http().put('/api/admin/profile').set(admin.auth).send({ firstName: 'A', lastName: '' }).expect(400)).body.message).toBe(
      AUTH_MESSAGES.lastNameRequired,
    );
    expect((await t.http().put('/api/admin/profile').set(admin.auth).send({ firstName: 'A', lastName: 'B', email: 'x' }).expect(400)).body.message).toBe(
      AUTH_MESSAGES.invalidEmail,
    );
  });

  it('is for admins only', async () => {
    const coach = await registerUser(t);
    await t.http().put('/api/admin/profile').set(coach.auth).send({ firstName: 'A', lastName: 'B' }).expect(403);
    await t.http().put('/api/admin/profile').send({ firstName: 'A', lastName: 'B' }).expect(401);
  });
});
