import { baseApi as api } from '../base-api';
export const addTagTypes = ['client-coupons'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      clientCouponsList: build.query<ClientCouponsListApiResponse, ClientCouponsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client-coupons`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-coupons'],
      }),
      clientCouponsCreate: build.mutation<ClientCouponsCreateApiResponse, ClientCouponsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/client-coupons`, method: 'POST', body: queryArg.createClientCouponDto }),
        invalidatesTags: ['client-coupons'],
      }),
      clientCouponsValidate: build.mutation<ClientCouponsValidateApiResponse, ClientCouponsValidateApiArg>({
        query: (queryArg) => ({ url: `/api/client-coupons/validate`, method: 'POST', body: queryArg.validateCouponDto }),
        invalidatesTags: ['client-coupons'],
      }),
      clientCouponsRemove: build.mutation<ClientCouponsRemoveApiResponse, ClientCouponsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/client-coupons/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['client-coupons'],
      }),
      clientCouponsSetActive: build.mutation<ClientCouponsSetActiveApiResponse, ClientCouponsSetActiveApiArg>({
        query: (queryArg) => ({ url: `/api/client-coupons/${queryArg.id}`, method: 'PATCH', body: queryArg.setCouponActiveDto }),
        invalidatesTags: ['client-coupons'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedClientCouponsApi };
export type ClientCouponsListApiResponse = /** status 200 The page of client coupons, newest first */ CouponResponseDto[];
export type ClientCouponsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientCouponsCreateApiResponse = /** status 201 The new coupon */ CouponResponseDto;
export type ClientCouponsCreateApiArg = {
  createClientCouponDto: CreateClientCouponDto;
};
export type ClientCouponsValidateApiResponse = /** status 200 Whether it applies, and by how much */ CouponValidationResponseDto;
export type ClientCouponsValidateApiArg = {
  validateCouponDto: ValidateCouponDto;
};
export type ClientCouponsRemoveApiResponse = unknown;
export type ClientCouponsRemoveApiArg = {
  /** The coupon’s 21-character id */
  id: string;
};
export type ClientCouponsSetActiveApiResponse = /** status 200 The coupon */ CouponResponseDto;
export type ClientCouponsSetActiveApiArg = {
  /** The coupon’s 21-character id */
  id: string;
  setCouponActiveDto: SetCouponActiveDto;
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
export type ClientCouponType = 'percentage' | 'fixed';
export type CreateClientCouponDto = {
  /** The packages (plans) it applies to; empty or left out: all. */
  applicablePackages?: string[];
  /** Client records of the business it is for; empty or left out: every client. */
  clientRestrictions?: string[];
  code: string;
  description?: string | null;
  /** percentage when left out. */
  discountType?: ClientCouponType;
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
export type SetCouponActiveDto = {
  isActive: boolean;
};
export const {
  useClientCouponsListQuery,
  useClientCouponsCreateMutation,
  useClientCouponsValidateMutation,
  useClientCouponsRemoveMutation,
  useClientCouponsSetActiveMutation,
} = injectedRtkApi;
