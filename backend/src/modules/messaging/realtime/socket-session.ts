import type { Socket } from 'socket.io';
import { parseCookie } from 'cookie';
import { SESSION_COOKIE } from '../../auth/session-token';

/**
 * The session token of a connecting socket, looked for where the HTTP routes look: the `auth.token` of the
 * handshake or an `Authorization: Bearer` header (API partners, scripts), else the `coach_session` cookie (browser).
 */
export function socketSessionToken(handshake: Pick<Socket['handshake'], 'auth' | 'headers'>): string | null {
  const fromAuth: unknown = (handshake.auth as Record<string, unknown> | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.trim()) return fromAuth.trim();
  const header = handshake.headers.authorization;
  if (header?.startsWith('Bearer ') && header.slice(7).trim()) return header.slice(7).trim();
  const cookie = handshake.headers.cookie ? parseCookie(handshake.headers.cookie)[SESSION_COOKIE] : undefined;
  return cookie || null;
}
