import { baseApi as api } from '../base-api';
export const addTagTypes = ['review-settings'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      reviewSettingsGet: build.query<ReviewSettingsGetApiResponse, ReviewSettingsGetApiArg>({
        query: () => ({ url: `/api/review-settings` }),
        providesTags: ['review-settings'],
      }),
      reviewSettingsUpdate: build.mutation<ReviewSettingsUpdateApiResponse, ReviewSettingsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/review-settings`, method: 'PUT', body: queryArg.reviewSettingsDto }),
        invalidatesTags: ['review-settings'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedReviewSettingsApi };
export type ReviewSettingsGetApiResponse = /** status 200 The review settings */ ReviewSettingsResponseDto;
export type ReviewSettingsGetApiArg = void;
export type ReviewSettingsUpdateApiResponse = /** status 200 The saved settings */ ReviewSettingsResponseDto;
export type ReviewSettingsUpdateApiArg = {
  reviewSettingsDto: ReviewSettingsDto;
};
export type ReviewSettingsResponseDto = {
  autoFeedbackEnabled: boolean;
  businessAddress: string | null;
  businessName: string | null;
  businessPhone: string | null;
  businessWebsite: string | null;
  facebookPageUrl: string | null;
  feedbackDelayHours: number;
  googleMyBusinessUrl: string | null;
  reviewCollectionEnabled: boolean;
  yelpBusinessUrl: string | null;
};
export type FieldErrorDto = {
  /** The request field, as named in the body or query. */
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  /** The status's reason phrase. */
  error: string;
  /** Validation failures only: every field's problem, in the order they were checked. */
  errors?: FieldErrorDto[];
  /** The text a person reads. */
  message: string;
  /** The HTTP status, repeated. */
  statusCode: number;
};
export type ReviewSettingsDto = {
  /** Ask every participant of a completed session for feedback, `feedbackDelayHours` after it was marked completed. */
  autoFeedbackEnabled: boolean;
  businessAddress?: string | null;
  businessName?: string | null;
  businessPhone?: string | null;
  businessWebsite?: string | null;
  facebookPageUrl?: string | null;
  /** Hours between completing a session and asking for feedback (0–72). */
  feedbackDelayHours: number;
  /** Where clients who rate a session 4 or 5 stars can review the business on Google. */
  googleMyBusinessUrl?: string | null;
  /** Ask clients who rate a session 4 or 5 stars for a public review. */
  reviewCollectionEnabled: boolean;
  yelpBusinessUrl?: string | null;
};
export const { useReviewSettingsGetQuery, useReviewSettingsUpdateMutation } = injectedRtkApi;
