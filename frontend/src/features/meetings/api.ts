import { generatedMeetingsApi } from '@coachcore/api-client/meetings';
import { LIST, paged } from '../../lib/api';

/** The stat cards' entry: every write to a meeting changes the counts. */
const STATS = 'STATS';

/**
 * Cache tags of meetings, appointments and group sessions: the lists (Upcoming, Past, a calendar range) provide each
 * meeting's id, so an edit refetches the lists that show it; a new or cancelled meeting refetches every list and the
 * stat cards. The list answers a page (`{ items, total, page, limit }`), one of the offset lists of src/lib/api.
 */
export const meetingsApi = paged(generatedMeetingsApi).enhanceEndpoints({
  endpoints: {
    meetingsList: {
      providesTags: (page) => [{ type: 'meetings', id: LIST }, ...(page?.items ?? []).map((item) => ({ type: 'meetings' as const, id: item.id }))],
    },
    // A series' later occurrences: refetched with the lists (a new, moved or cancelled series changes them).
    meetingsListOccurrences: { providesTags: [{ type: 'meetings', id: LIST }] },
    meetingsStats: { providesTags: [{ type: 'meetings', id: STATS }] },
    meetingsGet: { providesTags: (_result, _error, { id }) => [{ type: 'meetings', id }] },
    meetingsCreate: {
      invalidatesTags: [
        { type: 'meetings', id: LIST },
        { type: 'meetings', id: STATS },
      ],
    },
    // A move or a status change can take a meeting out of a range or from Upcoming to Past: the lists refetch too.
    meetingsUpdate: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'meetings', id },
        { type: 'meetings', id: LIST },
        { type: 'meetings', id: STATS },
      ],
    },
    meetingsCancel: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'meetings', id },
        { type: 'meetings', id: LIST },
        { type: 'meetings', id: STATS },
      ],
    },
  },
});

export const {
  useMeetingsCreateMutation,
  useMeetingsListQuery,
  useMeetingsListOccurrencesQuery,
  useMeetingsStatsQuery,
  useMeetingsUpdateMutation,
  useMeetingsCancelMutation,
} = meetingsApi;
