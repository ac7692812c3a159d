import { generatedAdminCouponsApi } from '@coachcore/api-client/admin-coupons';
import { generatedAdminApi } from '@coachcore/api-client/admin';
import { LIST, paged } from '../../lib/api';

/**
 * Cache tags of the Billing & Subscriptions and Revenue Analytics sections: each coupon write refetches the coupon
 * list; payments, subscriptions and revenue change only with the provider's events, so they are read fresh on each visit.
 */
export const billingApi = paged(generatedAdminApi).enhanceEndpoints({
  addTagTypes: ['adminPayments', 'adminSubscriptions', 'adminRevenue'],
  endpoints: {
    adminBillingPayments: { providesTags: [{ type: 'adminPayments', id: LIST }], keepUnusedDataFor: 0 },
    adminBillingPayment: { providesTags: (_payment, _error, { id }) => [{ type: 'adminPayments', id }], keepUnusedDataFor: 0 },
    adminBillingSubscriptions: { providesTags: [{ type: 'adminSubscriptions', id: LIST }], keepUnusedDataFor: 0 },
    adminRevenueAnalytics: { providesTags: ['adminRevenue'], keepUnusedDataFor: 0 },
  },
});

export const adminCouponsApi = paged(generatedAdminCouponsApi).enhanceEndpoints({
  addTagTypes: ['adminCoupons'],
  endpoints: {
    adminCouponsList: { providesTags: [{ type: 'adminCoupons', id: LIST }] },
    adminCouponsCreate: { invalidatesTags: [{ type: 'adminCoupons', id: LIST }] },
    adminCouponsUpdate: { invalidatesTags: [{ type: 'adminCoupons', id: LIST }] },
    adminCouponsRemove: { invalidatesTags: [{ type: 'adminCoupons', id: LIST }] },
  },
});

export const { useAdminBillingPaymentsQuery, useAdminBillingPaymentQuery, useAdminBillingSubscriptionsQuery, useAdminRevenueAnalyticsQuery } = billingApi;
export const { useAdminCouponsListQuery, useAdminCouponsCreateMutation, useAdminCouponsUpdateMutation, useAdminCouponsRemoveMutation } = adminCouponsApi;
