import { generatedReviewSettingsApi } from '@coachcore/api-client/review-settings';
import { paged } from '../../lib/api';

/** Cache tag of the Review & Feedback Settings: saving refreshes them. */
export const reviewSettingsApi = paged(generatedReviewSettingsApi).enhanceEndpoints({
  addTagTypes: ['reviewSettings'],
  endpoints: {
    reviewSettingsGet: { providesTags: ['reviewSettings'] },
    reviewSettingsUpdate: { invalidatesTags: ['reviewSettings'] },
  },
});

export const { useReviewSettingsGetQuery, useReviewSettingsUpdateMutation } = reviewSettingsApi;
