import { baseApi as api } from '../base-api';
export const addTagTypes = ['platform-coupons'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      platformCouponsList: build.query<PlatformCouponsListApiResponse, PlatformCouponsListApiArg>({
        query: (queryArg) => ({
          url: `/api/platform-coupons`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['platform-coupons'],
      }),
      platformCouponsCreate: build.mutation<PlatformCouponsCreateApiResponse, PlatformCouponsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/platform-coupons`, method: 'POST', body: queryArg.createPlatformCouponDto }),
        invalidatesTags: ['platform-coupons'],
      }),
      platformCouponsValidate: build.mutation<PlatformCouponsValidateApiResponse, PlatformCouponsValidateApiArg>({
        query: (queryArg) => ({ url: `/api/platform-coupons/validate`, method: 'POST', body: queryArg.validateCouponDto }),
        invalidatesTags: ['platform-coupons'],
      }),
      platformCouponsCheck: build.mutation<PlatformCouponsCheckApiResponse, PlatformCouponsCheckApiArg>({
        query: (queryArg) => ({ url: `/api/platform/validate-coupon`, method: 'POST', body: queryArg.platformCouponCheckDto }),
        invalidatesTags: ['platform-coupons'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedPlatformCouponsApi };
export type PlatformCouponsListApiResponse = /** status 200 The page of platform coupons, newest first */ CouponResponseDto[];
export type PlatformCouponsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type PlatformCouponsCreateApiResponse = /** status 201 The new coupon */ CouponResponseDto;
export type PlatformCouponsCreateApiArg = {
  createPlatformCouponDto: CreatePlatformCouponDto;
};
export type PlatformCouponsValidateApiResponse = /** status 200 Whether it applies, and by how much */ CouponValidationResponseDto;
export type PlatformCouponsValidateApiArg = {
  validateCouponDto: ValidateCouponDto;
};
export type PlatformCouponsCheckApiResponse = /** status 200 The coupon */ PlatformCouponCheckResponseDto;
export type PlatformCouponsCheckApiArg = {
  platformCouponCheckDto: PlatformCouponCheckDto;
};
export type CouponType = 'percentage' | 'fixed' | 'free';
export type CouponStatus = 'Inactive' | 'Expired' | 'Used Up' | 'Active';
export type CouponResponseDto = {
  applicablePackages: string[];
  /** Client coupons: the client records it is for (empty: every client). Platform coupons: empty. */
  clientRestrictions: string[];
  code: string;
  createdAt: string;
  currentUses: number;
  description: string | null;
  discountType: CouponType;
  discountValue: number;
  /** 21-character id. */
  id: string;
  isActive: boolean;
  /** Null: unlimited. */
  maxUses: number | null;
  minimumOrderValue: number | null;
  name: string;
  /** Section 4's display status: Inactive, Expired, Used Up, Active. */
  status: CouponStatus;
  /** Uses as a rounded percentage of max uses; null when unlimited. */
  usagePercentage: number | null;
  validFrom: string;
  validUntil: string | null;
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
export type CreatePlatformCouponDto = {
  /** The packages (plans) it applies to; empty or left out: all. */
  applicablePackages?: string[];
  code: string;
  description?: string | null;
  /** percentage when left out. */
  discountType?: CouponType;
  /** Required unless the coupon is free. */
  discountValue?: number;
  /** True when left out. */
  isActive?: boolean;
  /** Null or left out: unlimited. */
  maxUses?: number | null;
  minimumOrderValue?: number | null;
  name: string;
  /** Now when left out. */
  validFrom?: string;
  validUntil?: string | null;
};
export type CouponValidationResponseDto = {
  /** Amount off the order (0 when not valid). */
  discountAmount: number;
  /** Why the coupon does not apply; null when valid. */
  error: string | null;
  /** What is left to pay. */
  finalAmount: number;
  /** Rounded percentage of the order saved (0 when not valid). */
  savingsPercentage: number;
  valid: boolean;
};
export type ValidateCouponDto = {
  /** The client record the order is for (client restrictions). */
  clientId?: string | null;
  /** Uppercased as typed. */
  code: string;
  orderAmount: number;
  /** The package the order is for (applicable packages). */
  packageId?: string | null;
};
export type PlatformCouponSummaryDto = {
  code: string;
  type: CouponType;
  value: number;
};
export type PlatformCouponCheckResponseDto = {
  coupon: PlatformCouponSummaryDto;
};
export type PlatformCouponCheckDto = {
  /** Trimmed and uppercased. */
  code: string;
};
export const { usePlatformCouponsListQuery, usePlatformCouponsCreateMutation, usePlatformCouponsValidateMutation, usePlatformCouponsCheckMutation } =
  injectedRtkApi;
