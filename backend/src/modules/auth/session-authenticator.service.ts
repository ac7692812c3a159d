import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import type { AuthUser } from '../../common/http/authenticated-request';
import { BEARER_SESSION, BearerSessionStrategy } from './bearer-session.strategy';
import { COOKIE_SESSION, CookieSessionStrategy } from './cookie-session.strategy';
import type { Authentication, SessionCredentials, SessionRequest } from './session-credentials';
import { namesBearerToken } from './session-token';

/** The request shape sockets hand in (their handshake), for the realtime module. */
export type { SessionRequest } from './session-credentials';

type PassportMiddleware = (request: Request, response: undefined, next: (error?: Error) => void) => void;

/**
 * A bearer token, when the request names one, decides alone; else the session cookie. Picking the one strategy up
 * front spares every browser request a bearer attempt that can only fail (passport would try them in turn).
 */
const strategyFor = (request: SessionRequest): string => (namesBearerToken(request) ? BEARER_SESSION : COOKIE_SESSION);

/**
 * Who sent a request, by the session strategies: the HTTP routes (SessionGuard) and the sockets' handshakes both ask
 * here. The strategies are registered in this app's own Passport: @nestjs/passport's AuthGuard looks strategies up by
 * name in passport's process-wide instance, where each app of the process registers its own under the same names and
 * the last one wins, so of two apps in one process (the integration tests start several) one would read the other's
 * database.
 */
@Injectable()
export class SessionAuthenticator {
  private readonly passport = new passport.Passport();

  constructor(bearer: BearerSessionStrategy, cookie: CookieSessionStrategy) {
    this.passport.use(BEARER_SESSION, bearer);
    this.passport.use(COOKIE_SESSION, cookie);
  }

  /**
   * The signed-in user, or null without a live session. A failed lookup rejects with the driver's own error, untouched:
   * the exception filter recognises an outage by it (503).
   */
  authenticate(request: SessionRequest): Promise<Authentication | null> {
    return new Promise((resolve, reject) => {
      const done = (error: Error | null, user: AuthUser | false, credentials?: SessionCredentials) =>
        error ? reject(error) : resolve(user && credentials ? { user, ...credentials } : null);
      // With a callback, passport neither answers nor redirects: the response is never touched.
      const middleware = this.passport.authenticate(strategyFor(request), { session: false }, done) as PassportMiddleware;
      middleware(request as Request, undefined, (error) => (error ? reject(error) : resolve(null)));
    });
  }
}
