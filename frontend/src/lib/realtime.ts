import type { Socket } from 'socket.io-client';

/** The server's Socket.IO path (under /api like every route). */
export const SOCKET_PATH = '/api/socket.io';

let socket: Promise<Socket> | null = null;

/**
 * The one Socket.IO connection of the page, authenticated by the session cookie. WebSocket only, so any API
 * instance can take it (no sticky sessions). The client library loads on first use, after the page has painted. A
 * socket the server dropped (sign-out, revoked session) is connected again on the next use, with whatever session the
 * browser then has.
 */
export async function realtimeSocket(): Promise<Socket> {
  socket ??= import('socket.io-client').then(({ io }) => io({ path: SOCKET_PATH, transports: ['websocket'], withCredentials: true, autoConnect: false }));
  const connection = await socket;
  if (!connection.active) connection.connect();
  return connection;
}
