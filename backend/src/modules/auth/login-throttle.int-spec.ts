import { AUTH_MESSAGES } from '@coachcore/domain';
import type { Redis } from 'ioredis';
import { REDIS } from '../../infra/redis/redis.module';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, uniqueEmail } from '../../../test/factories';

/** TRUST_PROXY defaults to loopback, so the tests can speak from any address. */
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('sign-in throttling (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '5', LOGIN_MAX_FAILURES_PER_IP: '30', LOGIN_THROTTLE_WINDOW: '15m' } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) => t.http().post('/api/auth/login').set(from(ip)).send({ email, password });

  it('counts attempts atomically: of 50 concurrent wrong passwords at most the limit are checked', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(user.email, 'wrong-password', '198.51.100.7')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
  });

  it('answers 429 with Retry-After and the spec message', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 5; i += 1) await login(user.email, 'wrong-password', '198.51.100.8').expect(401);
    const blocked = await login(user.email, user.password, '198.51.100.8').expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: AUTH_MESSAGES.tooManyAttempts });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('cannot lock the person out: the right password from another address still works', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 5; i += 1) await login(user.email, 'wrong-password', '203.0.113.66').expect(401);
    await login(user.email, user.password, '203.0.113.66').expect(429);
    await login(user.email, user.password, '192.0.2.10').expect(200);
  });

  it('locks a pair again for twice as long each time', async () => {
    const user = await registerUser(t);
    const ip = '198.51.100.9';
    for (let i = 0; i < 5; i += 1) await login(user.email, 'wrong-password', ip).expect(401);
    const first = Number((await login(user.email, 'wrong-password', ip).expect(429)).headers['retry-after']);
    // The lock ends (simulated by removing it): five more tries, then a longer lock.
    await endLocks(t);
    for (let i = 0; i < 5; i += 1) await login(user.email, 'wrong-password', ip).expect(401);
    const second = Number((await login(user.email, 'wrong-password', ip).expect(429)).headers['retry-after']);
    expect(second).toBeGreaterThan(first * 1.9);
  });

  it('a success clears the pair: earlier failures do not add up across successful sign-ins', async () => {
    const user = await registerUser(t);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) await login(user.email, 'wrong-password', '198.51.100.10').expect(401);
      await login(user.email, user.password, '198.51.100.10').expect(200);
    }
  });

  it('successful sign-ins do not count against the address', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 35; i += 1) await login(user.email, user.password, '198.51.100.11').expect(200);
  });
});

describe('sign-in throttling per address (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '100', LOGIN_MAX_FAILURES_PER_IP: '6' } });
  });
  afterAll(() => t.close());

  it('stops password spraying from one address, atomically, and leaves other addresses alone', async () => {
    const user = await registerUser(t);
    const spray = await Promise.all(
      Array.from({ length: 30 }, () =>
        t
          .http()
          .post('/api/auth/login')
          .set(from('198.51.100.20'))
          .send({ email: uniqueEmail('spray'), password: 'guess-guess' }),
      ),
    );
    expect(spray.filter((a) => a.status === 401)).toHaveLength(6);
    expect(spray.filter((a) => a.status === 429)).toHaveLength(24);
    expect(spray.find((a) => a.status === 429)!.headers['retry-after']).toMatch(/^\d+$/);
    await t.http().post('/api/auth/login').set(from('198.51.100.20')).send({ email: user.email, password: user.password }).expect(429);
    await t.http().post('/api/auth/login').set(from('198.51.100.21')).send({ email: user.email, password: user.password }).expect(200);
  });
});

/** Ends every running lock of this app's pairs, as time passing would. */
async function endLocks(t: TestApp): Promise<void> {
  const redis = t.app.get<Redis>(REDIS);
  const keys = await redis.keys(`${t.config.REDIS_PREFIX}:login:pair:*:lock`);
  if (keys.length) await redis.del(...keys);
}
