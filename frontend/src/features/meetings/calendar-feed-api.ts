import { generatedCalendarFeedsApi } from '@coachcore/api-client/calendar-feeds';
import { paged } from '../../lib/api';

/** The coach's calendar subscription (/calendar): its state refetches after a new link or a revocation. */
export const calendarFeedApi = paged(generatedCalendarFeedsApi).enhanceEndpoints({
  addTagTypes: ['calendarFeed'],
  endpoints: {
    calendarFeedStatus: { providesTags: ['calendarFeed'] },
    calendarFeedRotate: { invalidatesTags: ['calendarFeed'] },
    calendarFeedRevoke: { invalidatesTags: ['calendarFeed'] },
  },
});

export const { useCalendarFeedStatusQuery, useCalendarFeedRotateMutation, useCalendarFeedRevokeMutation } = calendarFeedApi;
