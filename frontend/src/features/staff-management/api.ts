import { api, LIST } from '../../lib/api';

const SUMMARY = 'SUMMARY';

/**
 * Cache tags of Staff Management: the directory provides each entry's id; an invitation or a removal refetches the
 * directory and the three cards; a permission change refetches the entry.
 */
export const staffManagementApi = api.enhanceEndpoints<'staff'>({
  addTagTypes: ['staff'],
  endpoints: {
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
  },
});

export const { useStaffListQuery, useStaffSummaryQuery, useStaffInviteMutation, useStaffRemoveMutation, useStaffUpdatePermissionsMutation } =
  staffManagementApi;
