import { generatedClientPortalApi } from '@coachcore/api-client/client-portal';
import { paged } from '../../lib/api';

/** The client's calendar subscription (/client/appointments): its state refetches after a new link or a revocation. */
export const clientPortalCalendarFeedApi = paged(generatedClientPortalApi).enhanceEndpoints({
  addTagTypes: ['clientPortalCalendarFeed'],
  endpoints: {
    clientPortalCalendarFeedStatus: { providesTags: ['clientPortalCalendarFeed'] },
    clientPortalCalendarFeedRotate: { invalidatesTags: ['clientPortalCalendarFeed'] },
    clientPortalCalendarFeedRevoke: { invalidatesTags: ['clientPortalCalendarFeed'] },
  },
});

export const { useClientPortalCalendarFeedStatusQuery, useClientPortalCalendarFeedRotateMutation, useClientPortalCalendarFeedRevokeMutation } =
  clientPortalCalendarFeedApi;
