import { useMemo } from 'react';
import { STAFF_MESSAGES } from '@coachcore/domain';
import type { StaffEntryResponseDto } from '@coachcore/api-client/staff';
import { PermissionsDialog } from '../../../components/staff/PermissionsDialog';
import { useStaffUpdatePermissionsMutation } from '../api';
import { PERMISSION_OPTIONS } from './InviteStaffDialog';

/** The owner's later change of what a staff member may do: takes effect at the member's next request. */
export function EditPermissionsDialog({ entry, onClose }: { entry: StaffEntryResponseDto | null; onClose: () => void }) {
  const [update, { isLoading }] = useStaffUpdatePermissionsMutation();
  // One holder per entry opened: the dialog resets its form when the holder changes.
  const holder = useMemo(
    () =>
      entry && {
        id: entry.staff.id,
        name: `${entry.user.firstName} ${entry.user.lastName}`.trim() || entry.user.email,
        permissions: entry.staff.permissions,
      },
    [entry],
  );
  return (
    <PermissionsDialog
      holder={holder}
      options={PERMISSION_OPTIONS}
      save={(id, permissions) => update({ id, updateStaffPermissionsDto: { permissions } }).unwrap()}
      pending={isLoading}
      successText={STAFF_MESSAGES.permissionsUpdated}
      titleId="edit-permissions-title"
      onClose={onClose}
    />
  );
}
