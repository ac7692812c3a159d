import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import useMediaQuery from '@mui/material/useMediaQuery';
import Alert from '@mui/material/Alert';
import { useTheme } from '@mui/material/styles';
import { PLATFORM_ADMIN_ROLE, PLATFORM_STAFF_MESSAGES } from '@coachcore/domain';
import { FormCheckboxGroup, FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../../components/form';
import { useMutationToasts } from '../../../../hooks/useMutationToasts';
import { usePlatformStaffInviteMutation } from '../../api';
import {
  DEPARTMENT_OPTIONS,
  EMPTY_PLATFORM_INVITE,
  invitePlatformStaffResolver,
  PLATFORM_PERMISSION_OPTIONS,
  PLATFORM_ROLE_OPTIONS,
  toPlatformInviteBody,
  type InvitePlatformStaffValues,
} from '../../platform-staff-form';

/** Invites someone to the platform team: their admin access follows the permissions chosen here (a Platform Admin holds all). */
export function InvitePlatformStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [invite, { isLoading }] = usePlatformStaffInviteMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<InvitePlatformStaffValues>({
    resolver: invitePlatformStaffResolver,
    defaultValues: EMPTY_PLATFORM_INVITE,
  });
  const role = useWatch({ control, name: 'role' });

  useEffect(() => {
    if (open) reset(EMPTY_PLATFORM_INVITE);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(invite({ invitePlatformStaffDto: toPlatformInviteBody(values) }).unwrap(), {
      success: { title: 'Success', description: PLATFORM_STAFF_MESSAGES.invited },
      failure: { fallback: 'Failed to send staff invitation' },
    });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Invite Platform Staff"
      titleId="invite-platform-staff-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={isLoading}
      pendingLabel="Sending..."
      submitLabel="Send Invitation"
      maxWidth="md"
    >
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" required autoFocus />
      <FormSelectField control={control} name="role" label="Role" emptyOption="No role" options={PLATFORM_ROLE_OPTIONS} />
      {role === PLATFORM_ADMIN_ROLE ? (
        <Alert severity="info">A Platform Admin holds every permission.</Alert>
      ) : (
        <FormCheckboxGroup control={control} name="permissions" label="Permissions" options={PLATFORM_PERMISSION_OPTIONS} />
      )}
      <FormCheckboxGroup control={control} name="departments" label="Departments" options={DEPARTMENT_OPTIONS} />
    </FormDialog>
  );
}
