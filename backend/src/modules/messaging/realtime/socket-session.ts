import type { Socket } from 'socket.io';
import { parseCookie } from 'cookie';
import type { SessionRequest } from '../../auth/session-authenticator.service';

type Handshake = Pick<Socket['handshake'], 'auth' | 'headers'>;

/**
 * A connecting socket's handshake as the session strategies read an HTTP request: the handshake's `auth.token` (how
 * the Socket.IO client sends a token) counts as an `Authorization: Bearer` header, else the handshake's own
 * Authorization header; the `coach_session` cookie comes from its Cookie header.
 */
export function handshakeRequest(handshake: Handshake): SessionRequest {
  const fromAuth: unknown = (handshake.auth as Record<string, unknown> | undefined)?.token;
  const authorization = typeof fromAuth === 'string' && fromAuth.trim() ? `Bearer ${fromAuth.trim()}` : handshake.headers.authorization;
  return { headers: { authorization }, cookies: handshake.headers.cookie ? parseCookie(handshake.headers.cookie) : {} };
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
