import { baseApi as api } from '../base-api';
export const addTagTypes = ['stripe-connect'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      stripeConnectCompleteOnboarding: build.mutation<StripeConnectCompleteOnboardingApiResponse, StripeConnectCompleteOnboardingApiArg>({
        query: (queryArg) => ({ url: `/api/payments/simulated/accounts/${queryArg.accountId}/complete-onboarding`, method: 'POST' }),
        invalidatesTags: ['stripe-connect'],
      }),
      stripeConnectLink: build.mutation<StripeConnectLinkApiResponse, StripeConnectLinkApiArg>({
        query: () => ({ url: `/api/stripe-connect/account-link`, method: 'POST' }),
        invalidatesTags: ['stripe-connect'],
      }),
      stripeConnectStatus: build.query<StripeConnectStatusApiResponse, StripeConnectStatusApiArg>({
        query: () => ({ url: `/api/stripe-connect/account-status` }),
        providesTags: ['stripe-connect'],
      }),
      stripeConnectCreate: build.mutation<StripeConnectCreateApiResponse, StripeConnectCreateApiArg>({
        query: () => ({ url: `/api/stripe-connect/create-account`, method: 'POST' }),
        invalidatesTags: ['stripe-connect'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedStripeConnectApi };
export type StripeConnectCompleteOnboardingApiResponse = /** status 200 The status, setupComplete */ AccountStatusResponseDto;
export type StripeConnectCompleteOnboardingApiArg = {
  accountId: string;
};
export type StripeConnectLinkApiResponse = /** status 200 Where to finish onboarding */ AccountLinkResponseDto;
export type StripeConnectLinkApiArg = void;
export type StripeConnectStatusApiResponse = /** status 200 The status */ AccountStatusResponseDto;
export type StripeConnectStatusApiArg = void;
export type StripeConnectCreateApiResponse = /** status 200 The account */ CreateAccountResponseDto;
export type StripeConnectCreateApiArg = void;
export type AccountStatusResponseDto = {
  /** A payments account exists. */
  connected: boolean;
  /** It exists but needs more information (the red alert). */
  requiresAction: boolean;
  /** Its onboarding is finished: it can take payments. */
  setupComplete: boolean;
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
export type AccountLinkResponseDto = {
  /** Where the browser goes to finish onboarding. */
  url: string;
};
export type CreateAccountResponseDto = {
  /** The payment provider's id of the connected account. */
  accountId: string;
};
export const { useStripeConnectCompleteOnboardingMutation, useStripeConnectLinkMutation, useStripeConnectStatusQuery, useStripeConnectCreateMutation } =
  injectedRtkApi;
