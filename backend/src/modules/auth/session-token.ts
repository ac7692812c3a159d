import type { Request, Response } from 'express';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'coach_session';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The session token from `Authorization: Bearer` (API partners) or the `coach_session` cookie (browser). */
export function readSessionToken(request: Request): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = (request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** Cookies ride along with cross-site requests; bearer tokens do not, so only cookie writes need the CSRF check. */
export function requiresCsrfCheck(request: Request & { authVia?: string }): boolean {
  return request.authVia === 'cookie' && !SAFE_METHODS.has(request.method);
}

export function verifyCsrf(request: Request): boolean {
  const cookie = (request.cookies as Record<string, string> | undefined)?.[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || cookie.length !== header.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
}

export function setSessionCookies(request: Request, response: Response, token: string, ttlMs: number): void {
  const secure = request.secure;
  response.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ttlMs });
  // Readable by the page, which echoes it in the X-CSRF-Token header (double submit).
  response.cookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: ttlMs });
}

export function clearSessionCookies(response: Response): void {
  response.clearCookie(SESSION_COOKIE, { path: '/' });
  response.clearCookie(CSRF_COOKIE, { path: '/' });
}
