import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../../lib/api';
import { useRealtimeEvent } from '../../../hooks/useRealtimeEvent';
import { meetingsApi } from '../api';

/**
 * Keeps the business side's calendar and meeting lists current: when anyone of the business (the owner, a staff
 * member, a client booking or taking a seat, the worker giving back an unpaid seat) changes the schedule, the server
 * says `schedule:changed` to the owner and the staff who may see it, and the meetings, counts and a session's
 * participants refetch (also after a reconnect, for what happened meanwhile).
 */
export function useMeetingsRealtime(): void {
  const dispatch = useDispatch<AppDispatch>();
  const refresh = useCallback(() => dispatch(meetingsApi.util.invalidateTags(['meetings'])), [dispatch]);
  useRealtimeEvent('schedule:changed', refresh, refresh);
}
