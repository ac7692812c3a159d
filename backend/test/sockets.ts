import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app';

/** Listens on a free port (once) and answers the app's base URL. */
export async function listening(t: TestApp): Promise<string> {
  const server = t.app.getHttpServer();
  if (!server.listening) await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A Socket.IO client of the app, connected (or refused: the promise then rejects with the server's reason). */
export function connectSocket(baseUrl: string, options: { token?: string; cookie?: string; origin?: string } = {}): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/api/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.token ? { token: options.token } : {},
    extraHeaders: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.origin ? { origin: options.origin } : {}) },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` the socket receives; fails after `timeoutMs` (a guard against hanging, not a measurement). */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Emits `event` and waits for the server's acknowledgement. */
export function request<T = unknown>(socket: Socket, event: string, body: unknown): Promise<T> {
  return socket.timeout(5000).emitWithAck(event, body) as Promise<T>;
}
