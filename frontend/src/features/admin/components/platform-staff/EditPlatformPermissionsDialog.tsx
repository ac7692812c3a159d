import { useMemo } from 'react';
import { PLATFORM_STAFF_MESSAGES } from '@coachcore/domain';
import type { PlatformStaffEntryResponseDto } from '@coachcore/api-client/admin';
import { PermissionsDialog } from '../../../../components/staff/PermissionsDialog';
import { usePlatformStaffUpdatePermissionsMutation } from '../../api';
import { PLATFORM_PERMISSION_OPTIONS } from '../../platform-staff-form';

/** A later change of what a team member may do in the admin area: applies at their next request, and is audited. */
export function EditPlatformPermissionsDialog({ entry, onClose }: { entry: PlatformStaffEntryResponseDto | null; onClose: () => void }) {
  const [update, { isLoading }] = usePlatformStaffUpdatePermissionsMutation();
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
      options={PLATFORM_PERMISSION_OPTIONS}
      save={(id, permissions) => update({ id, updatePlatformStaffPermissionsDto: { permissions } }).unwrap()}
      pending={isLoading}
      successText={PLATFORM_STAFF_MESSAGES.permissionsUpdated}
      titleId="edit-platform-permissions-title"
      onClose={onClose}
    />
  );
}
