import { baseApi as api } from '../base-api';
export const addTagTypes = ['admin'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      platformStaffAccess: build.query<PlatformStaffAccessApiResponse, PlatformStaffAccessApiArg>({
        query: () => ({ url: `/api/admin/access` }),
        providesTags: ['admin'],
      }),
      adminAreaAnalytics: build.query<AdminAreaAnalyticsApiResponse, AdminAreaAnalyticsApiArg>({
        query: () => ({ url: `/api/admin/analytics` }),
        providesTags: ['admin'],
      }),
      adminAreaAuditLog: build.query<AdminAreaAuditLogApiResponse, AdminAreaAuditLogApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/audit-log`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            targetId: queryArg.targetId,
          },
        }),
        providesTags: ['admin'],
      }),
      adminAreaBusinesses: build.query<AdminAreaBusinessesApiResponse, AdminAreaBusinessesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/businesses`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            status: queryArg.status,
            subscriptionPlan: queryArg.subscriptionPlan,
            search: queryArg.search,
          },
        }),
        providesTags: ['admin'],
      }),
      adminAreaReactivate: build.mutation<AdminAreaReactivateApiResponse, AdminAreaReactivateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/businesses/${queryArg.id}/reactivate`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      adminAreaSuspend: build.mutation<AdminAreaSuspendApiResponse, AdminAreaSuspendApiArg>({
        query: (queryArg) => ({ url: `/api/admin/businesses/${queryArg.id}/suspend`, method: 'POST', body: queryArg.suspendBusinessDto }),
        invalidatesTags: ['admin'],
      }),
      adminAreaClients: build.query<AdminAreaClientsApiResponse, AdminAreaClientsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/clients`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            businessId: queryArg.businessId,
            search: queryArg.search,
          },
        }),
        providesTags: ['admin'],
      }),
      adminAreaDeleteClient: build.mutation<AdminAreaDeleteClientApiResponse, AdminAreaDeleteClientApiArg>({
        query: (queryArg) => ({ url: `/api/admin/clients/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['admin'],
      }),
      adminFeatureFlagsList: build.query<AdminFeatureFlagsListApiResponse, AdminFeatureFlagsListApiArg>({
        query: () => ({ url: `/api/admin/feature-flags` }),
        providesTags: ['admin'],
      }),
      adminFeatureFlagsSet: build.mutation<AdminFeatureFlagsSetApiResponse, AdminFeatureFlagsSetApiArg>({
        query: (queryArg) => ({ url: `/api/admin/feature-flags/${queryArg.key}`, method: 'PUT', body: queryArg.setFeatureFlagDto }),
        invalidatesTags: ['admin'],
      }),
      adminBillingPayments: build.query<AdminBillingPaymentsApiResponse, AdminBillingPaymentsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/payments`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            status: queryArg.status,
          },
        }),
        providesTags: ['admin'],
      }),
      adminBillingPayment: build.query<AdminBillingPaymentApiResponse, AdminBillingPaymentApiArg>({
        query: (queryArg) => ({ url: `/api/admin/payments/${queryArg.id}` }),
        providesTags: ['admin'],
      }),
      adminProfileUpdate: build.mutation<AdminProfileUpdateApiResponse, AdminProfileUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/profile`, method: 'PUT', body: queryArg.updateAdminProfileDto }),
        invalidatesTags: ['admin'],
      }),
      adminRevenueAnalytics: build.query<AdminRevenueAnalyticsApiResponse, AdminRevenueAnalyticsApiArg>({
        query: () => ({ url: `/api/admin/revenue` }),
        providesTags: ['admin'],
      }),
      platformStaffList: build.query<PlatformStaffListApiResponse, PlatformStaffListApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/staff`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      platformStaffInvite: build.mutation<PlatformStaffInviteApiResponse, PlatformStaffInviteApiArg>({
        query: (queryArg) => ({ url: `/api/admin/staff/invite`, method: 'POST', body: queryArg.invitePlatformStaffDto }),
        invalidatesTags: ['admin'],
      }),
      platformStaffRemove: build.mutation<PlatformStaffRemoveApiResponse, PlatformStaffRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/admin/staff/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['admin'],
      }),
      platformStaffUpdatePermissions: build.mutation<PlatformStaffUpdatePermissionsApiResponse, PlatformStaffUpdatePermissionsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/staff/${queryArg.id}/permissions`, method: 'PATCH', body: queryArg.updatePlatformStaffPermissionsDto }),
        invalidatesTags: ['admin'],
      }),
      adminBillingSubscriptions: build.query<AdminBillingSubscriptionsApiResponse, AdminBillingSubscriptionsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/subscriptions`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            status: queryArg.status,
          },
        }),
        providesTags: ['admin'],
      }),
      adminSupportList: build.query<AdminSupportListApiResponse, AdminSupportListApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/support/tickets`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            status: queryArg.status,
            assignee: queryArg.assignee,
            search: queryArg.search,
          },
        }),
        providesTags: ['admin'],
      }),
      adminSupportCounts: build.query<AdminSupportCountsApiResponse, AdminSupportCountsApiArg>({
        query: () => ({ url: `/api/admin/support/tickets/counts` }),
        providesTags: ['admin'],
      }),
      adminSupportGet: build.query<AdminSupportGetApiResponse, AdminSupportGetApiArg>({
        query: (queryArg) => ({ url: `/api/admin/support/tickets/${queryArg.id}` }),
        providesTags: ['admin'],
      }),
      adminSupportAssign: build.mutation<AdminSupportAssignApiResponse, AdminSupportAssignApiArg>({
        query: (queryArg) => ({ url: `/api/admin/support/tickets/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignSupportTicketDto }),
        invalidatesTags: ['admin'],
      }),
      adminSupportClose: build.mutation<AdminSupportCloseApiResponse, AdminSupportCloseApiArg>({
        query: (queryArg) => ({ url: `/api/admin/support/tickets/${queryArg.id}/close`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      adminSupportAnswer: build.mutation<AdminSupportAnswerApiResponse, AdminSupportAnswerApiArg>({
        query: (queryArg) => ({ url: `/api/admin/support/tickets/${queryArg.id}/replies`, method: 'POST', body: queryArg.supportReplyDto }),
        invalidatesTags: ['admin'],
      }),
      adminAreaSystemStatus: build.query<AdminAreaSystemStatusApiResponse, AdminAreaSystemStatusApiArg>({
        query: () => ({ url: `/api/admin/system` }),
        providesTags: ['admin'],
      }),
      adminAreaUsers: build.query<AdminAreaUsersApiResponse, AdminAreaUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            role: queryArg.role,
            search: queryArg.search,
          },
        }),
        providesTags: ['admin'],
      }),
      adminAreaDisable: build.mutation<AdminAreaDisableApiResponse, AdminAreaDisableApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/disable`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      adminAreaEnable: build.mutation<AdminAreaEnableApiResponse, AdminAreaEnableApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/enable`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      adminAreaSignOut: build.mutation<AdminAreaSignOutApiResponse, AdminAreaSignOutApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/sign-out`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      adminAreaResetTwoFactor: build.mutation<AdminAreaResetTwoFactorApiResponse, AdminAreaResetTwoFactorApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/two-factor/reset`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedAdminApi };
