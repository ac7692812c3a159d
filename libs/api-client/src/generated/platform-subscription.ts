import { baseApi as api } from '../base-api';
export const addTagTypes = ['platform-subscription'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      platformSubscriptionGetOrCreate: build.mutation<PlatformSubscriptionGetOrCreateApiResponse, PlatformSubscriptionGetOrCreateApiArg>({
        query: (queryArg) => ({ url: `/api/get-or-create-subscription`, method: 'POST', body: queryArg.getOrCreateSubscriptionDto }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionConfig: build.query<PlatformSubscriptionConfigApiResponse, PlatformSubscriptionConfigApiArg>({
        query: () => ({ url: `/api/payments/config` }),
        providesTags: ['platform-subscription'],
      }),
      platformSubscriptionCancel: build.mutation<PlatformSubscriptionCancelApiResponse, PlatformSubscriptionCancelApiArg>({
        query: () => ({ url: `/api/platform/cancel-subscription`, method: 'POST' }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionChangePlan: build.mutation<PlatformSubscriptionChangePlanApiResponse, PlatformSubscriptionChangePlanApiArg>({
        query: (queryArg) => ({ url: `/api/platform/change-plan`, method: 'POST', body: queryArg.changePlanDto }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionCreate: build.mutation<PlatformSubscriptionCreateApiResponse, PlatformSubscriptionCreateApiArg>({
        query: (queryArg) => ({ url: `/api/platform/create-subscription`, method: 'POST', body: queryArg.createPlatformSubscriptionDto }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionUpdatePaymentMethod: build.mutation<
        PlatformSubscriptionUpdatePaymentMethodApiResponse,
        PlatformSubscriptionUpdatePaymentMethodApiArg
      >({
        query: (queryArg) => ({ url: `/api/platform/payment-method`, method: 'POST', body: queryArg.updatePaymentMethodDto }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionSetupPaymentMethod: build.mutation<PlatformSubscriptionSetupPaymentMethodApiResponse, PlatformSubscriptionSetupPaymentMethodApiArg>({
        query: () => ({ url: `/api/platform/payment-method/setup`, method: 'POST' }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionQuotePlanChange: build.query<PlatformSubscriptionQuotePlanChangeApiResponse, PlatformSubscriptionQuotePlanChangeApiArg>({
        query: (queryArg) => ({
          url: `/api/platform/plan-change-quote`,
          params: {
            interval: queryArg.interval,
          },
        }),
        providesTags: ['platform-subscription'],
      }),
      platformSubscriptionResume: build.mutation<PlatformSubscriptionResumeApiResponse, PlatformSubscriptionResumeApiArg>({
        query: () => ({ url: `/api/platform/resume-subscription`, method: 'POST' }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionStatus: build.query<PlatformSubscriptionStatusApiResponse, PlatformSubscriptionStatusApiArg>({
        query: () => ({ url: `/api/platform/subscription-status` }),
        providesTags: ['platform-subscription'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedPlatformSubscriptionApi };
export type PlatformSubscriptionGetOrCreateApiResponse = /** status 200 The subscription and its client secret */ SubscriptionPaymentResponseDto;
export type PlatformSubscriptionGetOrCreateApiArg = {
  getOrCreateSubscriptionDto: GetOrCreateSubscriptionDto;
};
export type PlatformSubscriptionConfigApiResponse = /** status 200 The provider */ PaymentsConfigResponseDto;
export type PlatformSubscriptionConfigApiArg = void;
export type PlatformSubscriptionCancelApiResponse = /** status 200 The status, with cancelAtPeriodEnd */ SubscriptionStatusResponseDto;
export type PlatformSubscriptionCancelApiArg = void;
export type PlatformSubscriptionChangePlanApiResponse = /** status 200 What was charged or refunded, and the new status */ PlanChangedResponseDto;
export type PlatformSubscriptionChangePlanApiArg = {
  changePlanDto: ChangePlanDto;
};
export type PlatformSubscriptionCreateApiResponse = /** status 200 Free access, or the subscription and its client secret */ SubscriptionPaymentResponseDto;
export type PlatformSubscriptionCreateApiArg = {
  createPlatformSubscriptionDto: CreatePlatformSubscriptionDto;
};
export type PlatformSubscriptionUpdatePaymentMethodApiResponse = /** status 200 The card now on file */ PaymentMethodUpdatedResponseDto;
export type PlatformSubscriptionUpdatePaymentMethodApiArg = {
  updatePaymentMethodDto: UpdatePaymentMethodDto;
};
export type PlatformSubscriptionSetupPaymentMethodApiResponse = /** status 200 The setup intent and its client secret */ PaymentMethodSetupResponseDto;
export type PlatformSubscriptionSetupPaymentMethodApiArg = void;
export type PlatformSubscriptionQuotePlanChangeApiResponse = /** status 200 The amounts of the change */ PlanChangeQuoteResponseDto;
export type PlatformSubscriptionQuotePlanChangeApiArg = {
  interval: PlatformBillingInterval;
};
export type PlatformSubscriptionResumeApiResponse = /** status 200 The status, with cancelAtPeriodEnd false */ SubscriptionStatusResponseDto;
export type PlatformSubscriptionResumeApiArg = void;
export type PlatformSubscriptionStatusApiResponse = /** status 200 The status */ SubscriptionStatusResponseDto;
export type PlatformSubscriptionStatusApiArg = void;
export type SubscriptionPaymentResponseDto = {
  /** Null once nothing is due (the subscription is paid, or the coupon gave free access). */
  clientSecret: string | null;
  /** True when a coupon gave access with nothing to pay. */
  freeAccess: boolean;
  /** The provider's status: `incomplete` until the first payment succeeds, then `active`. */
  status: string;
  /** The provider's subscription id (sub_...). */
  subscriptionId: string | null;
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
export type SubscriptionTierId = 'starter' | 'professional' | 'enterprise';
export type GetOrCreateSubscriptionDto = {
  /** A tier of the three-tier page: Starter ($29, 10 clients), Professional ($79, 50 clients), Enterprise ($199, unlimited). */
  plan?: SubscriptionTierId;
};
export type PaymentsProviderKind = 'stripe' | 'simulated' | 'misconfigured';
export type PaymentsConfigResponseDto = {
  /** Which provider takes payments: Stripe, the offline simulated provider, or none (configured but cannot run). */
  provider: PaymentsProviderKind;
  /** Stripe's publishable key (Stripe Elements), null otherwise. */
  publishableKey: string | null;
};
export type SubscriptionStatus =
  'active' | 'past_due' | 'canceled' | 'suspended' | 'incomplete' | 'incomplete_expired' | 'trialing' | 'unpaid' | 'paused' | 'none';
export type SubscriptionStatusResponseDto = {
  /** Cancelled at the end of the period (undoable until then). */
  cancelAtPeriodEnd: boolean;
  /** End of the current period, epoch seconds: the renewal date (or the end of access when cancelled at period end). */
  currentPeriodEnd: number | null;
  /** The plan: `coachcore-platform-monthly`, `coachcore-platform-annual`, or a tier of the older page (starter, professional, enterprise). */
  priceId: string | null;
  /** The business's subscription status, `none` before any subscription. */
  status: SubscriptionStatus;
};
export type PlatformBillingInterval = 'monthly' | 'annual';
export type PlanChangeQuoteResponseDto = {
  /** Charged now. */
  amountDue: number;
  /** Lower-case ISO code of the amounts (gbp). */
  currency: string;
  from: PlatformBillingInterval;
  /** End of the new billing period, epoch seconds. */
  newPeriodEnd: number;
  /** Refunded to the card now. */
  refund: number;
  to: PlatformBillingInterval;
  /** The unused part of the current period, credited (monthly → annual) or refunded (annual → monthly). */
  unusedCredit: number;
};
export type PlanChangedResponseDto = {
  quote: PlanChangeQuoteResponseDto;
  subscription: SubscriptionStatusResponseDto;
};
export type ChangePlanDto = {
  /** Monthly (50 GBP a month) or annual (600 GBP a year) billing. */
  interval: PlatformBillingInterval;
};
export type PlatformPriceId = 'coachcore-platform-monthly';
export type CreatePlatformSubscriptionDto = {
  /** A platform coupon code (free access, or a discount on the plan). */
  couponCode?: string;
  /** The plan's price identifier: the single plan's. */
  priceId: PlatformPriceId;
};
export type PaymentMethodUpdatedResponseDto = {
  /** The card's brand (visa, mastercard, ...). */
  brand: string;
  last4: string;
  /** A past-due subscription's open invoice was paid with the new card. */
  paidOpenInvoice: boolean;
};
export type UpdatePaymentMethodDto = {
  /** The setup intent whose card the form confirmed (seti_...). */
  setupIntentId: string;
};
export type PaymentMethodSetupResponseDto = {
  /** What the card form confirms the card with (Stripe.js `confirmCardSetup`, or the simulated form). */
  clientSecret: string;
  setupIntentId: string;
};
export const {
  usePlatformSubscriptionGetOrCreateMutation,
  usePlatformSubscriptionConfigQuery,
  usePlatformSubscriptionCancelMutation,
  usePlatformSubscriptionChangePlanMutation,
  usePlatformSubscriptionCreateMutation,
  usePlatformSubscriptionUpdatePaymentMethodMutation,
  usePlatformSubscriptionSetupPaymentMethodMutation,
  usePlatformSubscriptionQuotePlanChangeQuery,
  usePlatformSubscriptionResumeMutation,
  usePlatformSubscriptionStatusQuery,
} = injectedRtkApi;
