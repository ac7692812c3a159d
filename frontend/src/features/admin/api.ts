import { generatedAdminApi } from '@coachcore/api-client/admin';
import { generatedPlatformStaffInvitationsApi } from '@coachcore/api-client/platform-staff-invitations';
import { LIST, paged } from '../../lib/api';

/**
 * Cache tags of the admin area: each write refetches what it changes (the business or account row, the overview's
 * figures, the audit trail). Rows are tagged by id; lists by LIST.
 */
export const adminApi = paged(generatedAdminApi).enhanceEndpoints({
  addTagTypes: ['adminBusinesses', 'adminClients', 'adminUsers', 'adminAudit', 'adminAnalytics', 'adminTickets', 'adminFlags', 'feature-flags', 'adminTeam'],
  endpoints: {
    // The platform team: a removal disables the member's account (the user list shows it), changes are audited.
    platformStaffList: { providesTags: [{ type: 'adminTeam', id: LIST }] },
    platformStaffInvite: { invalidatesTags: [{ type: 'adminTeam', id: LIST }] },
    platformStaffUpdatePermissions: { invalidatesTags: [{ type: 'adminTeam', id: LIST }, 'adminAudit'] },
    platformStaffRemove: { invalidatesTags: [{ type: 'adminTeam', id: LIST }, { type: 'adminUsers', id: LIST }, 'adminAudit'] },
    adminAreaAnalytics: { providesTags: ['adminAnalytics'] },
    adminAreaBusinesses: {
      providesTags: (page) => [{ type: 'adminBusinesses', id: LIST }, ...(page?.items ?? []).map((row) => ({ type: 'adminBusinesses' as const, id: row.id }))],
    },
    adminAreaSuspend: { invalidatesTags: [{ type: 'adminBusinesses', id: LIST }, 'adminAnalytics', 'adminAudit'] },
    adminAreaReactivate: { invalidatesTags: [{ type: 'adminBusinesses', id: LIST }, 'adminAnalytics', 'adminAudit'] },
    adminAreaClients: { providesTags: [{ type: 'adminClients', id: LIST }] },
    adminAreaDeleteClient: { invalidatesTags: [{ type: 'adminClients', id: LIST }, 'adminAnalytics', 'adminAudit'] },
    adminAreaUsers: { providesTags: [{ type: 'adminUsers', id: LIST }] },
    adminAreaDisable: { invalidatesTags: [{ type: 'adminUsers', id: LIST }, 'adminAudit'] },
    adminAreaEnable: { invalidatesTags: [{ type: 'adminUsers', id: LIST }, 'adminAudit'] },
    adminAreaSignOut: { invalidatesTags: ['adminAudit'] },
    adminAreaResetTwoFactor: { invalidatesTags: [{ type: 'adminUsers', id: LIST }, 'adminAudit'] },
    adminAreaAuditLog: { providesTags: ['adminAudit'] },
    // Live figures: refetched while the System section is open (polling), never served from an old cache entry.
    adminAreaSystemStatus: { keepUnusedDataFor: 0 },
    adminFeatureFlagsList: { providesTags: ['adminFlags'] },
    // The app's own reading of the flags (the menus) follows an admin's change at once.
    adminFeatureFlagsSet: { invalidatesTags: ['adminFlags', 'feature-flags', 'adminAudit'] },
    adminSupportList: { providesTags: [{ type: 'adminTickets', id: LIST }] },
    adminSupportCounts: { providesTags: [{ type: 'adminTickets', id: 'COUNTS' }] },
    adminSupportGet: { providesTags: (_ticket, _error, { id }) => [{ type: 'adminTickets', id }] },
    adminSupportAnswer: {
      invalidatesTags: (_ticket, _error, { id }) => [
        { type: 'adminTickets', id: LIST },
        { type: 'adminTickets', id: 'COUNTS' },
        { type: 'adminTickets', id },
      ],
    },
    adminSupportAssign: {
      invalidatesTags: (_ticket, _error, { id }) => [
        { type: 'adminTickets', id: LIST },
        { type: 'adminTickets', id: 'COUNTS' },
        { type: 'adminTickets', id },
        'adminAudit',
      ],
    },
    adminSupportClose: {
      invalidatesTags: (_ticket, _error, { id }) => [
        { type: 'adminTickets', id: LIST },
        { type: 'adminTickets', id: 'COUNTS' },
        { type: 'adminTickets', id },
        'adminAudit',
      ],
    },
  },
});

export const {
  usePlatformStaffAccessQuery,
  usePlatformStaffListQuery,
  usePlatformStaffInviteMutation,
  usePlatformStaffUpdatePermissionsMutation,
  usePlatformStaffRemoveMutation,
  useAdminProfileUpdateMutation,
  useAdminAreaAnalyticsQuery,
  useAdminAreaBusinessesQuery,
  useAdminAreaSuspendMutation,
  useAdminAreaReactivateMutation,
  useAdminAreaClientsQuery,
  useAdminAreaDeleteClientMutation,
  useAdminAreaUsersQuery,
  useAdminAreaDisableMutation,
  useAdminAreaEnableMutation,
  useAdminAreaSignOutMutation,
  useAdminAreaResetTwoFactorMutation,
  useAdminAreaAuditLogQuery,
  useAdminAreaSystemStatusQuery,
  useAdminSupportListQuery,
  useAdminFeatureFlagsListQuery,
  useAdminFeatureFlagsSetMutation,
  useAdminSupportCountsQuery,
  useAdminSupportGetQuery,
  useAdminSupportAnswerMutation,
  useAdminSupportAssignMutation,
  useAdminSupportCloseMutation,
} = adminApi;

/** The platform team invitation page's calls (public: the code is the key). */
export const { usePlatformStaffInvitationsPreviewQuery, usePlatformStaffInvitationsSignUpMutation } = paged(generatedPlatformStaffInvitationsApi);
