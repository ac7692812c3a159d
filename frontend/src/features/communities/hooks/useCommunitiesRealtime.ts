import { useCallback, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../../lib/api';
import { realtimeSocket } from '../../../lib/realtime';
import { useRealtimeEvent } from '../../../hooks/useRealtimeEvent';
import { communitiesApi } from '../api';

/**
 * Keeps community pages current: posts, reactions and changes refetch them; with a community open, its room is
 * joined (again after each reconnect) so its members' posts arrive at once.
 */
export function useCommunitiesRealtime(openCommunityId: string | null): void {
  const dispatch = useDispatch<AppDispatch>();
  const refresh = useCallback(() => dispatch(communitiesApi.util.invalidateTags(['communities'])), [dispatch]);
  const join = useCallback(() => {
    if (openCommunityId) void realtimeSocket().then((socket) => socket.emit('community:join', { communityId: openCommunityId }));
  }, [openCommunityId]);
  useEffect(() => {
    join();
    return () => {
      if (openCommunityId) void realtimeSocket().then((socket) => socket.emit('community:leave', { communityId: openCommunityId }));
    };
  }, [join, openCommunityId]);
  useRealtimeEvent('community:post', refresh, () => {
    join();
    refresh();
  });
  useRealtimeEvent('community:reaction', refresh);
  useRealtimeEvent('community:changed', refresh);
}
