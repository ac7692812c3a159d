import { baseApi as api } from '../base-api';
export const addTagTypes = ['admin-coupons'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      adminCouponsList: build.query<AdminCouponsListApiResponse, AdminCouponsListApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/coupons`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            isActive: queryArg.isActive,
          },
        }),
        providesTags: ['admin-coupons'],
      }),
      adminCouponsCreate: build.mutation<AdminCouponsCreateApiResponse, AdminCouponsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/coupons`, method: 'POST', body: queryArg.adminCouponDto }),
        invalidatesTags: ['admin-coupons'],
      }),
      adminCouponsRemove: build.mutation<AdminCouponsRemoveApiResponse, AdminCouponsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/admin/coupons/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['admin-coupons'],
      }),
      adminCouponsUpdate: build.mutation<AdminCouponsUpdateApiResponse, AdminCouponsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/coupons/${queryArg.id}`, method: 'PUT', body: queryArg.adminCouponDto }),
        invalidatesTags: ['admin-coupons'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedAdminCouponsApi };
export type AdminCouponsListApiResponse = /** status 200 The page of coupons, newest first */ AdminCouponResponseDto[];
export type AdminCouponsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Only the active (true) or the inactive (false) coupons; every coupon when left out. */
  isActive?: boolean;
};
export type AdminCouponsCreateApiResponse = /** status 201 The new coupon */ AdminCouponResponseDto;
export type AdminCouponsCreateApiArg = {
  adminCouponDto: AdminCouponDto;
};
export type AdminCouponsRemoveApiResponse = unknown;
export type AdminCouponsRemoveApiArg = {
  /** The coupon’s 21-character id */
  id: string;
};
export type AdminCouponsUpdateApiResponse = /** status 200 The updated coupon */ AdminCouponResponseDto;
export type AdminCouponsUpdateApiArg = {
  /** The coupon’s 21-character id */
  id: string;
  adminCouponDto: AdminCouponDto;
};
export type CouponStatus = 'Inactive' | 'Expired' | 'Used Up' | 'Active';
export type CouponType = 'percentage' | 'fixed' | 'free';
export type AdminCouponResponseDto = {
  code: string;
  description: string | null;
  expiresAt: string | null;
  /** 21-character id. */
  id: string;
  isActive: boolean;
  maxUses: number | null;
  /** Section 4's display status, evaluated in order: Inactive, Expired, Used Up, Active. */
  status: CouponStatus;
  type: CouponType;
  usedCount: number;
  value: number;
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
export type AdminCouponDto = {
  code: string;
  description: string;
  /** When it stops working; null or left out: never. */
  expiresAt?: string | null;
  /** True when left out. */
  isActive?: boolean;
  maxUses: number;
  type: CouponType;
  /** Percentage (at most 100) or amount off; not used for free. */
  value?: number;
};
export const { useAdminCouponsListQuery, useAdminCouponsCreateMutation, useAdminCouponsRemoveMutation, useAdminCouponsUpdateMutation } = injectedRtkApi;