export type PlatformStaffAccessApiResponse = /** status 200 The permissions in effect */ OwnPlatformAccessResponseDto;
export type PlatformStaffAccessApiArg = void;
export type AdminAreaAnalyticsApiResponse = /** status 200 The figures */ AdminAnalyticsResponseDto;
export type AdminAreaAnalyticsApiArg = void;
export type AdminAreaAuditLogApiResponse = /** status 200 The page of audit entries */ AuditLogEntryResponseDto[];
export type AdminAreaAuditLogApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Only the entries about this business, client, user, payment or coupon: its UUID, or a coupon's 21-character id. */
  targetId?: string;
};
export type AdminAreaBusinessesApiResponse = /** status 200 The page of businesses */ AdminBusinessResponseDto[];
export type AdminAreaBusinessesApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** all (the default), active, suspended or canceled; past_due is accepted too. */
  status?: BusinessStatusFilter;
  /** The plan's name; Free for businesses without one. */
  subscriptionPlan?: string;
  /** Matches the owner's name, the business name, the username or the e-mail, case-insensitively. */
  search?: string;
};
export type AdminAreaReactivateApiResponse = /** status 200 The reactivated business */ AdminBusinessResponseDto;
export type AdminAreaReactivateApiArg = {
  id: string;
};
export type AdminAreaSuspendApiResponse = /** status 200 The suspended business */ AdminBusinessResponseDto;
export type AdminAreaSuspendApiArg = {
  id: string;
  suspendBusinessDto: SuspendBusinessDto;
};
export type AdminAreaClientsApiResponse = /** status 200 The page of clients */ AdminClientRowResponseDto[];
export type AdminAreaClientsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Only this business's clients. */
  businessId?: string;
  /** Matches the client's full name or e-mail, case-insensitively. */
  search?: string;
};
export type AdminAreaDeleteClientApiResponse = unknown;
export type AdminAreaDeleteClientApiArg = {
  id: string;
};
export type AdminFeatureFlagsListApiResponse = /** status 200 The flags */ FeatureFlagResponseDto[];
export type AdminFeatureFlagsListApiArg = void;
export type AdminFeatureFlagsSetApiResponse = /** status 200 The flag */ FeatureFlagResponseDto;
export type AdminFeatureFlagsSetApiArg = {
  key: string;
  setFeatureFlagDto: SetFeatureFlagDto;
};
export type AdminBillingPaymentsApiResponse = /** status 200 The page of payments */ AdminPaymentRowResponseDto[];
export type AdminBillingPaymentsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** all (the default), pending, paid, failed or refunded. */
  status?: PaymentStatusFilter;
};
export type AdminBillingPaymentApiResponse = /** status 200 The payment */ AdminPaymentDetailResponseDto;
export type AdminBillingPaymentApiArg = {
  id: string;
};
export type AdminProfileUpdateApiResponse = /** status 200 The updated admin */ UserResponseDto;
export type AdminProfileUpdateApiArg = {
  updateAdminProfileDto: UpdateAdminProfileDto;
};
export type AdminRevenueAnalyticsApiResponse = /** status 200 The figures */ RevenueAnalyticsResponseDto;
export type AdminRevenueAnalyticsApiArg = void;
export type PlatformStaffListApiResponse = /** status 200 The page of platform team entries */ PlatformStaffEntryResponseDto[];
export type PlatformStaffListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type PlatformStaffInviteApiResponse = /** status 201 The pending invitation */ PlatformStaffEntryResponseDto;
export type PlatformStaffInviteApiArg = {
  invitePlatformStaffDto: InvitePlatformStaffDto;
};
export type PlatformStaffRemoveApiResponse = unknown;
export type PlatformStaffRemoveApiArg = {
  id: string;
};
export type PlatformStaffUpdatePermissionsApiResponse = /** status 200 The entry with its new permissions */ PlatformStaffEntryResponseDto;
export type PlatformStaffUpdatePermissionsApiArg = {
  id: string;
  updatePlatformStaffPermissionsDto: UpdatePlatformStaffPermissionsDto;
};
export type AdminBillingSubscriptionsApiResponse = /** status 200 The page of subscriptions */ AdminSubscriptionResponseDto[];
export type AdminBillingSubscriptionsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** all (the default), or one of the provider's states: active, trialing, past_due, unpaid, canceled, incomplete. */
  status?: PlatformSubscriptionStatusFilter;
};
export type AdminSupportListApiResponse = /** status 200 The page of tickets */ AdminSupportTicketResponseDto[];
export type AdminSupportListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** all (the default), open, answered or closed. */
  status?: SupportTicketFilter;
  /** An admin's id (their tickets), `me`, or `unassigned`. */
  assignee?: string;
  /** Matches the subject and the business's name and e-mail, case-insensitively. */
  search?: string;
};
export type AdminSupportCountsApiResponse = /** status 200 The figures */ SupportTicketCountsResponseDto;
export type AdminSupportCountsApiArg = void;
export type AdminSupportGetApiResponse = /** status 200 The ticket with its thread */ AdminSupportTicketDetailResponseDto;
export type AdminSupportGetApiArg = {
  id: string;
};
export type AdminSupportAssignApiResponse = /** status 200 The ticket */ AdminSupportTicketDetailResponseDto;
export type AdminSupportAssignApiArg = {
  id: string;
  assignSupportTicketDto: AssignSupportTicketDto;
};
export type AdminSupportCloseApiResponse = /** status 200 The closed ticket */ AdminSupportTicketDetailResponseDto;
export type AdminSupportCloseApiArg = {
  id: string;
};
export type AdminSupportAnswerApiResponse = /** status 201 The ticket with its thread */ AdminSupportTicketDetailResponseDto;
export type AdminSupportAnswerApiArg = {
  id: string;
  supportReplyDto: SupportReplyDto;
};
export type AdminAreaSystemStatusApiResponse = /** status 200 The figures */ SystemStatusResponseDto;
export type AdminAreaSystemStatusApiArg = void;
export type AdminAreaUsersApiResponse = /** status 200 The page of accounts */ AdminUserResponseDto[];
export type AdminAreaUsersApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  role?: Role;
  /** Matches the full name or the e-mail, case-insensitively. */
  search?: string;
};
export type AdminAreaDisableApiResponse = /** status 200 The disabled account */ AdminUserResponseDto;
export type AdminAreaDisableApiArg = {
  id: string;
};
export type AdminAreaEnableApiResponse = /** status 200 The enabled account */ AdminUserResponseDto;
export type AdminAreaEnableApiArg = {
  id: string;
};
export type AdminAreaSignOutApiResponse = /** status 200 The account */ AdminUserResponseDto;
export type AdminAreaSignOutApiArg = {
  id: string;
};
export type AdminAreaResetTwoFactorApiResponse = /** status 200 The account */ AdminUserResponseDto;
export type AdminAreaResetTwoFactorApiArg = {
  id: string;
};
export type PlatformPermission =
  'business_management' | 'client_management' | 'payment_management' | 'coupon_management' | 'staff_management' | 'analytics' | 'support_tickets';
