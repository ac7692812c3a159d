import type { Request } from 'express';
import type { AuthUser } from '../../common/http/authenticated-request';

/** What the session strategies read of a request: an HTTP request, or a socket's handshake seen as one. */
export type SessionRequest = Pick<Request, 'headers' | 'cookies'>;

/** How a request proved its session: the strategy that found it, and the token (its CSRF token derives from it). */
export interface SessionCredentials {
  via: 'bearer' | 'cookie';
  token: string;
}

/** A request's signed-in user and how it signed in. */
export interface Authentication extends SessionCredentials {
  user: AuthUser;
}

/** What a session strategy's `validate` answers: the user with the credentials passport hands on as `info`, or false. */
export type StrategyResult = [AuthUser, SessionCredentials] | false;
