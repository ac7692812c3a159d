import { generatedPlatformCouponsApi } from '@coachcore/api-client/platform-coupons';
import { generatedPlatformSubscriptionApi } from '@coachcore/api-client/platform-subscription';
import { generatedSimulatedPaymentsApi } from '@coachcore/api-client/simulated-payments';
import { paged } from '../../lib/api';

/**
 * Cache tags of the platform subscription: its status is refetched after subscribing, cancelling at period end and
 * taking it back (a confirmed payment reaches it through the provider's webhook: the success page asks until then).
 * Registered by this feature's pages, not in app/feature-api-tags.ts: no other feature reads these queries, so they
 * need no tags before the pages load, and the business shell's script budget keeps them (and their endpoints) out of it.
 */
export const platformSubscriptionApi = paged(generatedPlatformSubscriptionApi).enhanceEndpoints({
  endpoints: {
    platformSubscriptionStatus: { providesTags: ['platform-subscription'] },
    platformSubscriptionCreate: { invalidatesTags: ['platform-subscription'] },
    platformSubscriptionCancel: { invalidatesTags: ['platform-subscription'] },
    platformSubscriptionResume: { invalidatesTags: ['platform-subscription'] },
    platformSubscriptionGetOrCreate: { invalidatesTags: ['platform-subscription'] },
    platformSubscriptionUpdatePaymentMethod: { invalidatesTags: ['platform-subscription'] },
    platformSubscriptionChangePlan: { invalidatesTags: ['platform-subscription'] },
  },
});

export const {
  usePlatformSubscriptionStatusQuery,
  usePlatformSubscriptionConfigQuery,
  usePlatformSubscriptionCreateMutation,
  usePlatformSubscriptionCancelMutation,
  usePlatformSubscriptionResumeMutation,
  usePlatformSubscriptionGetOrCreateMutation,
  usePlatformSubscriptionSetupPaymentMethodMutation,
  usePlatformSubscriptionUpdatePaymentMethodMutation,
  useLazyPlatformSubscriptionQuotePlanChangeQuery,
  usePlatformSubscriptionChangePlanMutation,
} = platformSubscriptionApi;
// The coupon box's check of a platform coupon (POST /api/platform/validate-coupon).
export const { usePlatformCouponsCheckMutation } = paged(generatedPlatformCouponsApi);
// The simulated provider's card step (the offline stand-in for Stripe Elements).
export const { useSimulatedPaymentsConfirmMutation, useSimulatedPaymentsAuthenticateMutation } = paged(generatedSimulatedPaymentsApi);
