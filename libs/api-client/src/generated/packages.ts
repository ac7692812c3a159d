import { baseApi as api } from '../base-api';
export const addTagTypes = ['packages'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      clientSubscriptionsList: build.query<ClientSubscriptionsListApiResponse, ClientSubscriptionsListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/subscriptions`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['packages'],
      }),
      clientSubscriptionsAssign: build.mutation<ClientSubscriptionsAssignApiResponse, ClientSubscriptionsAssignApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/subscriptions`, method: 'POST', body: queryArg.assignPackageDto }),
        invalidatesTags: ['packages'],
      }),
      clientPackageRenewalsCancel: build.mutation<ClientPackageRenewalsCancelApiResponse, ClientPackageRenewalsCancelApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/subscriptions/${queryArg.subscriptionId}/cancel`, method: 'POST' }),
        invalidatesTags: ['packages'],
      }),
      clientSubscriptionsEnd: build.mutation<ClientSubscriptionsEndApiResponse, ClientSubscriptionsEndApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/subscriptions/${queryArg.subscriptionId}/end`, method: 'POST' }),
        invalidatesTags: ['packages'],
      }),
      clientPackageRenewalsResume: build.mutation<ClientPackageRenewalsResumeApiResponse, ClientPackageRenewalsResumeApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/subscriptions/${queryArg.subscriptionId}/resume`, method: 'POST' }),
        invalidatesTags: ['packages'],
      }),
      packagesList: build.query<PackagesListApiResponse, PackagesListApiArg>({
        query: (queryArg) => ({
          url: `/api/coaching-packages`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            isActive: queryArg.isActive,
          },
        }),
        providesTags: ['packages'],
      }),
      packagesCreate: build.mutation<PackagesCreateApiResponse, PackagesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/coaching-packages`, method: 'POST', body: queryArg.createCoachingPackageDto }),
        invalidatesTags: ['packages'],
      }),
      packagesRemove: build.mutation<PackagesRemoveApiResponse, PackagesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/coaching-packages/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['packages'],
      }),
      packagesGet: build.query<PackagesGetApiResponse, PackagesGetApiArg>({
        query: (queryArg) => ({ url: `/api/coaching-packages/${queryArg.id}` }),
        providesTags: ['packages'],
      }),
      packagesUpdate: build.mutation<PackagesUpdateApiResponse, PackagesUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/coaching-packages/${queryArg.id}`, method: 'PATCH', body: queryArg.updateCoachingPackageDto }),
        invalidatesTags: ['packages'],
      }),
      packagesDeactivate: build.mutation<PackagesDeactivateApiResponse, PackagesDeactivateApiArg>({
        query: (queryArg) => ({ url: `/api/coaching-packages/${queryArg.id}/deactivate`, method: 'POST' }),
        invalidatesTags: ['packages'],
      }),
      packagesReactivate: build.mutation<PackagesReactivateApiResponse, PackagesReactivateApiArg>({
        query: (queryArg) => ({ url: `/api/coaching-packages/${queryArg.id}/reactivate`, method: 'POST' }),
        invalidatesTags: ['packages'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedPackagesApi };
export type ClientSubscriptionsListApiResponse = /** status 200 The page of the client’s subscriptions, newest first */ ClientSubscriptionResponseDto[];
export type ClientSubscriptionsListApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientSubscriptionsAssignApiResponse = /** status 201 The new subscription */ ClientSubscriptionResponseDto;
export type ClientSubscriptionsAssignApiArg = {
  id: string;
  assignPackageDto: AssignPackageDto;
};
export type ClientPackageRenewalsCancelApiResponse = /** status 200 The subscription, set to end at its period end */ ClientSubscriptionResponseDto;
export type ClientPackageRenewalsCancelApiArg = {
  id: string;
  subscriptionId: string;
};
export type ClientSubscriptionsEndApiResponse = /** status 200 The ended subscription */ ClientSubscriptionResponseDto;
export type ClientSubscriptionsEndApiArg = {
  id: string;
  subscriptionId: string;
};
export type ClientPackageRenewalsResumeApiResponse = /** status 200 The subscription, renewing again */ ClientSubscriptionResponseDto;
export type ClientPackageRenewalsResumeApiArg = {
  id: string;
  subscriptionId: string;
};
export type PackagesListApiResponse = /** status 200 The page of packages, newest first */ CoachingPackageResponseDto[];
export type PackagesListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Only the active (true) or the inactive (false) packages. */
  isActive?: boolean;
};
export type PackagesCreateApiResponse = /** status 201 The new package */ CoachingPackageResponseDto;
export type PackagesCreateApiArg = {
  createCoachingPackageDto: CreateCoachingPackageDto;
};
export type PackagesRemoveApiResponse = unknown;
export type PackagesRemoveApiArg = {
  id: string;
};
export type PackagesGetApiResponse = /** status 200 The package */ CoachingPackageResponseDto;
export type PackagesGetApiArg = {
  id: string;
};
export type PackagesUpdateApiResponse = /** status 200 The updated package */ CoachingPackageResponseDto;
export type PackagesUpdateApiArg = {
  id: string;
  updateCoachingPackageDto: UpdateCoachingPackageDto;
};
export type PackagesDeactivateApiResponse = /** status 200 The package, inactive */ CoachingPackageResponseDto;
export type PackagesDeactivateApiArg = {
  id: string;
};
export type PackagesReactivateApiResponse = /** status 200 The package, active */ CoachingPackageResponseDto;
export type PackagesReactivateApiArg = {
  id: string;
};
export type PackageBillingInterval = 'month' | 'year';
export type ClientSubscriptionStatus = 'active' | 'cancelled' | 'expired';
export type ClientSubscriptionResponseDto = {
  /** How this subscription bills: null one-off; month or year renews every period (the end date is the renewal date). */
  billingInterval: PackageBillingInterval | null;
  /** A recurring package set to end at the end of its period (no more renewals); false while it renews. */
  cancelAtPeriodEnd: boolean;
  clientId: string;
  createdAt: string;
  duration: number;
  /** startDate plus the package's duration in days (the first day without access). */
  endDate: string;
  id: string;
  packageId: string;
  /** Whether the package is still sold. */
  packageIsActive: boolean;
  /** The package's name, price (USD) and duration (days) as they are now. */
  packageName: string;
  price: number;
  startDate: string;
  /** active, cancelled (ended by the business) or expired (past its end date). */
  status: ClientSubscriptionStatus;
  /** The payments provider's subscription, when the client pays through it (null for a package the business assigned). */
  stripeSubscriptionId: string | null;
  updatedAt: string;
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
export type AssignPackageDto = {
  /** One of the business's active packages. */
  packageId: string;
  /** The first day (YYYY-MM-DD); today in the business's time zone when left out. */
  startDate?: string | null;
};
export type CoachingPackageResponseDto = {
  /** Clients holding an active subscription to it now. */
  activeClients: number;
  /** Null: one-off; month or year: renews every period. */
  billingInterval: PackageBillingInterval | null;
  /** The business that sells it. */
  coachId: string;
  createdAt: string;
  description: string | null;
  /** Days. */
  duration: number;
  features: string[];
  id: string;
  isActive: boolean;
  /** Null: unlimited. */
  maxClients: number | null;
  name: string;
  /** USD. */
  price: number;
  updatedAt: string;
};
export type CreateCoachingPackageDto = {
  /** Billing: null or left out is one-off (paid once, lasting `duration` days); `month` or `year` renews every period
    through the payments provider until cancelled. */
  billingInterval?: PackageBillingInterval | null;
  /** Optional; empty is stored as null. */
  description?: string | null;
  /** Days a subscription lasts: at least 1 (the form starts at 30). */
  duration: number;
  /** What the package includes: at least one (blank entries are dropped, the others trimmed). */
  features: string[];
  /** Clients who may hold the package at once; null or left out: unlimited. */
  maxClients?: number | null;
  name: string;
  /** USD, at least 0 in steps of 0.01 (the form's text is sent as a number). */
  price: number;
};
export type UpdateCoachingPackageDto = {
  /** Billing: null or left out is one-off (paid once, lasting `duration` days); `month` or `year` renews every period
    through the payments provider until cancelled. */
  billingInterval?: PackageBillingInterval | null;
  /** Optional; empty is stored as null. */
  description?: string | null;
  /** Days a subscription lasts: at least 1 (the form starts at 30). */
  duration?: number;
  /** What the package includes: at least one (blank entries are dropped, the others trimmed). */
  features?: string[];
  /** Clients who may hold the package at once; null or left out: unlimited. */
  maxClients?: number | null;
  name?: string;
  /** USD, at least 0 in steps of 0.01 (the form's text is sent as a number). */
  price?: number;
};
export const {
  useClientSubscriptionsListQuery,
  useClientSubscriptionsAssignMutation,
  useClientPackageRenewalsCancelMutation,
  useClientSubscriptionsEndMutation,
  useClientPackageRenewalsResumeMutation,
  usePackagesListQuery,
  usePackagesCreateMutation,
  usePackagesRemoveMutation,
  usePackagesGetQuery,
  usePackagesUpdateMutation,
  usePackagesDeactivateMutation,
  usePackagesReactivateMutation,
} = injectedRtkApi;
