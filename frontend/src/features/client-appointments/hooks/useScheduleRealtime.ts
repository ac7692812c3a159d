import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../../lib/api';
import { useRealtimeEvent } from '../../../hooks/useRealtimeEvent';
import { clientAppointmentsApi } from '../api';

/**
 * Keeps the client's scheduling pages current: when anyone books, moves or cancels with the coach, or a seat changes
 * hands, the server says `schedule:changed` to the business's clients, and the free slots, sessions and meetings
 * refetch (also after a reconnect, for what happened meanwhile).
 */
export function useScheduleRealtime(): void {
  const dispatch = useDispatch<AppDispatch>();
  const refresh = useCallback(() => dispatch(clientAppointmentsApi.util.invalidateTags(['clientScheduling'])), [dispatch]);
  useRealtimeEvent('schedule:changed', refresh, refresh);
}
