import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { realtimeSocket } from '../lib/realtime';

/**
 * Calls `handler` for each `event` the server sends while the component is mounted, and `onConnect` whenever the
 * connection (re)opens after mounting: what happened while it was not connected must be fetched again.
 */
export function useRealtimeEvent<T>(event: string, handler: (payload: T) => void, onConnect?: () => void): void {
  const latest = useRef({ handler, onConnect });
  useEffect(() => {
    latest.current = { handler, onConnect };
  });
  useEffect(() => {
    let socket: Socket | undefined;
    let unmounted = false;
    const onEvent = (payload: T) => latest.current.handler(payload);
    const onOpen = () => latest.current.onConnect?.();
    void realtimeSocket().then((connection) => {
      if (unmounted) return;
      socket = connection;
      socket.on(event, onEvent);
      socket.on('connect', onOpen);
    });
    return () => {
      unmounted = true;
      socket?.off(event, onEvent);
      socket?.off('connect', onOpen);
    };
  }, [event]);
}
