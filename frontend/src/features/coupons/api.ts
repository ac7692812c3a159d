import { api, LIST } from '../../lib/api';

/**
 * Cache tags of coupons: each store's list is one tag; a created coupon refetches its list. Both lists answer a page
 * (`{ items, total, page, limit }`): they are offset lists of the API root (src/lib/api/api.ts).
 */
export const couponsApi = api.enhanceEndpoints<'platformCoupons' | 'clientCoupons'>({
  addTagTypes: ['platformCoupons', 'clientCoupons'],
  endpoints: {
    platformCouponsList: { providesTags: [{ type: 'platformCoupons', id: LIST }] },
    platformCouponsCreate: { invalidatesTags: [{ type: 'platformCoupons', id: LIST }] },
    clientCouponsList: { providesTags: [{ type: 'clientCoupons', id: LIST }] },
    clientCouponsCreate: { invalidatesTags: [{ type: 'clientCoupons', id: LIST }] },
    clientCouponsSetActive: { invalidatesTags: [{ type: 'clientCoupons', id: LIST }] },
    clientCouponsRemove: { invalidatesTags: [{ type: 'clientCoupons', id: LIST }] },
  },
});

export const {
  useClientCouponsCreateMutation,
  useClientCouponsListQuery,
  useClientCouponsRemoveMutation,
  useClientCouponsSetActiveMutation,
  useClientCouponsValidateMutation,
  usePlatformCouponsCreateMutation,
  usePlatformCouponsListQuery,
  usePlatformCouponsValidateMutation,
} = couponsApi;
