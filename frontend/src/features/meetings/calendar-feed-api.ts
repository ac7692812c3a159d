import { api } from '../../lib/api';

/** The coach's calendar subscription (/calendar): its state refetches after a new link or a revocation. */
export const calendarFeedApi = api.enhanceEndpoints<'calendarFeed'>({
  addTagTypes: ['calendarFeed'],
  endpoints: {
    calendarFeedStatus: { providesTags: ['calendarFeed'] },
    calendarFeedRotate: { invalidatesTags: ['calendarFeed'] },
    calendarFeedRevoke: { invalidatesTags: ['calendarFeed'] },
  },
});

export const { useCalendarFeedStatusQuery, useCalendarFeedRotateMutation, useCalendarFeedRevokeMutation } = calendarFeedApi;