export type StaffRole = 'admin' | 'support' | 'moderator' | 'analyst';
export type OwnPlatformAccessResponseDto = {
  /** The permissions in effect. */
  permissions: PlatformPermission[];
  /** admin for a platform admin (every permission); another role, or null, for a member with chosen permissions. */
  role: StaffRole | null;
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
export type BusinessFiguresDto = {
  active: number;
  /** Joined since the first day of this month (UTC). */
  new: number;
  suspended: number;
  total: number;
};
export type ClientFiguresDto = {
  active: number;
  inactive: number;
  total: number;
};
export type RevenueFiguresDto = {
  /** Platform payments that failed this month and are still unpaid. */
  failedPayments: number;
  /** This month's platform payments received less refunds paid out, in US dollars (GET /api/admin/revenue has more). */
  monthly: number;
};
export type AdminAnalyticsResponseDto = {
  businesses: BusinessFiguresDto;
  clients: ClientFiguresDto;
  revenue: RevenueFiguresDto;
};
export type AuditAction =
  | 'business_suspended'
  | 'business_reactivated'
  | 'client_deleted'
  | 'user_disabled'
  | 'user_enabled'
  | 'user_signed_out'
  | 'staff_permissions_changed'
  | 'staff_removed'
  | 'support_ticket_assigned'
  | 'support_ticket_closed'
  | 'feature_flag_changed'
  | 'two_factor_reset'
  | 'platform_staff_permissions_changed'
  | 'platform_staff_removed'
  | 'payment_refunded'
  | 'coupon_created'
  | 'coupon_updated'
  | 'coupon_deleted'
  | 'staff_client_assigned'
  | 'staff_client_unassigned'
  | 'staff_two_factor_policy_changed';
export type AuditTargetType =
  'business' | 'client' | 'user' | 'support_ticket' | 'feature_flag' | 'payment' | 'platform_coupon' | 'client_coupon' | 'staff_invitation';
export type AuditLogEntryResponseDto = {
  action: AuditAction;
  actorEmail: string | null;
  /** The admin who acted; null for the platform itself. */
  actorId: string | null;
  businessId: string | null;
  createdAt: string;
  id: string;
  /** Why, when the action takes a reason (a suspension), or what changed (a refund's amount, a coupon's terms, the client assigned). */
  reason: string | null;
  /** The target's id: a UUID, or a coupon's 21-character id. */
  targetId: string;
  /** The target's name and e-mail (a coupon: its code and name) at the time. */
  targetLabel: string;
  targetType: AuditTargetType;
};
export type BusinessStatus = 'active' | 'suspended' | 'canceled' | 'past_due';
export type AdminBusinessResponseDto = {
  businessName: string | null;
  createdAt: string;
  email: string;
  firstName: string;
  id: string;
  lastName: string;
  /** Null without a plan (shown as Free). */
  subscriptionPlan: string | null;
  /** suspended while the platform has suspended it; canceled or past_due from its subscription; otherwise active. */
  subscriptionStatus: BusinessStatus;
  suspendedAt: string | null;
  suspendedReason: string | null;
  username: string | null;
};
export type BusinessStatusFilter = 'all' | 'active' | 'suspended' | 'canceled' | 'past_due';
export type SuspendBusinessDto = {
  /** Why the business is suspended: its owner reads it. */
  reason: string;
};
export type AdminClientDto = {
  createdAt: string;
  email: string;
  firstName: string;
  id: string;
  isActive: boolean;
  lastName: string;
};
export type AdminClientCoachDto = {
  businessName: string | null;
  firstName: string;
  id: string;
  lastName: string;
  username: string | null;
};
export type AdminClientRowResponseDto = {
  client: AdminClientDto;
  coach: AdminClientCoachDto;
};
export type FeatureFlagKey = 'mobile_app_beta' | 'advanced_analytics' | 'ai_workout_generator' | 'white_label_branding';
export type FeatureFlagState = 'enabled' | 'disabled' | 'coming_soon' | 'planned';
export type FeatureFlagResponseDto = {
  description: string;
  /** Whether the feature is on (state enabled). */
  enabled: boolean;
  id: string;
  key: FeatureFlagKey;
  name: string;
  state: FeatureFlagState;
  updatedAt: string;
  updatedById: string | null;
};
export type SetFeatureFlagDto = {
  /** enabled turns the feature on; disabled, coming_soon and planned keep it off. */
  state: FeatureFlagState;
};
export type BillingBusinessDto = {
  businessName: string | null;
  email: string;
  firstName: string;
  id: string;
  lastName: string;
  username: string | null;
};
export type PlatformPaymentMethod = 'card';
export type BusinessPaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';
export type AdminPaymentDto = {
  /** In `currency`, two decimals. */
  amount: number;
  createdAt: string;
  /** ISO 4217 code, lowercase (usd, gbp, ...). */
  currency: string;
  dueDate: string | null;
  failedAt: string | null;
  id: string;
  paidAt: string | null;
  /** How it was paid: card. The platform plan is paid with the card the business saved in the card form, through the
    payments provider, and refunds go back to it. */
  paymentMethod: PlatformPaymentMethod;
  /** subscription (the platform plan) or refund (to the card, after a change of billing). */
  paymentType: string | null;
  status: BusinessPaymentStatus;
};
export type AdminPaymentRowResponseDto = {
  business: BillingBusinessDto;
  payment: AdminPaymentDto;
};
export type PaymentStatusFilter = 'all' | 'pending' | 'paid' | 'failed' | 'refunded';
export type ProviderEventResponseDto = {
  /** When the provider created it. */
  createdAt: string;
  /** The provider's event id (evt_...). */
  id: string;
  /** applied, or why it changed nothing (stale, ignored, duplicate); null until processed. */
  outcome: string | null;
  /** Null while its job has not applied it yet. */
  processedAt: string | null;
  receivedAt: string;
  /** invoice.paid, payment_intent.payment_failed, ... */
  type: string;
};
export type AdminPaymentDetailDto = {
  /** In `currency`, two decimals. */
  amount: number;
  createdAt: string;
  /** ISO 4217 code, lowercase (usd, gbp, ...). */
  currency: string;
  dueDate: string | null;
  failedAt: string | null;
  failureCount: number;
  /** Why the last attempt failed, as the provider said. */
  failureReason: string | null;
  /** When the business is suspended unless it pays (30 days after a failed renewal). */
  gracePeriodEnd: string | null;
  id: string;
  paidAt: string | null;
  /** How it was paid: card. The platform plan is paid with the card the business saved in the card form, through the
    payments provider, and refunds go back to it. */
  paymentMethod: PlatformPaymentMethod;
  /** subscription (the platform plan) or refund (to the card, after a change of billing). */
  paymentType: string | null;
  status: BusinessPaymentStatus;
  stripeInvoiceId: string | null;
  stripePaymentIntentId: string | null;
  /** When the grace period suspended the business. */
  suspensionDate: string | null;
  updatedAt: string;
};
export type AdminPaymentDetailResponseDto = {
  business: BillingBusinessDto;
  /** Oldest first. */
  events: ProviderEventResponseDto[];
  payment: AdminPaymentDetailDto;
};
export type Role = 'admin' | 'business' | 'staff' | 'client';
export type UnitSystem = 'imperial' | 'metric';
export type UserResponseDto = {
  avatar: string | null;
  /** The business's name, for business accounts. */
  businessName: string | null;
  createdAt: string;
  email: string;
  firstName: string;
  id: string;
  lastName: string;
  /** Whether the setup wizard was finished (or skipped). */
  onboardingCompleted: boolean;
  phone: string | null;
  role: Role;
  subscriptionPlan: string | null;
  subscriptionStatus: string | null;
  /** IANA time zone of the business's days (default UTC). */
  timeZone: string;
  /** The units the user reads their figures in. */
  units: UnitSystem;
  username: string | null;
};
export type UpdateAdminProfileDto = {
  /** Required with newPassword. */
  currentPassword?: string | null;
  /** Unchanged when left out. */
  email?: string;
  firstName: string;
  lastName: string;
  /** At least 6 characters; leave out to keep the password. */
  newPassword?: string | null;
};
export type MonthComparisonDto = {
  lastMonth: number;
  thisMonth: number;
};
export type PlatformRevenueMonthDto = {
  /** The calendar month (UTC). */
  month: string;
  /** US dollars: payments received less refunds paid out that month. */
  revenue: number;
};
export type RevenueAnalyticsResponseDto = {
  /** Subscriptions the provider ended (canceled) in the month. */
  churnedSubscriptions: MonthComparisonDto;
  /** Always usd. */
  currency: 'usd';
  /** Payments that failed in the month and are still unpaid. */
  failedPayments: MonthComparisonDto;
  /** The last 12 calendar months, oldest first, the current one last. */
  monthlyRevenue: PlatformRevenueMonthDto[];
  /** Monthly recurring revenue: over the active and past-due subscriptions, the latest paid invoice of each, per month of
    its billing period (an annual one counts a twelfth). */
  mrr: number;
  /** Businesses whose first subscription payment was paid in the month. */
  newSubscriptions: MonthComparisonDto;
  /** Businesses whose subscription is past due or unpaid now. */
  pastDueBusinesses: number;
  /** The active and past-due subscriptions with a paid invoice (those MRR counts). */
  recurringSubscriptions: number;
};
export type StaffDepartment = 'admin' | 'support' | 'sales' | 'development' | 'finance';
export type PlatformStaffRecordDto = {
  departments: StaffDepartment[];
  /** The entry's id (DELETE /api/admin/staff/{id}). */
  id: string;
  /** When a pending invitation's link stops working; null once accepted. */
  inviteExpiresAt: string | null;
  isActive: boolean;
  /** Missing until the invitation is accepted (shown as Pending). */
  joinedAt: string | null;
  /** What was granted (a platform admin holds every permission whatever is listed here). */
  permissions: PlatformPermission[];
  role: StaffRole | null;
};
export type PlatformStaffUserDto = {
  email: string;
  firstName: string;
  id: string | null;
  lastName: string;
};
export type PlatformStaffEntryResponseDto = {
  staff: PlatformStaffRecordDto;
  user: PlatformStaffUserDto;
};
export type InvitePlatformStaffDto = {
  departments?: StaffDepartment[];
  /** Where the invitation goes. */
  email: string;
  /** What the member may do in the admin area. */
  permissions?: PlatformPermission[];
  /** admin holds every permission; the others hold the ones chosen. */
  role?: StaffRole | null;
};
export type UpdatePlatformStaffPermissionsDto = {
  permissions: PlatformPermission[];
};
export type AdminSubscriptionResponseDto = {
  business: BillingBusinessDto;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
  /** When it renews, or ends when it is cancelled at the period's end. */
  currentPeriodEnd: string | null;
  currentPeriodStart: string | null;
  id: string;
  /** The plan id the business is on (coachcore-platform-monthly, coachcore-platform-annual, or a tier of the older page). */
  plan: string | null;
  /** The provider's state: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
};
export type PlatformSubscriptionStatusFilter = 'all' | 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete';
export type SupportPersonDto = {
  firstName: string;
  id: string;
  lastName: string;
};
export type SupportTicketBusinessDto = {
  businessName: string | null;
  email: string;
  firstName: string;
  id: string;
  lastName: string;
};
export type SupportCategory = 'general' | 'technical' | 'billing' | 'account' | 'feature_request';
export type SupportTicketStatus = 'open' | 'answered' | 'closed';
export type AdminSupportTicketResponseDto = {
  /** The platform admin handling it, if any. */
  assignee: SupportPersonDto | null;
  business: SupportTicketBusinessDto;
  category: SupportCategory;
  closedAt: string | null;
  createdAt: string;
  id: string;
  /** open: waiting for support; answered: support replied; closed. */
  status: SupportTicketStatus;
  subject: string;
  /** The last message or change. */
  updatedAt: string;
};
export type SupportTicketFilter = 'all' | 'open' | 'answered' | 'closed';
export type SupportTicketCountsResponseDto = {
  answered: number;
  closed: number;
  open: number;
  /** Not closed and assigned to nobody. */
  unassigned: number;
};
export type SupportAuthorSide = 'requester' | 'support';
export type SupportTicketMessageResponseDto = {
  /** Null once the author's account is gone. */
  author: SupportPersonDto | null;
  body: string;
  createdAt: string;
  id: string;
  /** requester: the business; support: the platform's support team. */
  side: SupportAuthorSide;
};
export type AdminSupportTicketDetailResponseDto = {
  /** The platform admin handling it, if any. */
  assignee: SupportPersonDto | null;
  business: SupportTicketBusinessDto;
  category: SupportCategory;
  closedAt: string | null;
  createdAt: string;
  id: string;
  messages: SupportTicketMessageResponseDto[];
  /** open: waiting for support; answered: support replied; closed. */
  status: SupportTicketStatus;
  subject: string;
  /** The last message or change. */
  updatedAt: string;
};
export type AssignSupportTicketDto = {
  /** The platform admin who handles it; null unassigns it. */
  assigneeId: string | null;
};
export type SupportReplyDto = {
  message: string;
};
export type DependencyState = 'up' | 'down';
export type DependencyStatusDto = {
  /** The round trip of a trivial command; null when it did not answer within 2 s. */
  latencyMs: number | null;
  status: DependencyState;
};
export type HttpFiguresDto = {
  /** The 95th percentile of response times over the last `windowSeconds`, as the upper bound of its histogram bucket;
    null without requests in that time. */
  p95Ms: number | null;
  /** Requests this API instance answered since it started. */
  requests: number;
  /** Average requests per minute over the last `windowSeconds`. */
  requestsPerMinute: number;
  /** The time the rate and p95 cover: the last five minutes, or since the start for a younger instance. */
  windowSeconds: number;
};
export type QueueStatusDto = {
  active: number;
  delayed: number;
  /** Jobs that failed for good (kept for inspection). */
  failed: number;
  /** The BullMQ queue. */
  name: string;
  waiting: number;
};
export type SystemStatusResponseDto = {
  checkedAt: string;
  database: DependencyStatusDto;
  http: HttpFiguresDto;
  /** Every queue's depths; empty when Redis did not answer in time (see `queuesAvailable`). */
  queues: QueueStatusDto[];
  queuesAvailable: boolean;
  redis: DependencyStatusDto;
  startedAt: string;
  uptimeSeconds: number;
  /** The running backend's version. */
  version: string;
};
export type AccountStatus = 'active' | 'disabled';
export type AdminUserResponseDto = {
  createdAt: string;
  disabledAt: string | null;
  email: string;
  firstName: string;
  id: string;
  lastName: string;
  role: Role;
  /** disabled accounts cannot sign in. */
  status: AccountStatus;
  /** The account signs in with a second factor (an admin may reset it). */
  twoFactorEnabled: boolean;
};
export const {
  usePlatformStaffAccessQuery,
  useAdminAreaAnalyticsQuery,
  useAdminAreaAuditLogQuery,
  useAdminAreaBusinessesQuery,
  useAdminAreaReactivateMutation,
  useAdminAreaSuspendMutation,
  useAdminAreaClientsQuery,
  useAdminAreaDeleteClientMutation,
  useAdminFeatureFlagsListQuery,
  useAdminFeatureFlagsSetMutation,
  useAdminBillingPaymentsQuery,
  useAdminBillingPaymentQuery,
  useAdminProfileUpdateMutation,
  useAdminRevenueAnalyticsQuery,
  usePlatformStaffListQuery,
  usePlatformStaffInviteMutation,
  usePlatformStaffRemoveMutation,
  usePlatformStaffUpdatePermissionsMutation,
  useAdminBillingSubscriptionsQuery,
  useAdminSupportListQuery,
  useAdminSupportCountsQuery,
  useAdminSupportGetQuery,
  useAdminSupportAssignMutation,
  useAdminSupportCloseMutation,
  useAdminSupportAnswerMutation,
  useAdminAreaSystemStatusQuery,
  useAdminAreaUsersQuery,
  useAdminAreaDisableMutation,
  useAdminAreaEnableMutation,
  useAdminAreaSignOutMutation,
  useAdminAreaResetTwoFactorMutation,
} = injectedRtkApi;
