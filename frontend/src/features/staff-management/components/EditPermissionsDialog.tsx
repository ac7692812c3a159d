import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { STAFF_MESSAGES, type StaffPermission } from '@coachcore/domain';
import type { StaffEntryResponseDto } from '@coachcore/api-client/staff';
import { FormCheckboxGroup, FormDialog } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useStaffUpdatePermissionsMutation } from '../api';
import { PERMISSION_OPTIONS } from './InviteStaffDialog';

interface PermissionsValues {
  permissions: StaffPermission[];
}

/** The owner's later change of what a staff member may do: takes effect at the member's next request. */
export function EditPermissionsDialog({ entry, onClose }: { entry: StaffEntryResponseDto | null; onClose: () => void }) {
  const [update, { isLoading }] = useStaffUpdatePermissionsMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset } = useForm<PermissionsValues>({ defaultValues: { permissions: [] } });

  useEffect(() => {
    if (entry) reset({ permissions: entry.staff.permissions });
  }, [entry, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!entry) return;
    const outcome = await runWithToasts(update({ id: entry.staff.id, updateStaffPermissionsDto: { permissions: values.permissions } }).unwrap(), {
      success: { title: 'Success', description: STAFF_MESSAGES.permissionsUpdated },
      failure: { fallback: 'Failed to update permissions' },
    });
    if (outcome.ok) onClose();
  });

  const who = entry ? `${entry.user.firstName} ${entry.user.lastName}`.trim() || entry.user.email : '';
  return (
    <FormDialog
      open={!!entry}
      onClose={onClose}
      title={`Edit Permissions${who ? ` — ${who}` : ''}`}
      titleId="edit-permissions-title"
      onSubmit={onSubmit}
      pending={isLoading}
      pendingLabel="Saving..."
      submitLabel="Save Permissions"
      maxWidth="md"
    >
      <FormCheckboxGroup control={control} name="permissions" label="Permissions" options={PERMISSION_OPTIONS} />
    </FormDialog>
  );
}
