import { generatedOnboardingApi } from '@coachcore/api-client/onboarding';
import { paged } from '../../lib/api';

/** Client Onboarding Setup: the configurations list; saving or updating one refreshes it (the active flag moves). */
export const onboardingSetupApi = paged(generatedOnboardingApi).enhanceEndpoints({
  addTagTypes: ['onboardingConfigs'],
  endpoints: {
    onboardingList: { providesTags: ['onboardingConfigs'] },
    onboardingCreate: { invalidatesTags: ['onboardingConfigs'] },
    onboardingUpdate: { invalidatesTags: ['onboardingConfigs'] },
  },
});

export const { useOnboardingListQuery, useOnboardingCreateMutation, useOnboardingUpdateMutation } = onboardingSetupApi;
