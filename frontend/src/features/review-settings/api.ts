import { api } from '../../lib/api';

/** Cache tag of the Review & Feedback Settings: saving refreshes them. */
export const reviewSettingsApi = api.enhanceEndpoints<'reviewSettings'>({
  addTagTypes: ['reviewSettings'],
  endpoints: {
    reviewSettingsGet: { providesTags: ['reviewSettings'] },
    reviewSettingsUpdate: { invalidatesTags: ['reviewSettings'] },
  },
});

export const { useReviewSettingsGetQuery, useReviewSettingsUpdateMutation } = reviewSettingsApi;
