import type { Socket } from 'socket.io';
import { parseCookie } from 'cookie';
import { SESSION_COOKIE } from '../../auth/session-token';

type Handshake = Pick<Socket['handshake'], 'auth' | 'headers'>;

/**
 * The session token of a connecting socket, looked for where the HTTP routes look: the `auth.token` of the
 * handshake or an `Authorization: Bearer` header (API partners, scripts), else the `coach_session` cookie (browser).
 */
export function socketSessionToken(handshake: Handshake): { token: string; via: 'bearer' | 'cookie' } | null {
  const fromAuth: unknown = (handshake.auth as Record<string, unknown> | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.trim()) return { token: fromAuth.trim(), via: 'bearer' };
  const header = handshake.headers.authorization;
  if (header?.startsWith('Bearer ') && header.slice(7).trim()) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = handshake.headers.cookie ? parseCookie(handshake.headers.cookie)[SESSION_COOKIE] : undefined;
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * Cookies ride along with any page's WebSocket, so a cookie-authenticated handshake must come from the app's own
 * pages: its Origin (browsers always send one) is the app's address or the host it connected to.
 */
export function isSameOrigin(handshake: Handshake, appUrl: string): boolean {
  const origin = handshake.headers.origin;
  if (!origin) return true;
  try {
    const { host } = new URL(origin);
    return origin === new URL(appUrl).origin || host === handshake.headers.host;
  } catch {
    return false;
  }
}
