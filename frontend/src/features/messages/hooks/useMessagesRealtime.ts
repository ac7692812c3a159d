import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../../lib/api';
import { useRealtimeEvent } from '../../../hooks/useRealtimeEvent';
import { messagesApi } from '../api';

/**
 * Keeps the open conversation, the list and the unread counts current: a new, edited, deleted or read message refetches them (the
 * open conversation's refetch also marks a new message read), and so does a reconnect, which catches up on what
 * arrived while the socket was away.
 */
export function useMessagesRealtime(): void {
  const dispatch = useDispatch<AppDispatch>();
  const refresh = useCallback(() => dispatch(messagesApi.util.invalidateTags(['messages'])), [dispatch]);
  useRealtimeEvent('message:new', refresh, refresh);
  useRealtimeEvent('message:updated', refresh);
  useRealtimeEvent('message:deleted', refresh);
  useRealtimeEvent('messages:read', refresh);
}
