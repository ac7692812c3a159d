import { generatedClientPortalApi, type MeasurementResponseDto } from '@coachcore/api-client/client-portal';
import { cursorList, paged, type CursorPage } from '../../lib/api';

/** Measurements per "Load more" (the route allows 200): enough for a year and more of weekly check-ins. */
export const MEASUREMENTS_PAGE_SIZE = 100;

/** The signed-in client's measurements (GET /api/client/measurements), all pages loaded together, and logging one. */
export const clientMeasurementsApi = paged(generatedClientPortalApi)
  .enhanceEndpoints({
    addTagTypes: ['clientMeasurements'],
    endpoints: { clientPortalMeasurementsAdd: { invalidatesTags: ['clientMeasurements'] } },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      clientMeasurementsOwnPages: build.infiniteQuery<CursorPage<MeasurementResponseDto>, void, string>({
        ...cursorList<MeasurementResponseDto, void>(() => ({ url: '/api/client/measurements', params: { limit: MEASUREMENTS_PAGE_SIZE } })),
        providesTags: ['clientMeasurements'],
      }),
    }),
  });

export const { useClientMeasurementsOwnPagesInfiniteQuery, useClientPortalMeasurementsAddMutation } = clientMeasurementsApi;
