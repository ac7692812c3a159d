import { generatedClientPortalApi, type ClientOnboardingResponseDto } from '@coachcore/api-client/client-portal';
import { paged, uploadRequest } from '../../lib/api';

/** The signed-in client's onboarding: every write answers the whole state, which refreshes the query (and the dashboard card). */
export const clientOnboardingApi = paged(generatedClientPortalApi)
  .enhanceEndpoints({
    addTagTypes: ['clientOnboarding'],
    endpoints: {
      clientPortalOnboardingGet: { providesTags: ['clientOnboarding'] },
      clientPortalOnboardingSaveStep: { invalidatesTags: ['clientOnboarding'] },
      clientPortalOnboardingComplete: { invalidatesTags: ['clientOnboarding'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // A multipart upload, which the generated hook cannot send.
      clientOnboardingUploadFile: build.mutation<ClientOnboardingResponseDto, { stepId: string; fieldId: string; file: File }>({
        query: ({ stepId, fieldId, file }) =>
          uploadRequest(`/api/client/onboarding/steps/${encodeURIComponent(stepId)}/fields/${encodeURIComponent(fieldId)}/file`, file),
        invalidatesTags: ['clientOnboarding'],
      }),
    }),
  });

export const {
  useClientPortalOnboardingGetQuery,
  useClientPortalOnboardingSaveStepMutation,
  useClientPortalOnboardingCompleteMutation,
  useClientOnboardingUploadFileMutation,
} = clientOnboardingApi;
