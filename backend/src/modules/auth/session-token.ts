import type { Request, Response } from 'express';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'coach_session';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The request names a bearer token (`Authorization: Bearer ...`): the bearer strategy alone decides it. */
export const namesBearerToken = (request: Pick<Request, 'headers'>): boolean => /^bearer\s+\S/i.test(request.headers.authorization ?? '');

/**
 * A cookie's text. cookie-parser turns values such as `j:{...}` into objects: anything that is not a string is
 * treated as absent, so a crafted cookie cannot crash a route.
 */
export function readCookie(request: Pick<Request, 'cookies'>, name: string): string | undefined {
  const value: unknown = (request.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Cookies ride along with cross-site requests; bearer tokens do not, so only cookie writes need the CSRF check. */
export function requiresCsrfCheck(request: Request & { authVia?: string }): boolean {
  return request.authVia === 'cookie' && !SAFE_METHODS.has(request.method);
}

/** The CSRF token of a session: an HMAC of its token, so a cookie an attacker planted cannot match it. */
export const csrfTokenFor = (sessionToken: string, secret: Buffer): string => createHmac('sha256', secret).update(sessionToken).digest('base64url');

/** The X-CSRF-Token header equals the token derived from this request's session. */
export function verifyCsrf(request: Request, expected: string): boolean {
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(expected));
}

/** Sets the CSRF cookie the page echoes in X-CSRF-Token (readable by scripts on purpose). */
export function setCsrfCookie(request: Request, response: Response, csrfToken: string, ttlMs: number): void {
  response.cookie(CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'lax', secure: request.secure, path: '/', maxAge: ttlMs });
}

export function setSessionCookies(request: Request, response: Response, session: { token: string; csrfToken: string }, ttlMs: number): void {
  response.cookie(SESSION_COOKIE, session.token, { httpOnly: true, sameSite: 'lax', secure: request.secure, path: '/', maxAge: ttlMs });
  setCsrfCookie(request, response, session.csrfToken, ttlMs);
}

export function clearSessionCookies(response: Response): void {
  response.clearCookie(SESSION_COOKIE, { path: '/' });
  response.clearCookie(CSRF_COOKIE, { path: '/' });
}
