import { AUTH_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createClient } from '../../../test/client-factories';
import { registerUser, uniqueEmail } from '../../../test/factories';
import { HOSTILE_INPUT_MESSAGES, MAX_INPUT_DEPTH } from './hostile-input';

const JSON_TYPE = { 'Content-Type': 'application/json' };

describe('hostile input (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Nul',
    lastName: 'Byte',
    email: uniqueEmail('hostile'),
    password: 'secret123',
    confirmPassword: 'secret123',
    businessName: 'Hostile Fitness',
    ...overrides,
  });

  it.each([
    ['a NUL byte in a name', { firstName: 'Jo\u0000hn' }, 'firstName'],
    ['a NUL byte in the e-mail', { email: 'a\u0000b@example.com' }, 'email'],
    ['a lone high surrogate', { lastName: 'x\ud800' }, 'lastName'],
    ['a lone low surrogate', { businessName: '\udc00 Gym' }, 'businessName'],
  ])('refuses %s with 400 and the error shape', async (_case, change, field) => {
    const response = await t.http().post('/api/auth/register').send(registration(change)).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: HOSTILE_INPUT_MESSAGES.invalidText,
      errors: [{ field, message: HOSTILE_INPUT_MESSAGES.invalidText }],
    });
  });

  it('refuses a lone surrogate sent as a JSON escape (what a fuzzer sends)', async () => {
    const body = JSON.stringify(registration()).replace('"Nul"', '"\\ud83d"');
    const response = await t.http().post('/api/auth/register').set('Content-Type', 'application/json').send(body).expect(400);
    expect(response.body.errors).toEqual([{ field: 'firstName', message: HOSTILE_INPUT_MESSAGES.invalidText }]);
  });

  it('refuses a NUL byte at sign-in and in a query string', async () => {
    await t.http().post('/api/auth/login').send({ email: 'x\u0000@example.com', password: 'whatever' }).expect(400);
    const coach = await registerUser(t);
    const response = await t.http().get('/api/clients?search=a%00b').set(coach.auth).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', errors: [{ field: 'search', message: HOSTILE_INPUT_MESSAGES.invalidText }] });
  });

  it('still accepts accents and emoji', async () => {
    const response = await t
      .http()
      .post('/api/auth/register')
      .send(registration({ firstName: 'Zoë 💪', businessName: 'Café Forte' }))
      .expect(201);
    expect(response.body.user.firstName).toBe('Zoë 💪');
  });

  it('answers deeply nested JSON with 400', async () => {
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const response = await t.http().post('/api/auth/register').set(JSON_TYPE).send(deep).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: HOSTILE_INPUT_MESSAGES.tooDeep });
    const nestedArrays = JSON.stringify({ ...registration(), firstName: JSON.parse(`${'['.repeat(MAX_INPUT_DEPTH + 1)}${']'.repeat(MAX_INPUT_DEPTH + 1)}`) });
    expect((await t.http().post('/api/auth/register').set(JSON_TYPE).send(nestedArrays).expect(400)).body.message).toBe(HOSTILE_INPUT_MESSAGES.tooDeep);
  });

  it("answers a corrupt compressed body with 400 in its own words, not the decompressor's", async () => {
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const response = await t.http().post('/api/auth/login').set(JSON_TYPE).set('Content-Encoding', encoding).send('not compressed at all').expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Malformed request body' });
    }
  });

  it('refuses __proto__ and constructor keys, which the whitelist alone lets through', async () => {
    const coach = await registerUser(t);
    for (const body of [
      '{"__proto__":{"x":1},"firstName":"A","lastName":"B","email":"proto@example.com"}',
      '{"constructor":{"prototype":{"x":1}},"firstName":"A","lastName":"B","email":"ctor@example.com"}',
    ]) {
      const response = await t.http().post('/api/clients').set(coach.auth).set(JSON_TYPE).send(body).expect(400);
      expect(response.body.errors[0].message).toMatch(/^property (__proto__|constructor) should not exist$/);
    }
    expect((await t.http().get('/api/clients').set(coach.auth).expect(200)).body).toEqual([]);
  });

  it('treats a coach_session cookie that cookie-parser turns into an object as no session', async () => {
    const cookie = `coach_session=${encodeURIComponent('j:{"a":1}')}`;
    await t.http().get('/api/health').set('Cookie', cookie).expect(200);
    const me = await t.http().get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(me.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
    const csrfObject = `${cookie}; csrf_token=${encodeURIComponent('j:["x"]')}`;
    await t.http().post('/api/auth/login').set('Cookie', csrfObject).send({ email: uniqueEmail(), password: 'whatever' }).expect(401);
  });

  it('answers a number in exponent notation with 400 from the decimal-places check, not 500', async () => {
    const coach = await registerUser(t);
    const client = await createClient(t, coach);
    const tiny = await t.http().post(`/api/clients/${client.id}/measurements`).set(coach.auth).set(JSON_TYPE).send('{"weight":1e-7}').expect(400);
    expect(tiny.body).toMatchObject({ statusCode: 400, error: 'Bad Request', errors: [{ field: 'weight' }] });
    await t.http().post(`/api/clients/${client.id}/measurements`).set(coach.auth).send({ weight: 1e-2 }).expect(201);
  });

  it('keeps working for ordinary sign-ups afterwards', async () => {
    const response = await t
      .http()
      .post('/api/auth/register')
      .send(registration({ role: 'business' }))
      .expect(201);
    expect(response.body.user.role).toBe('business');
    expect((await t.http().post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong-one' }).expect(401)).body.message).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
  });
});
