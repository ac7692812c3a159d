import { generatedStripeConnectApi } from '@coachcore/api-client/stripe-connect';
import { paged } from '../../lib/api';

/**
 * Cache tags of the payments account: its status is refetched after the account is created and after the simulated
 * onboarding is finished. Registered by this feature's pages (no other feature reads these queries).
 */
export const paymentSetupApi = paged(generatedStripeConnectApi).enhanceEndpoints({
  addTagTypes: ['payments-account'],
  endpoints: {
    stripeConnectStatus: { providesTags: ['payments-account'] },
    stripeConnectCreate: { invalidatesTags: ['payments-account'] },
    stripeConnectCompleteOnboarding: { invalidatesTags: ['payments-account'] },
  },
});

export const { useStripeConnectStatusQuery, useStripeConnectCreateMutation, useStripeConnectLinkMutation, useStripeConnectCompleteOnboardingMutation } =
  paymentSetupApi;
