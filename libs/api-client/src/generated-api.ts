import { baseApi as api } from './base-api';
export const addTagTypes = [
  'admin',
  'admin-coupons',
  'analytics',
  'auth',
  'automations',
  'availability',
  'calendar-feeds',
  'calendar-integrations',
  'client-coupons',
  'habits',
  'meal-plans',
  'client-payments',
  'client-portal',
  'recipe-packs',
  'shopping-lists',
  'clients',
  'nutrition',
  'goals',
  'onboarding',
  'progress-photos',
  'packages',
  'workouts',
  'communities',
  'dashboard',
  'exercises',
  'feature-flags',
  'foods',
  'forms',
  'platform-subscription',
  'health',
  'help',
  'integrations',
  'invitations',
  'meals',
  'meetings',
  'messages',
  'stripe-connect',
  'simulated-payments',
  'platform-coupons',
  'platform-staff-invitations',
  'review-settings',
  'setup-wizard',
  'staff',
  'staff-invitations',
  'support',
  'user',
  'webhook-subscriptions',
  'webhooks',
] as const;
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
      analyticsAdherence: build.query<AnalyticsAdherenceApiResponse, AnalyticsAdherenceApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/adherence`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsAutomations: build.query<AnalyticsAutomationsApiResponse, AnalyticsAutomationsApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/automations`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsClients: build.query<AnalyticsClientsApiResponse, AnalyticsClientsApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/clients`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsCsv: build.query<AnalyticsCsvApiResponse, AnalyticsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/csv`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
            chart: queryArg.chart,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsMessages: build.query<AnalyticsMessagesApiResponse, AnalyticsMessagesApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/messages`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsRevenue: build.query<AnalyticsRevenueApiResponse, AnalyticsRevenueApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/revenue`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsRevenueByPackage: build.query<AnalyticsRevenueByPackageApiResponse, AnalyticsRevenueByPackageApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/revenue-by-package`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsSessions: build.query<AnalyticsSessionsApiResponse, AnalyticsSessionsApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/sessions`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.loginDto }),
        invalidatesTags: ['auth'],
      }),
      authLoginSecondStep: build.mutation<AuthLoginSecondStepApiResponse, AuthLoginSecondStepApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login/two-factor`, method: 'POST', body: queryArg.twoFactorLoginDto }),
        invalidatesTags: ['auth'],
      }),
      authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      authMe: build.query<AuthMeApiResponse, AuthMeApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ['auth'],
      }),
      authRegister: build.mutation<AuthRegisterApiResponse, AuthRegisterApiArg>({
        query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.registerDto }),
        invalidatesTags: ['auth'],
      }),
      twoFactorStatus: build.query<TwoFactorStatusApiResponse, TwoFactorStatusApiArg>({
        query: () => ({ url: `/api/auth/two-factor` }),
        providesTags: ['auth'],
      }),
      twoFactorDisable: build.mutation<TwoFactorDisableApiResponse, TwoFactorDisableApiArg>({
        query: (queryArg) => ({ url: `/api/auth/two-factor/disable`, method: 'POST', body: queryArg.secondFactorCodeDto }),
        invalidatesTags: ['auth'],
      }),
      twoFactorEnable: build.mutation<TwoFactorEnableApiResponse, TwoFactorEnableApiArg>({
        query: (queryArg) => ({ url: `/api/auth/two-factor/enable`, method: 'POST', body: queryArg.totpCodeDto }),
        invalidatesTags: ['auth'],
      }),
      twoFactorRecoveryCodes: build.mutation<TwoFactorRecoveryCodesApiResponse, TwoFactorRecoveryCodesApiArg>({
        query: (queryArg) => ({ url: `/api/auth/two-factor/recovery-codes`, method: 'POST', body: queryArg.totpCodeDto }),
        invalidatesTags: ['auth'],
      }),
      twoFactorSetup: build.mutation<TwoFactorSetupApiResponse, TwoFactorSetupApiArg>({
        query: () => ({ url: `/api/auth/two-factor/setup`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      automationsList: build.query<AutomationsListApiResponse, AutomationsListApiArg>({
        query: () => ({ url: `/api/automations` }),
        providesTags: ['automations'],
      }),
      automationsCreate: build.mutation<AutomationsCreateApiResponse, AutomationsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/automations`, method: 'POST', body: queryArg.createAutomationDto }),
        invalidatesTags: ['automations'],
      }),
      automationsStats: build.query<AutomationsStatsApiResponse, AutomationsStatsApiArg>({
        query: () => ({ url: `/api/automations/stats` }),
        providesTags: ['automations'],
      }),
      automationsFromTemplate: build.mutation<AutomationsFromTemplateApiResponse, AutomationsFromTemplateApiArg>({
        query: (queryArg) => ({ url: `/api/automations/templates`, method: 'POST', body: queryArg.createAutomationFromTemplateDto }),
        invalidatesTags: ['automations'],
      }),
      automationsRemove: build.mutation<AutomationsRemoveApiResponse, AutomationsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/automations/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['automations'],
      }),
      automationsGet: build.query<AutomationsGetApiResponse, AutomationsGetApiArg>({
        query: (queryArg) => ({ url: `/api/automations/${queryArg.id}` }),
        providesTags: ['automations'],
      }),
      automationsUpdate: build.mutation<AutomationsUpdateApiResponse, AutomationsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/automations/${queryArg.id}`, method: 'PUT', body: queryArg.updateAutomationDto }),
        invalidatesTags: ['automations'],
      }),
      automationsRuns: build.query<AutomationsRunsApiResponse, AutomationsRunsApiArg>({
        query: (queryArg) => ({
          url: `/api/automations/${queryArg.id}/executions`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['automations'],
      }),
      availabilityList: build.query<AvailabilityListApiResponse, AvailabilityListApiArg>({
        query: () => ({ url: `/api/availability` }),
        providesTags: ['availability'],
      }),
      availabilityReplace: build.mutation<AvailabilityReplaceApiResponse, AvailabilityReplaceApiArg>({
        query: (queryArg) => ({ url: `/api/availability`, method: 'PUT', body: queryArg.replaceAvailabilityDto }),
        invalidatesTags: ['availability'],
      }),
      availabilitySettings: build.query<AvailabilitySettingsApiResponse, AvailabilitySettingsApiArg>({
        query: () => ({ url: `/api/availability/settings` }),
        providesTags: ['availability'],
      }),
      availabilitySaveSettings: build.mutation<AvailabilitySaveSettingsApiResponse, AvailabilitySaveSettingsApiArg>({
        query: (queryArg) => ({ url: `/api/availability/settings`, method: 'PUT', body: queryArg.bookingSettingsDto }),
        invalidatesTags: ['availability'],
      }),
      calendarFeedRevoke: build.mutation<CalendarFeedRevokeApiResponse, CalendarFeedRevokeApiArg>({
        query: () => ({ url: `/api/calendar-feed`, method: 'DELETE' }),
        invalidatesTags: ['calendar-feeds'],
      }),
      calendarFeedStatus: build.query<CalendarFeedStatusApiResponse, CalendarFeedStatusApiArg>({
        query: () => ({ url: `/api/calendar-feed` }),
        providesTags: ['calendar-feeds'],
      }),
      calendarFeedRotate: build.mutation<CalendarFeedRotateApiResponse, CalendarFeedRotateApiArg>({
        query: () => ({ url: `/api/calendar-feed`, method: 'POST' }),
        invalidatesTags: ['calendar-feeds'],
      }),
      publicCalendarFeedFeed: build.query<PublicCalendarFeedFeedApiResponse, PublicCalendarFeedFeedApiArg>({
        query: (queryArg) => ({ url: `/api/calendar-feeds/${queryArg.file}` }),
        providesTags: ['calendar-feeds'],
      }),
      calendarIntegrationsCalendarIntegrations: build.query<
        CalendarIntegrationsCalendarIntegrationsApiResponse,
        CalendarIntegrationsCalendarIntegrationsApiArg
      >({
        query: () => ({ url: `/api/calendar-integrations` }),
        providesTags: ['calendar-integrations'],
      }),
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
      habitsEnd: build.mutation<HabitsEndApiResponse, HabitsEndApiArg>({
        query: (queryArg) => ({ url: `/api/client-habits/${queryArg.id}/end`, method: 'POST' }),
        invalidatesTags: ['habits'],
      }),
      mealPlansUnassign: build.mutation<MealPlansUnassignApiResponse, MealPlansUnassignApiArg>({
        query: (queryArg) => ({ url: `/api/client-meal-plans/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['meal-plans'],
      }),
      clientPaymentsList: build.query<ClientPaymentsListApiResponse, ClientPaymentsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client-payments`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            clientId: queryArg.clientId,
          },
        }),
        providesTags: ['client-payments'],
      }),
      clientPaymentsRefund: build.mutation<ClientPaymentsRefundApiResponse, ClientPaymentsRefundApiArg>({
        query: (queryArg) => ({ url: `/api/client-payments/${queryArg.id}/refund`, method: 'POST', body: queryArg.refundPaymentDto }),
        invalidatesTags: ['client-payments'],
      }),
      clientPortalAccountDeletionRequest: build.mutation<ClientPortalAccountDeletionRequestApiResponse, ClientPortalAccountDeletionRequestApiArg>({
        query: () => ({ url: `/api/client/account-deletion`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalAccountDeletionConfirm: build.mutation<ClientPortalAccountDeletionConfirmApiResponse, ClientPortalAccountDeletionConfirmApiArg>({
        query: (queryArg) => ({ url: `/api/client/account-deletion/confirm`, method: 'POST', body: queryArg.confirmAccountDeletionDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalAppointmentsBook: build.mutation<ClientPortalAppointmentsBookApiResponse, ClientPortalAppointmentsBookApiArg>({
        query: (queryArg) => ({ url: `/api/client/appointments`, method: 'POST', body: queryArg.bookAppointmentDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalAppointmentsSlots: build.query<ClientPortalAppointmentsSlotsApiResponse, ClientPortalAppointmentsSlotsApiArg>({
        query: (queryArg) => ({
          url: `/api/client/appointments/slots`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalAppointmentsReschedule: build.mutation<ClientPortalAppointmentsRescheduleApiResponse, ClientPortalAppointmentsRescheduleApiArg>({
        query: (queryArg) => ({ url: `/api/client/appointments/${queryArg.id}`, method: 'PATCH', body: queryArg.rescheduleAppointmentDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalAppointmentsCancel: build.mutation<ClientPortalAppointmentsCancelApiResponse, ClientPortalAppointmentsCancelApiArg>({
        query: (queryArg) => ({ url: `/api/client/appointments/${queryArg.id}/cancel`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalCalendarFeedRevoke: build.mutation<ClientPortalCalendarFeedRevokeApiResponse, ClientPortalCalendarFeedRevokeApiArg>({
        query: () => ({ url: `/api/client/calendar-feed`, method: 'DELETE' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalCalendarFeedStatus: build.query<ClientPortalCalendarFeedStatusApiResponse, ClientPortalCalendarFeedStatusApiArg>({
        query: () => ({ url: `/api/client/calendar-feed` }),
        providesTags: ['client-portal'],
      }),
      clientPortalCalendarFeedRotate: build.mutation<ClientPortalCalendarFeedRotateApiResponse, ClientPortalCalendarFeedRotateApiArg>({
        query: () => ({ url: `/api/client/calendar-feed`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientCommunitiesList: build.query<ClientCommunitiesListApiResponse, ClientCommunitiesListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/communities`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalDataExportsList: build.query<ClientPortalDataExportsListApiResponse, ClientPortalDataExportsListApiArg>({
        query: () => ({ url: `/api/client/data-exports` }),
        providesTags: ['client-portal'],
      }),
      clientPortalDataExportsRequest: build.mutation<ClientPortalDataExportsRequestApiResponse, ClientPortalDataExportsRequestApiArg>({
        query: () => ({ url: `/api/client/data-exports`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalDataExportsGet: build.query<ClientPortalDataExportsGetApiResponse, ClientPortalDataExportsGetApiArg>({
        query: (queryArg) => ({ url: `/api/client/data-exports/${queryArg.exportId}` }),
        providesTags: ['client-portal'],
      }),
      clientPortalDataExportsDownload: build.query<ClientPortalDataExportsDownloadApiResponse, ClientPortalDataExportsDownloadApiArg>({
        query: (queryArg) => ({ url: `/api/client/data-exports/${queryArg.exportId}/download` }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogDay: build.query<ClientFoodLogDayApiResponse, ClientFoodLogDayApiArg>({
        query: (queryArg) => ({
          url: `/api/client/food-log`,
          params: {
            date: queryArg.date,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogAdd: build.mutation<ClientFoodLogAddApiResponse, ClientFoodLogAddApiArg>({
        query: (queryArg) => ({ url: `/api/client/food-log`, method: 'POST', body: queryArg.createFoodLogDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientFoodLogLogPlannedMeal: build.mutation<ClientFoodLogLogPlannedMealApiResponse, ClientFoodLogLogPlannedMealApiArg>({
        query: (queryArg) => ({ url: `/api/client/food-log/planned-meals`, method: 'POST', body: queryArg.logPlannedMealDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientFoodLogUnlogPlannedMeal: build.mutation<ClientFoodLogUnlogPlannedMealApiResponse, ClientFoodLogUnlogPlannedMealApiArg>({
        query: (queryArg) => ({
          url: `/api/client/food-log/planned-meals/${queryArg.planMealId}`,
          method: 'DELETE',
          params: {
            date: queryArg.date,
          },
        }),
        invalidatesTags: ['client-portal'],
      }),
      clientFoodLogRemove: build.mutation<ClientFoodLogRemoveApiResponse, ClientFoodLogRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/client/food-log/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['client-portal'],
      }),
      clientFoodLogFrequent: build.query<ClientFoodLogFrequentApiResponse, ClientFoodLogFrequentApiArg>({
        query: () => ({ url: `/api/client/foods/frequent` }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogRecent: build.query<ClientFoodLogRecentApiResponse, ClientFoodLogRecentApiArg>({
        query: () => ({ url: `/api/client/foods/recent` }),
        providesTags: ['client-portal'],
      }),
      clientPortalFormsList: build.query<ClientPortalFormsListApiResponse, ClientPortalFormsListApiArg>({
        query: () => ({ url: `/api/client/forms` }),
        providesTags: ['client-portal'],
      }),
      clientPortalFormsGet: build.query<ClientPortalFormsGetApiResponse, ClientPortalFormsGetApiArg>({
        query: (queryArg) => ({ url: `/api/client/forms/${queryArg.id}` }),
        providesTags: ['client-portal'],
      }),
      clientPortalFormsUpload: build.mutation<ClientPortalFormsUploadApiResponse, ClientPortalFormsUploadApiArg>({
        query: (queryArg) => ({ url: `/api/client/forms/${queryArg.id}/files`, method: 'POST', body: queryArg.formFileUploadDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalFormsSubmit: build.mutation<ClientPortalFormsSubmitApiResponse, ClientPortalFormsSubmitApiArg>({
        query: (queryArg) => ({ url: `/api/client/forms/${queryArg.id}/submissions`, method: 'POST', body: queryArg.submitFormDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalGoalsList: build.query<ClientPortalGoalsListApiResponse, ClientPortalGoalsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/goals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            active: queryArg.active,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalGoalsUpdateProgress: build.mutation<ClientPortalGoalsUpdateProgressApiResponse, ClientPortalGoalsUpdateProgressApiArg>({
        query: (queryArg) => ({ url: `/api/client/goals/${queryArg.id}/progress`, method: 'PATCH', body: queryArg.updateGoalProgressDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalMeetingsGroupSessions: build.query<ClientPortalMeetingsGroupSessionsApiResponse, ClientPortalMeetingsGroupSessionsApiArg>({
        query: (queryArg) => ({
          url: `/api/client/group-sessions`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalPaymentsPayForSession: build.mutation<ClientPortalPaymentsPayForSessionApiResponse, ClientPortalPaymentsPayForSessionApiArg>({
        query: (queryArg) => ({ url: `/api/client/group-sessions/${queryArg.id}/payment`, method: 'POST', body: queryArg.paySessionDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalHabitsList: build.query<ClientPortalHabitsListApiResponse, ClientPortalHabitsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/habits`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
            date: queryArg.date,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalHabitsLog: build.mutation<ClientPortalHabitsLogApiResponse, ClientPortalHabitsLogApiArg>({
        query: (queryArg) => ({ url: `/api/client/habits/${queryArg.clientHabitId}/log`, method: 'POST', body: queryArg.logHabitDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalHabitsSetReminder: build.mutation<ClientPortalHabitsSetReminderApiResponse, ClientPortalHabitsSetReminderApiArg>({
        query: (queryArg) => ({ url: `/api/client/habits/${queryArg.clientHabitId}/reminder`, method: 'PUT', body: queryArg.setHabitReminderDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientLinkGet: build.query<ClientLinkGetApiResponse, ClientLinkGetApiArg>({
        query: () => ({ url: `/api/client/link` }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogMealPlan: build.query<ClientFoodLogMealPlanApiResponse, ClientFoodLogMealPlanApiArg>({
        query: (queryArg) => ({
          url: `/api/client/meal-plan`,
          params: {
            date: queryArg.date,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalMeasurementsList: build.query<ClientPortalMeasurementsListApiResponse, ClientPortalMeasurementsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/measurements`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalMeasurementsAdd: build.mutation<ClientPortalMeasurementsAddApiResponse, ClientPortalMeasurementsAddApiArg>({
        query: (queryArg) => ({ url: `/api/client/measurements`, method: 'POST', body: queryArg.createMeasurementDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalMeetingsMeetings: build.query<ClientPortalMeetingsMeetingsApiResponse, ClientPortalMeetingsMeetingsApiArg>({
        query: (queryArg) => ({
          url: `/api/client/meetings`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            timeframe: queryArg.timeframe,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalFeedbackGet: build.query<ClientPortalFeedbackGetApiResponse, ClientPortalFeedbackGetApiArg>({
        query: (queryArg) => ({ url: `/api/client/meetings/${queryArg.id}/feedback` }),
        providesTags: ['client-portal'],
      }),
      clientPortalFeedbackSubmit: build.mutation<ClientPortalFeedbackSubmitApiResponse, ClientPortalFeedbackSubmitApiArg>({
        query: (queryArg) => ({ url: `/api/client/meetings/${queryArg.id}/feedback`, method: 'POST', body: queryArg.submitSessionFeedbackDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalFeedbackReview: build.mutation<ClientPortalFeedbackReviewApiResponse, ClientPortalFeedbackReviewApiArg>({
        query: (queryArg) => ({ url: `/api/client/meetings/${queryArg.id}/feedback/review`, method: 'POST', body: queryArg.recordReviewDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPushPreferences: build.query<ClientPortalPushPreferencesApiResponse, ClientPortalPushPreferencesApiArg>({
        query: () => ({ url: `/api/client/notification-preferences` }),
        providesTags: ['client-portal'],
      }),
      clientPortalPushUpdatePreferences: build.mutation<ClientPortalPushUpdatePreferencesApiResponse, ClientPortalPushUpdatePreferencesApiArg>({
        query: (queryArg) => ({ url: `/api/client/notification-preferences`, method: 'PUT', body: queryArg.updateNotificationPreferencesDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalOnboardingGet: build.query<ClientPortalOnboardingGetApiResponse, ClientPortalOnboardingGetApiArg>({
        query: () => ({ url: `/api/client/onboarding` }),
        providesTags: ['client-portal'],
      }),
      clientPortalOnboardingComplete: build.mutation<ClientPortalOnboardingCompleteApiResponse, ClientPortalOnboardingCompleteApiArg>({
        query: () => ({ url: `/api/client/onboarding/complete`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalOnboardingSaveStep: build.mutation<ClientPortalOnboardingSaveStepApiResponse, ClientPortalOnboardingSaveStepApiArg>({
        query: (queryArg) => ({ url: `/api/client/onboarding/steps/${queryArg.stepId}`, method: 'PUT', body: queryArg.saveOnboardingStepDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalOnboardingUpload: build.mutation<ClientPortalOnboardingUploadApiResponse, ClientPortalOnboardingUploadApiArg>({
        query: (queryArg) => ({
          url: `/api/client/onboarding/steps/${queryArg.stepId}/fields/${queryArg.fieldId}/file`,
          method: 'POST',
          body: queryArg.onboardingFileUploadDto,
        }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPaymentsPackages: build.query<ClientPortalPaymentsPackagesApiResponse, ClientPortalPaymentsPackagesApiArg>({
        query: () => ({ url: `/api/client/packages` }),
        providesTags: ['client-portal'],
      }),
      clientPortalPaymentsPurchase: build.mutation<ClientPortalPaymentsPurchaseApiResponse, ClientPortalPaymentsPurchaseApiArg>({
        query: (queryArg) => ({ url: `/api/client/packages/${queryArg.id}/purchase`, method: 'POST', body: queryArg.purchasePackageDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPaymentsReceipts: build.query<ClientPortalPaymentsReceiptsApiResponse, ClientPortalPaymentsReceiptsApiArg>({
        query: (queryArg) => ({
          url: `/api/client/payments`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            clientId: queryArg.clientId,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalProgressList: build.query<ClientPortalProgressListApiResponse, ClientPortalProgressListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/progress`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalProgressUpload: build.mutation<ClientPortalProgressUploadApiResponse, ClientPortalProgressUploadApiArg>({
        query: (queryArg) => ({ url: `/api/client/progress`, method: 'POST', body: queryArg.uploadProgressPhotoDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPushPublicKey: build.query<ClientPortalPushPublicKeyApiResponse, ClientPortalPushPublicKeyApiArg>({
        query: () => ({ url: `/api/client/push/public-key` }),
        providesTags: ['client-portal'],
      }),
      clientPortalPushUnsubscribe: build.mutation<ClientPortalPushUnsubscribeApiResponse, ClientPortalPushUnsubscribeApiArg>({
        query: (queryArg) => ({ url: `/api/client/push/subscriptions`, method: 'DELETE', body: queryArg.deletePushSubscriptionDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPushSubscribe: build.mutation<ClientPortalPushSubscribeApiResponse, ClientPortalPushSubscribeApiArg>({
        query: (queryArg) => ({ url: `/api/client/push/subscriptions`, method: 'POST', body: queryArg.createPushSubscriptionDto }),
        invalidatesTags: ['client-portal'],
      }),
      recipePacksOwn: build.query<RecipePacksOwnApiResponse, RecipePacksOwnApiArg>({
        query: (queryArg) => ({
          url: `/api/client/recipe-packs`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['recipe-packs', 'client-portal'],
      }),
      recipePacksUpdateOwn: build.mutation<RecipePacksUpdateOwnApiResponse, RecipePacksUpdateOwnApiArg>({
        query: (queryArg) => ({ url: `/api/client/recipe-packs/${queryArg.id}`, method: 'PATCH', body: queryArg.updateClientRecipePackDto }),
        invalidatesTags: ['recipe-packs', 'client-portal'],
      }),
      clientPortalFeedbackList: build.query<ClientPortalFeedbackListApiResponse, ClientPortalFeedbackListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/session-feedback`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      shoppingListsSetPurchased: build.mutation<ShoppingListsSetPurchasedApiResponse, ShoppingListsSetPurchasedApiArg>({
        query: (queryArg) => ({ url: `/api/client/shopping-list-items/${queryArg.id}`, method: 'PATCH', body: queryArg.updateShoppingListItemDto }),
        invalidatesTags: ['shopping-lists', 'client-portal'],
      }),
      shoppingListsOwn: build.query<ShoppingListsOwnApiResponse, ShoppingListsOwnApiArg>({
        query: (queryArg) => ({
          url: `/api/client/shopping-lists`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['shopping-lists', 'client-portal'],
      }),
      clientPortalSubscriptionsActive: build.query<ClientPortalSubscriptionsActiveApiResponse, ClientPortalSubscriptionsActiveApiArg>({
        query: () => ({ url: `/api/client/subscriptions` }),
        providesTags: ['client-portal'],
      }),
      clientPortalPaymentsCancelAtPeriodEnd: build.mutation<ClientPortalPaymentsCancelAtPeriodEndApiResponse, ClientPortalPaymentsCancelAtPeriodEndApiArg>({
        query: (queryArg) => ({ url: `/api/client/subscriptions/${queryArg.id}/cancel`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPaymentsResume: build.mutation<ClientPortalPaymentsResumeApiResponse, ClientPortalPaymentsResumeApiArg>({
        query: (queryArg) => ({ url: `/api/client/subscriptions/${queryArg.id}/resume`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalWorkoutsPlan: build.query<ClientPortalWorkoutsPlanApiResponse, ClientPortalWorkoutsPlanApiArg>({
        query: (queryArg) => ({
          url: `/api/client/workout-plan`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalWorkoutsWeek: build.query<ClientPortalWorkoutsWeekApiResponse, ClientPortalWorkoutsWeekApiArg>({
        query: () => ({ url: `/api/client/workouts/this-week` }),
        providesTags: ['client-portal'],
      }),
      clientPortalWorkoutsLog: build.mutation<ClientPortalWorkoutsLogApiResponse, ClientPortalWorkoutsLogApiArg>({
        query: (queryArg) => ({ url: `/api/client/workouts/${queryArg.clientWorkoutId}/log`, method: 'POST', body: queryArg.logWorkoutDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientsList: build.query<ClientsListApiResponse, ClientsListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
            isActive: queryArg.isActive,
          },
        }),
        providesTags: ['clients'],
      }),
      clientsCreate: build.mutation<ClientsCreateApiResponse, ClientsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/clients`, method: 'POST', body: queryArg.createClientDto }),
        invalidatesTags: ['clients'],
      }),
      clientsExport: build.query<ClientsExportApiResponse, ClientsExportApiArg>({
        query: () => ({ url: `/api/clients/export` }),
        providesTags: ['clients'],
      }),
      clientsImport: build.mutation<ClientsImportApiResponse, ClientsImportApiArg>({
        query: (queryArg) => ({ url: `/api/clients/import`, method: 'POST', body: queryArg.importClientsDto }),
        invalidatesTags: ['clients'],
      }),
      clientsRemove: build.mutation<ClientsRemoveApiResponse, ClientsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['clients'],
      }),
      clientsGet: build.query<ClientsGetApiResponse, ClientsGetApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}` }),
        providesTags: ['clients'],
      }),
      clientsUpdate: build.mutation<ClientsUpdateApiResponse, ClientsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}`, method: 'PATCH', body: queryArg.updateClientDto }),
        invalidatesTags: ['clients'],
      }),
      clientsDeactivate: build.mutation<ClientsDeactivateApiResponse, ClientsDeactivateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/deactivate`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      foodPreferencesList: build.query<FoodPreferencesListApiResponse, FoodPreferencesListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/food-preferences`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['nutrition'],
      }),
      foodPreferencesCreate: build.mutation<FoodPreferencesCreateApiResponse, FoodPreferencesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/food-preferences`, method: 'POST', body: queryArg.createFoodPreferenceDto }),
        invalidatesTags: ['nutrition'],
      }),
      goalsListForClient: build.query<GoalsListForClientApiResponse, GoalsListForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/goals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            active: queryArg.active,
          },
        }),
        providesTags: ['goals'],
      }),
      habitsListForClient: build.query<HabitsListForClientApiResponse, HabitsListForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/habits`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['habits'],
      }),
      clientHealthGetHealthProfile: build.query<ClientHealthGetHealthProfileApiResponse, ClientHealthGetHealthProfileApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/health-profile` }),
        providesTags: ['clients'],
      }),
      clientHealthSaveHealthProfile: build.mutation<ClientHealthSaveHealthProfileApiResponse, ClientHealthSaveHealthProfileApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/health-profile`, method: 'POST', body: queryArg.healthProfileDto }),
        invalidatesTags: ['clients'],
      }),
      clientInvitationsInvite: build.mutation<ClientInvitationsInviteApiResponse, ClientInvitationsInviteApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/invite`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      clientNutritionListGoals: build.query<ClientNutritionListGoalsApiResponse, ClientNutritionListGoalsApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/macro-goals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['nutrition'],
      }),
      clientNutritionCreateGoal: build.mutation<ClientNutritionCreateGoalApiResponse, ClientNutritionCreateGoalApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/macro-goals`, method: 'POST', body: queryArg.createMacroGoalDto }),
        invalidatesTags: ['nutrition'],
      }),
      mealPlansAssignments: build.query<MealPlansAssignmentsApiResponse, MealPlansAssignmentsApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/meal-plans`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['meal-plans'],
      }),
      clientHealthListMeasurements: build.query<ClientHealthListMeasurementsApiResponse, ClientHealthListMeasurementsApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/measurements`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['clients'],
      }),
      clientHealthAddMeasurement: build.mutation<ClientHealthAddMeasurementApiResponse, ClientHealthAddMeasurementApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/measurements`, method: 'POST', body: queryArg.createMeasurementDto }),
        invalidatesTags: ['clients'],
      }),
      clientNutritionForClient: build.query<ClientNutritionForClientApiResponse, ClientNutritionForClientApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/nutrition` }),
        providesTags: ['nutrition'],
      }),
      clientOnboardingAnswersAnswers: build.query<ClientOnboardingAnswersAnswersApiResponse, ClientOnboardingAnswersAnswersApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/onboarding` }),
        providesTags: ['onboarding'],
      }),
      clientOnboardingAnswersFile: build.query<ClientOnboardingAnswersFileApiResponse, ClientOnboardingAnswersFileApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/onboarding/files/${queryArg.responseId}` }),
        providesTags: ['onboarding'],
      }),
      clientProgressPhotosList: build.query<ClientProgressPhotosListApiResponse, ClientProgressPhotosListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/progress-photos`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['progress-photos'],
      }),
      clientProgressPhotosUpload: build.mutation<ClientProgressPhotosUploadApiResponse, ClientProgressPhotosUploadApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/progress-photos`, method: 'POST', body: queryArg.uploadProgressPhotoDto }),
        invalidatesTags: ['progress-photos'],
      }),
      clientsReactivate: build.mutation<ClientsReactivateApiResponse, ClientsReactivateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/reactivate`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      recipePacksForClient: build.query<RecipePacksForClientApiResponse, RecipePacksForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/recipe-packs`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['recipe-packs'],
      }),
      shoppingListsListForClient: build.query<ShoppingListsListForClientApiResponse, ShoppingListsListForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/shopping-lists`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['shopping-lists'],
      }),
      shoppingListsGenerate: build.mutation<ShoppingListsGenerateApiResponse, ShoppingListsGenerateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/shopping-lists`, method: 'POST', body: queryArg.generateShoppingListDto }),
        invalidatesTags: ['shopping-lists'],
      }),
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
      clientHealthListWellness: build.query<ClientHealthListWellnessApiResponse, ClientHealthListWellnessApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/wellness`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['clients'],
      }),
      clientHealthAddWellness: build.mutation<ClientHealthAddWellnessApiResponse, ClientHealthAddWellnessApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/wellness`, method: 'POST', body: queryArg.createWellnessLogDto }),
        invalidatesTags: ['clients'],
      }),
      clientWorkoutsProgress: build.query<ClientWorkoutsProgressApiResponse, ClientWorkoutsProgressApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/workout-progress`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['workouts'],
      }),
      clientWorkoutsList: build.query<ClientWorkoutsListApiResponse, ClientWorkoutsListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/workouts`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['workouts'],
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
      communitiesList: build.query<CommunitiesListApiResponse, CommunitiesListApiArg>({
        query: (queryArg) => ({
          url: `/api/communities`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['communities'],
      }),
      communitiesCreate: build.mutation<CommunitiesCreateApiResponse, CommunitiesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/communities`, method: 'POST', body: queryArg.createCommunityDto }),
        invalidatesTags: ['communities'],
      }),
      communitiesRemove: build.mutation<CommunitiesRemoveApiResponse, CommunitiesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['communities'],
      }),
      communitiesGet: build.query<CommunitiesGetApiResponse, CommunitiesGetApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}` }),
        providesTags: ['communities'],
      }),
      communitiesUpdate: build.mutation<CommunitiesUpdateApiResponse, CommunitiesUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}`, method: 'PATCH', body: queryArg.updateCommunityDto }),
        invalidatesTags: ['communities'],
      }),
      communitiesJoin: build.mutation<CommunitiesJoinApiResponse, CommunitiesJoinApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/join`, method: 'POST' }),
        invalidatesTags: ['communities'],
      }),
      communitiesMembers: build.query<CommunitiesMembersApiResponse, CommunitiesMembersApiArg>({
        query: (queryArg) => ({
          url: `/api/communities/${queryArg.id}/members`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['communities'],
      }),
      communitiesAddMember: build.mutation<CommunitiesAddMemberApiResponse, CommunitiesAddMemberApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/members`, method: 'POST', body: queryArg.addCommunityMemberDto }),
        invalidatesTags: ['communities'],
      }),
      communitiesRemoveMember: build.mutation<CommunitiesRemoveMemberApiResponse, CommunitiesRemoveMemberApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/members/${queryArg.clientId}`, method: 'DELETE' }),
        invalidatesTags: ['communities'],
      }),
      communityPostsList: build.query<CommunityPostsListApiResponse, CommunityPostsListApiArg>({
        query: (queryArg) => ({
          url: `/api/communities/${queryArg.id}/posts`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['communities'],
      }),
      communityPostsCreate: build.mutation<CommunityPostsCreateApiResponse, CommunityPostsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/posts`, method: 'POST', body: queryArg.createCommunityPostDto }),
        invalidatesTags: ['communities'],
      }),
      communityPostsUnreact: build.mutation<CommunityPostsUnreactApiResponse, CommunityPostsUnreactApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/posts/${queryArg.postId}/reactions/${queryArg.reaction}`, method: 'DELETE' }),
        invalidatesTags: ['communities'],
      }),
      communityPostsReact: build.mutation<CommunityPostsReactApiResponse, CommunityPostsReactApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/posts/${queryArg.postId}/reactions/${queryArg.reaction}`, method: 'PUT' }),
        invalidatesTags: ['communities'],
      }),
      dashboardActivity: build.query<DashboardActivityApiResponse, DashboardActivityApiArg>({
        query: () => ({ url: `/api/dashboard/activity` }),
        providesTags: ['dashboard'],
      }),
      dashboardMessages: build.query<DashboardMessagesApiResponse, DashboardMessagesApiArg>({
        query: () => ({ url: `/api/dashboard/messages` }),
        providesTags: ['dashboard'],
      }),
      dashboardNutrition: build.query<DashboardNutritionApiResponse, DashboardNutritionApiArg>({
        query: () => ({ url: `/api/dashboard/nutrition` }),
        providesTags: ['dashboard'],
      }),
      dashboardStats: build.query<DashboardStatsApiResponse, DashboardStatsApiArg>({
        query: () => ({ url: `/api/dashboard/stats` }),
        providesTags: ['dashboard'],
      }),
      exercisesList: build.query<ExercisesListApiResponse, ExercisesListApiArg>({
        query: (queryArg) => ({
          url: `/api/exercises`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            category: queryArg.category,
            difficulty: queryArg.difficulty,
            search: queryArg.search,
            muscleGroup: queryArg.muscleGroup,
            equipment: queryArg.equipment,
          },
        }),
        providesTags: ['exercises'],
      }),
      exercisesCreate: build.mutation<ExercisesCreateApiResponse, ExercisesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/exercises`, method: 'POST', body: queryArg.createExerciseDto }),
        invalidatesTags: ['exercises'],
      }),
      exercisesCategories: build.query<ExercisesCategoriesApiResponse, ExercisesCategoriesApiArg>({
        query: () => ({ url: `/api/exercises/categories` }),
        providesTags: ['exercises'],
      }),
      exercisesRemove: build.mutation<ExercisesRemoveApiResponse, ExercisesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['exercises'],
      }),
      exercisesGet: build.query<ExercisesGetApiResponse, ExercisesGetApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}` }),
        providesTags: ['exercises'],
      }),
      exercisesUpdate: build.mutation<ExercisesUpdateApiResponse, ExercisesUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}`, method: 'PATCH', body: queryArg.updateExerciseDto }),
        invalidatesTags: ['exercises'],
      }),
      exercisesImage: build.query<ExercisesImageApiResponse, ExercisesImageApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}/image` }),
        providesTags: ['exercises'],
      }),
      exercisesUploadImage: build.mutation<ExercisesUploadImageApiResponse, ExercisesUploadImageApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}/image`, method: 'POST', body: queryArg.exerciseImageUploadDto }),
        invalidatesTags: ['exercises'],
      }),
      featureFlagsStates: build.query<FeatureFlagsStatesApiResponse, FeatureFlagsStatesApiArg>({
        query: () => ({ url: `/api/feature-flags` }),
        providesTags: ['feature-flags'],
      }),
      foodPreferencesRemove: build.mutation<FoodPreferencesRemoveApiResponse, FoodPreferencesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/food-preferences/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['nutrition'],
      }),
      foodsSearch: build.query<FoodsSearchApiResponse, FoodsSearchApiArg>({
        query: (queryArg) => ({
          url: `/api/foods`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
          },
        }),
        providesTags: ['foods'],
      }),
      foodsCreate: build.mutation<FoodsCreateApiResponse, FoodsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/foods`, method: 'POST', body: queryArg.createFoodDto }),
        invalidatesTags: ['foods'],
      }),
      foodsByBarcode: build.query<FoodsByBarcodeApiResponse, FoodsByBarcodeApiArg>({
        query: (queryArg) => ({ url: `/api/foods/barcode/${queryArg.code}` }),
        providesTags: ['foods'],
      }),
      foodsGet: build.query<FoodsGetApiResponse, FoodsGetApiArg>({
        query: (queryArg) => ({ url: `/api/foods/${queryArg.id}` }),
        providesTags: ['foods'],
      }),
      formSubmissionsGet: build.query<FormSubmissionsGetApiResponse, FormSubmissionsGetApiArg>({
        query: (queryArg) => ({ url: `/api/form-submissions/${queryArg.id}` }),
        providesTags: ['forms'],
      }),
      formSubmissionsFile: build.query<FormSubmissionsFileApiResponse, FormSubmissionsFileApiArg>({
        query: (queryArg) => ({ url: `/api/form-submissions/${queryArg.id}/files/${queryArg.fieldId}` }),
        providesTags: ['forms'],
      }),
      formSubmissionsPdf: build.query<FormSubmissionsPdfApiResponse, FormSubmissionsPdfApiArg>({
        query: (queryArg) => ({ url: `/api/form-submissions/${queryArg.id}/pdf` }),
        providesTags: ['forms'],
      }),
      formSubmissionsReview: build.mutation<FormSubmissionsReviewApiResponse, FormSubmissionsReviewApiArg>({
        query: (queryArg) => ({ url: `/api/form-submissions/${queryArg.id}/review`, method: 'POST' }),
        invalidatesTags: ['forms'],
      }),
      formSubmissionsVerify: build.query<FormSubmissionsVerifyApiResponse, FormSubmissionsVerifyApiArg>({
        query: (queryArg) => ({ url: `/api/form-submissions/${queryArg.id}/verify` }),
        providesTags: ['forms'],
      }),
      formsList: build.query<FormsListApiResponse, FormsListApiArg>({
        query: (queryArg) => ({
          url: `/api/forms`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['forms'],
      }),
      formsCreate: build.mutation<FormsCreateApiResponse, FormsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/forms`, method: 'POST', body: queryArg.createFormDto }),
        invalidatesTags: ['forms'],
      }),
      formsStats: build.query<FormsStatsApiResponse, FormsStatsApiArg>({
        query: () => ({ url: `/api/forms/stats` }),
        providesTags: ['forms'],
      }),
      formsTemplates: build.query<FormsTemplatesApiResponse, FormsTemplatesApiArg>({
        query: () => ({ url: `/api/forms/templates` }),
        providesTags: ['forms'],
      }),
      formsRemove: build.mutation<FormsRemoveApiResponse, FormsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['forms'],
      }),
      formsGet: build.query<FormsGetApiResponse, FormsGetApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}` }),
        providesTags: ['forms'],
      }),
      formsPatch: build.mutation<FormsPatchApiResponse, FormsPatchApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}`, method: 'PATCH', body: queryArg.updateFormDto }),
        invalidatesTags: ['forms'],
      }),
      formsUpdate: build.mutation<FormsUpdateApiResponse, FormsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}`, method: 'PUT', body: queryArg.updateFormDto }),
        invalidatesTags: ['forms'],
      }),
      formsAssign: build.mutation<FormsAssignApiResponse, FormsAssignApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}/assignments`, method: 'POST', body: queryArg.assignFormDto }),
        invalidatesTags: ['forms'],
      }),
      formsRecipients: build.query<FormsRecipientsApiResponse, FormsRecipientsApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}/recipients` }),
        providesTags: ['forms'],
      }),
      formsSubmissions: build.query<FormsSubmissionsApiResponse, FormsSubmissionsApiArg>({
        query: (queryArg) => ({
          url: `/api/forms/${queryArg.id}/submissions`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['forms'],
      }),
      platformSubscriptionGetOrCreate: build.mutation<PlatformSubscriptionGetOrCreateApiResponse, PlatformSubscriptionGetOrCreateApiArg>({
        query: (queryArg) => ({ url: `/api/get-or-create-subscription`, method: 'POST', body: queryArg.getOrCreateSubscriptionDto }),
        invalidatesTags: ['platform-subscription'],
      }),
      goalsCreate: build.mutation<GoalsCreateApiResponse, GoalsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/goals`, method: 'POST', body: queryArg.createGoalDto }),
        invalidatesTags: ['goals'],
      }),
      goalsRemove: build.mutation<GoalsRemoveApiResponse, GoalsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/goals/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['goals'],
      }),
      goalsUpdate: build.mutation<GoalsUpdateApiResponse, GoalsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/goals/${queryArg.id}`, method: 'PATCH', body: queryArg.updateGoalDto }),
        invalidatesTags: ['goals'],
      }),
      habitsList: build.query<HabitsListApiResponse, HabitsListApiArg>({
        query: (queryArg) => ({
          url: `/api/habit-templates`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['habits'],
      }),
      habitsCreate: build.mutation<HabitsCreateApiResponse, HabitsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates`, method: 'POST', body: queryArg.createHabitTemplateDto }),
        invalidatesTags: ['habits'],
      }),
      habitsRemove: build.mutation<HabitsRemoveApiResponse, HabitsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['habits'],
      }),
      habitsUpdate: build.mutation<HabitsUpdateApiResponse, HabitsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates/${queryArg.id}`, method: 'PATCH', body: queryArg.updateHabitTemplateDto }),
        invalidatesTags: ['habits'],
      }),
      habitsAssign: build.mutation<HabitsAssignApiResponse, HabitsAssignApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignHabitDto }),
        invalidatesTags: ['habits'],
      }),
      healthCheck: build.query<HealthCheckApiResponse, HealthCheckApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      healthLive: build.query<HealthLiveApiResponse, HealthLiveApiArg>({
        query: () => ({ url: `/api/health/live` }),
        providesTags: ['health'],
      }),
      healthReady: build.query<HealthReadyApiResponse, HealthReadyApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ['health'],
      }),
      helpList: build.query<HelpListApiResponse, HelpListApiArg>({
        query: (queryArg) => ({
          url: `/api/help/articles`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            category: queryArg.category,
            q: queryArg.q,
          },
        }),
        providesTags: ['help'],
      }),
      helpRead: build.query<HelpReadApiResponse, HelpReadApiArg>({
        query: (queryArg) => ({ url: `/api/help/articles/${queryArg.slug}` }),
        providesTags: ['help'],
      }),
      helpCategories: build.query<HelpCategoriesApiResponse, HelpCategoriesApiArg>({
        query: () => ({ url: `/api/help/categories` }),
        providesTags: ['help'],
      }),
      helpPopular: build.query<HelpPopularApiResponse, HelpPopularApiArg>({
        query: () => ({ url: `/api/help/popular` }),
        providesTags: ['help'],
      }),
      integrationsGet: build.query<IntegrationsGetApiResponse, IntegrationsGetApiArg>({
        query: () => ({ url: `/api/integrations/leaddec` }),
        providesTags: ['integrations'],
      }),
      integrationsSave: build.mutation<IntegrationsSaveApiResponse, IntegrationsSaveApiArg>({
        query: (queryArg) => ({ url: `/api/integrations/leaddec`, method: 'PUT', body: queryArg.saveLeadDecSettingsDto }),
        invalidatesTags: ['integrations'],
      }),
      integrationsDeliveries: build.query<IntegrationsDeliveriesApiResponse, IntegrationsDeliveriesApiArg>({
        query: (queryArg) => ({
          url: `/api/integrations/leaddec/deliveries`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['integrations'],
      }),
      integrationsRotate: build.mutation<IntegrationsRotateApiResponse, IntegrationsRotateApiArg>({
        query: () => ({ url: `/api/integrations/leaddec/secret`, method: 'POST' }),
        invalidatesTags: ['integrations'],
      }),
      integrationsTest: build.mutation<IntegrationsTestApiResponse, IntegrationsTestApiArg>({
        query: () => ({ url: `/api/integrations/leaddec/test`, method: 'POST' }),
        invalidatesTags: ['integrations'],
      }),
      invitationsPreview: build.query<InvitationsPreviewApiResponse, InvitationsPreviewApiArg>({
        query: (queryArg) => ({ url: `/api/invitations/${queryArg.code}` }),
        providesTags: ['invitations'],
      }),
      invitationsAccept: build.mutation<InvitationsAcceptApiResponse, InvitationsAcceptApiArg>({
        query: (queryArg) => ({ url: `/api/invitations/${queryArg.code}/accept`, method: 'POST' }),
        invalidatesTags: ['invitations'],
      }),
      mealPlansList: build.query<MealPlansListApiResponse, MealPlansListApiArg>({
        query: (queryArg) => ({
          url: `/api/meal-plans`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
            isTemplate: queryArg.isTemplate,
          },
        }),
        providesTags: ['meal-plans'],
      }),
      mealPlansCreate: build.mutation<MealPlansCreateApiResponse, MealPlansCreateApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans`, method: 'POST', body: queryArg.createMealPlanDto }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansFeatured: build.query<MealPlansFeaturedApiResponse, MealPlansFeaturedApiArg>({
        query: () => ({ url: `/api/meal-plans/featured` }),
        providesTags: ['meal-plans'],
      }),
      mealPlansRemove: build.mutation<MealPlansRemoveApiResponse, MealPlansRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansGet: build.query<MealPlansGetApiResponse, MealPlansGetApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}` }),
        providesTags: ['meal-plans'],
      }),
      mealPlansUpdate: build.mutation<MealPlansUpdateApiResponse, MealPlansUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}`, method: 'PATCH', body: queryArg.updateMealPlanDto }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansAssign: build.mutation<MealPlansAssignApiResponse, MealPlansAssignApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignMealPlanDto }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansDuplicate: build.mutation<MealPlansDuplicateApiResponse, MealPlansDuplicateApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}/duplicate`, method: 'POST' }),
        invalidatesTags: ['meal-plans'],
      }),
      mealsList: build.query<MealsListApiResponse, MealsListApiArg>({
        query: (queryArg) => ({
          url: `/api/meals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            category: queryArg.category,
            search: queryArg.search,
          },
        }),
        providesTags: ['meals'],
      }),
      mealsCreate: build.mutation<MealsCreateApiResponse, MealsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/meals`, method: 'POST', body: queryArg.createMealDto }),
        invalidatesTags: ['meals'],
      }),
      mealsCategories: build.query<MealsCategoriesApiResponse, MealsCategoriesApiArg>({
        query: () => ({ url: `/api/meals/categories` }),
        providesTags: ['meals'],
      }),
      mealsRemove: build.mutation<MealsRemoveApiResponse, MealsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['meals'],
      }),
      mealsGet: build.query<MealsGetApiResponse, MealsGetApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}` }),
        providesTags: ['meals'],
      }),
      mealsUpdate: build.mutation<MealsUpdateApiResponse, MealsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}`, method: 'PATCH', body: queryArg.updateMealDto }),
        invalidatesTags: ['meals'],
      }),
      mealsImage: build.query<MealsImageApiResponse, MealsImageApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}/image` }),
        providesTags: ['meals'],
      }),
      mealsUploadImage: build.mutation<MealsUploadImageApiResponse, MealsUploadImageApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}/image`, method: 'POST', body: queryArg.uploadMealImageDto }),
        invalidatesTags: ['meals'],
      }),
      meetingsList: build.query<MeetingsListApiResponse, MeetingsListApiArg>({
        query: (queryArg) => ({
          url: `/api/meetings`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            from: queryArg['from'],
            to: queryArg.to,
            timeframe: queryArg.timeframe,
          },
        }),
        providesTags: ['meetings'],
      }),
      meetingsCreate: build.mutation<MeetingsCreateApiResponse, MeetingsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/meetings`, method: 'POST', body: queryArg.createMeetingDto }),
        invalidatesTags: ['meetings'],
      }),
      meetingsStats: build.query<MeetingsStatsApiResponse, MeetingsStatsApiArg>({
        query: () => ({ url: `/api/meetings/stats` }),
        providesTags: ['meetings'],
      }),
      meetingsGet: build.query<MeetingsGetApiResponse, MeetingsGetApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}` }),
        providesTags: ['meetings'],
      }),
      meetingsUpdate: build.mutation<MeetingsUpdateApiResponse, MeetingsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}`, method: 'PATCH', body: queryArg.updateMeetingDto }),
        invalidatesTags: ['meetings'],
      }),
      meetingsCancel: build.mutation<MeetingsCancelApiResponse, MeetingsCancelApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}/cancel`, method: 'POST' }),
        invalidatesTags: ['meetings'],
      }),
      meetingParticipantsList: build.query<MeetingParticipantsListApiResponse, MeetingParticipantsListApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}/participants` }),
        providesTags: ['meetings'],
      }),
      meetingParticipantsAdd: build.mutation<MeetingParticipantsAddApiResponse, MeetingParticipantsAddApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}/participants`, method: 'POST', body: queryArg.addParticipantDto }),
        invalidatesTags: ['meetings'],
      }),
      meetingParticipantsRemove: build.mutation<MeetingParticipantsRemoveApiResponse, MeetingParticipantsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}/participants/${queryArg.participantId}`, method: 'DELETE' }),
        invalidatesTags: ['meetings'],
      }),
      messagesList: build.query<MessagesListApiResponse, MessagesListApiArg>({
        query: (queryArg) => ({
          url: `/api/messages`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
            withUser: queryArg.withUser,
          },
        }),
        providesTags: ['messages'],
      }),
      messagesSend: build.mutation<MessagesSendApiResponse, MessagesSendApiArg>({
        query: (queryArg) => ({ url: `/api/messages`, method: 'POST', body: queryArg.sendMessageDto }),
        invalidatesTags: ['messages'],
      }),
      messagesSendAttachment: build.mutation<MessagesSendAttachmentApiResponse, MessagesSendAttachmentApiArg>({
        query: (queryArg) => ({ url: `/api/messages/attachments`, method: 'POST', body: queryArg.sendAttachmentDto }),
        invalidatesTags: ['messages'],
      }),
      messagesConversations: build.query<MessagesConversationsApiResponse, MessagesConversationsApiArg>({
        query: (queryArg) => ({
          url: `/api/messages/conversations`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
          },
        }),
        providesTags: ['messages'],
      }),
      messagesUnreadCount: build.query<MessagesUnreadCountApiResponse, MessagesUnreadCountApiArg>({
        query: () => ({ url: `/api/messages/unread-count` }),
        providesTags: ['messages'],
      }),
      messagesRemove: build.mutation<MessagesRemoveApiResponse, MessagesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/messages/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['messages'],
      }),
      messagesEdit: build.mutation<MessagesEditApiResponse, MessagesEditApiArg>({
        query: (queryArg) => ({ url: `/api/messages/${queryArg.id}`, method: 'PATCH', body: queryArg.editMessageDto }),
        invalidatesTags: ['messages'],
      }),
      messagesAttachment: build.query<MessagesAttachmentApiResponse, MessagesAttachmentApiArg>({
        query: (queryArg) => ({ url: `/api/messages/${queryArg.id}/attachment` }),
        providesTags: ['messages'],
      }),
      clientNutritionOverview: build.query<ClientNutritionOverviewApiResponse, ClientNutritionOverviewApiArg>({
        query: () => ({ url: `/api/nutrition/overview` }),
        providesTags: ['nutrition'],
      }),
      clientNutritionStats: build.query<ClientNutritionStatsApiResponse, ClientNutritionStatsApiArg>({
        query: () => ({ url: `/api/nutrition/stats` }),
        providesTags: ['nutrition'],
      }),
      onboardingList: build.query<OnboardingListApiResponse, OnboardingListApiArg>({
        query: () => ({ url: `/api/onboarding/configs` }),
        providesTags: ['onboarding'],
      }),
      onboardingCreate: build.mutation<OnboardingCreateApiResponse, OnboardingCreateApiArg>({
        query: (queryArg) => ({ url: `/api/onboarding/configs`, method: 'POST', body: queryArg.saveOnboardingConfigDto }),
        invalidatesTags: ['onboarding'],
      }),
      onboardingGet: build.query<OnboardingGetApiResponse, OnboardingGetApiArg>({
        query: (queryArg) => ({ url: `/api/onboarding/configs/${queryArg.id}` }),
        providesTags: ['onboarding'],
      }),
      onboardingUpdate: build.mutation<OnboardingUpdateApiResponse, OnboardingUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/onboarding/configs/${queryArg.id}`, method: 'PUT', body: queryArg.saveOnboardingConfigDto }),
        invalidatesTags: ['onboarding'],
      }),
      onboardingTemplates: build.query<OnboardingTemplatesApiResponse, OnboardingTemplatesApiArg>({
        query: () => ({ url: `/api/onboarding/templates` }),
        providesTags: ['onboarding'],
      }),
      platformSubscriptionConfig: build.query<PlatformSubscriptionConfigApiResponse, PlatformSubscriptionConfigApiArg>({
        query: () => ({ url: `/api/payments/config` }),
        providesTags: ['platform-subscription'],
      }),
      stripeConnectCompleteOnboarding: build.mutation<StripeConnectCompleteOnboardingApiResponse, StripeConnectCompleteOnboardingApiArg>({
        query: (queryArg) => ({ url: `/api/payments/simulated/accounts/${queryArg.accountId}/complete-onboarding`, method: 'POST' }),
        invalidatesTags: ['stripe-connect'],
      }),
      simulatedPaymentsAuthenticate: build.mutation<SimulatedPaymentsAuthenticateApiResponse, SimulatedPaymentsAuthenticateApiArg>({
        query: (queryArg) => ({ url: `/api/payments/simulated/authenticate`, method: 'POST', body: queryArg.simulatedAuthenticateDto }),
        invalidatesTags: ['simulated-payments'],
      }),
      simulatedPaymentsConfirm: build.mutation<SimulatedPaymentsConfirmApiResponse, SimulatedPaymentsConfirmApiArg>({
        query: (queryArg) => ({ url: `/api/payments/simulated/confirm`, method: 'POST', body: queryArg.simulatedConfirmDto }),
        invalidatesTags: ['simulated-payments'],
      }),
      simulatedPaymentsRenew: build.mutation<SimulatedPaymentsRenewApiResponse, SimulatedPaymentsRenewApiArg>({
        query: (queryArg) => ({ url: `/api/payments/simulated/renew`, method: 'POST', body: queryArg.simulatedRenewDto }),
        invalidatesTags: ['simulated-payments'],
      }),
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
      platformStaffInvitationsPreview: build.query<PlatformStaffInvitationsPreviewApiResponse, PlatformStaffInvitationsPreviewApiArg>({
        query: (queryArg) => ({ url: `/api/platform-staff-invitations/${queryArg.code}` }),
        providesTags: ['platform-staff-invitations'],
      }),
      platformStaffInvitationsSignUp: build.mutation<PlatformStaffInvitationsSignUpApiResponse, PlatformStaffInvitationsSignUpApiArg>({
        query: (queryArg) => ({ url: `/api/platform-staff-invitations/${queryArg.code}/sign-up`, method: 'POST', body: queryArg.staffSignUpDto }),
        invalidatesTags: ['platform-staff-invitations'],
      }),
      platformSubscriptionCancel: build.mutation<PlatformSubscriptionCancelApiResponse, PlatformSubscriptionCancelApiArg>({
        query: () => ({ url: `/api/platform/cancel-subscription`, method: 'POST' }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionChangePlan: build.mutation<PlatformSubscriptionChangePlanApiResponse, PlatformSubscriptionChangePlanApiArg>({
        query: (queryArg) => ({ url: `/api/platform/change-plan`, method: 'POST', body: queryArg.changePlanDto }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionCreate: build.mutation<PlatformSubscriptionCreateApiResponse, PlatformSubscriptionCreateApiArg>({
        query: (queryArg) => ({ url: `/api/platform/create-subscription`, method: 'POST', body: queryArg.createPlatformSubscriptionDto }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionUpdatePaymentMethod: build.mutation<
        PlatformSubscriptionUpdatePaymentMethodApiResponse,
        PlatformSubscriptionUpdatePaymentMethodApiArg
      >({
        query: (queryArg) => ({ url: `/api/platform/payment-method`, method: 'POST', body: queryArg.updatePaymentMethodDto }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionSetupPaymentMethod: build.mutation<PlatformSubscriptionSetupPaymentMethodApiResponse, PlatformSubscriptionSetupPaymentMethodApiArg>({
        query: () => ({ url: `/api/platform/payment-method/setup`, method: 'POST' }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionQuotePlanChange: build.query<PlatformSubscriptionQuotePlanChangeApiResponse, PlatformSubscriptionQuotePlanChangeApiArg>({
        query: (queryArg) => ({
          url: `/api/platform/plan-change-quote`,
          params: {
            interval: queryArg.interval,
          },
        }),
        providesTags: ['platform-subscription'],
      }),
      platformSubscriptionResume: build.mutation<PlatformSubscriptionResumeApiResponse, PlatformSubscriptionResumeApiArg>({
        query: () => ({ url: `/api/platform/resume-subscription`, method: 'POST' }),
        invalidatesTags: ['platform-subscription'],
      }),
      platformSubscriptionStatus: build.query<PlatformSubscriptionStatusApiResponse, PlatformSubscriptionStatusApiArg>({
        query: () => ({ url: `/api/platform/subscription-status` }),
        providesTags: ['platform-subscription'],
      }),
      platformCouponsCheck: build.mutation<PlatformCouponsCheckApiResponse, PlatformCouponsCheckApiArg>({
        query: (queryArg) => ({ url: `/api/platform/validate-coupon`, method: 'POST', body: queryArg.platformCouponCheckDto }),
        invalidatesTags: ['platform-coupons'],
      }),
      progressPhotosRemove: build.mutation<ProgressPhotosRemoveApiResponse, ProgressPhotosRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/progress-photos/${queryArg.photoId}`, method: 'DELETE' }),
        invalidatesTags: ['progress-photos'],
      }),
      progressPhotosImage: build.query<ProgressPhotosImageApiResponse, ProgressPhotosImageApiArg>({
        query: (queryArg) => ({ url: `/api/progress-photos/${queryArg.photoId}/image` }),
        providesTags: ['progress-photos'],
      }),
      recipePacksList: build.query<RecipePacksListApiResponse, RecipePacksListApiArg>({
        query: (queryArg) => ({
          url: `/api/recipe-packs`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['recipe-packs'],
      }),
      recipePacksCreate: build.mutation<RecipePacksCreateApiResponse, RecipePacksCreateApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs`, method: 'POST', body: queryArg.createRecipePackDto }),
        invalidatesTags: ['recipe-packs'],
      }),
      recipePacksRemove: build.mutation<RecipePacksRemoveApiResponse, RecipePacksRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['recipe-packs'],
      }),
      recipePacksGet: build.query<RecipePacksGetApiResponse, RecipePacksGetApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}` }),
        providesTags: ['recipe-packs'],
      }),
      recipePacksUpdate: build.mutation<RecipePacksUpdateApiResponse, RecipePacksUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}`, method: 'PATCH', body: queryArg.updateRecipePackDto }),
        invalidatesTags: ['recipe-packs'],
      }),
      recipePacksAssign: build.mutation<RecipePacksAssignApiResponse, RecipePacksAssignApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignRecipePackDto }),
        invalidatesTags: ['recipe-packs'],
      }),
      reviewSettingsGet: build.query<ReviewSettingsGetApiResponse, ReviewSettingsGetApiArg>({
        query: () => ({ url: `/api/review-settings` }),
        providesTags: ['review-settings'],
      }),
      reviewSettingsUpdate: build.mutation<ReviewSettingsUpdateApiResponse, ReviewSettingsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/review-settings`, method: 'PUT', body: queryArg.reviewSettingsDto }),
        invalidatesTags: ['review-settings'],
      }),
      setupWizardTasks: build.query<SetupWizardTasksApiResponse, SetupWizardTasksApiArg>({
        query: () => ({ url: `/api/setup-wizard/tasks` }),
        providesTags: ['setup-wizard'],
      }),
      shoppingListsRemove: build.mutation<ShoppingListsRemoveApiResponse, ShoppingListsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/shopping-lists/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['shopping-lists'],
      }),
      staffList: build.query<StaffListApiResponse, StaffListApiArg>({
        query: (queryArg) => ({
          url: `/api/staff`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['staff'],
      }),
      staffInvitationsPreview: build.query<StaffInvitationsPreviewApiResponse, StaffInvitationsPreviewApiArg>({
        query: (queryArg) => ({ url: `/api/staff-invitations/${queryArg.code}` }),
        providesTags: ['staff-invitations'],
      }),
      staffInvitationsAccept: build.mutation<StaffInvitationsAcceptApiResponse, StaffInvitationsAcceptApiArg>({
        query: (queryArg) => ({ url: `/api/staff-invitations/${queryArg.code}/accept`, method: 'POST' }),
        invalidatesTags: ['staff-invitations'],
      }),
      staffInvitationsSignUp: build.mutation<StaffInvitationsSignUpApiResponse, StaffInvitationsSignUpApiArg>({
        query: (queryArg) => ({ url: `/api/staff-invitations/${queryArg.code}/sign-up`, method: 'POST', body: queryArg.staffSignUpDto }),
        invalidatesTags: ['staff-invitations'],
      }),
      staffInvite: build.mutation<StaffInviteApiResponse, StaffInviteApiArg>({
        query: (queryArg) => ({ url: `/api/staff/invite`, method: 'POST', body: queryArg.inviteStaffDto }),
        invalidatesTags: ['staff'],
      }),
      ownStaffGet: build.query<OwnStaffGetApiResponse, OwnStaffGetApiArg>({
        query: () => ({ url: `/api/staff/me` }),
        providesTags: ['staff'],
      }),
      staffSummary: build.query<StaffSummaryApiResponse, StaffSummaryApiArg>({
        query: () => ({ url: `/api/staff/summary` }),
        providesTags: ['staff'],
      }),
      staffTwoFactorPolicyGet: build.query<StaffTwoFactorPolicyGetApiResponse, StaffTwoFactorPolicyGetApiArg>({
        query: () => ({ url: `/api/staff/two-factor-policy` }),
        providesTags: ['staff'],
      }),
      staffTwoFactorPolicySet: build.mutation<StaffTwoFactorPolicySetApiResponse, StaffTwoFactorPolicySetApiArg>({
        query: (queryArg) => ({ url: `/api/staff/two-factor-policy`, method: 'PUT', body: queryArg.staffTwoFactorPolicyDto }),
        invalidatesTags: ['staff'],
      }),
      staffRemove: build.mutation<StaffRemoveApiResponse, StaffRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['staff'],
      }),
      staffAssignedClients: build.query<StaffAssignedClientsApiResponse, StaffAssignedClientsApiArg>({
        query: (queryArg) => ({
          url: `/api/staff/${queryArg.id}/clients`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['staff'],
      }),
      staffUnassignClient: build.mutation<StaffUnassignClientApiResponse, StaffUnassignClientApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}/clients/${queryArg.clientId}`, method: 'DELETE' }),
        invalidatesTags: ['staff'],
      }),
      staffAssignClient: build.mutation<StaffAssignClientApiResponse, StaffAssignClientApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}/clients/${queryArg.clientId}`, method: 'PUT', body: queryArg.assignStaffClientDto }),
        invalidatesTags: ['staff'],
      }),
      staffUpdatePermissions: build.mutation<StaffUpdatePermissionsApiResponse, StaffUpdatePermissionsApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}/permissions`, method: 'PATCH', body: queryArg.updateStaffPermissionsDto }),
        invalidatesTags: ['staff'],
      }),
      staffResetTwoFactor: build.mutation<StaffResetTwoFactorApiResponse, StaffResetTwoFactorApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}/two-factor/reset`, method: 'POST' }),
        invalidatesTags: ['staff'],
      }),
      stripeConnectLink: build.mutation<StripeConnectLinkApiResponse, StripeConnectLinkApiArg>({
        query: () => ({ url: `/api/stripe-connect/account-link`, method: 'POST' }),
        invalidatesTags: ['stripe-connect'],
      }),
      stripeConnectStatus: build.query<StripeConnectStatusApiResponse, StripeConnectStatusApiArg>({
        query: () => ({ url: `/api/stripe-connect/account-status` }),
        providesTags: ['stripe-connect'],
      }),
      stripeConnectCreate: build.mutation<StripeConnectCreateApiResponse, StripeConnectCreateApiArg>({
        query: () => ({ url: `/api/stripe-connect/create-account`, method: 'POST' }),
        invalidatesTags: ['stripe-connect'],
      }),
      supportList: build.query<SupportListApiResponse, SupportListApiArg>({
        query: (queryArg) => ({
          url: `/api/support/tickets`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['support'],
      }),
      supportOpen: build.mutation<SupportOpenApiResponse, SupportOpenApiArg>({
        query: (queryArg) => ({ url: `/api/support/tickets`, method: 'POST', body: queryArg.createSupportTicketDto }),
        invalidatesTags: ['support'],
      }),
      supportGet: build.query<SupportGetApiResponse, SupportGetApiArg>({
        query: (queryArg) => ({ url: `/api/support/tickets/${queryArg.id}` }),
        providesTags: ['support'],
      }),
      supportReply: build.mutation<SupportReplyApiResponse, SupportReplyApiArg>({
        query: (queryArg) => ({ url: `/api/support/tickets/${queryArg.id}/replies`, method: 'POST', body: queryArg.supportReplyDto }),
        invalidatesTags: ['support'],
      }),
      usersCompleteOnboarding: build.mutation<UsersCompleteOnboardingApiResponse, UsersCompleteOnboardingApiArg>({
        query: () => ({ url: `/api/user/complete-onboarding`, method: 'POST' }),
        invalidatesTags: ['user'],
      }),
      usersChangePassword: build.mutation<UsersChangePasswordApiResponse, UsersChangePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/user/password`, method: 'PUT', body: queryArg.changePasswordDto }),
        invalidatesTags: ['user'],
      }),
      usersUpdateProfile: build.mutation<UsersUpdateProfileApiResponse, UsersUpdateProfileApiArg>({
        query: (queryArg) => ({ url: `/api/user/profile`, method: 'PUT', body: queryArg.updateProfileDto }),
        invalidatesTags: ['user'],
      }),
      calendarIntegrationsVideoPlatformIntegrations: build.query<
        CalendarIntegrationsVideoPlatformIntegrationsApiResponse,
        CalendarIntegrationsVideoPlatformIntegrationsApiArg
      >({
        query: () => ({ url: `/api/video-platform-integrations` }),
        providesTags: ['calendar-integrations'],
      }),
      webhooksList: build.query<WebhooksListApiResponse, WebhooksListApiArg>({
        query: () => ({ url: `/api/webhook-subscriptions` }),
        providesTags: ['webhook-subscriptions'],
      }),
      webhooksCreate: build.mutation<WebhooksCreateApiResponse, WebhooksCreateApiArg>({
        query: (queryArg) => ({ url: `/api/webhook-subscriptions`, method: 'POST', body: queryArg.createWebhookSubscriptionDto }),
        invalidatesTags: ['webhook-subscriptions'],
      }),
      webhooksRemove: build.mutation<WebhooksRemoveApiResponse, WebhooksRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/webhook-subscriptions/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['webhook-subscriptions'],
      }),
      webhooksUpdate: build.mutation<WebhooksUpdateApiResponse, WebhooksUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/webhook-subscriptions/${queryArg.id}`, method: 'PATCH', body: queryArg.updateWebhookSubscriptionDto }),
        invalidatesTags: ['webhook-subscriptions'],
      }),
      webhooksDeliveries: build.query<WebhooksDeliveriesApiResponse, WebhooksDeliveriesApiArg>({
        query: (queryArg) => ({
          url: `/api/webhook-subscriptions/${queryArg.id}/deliveries`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['webhook-subscriptions'],
      }),
      webhooksReplay: build.mutation<WebhooksReplayApiResponse, WebhooksReplayApiArg>({
        query: (queryArg) => ({ url: `/api/webhook-subscriptions/${queryArg.id}/deliveries/${queryArg.deliveryId}/replay`, method: 'POST' }),
        invalidatesTags: ['webhook-subscriptions'],
      }),
      webhooksRotate: build.mutation<WebhooksRotateApiResponse, WebhooksRotateApiArg>({
        query: (queryArg) => ({ url: `/api/webhook-subscriptions/${queryArg.id}/secret`, method: 'POST' }),
        invalidatesTags: ['webhook-subscriptions'],
      }),
      webhooksReceive: build.mutation<WebhooksReceiveApiResponse, WebhooksReceiveApiArg>({
        query: (queryArg) => ({
          url: `/api/webhooks/stripe`,
          method: 'POST',
          body: queryArg.body,
          headers: {
            'stripe-signature': queryArg['stripe-signature'],
          },
        }),
        invalidatesTags: ['webhooks'],
      }),
      workoutsList: build.query<WorkoutsListApiResponse, WorkoutsListApiArg>({
        query: (queryArg) => ({
          url: `/api/workouts`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
          },
        }),
        providesTags: ['workouts'],
      }),
      workoutsCreate: build.mutation<WorkoutsCreateApiResponse, WorkoutsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/workouts`, method: 'POST', body: queryArg.createWorkoutDto }),
        invalidatesTags: ['workouts'],
      }),
      workoutsRemove: build.mutation<WorkoutsRemoveApiResponse, WorkoutsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['workouts'],
      }),
      workoutsGet: build.query<WorkoutsGetApiResponse, WorkoutsGetApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}` }),
        providesTags: ['workouts'],
      }),
      workoutsUpdate: build.mutation<WorkoutsUpdateApiResponse, WorkoutsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}`, method: 'PATCH', body: queryArg.updateWorkoutDto }),
        invalidatesTags: ['workouts'],
      }),
      workoutsAssign: build.mutation<WorkoutsAssignApiResponse, WorkoutsAssignApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignWorkoutDto }),
        invalidatesTags: ['workouts'],
      }),
      workoutsDuplicate: build.mutation<WorkoutsDuplicateApiResponse, WorkoutsDuplicateApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}/duplicate`, method: 'POST' }),
        invalidatesTags: ['workouts'],
      }),
      leadWebhooksReceive: build.mutation<LeadWebhooksReceiveApiResponse, LeadWebhooksReceiveApiArg>({
        query: (queryArg) => ({
          url: `/webhooks/leaddec/${queryArg.event}`,
          method: 'POST',
          body: queryArg.body,
          headers: {
            'x-leaddec-account': queryArg['x-leaddec-account'],
            'x-leaddec-signature': queryArg['x-leaddec-signature'],
          },
        }),
        invalidatesTags: ['webhooks'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
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
  /** Only the entries about this business, client or user. */
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
export type AnalyticsAdherenceApiResponse = /** status 200 One row per month of the range */ AdherenceChartDto;
export type AnalyticsAdherenceApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsAutomationsApiResponse = /** status 200 One row per month of the range */ AutomationsChartDto;
export type AnalyticsAutomationsApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsClientsApiResponse = /** status 200 One row per month of the range */ ClientsChartDto;
export type AnalyticsClientsApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsCsvApiResponse = /** status 200 The CSV file */ string;
export type AnalyticsCsvApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
  chart: AnalyticsChart;
};
export type AnalyticsMessagesApiResponse = /** status 200 One row per month of the range */ MessagesChartDto;
export type AnalyticsMessagesApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsRevenueApiResponse = /** status 200 One row per month of the range */ RevenueChartDto;
export type AnalyticsRevenueApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsRevenueByPackageApiResponse = /** status 200 One row per package with payments or refunds in the range */ PackageRevenueChartDto;
export type AnalyticsRevenueByPackageApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsSessionsApiResponse = /** status 200 One row per month of the range */ SessionsChartDto;
export type AnalyticsSessionsApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AuthLoginApiResponse =
  | /** status 200 Signed in (AuthResponseDto), or, for an account with two-factor on, the second step to take (TwoFactorChallengeResponseDto) */ AuthResponseDto
  | TwoFactorChallengeResponseDto;
export type AuthLoginApiArg = {
  loginDto: LoginDto;
};
export type AuthLoginSecondStepApiResponse = /** status 200 Signed in */ AuthResponseDto;
export type AuthLoginSecondStepApiArg = {
  twoFactorLoginDto: TwoFactorLoginDto;
};
export type AuthLogoutApiResponse = /** status 200 Signed out */ LogoutResponseDto;
export type AuthLogoutApiArg = void;
export type AuthMeApiResponse = /** status 200 The signed-in user */ UserResponseDto;
export type AuthMeApiArg = void;
export type AuthRegisterApiResponse = /** status 201 The new account, signed in */ AuthResponseDto;
export type AuthRegisterApiArg = {
  registerDto: RegisterDto;
};
export type TwoFactorStatusApiResponse = /** status 200 The status */ TwoFactorStatusResponseDto;
export type TwoFactorStatusApiArg = void;
export type TwoFactorDisableApiResponse = unknown;
export type TwoFactorDisableApiArg = {
  secondFactorCodeDto: SecondFactorCodeDto;
};
export type TwoFactorEnableApiResponse = /** status 200 On; the recovery codes */ RecoveryCodesResponseDto;
export type TwoFactorEnableApiArg = {
  totpCodeDto: TotpCodeDto;
};
export type TwoFactorRecoveryCodesApiResponse = /** status 200 The new recovery codes */ RecoveryCodesResponseDto;
export type TwoFactorRecoveryCodesApiArg = {
  totpCodeDto: TotpCodeDto;
};
export type TwoFactorSetupApiResponse = /** status 201 The key, waiting for its first code */ TwoFactorSetupResponseDto;
export type TwoFactorSetupApiArg = void;
export type AutomationsListApiResponse = /** status 200 The automations, newest first */ AutomationResponseDto[];
export type AutomationsListApiArg = void;
export type AutomationsCreateApiResponse = /** status 201 The automation */ AutomationResponseDto;
export type AutomationsCreateApiArg = {
  createAutomationDto: CreateAutomationDto;
};
export type AutomationsStatsApiResponse = /** status 200 The figures */ AutomationStatsResponseDto;
export type AutomationsStatsApiArg = void;
export type AutomationsFromTemplateApiResponse = /** status 201 The automation made from the template */ AutomationResponseDto;
export type AutomationsFromTemplateApiArg = {
  createAutomationFromTemplateDto: CreateAutomationFromTemplateDto;
};
export type AutomationsRemoveApiResponse = unknown;
export type AutomationsRemoveApiArg = {
  id: string;
};
export type AutomationsGetApiResponse = /** status 200 The automation */ AutomationResponseDto;
export type AutomationsGetApiArg = {
  id: string;
};
export type AutomationsUpdateApiResponse = /** status 200 The updated automation */ AutomationResponseDto;
export type AutomationsUpdateApiArg = {
  id: string;
  updateAutomationDto: UpdateAutomationDto;
};
export type AutomationsRunsApiResponse = /** status 200 The page of runs, newest first */ AutomationRunResponseDto[];
export type AutomationsRunsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type AvailabilityListApiResponse = /** status 200 The periods of the week */ AvailabilityResponseDto[];
export type AvailabilityListApiArg = void;
export type AvailabilityReplaceApiResponse = /** status 200 The new week */ AvailabilityResponseDto[];
export type AvailabilityReplaceApiArg = {
  replaceAvailabilityDto: ReplaceAvailabilityDto;
};
export type AvailabilitySettingsApiResponse = /** status 200 The notice period and the time zone */ BookingSettingsResponseDto;
export type AvailabilitySettingsApiArg = void;
export type AvailabilitySaveSettingsApiResponse = /** status 200 The saved rules */ BookingSettingsResponseDto;
export type AvailabilitySaveSettingsApiArg = {
  bookingSettingsDto: BookingSettingsDto;
};
export type CalendarFeedRevokeApiResponse = unknown;
export type CalendarFeedRevokeApiArg = void;
export type CalendarFeedStatusApiResponse = /** status 200 The subscription */ CalendarFeedResponseDto;
export type CalendarFeedStatusApiArg = void;
export type CalendarFeedRotateApiResponse = /** status 201 The new link */ CalendarFeedResponseDto;
export type CalendarFeedRotateApiArg = void;
export type PublicCalendarFeedFeedApiResponse = /** status 200 The calendar */ string;
export type PublicCalendarFeedFeedApiArg = {
  file: string;
};
export type CalendarIntegrationsCalendarIntegrationsApiResponse = /** status 200 The calendar accounts */ CalendarIntegrationResponseDto[];
export type CalendarIntegrationsCalendarIntegrationsApiArg = void;
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
export type HabitsEndApiResponse = /** status 200 The habit, ended */ ClientHabitResponseDto;
export type HabitsEndApiArg = {
  id: string;
};
export type MealPlansUnassignApiResponse = unknown;
export type MealPlansUnassignApiArg = {
  id: string;
};
export type ClientPaymentsListApiResponse = /** status 200 The page of payments, newest first */ ClientPaymentResponseDto[];
export type ClientPaymentsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** One client's payments only. */
  clientId?: string;
};
export type ClientPaymentsRefundApiResponse = /** status 200 The payment with its refunds */ ClientPaymentResponseDto;
export type ClientPaymentsRefundApiArg = {
  id: string;
  refundPaymentDto: RefundPaymentDto;
};
export type ClientPortalAccountDeletionRequestApiResponse = /** status 201 The e-mail is on its way */ AccountDeletionRequestedResponseDto;
export type ClientPortalAccountDeletionRequestApiArg = void;
export type ClientPortalAccountDeletionConfirmApiResponse = unknown;
export type ClientPortalAccountDeletionConfirmApiArg = {
  confirmAccountDeletionDto: ConfirmAccountDeletionDto;
};
export type ClientPortalAppointmentsBookApiResponse = /** status 201 The booked appointment */ MeetingResponseDto;
export type ClientPortalAppointmentsBookApiArg = {
  bookAppointmentDto: BookAppointmentDto;
};
export type ClientPortalAppointmentsSlotsApiResponse = /** status 200 The free slots */ FreeSlotsResponseDto;
export type ClientPortalAppointmentsSlotsApiArg = {
  from?: string;
  to?: string;
};
export type ClientPortalAppointmentsRescheduleApiResponse = /** status 200 The moved appointment */ MeetingResponseDto;
export type ClientPortalAppointmentsRescheduleApiArg = {
  id: string;
  rescheduleAppointmentDto: RescheduleAppointmentDto;
};
export type ClientPortalAppointmentsCancelApiResponse = /** status 200 The cancelled appointment */ MeetingResponseDto;
export type ClientPortalAppointmentsCancelApiArg = {
  id: string;
};
export type ClientPortalCalendarFeedRevokeApiResponse = unknown;
export type ClientPortalCalendarFeedRevokeApiArg = void;
export type ClientPortalCalendarFeedStatusApiResponse = /** status 200 The subscription */ CalendarFeedResponseDto;
export type ClientPortalCalendarFeedStatusApiArg = void;
export type ClientPortalCalendarFeedRotateApiResponse = /** status 201 The new link */ CalendarFeedResponseDto;
export type ClientPortalCalendarFeedRotateApiArg = void;
export type ClientCommunitiesListApiResponse = /** status 200 The communities, by name */ ClientCommunityResponseDto[];
export type ClientCommunitiesListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalDataExportsListApiResponse = /** status 200 The newest exports, at most 5 */ DataExportResponseDto[];
export type ClientPortalDataExportsListApiArg = void;
export type ClientPortalDataExportsRequestApiResponse = /** status 201 The export, queued */ DataExportResponseDto;
export type ClientPortalDataExportsRequestApiArg = void;
export type ClientPortalDataExportsGetApiResponse = /** status 200 The export */ DataExportResponseDto;
export type ClientPortalDataExportsGetApiArg = {
  exportId: string;
};
export type ClientPortalDataExportsDownloadApiResponse = /** status 200 The ZIP */ Blob;
export type ClientPortalDataExportsDownloadApiArg = {
  exportId: string;
};
export type ClientFoodLogDayApiResponse = /** status 200 The day */ FoodLogDayDto;
export type ClientFoodLogDayApiArg = {
  /** YYYY-MM-DD; default today (UTC). */
  date?: string;
};
export type ClientFoodLogAddApiResponse = /** status 201 The entry */ FoodLogEntryDto;
export type ClientFoodLogAddApiArg = {
  createFoodLogDto: CreateFoodLogDto;
};
export type ClientFoodLogLogPlannedMealApiResponse = /** status 201 The entries of the meal */ PlannedMealLogDto;
export type ClientFoodLogLogPlannedMealApiArg = {
  logPlannedMealDto: LogPlannedMealDto;
};
export type ClientFoodLogUnlogPlannedMealApiResponse = unknown;
export type ClientFoodLogUnlogPlannedMealApiArg = {
  planMealId: string;
  /** YYYY-MM-DD; default today (UTC). */
  date?: string;
};
export type ClientFoodLogRemoveApiResponse = unknown;
export type ClientFoodLogRemoveApiArg = {
  id: string;
};
export type ClientFoodLogFrequentApiResponse = /** status 200 Up to 10 foods */ LoggedFoodDto[];
export type ClientFoodLogFrequentApiArg = void;
export type ClientFoodLogRecentApiResponse = /** status 200 Up to 10 foods */ LoggedFoodDto[];
export type ClientFoodLogRecentApiArg = void;
export type ClientPortalFormsListApiResponse = /** status 200 The forms, outstanding first */ ClientFormResponseDto[];
export type ClientPortalFormsListApiArg = void;
export type ClientPortalFormsGetApiResponse = /** status 200 The form */ ClientFormResponseDto;
export type ClientPortalFormsGetApiArg = {
  id: string;
};
export type ClientPortalFormsUploadApiResponse = /** status 201 The stored upload */ FormFileUploadResponseDto;
export type ClientPortalFormsUploadApiArg = {
  id: string;
  formFileUploadDto: FormFileUploadDto;
};
export type ClientPortalFormsSubmitApiResponse = /** status 201 The submission as stored */ FormSubmissionResponseDto;
export type ClientPortalFormsSubmitApiArg = {
  id: string;
  submitFormDto: SubmitFormDto;
};
export type ClientPortalGoalsListApiResponse = /** status 200 The goals, newest first */ GoalResponseDto[];
export type ClientPortalGoalsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** true: only the active goals; false: only the others (achieved, paused, cancelled); left out: all. */
  active?: boolean;
};
export type ClientPortalGoalsUpdateProgressApiResponse = /** status 200 The goal with its new current value and progress */ GoalResponseDto;
export type ClientPortalGoalsUpdateProgressApiArg = {
  id: string;
  updateGoalProgressDto: UpdateGoalProgressDto;
};
export type ClientPortalMeetingsGroupSessionsApiResponse = /** status 200 The group sessions */ ClientMeetingResponseDto[];
export type ClientPortalMeetingsGroupSessionsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalPaymentsPayForSessionApiResponse = /** status 200 The payment and its client secret */ PurchaseResponseDto;
export type ClientPortalPaymentsPayForSessionApiArg = {
  id: string;
  paySessionDto: PaySessionDto;
};
export type ClientPortalHabitsListApiResponse = /** status 200 The page of habits, oldest first */ ClientHabitResponseDto[];
export type ClientPortalHabitsListApiArg = {
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
  /** The client's calendar date (YYYY-MM-DD); the server's UTC date when left out. */
  date?: string;
};
export type ClientPortalHabitsLogApiResponse = /** status 200 The habit with its new figures */ ClientHabitResponseDto;
export type ClientPortalHabitsLogApiArg = {
  clientHabitId: string;
  logHabitDto: LogHabitDto;
};
export type ClientPortalHabitsSetReminderApiResponse = /** status 200 The habit with its reminder */ ClientHabitResponseDto;
export type ClientPortalHabitsSetReminderApiArg = {
  clientHabitId: string;
  setHabitReminderDto: SetHabitReminderDto;
};
export type ClientLinkGetApiResponse = /** status 200 The link, or linked false */ ClientLinkResponseDto;
export type ClientLinkGetApiArg = void;
export type ClientFoodLogMealPlanApiResponse = /** status 200 The plan of the day */ ClientMealPlanViewDto;
export type ClientFoodLogMealPlanApiArg = {
  /** YYYY-MM-DD; default today (UTC). */
  date?: string;
};
export type ClientPortalMeasurementsListApiResponse = /** status 200 The page of measurements, newest first */ MeasurementResponseDto[];
export type ClientPortalMeasurementsListApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalMeasurementsAddApiResponse = /** status 201 The recorded measurement */ MeasurementResponseDto;
export type ClientPortalMeasurementsAddApiArg = {
  createMeasurementDto: CreateMeasurementDto;
};
export type ClientPortalMeetingsMeetingsApiResponse = /** status 200 The meetings */ ClientMeetingResponseDto[];
export type ClientPortalMeetingsMeetingsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  timeframe?: MeetingTimeframe;
};
export type ClientPortalFeedbackGetApiResponse = /** status 200 The session and its rating */ ClientSessionFeedbackDto;
export type ClientPortalFeedbackGetApiArg = {
  id: string;
};
export type ClientPortalFeedbackSubmitApiResponse = /** status 201 The rating and any review request */ ClientSessionFeedbackDto;
export type ClientPortalFeedbackSubmitApiArg = {
  id: string;
  submitSessionFeedbackDto: SubmitSessionFeedbackDto;
};
export type ClientPortalFeedbackReviewApiResponse = /** status 200 The rating with the review recorded */ ClientSessionFeedbackDto;
export type ClientPortalFeedbackReviewApiArg = {
  id: string;
  recordReviewDto: RecordReviewDto;
};
export type ClientPortalPushPreferencesApiResponse = /** status 200 The preferences */ NotificationPreferencesDto;
export type ClientPortalPushPreferencesApiArg = void;
export type ClientPortalPushUpdatePreferencesApiResponse = /** status 200 The preferences, saved */ NotificationPreferencesDto;
export type ClientPortalPushUpdatePreferencesApiArg = {
  updateNotificationPreferencesDto: UpdateNotificationPreferencesDto;
};
export type ClientPortalOnboardingGetApiResponse = /** status 200 The onboarding and its answers */ ClientOnboardingResponseDto;
export type ClientPortalOnboardingGetApiArg = void;
export type ClientPortalOnboardingCompleteApiResponse = /** status 200 The completed onboarding */ ClientOnboardingResponseDto;
export type ClientPortalOnboardingCompleteApiArg = void;
export type ClientPortalOnboardingSaveStepApiResponse = /** status 200 The onboarding with the step saved */ ClientOnboardingResponseDto;
export type ClientPortalOnboardingSaveStepApiArg = {
  stepId: string;
  saveOnboardingStepDto: SaveOnboardingStepDto;
};
export type ClientPortalOnboardingUploadApiResponse = /** status 201 The onboarding with the file stored */ ClientOnboardingResponseDto;
export type ClientPortalOnboardingUploadApiArg = {
  stepId: string;
  fieldId: string;
  onboardingFileUploadDto: OnboardingFileUploadDto;
};
export type ClientPortalPaymentsPackagesApiResponse = /** status 200 The packages */ ClientPackagesResponseDto;
export type ClientPortalPaymentsPackagesApiArg = void;
export type ClientPortalPaymentsPurchaseApiResponse = /** status 200 The payment and its client secret */ PurchaseResponseDto;
export type ClientPortalPaymentsPurchaseApiArg = {
  id: string;
  purchasePackageDto: PurchasePackageDto;
};
export type ClientPortalPaymentsReceiptsApiResponse = /** status 200 The page of payments, newest first */ ClientPaymentResponseDto[];
export type ClientPortalPaymentsReceiptsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** One client's payments only. */
  clientId?: string;
};
export type ClientPortalProgressListApiResponse = /** status 200 The page of the progress photos, newest first */ ProgressPhotoResponseDto[];
export type ClientPortalProgressListApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalProgressUploadApiResponse = /** status 201 The photo as saved */ ProgressPhotoResponseDto;
export type ClientPortalProgressUploadApiArg = {
  uploadProgressPhotoDto: UploadProgressPhotoDto;
};
export type ClientPortalPushPublicKeyApiResponse = /** status 200 The key */ PushPublicKeyDto;
export type ClientPortalPushPublicKeyApiArg = void;
export type ClientPortalPushUnsubscribeApiResponse = unknown;
export type ClientPortalPushUnsubscribeApiArg = {
  deletePushSubscriptionDto: DeletePushSubscriptionDto;
};
export type ClientPortalPushSubscribeApiResponse = /** status 201 The subscription, stored */ PushSubscriptionResponseDto;
export type ClientPortalPushSubscribeApiArg = {
  createPushSubscriptionDto: CreatePushSubscriptionDto;
};
export type RecipePacksOwnApiResponse = /** status 200 The packs, latest first */ ClientRecipePackDto[];
export type RecipePacksOwnApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type RecipePacksUpdateOwnApiResponse = /** status 200 The assignment */ ClientRecipePackDto;
export type RecipePacksUpdateOwnApiArg = {
  id: string;
  updateClientRecipePackDto: UpdateClientRecipePackDto;
};
export type ClientPortalFeedbackListApiResponse = /** status 200 The ratings */ SessionFeedbackResponseDto[];
export type ClientPortalFeedbackListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ShoppingListsSetPurchasedApiResponse = /** status 200 The item */ ShoppingListItemDto;
export type ShoppingListsSetPurchasedApiArg = {
  id: string;
  updateShoppingListItemDto: UpdateShoppingListItemDto;
};
export type ShoppingListsOwnApiResponse = /** status 200 The page of lists, newest week first */ ShoppingListDto[];
export type ShoppingListsOwnApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalSubscriptionsActiveApiResponse = /** status 200 The active subscriptions, the latest start first */ ClientSubscriptionResponseDto[];
export type ClientPortalSubscriptionsActiveApiArg = void;
export type ClientPortalPaymentsCancelAtPeriodEndApiResponse = /** status 200 The subscription, set to end at its period end */ ClientSubscriptionResponseDto;
export type ClientPortalPaymentsCancelAtPeriodEndApiArg = {
  id: string;
};
export type ClientPortalPaymentsResumeApiResponse = /** status 200 The subscription, renewing again */ ClientSubscriptionResponseDto;
export type ClientPortalPaymentsResumeApiArg = {
  id: string;
};
export type ClientPortalWorkoutsPlanApiResponse = /** status 200 The page of the plan, soonest first */ ClientWorkoutResponseDto[];
export type ClientPortalWorkoutsPlanApiArg = {
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalWorkoutsWeekApiResponse = /** status 200 Planned and completed workouts of this week */ ClientWeekResponseDto;
export type ClientPortalWorkoutsWeekApiArg = void;
export type ClientPortalWorkoutsLogApiResponse = /** status 200 The workout, completed, with the logged session */ ClientWorkoutResponseDto;
export type ClientPortalWorkoutsLogApiArg = {
  clientWorkoutId: string;
  logWorkoutDto: LogWorkoutDto;
};
export type ClientsListApiResponse = /** status 200 The page of clients, newest first */ ClientResponseDto[];
export type ClientsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Matches the full name or the e-mail, case-insensitively. */
  search?: string;
  isActive?: boolean;
};
export type ClientsCreateApiResponse = /** status 201 The new client */ ClientResponseDto;
export type ClientsCreateApiArg = {
  createClientDto: CreateClientDto;
};
export type ClientsExportApiResponse = /** status 200 The CSV file (clients.csv) */ string;
export type ClientsExportApiArg = void;
export type ClientsImportApiResponse = /** status 200 What was read, created and refused, row by row */ ImportClientsResponseDto;
export type ClientsImportApiArg = {
  importClientsDto: ImportClientsDto;
};
export type ClientsRemoveApiResponse = unknown;
export type ClientsRemoveApiArg = {
  id: string;
};
export type ClientsGetApiResponse = /** status 200 The client */ ClientResponseDto;
export type ClientsGetApiArg = {
  id: string;
};
export type ClientsUpdateApiResponse = /** status 200 The updated client */ ClientResponseDto;
export type ClientsUpdateApiArg = {
  id: string;
  updateClientDto: UpdateClientDto;
};
export type ClientsDeactivateApiResponse = /** status 200 The client, inactive */ ClientResponseDto;
export type ClientsDeactivateApiArg = {
  id: string;
};
export type FoodPreferencesListApiResponse = /** status 200 The preferences, newest first */ FoodPreferenceDto[];
export type FoodPreferencesListApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type FoodPreferencesCreateApiResponse = /** status 201 The preference */ FoodPreferenceDto;
export type FoodPreferencesCreateApiArg = {
  id: string;
  createFoodPreferenceDto: CreateFoodPreferenceDto;
};
export type GoalsListForClientApiResponse = /** status 200 The goals, newest first */ GoalResponseDto[];
export type GoalsListForClientApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** true: only the active goals; false: only the others (achieved, paused, cancelled); left out: all. */
  active?: boolean;
};
export type HabitsListForClientApiResponse = /** status 200 The page of the client's habits, oldest first */ ClientHabitResponseDto[];
export type HabitsListForClientApiArg = {
  id: string;
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientHealthGetHealthProfileApiResponse = /** status 200 The health profile (empty until first saved) */ HealthProfileResponseDto;
export type ClientHealthGetHealthProfileApiArg = {
  id: string;
};
export type ClientHealthSaveHealthProfileApiResponse = /** status 201 The saved health profile */ HealthProfileResponseDto;
export type ClientHealthSaveHealthProfileApiArg = {
  id: string;
  healthProfileDto: HealthProfileDto;
};
export type ClientInvitationsInviteApiResponse = /** status 201 The invitation sent */ ClientInvitationResponseDto;
export type ClientInvitationsInviteApiArg = {
  id: string;
};
export type ClientNutritionListGoalsApiResponse = /** status 200 The goals, newest effective date first */ MacroGoalResponseDto[];
export type ClientNutritionListGoalsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientNutritionCreateGoalApiResponse = /** status 201 The new goal */ MacroGoalResponseDto;
export type ClientNutritionCreateGoalApiArg = {
  id: string;
  createMacroGoalDto: CreateMacroGoalDto;
};
export type MealPlansAssignmentsApiResponse = /** status 200 The assignments, newest start first */ ClientMealPlanResponseDto[];
export type MealPlansAssignmentsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientHealthListMeasurementsApiResponse = /** status 200 The page of measurements, newest first */ MeasurementResponseDto[];
export type ClientHealthListMeasurementsApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientHealthAddMeasurementApiResponse = /** status 201 The recorded measurement */ MeasurementResponseDto;
export type ClientHealthAddMeasurementApiArg = {
  id: string;
  createMeasurementDto: CreateMeasurementDto;
};
export type ClientNutritionForClientApiResponse = /** status 200 The client's nutrition */ ClientNutritionDto;
export type ClientNutritionForClientApiArg = {
  id: string;
};
export type ClientOnboardingAnswersAnswersApiResponse = /** status 200 The answers */ ClientOnboardingAnswersDto;
export type ClientOnboardingAnswersAnswersApiArg = {
  id: string;
};
export type ClientOnboardingAnswersFileApiResponse = /** status 200 The file, with its detected Content-Type */ Blob;
export type ClientOnboardingAnswersFileApiArg = {
  id: string;
  responseId: string;
};
export type ClientProgressPhotosListApiResponse = /** status 200 The page of the client's progress photos, newest first */ ProgressPhotoResponseDto[];
export type ClientProgressPhotosListApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientProgressPhotosUploadApiResponse = /** status 201 The photo as saved */ ProgressPhotoResponseDto;
export type ClientProgressPhotosUploadApiArg = {
  id: string;
  uploadProgressPhotoDto: UploadProgressPhotoDto;
};
export type ClientsReactivateApiResponse = /** status 200 The client, active */ ClientResponseDto;
export type ClientsReactivateApiArg = {
  id: string;
};
export type RecipePacksForClientApiResponse = /** status 200 The assignments, latest first */ ClientRecipePackDto[];
export type RecipePacksForClientApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ShoppingListsListForClientApiResponse = /** status 200 The page of lists, newest week first */ ShoppingListDto[];
export type ShoppingListsListForClientApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ShoppingListsGenerateApiResponse = /** status 201 The list */ ShoppingListDto;
export type ShoppingListsGenerateApiArg = {
  id: string;
  generateShoppingListDto: GenerateShoppingListDto;
};
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
export type ClientHealthListWellnessApiResponse = /** status 200 The page of check-ins, newest day first */ WellnessLogResponseDto[];
export type ClientHealthListWellnessApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientHealthAddWellnessApiResponse = /** status 201 The recorded check-in */ WellnessLogResponseDto;
export type ClientHealthAddWellnessApiArg = {
  id: string;
  createWellnessLogDto: CreateWellnessLogDto;
};
export type ClientWorkoutsProgressApiResponse = /** status 200 The page of exercises by name, each with its days in order */ ExerciseProgressDto[];
export type ClientWorkoutsProgressApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientWorkoutsListApiResponse = /** status 200 The page of client workouts, latest day first */ ClientWorkoutResponseDto[];
export type ClientWorkoutsListApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
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
export type CommunitiesListApiResponse = /** status 200 The communities, newest first */ CommunityResponseDto[];
export type CommunitiesListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type CommunitiesCreateApiResponse = /** status 201 The new community */ CommunityResponseDto;
export type CommunitiesCreateApiArg = {
  createCommunityDto: CreateCommunityDto;
};
export type CommunitiesRemoveApiResponse = unknown;
export type CommunitiesRemoveApiArg = {
  id: string;
};
export type CommunitiesGetApiResponse = /** status 200 The community */ CommunityResponseDto;
export type CommunitiesGetApiArg = {
  id: string;
};
export type CommunitiesUpdateApiResponse = /** status 200 The updated community */ CommunityResponseDto;
export type CommunitiesUpdateApiArg = {
  id: string;
  updateCommunityDto: UpdateCommunityDto;
};
export type CommunitiesJoinApiResponse = /** status 201 The caller, now a member */ CommunityMemberResponseDto;
export type CommunitiesJoinApiArg = {
  id: string;
};
export type CommunitiesMembersApiResponse = /** status 200 The page of members, oldest first */ CommunityMemberResponseDto[];
export type CommunitiesMembersApiArg = {
  id: string;
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type CommunitiesAddMemberApiResponse = /** status 201 The new member */ CommunityMemberResponseDto;
export type CommunitiesAddMemberApiArg = {
  id: string;
  addCommunityMemberDto: AddCommunityMemberDto;
};
export type CommunitiesRemoveMemberApiResponse = unknown;
export type CommunitiesRemoveMemberApiArg = {
  id: string;
  clientId: string;
};
export type CommunityPostsListApiResponse = /** status 200 The page of posts, newest first */ CommunityPostResponseDto[];
export type CommunityPostsListApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type CommunityPostsCreateApiResponse = /** status 201 The post as saved */ CommunityReplyResponseDto;
export type CommunityPostsCreateApiArg = {
  id: string;
  createCommunityPostDto: CreateCommunityPostDto;
};
export type CommunityPostsUnreactApiResponse = /** status 200 The post with its reactions */ CommunityReplyResponseDto;
export type CommunityPostsUnreactApiArg = {
  id: string;
  postId: string;
  reaction: CommunityReaction;
};
export type CommunityPostsReactApiResponse = /** status 200 The post with its reactions */ CommunityReplyResponseDto;
export type CommunityPostsReactApiArg = {
  id: string;
  postId: string;
  reaction: CommunityReaction;
};
export type DashboardActivityApiResponse = /** status 200 Up to 10 events, newest first */ ActivityItemDto[];
export type DashboardActivityApiArg = void;
export type DashboardMessagesApiResponse = /** status 200 Up to 5 messages, newest first, and the unread count */ RecentMessagesDto;
export type DashboardMessagesApiArg = void;
export type DashboardNutritionApiResponse = /** status 200 Categories and featured plans */ NutritionOverviewDto;
export type DashboardNutritionApiArg = void;
export type DashboardStatsApiResponse = /** status 200 The stat cards */ DashboardStatsDto;
export type DashboardStatsApiArg = void;
export type ExercisesListApiResponse = /** status 200 The page of exercises, by name */ ExerciseResponseDto[];
export type ExercisesListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  category?: ExerciseCategory;
  difficulty?: Difficulty;
  /** Matches the name or the description, case-insensitively. */
  search?: string;
  /** An exercise matches when it trains this muscle group (case-insensitive). */
  muscleGroup?: string;
  /** Exact equipment, case-insensitive. */
  equipment?: string;
};
export type ExercisesCreateApiResponse = /** status 201 The new exercise */ ExerciseResponseDto;
export type ExercisesCreateApiArg = {
  createExerciseDto: CreateExerciseDto;
};
export type ExercisesCategoriesApiResponse = /** status 200 The four categories, in the spec order */ ExerciseCategoryDto[];
export type ExercisesCategoriesApiArg = void;
export type ExercisesRemoveApiResponse = unknown;
export type ExercisesRemoveApiArg = {
  id: string;
};
export type ExercisesGetApiResponse = /** status 200 The exercise */ ExerciseResponseDto;
export type ExercisesGetApiArg = {
  id: string;
};
export type ExercisesUpdateApiResponse = /** status 200 The updated exercise */ ExerciseResponseDto;
export type ExercisesUpdateApiArg = {
  id: string;
  updateExerciseDto: UpdateExerciseDto;
};
export type ExercisesImageApiResponse = /** status 200 The image, with its detected Content-Type */ Blob;
export type ExercisesImageApiArg = {
  id: string;
};
export type ExercisesUploadImageApiResponse = /** status 200 The exercise with its image */ ExerciseResponseDto;
export type ExercisesUploadImageApiArg = {
  id: string;
  exerciseImageUploadDto: ExerciseImageUploadDto;
};
export type FeatureFlagsStatesApiResponse = /** status 200 The flags */ FeatureFlagStateResponseDto[];
export type FeatureFlagsStatesApiArg = void;
export type FoodPreferencesRemoveApiResponse = unknown;
export type FoodPreferencesRemoveApiArg = {
  id: string;
};
export type FoodsSearchApiResponse = /** status 200 The page of foods, best match first */ FoodResponseDto[];
export type FoodsSearchApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Words or beginnings of words of the name or brand. */
  search?: string;
};
export type FoodsCreateApiResponse = /** status 201 The new food */ FoodResponseDto;
export type FoodsCreateApiArg = {
  createFoodDto: CreateFoodDto;
};
export type FoodsByBarcodeApiResponse = /** status 200 The food */ FoodResponseDto;
export type FoodsByBarcodeApiArg = {
  code: string;
};
export type FoodsGetApiResponse = /** status 200 The food */ FoodResponseDto;
export type FoodsGetApiArg = {
  id: string;
};
export type FormSubmissionsGetApiResponse = /** status 200 The submission */ FormSubmissionResponseDto;
export type FormSubmissionsGetApiArg = {
  id: string;
};
export type FormSubmissionsFileApiResponse = /** status 200 The file, with its detected Content-Type */ Blob;
export type FormSubmissionsFileApiArg = {
  id: string;
  fieldId: string;
};
export type FormSubmissionsPdfApiResponse = /** status 200 The PDF */ Blob;
export type FormSubmissionsPdfApiArg = {
  id: string;
};
export type FormSubmissionsReviewApiResponse = /** status 200 The reviewed submission */ FormSubmissionResponseDto;
export type FormSubmissionsReviewApiArg = {
  id: string;
};
export type FormSubmissionsVerifyApiResponse = /** status 200 Both hashes and whether they agree */ FormSubmissionVerificationDto;
export type FormSubmissionsVerifyApiArg = {
  id: string;
};
export type FormsListApiResponse = /** status 200 The page of forms, newest first */ FormResponseDto[];
export type FormsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type FormsCreateApiResponse = /** status 201 The new form (version 1) */ FormResponseDto;
export type FormsCreateApiArg = {
  createFormDto: CreateFormDto;
};
export type FormsStatsApiResponse = /** status 200 The counts */ FormStatsResponseDto;
export type FormsStatsApiArg = void;
export type FormsTemplatesApiResponse = /** status 200 Every template the business can use */ FormTemplateResponseDto[];
export type FormsTemplatesApiArg = void;
export type FormsRemoveApiResponse = unknown;
export type FormsRemoveApiArg = {
  id: string;
};
export type FormsGetApiResponse = /** status 200 The form */ FormResponseDto;
export type FormsGetApiArg = {
  id: string;
};
export type FormsPatchApiResponse = /** status 200 The updated form */ FormResponseDto;
export type FormsPatchApiArg = {
  id: string;
  updateFormDto: UpdateFormDto;
};
export type FormsUpdateApiResponse = /** status 200 The updated form */ FormResponseDto;
export type FormsUpdateApiArg = {
  id: string;
  updateFormDto: UpdateFormDto;
};
export type FormsAssignApiResponse = /** status 201 The client, now asked to fill it in */ FormRecipientResponseDto;
export type FormsAssignApiArg = {
  id: string;
  assignFormDto: AssignFormDto;
};
export type FormsRecipientsApiResponse = /** status 200 The clients asked, unsigned first */ FormRecipientResponseDto[];
export type FormsRecipientsApiArg = {
  id: string;
};
export type FormsSubmissionsApiResponse = /** status 200 The page of submissions, newest first */ FormSubmissionResponseDto[];
export type FormsSubmissionsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type PlatformSubscriptionGetOrCreateApiResponse = /** status 200 The subscription and its client secret */ SubscriptionPaymentResponseDto;
export type PlatformSubscriptionGetOrCreateApiArg = {
  getOrCreateSubscriptionDto: GetOrCreateSubscriptionDto;
};
export type GoalsCreateApiResponse = /** status 201 The new goal */ GoalResponseDto;
export type GoalsCreateApiArg = {
  createGoalDto: CreateGoalDto;
};
export type GoalsRemoveApiResponse = unknown;
export type GoalsRemoveApiArg = {
  id: string;
};
export type GoalsUpdateApiResponse = /** status 200 The updated goal */ GoalResponseDto;
export type GoalsUpdateApiArg = {
  id: string;
  updateGoalDto: UpdateGoalDto;
};
export type HabitsListApiResponse = /** status 200 The habits, by name */ HabitTemplateResponseDto[];
export type HabitsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type HabitsCreateApiResponse = /** status 201 The new habit */ HabitTemplateResponseDto;
export type HabitsCreateApiArg = {
  createHabitTemplateDto: CreateHabitTemplateDto;
};
export type HabitsRemoveApiResponse = unknown;
export type HabitsRemoveApiArg = {
  id: string;
};
export type HabitsUpdateApiResponse = /** status 200 The updated habit */ HabitTemplateResponseDto;
export type HabitsUpdateApiArg = {
  id: string;
  updateHabitTemplateDto: UpdateHabitTemplateDto;
};
export type HabitsAssignApiResponse = /** status 201 How many clients got it and how many had it already */ AssignHabitResponseDto;
export type HabitsAssignApiArg = {
  id: string;
  assignHabitDto: AssignHabitDto;
};
export type HealthCheckApiResponse = /** status 200 PostgreSQL and Redis answer */ HealthResponseDto;
export type HealthCheckApiArg = void;
export type HealthLiveApiResponse = /** status 200 The process serves HTTP */ LivenessResponseDto;
export type HealthLiveApiArg = void;
export type HealthReadyApiResponse = /** status 200 PostgreSQL and Redis answer */ HealthResponseDto;
export type HealthReadyApiArg = void;
export type HelpListApiResponse = /** status 200 The page of articles */ HelpArticleSummaryResponseDto[];
export type HelpListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Only the articles of this category. */
  category?: HelpCategory;
  /** Words (or their beginnings) found anywhere in the article: title, summary, body or steps. */
  q?: string;
};
export type HelpReadApiResponse = /** status 200 The article */ HelpArticleResponseDto;
export type HelpReadApiArg = {
  /** The article’s address */
  slug: string;
};
export type HelpCategoriesApiResponse = /** status 200 The categories */ HelpCategoryResponseDto[];
export type HelpCategoriesApiArg = void;
export type HelpPopularApiResponse = /** status 200 The popular articles */ HelpArticleSummaryResponseDto[];
export type HelpPopularApiArg = void;
export type IntegrationsGetApiResponse = /** status 200 The integration */ LeadDecIntegrationResponseDto;
export type IntegrationsGetApiArg = void;
export type IntegrationsSaveApiResponse = /** status 200 The saved integration */ LeadDecIntegrationResponseDto;
export type IntegrationsSaveApiArg = {
  saveLeadDecSettingsDto: SaveLeadDecSettingsDto;
};
export type IntegrationsDeliveriesApiResponse = /** status 200 The page of deliveries, newest first */ LeadDecDeliveryResponseDto[];
export type IntegrationsDeliveriesApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type IntegrationsRotateApiResponse = /** status 200 The integration with its new secret */ LeadDecIntegrationResponseDto;
export type IntegrationsRotateApiArg = void;
export type IntegrationsTestApiResponse = /** status 200 What the endpoint answered */ LeadDecTestResultDto;
export type IntegrationsTestApiArg = void;
export type InvitationsPreviewApiResponse = /** status 200 The invitation */ InvitationPreviewResponseDto;
export type InvitationsPreviewApiArg = {
  code: string;
};
export type InvitationsAcceptApiResponse = /** status 200 Linked */ InvitationAcceptedResponseDto;
export type InvitationsAcceptApiArg = {
  code: string;
};
export type MealPlansListApiResponse = /** status 200 The page of meal plans, newest first */ MealPlanResponseDto[];
export type MealPlansListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Part of the name or description, case-insensitive. */
  search?: string;
  /** Only templates (true) or only the other plans (false). */
  isTemplate?: boolean;
};
export type MealPlansCreateApiResponse = /** status 201 The new plan */ MealPlanDetailDto;
export type MealPlansCreateApiArg = {
  createMealPlanDto: CreateMealPlanDto;
};
export type MealPlansFeaturedApiResponse = /** status 200 Up to 4 featured plans */ FeaturedPlanDto[];
export type MealPlansFeaturedApiArg = void;
export type MealPlansRemoveApiResponse = unknown;
export type MealPlansRemoveApiArg = {
  id: string;
};
export type MealPlansGetApiResponse = /** status 200 The plan */ MealPlanDetailDto;
export type MealPlansGetApiArg = {
  id: string;
};
export type MealPlansUpdateApiResponse = /** status 200 The updated plan */ MealPlanDetailDto;
export type MealPlansUpdateApiArg = {
  id: string;
  updateMealPlanDto: UpdateMealPlanDto;
};
export type MealPlansAssignApiResponse = /** status 201 The assignment */ ClientMealPlanResponseDto;
export type MealPlansAssignApiArg = {
  id: string;
  assignMealPlanDto: AssignMealPlanDto;
};
export type MealPlansDuplicateApiResponse = /** status 201 The copy */ MealPlanDetailDto;
export type MealPlansDuplicateApiArg = {
  id: string;
};
export type MealsListApiResponse = /** status 200 The page of meals, newest first */ MealResponseDto[];
export type MealsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  category?: MealCategory;
  /** Part of the name or description, case-insensitive. */
  search?: string;
};
export type MealsCreateApiResponse = /** status 201 The new meal */ MealResponseDto;
export type MealsCreateApiArg = {
  createMealDto: CreateMealDto;
};
export type MealsCategoriesApiResponse = /** status 200 The four categories, in that order */ MealCategoryDto[];
export type MealsCategoriesApiArg = void;
export type MealsRemoveApiResponse = unknown;
export type MealsRemoveApiArg = {
  id: string;
};
export type MealsGetApiResponse = /** status 200 The meal */ MealResponseDto;
export type MealsGetApiArg = {
  id: string;
};
export type MealsUpdateApiResponse = /** status 200 The updated meal */ MealResponseDto;
export type MealsUpdateApiArg = {
  id: string;
  updateMealDto: UpdateMealDto;
};
export type MealsImageApiResponse = /** status 200 The image, with its detected Content-Type */ Blob;
export type MealsImageApiArg = {
  id: string;
};
export type MealsUploadImageApiResponse = /** status 200 The meal with its image */ MealResponseDto;
export type MealsUploadImageApiArg = {
  id: string;
  uploadMealImageDto: UploadMealImageDto;
};
export type MeetingsListApiResponse = /** status 200 The page of meetings */ MeetingResponseDto[];
export type MeetingsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Meetings that end after this instant. */
  from?: string;
  /** Meetings that start before this instant. */
  to?: string;
  /** upcoming: in the future and scheduled, soonest first; past: everything else, latest first. */
  timeframe?: MeetingTimeframe;
};
export type MeetingsCreateApiResponse = /** status 201 The new meeting */ MeetingResponseDto;
export type MeetingsCreateApiArg = {
  createMeetingDto: CreateMeetingDto;
};
export type MeetingsStatsApiResponse = /** status 200 The counts and the time zone */ MeetingStatsResponseDto;
export type MeetingsStatsApiArg = void;
export type MeetingsGetApiResponse = /** status 200 The meeting */ MeetingResponseDto;
export type MeetingsGetApiArg = {
  id: string;
};
export type MeetingsUpdateApiResponse = /** status 200 The updated meeting */ MeetingResponseDto;
export type MeetingsUpdateApiArg = {
  id: string;
  updateMeetingDto: UpdateMeetingDto;
};
export type MeetingsCancelApiResponse = /** status 200 The cancelled meeting */ MeetingResponseDto;
export type MeetingsCancelApiArg = {
  id: string;
};
export type MeetingParticipantsListApiResponse = /** status 200 The participants */ ParticipantResponseDto[];
export type MeetingParticipantsListApiArg = {
  id: string;
};
export type MeetingParticipantsAddApiResponse = /** status 201 The participant, registered or waitlisted */ ParticipantResponseDto;
export type MeetingParticipantsAddApiArg = {
  id: string;
  addParticipantDto: AddParticipantDto;
};
export type MeetingParticipantsRemoveApiResponse = unknown;
export type MeetingParticipantsRemoveApiArg = {
  id: string;
  participantId: string;
};
export type MessagesListApiResponse = /** status 200 The page of messages, newest first */ MessageResponseDto[];
export type MessagesListApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
  /** The other party: a client's id (business side; a linked client's user id also works) or the coach's id (client side). Absent: every conversation. */
  withUser?: string;
};
export type MessagesSendApiResponse = /** status 201 The message as saved */ MessageResponseDto;
export type MessagesSendApiArg = {
  sendMessageDto: SendMessageDto;
};
export type MessagesSendAttachmentApiResponse = /** status 201 The attachment message as saved */ MessageResponseDto;
export type MessagesSendAttachmentApiArg = {
  sendAttachmentDto: SendAttachmentDto;
};
export type MessagesConversationsApiResponse = /** status 200 The conversations, most recent first */ ConversationResponseDto[];
export type MessagesConversationsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Part of the client's name or e-mail, case-insensitive. */
  search?: string;
};
export type MessagesUnreadCountApiResponse = /** status 200 The unread count */ UnreadCountResponseDto;
export type MessagesUnreadCountApiArg = void;
export type MessagesRemoveApiResponse = unknown;
export type MessagesRemoveApiArg = {
  id: string;
};
export type MessagesEditApiResponse = /** status 200 The message as edited */ MessageResponseDto;
export type MessagesEditApiArg = {
  id: string;
  editMessageDto: EditMessageDto;
};
export type MessagesAttachmentApiResponse = /** status 200 The file, with its detected Content-Type */ Blob;
export type MessagesAttachmentApiArg = {
  id: string;
};
export type ClientNutritionOverviewApiResponse = /** status 200 Categories and featured plans */ NutritionOverviewDto;
export type ClientNutritionOverviewApiArg = void;
export type ClientNutritionStatsApiResponse = /** status 200 The figures */ NutritionStatsDto;
export type ClientNutritionStatsApiArg = void;
export type OnboardingListApiResponse = /** status 200 The configurations, newest first */ OnboardingConfigResponseDto[];
export type OnboardingListApiArg = void;
export type OnboardingCreateApiResponse = /** status 201 The saved configuration */ OnboardingConfigResponseDto;
export type OnboardingCreateApiArg = {
  saveOnboardingConfigDto: SaveOnboardingConfigDto;
};
export type OnboardingGetApiResponse = /** status 200 The configuration */ OnboardingConfigResponseDto;
export type OnboardingGetApiArg = {
  id: string;
};
export type OnboardingUpdateApiResponse = /** status 200 The updated configuration */ OnboardingConfigResponseDto;
export type OnboardingUpdateApiArg = {
  id: string;
  saveOnboardingConfigDto: SaveOnboardingConfigDto;
};
export type OnboardingTemplatesApiResponse = /** status 200 The public templates */ OnboardingTemplateResponseDto[];
export type OnboardingTemplatesApiArg = void;
export type PlatformSubscriptionConfigApiResponse = /** status 200 The provider */ PaymentsConfigResponseDto;
export type PlatformSubscriptionConfigApiArg = void;
export type StripeConnectCompleteOnboardingApiResponse = /** status 200 The status, setupComplete */ AccountStatusResponseDto;
export type StripeConnectCompleteOnboardingApiArg = {
  accountId: string;
};
export type SimulatedPaymentsAuthenticateApiResponse =
  /** status 200 The payment intent, and the error if authentication failed */ SimulatedConfirmationResponseDto;
export type SimulatedPaymentsAuthenticateApiArg = {
  simulatedAuthenticateDto: SimulatedAuthenticateDto;
};
export type SimulatedPaymentsConfirmApiResponse = /** status 200 The payment intent, and the card error if it failed */ SimulatedConfirmationResponseDto;
export type SimulatedPaymentsConfirmApiArg = {
  simulatedConfirmDto: SimulatedConfirmDto;
};
export type SimulatedPaymentsRenewApiResponse = /** status 200 The renewal invoice */ SimulatedRenewalResponseDto;
export type SimulatedPaymentsRenewApiArg = {
  simulatedRenewDto: SimulatedRenewDto;
};
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
export type PlatformStaffInvitationsPreviewApiResponse = /** status 200 The invitation */ PlatformStaffInvitationPreviewResponseDto;
export type PlatformStaffInvitationsPreviewApiArg = {
  code: string;
};
export type PlatformStaffInvitationsSignUpApiResponse = /** status 201 The new admin account, signed in */ AuthResponseDto;
export type PlatformStaffInvitationsSignUpApiArg = {
  code: string;
  staffSignUpDto: StaffSignUpDto;
};
export type PlatformSubscriptionCancelApiResponse = /** status 200 The status, with cancelAtPeriodEnd */ SubscriptionStatusResponseDto;
export type PlatformSubscriptionCancelApiArg = void;
export type PlatformSubscriptionChangePlanApiResponse = /** status 200 What was charged or refunded, and the new status */ PlanChangedResponseDto;
export type PlatformSubscriptionChangePlanApiArg = {
  changePlanDto: ChangePlanDto;
};
export type PlatformSubscriptionCreateApiResponse = /** status 200 Free access, or the subscription and its client secret */ SubscriptionPaymentResponseDto;
export type PlatformSubscriptionCreateApiArg = {
  createPlatformSubscriptionDto: CreatePlatformSubscriptionDto;
};
export type PlatformSubscriptionUpdatePaymentMethodApiResponse = /** status 200 The card now on file */ PaymentMethodUpdatedResponseDto;
export type PlatformSubscriptionUpdatePaymentMethodApiArg = {
  updatePaymentMethodDto: UpdatePaymentMethodDto;
};
export type PlatformSubscriptionSetupPaymentMethodApiResponse = /** status 200 The setup intent and its client secret */ PaymentMethodSetupResponseDto;
export type PlatformSubscriptionSetupPaymentMethodApiArg = void;
export type PlatformSubscriptionQuotePlanChangeApiResponse = /** status 200 The amounts of the change */ PlanChangeQuoteResponseDto;
export type PlatformSubscriptionQuotePlanChangeApiArg = {
  interval: PlatformBillingInterval;
};
export type PlatformSubscriptionResumeApiResponse = /** status 200 The status, with cancelAtPeriodEnd false */ SubscriptionStatusResponseDto;
export type PlatformSubscriptionResumeApiArg = void;
export type PlatformSubscriptionStatusApiResponse = /** status 200 The status */ SubscriptionStatusResponseDto;
export type PlatformSubscriptionStatusApiArg = void;
export type PlatformCouponsCheckApiResponse = /** status 200 The coupon */ PlatformCouponCheckResponseDto;
export type PlatformCouponsCheckApiArg = {
  platformCouponCheckDto: PlatformCouponCheckDto;
};
export type ProgressPhotosRemoveApiResponse = unknown;
export type ProgressPhotosRemoveApiArg = {
  photoId: string;
};
export type ProgressPhotosImageApiResponse = /** status 200 The image, with its detected Content-Type */ Blob;
export type ProgressPhotosImageApiArg = {
  photoId: string;
};
export type RecipePacksListApiResponse = /** status 200 The packs, newest first */ RecipePackDto[];
export type RecipePacksListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type RecipePacksCreateApiResponse = /** status 201 The new pack */ RecipePackDto;
export type RecipePacksCreateApiArg = {
  createRecipePackDto: CreateRecipePackDto;
};
export type RecipePacksRemoveApiResponse = unknown;
export type RecipePacksRemoveApiArg = {
  id: string;
};
export type RecipePacksGetApiResponse = /** status 200 The pack */ RecipePackDto;
export type RecipePacksGetApiArg = {
  id: string;
};
export type RecipePacksUpdateApiResponse = /** status 200 The updated pack */ RecipePackDto;
export type RecipePacksUpdateApiArg = {
  id: string;
  updateRecipePackDto: UpdateRecipePackDto;
};
export type RecipePacksAssignApiResponse = /** status 201 The assignment */ ClientRecipePackDto;
export type RecipePacksAssignApiArg = {
  id: string;
  assignRecipePackDto: AssignRecipePackDto;
};
export type ReviewSettingsGetApiResponse = /** status 200 The review settings */ ReviewSettingsResponseDto;
export type ReviewSettingsGetApiArg = void;
export type ReviewSettingsUpdateApiResponse = /** status 200 The saved settings */ ReviewSettingsResponseDto;
export type ReviewSettingsUpdateApiArg = {
  reviewSettingsDto: ReviewSettingsDto;
};
export type SetupWizardTasksApiResponse = /** status 200 The tasks and how many are done */ SetupWizardTasksResponseDto;
export type SetupWizardTasksApiArg = void;
export type ShoppingListsRemoveApiResponse = unknown;
export type ShoppingListsRemoveApiArg = {
  id: string;
};
export type StaffListApiResponse = /** status 200 The page of staff entries */ StaffEntryResponseDto[];
export type StaffListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type StaffInvitationsPreviewApiResponse = /** status 200 The invitation */ StaffInvitationPreviewResponseDto;
export type StaffInvitationsPreviewApiArg = {
  code: string;
};
export type StaffInvitationsAcceptApiResponse = /** status 200 Joined */ StaffInvitationAcceptedResponseDto;
export type StaffInvitationsAcceptApiArg = {
  code: string;
};
export type StaffInvitationsSignUpApiResponse = /** status 201 The new staff account, signed in */ AuthResponseDto;
export type StaffInvitationsSignUpApiArg = {
  code: string;
  staffSignUpDto: StaffSignUpDto;
};
export type StaffInviteApiResponse = /** status 201 The pending invitation */ StaffEntryResponseDto;
export type StaffInviteApiArg = {
  inviteStaffDto: InviteStaffDto;
};
export type OwnStaffGetApiResponse = /** status 200 The membership */ OwnStaffMembershipResponseDto;
export type OwnStaffGetApiArg = void;
export type StaffSummaryApiResponse = /** status 200 The counts */ StaffSummaryResponseDto;
export type StaffSummaryApiArg = void;
export type StaffTwoFactorPolicyGetApiResponse = /** status 200 The setting */ StaffTwoFactorPolicyResponseDto;
export type StaffTwoFactorPolicyGetApiArg = void;
export type StaffTwoFactorPolicySetApiResponse = /** status 200 The saved setting */ StaffTwoFactorPolicyResponseDto;
export type StaffTwoFactorPolicySetApiArg = {
  staffTwoFactorPolicyDto: StaffTwoFactorPolicyDto;
};
export type StaffRemoveApiResponse = unknown;
export type StaffRemoveApiArg = {
  id: string;
};
export type StaffAssignedClientsApiResponse = /** status 200 The page of assigned clients */ StaffClientResponseDto[];
export type StaffAssignedClientsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type StaffUnassignClientApiResponse = unknown;
export type StaffUnassignClientApiArg = {
  id: string;
  clientId: string;
};
export type StaffAssignClientApiResponse = /** status 200 The assignment */ StaffClientResponseDto;
export type StaffAssignClientApiArg = {
  id: string;
  clientId: string;
  assignStaffClientDto: AssignStaffClientDto;
};
export type StaffUpdatePermissionsApiResponse = /** status 200 The entry with its new permissions */ StaffEntryResponseDto;
export type StaffUpdatePermissionsApiArg = {
  id: string;
  updateStaffPermissionsDto: UpdateStaffPermissionsDto;
};
export type StaffResetTwoFactorApiResponse = /** status 200 The entry */ StaffEntryResponseDto;
export type StaffResetTwoFactorApiArg = {
  id: string;
};
export type StripeConnectLinkApiResponse = /** status 200 Where to finish onboarding */ AccountLinkResponseDto;
export type StripeConnectLinkApiArg = void;
export type StripeConnectStatusApiResponse = /** status 200 The status */ AccountStatusResponseDto;
export type StripeConnectStatusApiArg = void;
export type StripeConnectCreateApiResponse = /** status 200 The account */ CreateAccountResponseDto;
export type StripeConnectCreateApiArg = void;
export type SupportListApiResponse = /** status 200 The page of tickets */ SupportTicketResponseDto[];
export type SupportListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type SupportOpenApiResponse = /** status 201 The new ticket with its thread */ SupportTicketDetailResponseDto;
export type SupportOpenApiArg = {
  createSupportTicketDto: CreateSupportTicketDto;
};
export type SupportGetApiResponse = /** status 200 The ticket with its thread */ SupportTicketDetailResponseDto;
export type SupportGetApiArg = {
  id: string;
};
export type SupportReplyApiResponse = /** status 201 The ticket with its thread */ SupportTicketDetailResponseDto;
export type SupportReplyApiArg = {
  id: string;
  supportReplyDto: SupportReplyDto;
};
export type UsersCompleteOnboardingApiResponse = /** status 200 The user, with onboardingCompleted true */ UserResponseDto;
export type UsersCompleteOnboardingApiArg = void;
export type UsersChangePasswordApiResponse = unknown;
export type UsersChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type UsersUpdateProfileApiResponse = /** status 200 The updated user */ UserResponseDto;
export type UsersUpdateProfileApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type CalendarIntegrationsVideoPlatformIntegrationsApiResponse = /** status 200 The video platform accounts */ VideoPlatformIntegrationResponseDto[];
export type CalendarIntegrationsVideoPlatformIntegrationsApiArg = void;
export type WebhooksListApiResponse = /** status 200 The webhooks */ WebhookSubscriptionResponseDto[];
export type WebhooksListApiArg = void;
export type WebhooksCreateApiResponse = /** status 201 The webhook with its secret */ WebhookSubscriptionWithSecretDto;
export type WebhooksCreateApiArg = {
  createWebhookSubscriptionDto: CreateWebhookSubscriptionDto;
};
export type WebhooksRemoveApiResponse = unknown;
export type WebhooksRemoveApiArg = {
  id: string;
};
export type WebhooksUpdateApiResponse = /** status 200 The updated webhook */ WebhookSubscriptionResponseDto;
export type WebhooksUpdateApiArg = {
  id: string;
  updateWebhookSubscriptionDto: UpdateWebhookSubscriptionDto;
};
export type WebhooksDeliveriesApiResponse = /** status 200 The page of deliveries, newest first */ WebhookDeliveryResponseDto[];
export type WebhooksDeliveriesApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type WebhooksReplayApiResponse = /** status 201 The new delivery, queued */ WebhookDeliveryResponseDto;
export type WebhooksReplayApiArg = {
  id: string;
  deliveryId: string;
};
export type WebhooksRotateApiResponse = /** status 200 The webhook with its new secret */ WebhookSubscriptionWithSecretDto;
export type WebhooksRotateApiArg = {
  id: string;
};
export type WebhooksReceiveApiResponse = /** status 200 The event was recorded (or had been) */ WebhookReceiptDto;
export type WebhooksReceiveApiArg = {
  'stripe-signature': string;
  /** The event exactly as the provider sent it (the signature covers these bytes) */
  body: object;
};
export type WorkoutsListApiResponse = /** status 200 The page of workouts, newest first */ WorkoutResponseDto[];
export type WorkoutsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Matches the name or the description, case-insensitively. */
  search?: string;
};
export type WorkoutsCreateApiResponse = /** status 201 The new workout */ WorkoutResponseDto;
export type WorkoutsCreateApiArg = {
  createWorkoutDto: CreateWorkoutDto;
};
export type WorkoutsRemoveApiResponse = unknown;
export type WorkoutsRemoveApiArg = {
  id: string;
};
export type WorkoutsGetApiResponse = /** status 200 The workout */ WorkoutResponseDto;
export type WorkoutsGetApiArg = {
  id: string;
};
export type WorkoutsUpdateApiResponse = /** status 200 The updated workout */ WorkoutResponseDto;
export type WorkoutsUpdateApiArg = {
  id: string;
  updateWorkoutDto: UpdateWorkoutDto;
};
export type WorkoutsAssignApiResponse = /** status 201 What was created and skipped */ AssignWorkoutResponseDto;
export type WorkoutsAssignApiArg = {
  id: string;
  assignWorkoutDto: AssignWorkoutDto;
};
export type WorkoutsDuplicateApiResponse = /** status 201 The copy */ WorkoutResponseDto;
export type WorkoutsDuplicateApiArg = {
  id: string;
};
export type LeadWebhooksReceiveApiResponse = /** status 200 The delivery was applied (or recorded as ignored or a test) */ LeadDecWebhookReceiptDto;
export type LeadWebhooksReceiveApiArg = {
  event: LeadDecWebhookEvent;
  'x-leaddec-account': string;
  'x-leaddec-signature': string;
  /** The delivery exactly as LeadDec sent it (the signature covers these bytes) */
  body: object;
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
  | 'platform_staff_removed';
export type AuditTargetType = 'business' | 'client' | 'user' | 'support_ticket' | 'feature_flag';
export type AuditLogEntryResponseDto = {
  action: AuditAction;
  actorEmail: string | null;
  /** The admin who acted; null for the platform itself. */
  actorId: string | null;
  businessId: string | null;
  createdAt: string;
  id: string;
  /** Why, when the action takes a reason (a suspension). */
  reason: string | null;
  targetId: string;
  /** The target's name and e-mail at the time. */
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
  /** The 95th percentile of response times since it started, as the upper bound of its histogram bucket; null before any request. */
  p95Ms: number | null;
  /** Requests this API instance answered since it started. */
  requests: number;
  /** Average requests per minute since it started. */
  requestsPerMinute: number;
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
export type AdherenceMonthDto = {
  /** Food entries logged for its days. */
  foodEntries: number;
  /** Client-days covered by an active meal plan, up to today. */
  mealPlanDays: number;
  /** Of those, the days the client logged food. */
  mealPlanDaysLogged: number;
  month: string;
  /** mealPlanDaysLogged of mealPlanDays, in percent with one decimal; null without plan days. */
  nutritionAdherence: number | null;
  /** workoutsCompleted of completed plus missed, in percent with one decimal; null when neither. */
  trainingAdherence: number | null;
  /** Client workouts scheduled for its days. */
  workoutsAssigned: number;
  workoutsCompleted: number;
  /** Their day passed without a log. */
  workoutsMissed: number;
};
export type AdherenceChartDto = {
  rows: AdherenceMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type AutomationsMonthDto = {
  actionsCancelled: number;
  /** Their actions, by where they stand. */
  actionsCompleted: number;
  actionsFailed: number;
  /** Waiting for their delay or running. */
  actionsPending: number;
  month: string;
  /** Runs started: an event's pass of a workflow for a client. */
  runs: number;
};
export type AutomationsChartDto = {
  rows: AutomationsMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type ClientsMonthDto = {
  /** Clients active at the month's start. */
  activeAtStart: number;
  /** Clients active at the month's end. */
  activeClients: number;
  /** Clients deactivated in the month. */
  churnedClients: number;
  /** The calendar month, YYYY-MM. */
  month: string;
  /** Clients added in the month. */
  newClients: number;
  /** Of those, the ones still active at its end. */
  retainedClients: number;
  /** retainedClients of activeAtStart, in percent with one decimal; null when none were active at the start. */
  retentionRate: number | null;
};
export type ClientsChartDto = {
  rows: ClientsMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type AnalyticsChart = 'clients' | 'revenue' | 'revenue-by-package' | 'sessions' | 'adherence' | 'messages' | 'automations';
export type MessagesMonthDto = {
  /** Clients' messages of the month the business has replied to since. */
  answered: number;
  /** Average minutes from a client's first waiting message to the business's reply; null without replies. */
  avgResponseMinutes: number | null;
  month: string;
  /** Messages clients sent. */
  received: number;
  /** Messages the business (owner or staff) sent. */
  sent: number;
};
export type MessagesChartDto = {
  rows: MessagesMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type RevenueMonthDto = {
  /** What they charged. */
  gross: number;
  month: string;
  /** gross less refunds. */
  net: number;
  /** Client payments paid in the month. */
  payments: number;
  /** Refunds made in the month (of any payment). */
  refunds: number;
};
export type RevenueChartDto = {
  rows: RevenueMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type PackageRevenueDto = {
  gross: number;
  net: number;
  /** The package; null for group sessions and packages since deleted. */
  packageId: string | null;
  /** Its name, 'Group sessions' or 'Deleted package'. */
  packageName: string;
  /** Its payments paid in the range. */
  payments: number;
  /** Refunds of its payments made in the range. */
  refunds: number;
};
export type PackageRevenueChartDto = {
  /** Highest net first. */
  rows: PackageRevenueDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type SessionsMonthDto = {
  /** Completed. */
  attended: number;
  /** Sessions scheduled in the month and not cancelled. */
  booked: number;
  cancelled: number;
  month: string;
  /** noShows of attended plus noShows, in percent with one decimal; null when neither. */
  noShowRate: number | null;
  /** Marked no-show. */
  noShows: number;
};
export type SessionsChartDto = {
  rows: SessionsMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type AuthResponseDto = {
  /** Opaque session token: send it as `Authorization: Bearer <token>`. Not a JWT; do not decode it. */
  token: string;
  user: UserResponseDto;
};
export type TwoFactorChallengeResponseDto = {
  /** Opaque, single-use; valid until `expiresAt`. */
  challengeToken: string;
  expiresAt: string;
  /** Always true here: send `challengeToken` and a code to `POST /api/auth/login/two-factor`. */
  twoFactorRequired: boolean;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type TwoFactorLoginDto = {
  /** `challengeToken` of the login answer that asked for a second factor. */
  challengeToken: string;
  /** 6 digits from the app, or a recovery code such as `k3f9q-7xw2m` (used up by this call). */
  code: string;
};
export type LogoutResponseDto = {
  success: boolean;
};
export type SelfSignupRole = 'business' | 'client';
export type RegisterDto = {
  /** Required for business accounts, including when `role` is left out. */
  businessName?: string | null;
  /** Must equal password. */
  confirmPassword: string;
  email: string;
  firstName: string;
  lastName: string;
  /** At least 6 characters. */
  password: string;
  /** Self-signup offers business (the default) and client only. */
  role?: SelfSignupRole;
};
export type TwoFactorStatusResponseDto = {
  /** Codes are asked for at sign-in. */
  enabled: boolean;
  enabledAt: string | null;
  /** A set-up was started and waits for its first code. */
  pending: boolean;
  /** Unused recovery codes left (0 while off). */
  recoveryCodesLeft: number;
  /** The account may not do without it: platform admins always, staff whose business requires it. Until it is on, such
    an account reaches only these two-factor routes, `GET /api/auth/me` and `POST /api/auth/logout` (403 elsewhere). */
  required: boolean;
};
export type SecondFactorCodeDto = {
  /** 6 digits from the app, or a recovery code such as `k3f9q-7xw2m` (used up by this call). */
  code: string;
};
export type RecoveryCodesResponseDto = {
  /** Each works once in place of an app code. */
  recoveryCodes: string[];
};
export type TotpCodeDto = {
  /** The 6 digits the app shows now. */
  code: string;
};
export type TwoFactorSetupResponseDto = {
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: string;
  /** The QR code as a PNG data URL (`data:image/png;base64,...`). */
  qrCode: string;
  /** The key in Base32, for typing into the app by hand. */
  secret: string;
};
export type AutomationActionType =
  | 'send_email'
  | 'send_sms'
  | 'send_form'
  | 'notify_staff'
  | 'add_to_community'
  | 'assign_workout'
  | 'schedule_appointment'
  | 'send_app_download'
  | 'request_review'
  | 'wait';
export type AutomationActionResponseDto = {
  /** Whole hours. */
  delay: number;
  failureCount: number;
  id: string;
  settings: {
    [key: string]: string | number;
  };
  successCount: number;
  type: AutomationActionType;
};
export type AutomationTrigger =
  | 'client_signup'
  | 'payment_received'
  | 'form_submitted'
  | 'workout_completed'
  | 'goal_achieved'
  | 'appointment_booked'
  | 'missed_workout'
  | 'subscription_ending';
export type AutomationTriggerResponseDto = {
  conditions: {
    [key: string]: string;
  };
  type: AutomationTrigger;
};
export type AutomationResponseDto = {
  /** In the order they run. */
  actions: AutomationActionResponseDto[];
  createdAt: string;
  description: string | null;
  id: string;
  isActive: boolean;
  lastExecutedAt: string | null;
  name: string;
  /** Events that started it for a client. */
  totalExecutions: number;
  trigger: AutomationTriggerResponseDto;
};
export type AutomationActionDto = {
  /** Whole hours after the trigger (after the waits before it), 0 by default. */
  delay?: number;
  /** An existing action of this automation (kept, with its counts, on an edit); left out for a new one. */
  id?: string;
  /** The action's settings: subject and message of an e-mail, the SMS text, the form, community or workout, the wait's hours. */
  settings?: {
    [key: string]: string | number;
  };
  type: AutomationActionType;
};
export type AutomationTriggerDto = {
  /** Event fields that must equal these values (per trigger: a workout, a form or its category, a meeting type...). */
  conditions?: {
    [key: string]: string;
  };
  type: AutomationTrigger;
};
export type CreateAutomationDto = {
  actions?: AutomationActionDto[];
  description?: string | null;
  isActive?: boolean;
  name: string;
  trigger: AutomationTriggerDto;
};
export type AutomationStatsResponseDto = {
  activeAutomations: number;
  /** Clients at least one action reached this month. */
  clientsReached: number;
  /** Runs started this month (one per automation, event and client). */
  runsThisMonth: number;
  /** Completed actions among those that finished this month, in whole percent; null before any finished. */
  successRate: number | null;
};
export type AutomationTemplateKey = 'new-client-onboarding' | 'payment-follow-up' | 're-engagement-campaign';
export type CreateAutomationFromTemplateDto = {
  template: AutomationTemplateKey;
};
export type UpdateAutomationDto = {
  actions?: AutomationActionDto[];
  description?: string | null;
  isActive?: boolean;
  name?: string;
  trigger?: AutomationTriggerDto;
};
export type AutomationExecutionStatus = 'pending' | 'running' | 'completed' | 'failed' | 'cancelled';
export type AutomationRunResponseDto = {
  actionId: string;
  actionType: AutomationActionType;
  attempts: number;
  clientId: string;
  clientName: string;
  createdAt: string;
  errorMessage: string | null;
  executedAt: string | null;
  id: string;
  /** What the action did (the e-mail's address and subject, the SMS's number...). */
  result: {
    [key: string]: any;
  } | null;
  scheduledAt: string;
  status: AutomationExecutionStatus;
  /** The event that started the run. */
  trigger: AutomationTrigger;
};
export type AppointmentType = 'video' | 'phone' | 'in_person';
export type AvailabilityResponseDto = {
  availabilityType: AppointmentType;
  businessId: string;
  coachId: string;
  dayOfWeek: number;
  endTime: string;
  id: string;
  isActive: boolean;
  location: string | null;
  maxParticipants: number;
  price: number | null;
  slotDuration: number;
  startTime: string;
};
export type AvailabilityWindowDto = {
  /** The kind of appointment offered in these hours: video, phone or in_person (video when left out). */
  availabilityType?: AppointmentType;
  /** 0 (Sunday) to 6 (Saturday). */
  dayOfWeek: number;
  /** HH:MM, after startTime. */
  endTime: string;
  /** Off: kept but not bookable (true when left out). */
  isActive?: boolean;
  /** Where in-person appointments take place. */
  location?: string | null;
  /** The price of one slot, at least 0 in steps of 0.01 (null: free). */
  price?: number | null;
  /** Minutes per slot, 15 to 240 (60 when left out). */
  slotDuration?: number;
  /** HH:MM on the business's wall clock. */
  startTime: string;
};
export type ReplaceAvailabilityDto = {
  /** Every period of the week (none: no working hours, nothing bookable). */
  windows: AvailabilityWindowDto[];
};
export type BookingSettingsResponseDto = {
  noticeHours: number;
  /** The business's time zone: the working hours are on its wall clock. */
  timeZone: string;
};
export type BookingSettingsDto = {
  /** Clients book, move and cancel appointments up to this many hours before the start: 0 to 168. */
  noticeHours: number;
};
export type CalendarFeedResponseDto = {
  /** Whether a subscription link exists. */
  active: boolean;
  /** When the current link was made. */
  createdAt: string | null;
  /** When a calendar app last fetched it. */
  lastReadAt: string | null;
  /** The subscription address (an .ics URL any calendar app can subscribe to): only in the answer that made it, since
    only a hash of its secret is kept. */
  url: string | null;
};
export type CalendarIntegrationResponseDto = {
  calendarId: string | null;
  createdAt: string;
  id: string;
  isActive: boolean;
  /** google, outlook or apple. */
  provider: string;
  providerAccountId: string | null;
  syncEnabled: boolean;
  tokenExpiresAt: string | null;
};
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
export type HabitCategory = 'fitness' | 'nutrition' | 'hydration' | 'sleep' | 'mindfulness' | 'lifestyle';
export type HabitFrequency = 'daily' | 'weekly';
export type HabitDayDto = {
  actualValue: number | null;
  completed: boolean;
  energy: number | null;
  logDate: string;
  mood: number | null;
  notes: string | null;
};
export type HabitTrackingType = 'checkbox' | 'count' | 'duration';
export type ClientHabitResponseDto = {
  category: HabitCategory;
  clientId: string;
  description: string | null;
  endDate: string | null;
  frequency: HabitFrequency;
  habitTemplateId: string | null;
  id: string;
  isActive: boolean;
  longestStreak: number;
  name: string;
  reminderEnabled: boolean;
  reminderTime: string | null;
  startDate: string;
  /** Consecutive days (or weeks) completed up to the date asked for; 0 once one was missed. */
  streak: number;
  targetValue: number | null;
  /** The check-off of the date asked for, if any. */
  today: HabitDayDto | null;
  totalCompletions: number;
  trackingType: HabitTrackingType;
  unit: string | null;
};
export type ClientPaymentType = 'package' | 'group_session';
export type ClientPaymentRefundDto = {
  amount: number;
  createdAt: string;
  id: string;
};
export type ClientPaymentStatus = 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
export type ClientPaymentResponseDto = {
  /** Charged (USD), after the coupon. */
  amount: number;
  amountRefunded: number;
  /** The platform's 5 % of `amount`. */
  applicationFee: number;
  /** A group session's payment: the seat (participant) it paid for. */
  bookingId: string | null;
  /** Null once the client was deleted (the payment stays in the coach's revenue). */
  clientId: string | null;
  /** The client's name (the coach's lists); 'Deleted client' once the client is gone. */
  clientName: string;
  couponCode: string | null;
  createdAt: string;
  currency: string;
  /** What was paid for: the package's or the group session's name. */
  description: string;
  discountAmount: number;
  failureReason: string | null;
  id: string;
  /** The price before the coupon. */
  originalAmount: number;
  packageId: string | null;
  /** The package's name, or null once the package was deleted. */
  packageName: string | null;
  paidAt: string | null;
  paymentType: ClientPaymentType;
  /** What can still be refunded. */
  refundable: number;
  refunds: ClientPaymentRefundDto[];
  status: ClientPaymentStatus;
};
export type RefundPaymentDto = {
  amount?: number | null;
};
export type AccountDeletionRequestedResponseDto = {
  /** Where the confirmation e-mail went (the account's address). */
  email: string;
  /** Until when its link works. */
  expiresAt: string;
};
export type ConfirmAccountDeletionDto = {
  /** The code of the confirmation e-mail's link. */
  code: string;
};
export type MeetingFormType = 'video' | 'in-person' | 'phone';
export type VideoPlatform = 'zoom' | 'teams' | 'google_meet';
export type RecurringPattern = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export type MeetingStatus = 'scheduled' | 'completed' | 'cancelled' | 'no_show';
export type MeetingKind = 'consultation' | 'check-in' | 'training' | 'nutrition' | 'assessment' | 'group_session';
export type MeetingResponseDto = {
  appointmentType: AppointmentType;
  clientId: string | null;
  /** The client's first and last name, null without a client. */
  clientName: string | null;
  createdAt: string;
  currentParticipants: number;
  description: string | null;
  duration: number;
  /** scheduledAt plus duration. */
  endTime: string;
  id: string;
  /** Whether it repeats (see recurringPattern and recurringEndDate). */
  isRecurring: boolean;
  location: string | null;
  maxParticipants: number;
  /** appointmentType as the Schedule Meeting form spells it. */
  meetingType: MeetingFormType;
  meetingUrl: string | null;
  notes: string | null;
  platform: VideoPlatform | null;
  price: number | null;
  recurringEndDate: string | null;
  recurringPattern: RecurringPattern | null;
  scheduledAt: string;
  status: MeetingStatus;
  title: string;
  type: MeetingKind;
  updatedAt: string;
};
export type BookAppointmentDto = {
  /** The working-hours period the slot belongs to (from the free slots). */
  availabilityId: string;
  /** A note for the coach. */
  notes?: string | null;
  /** The slot's start. */
  startsAt: string;
};
export type FreeSlotDto = {
  appointmentType: AppointmentType;
  availabilityId: string;
  duration: number;
  endsAt: string;
  /** The day of the slot in the client's time zone. */
  localDate: string;
  /** The start on the client's wall clock. */
  localTime: string;
  location: string | null;
  price: number | null;
  startsAt: string;
};
export type FreeSlotsResponseDto = {
  /** Booking, moving and cancelling close this many hours before the start. */
  noticeHours: number;
  slots: FreeSlotDto[];
  /** The signed-in client's time zone, in which `localDate` and `localTime` are given. */
  timeZone: string;
};
export type RescheduleAppointmentDto = {
  /** The working-hours period the slot belongs to (from the free slots). */
  availabilityId: string;
  /** The slot's start. */
  startsAt: string;
};
export type ClientCommunityResponseDto = {
  description: string | null;
  id: string;
  isPrivate: boolean;
  memberCount: number;
  name: string;
};
export type DataExportStatus = 'queued' | 'running' | 'ready' | 'failed' | 'expired';
export type DataExportResponseDto = {
  completedAt: string | null;
  createdAt: string;
  /** The route that serves the ZIP to this client while the export is ready, else null. */
  downloadUrl: string | null;
  /** What went wrong, for a failed export. */
  error: string | null;
  /** Until when a ready export can be downloaded. */
  expiresAt: string | null;
  /** The ZIP's size in bytes, once ready. */
  fileSize: number | null;
  id: string;
  /** Per cent done, 0 to 100 (100 once ready). */
  progress: number;
  /** queued (waiting for the job), running (being built: see progress), ready (download it), failed, or expired (its file is gone). */
  status: DataExportStatus;
};
export type MealCategory = 'breakfast' | 'lunch' | 'dinner' | 'snack';
export type ScanMethod = 'search' | 'barcode' | 'recent' | 'frequent' | 'manual' | 'meal_plan';
export type FoodLogEntryDto = {
  actualCalories: number;
  actualCarbs: number;
  actualFat: number;
  actualProtein: number;
  barcode: string | null;
  createdAt: string;
  foodId: string | null;
  foodName: string;
  id: string;
  logDate: string;
  /** The meal (recipe) it is part of, when logged from a planned meal. */
  mealId: string | null;
  mealType: MealCategory;
  notes: string | null;
  /** The meal of the plan it was logged from with Log meal; null for a food logged on its own. */
  planMealId: string | null;
  scanMethod: ScanMethod;
  servingSize: number;
  servingUnit: string;
};
export type MacroGoalResponseDto = {
  clientId: string;
  createdAt: string;
  dailyCalories: number;
  dailyCarbs: number;
  dailyFat: number;
  dailyProtein: number;
  effectiveDate: string;
  id: string;
  isActive: boolean;
  notes: string | null;
  weeklyCalories: number | null;
};
export type NutrientTotalsDto = {
  calories: number;
  carbs: number;
  fat: number;
  protein: number;
};
export type FoodLogDayDto = {
  date: string;
  entries: FoodLogEntryDto[];
  goal: MacroGoalResponseDto | null;
  totals: NutrientTotalsDto;
};
export type CreateFoodLogDto = {
  /** The scanned code, when found by barcode. */
  barcode?: string | null;
  foodId: string;
  /** A key the device makes once per entry (a UUID): sending the same entry again with it, after a lost answer or from
    the offline queue, answers the stored entry instead of logging it twice. */
  idempotencyKey?: string;
  /** Default today (UTC). */
  logDate?: string;
  mealType: MealCategory;
  notes?: string | null;
  /** How the food was found (default search). */
  scanMethod?: ScanMethod;
  /** How much, in the food's serving unit. */
  servingSize: number;
};
export type PlannedMealLogDto = {
  entries: FoodLogEntryDto[];
  logDate: string;
  planMealId: string;
};
export type LogPlannedMealDto = {
  /** Default today (UTC). */
  logDate?: string;
  /** The planned meal: `todaysMeals[].id` of GET /api/client/meal-plan for that day. */
  planMealId: string;
};
export type LoggedFoodDto = {
  foodId: string;
  foodName: string;
  lastLoggedAt: string;
  servingSize: number;
  servingUnit: string;
  times: number;
};
export type FormCategory = 'waiver' | 'health_questionnaire' | 'par_q' | 'intake' | 'feedback' | 'assessment';
export type FormFieldType = 'text' | 'textarea' | 'email' | 'phone' | 'number' | 'date' | 'select' | 'radio' | 'checkbox' | 'file' | 'signature';
export type FormFieldResponseDto = {
  /** Stable within the form; answers are keyed by it. */
  id: string;
  label: string;
  options: string[];
  placeholder: string | null;
  required: boolean;
  type: FormFieldType;
};
export type ClientFormStatus = 'outstanding' | 'completed';
export type ClientFormResponseDto = {
  category: FormCategory;
  description: string | null;
  fields: FormFieldResponseDto[];
  id: string;
  isRequired: boolean;
  /** outstanding: the current version is still to be filled in; completed: it has been submitted. */
  status: ClientFormStatus;
  submittedAt: string | null;
  title: string;
  version: number;
};
export type FormFileUploadResponseDto = {
  /** Send it as the file field's answer. */
  id: string;
};
export type FormFileUploadDto = {
  /** An image (JPEG, PNG, WebP, GIF) or a PDF, at most 10 MB */
  file: Blob;
};
export type FormSubmissionResponseDto = {
  clientId: string;
  clientName: string;
  /** SHA-256 of the signed content, as printed on the PDF. */
  contentHash: string;
  fields: FormFieldResponseDto[];
  formId: string;
  /** The form's title, version and fields as they were when submitted. */
  formTitle: string;
  formVersion: number;
  id: string;
  ipAddress: string | null;
  responses: {
    [key: string]: (string | null) | string[];
  };
  reviewedAt: string | null;
  /** Who reviewed it (first and last name), null until reviewed. */
  reviewedBy: string | null;
  /** Whether a drawn signature was stored (the PDF shows it). */
  signed: boolean;
  status: string;
  submittedAt: string;
  userAgent: string | null;
};
export type SubmitFormDto = {
  responses: {
    [key: string]: (string | null) | string[];
  };
  /** The drawn signature as a PNG data URL (`data:image/png;base64,...`), for forms with a signature field. */
  signature?: string | null;
};
export type GoalCategory = 'fitness' | 'nutrition' | 'lifestyle';
export type GoalStatus = 'active' | 'achieved' | 'paused' | 'cancelled';
export type GoalResponseDto = {
  /** When the goal was achieved; null unless achieved. */
  achievedAt: string | null;
  category: GoalCategory;
  clientId: string;
  createdAt: string;
  currentValue: number | null;
  description: string | null;
  id: string;
  /** From the start value towards the target, in whole percent (0–100). */
  progress: number;
  /** The current value when the goal was set. */
  startValue: number | null;
  status: GoalStatus;
  targetDate: string | null;
  targetValue: number | null;
  title: string;
  unit: string | null;
  updatedAt: string;
};
export type UpdateGoalProgressDto = {
  /** The goal's new current value, in its unit; null clears it. */
  currentValue?: number | null;
  /** What the client wants their coach to know about this step. */
  notes?: string | null;
};
export type ParticipantStatus = 'invited' | 'registered' | 'waitlisted' | 'left' | 'removed';
export type ClientMeetingResponseDto = {
  appointmentType: AppointmentType;
  /** Who booked it: the business, or the client themselves (then they can move or cancel it). */
  bookedBy: 'business' | 'client';
  clientId: string | null;
  createdAt: string;
  currentParticipants: number;
  description: string | null;
  duration: number;
  /** scheduledAt plus duration. */
  endTime: string;
  id: string;
  /** Whether it repeats (see recurringPattern and recurringEndDate). */
  isRecurring: boolean;
  location: string | null;
  maxParticipants: number;
  /** appointmentType as the Schedule Meeting form spells it. */
  meetingType: MeetingFormType;
  meetingUrl: string | null;
  /** Their participant row (group sessions), null when they have none. */
  participantId: string | null;
  /** Their status in it, null when they have no participant row. */
  participantStatus: ParticipantStatus | null;
  /** Until when their unpaid seat is held for them to pay; after that it goes to the next person. Null when nothing is held. */
  paymentDueBy: string | null;
  /** Their seat's payment in a paid session: pending while its price is owed (pay it with the group session's payment route), then paid; null for a free seat or none. */
  paymentStatus: ('pending' | 'paid') | null;
  platform: VideoPlatform | null;
  price: number | null;
  recurringEndDate: string | null;
  recurringPattern: RecurringPattern | null;
  scheduledAt: string;
  /** What their seat costs (the session's price when they got it), null for a free seat or none. */
  seatPrice: number | null;
  /** Free seats left. */
  seatsLeft: number;
  status: MeetingStatus;
  title: string;
  type: MeetingKind;
  updatedAt: string;
  /** Their place on the waitlist (1 is next), null when not waitlisted. */
  waitlistPosition: number | null;
};
export type PurchaseResponseDto = {
  clientSecret: string | null;
  payment: ClientPaymentResponseDto;
};
export type PaySessionDto = {
  /** Made by the browser once per purchase attempt. */
  idempotencyKey: string;
};
export type LogHabitDto = {
  actualValue?: number | null;
  /** Done (checkbox habits), or the target reached (count and duration habits, worked out from `actualValue` when left out). */
  completed?: boolean;
  energy?: number | null;
  /** The client's own calendar day (YYYY-MM-DD): today or up to 60 days back. */
  logDate: string;
  mood?: number | null;
  notes?: string | null;
};
export type SetHabitReminderDto = {
  /** HH:MM in the client's time zone (their profile's), or null for no reminder. */
  reminderTime: string | null;
};
export type ClientLinkResponseDto = {
  businessName: string | null;
  /** The linked client record; null when not linked. */
  clientId: string | null;
  firstName: string | null;
  lastName: string | null;
  linked: boolean;
};
export type PlanMealSummaryDto = {
  calories: number;
  carbs: number;
  category: MealCategory;
  fat: number;
  fiber: number;
  id: string;
  /** The authorised route serving the meal's image; null without one. */
  imageUrl: string | null;
  name: string;
  protein: number;
};
export type PlanMealDto = {
  day: number;
  id: string;
  meal: PlanMealSummaryDto;
  mealId: string;
  mealType: MealCategory;
  orderIndex: number;
};
export type ClientMealPlanViewDto = {
  assignmentId: string | null;
  date: string;
  /** Which day of the plan `date` is (1 to duration; the plan repeats); null without a plan. */
  dayNumber: number | null;
  description: string | null;
  endDate: string | null;
  macroGoal: MacroGoalResponseDto | null;
  mealPlanId: string | null;
  mealPlanName: string | null;
  startDate: string | null;
  targetCalories: number | null;
  targetCarbs: number | null;
  targetFat: number | null;
  targetProtein: number | null;
  todaysMeals: PlanMealDto[];
};
export type MeasurementResponseDto = {
  arms: number | null;
  bodyFat: number | null;
  calves: number | null;
  chest: number | null;
  clientId: string;
  /** When the measurement was recorded. */
  createdAt: string;
  forearms: number | null;
  hips: number | null;
  id: string;
  muscleMass: number | null;
  neck: number | null;
  notes: string | null;
  shoulders: number | null;
  thighs: number | null;
  waist: number | null;
  weight: number | null;
};
export type CreateMeasurementDto = {
  arms?: ((number | null) | (string | null)) | null;
  /** % */
  bodyFat?: ((number | null) | (string | null)) | null;
  calves?: ((number | null) | (string | null)) | null;
  /** inches */
  chest?: ((number | null) | (string | null)) | null;
  forearms?: ((number | null) | (string | null)) | null;
  hips?: ((number | null) | (string | null)) | null;
  /** lbs */
  muscleMass?: ((number | null) | (string | null)) | null;
  neck?: ((number | null) | (string | null)) | null;
  notes?: string | null;
  shoulders?: ((number | null) | (string | null)) | null;
  thighs?: ((number | null) | (string | null)) | null;
  waist?: ((number | null) | (string | null)) | null;
  /** lbs. */
  weight?: ((number | null) | (string | null)) | null;
};
export type MeetingTimeframe = 'upcoming' | 'past';
export type ReviewPlatform = 'google' | 'facebook' | 'yelp';
export type SessionFeedbackResponseDto = {
  coachRating: number | null;
  createdAt: string;
  feedback: string | null;
  id: string;
  improvements: string | null;
  meetingId: string;
  overallRating: number;
  participantId: string;
  reviewCompleted: boolean;
  reviewPlatform: ReviewPlatform | null;
  reviewRequested: boolean;
  reviewUrl: string | null;
  sessionRating: number | null;
  wouldRecommend: boolean | null;
};
export type ReviewLinkDto = {
  /** Google, Facebook or Yelp. */
  label: string;
  platform: ReviewPlatform;
  url: string;
};
export type ClientSessionFeedbackDto = {
  /** The session is completed, so it can be rated. */
  completed: boolean;
  /** Their rating, once given. */
  feedback: SessionFeedbackResponseDto | null;
  meetingId: string;
  /** The business's review pages, offered after a 4–5 star rating (empty otherwise). */
  reviewLinks: ReviewLinkDto[];
  scheduledAt: string;
  title: string;
};
export type SubmitSessionFeedbackDto = {
  /** 1–5 stars for the coach. */
  coachRating?: number | null;
  /** What went well. */
  feedback?: string | null;
  /** What could be better. */
  improvements?: string | null;
  /** 1–5 stars for the session as a whole; 4 or 5 lead to a review request. */
  overallRating: number;
  /** 1–5 stars for the session's content. */
  sessionRating?: number | null;
  wouldRecommend?: boolean | null;
};
export type RecordReviewDto = {
  platform: ReviewPlatform;
};
export type NotificationPreferencesDto = {
  /** How many devices (browsers) of the client have allowed notifications: none means nothing is sent. */
  devices: number;
  /** The habits' reminders, at each habit's reminder time. */
  habitReminders: boolean;
  /** A new message from the coach. */
  newMessage: boolean;
  /** A session booked for the client, and the reminder before it. */
  upcomingSession: boolean;
  /** A workout assigned by the coach. */
  workoutAssigned: boolean;
};
export type UpdateNotificationPreferencesDto = {
  habitReminders?: boolean;
  newMessage?: boolean;
  upcomingSession?: boolean;
  workoutAssigned?: boolean;
};
export type OnboardingAnswerDto = {
  completedAt: string;
  fieldId: string;
  /** For a file answer: where the coach downloads it. */
  responseId?: string | null;
  stepId: string;
  /** Text, a number, true/false, the chosen options, or a file's name, type and size. */
  value:
    | (
        | (string | null)
        | (number | null)
        | (boolean | null)
        | (string[] | null)
        | ({
            contentType: string;
            fileName: string;
            size: number;
          } | null)
      )
    | null;
};
export type OnboardingStepCategory = 'personal' | 'health' | 'fitness' | 'nutrition' | 'lifestyle' | 'program';
export type OnboardingFieldType = 'text' | 'textarea' | 'select' | 'multiselect' | 'checkbox' | 'number' | 'date' | 'file';
export type OnboardingFieldResponseDto = {
  id: string;
  label: string;
  options: string[];
  placeholder?: string | null;
  required: boolean;
  type: OnboardingFieldType;
};
export type OnboardingStepResponseDto = {
  category?: OnboardingStepCategory | null;
  description: string;
  fields: OnboardingFieldResponseDto[];
  id: string;
  required: boolean;
  title: string;
};
export type ClientOnboardingResponseDto = {
  answers: OnboardingAnswerDto[];
  /** The steps with saved answers. */
  completedStepIds: string[];
  /** The active configuration, or null when the coach has none. */
  configId: string | null;
  configName: string | null;
  onboardingCompleted: boolean;
  onboardingCompletedAt: string | null;
  steps: OnboardingStepResponseDto[];
};
export type SaveOnboardingStepDto = {
  responses: {
    [key: string]: string | number | boolean | string[];
  };
};
export type OnboardingFileUploadDto = {
  /** An image or a PDF, at most 10 MB */
  file: Blob;
};
export type PackageBillingInterval = 'month' | 'year';
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
export type ClientPackagesResponseDto = {
  message: string | null;
  packages: CoachingPackageResponseDto[];
  /** False until the coach's payments account is set up: nothing can be bought (`message` says why). */
  paymentsReady: boolean;
};
export type PurchasePackageDto = {
  /** One of the coach's client coupons. */
  couponCode?: string | null;
  /** Made by the browser once per purchase attempt. */
  idempotencyKey: string;
};
export type ProgressPhotoPose = 'front' | 'side' | 'back';
export type ProgressPhotoResponseDto = {
  bodyFat: number | null;
  clientId: string;
  createdAt: string;
  id: string;
  /** The route that serves the image to signed-in users allowed to see it (session cookie or bearer token). */
  imageUrl: string;
  notes: string | null;
  pose: ProgressPhotoPose | null;
  weight: number | null;
};
export type UploadProgressPhotoDto = {
  /** % on the day of the photo. */
  bodyFat?: ((number | null) | (string | null)) | null;
  /** A JPEG, PNG, WebP or GIF image of at most 10 MB; its type is read from the content, not the name. */
  file: Blob;
  notes?: string | null;
  /** Which view of the body the photo shows; left out for a photo of no particular pose. */
  pose?: ProgressPhotoPose | null;
  /** lbs on the day of the photo. */
  weight?: ((number | null) | (string | null)) | null;
};
export type PushPublicKeyDto = {
  /** The VAPID public key (base64url, uncompressed P-256 point): `applicationServerKey` of `pushManager.subscribe`. */
  publicKey: string;
};
export type DeletePushSubscriptionDto = {
  /** The endpoint of the subscription this browser ends. */
  endpoint: string;
};
export type PushSubscriptionResponseDto = {
  /** How many devices of the client receive notifications now. */
  devices: number;
  /** The endpoint, as stored. */
  endpoint: string;
};
export type PushSubscriptionKeysDto = {
  /** The browser's authentication secret (base64url). */
  auth: string;
  /** The browser's P-256 public key (base64url). */
  p256dh: string;
};
export type CreatePushSubscriptionDto = {
  /** Where the push service takes this browser's messages. */
  endpoint: string;
  /** Milliseconds since the epoch when the subscription ends, if the browser says (kept by the browser, not here). */
  expirationTime?: number | null;
  keys: PushSubscriptionKeysDto;
};
export type RecipePackDifficulty = 'beginner' | 'intermediate' | 'advanced';
export type PackMealDto = {
  dayNumber: number;
  id: string;
  meal: PlanMealSummaryDto;
  mealType: MealCategory;
  orderIndex: number;
};
export type RecipePackDto = {
  createdAt: string;
  description: string | null;
  difficulty: RecipePackDifficulty;
  id: string;
  imageUrl: string | null;
  isPublic: boolean;
  meals: PackMealDto[];
  name: string;
  /** Minutes: the prep and cook times of its recipes added up. */
  prepTimeTotal: number | null;
  servings: number;
  tags: string[];
  theme: string | null;
};
export type RecipePackStatus = 'assigned' | 'in_progress' | 'completed';
export type ClientRecipePackDto = {
  assignedDate: string;
  clientId: string;
  feedback: string | null;
  id: string;
  progress: number;
  recipePack: RecipePackDto;
  startDate: string | null;
  status: RecipePackStatus;
};
export type UpdateClientRecipePackDto = {
  feedback?: string | null;
  progress?: number;
  status?: RecipePackStatus;
};
export type ShoppingListItemDto = {
  barcode: string | null;
  brand: string | null;
  category: string | null;
  /** Where the food's price is known. */
  estimatedPrice: number | null;
  foodId: string | null;
  foodName: string;
  id: string;
  isPurchased: boolean;
  /** In `unit`, summed over the week's planned meals. */
  quantity: number;
  unit: string;
};
export type UpdateShoppingListItemDto = {
  isPurchased: boolean;
};
export type ShoppingListCategoryDto = {
  /** The foods' category ('other' when it has none). */
  category: string;
  items: ShoppingListItemDto[];
};
export type ShoppingListDto = {
  /** Items grouped by category, categories and foods by name. */
  categories: ShoppingListCategoryDto[];
  clientId: string;
  createdAt: string;
  id: string;
  status: string;
  totalEstimatedCost: number | null;
  weekEndDate: string;
  weekStartDate: string;
};
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
export type LoggedSetResponseDto = {
  reps: number;
  weight: number | null;
};
export type LoggedExerciseResponseDto = {
  exerciseId: string;
  exerciseName: string;
  sets: LoggedSetResponseDto[];
};
export type WorkoutSessionDto = {
  caloriesBurned: number | null;
  date: string;
  difficultyRating: number | null;
  exercises: LoggedExerciseResponseDto[];
  notes: string | null;
  /** Minutes. */
  totalDuration: number | null;
};
export type ClientWorkoutStatus = 'scheduled' | 'completed' | 'missed';
export type ExerciseCategory = 'strength' | 'cardio' | 'flexibility' | 'functional';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type WorkoutExerciseResponseDto = {
  exerciseCategory: ExerciseCategory;
  exerciseId: string;
  exerciseName: string;
  id: string;
  notes: string | null;
  orderIndex: number;
  reps: string | null;
  /** Seconds. */
  restTime: number | null;
  sets: number | null;
  supersetGroup: number | null;
  tempo: string | null;
  weight: number | null;
};
export type WorkoutResponseDto = {
  category: ExerciseCategory | null;
  coachId: string;
  createdAt: string;
  description: string | null;
  difficulty: Difficulty | null;
  /** Minutes. */
  duration: number | null;
  /** In order. */
  exercises: WorkoutExerciseResponseDto[];
  id: string;
  isTemplate: boolean;
  name: string;
  updatedAt: string;
};
export type ClientWorkoutResponseDto = {
  clientId: string;
  completedAt: string | null;
  createdAt: string;
  id: string;
  /** When the day passed without a log. */
  missedAt: string | null;
  notes: string | null;
  scheduledDate: string;
  /** The logged session; null until completed. */
  session: WorkoutSessionDto | null;
  status: ClientWorkoutStatus;
  workout: WorkoutResponseDto;
  workoutId: string;
};
export type ClientWeekResponseDto = {
  /** Of those, the ones logged. */
  completed: number;
  /** Workouts the coach planned for this week. */
  planned: number;
  /** The Sunday the week starts on, in the business's time zone. */
  weekStart: string;
};
export type LoggedSetDto = {
  reps: number;
  /** lbs; empty for bodyweight. */
  weight?: number | null;
};
export type LoggedExerciseDto = {
  exerciseId: string;
  sets: LoggedSetDto[];
};
export type LogWorkoutDto = {
  caloriesBurned?: number | null;
  /** 1 (easy) to 10 (hardest). */
  difficultyRating?: number | null;
  /** The exercises done, each with its sets. */
  exercises: LoggedExerciseDto[];
  /** A key the device makes once per log (a UUID): sending the same log again with it, after a lost answer or from the
    offline queue, answers the recorded session instead of 409. */
  idempotencyKey?: string;
  notes?: string | null;
  /** Minutes. */
  totalDuration?: number | null;
};
export type FitnessGoal = 'weight_loss' | 'muscle_building' | 'general_fitness' | 'athletic_performance';
export type ClientInvitationState = 'not_invited' | 'invited' | 'linked';
export type ClientInvitationStateDto = {
  /** When the pending invitation's link stops working; null unless invited. */
  expiresAt: string | null;
  /** When the pending invitation was sent; null unless invited. */
  sentAt: string | null;
  status: ClientInvitationState;
};
export type ClientResponseDto = {
  activityLevel: string | null;
  age: number | null;
  /** The business (coach) the client belongs to. */
  coachId: string;
  createdAt: string;
  currentWeight: number | null;
  email: string;
  firstName: string;
  fitnessGoal: FitnessGoal | null;
  height: number | null;
  id: string;
  invitation: ClientInvitationStateDto;
  isActive: boolean;
  lastName: string;
  /** When the client last completed a workout. */
  lastWorkout: string | null;
  /** The lead-management contact the client came from (lead webhooks). */
  leadDecContactId: string | null;
  notes: string | null;
  onboardingCompleted: boolean;
  onboardingCompletedAt: string | null;
  phone: string | null;
  source: string | null;
  targetWeight: number | null;
  updatedAt: string;
  /** The client's own sign-in, when they have one. */
  userId: string | null;
};
export type CreateClientDto = {
  /** Ignored: the business always comes from the session. */
  coachId?: string;
  email: string;
  firstName: string;
  fitnessGoal?: FitnessGoal | null;
  lastName: string;
  phone?: string | null;
};
export type ImportRowErrorDto = {
  message: string;
  /** Line number in the file (the header is line 1). */
  row: number;
};
export type ImportClientsResponseDto = {
  /** Clients created. */
  created: number;
  errors: ImportRowErrorDto[];
  /** Rows refused (see errors). */
  failed: number;
  /** Data rows read. */
  total: number;
};
export type ImportClientsDto = {
  file: Blob;
};
export type ActivityLevel = 'sedentary' | 'lightly_active' | 'moderately_active' | 'very_active';
export type UpdateClientDto = {
  activityLevel?: ActivityLevel | null;
  age?: number | null;
  /** lbs */
  currentWeight?: number | null;
  email?: string;
  firstName?: string;
  fitnessGoal?: FitnessGoal | null;
  /** inches */
  height?: number | null;
  lastName?: string;
  notes?: string | null;
  phone?: string | null;
  /** lbs */
  targetWeight?: number | null;
};
export type FoodPreferenceType = 'like' | 'dislike' | 'avoid' | 'allergy';
export type FoodPreferenceDto = {
  clientId: string;
  createdAt: string;
  foodId: string | null;
  foodName: string;
  id: string;
  intensity: number;
  notes: string | null;
  preferenceType: FoodPreferenceType;
};
export type CreateFoodPreferenceDto = {
  foodId?: string | null;
  /** Needed without `foodId`. */
  foodName?: string;
  /** 1 (mild) to 10 (strong); default 5. */
  intensity?: number;
  notes?: string | null;
  preferenceType: FoodPreferenceType;
};
export type EmergencyContactResponseDto = {
  name: string | null;
  phone: string | null;
  relationship: string | null;
};
export type FitnessExperience = 'beginner' | 'intermediate' | 'advanced';
export type HealthProfileResponseDto = {
  activityLevel: ActivityLevel | null;
  allergies: string[];
  availableEquipment: string[];
  clientId: string;
  emergencyContact: EmergencyContactResponseDto | null;
  fitnessExperience: FitnessExperience | null;
  /** null until the first save. */
  id: string | null;
  injuries: string[];
  /** When the profile was last saved; null until the first save. */
  lastUpdated: string | null;
  medicalConditions: string[];
  medications: string[];
  preferredWorkoutTypes: string[];
  primaryGoals: string[];
  /** Workouts per week, 0–7. */
  workoutFrequency: number | null;
};
export type EmergencyContactDto = {
  name?: string | null;
  phone?: string | null;
  relationship?: string | null;
};
export type HealthProfileDto = {
  activityLevel?: ActivityLevel | null;
  allergies?: string[];
  availableEquipment?: string[];
  emergencyContact?: EmergencyContactDto | null;
  fitnessExperience?: FitnessExperience | null;
  injuries?: string[];
  medicalConditions?: string[];
  medications?: string[];
  preferredWorkoutTypes?: string[];
  primaryGoals?: string[];
  /** Workouts per week, 0–7. */
  workoutFrequency?: number | null;
};
export type InvitationStatus = 'pending' | 'accepted' | 'revoked';
export type ClientInvitationResponseDto = {
  /** Where the invitation was sent. */
  email: string;
  /** The link stops working after this moment (7 days after sending). */
  expiresAt: string;
  /** When the invitation was sent. */
  sentAt: string;
  status: InvitationStatus;
};
export type CreateMacroGoalDto = {
  dailyCalories: number;
  dailyCarbs: number;
  dailyFat: number;
  dailyProtein: number;
  effectiveDate?: string | null;
  notes?: string | null;
  weeklyCalories?: number | null;
};
export type ClientMealPlanResponseDto = {
  clientId: string;
  createdAt: string;
  endDate: string | null;
  id: string;
  isActive: boolean;
  mealPlanId: string;
  mealPlanName: string;
  startDate: string;
};
export type DailyIntakeDto = {
  calories: number;
  carbs: number;
  date: string;
  fat: number;
  goalCalories: number | null;
  /** Within 10 % of the calorie goal. */
  onTarget: boolean;
  protein: number;
};
export type WeeklyAdherenceDto = {
  /** Days on target out of the week's days so far, in whole percent. */
  adherence: number;
  daysLogged: number;
  daysOnTarget: number;
  /** The Monday the week starts. */
  weekStart: string;
};
export type ClientNutritionDto = {
  assignments: ClientMealPlanResponseDto[];
  currentPlan: ClientMealPlanResponseDto | null;
  /** The last 14 days, logged days only. */
  days: DailyIntakeDto[];
  macroGoal: MacroGoalResponseDto | null;
  recentEntries: FoodLogEntryDto[];
  /** The last 8 weeks, oldest first. */
  weeklyAdherence: WeeklyAdherenceDto[];
};
export type ClientOnboardingAnsweredConfigDto = {
  answers: OnboardingAnswerDto[];
  configId: string;
  configName: string;
  isActive: boolean;
  steps: OnboardingStepResponseDto[];
};
export type ClientOnboardingAnswersDto = {
  configs: ClientOnboardingAnsweredConfigDto[];
  onboardingCompleted: boolean;
  onboardingCompletedAt: string | null;
};
export type GenerateShoppingListDto = {
  /** The first day of the week (7 days from it). */
  weekStartDate: string;
};
export type AssignPackageDto = {
  /** One of the business's active packages. */
  packageId: string;
  /** The first day (YYYY-MM-DD); today in the business's time zone when left out. */
  startDate?: string | null;
};
export type WellnessLogResponseDto = {
  clientId: string;
  /** When the check-in was recorded. */
  createdAt: string;
  /** The day of the check-in. */
  date: string;
  /** 1–10 */
  energyLevel: number | null;
  id: string;
  /** 1–10 */
  mood: number | null;
  notes: string | null;
  sleepHours: number | null;
  /** 1–10 */
  sleepQuality: number | null;
  steps: number | null;
  /** 1–10 */
  stressLevel: number | null;
  /** Litres. */
  waterIntake: number | null;
};
export type CreateWellnessLogDto = {
  /** Day of the check-in (YYYY-MM-DD); today when left out. */
  date?: string;
  energyLevel?: number | null;
  mood?: number | null;
  notes?: string | null;
  sleepHours?: number | null;
  sleepQuality?: number | null;
  steps?: number | null;
  stressLevel?: number | null;
  /** Litres. */
  waterIntake?: number | null;
};
export type ExerciseProgressPointDto = {
  /** Reps of the best set (the heaviest, or the most reps without weight). */
  bestReps: number;
  /** The heaviest set's weight (lbs); null for bodyweight work. */
  bestWeight: number | null;
  date: string;
  /** Reps over the day's sets. */
  totalReps: number;
  /** Sum of reps × weight over the day's sets (lbs). */
  volume: number;
};
export type ExerciseProgressDto = {
  exerciseId: string;
  exerciseName: string;
  points: ExerciseProgressPointDto[];
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
export type CommunityResponseDto = {
  createdAt: string;
  description: string | null;
  id: string;
  /** For a client: whether they are a member (they post only where they are). Always true for the business side. */
  isMember: boolean;
  isPrivate: boolean;
  memberCount: number;
  memberLimit: number | null;
  /** Posts and replies written today (UTC). */
  messagesToday: number;
  name: string;
};
export type CreateCommunityDto = {
  description?: string | null;
  /** Private communities are seen only by their members (and the business). */
  isPrivate?: boolean;
  /** Blank or null: unlimited. */
  memberLimit?: number | null;
  name: string;
};
export type UpdateCommunityDto = {
  description?: string | null;
  /** Private communities are seen only by their members (and the business). */
  isPrivate?: boolean;
  /** Blank or null: unlimited. */
  memberLimit?: number | null;
  name?: string;
};
export type CommunityMemberResponseDto = {
  clientId: string;
  /** For the business and its staff only: never answered to a client. */
  email?: string;
  firstName: string;
  joinedAt: string;
  lastName: string;
  /** member (the default role). */
  role: string;
};
export type AddCommunityMemberDto = {
  /** A client of the business. */
  clientId: string;
};
export type CommunityReaction = 'like' | 'love' | 'celebrate' | 'strong';
export type ReactionCountsDto = {
  celebrate: number;
  like: number;
  love: number;
  strong: number;
};
export type CommunityReplyResponseDto = {
  /** The client's name for a client's post, the writer's name for the business's. */
  authorName: string;
  communityId: string;
  content: string;
  createdAt: string;
  /** True when a client wrote it. */
  fromClient: boolean;
  id: string;
  /** The caller's own reactions. */
  myReactions: CommunityReaction[];
  parentId: string | null;
  reactions: ReactionCountsDto;
};
export type CommunityPostResponseDto = {
  /** The client's name for a client's post, the writer's name for the business's. */
  authorName: string;
  communityId: string;
  content: string;
  createdAt: string;
  /** True when a client wrote it. */
  fromClient: boolean;
  id: string;
  /** The caller's own reactions. */
  myReactions: CommunityReaction[];
  parentId: string | null;
  reactions: ReactionCountsDto;
  /** Oldest first. */
  replies: CommunityReplyResponseDto[];
};
export type CreateCommunityPostDto = {
  content: string;
  /** Reply to this post of the community (replies are one level deep: a reply to a reply answers its post). */
  parentId?: string;
};
export type ActivityStatus = 'completed' | 'nutrition' | 'progress' | 'missed';
export type ActivityItemDto = {
  clientAvatar: string | null;
  clientId: string;
  clientName: string;
  description: string;
  /** The kind of event and the id of its record, unique in the list. */
  id: string;
  status: ActivityStatus;
  /** When the event happened. */
  time: string;
};
export type MessagePreviewDto = {
  clientAvatar: string | null;
  clientName: string;
  /** The message's id. */
  id: string;
  isUnread: boolean;
  preview: string;
  /** When the message was sent. */
  time: string;
};
export type RecentMessagesDto = {
  messages: MessagePreviewDto[];
  /** Unread messages addressed to the business. */
  unreadCount: number;
};
export type MealCategoryDto = {
  id: MealCategory;
  name: string;
  recipeCount: number;
};
export type FeaturedPlanDto = {
  description: string | null;
  duration: number;
  id: string | null;
  imageUrl: string | null;
  name: string;
  tag: string;
};
export type NutritionOverviewDto = {
  categories: MealCategoryDto[];
  featuredPlans: FeaturedPlanDto[];
};
export type DashboardStatsDto = {
  /** Clients marked active. */
  activeClients: number;
  /** Change of Active Clients over the last 30 days, in whole percent; null when there were none before. */
  activeClientsChange: number | null;
  /** Average session-feedback rating on a 0–10 scale; null when no feedback exists. */
  avgSatisfaction: number | null;
  /** Change of the average rating against the previous 30 days (points on the 0–10 scale); null without ratings in both. */
  avgSatisfactionChange: number | null;
  /** Client workouts completed this week (Sunday to Saturday in the business's time zone). */
  completedWorkouts: number;
  /** Change of Workouts Completed against the same days of last week (up to the same time), in whole percent; null when
    none were completed then. */
  completedWorkoutsChange: number | null;
  /** Paid client payments this calendar month (UTC), in dollars. */
  totalRevenue: number;
  /** Change of revenue against the previous month, in whole percent; null when the previous month earned nothing. */
  totalRevenueChange: number | null;
};
export type ExerciseResponseDto = {
  category: ExerciseCategory;
  /** The business that added it; null for the library that ships with CoachCore (read-only). */
  coachId: string | null;
  createdAt: string;
  description: string | null;
  difficulty: Difficulty | null;
  equipment: string | null;
  id: string;
  /** The authorised route that serves the uploaded image; null without one. */
  imageUrl: string | null;
  /** Step-by-step instructions. */
  instructions: string[];
  /** True for the business's own exercises (editable), false for the shipped library. */
  isCustom: boolean;
  muscleGroups: string[];
  name: string;
  updatedAt: string;
  videoUrl: string | null;
};
export type CreateExerciseDto = {
  category: ExerciseCategory;
  description?: string | null;
  difficulty?: Difficulty | null;
  equipment?: string | null;
  /** Step-by-step, one step per item. */
  instructions?: string[];
  muscleGroups?: string[];
  name: string;
  videoUrl?: string | null;
};
export type ExerciseCategoryDto = {
  /** Exercises of the category the business sees (the shipped library and its own). */
  exerciseCount: number;
  /** The category itself is the card's id. */
  id: ExerciseCategory;
  /** No category image ships with the product: null. */
  imageUrl: string | null;
  name: string;
  /** The muscle groups the category's exercises train most. */
  tags: string[];
};
export type UpdateExerciseDto = {
  category?: ExerciseCategory;
  description?: string | null;
  difficulty?: Difficulty | null;
  equipment?: string | null;
  /** Step-by-step, one step per item. */
  instructions?: string[];
  muscleGroups?: string[];
  name?: string;
  videoUrl?: string | null;
};
export type ExerciseImageUploadDto = {
  /** JPEG, PNG, WebP or GIF, at most 5 MB */
  file: Blob;
};
export type FeatureFlagStateResponseDto = {
  /** Whether the feature is on (state enabled). */
  enabled: boolean;
  key: FeatureFlagKey;
  state: FeatureFlagState;
};
export type FoodDataSource = 'usda' | 'label' | 'openfoodfacts' | 'custom';
export type FoodResponseDto = {
  allergens: string[];
  barcode: string | null;
  brand: string | null;
  calories: number;
  carbs: number;
  category: string | null;
  /** Milligrams. */
  cholesterol: number | null;
  createdAt: string;
  dataSource: FoodDataSource;
  description: string | null;
  /** The product's code at its source (Open Food Facts: the barcode). */
  externalId: string | null;
  fat: number;
  fiber: number | null;
  id: string;
  imageUrl: string | null;
  ingredients: string | null;
  /** True for a food your business entered (only your business sees it). */
  isCustom: boolean;
  name: string;
  /** Estimated price of one serving, where known. */
  price: number | null;
  protein: number;
  saturatedFat: number | null;
  servingSize: number;
  servingUnit: string;
  /** Milligrams. */
  sodium: number | null;
  sugar: number | null;
  verified: boolean;
};
export type CreateFoodDto = {
  /** EAN-13, UPC-A, EAN-8 or GTIN-14 with a valid check digit. */
  barcode?: string | null;
  brand?: string | null;
  calories: number;
  carbs?: number | null;
  category?: string | null;
  description?: string | null;
  fat?: number | null;
  fiber?: number | null;
  name: string;
  /** Estimated price of one serving (shopping lists). */
  price?: number | null;
  protein?: number | null;
  /** How much one serving is, in `servingUnit` (the nutrients below are per serving). */
  servingSize: number;
  /** Default g. */
  servingUnit?: string;
  /** Milligrams. */
  sodium?: number | null;
  sugar?: number | null;
};
export type FormSubmissionVerificationDto = {
  /** The hash stored (and printed on the PDF) when it was submitted. */
  contentHash: string;
  /** The hash of the content as stored now. */
  recomputedHash: string;
  submissionId: string;
  /** True when they agree: the submission has not changed since it was signed. */
  valid: boolean;
};
export type FormResponseDto = {
  category: FormCategory;
  createdAt: string;
  description: string | null;
  fields: FormFieldResponseDto[];
  id: string;
  isActive: boolean;
  isRequired: boolean;
  title: string;
  updatedAt: string;
  /** Goes up when the form changes after it has been submitted. */
  version: number;
};
export type FormFieldDto = {
  /** Stable id of the field within the form; answers are keyed by it. Made by the server when left out. */
  id?: string;
  label: string;
  /** The choices of select, radio and checkbox fields (trimmed, blank ones dropped); ignored for other types. */
  options?: string[];
  placeholder?: string | null;
  required?: boolean;
  type: FormFieldType;
};
export type CreateFormDto = {
  category: FormCategory;
  description?: string | null;
  fields: FormFieldDto[];
  /** Clients can fill it in (true when left out). */
  isActive?: boolean;
  /** Every client must fill it in (false when left out). */
  isRequired?: boolean;
  /** The template the form was made from (its usage is counted). */
  templateId?: string | null;
  title: string;
};
export type FormStatsResponseDto = {
  requiredForms: number;
  /** Submissions since the first of this month (UTC). */
  submissionsThisMonth: number;
  templatesAvailable: number;
  totalForms: number;
};
export type FormTemplateResponseDto = {
  category: FormCategory;
  description: string | null;
  fields: FormFieldResponseDto[];
  id: string;
  isPublic: boolean;
  name: string;
  /** How many forms have been made from it. */
  usageCount: number;
};
export type UpdateFormDto = {
  category?: FormCategory;
  description?: string | null;
  fields?: FormFieldDto[];
  /** Clients can fill it in (true when left out). */
  isActive?: boolean;
  /** Every client must fill it in (false when left out). */
  isRequired?: boolean;
  /** The template the form was made from (its usage is counted). */
  templateId?: string | null;
  title?: string;
};
export type FormRecipientResponseDto = {
  /** Assigned one by one (false: asked because the form is required for every client). */
  assigned: boolean;
  clientId: string;
  name: string;
  /** Has submitted some version of the form. */
  signed: boolean;
  /** The version they last submitted, null when none. */
  signedVersion: number | null;
};
export type AssignFormDto = {
  clientId: string;
};
export type SubscriptionPaymentResponseDto = {
  /** Null once nothing is due (the subscription is paid, or the coupon gave free access). */
  clientSecret: string | null;
  /** True when a coupon gave access with nothing to pay. */
  freeAccess: boolean;
  /** The provider's status: `incomplete` until the first payment succeeds, then `active`. */
  status: string;
  /** The provider's subscription id (sub_...). */
  subscriptionId: string | null;
};
export type SubscriptionTierId = 'starter' | 'professional' | 'enterprise';
export type GetOrCreateSubscriptionDto = {
  /** A tier of the three-tier page: Starter ($29, 10 clients), Professional ($79, 50 clients), Enterprise ($199, unlimited). */
  plan?: SubscriptionTierId;
};
export type CreateGoalDto = {
  category: GoalCategory;
  /** The client of the caller's business the goal is for. */
  clientId: string;
  currentValue?: number | null;
  description?: string | null;
  /** YYYY-MM-DD (an ISO date-time is accepted too; the day is kept). */
  targetDate?: string | null;
  targetValue?: number | null;
  title: string;
  unit?: string | null;
};
export type UpdateGoalDto = {
  category?: GoalCategory;
  currentValue?: number | null;
  description?: string | null;
  status?: GoalStatus;
  /** YYYY-MM-DD (an ISO date-time is accepted too; the day is kept). */
  targetDate?: string | null;
  targetValue?: number | null;
  title?: string;
  unit?: string | null;
};
export type HabitDifficulty = 'easy' | 'medium' | 'hard';
export type HabitTemplateResponseDto = {
  category: HabitCategory;
  coachId: string;
  createdAt: string;
  description: string | null;
  difficulty: HabitDifficulty;
  estimatedTime: number | null;
  frequency: HabitFrequency;
  id: string;
  isPublic: boolean;
  name: string;
  targetValue: number | null;
  trackingType: HabitTrackingType;
  unit: string | null;
};
export type CreateHabitTemplateDto = {
  category: HabitCategory;
  description?: string | null;
  difficulty?: HabitDifficulty;
  /** Minutes a day. */
  estimatedTime?: number | null;
  frequency: HabitFrequency;
  isPublic?: boolean;
  name: string;
  /** What a day (or week) asks for, in `unit`. */
  targetValue?: number | null;
  trackingType: HabitTrackingType;
  unit?: string | null;
};
export type UpdateHabitTemplateDto = {
  category?: HabitCategory;
  description?: string | null;
  difficulty?: HabitDifficulty;
  frequency?: HabitFrequency;
  isPublic?: boolean;
  name?: string;
  /** What a day (or week) asks for, in `unit`. */
  targetValue?: number | null;
  trackingType?: HabitTrackingType;
  unit?: string | null;
};
export type AssignHabitResponseDto = {
  assigned: number;
  /** Clients who already had this habit. */
  skipped: number;
};
export type AssignHabitDto = {
  clientIds: string[];
  /** HH:MM. */
  reminderTime?: string | null;
  /** The first day (YYYY-MM-DD); today when left out. */
  startDate?: string;
};
export type ServiceState = 'up' | 'down';
export type HealthResponseDto = {
  database: ServiceState;
  redis: ServiceState;
  status: 'ok' | 'error';
};
export type LivenessResponseDto = {
  status: 'ok';
};
export type HelpCategory =
  | 'getting_started'
  | 'client_management'
  | 'packages_pricing'
  | 'workouts'
  | 'nutrition'
  | 'calendar_bookings'
  | 'forms_waivers'
  | 'automations'
  | 'integrations'
  | 'analytics';
export type HelpArticleSummaryResponseDto = {
  category: HelpCategory;
  /** Minutes to read or watch it. */
  durationMinutes: number;
  /** Whether it comes with a video walkthrough. */
  hasVideo: boolean;
  slug: string;
  summary: string;
  title: string;
};
export type HelpArticleResponseDto = {
  /** Paragraphs separated by blank lines. */
  body: string;
  category: HelpCategory;
  /** Minutes to read or watch it. */
  durationMinutes: number;
  /** Whether it comes with a video walkthrough. */
  hasVideo: boolean;
  slug: string;
  /** What to do, in order. */
  steps: string[];
  summary: string;
  title: string;
};
export type HelpCategoryResponseDto = {
  articleCount: number;
  description: string;
  key: HelpCategory;
  name: string;
};
export type LeadDecWebhookEvent = 'lead-created' | 'opportunity-won' | 'appointment-scheduled' | 'contact-tagged' | 'form-submitted';
export type LeadDecSyncDirection = 'bidirectional' | 'to_coachcore' | 'to_leaddec';
export type LeadDecWebhookAddressDto = {
  event: LeadDecWebhookEvent;
  /** The path on the product's own origin. */
  path: string;
  /** The full address (APP_URL and the path). */
  url: string;
};
export type LeadDecIntegrationResponseDto = {
  /** Sent as the X-LeadDec-Account header of every delivery. */
  accountId: string;
  /** The API key's last four characters. */
  apiKeyLast4: string | null;
  apiKeySet: boolean;
  disabledEvents: LeadDecWebhookEvent[];
  lastSyncAt: string | null;
  locationId: string | null;
  /** pending until an API key and a location are saved, then active. */
  status: string;
  syncDirection: LeadDecSyncDirection;
  /** Signs the deliveries: HMAC-SHA256 of "<timestamp>.<raw body>", hex, sent as X-LeadDec-Signature: t=<timestamp>,v1=<hex>. */
  webhookSecret: string;
  webhookUrl: string | null;
  webhooks: LeadDecWebhookAddressDto[];
};
export type SaveLeadDecSettingsDto = {
  /** The LeadDec API key (never answered back: the card shows its last four characters). */
  apiKey?: string | null;
  /** The events whose deliveries are recorded but change nothing. */
  disabledEvents?: LeadDecWebhookEvent[];
  /** The LeadDec location (sub-account) id. */
  locationId?: string | null;
  syncDirection?: LeadDecSyncDirection;
  /** The business's own LeadDec inbound webhook address, for contacts sent to LeadDec. */
  webhookUrl?: string | null;
};
export type LeadDecDeliveryOutcome = 'created' | 'updated' | 'ignored' | 'test' | 'rejected' | 'failed';
export type LeadDecDeliveryResponseDto = {
  clientId: string | null;
  contactId: string | null;
  event: string;
  id: string;
  message: string | null;
  outcome: LeadDecDeliveryOutcome;
  receivedAt: string;
  statusCode: number;
};
export type LeadDecTestResultDto = {
  durationMs: number;
  message: string;
  ok: boolean;
  /** The endpoint's HTTP status (0 when it could not be reached). */
  statusCode: number;
  /** The address the test delivery was sent to. */
  url: string;
};
export type InvitationPreviewResponseDto = {
  /** The coach's business name (the coach's name when the business has none). */
  businessName: string;
  clientFirstName: string;
  /** The address the invitation was sent to; the sign-up form uses it. */
  email: string;
  /** The link stops working after this moment. */
  expiresAt: string;
};
export type InvitationAcceptedResponseDto = {
  businessName: string;
  clientId: string;
};
export type MealPlanResponseDto = {
  createdAt: string;
  description: string | null;
  /** Days. */
  duration: number;
  id: string;
  isTemplate: boolean;
  mealCount: number;
  name: string;
  targetCalories: number | null;
  targetCarbs: number | null;
  targetFat: number | null;
  targetProtein: number | null;
  updatedAt: string;
};
export type PlanDayTotalsDto = {
  calories: number;
  carbs: number;
  day: number;
  fat: number;
  fiber: number;
  protein: number;
};
export type MealPlanDetailDto = {
  createdAt: string;
  /** One entry per day of the plan, 1 to duration. */
  days: PlanDayTotalsDto[];
  description: string | null;
  /** Days. */
  duration: number;
  id: string;
  isTemplate: boolean;
  mealCount: number;
  meals: PlanMealDto[];
  name: string;
  targetCalories: number | null;
  targetCarbs: number | null;
  targetFat: number | null;
  targetProtein: number | null;
  updatedAt: string;
};
export type PlanMealInput = {
  day: number;
  mealId: string;
  mealType: MealCategory;
  /** Position within the day's meal type (default: the order sent). */
  orderIndex?: number;
};
export type CreateMealPlanDto = {
  description?: string | null;
  /** Days (1 to 28, default 7). */
  duration?: number;
  isTemplate?: boolean;
  meals?: PlanMealInput[];
  name: string;
  targetCalories?: number | null;
  targetCarbs?: number | null;
  targetFat?: number | null;
  targetProtein?: number | null;
};
export type UpdateMealPlanDto = {
  description?: string | null;
  /** Days (1 to 28, default 7). */
  duration?: number;
  isTemplate?: boolean;
  meals?: PlanMealInput[];
  name?: string;
  targetCalories?: number | null;
  targetCarbs?: number | null;
  targetFat?: number | null;
  targetProtein?: number | null;
};
export type AssignMealPlanDto = {
  clientId: string;
  endDate?: string | null;
  startDate: string;
};
export type MealIngredientDto = {
  calories: number;
  carbs: number;
  fat: number;
  fiber: number;
  foodId: string;
  foodName: string;
  protein: number;
  quantity: number;
  unit: string;
};
export type MealResponseDto = {
  /** Per serving, from the ingredients. */
  calories: number;
  carbs: number;
  category: MealCategory;
  cookTime: number | null;
  createdAt: string;
  description: string | null;
  fat: number;
  fiber: number;
  id: string;
  /** The authorised route serving the uploaded image; null without one. */
  imageUrl: string | null;
  ingredients: MealIngredientDto[];
  instructions: string | null;
  isRecipe: boolean;
  name: string;
  prepTime: number | null;
  protein: number;
  servings: number;
  updatedAt: string;
};
export type MealIngredientInput = {
  foodId: string;
  quantity: number;
};
export type CreateMealDto = {
  category: MealCategory;
  /** Minutes. */
  cookTime?: number | null;
  description?: string | null;
  ingredients?: MealIngredientInput[];
  instructions?: string | null;
  isRecipe?: boolean;
  name: string;
  /** Minutes. */
  prepTime?: number | null;
  /** The ingredients make this many servings (default 1). */
  servings?: number;
};
export type UpdateMealDto = {
  category?: MealCategory;
  /** Minutes. */
  cookTime?: number | null;
  description?: string | null;
  ingredients?: MealIngredientInput[];
  instructions?: string | null;
  isRecipe?: boolean;
  name?: string;
  /** Minutes. */
  prepTime?: number | null;
  /** The ingredients make this many servings (default 1). */
  servings?: number;
};
export type UploadMealImageDto = {
  /** A JPEG, PNG, WebP or GIF image of at most 10 MB; its type is read from the content, not the name. */
  file: Blob;
};
export type CreateMeetingDto = {
  /** The calendar forms' type: video, phone or in_person (a group session: video or in_person). */
  appointmentType?: AppointmentType;
  /** The client of the caller's business: required by the Schedule Meeting form (the one that sends `meetingType`),
    optional for appointments and group sessions. */
  clientId?: string | null;
  description?: string | null;
  /** Minutes: 15 to 240 (a group session 30 to 180); 60 when left out. */
  duration?: number;
  /** The calendar forms send it; it must be `scheduledAt` plus `duration` (the server computes it). */
  endTime?: string;
  /** Whether it repeats (false when left out): then `recurringPattern` is required. */
  isRecurring?: boolean;
  /** Only for in-person meetings: kept when the meeting is in person, dropped otherwise. */
  location?: string | null;
  /** A group session's seats, 2 to 50 (10 when left out); other meetings have one. */
  maxParticipants?: number;
  /** The Schedule Meeting form's type (stored as `appointmentType`); one of the two types is required. */
  meetingType?: MeetingFormType;
  /** Only for video meetings: kept when the meeting is video, dropped otherwise. */
  meetingUrl?: string | null;
  notes?: string | null;
  /** Only for video: kept when the meeting is video, dropped otherwise. */
  platform?: VideoPlatform | null;
  /** At least 0, in steps of 0.01 (empty or null: no price). */
  price?: number | null;
  /** The last day a recurring meeting may take place (null: no end). */
  recurringEndDate?: string | null;
  /** How a recurring meeting repeats, on the business's wall clock: daily, weekly, biweekly or monthly. */
  recurringPattern?: RecurringPattern | null;
  /** When it starts (ISO 8601 with an offset). */
  scheduledAt: string;
  title: string;
  /** consultation (when left out), check-in, training, nutrition, assessment or group_session. */
  type?: MeetingKind;
};
export type MeetingStatsResponseDto = {
  /** Upcoming group sessions (scheduled, in the future). */
  groupSessions: number;
  /** Calendar and video integrations that are active. */
  integrationsActive: number;
  /** Appointments this week, Sunday to Saturday (not cancelled). */
  thisWeek: number;
  /** The business's time zone (IANA), in which the calendar shows its days and weeks. */
  timeZone: string;
  /** Appointments today (not cancelled). */
  todayAppointments: number;
};
export type UpdateMeetingDto = {
  /** The calendar forms' type: video, phone or in_person (a group session: video or in_person). */
  appointmentType?: AppointmentType;
  description?: string | null;
  /** Minutes: 15 to 240 (a group session 30 to 180); 60 when left out. */
  duration?: number;
  /** Whether it repeats (false when left out): then `recurringPattern` is required. */
  isRecurring?: boolean;
  /** Only for in-person meetings: kept when the meeting is in person, dropped otherwise. */
  location?: string | null;
  /** A group session's seats, 2 to 50 (10 when left out); other meetings have one. */
  maxParticipants?: number;
  /** Only for video meetings: kept when the meeting is video, dropped otherwise. */
  meetingUrl?: string | null;
  notes?: string | null;
  /** Only for video: kept when the meeting is video, dropped otherwise. */
  platform?: VideoPlatform | null;
  /** At least 0, in steps of 0.01 (empty or null: no price). */
  price?: number | null;
  /** The last day a recurring meeting may take place (null: no end). */
  recurringEndDate?: string | null;
  /** How a recurring meeting repeats, on the business's wall clock: daily, weekly, biweekly or monthly. */
  recurringPattern?: RecurringPattern | null;
  /** A new start (reschedule). */
  scheduledAt?: string;
  /** completed, cancelled or no_show (a cancelled meeting stays cancelled). */
  status?: MeetingStatus;
  title?: string;
  /** consultation (when left out), check-in, training, nutrition, assessment or group_session. */
  type?: MeetingKind;
};
export type ParticipantResponseDto = {
  id: string;
  joinedAt: string | null;
  leftAt: string | null;
  meetingId: string;
  participantId: string;
  /** The client's first and last name. */
  participantName: string;
  participantType: string;
  /** pending while the price is owed; null for a free seat. */
  paymentStatus: string | null;
  price: number | null;
  status: ParticipantStatus;
  waitlistedAt: string | null;
};
export type AddParticipantDto = {
  /** The client to add (the business only; a client leaves it out). */
  clientId?: string;
  /** Join the waitlist when the session is full (otherwise a full session answers 409). */
  waitlist?: boolean;
};
export type MessageType = 'text' | 'image' | 'file';
export type MessageResponseDto = {
  /** The conversation: the client record the business talks with. */
  clientId: string;
  content: string;
  createdAt: string;
  /** When its sender deleted it; its text is then empty and its attachment gone (shown as 'This message was deleted'). */
  deletedAt: string | null;
  /** When its sender last changed the text; null if never (shown as '(edited)'). */
  editedAt: string | null;
  /** The attachment's file name as uploaded. */
  fileName: string | null;
  fileSize: number | null;
  /** The attachment's detected type (image/png, application/pdf, ...). */
  fileType: string | null;
  /** The route serving the attachment to the two parties (session cookie or bearer token); null for text. */
  fileUrl: string | null;
  /** True when the client wrote it (shown on the client's right, the coach's left). */
  fromClient: boolean;
  id: string;
  /** Read by the side it was sent to. */
  isRead: boolean;
  messageType: MessageType;
  /** Who it is for, as the sender addressed it: the client's id (from the business) or the coach's id (from the client). */
  receiverId: string;
  /** Who wrote it: the user id of the coach, the staff member or the client's sign-in. */
  senderId: string;
};
export type SendMessageDto = {
  content: string;
  /** Who the message is for: a coach or staff member passes the client's id (the client record, whether or not the
    client has a sign-in yet; a linked client's user id also names them); a client passes their coach's id. */
  receiverId: string;
};
export type SendAttachmentDto = {
  /** An optional caption; without one the message reads as the file's name. */
  content?: string | null;
  /** A JPEG, PNG, WebP or GIF image or a PDF of at most 10 MB; its type is read from the content, not the name. */
  file: Blob;
  /** As for a text message: the client's id (business side) or the coach's id (client side). */
  receiverId: string;
};
export type ConversationResponseDto = {
  avatar: string | null;
  /** The client record of the conversation. */
  clientId: string;
  email: string;
  firstName: string;
  /** The newest message, or null before the first one. */
  lastMessage: MessageResponseDto | null;
  lastName: string;
  /** Messages of the other party the caller has not read. */
  unreadCount: number;
  /** The other party's id, to pass as `withUser` and `receiverId`: the client's id, or for a client their coach's. */
  withUser: string;
};
export type UnreadCountResponseDto = {
  /** Messages to the caller's side that nobody on it has read yet (the business's inbox, or the client's). */
  unreadCount: number;
};
export type EditMessageDto = {
  content: string;
};
export type NutritionStatsDto = {
  /** Over the clients with a calorie goal: the share of the last 7 days within 10 % of the goal, in whole percent; null without such clients. */
  averageAdherence: number | null;
  /** Clients with a meal plan that applies today. */
  clientsWithPlan: number;
  /** Food-log entries of the business's clients since Monday (UTC). */
  foodsLoggedThisWeek: number;
  mealCount: number;
  mealPlanCount: number;
};
export type OnboardingConfigResponseDto = {
  configName: string;
  createdAt: string;
  id: string;
  isActive: boolean;
  steps: OnboardingStepResponseDto[];
  updatedAt: string;
};
export type OnboardingFieldDto = {
  /** Stable id within the step; answers are keyed by it. Made by the server when left out. */
  id?: string;
  label: string;
  /** The choices of select and multi-select fields (trimmed, blank ones dropped); ignored for the other types. */
  options?: string[];
  placeholder?: string | null;
  required?: boolean;
  type: OnboardingFieldType;
};
export type OnboardingStepDto = {
  /** The category button that added it. */
  category?: OnboardingStepCategory | null;
  description?: string | null;
  fields: OnboardingFieldDto[];
  /** Stable id within the configuration. Made by the server when left out. */
  id?: string;
  /** Shown with a Required badge (otherwise Optional): its required fields must be answered before onboarding completes. */
  required?: boolean;
  title: string;
};
export type SaveOnboardingConfigDto = {
  /** Trimmed. */
  configName: string;
  /** The configuration newly linked clients walk through (true when left out, as the screen saves). Activating one
    deactivates the business's other configuration: at most one is active. */
  isActive?: boolean;
  steps: OnboardingStepDto[];
};
export type OnboardingTemplateResponseDto = {
  businessType: string;
  description: string | null;
  id: string;
  steps: OnboardingStepResponseDto[];
  templateName: string;
};
export type PaymentsProviderKind = 'stripe' | 'simulated' | 'misconfigured';
export type PaymentsConfigResponseDto = {
  /** Which provider takes payments: Stripe, the offline simulated provider, or none (configured but cannot run). */
  provider: PaymentsProviderKind;
  /** Stripe's publishable key (Stripe Elements), null otherwise. */
  publishableKey: string | null;
};
export type AccountStatusResponseDto = {
  /** A payments account exists. */
  connected: boolean;
  /** It exists but needs more information (the red alert). */
  requiresAction: boolean;
  /** Its onboarding is finished: it can take payments. */
  setupComplete: boolean;
};
export type SimulatedPaymentErrorDto = {
  code: string;
  /** The provider's message, shown with 'Payment Failed'. */
  message: string;
  type: string;
};
export type SimulatedPaymentIntentDto = {
  /** The payment intent's id (pi_...), or the setup intent's (seti_...) when a card is saved. */
  id: string;
  /** succeeded, requires_action (3D Secure to complete), requires_payment_method (declined) */
  status: string;
};
export type SimulatedConfirmationResponseDto = {
  error: SimulatedPaymentErrorDto | null;
  paymentIntent: SimulatedPaymentIntentDto;
};
export type SimulatedAuthenticateDto = {
  clientSecret: string;
  /** Complete or fail the 3D Secure step. */
  complete: true | false;
};
export type SimulatedCardDto = {
  cvc: string;
  expMonth: number;
  expYear: number;
  number: string;
};
export type SimulatedConfirmDto = {
  card: SimulatedCardDto;
  clientSecret: string;
};
export type SimulatedRenewalResponseDto = {
  /** The renewal invoice (in_...); null when the subscription was set to cancel at the period's end and ended instead. */
  invoiceId: string | null;
};
export type SimulatedRenewDto = {
  /** A recurring coaching package's subscription (a client_subscriptions id) instead of the business's own platform
    subscription: one of the business's clients' (the business), or the signed-in client's own. */
  clientSubscriptionId?: string;
  /** Decline the renewal's charge (as a declined card would), making the subscription past due. */
  decline: true | false;
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
export type PlatformStaffInvitationPreviewResponseDto = {
  /** The invited address; the sign-up form uses it. */
  email: string;
  expiresAt: string;
  permissions: PlatformPermission[];
  role: StaffRole | null;
};
export type StaffSignUpDto = {
  /** Must equal password. */
  confirmPassword: string;
  firstName: string;
  lastName: string;
  /** At least 6 characters. */
  password: string;
};
export type SubscriptionStatus =
  'active' | 'past_due' | 'canceled' | 'suspended' | 'incomplete' | 'incomplete_expired' | 'trialing' | 'unpaid' | 'paused' | 'none';
export type SubscriptionStatusResponseDto = {
  /** Cancelled at the end of the period (undoable until then). */
  cancelAtPeriodEnd: boolean;
  /** End of the current period, epoch seconds: the renewal date (or the end of access when cancelled at period end). */
  currentPeriodEnd: number | null;
  /** The plan: `coachcore-platform-monthly`, `coachcore-platform-annual`, or a tier of the older page (starter, professional, enterprise). */
  priceId: string | null;
  /** The business's subscription status, `none` before any subscription. */
  status: SubscriptionStatus;
};
export type PlatformBillingInterval = 'monthly' | 'annual';
export type PlanChangeQuoteResponseDto = {
  /** Charged now. */
  amountDue: number;
  /** Lower-case ISO code of the amounts (gbp). */
  currency: string;
  from: PlatformBillingInterval;
  /** End of the new billing period, epoch seconds. */
  newPeriodEnd: number;
  /** Refunded to the card now. */
  refund: number;
  to: PlatformBillingInterval;
  /** The unused part of the current period, credited (monthly → annual) or refunded (annual → monthly). */
  unusedCredit: number;
};
export type PlanChangedResponseDto = {
  quote: PlanChangeQuoteResponseDto;
  subscription: SubscriptionStatusResponseDto;
};
export type ChangePlanDto = {
  /** Monthly (50 GBP a month) or annual (600 GBP a year) billing. */
  interval: PlatformBillingInterval;
};
export type PlatformPriceId = 'coachcore-platform-monthly';
export type CreatePlatformSubscriptionDto = {
  /** A platform coupon code (free access, or a discount on the plan). */
  couponCode?: string;
  /** The plan's price identifier: the single plan's. */
  priceId: PlatformPriceId;
};
export type PaymentMethodUpdatedResponseDto = {
  /** The card's brand (visa, mastercard, ...). */
  brand: string;
  last4: string;
  /** A past-due subscription's open invoice was paid with the new card. */
  paidOpenInvoice: boolean;
};
export type UpdatePaymentMethodDto = {
  /** The setup intent whose card the form confirmed (seti_...). */
  setupIntentId: string;
};
export type PaymentMethodSetupResponseDto = {
  /** What the card form confirms the card with (Stripe.js `confirmCardSetup`, or the simulated form). */
  clientSecret: string;
  setupIntentId: string;
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
export type PackMealInput = {
  dayNumber: number;
  mealId: string;
  mealType: MealCategory;
};
export type CreateRecipePackDto = {
  description?: string | null;
  difficulty?: RecipePackDifficulty;
  isPublic?: boolean;
  meals?: PackMealInput[];
  name: string;
  servings?: number;
  tags?: string[];
  theme?: string | null;
};
export type UpdateRecipePackDto = {
  description?: string | null;
  difficulty?: RecipePackDifficulty;
  isPublic?: boolean;
  meals?: PackMealInput[];
  name?: string;
  servings?: number;
  tags?: string[];
  theme?: string | null;
};
export type AssignRecipePackDto = {
  clientId: string;
  /** Default: none (the client starts when they like). */
  startDate?: string | null;
};
export type ReviewSettingsResponseDto = {
  autoFeedbackEnabled: boolean;
  businessAddress: string | null;
  businessName: string | null;
  businessPhone: string | null;
  businessWebsite: string | null;
  facebookPageUrl: string | null;
  feedbackDelayHours: number;
  googleMyBusinessUrl: string | null;
  reviewCollectionEnabled: boolean;
  yelpBusinessUrl: string | null;
};
export type ReviewSettingsDto = {
  /** Ask every participant of a completed session for feedback, `feedbackDelayHours` after it was marked completed. */
  autoFeedbackEnabled: boolean;
  businessAddress?: string | null;
  businessName?: string | null;
  businessPhone?: string | null;
  businessWebsite?: string | null;
  facebookPageUrl?: string | null;
  /** Hours between completing a session and asking for feedback (0–72). */
  feedbackDelayHours: number;
  /** Where clients who rate a session 4 or 5 stars can review the business on Google. */
  googleMyBusinessUrl?: string | null;
  /** Ask clients who rate a session 4 or 5 stars for a public review. */
  reviewCollectionEnabled: boolean;
  yelpBusinessUrl?: string | null;
};
export type SetupWizardTaskId =
  | 'payments-provider'
  | 'calendar-sync'
  | 'video-meetings'
  | 'create-package'
  | 'set-pricing'
  | 'create-template'
  | 'add-exercises'
  | 'meal-plan'
  | 'macro-goals'
  | 'working-hours'
  | 'meeting-types'
  | 'booking-link'
  | 'create-profile'
  | 'assign-package'
  | 'welcome-message'
  | 'invite-staff'
  | 'set-permissions';
export type SetupWizardTaskStatusDto = {
  completed: boolean;
  key: SetupWizardTaskId;
};
export type SetupWizardTasksResponseDto = {
  completed: number;
  tasks: SetupWizardTaskStatusDto[];
  total: number;
};
export type StaffPermission =
  | 'view_clients'
  | 'manage_workouts'
  | 'schedule_sessions'
  | 'send_messages'
  | 'business_management'
  | 'client_management'
  | 'payment_management'
  | 'coupon_management'
  | 'staff_management'
  | 'analytics'
  | 'support_tickets';
export type StaffRecordDto = {
  departments: StaffDepartment[];
  /** The entry's id (DELETE /api/staff/{id}). */
  id: string;
  /** When a pending invitation's link stops working; null once accepted. */
  inviteExpiresAt: string | null;
  isActive: boolean;
  /** Missing until the invitation is accepted (shown as Pending). */
  joinedAt: string | null;
  permissions: StaffPermission[];
  role: StaffRole | null;
};
export type StaffUserDto = {
  email: string;
  firstName: string;
  id: string | null;
  lastName: string;
  /** The member signs in with a second factor (false for a pending invitation). */
  twoFactorEnabled: boolean;
};
export type StaffEntryResponseDto = {
  staff: StaffRecordDto;
  user: StaffUserDto;
};
export type StaffInvitationPreviewResponseDto = {
  businessName: string;
  /** The invited address; the sign-up form uses it. */
  email: string;
  expiresAt: string;
  permissions: StaffPermission[];
  role: StaffRole | null;
};
export type StaffInvitationAcceptedResponseDto = {
  businessName: string;
  permissions: StaffPermission[];
};
export type InviteStaffDto = {
  departments?: StaffDepartment[];
  /** Where the invitation goes. */
  email: string;
  /** What the staff member may do in the business. */
  permissions?: StaffPermission[];
  role?: StaffRole | null;
};
export type OwnStaffMembershipResponseDto = {
  /** How many clients the owner assigned to them: with any, they reach only those; with none, every client of the business. */
  assignedClients: number;
  businessName: string;
  departments: StaffDepartment[];
  joinedAt: string | null;
  /** What the owner granted. */
  permissions: StaffPermission[];
  role: StaffRole | null;
};
export type StaffSummaryResponseDto = {
  /** Of them, role admin. */
  administrators: number;
  /** Of them, role support. */
  support: number;
  /** Active members and pending invitations. */
  total: number;
};
export type StaffTwoFactorPolicyResponseDto = {
  requireStaffTwoFactor: boolean;
};
export type StaffTwoFactorPolicyDto = {
  /** Staff reach the business only once they have set up two-factor sign-in. */
  requireStaffTwoFactor: boolean;
};
export type StaffClientResponseDto = {
  assignedAt: string;
  /** The client's id. */
  clientId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
};
export type AssignStaffClientDto = {
  /** What the staff member does for this client. */
  role?: string | null;
};
export type UpdateStaffPermissionsDto = {
  permissions: StaffPermission[];
};
export type AccountLinkResponseDto = {
  /** Where the browser goes to finish onboarding. */
  url: string;
};
export type CreateAccountResponseDto = {
  /** The payment provider's id of the connected account. */
  accountId: string;
};
export type SupportTicketResponseDto = {
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
export type SupportTicketDetailResponseDto = {
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
export type CreateSupportTicketDto = {
  category: SupportCategory;
  message: string;
  subject: string;
};
export type ChangePasswordDto = {
  /** Must equal newPassword. */
  confirmPassword: string;
  currentPassword: string;
  /** At least 6 characters. */
  newPassword: string;
};
export type UpdateProfileDto = {
  /** Ignored for client users. */
  businessName?: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** IANA time zone of the business's days (when a scheduled workout counts as missed); cannot be emptied. */
  timeZone?: string;
  /** The units the user reads their figures in; unchanged when left out. */
  units?: UnitSystem;
};
export type VideoPlatformIntegrationResponseDto = {
  createdAt: string;
  id: string;
  isActive: boolean;
  /** zoom, teams or google_meet. */
  platform: string;
  tokenExpiresAt: string | null;
  webhookUrl: string | null;
};
export type WebhookEventType =
  | 'client_signup'
  | 'client_deleted'
  | 'client_onboarding_completed'
  | 'lead_synced'
  | 'form_submitted'
  | 'workout_assigned'
  | 'workout_completed'
  | 'missed_workout'
  | 'goal_achieved'
  | 'measurement_logged'
  | 'progress_photo_uploaded'
  | 'appointment_booked'
  | 'meeting_rescheduled'
  | 'meeting_completed'
  | 'meeting_cancelled'
  | 'meeting_no_show'
  | 'session_feedback_submitted'
  | 'payment_received'
  | 'payment_failed'
  | 'client_payment_refunded'
  | 'package_assigned'
  | 'package_subscription_ended'
  | 'subscription_ending';
export type WebhookSubscriptionResponseDto = {
  createdAt: string;
  eventTypes: WebhookEventType[];
  id: string;
  isActive: boolean;
  updatedAt: string;
  url: string;
};
export type WebhookSubscriptionWithSecretDto = {
  createdAt: string;
  eventTypes: WebhookEventType[];
  id: string;
  isActive: boolean;
  /** Signs every delivery (HMAC-SHA256 of "<timestamp>.<raw body>"): shown this once, keep it in the receiver. */
  secret: string;
  updatedAt: string;
  url: string;
};
export type CreateWebhookSubscriptionDto = {
  /** The events sent to it (at least one). */
  eventTypes: WebhookEventType[];
  isActive?: boolean;
  /** An https:// address (http://localhost or 127.0.0.1 outside production). */
  url: string;
};
export type UpdateWebhookSubscriptionDto = {
  /** The events sent to it (at least one). */
  eventTypes?: WebhookEventType[];
  isActive?: boolean;
  /** An https:// address (http://localhost or 127.0.0.1 outside production). */
  url?: string;
};
export type WebhookDeliveryStatus = 'pending' | 'sending' | 'succeeded' | 'failed';
export type WebhookDeliveryResponseDto = {
  attempts: number;
  /** The JSON body sent. */
  body: {
    [key: string]: any;
  };
  createdAt: string;
  deliveredAt: string | null;
  durationMs: number | null;
  errorMessage: string | null;
  /** The event's id (sent as X-CoachCore-Event-Id; a replay has its original's). */
  eventId: string;
  eventType: WebhookEventType;
  id: string;
  lastAttemptAt: string | null;
  /** The delivery this one replays. */
  replayOf: string | null;
  /** The start of its answer (at most 1000 characters). */
  responseBody: string | null;
  /** The endpoint's HTTP status (null when it did not answer). */
  responseStatus: number | null;
  /** pending (waiting for its first attempt or a retry), sending, succeeded or failed (its attempts ran out). */
  status: WebhookDeliveryStatus;
  subscriptionId: string;
};
export type WebhookReceiptDto = {
  /** A repeat of an event already recorded: nothing new was done. */
  duplicate: boolean;
  received: boolean;
};
export type WorkoutExerciseInputDto = {
  /** An exercise of the shipped library or of the business. */
  exerciseId: string;
  notes?: string | null;
  /** Position in the workout (0 first); the list's order is kept when omitted. */
  orderIndex?: number | null;
  /** A count ("12"), a range ("8-12") or seconds ("30s"). */
  reps?: string | null;
  /** Seconds of rest after the exercise. */
  restTime?: number | null;
  sets?: number | null;
  /** Exercises sharing a number form a superset; they must be next to each other. */
  supersetGroup?: number | null;
  tempo?: string | null;
  /** lbs. */
  weight?: number | null;
};
export type CreateWorkoutDto = {
  category?: ExerciseCategory | null;
  description?: string | null;
  difficulty?: Difficulty | null;
  /** Minutes. */
  duration?: number | null;
  /** The exercises in order. */
  exercises?: WorkoutExerciseInputDto[];
  isTemplate?: boolean;
  name: string;
};
export type UpdateWorkoutDto = {
  category?: ExerciseCategory | null;
  description?: string | null;
  difficulty?: Difficulty | null;
  /** Minutes. */
  duration?: number | null;
  /** The exercises in order. */
  exercises?: WorkoutExerciseInputDto[];
  isTemplate?: boolean;
  name?: string;
};
export type AssignWorkoutResponseDto = {
  /** The client workouts created. */
  clientWorkouts: ClientWorkoutResponseDto[];
  /** Client workouts created. */
  created: number;
  /** Client-and-date pairs that already had this workout (left as they were). */
  skipped: number;
};
export type AssignWorkoutDto = {
  /** Clients of the caller's business. */
  clientIds: string[];
  /** ISO dates (YYYY-MM-DD). */
  dates: string[];
};
export type LeadDecWebhookReceiptDto = {
  clientId: string | null;
  outcome: LeadDecDeliveryOutcome;
  received: boolean;
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
  useAdminCouponsListQuery,
  useAdminCouponsCreateMutation,
  useAdminCouponsRemoveMutation,
  useAdminCouponsUpdateMutation,
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
  useAnalyticsAdherenceQuery,
  useAnalyticsAutomationsQuery,
  useAnalyticsClientsQuery,
  useAnalyticsCsvQuery,
  useAnalyticsMessagesQuery,
  useAnalyticsRevenueQuery,
  useAnalyticsRevenueByPackageQuery,
  useAnalyticsSessionsQuery,
  useAuthLoginMutation,
  useAuthLoginSecondStepMutation,
  useAuthLogoutMutation,
  useAuthMeQuery,
  useAuthRegisterMutation,
  useTwoFactorStatusQuery,
  useTwoFactorDisableMutation,
  useTwoFactorEnableMutation,
  useTwoFactorRecoveryCodesMutation,
  useTwoFactorSetupMutation,
  useAutomationsListQuery,
  useAutomationsCreateMutation,
  useAutomationsStatsQuery,
  useAutomationsFromTemplateMutation,
  useAutomationsRemoveMutation,
  useAutomationsGetQuery,
  useAutomationsUpdateMutation,
  useAutomationsRunsQuery,
  useAvailabilityListQuery,
  useAvailabilityReplaceMutation,
  useAvailabilitySettingsQuery,
  useAvailabilitySaveSettingsMutation,
  useCalendarFeedRevokeMutation,
  useCalendarFeedStatusQuery,
  useCalendarFeedRotateMutation,
  usePublicCalendarFeedFeedQuery,
  useCalendarIntegrationsCalendarIntegrationsQuery,
  useClientCouponsListQuery,
  useClientCouponsCreateMutation,
  useClientCouponsValidateMutation,
  useClientCouponsRemoveMutation,
  useClientCouponsSetActiveMutation,
  useHabitsEndMutation,
  useMealPlansUnassignMutation,
  useClientPaymentsListQuery,
  useClientPaymentsRefundMutation,
  useClientPortalAccountDeletionRequestMutation,
  useClientPortalAccountDeletionConfirmMutation,
  useClientPortalAppointmentsBookMutation,
  useClientPortalAppointmentsSlotsQuery,
  useClientPortalAppointmentsRescheduleMutation,
  useClientPortalAppointmentsCancelMutation,
  useClientPortalCalendarFeedRevokeMutation,
  useClientPortalCalendarFeedStatusQuery,
  useClientPortalCalendarFeedRotateMutation,
  useClientCommunitiesListQuery,
  useClientPortalDataExportsListQuery,
  useClientPortalDataExportsRequestMutation,
  useClientPortalDataExportsGetQuery,
  useClientPortalDataExportsDownloadQuery,
  useClientFoodLogDayQuery,
  useClientFoodLogAddMutation,
  useClientFoodLogLogPlannedMealMutation,
  useClientFoodLogUnlogPlannedMealMutation,
  useClientFoodLogRemoveMutation,
  useClientFoodLogFrequentQuery,
  useClientFoodLogRecentQuery,
  useClientPortalFormsListQuery,
  useClientPortalFormsGetQuery,
  useClientPortalFormsUploadMutation,
  useClientPortalFormsSubmitMutation,
  useClientPortalGoalsListQuery,
  useClientPortalGoalsUpdateProgressMutation,
  useClientPortalMeetingsGroupSessionsQuery,
  useClientPortalPaymentsPayForSessionMutation,
  useClientPortalHabitsListQuery,
  useClientPortalHabitsLogMutation,
  useClientPortalHabitsSetReminderMutation,
  useClientLinkGetQuery,
  useClientFoodLogMealPlanQuery,
  useClientPortalMeasurementsListQuery,
  useClientPortalMeasurementsAddMutation,
  useClientPortalMeetingsMeetingsQuery,
  useClientPortalFeedbackGetQuery,
  useClientPortalFeedbackSubmitMutation,
  useClientPortalFeedbackReviewMutation,
  useClientPortalPushPreferencesQuery,
  useClientPortalPushUpdatePreferencesMutation,
  useClientPortalOnboardingGetQuery,
  useClientPortalOnboardingCompleteMutation,
  useClientPortalOnboardingSaveStepMutation,
  useClientPortalOnboardingUploadMutation,
  useClientPortalPaymentsPackagesQuery,
  useClientPortalPaymentsPurchaseMutation,
  useClientPortalPaymentsReceiptsQuery,
  useClientPortalProgressListQuery,
  useClientPortalProgressUploadMutation,
  useClientPortalPushPublicKeyQuery,
  useClientPortalPushUnsubscribeMutation,
  useClientPortalPushSubscribeMutation,
  useRecipePacksOwnQuery,
  useRecipePacksUpdateOwnMutation,
  useClientPortalFeedbackListQuery,
  useShoppingListsSetPurchasedMutation,
  useShoppingListsOwnQuery,
  useClientPortalSubscriptionsActiveQuery,
  useClientPortalPaymentsCancelAtPeriodEndMutation,
  useClientPortalPaymentsResumeMutation,
  useClientPortalWorkoutsPlanQuery,
  useClientPortalWorkoutsWeekQuery,
  useClientPortalWorkoutsLogMutation,
  useClientsListQuery,
  useClientsCreateMutation,
  useClientsExportQuery,
  useClientsImportMutation,
  useClientsRemoveMutation,
  useClientsGetQuery,
  useClientsUpdateMutation,
  useClientsDeactivateMutation,
  useFoodPreferencesListQuery,
  useFoodPreferencesCreateMutation,
  useGoalsListForClientQuery,
  useHabitsListForClientQuery,
  useClientHealthGetHealthProfileQuery,
  useClientHealthSaveHealthProfileMutation,
  useClientInvitationsInviteMutation,
  useClientNutritionListGoalsQuery,
  useClientNutritionCreateGoalMutation,
  useMealPlansAssignmentsQuery,
  useClientHealthListMeasurementsQuery,
  useClientHealthAddMeasurementMutation,
  useClientNutritionForClientQuery,
  useClientOnboardingAnswersAnswersQuery,
  useClientOnboardingAnswersFileQuery,
  useClientProgressPhotosListQuery,
  useClientProgressPhotosUploadMutation,
  useClientsReactivateMutation,
  useRecipePacksForClientQuery,
  useShoppingListsListForClientQuery,
  useShoppingListsGenerateMutation,
  useClientSubscriptionsListQuery,
  useClientSubscriptionsAssignMutation,
  useClientPackageRenewalsCancelMutation,
  useClientSubscriptionsEndMutation,
  useClientPackageRenewalsResumeMutation,
  useClientHealthListWellnessQuery,
  useClientHealthAddWellnessMutation,
  useClientWorkoutsProgressQuery,
  useClientWorkoutsListQuery,
  usePackagesListQuery,
  usePackagesCreateMutation,
  usePackagesRemoveMutation,
  usePackagesGetQuery,
  usePackagesUpdateMutation,
  usePackagesDeactivateMutation,
  usePackagesReactivateMutation,
  useCommunitiesListQuery,
  useCommunitiesCreateMutation,
  useCommunitiesRemoveMutation,
  useCommunitiesGetQuery,
  useCommunitiesUpdateMutation,
  useCommunitiesJoinMutation,
  useCommunitiesMembersQuery,
  useCommunitiesAddMemberMutation,
  useCommunitiesRemoveMemberMutation,
  useCommunityPostsListQuery,
  useCommunityPostsCreateMutation,
  useCommunityPostsUnreactMutation,
  useCommunityPostsReactMutation,
  useDashboardActivityQuery,
  useDashboardMessagesQuery,
  useDashboardNutritionQuery,
  useDashboardStatsQuery,
  useExercisesListQuery,
  useExercisesCreateMutation,
  useExercisesCategoriesQuery,
  useExercisesRemoveMutation,
  useExercisesGetQuery,
  useExercisesUpdateMutation,
  useExercisesImageQuery,
  useExercisesUploadImageMutation,
  useFeatureFlagsStatesQuery,
  useFoodPreferencesRemoveMutation,
  useFoodsSearchQuery,
  useFoodsCreateMutation,
  useFoodsByBarcodeQuery,
  useFoodsGetQuery,
  useFormSubmissionsGetQuery,
  useFormSubmissionsFileQuery,
  useFormSubmissionsPdfQuery,
  useFormSubmissionsReviewMutation,
  useFormSubmissionsVerifyQuery,
  useFormsListQuery,
  useFormsCreateMutation,
  useFormsStatsQuery,
  useFormsTemplatesQuery,
  useFormsRemoveMutation,
  useFormsGetQuery,
  useFormsPatchMutation,
  useFormsUpdateMutation,
  useFormsAssignMutation,
  useFormsRecipientsQuery,
  useFormsSubmissionsQuery,
  usePlatformSubscriptionGetOrCreateMutation,
  useGoalsCreateMutation,
  useGoalsRemoveMutation,
  useGoalsUpdateMutation,
  useHabitsListQuery,
  useHabitsCreateMutation,
  useHabitsRemoveMutation,
  useHabitsUpdateMutation,
  useHabitsAssignMutation,
  useHealthCheckQuery,
  useHealthLiveQuery,
  useHealthReadyQuery,
  useHelpListQuery,
  useHelpReadQuery,
  useHelpCategoriesQuery,
  useHelpPopularQuery,
  useIntegrationsGetQuery,
  useIntegrationsSaveMutation,
  useIntegrationsDeliveriesQuery,
  useIntegrationsRotateMutation,
  useIntegrationsTestMutation,
  useInvitationsPreviewQuery,
  useInvitationsAcceptMutation,
  useMealPlansListQuery,
  useMealPlansCreateMutation,
  useMealPlansFeaturedQuery,
  useMealPlansRemoveMutation,
  useMealPlansGetQuery,
  useMealPlansUpdateMutation,
  useMealPlansAssignMutation,
  useMealPlansDuplicateMutation,
  useMealsListQuery,
  useMealsCreateMutation,
  useMealsCategoriesQuery,
  useMealsRemoveMutation,
  useMealsGetQuery,
  useMealsUpdateMutation,
  useMealsImageQuery,
  useMealsUploadImageMutation,
  useMeetingsListQuery,
  useMeetingsCreateMutation,
  useMeetingsStatsQuery,
  useMeetingsGetQuery,
  useMeetingsUpdateMutation,
  useMeetingsCancelMutation,
  useMeetingParticipantsListQuery,
  useMeetingParticipantsAddMutation,
  useMeetingParticipantsRemoveMutation,
  useMessagesListQuery,
  useMessagesSendMutation,
  useMessagesSendAttachmentMutation,
  useMessagesConversationsQuery,
  useMessagesUnreadCountQuery,
  useMessagesRemoveMutation,
  useMessagesEditMutation,
  useMessagesAttachmentQuery,
  useClientNutritionOverviewQuery,
  useClientNutritionStatsQuery,
  useOnboardingListQuery,
  useOnboardingCreateMutation,
  useOnboardingGetQuery,
  useOnboardingUpdateMutation,
  useOnboardingTemplatesQuery,
  usePlatformSubscriptionConfigQuery,
  useStripeConnectCompleteOnboardingMutation,
  useSimulatedPaymentsAuthenticateMutation,
  useSimulatedPaymentsConfirmMutation,
  useSimulatedPaymentsRenewMutation,
  usePlatformCouponsListQuery,
  usePlatformCouponsCreateMutation,
  usePlatformCouponsValidateMutation,
  usePlatformStaffInvitationsPreviewQuery,
  usePlatformStaffInvitationsSignUpMutation,
  usePlatformSubscriptionCancelMutation,
  usePlatformSubscriptionChangePlanMutation,
  usePlatformSubscriptionCreateMutation,
  usePlatformSubscriptionUpdatePaymentMethodMutation,
  usePlatformSubscriptionSetupPaymentMethodMutation,
  usePlatformSubscriptionQuotePlanChangeQuery,
  usePlatformSubscriptionResumeMutation,
  usePlatformSubscriptionStatusQuery,
  usePlatformCouponsCheckMutation,
  useProgressPhotosRemoveMutation,
  useProgressPhotosImageQuery,
  useRecipePacksListQuery,
  useRecipePacksCreateMutation,
  useRecipePacksRemoveMutation,
  useRecipePacksGetQuery,
  useRecipePacksUpdateMutation,
  useRecipePacksAssignMutation,
  useReviewSettingsGetQuery,
  useReviewSettingsUpdateMutation,
  useSetupWizardTasksQuery,
  useShoppingListsRemoveMutation,
  useStaffListQuery,
  useStaffInvitationsPreviewQuery,
  useStaffInvitationsAcceptMutation,
  useStaffInvitationsSignUpMutation,
  useStaffInviteMutation,
  useOwnStaffGetQuery,
  useStaffSummaryQuery,
  useStaffTwoFactorPolicyGetQuery,
  useStaffTwoFactorPolicySetMutation,
  useStaffRemoveMutation,
  useStaffAssignedClientsQuery,
  useStaffUnassignClientMutation,
  useStaffAssignClientMutation,
  useStaffUpdatePermissionsMutation,
  useStaffResetTwoFactorMutation,
  useStripeConnectLinkMutation,
  useStripeConnectStatusQuery,
  useStripeConnectCreateMutation,
  useSupportListQuery,
  useSupportOpenMutation,
  useSupportGetQuery,
  useSupportReplyMutation,
  useUsersCompleteOnboardingMutation,
  useUsersChangePasswordMutation,
  useUsersUpdateProfileMutation,
  useCalendarIntegrationsVideoPlatformIntegrationsQuery,
  useWebhooksListQuery,
  useWebhooksCreateMutation,
  useWebhooksRemoveMutation,
  useWebhooksUpdateMutation,
  useWebhooksDeliveriesQuery,
  useWebhooksReplayMutation,
  useWebhooksRotateMutation,
  useWebhooksReceiveMutation,
  useWorkoutsListQuery,
  useWorkoutsCreateMutation,
  useWorkoutsRemoveMutation,
  useWorkoutsGetQuery,
  useWorkoutsUpdateMutation,
  useWorkoutsAssignMutation,
  useWorkoutsDuplicateMutation,
  useLeadWebhooksReceiveMutation,
} = injectedRtkApi;
