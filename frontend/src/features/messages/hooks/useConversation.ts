import { useCallback, useState } from 'react';
import type { MessageResponseDto } from '@coachcore/api-client/messages';
import { useRealtimeEvent } from '../../../hooks/useRealtimeEvent';
import { useLazyMessagesPageQuery, useMessagesPageQuery } from '../api';

const PAGE_SIZE = 30;

const byTime = (a: MessageResponseDto, b: MessageResponseDto) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

function unique(messages: MessageResponseDto[]): MessageResponseDto[] {
  const byId = new Map(messages.map((m) => [m.id, m]));
  return [...byId.values()].sort(byTime);
}

/**
 * One conversation, oldest first for display: the newest page stays live (the socket refetches it), older pages
 * are loaded on demand by cursor. Loading older pages keeps what was shown, so a new message never pushes one out.
 */
export function useConversation(withUser: string) {
  const newest = useMessagesPageQuery({ withUser, limit: PAGE_SIZE });
  const [loadPage, older] = useLazyMessagesPageQuery();
  const [earlier, setEarlier] = useState<MessageResponseDto[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);

  // The newest page refetches on an edit or a deletion; the earlier pages shown are changed in place.
  const replace = useCallback((changed: MessageResponseDto) => setEarlier((shown) => shown.map((m) => (m.id === changed.id ? changed : m))), []);
  useRealtimeEvent('message:updated', replace);
  useRealtimeEvent('message:deleted', replace);

  const live = newest.data?.items ?? [];
  const nextCursor = cursor === undefined ? (newest.data?.nextCursor ?? null) : cursor;

  const loadEarlier = async () => {
    if (!nextCursor) return;
    const page = await loadPage({ withUser, cursor: nextCursor, limit: PAGE_SIZE }).unwrap();
    setEarlier((shown) => unique([...shown, ...live, ...page.items]));
    setCursor(page.nextCursor);
  };

  return {
    messages: unique([...earlier, ...live]),
    loading: newest.isLoading,
    error: newest.error,
    hasEarlier: !!nextCursor,
    loadingEarlier: older.isFetching,
    loadEarlier,
  };
}
