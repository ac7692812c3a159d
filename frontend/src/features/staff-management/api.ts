import { generatedStaffApi } from '@coachcore/api-client/staff';
import { LIST, paged } from '../../lib/api';

const SUMMARY = 'SUMMARY';

/**
 * Cache tags of Staff Management: the directory provides each entry's id; an invitation or a removal refetches the
 * directory and the three cards; a permission change refetches the entry; an assignment refetches the member's
 * assigned clients; the staff two-factor rule is its own entry, and a reset refetches the member's entry.
 */
export const staffManagementApi = paged(generatedStaffApi).enhanceEndpoints({
  addTagTypes: ['staff-clients', 'staff-two-factor'],
  endpoints: {
    staffTwoFactorPolicyGet: { providesTags: ['staff-two-factor'] },
    staffTwoFactorPolicySet: { invalidatesTags: ['staff-two-factor'] },
    staffResetTwoFactor: { invalidatesTags: (_result, _error, { id }) => [{ type: 'staff', id }] },
    staffList: {
      providesTags: (page) => [{ type: 'staff', id: LIST }, ...(page?.items ?? []).map((entry) => ({ type: 'staff' as const, id: entry.staff.id }))],
    },
    staffSummary: { providesTags: [{ type: 'staff', id: SUMMARY }] },
    staffInvite: {
      invalidatesTags: [
        { type: 'staff', id: LIST },
        { type: 'staff', id: SUMMARY },
      ],
    },
    staffRemove: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'staff', id },
        { type: 'staff', id: LIST },
        { type: 'staff', id: SUMMARY },
      ],
    },
    staffUpdatePermissions: { invalidatesTags: (_result, _error, { id }) => [{ type: 'staff', id }] },
    staffAssignedClients: { providesTags: (_page, _error, { id }) => [{ type: 'staff-clients', id }] },
    staffAssignClient: { invalidatesTags: (_result, _error, { id }) => [{ type: 'staff-clients', id }] },
    staffUnassignClient: { invalidatesTags: (_result, _error, { id }) => [{ type: 'staff-clients', id }] },
  },
});

export const {
  useStaffListQuery,
  useStaffSummaryQuery,
  useStaffInviteMutation,
  useStaffRemoveMutation,
  useStaffUpdatePermissionsMutation,
  useStaffAssignedClientsQuery,
  useStaffAssignClientMutation,
  useStaffUnassignClientMutation,
  useStaffTwoFactorPolicyGetQuery,
  useStaffTwoFactorPolicySetMutation,
  useStaffResetTwoFactorMutation,
} = staffManagementApi;
