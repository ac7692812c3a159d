import type { AuthUser } from '../../common/http/authenticated-request';
import { BearerSessionStrategy } from './bearer-session.strategy';
import { CookieSessionStrategy } from './cookie-session.strategy';
import { SessionAuthenticator } from './session-authenticator.service';
import type { SessionRequest } from './session-credentials';
import type { SessionsService } from './sessions.service';

const user = (token: string): AuthUser => ({
  id: `user-${token}`,
  email: `${token}@example.com`,
  role: 'business',
  firstName: 'A',
  lastName: 'B',
  sessionId: `s-${token}`,
});

/** Live sessions: `good`, `other` and `slow` (answers after the others). */
function authenticator() {
  const lookups: string[] = [];
  const sessions = {
    async findActiveUser(token: string): Promise<AuthUser | null> {
      lookups.push(token);
      if (token === 'broken') throw new Error('database down');
      if (token === 'slow') await new Promise((resolve) => setTimeout(resolve, 20));
      return ['good', 'other', 'slow'].includes(token) ? user(token) : null;
    },
  } as unknown as SessionsService;
  return { lookups, auth: new SessionAuthenticator(new BearerSessionStrategy(sessions), new CookieSessionStrategy(sessions)) };
}

const request = (parts: { authorization?: string; cookies?: Record<string, unknown>; query?: object; body?: object } = {}): SessionRequest =>
  ({ headers: { authorization: parts.authorization }, cookies: parts.cookies ?? {}, query: parts.query ?? {}, body: parts.body }) as SessionRequest;

describe('SessionAuthenticator (the session strategies)', () => {
  it('signs in by a bearer token, whatever the case of the scheme', async () => {
    const { auth } = authenticator();
    await expect(auth.authenticate(request({ authorization: 'Bearer good' }))).resolves.toEqual({ user: user('good'), via: 'bearer', token: 'good' });
    await expect(auth.authenticate(request({ authorization: 'bearer good' }))).resolves.toMatchObject({ via: 'bearer' });
  });

  it('signs in by the session cookie', async () => {
    const { auth } = authenticator();
    await expect(auth.authenticate(request({ cookies: { coach_session: 'good' } }))).resolves.toEqual({ user: user('good'), via: 'cookie', token: 'good' });
  });

  it('judges a request that names a bearer token by that token alone', async () => {
    const { auth, lookups } = authenticator();
    await expect(auth.authenticate(request({ authorization: 'Bearer revoked', cookies: { coach_session: 'good' } }))).resolves.toBeNull();
    expect(lookups).toEqual(['revoked']);
    await expect(auth.authenticate(request({ authorization: 'Bearer other', cookies: { coach_session: 'good' } }))).resolves.toMatchObject({
      user: user('other'),
      via: 'bearer',
    });
  });

  it('takes no token from the query string or the body', async () => {
    const { auth, lookups } = authenticator();
    await expect(auth.authenticate(request({ query: { access_token: 'good' } }))).resolves.toBeNull();
    await expect(auth.authenticate(request({ body: { access_token: 'good' } }))).resolves.toBeNull();
    expect(lookups).toEqual([]);
  });

  it('treats no credentials, another scheme and a cookie that is not text as no session', async () => {
    const { auth, lookups } = authenticator();
    await expect(auth.authenticate(request())).resolves.toBeNull();
    await expect(auth.authenticate(request({ authorization: 'Basic Z29vZA==' }))).resolves.toBeNull();
    await expect(auth.authenticate(request({ cookies: { coach_session: { token: 'good' } } }))).resolves.toBeNull();
    expect(lookups).toEqual([]);
  });

  it('rejects with the lookup error (the filter answers 503 for an outage)', async () => {
    const { auth } = authenticator();
    await expect(auth.authenticate(request({ authorization: 'Bearer broken' }))).rejects.toThrow('database down');
    await expect(auth.authenticate(request({ cookies: { coach_session: 'broken' } }))).rejects.toThrow('database down');
  });

  it('gives each of concurrent requests its own user', async () => {
    const { auth } = authenticator();
    const answers = await Promise.all([
      auth.authenticate(request({ authorization: 'Bearer slow' })),
      auth.authenticate(request({ authorization: 'Bearer good' })),
      auth.authenticate(request({ cookies: { coach_session: 'other' } })),
    ]);
    expect(answers.map((answer) => answer?.user.id)).toEqual(['user-slow', 'user-good', 'user-other']);
  });
});
