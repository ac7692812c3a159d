import { api } from '../../lib/api';

/** The client's calendar subscription (/client/appointments): its state refetches after a new link or a revocation. */
export const clientPortalCalendarFeedApi = api.enhanceEndpoints<'clientPortalCalendarFeed'>({
  addTagTypes: ['clientPortalCalendarFeed'],
  endpoints: {
    clientPortalCalendarFeedStatus: { providesTags: ['clientPortalCalendarFeed'] },
    clientPortalCalendarFeedRotate: { invalidatesTags: ['clientPortalCalendarFeed'] },
    clientPortalCalendarFeedRevoke: { invalidatesTags: ['clientPortalCalendarFeed'] },
  },
});

export const { useClientPortalCalendarFeedStatusQuery, useClientPortalCalendarFeedRotateMutation, useClientPortalCalendarFeedRevokeMutation } =
  clientPortalCalendarFeedApi;
