import { io, type Socket } from 'socket.io-client';

/** The server's Socket.IO path (under /api like every route). */
export const SOCKET_PATH = '/api/socket.io';

let socket: Socket | null = null;

/**
 * The one Socket.IO connection of the page, authenticated by the session cookie. WebSocket only, so any API
 * instance can take it (no sticky sessions). A socket the server dropped (sign-out, revoked session) is connected
 * again on the next use, with whatever session the browser then has.
 */
export function realtimeSocket(): Socket {
  socket ??= io({ path: SOCKET_PATH, transports: ['websocket'], withCredentials: true, autoConnect: false });
  if (!socket.active) socket.connect();
  return socket;
}
