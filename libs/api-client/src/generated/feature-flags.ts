import { baseApi as api } from '../base-api';
export const addTagTypes = ['feature-flags'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      featureFlagsStates: build.query<FeatureFlagsStatesApiResponse, FeatureFlagsStatesApiArg>({
        query: () => ({ url: `/api/feature-flags` }),
        providesTags: ['feature-flags'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedFeatureFlagsApi };
export type FeatureFlagsStatesApiResponse = /** status 200 The flags */ FeatureFlagStateResponseDto[];
export type FeatureFlagsStatesApiArg = void;
export type FeatureFlagKey = 'mobile_app_beta' | 'advanced_analytics' | 'ai_workout_generator' | 'white_label_branding';
export type FeatureFlagState = 'enabled' | 'disabled' | 'coming_soon' | 'planned';
export type FeatureFlagStateResponseDto = {
  /** Whether the feature is on (state enabled). */
  enabled: boolean;
  key: FeatureFlagKey;
  state: FeatureFlagState;
};
export const { useFeatureFlagsStatesQuery } = injectedRtkApi;
