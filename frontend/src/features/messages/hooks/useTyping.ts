import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageResponseDto } from '@coachcore/api-client/messages';
import { TYPING_THROTTLE_MS, TYPING_TIMEOUT_MS } from '@coachcore/domain';
import { useRealtimeEvent } from '../../../hooks/useRealtimeEvent';
import { realtimeSocket } from '../../../lib/realtime';

/** What the server relays while someone of the other side types (never stored). */
interface TypingEvent {
  clientId: string;
  fromClient: boolean;
  userId: string;
  firstName: string;
}

/**
 * Tells the other side of the conversation with `withUser` that this person is typing: call it on each keystroke; it
 * sends at most one event every TYPING_THROTTLE_MS.
 */
export function useTypingNotifier(withUser: string): () => void {
  const lastSent = useRef(0);
  useEffect(() => {
    lastSent.current = 0;
  }, [withUser]);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_THROTTLE_MS) return;
    lastSent.current = now;
    void realtimeSocket().then((socket) => socket.emit('conversation:typing', { withUser }));
  }, [withUser]);
}

/**
 * The first name of who of the other side is typing in the conversation of `clientId`, or null: shown until
 * TYPING_TIMEOUT_MS pass without a new typing event, or their message arrives.
 */
export function useTypingIndicator(clientId: string, ownSide: 'business' | 'client'): string | null {
  const [typist, setTypist] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fromOtherSide = (fromClient: boolean) => fromClient !== (ownSide === 'client');
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setTypist(null);
  }, []);
  useEffect(() => clear, [clientId, clear]);
  useRealtimeEvent<TypingEvent>('conversation:typing', (event) => {
    if (event.clientId !== clientId || !fromOtherSide(event.fromClient)) return;
    setTypist(event.firstName);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTypist(null), TYPING_TIMEOUT_MS);
  });
  useRealtimeEvent<MessageResponseDto>('message:new', (message) => {
    if (message.clientId === clientId && fromOtherSide(message.fromClient)) clear();
  });
  return typist;
}
