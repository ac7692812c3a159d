import { generatedClientCouponsApi } from '@coachcore/api-client/client-coupons';
import { generatedPlatformCouponsApi } from '@coachcore/api-client/platform-coupons';
import { LIST, paged } from '../../lib/api';

/**
 * Cache tags of coupons: each store's list is one tag; a created coupon refetches its list. Both lists answer a page
 * (`{ items, total, page, limit }`): they are offset lists of src/lib/api.
 */
export const platformCouponsApi = paged(generatedPlatformCouponsApi).enhanceEndpoints({
  addTagTypes: ['platformCoupons'],
  endpoints: {
    platformCouponsList: { providesTags: [{ type: 'platformCoupons', id: LIST }] },
    platformCouponsCreate: { invalidatesTags: [{ type: 'platformCoupons', id: LIST }] },
  },
});

export const clientCouponsApi = paged(generatedClientCouponsApi).enhanceEndpoints({
  addTagTypes: ['clientCoupons'],
  endpoints: {
    clientCouponsList: { providesTags: [{ type: 'clientCoupons', id: LIST }] },
    clientCouponsCreate: { invalidatesTags: [{ type: 'clientCoupons', id: LIST }] },
    clientCouponsSetActive: { invalidatesTags: [{ type: 'clientCoupons', id: LIST }] },
    clientCouponsRemove: { invalidatesTags: [{ type: 'clientCoupons', id: LIST }] },
  },
});

export const { usePlatformCouponsCreateMutation, usePlatformCouponsListQuery, usePlatformCouponsValidateMutation } = platformCouponsApi;
export const {
  useClientCouponsCreateMutation,
  useClientCouponsListQuery,
  useClientCouponsRemoveMutation,
  useClientCouponsSetActiveMutation,
  useClientCouponsValidateMutation,
} = clientCouponsApi;
