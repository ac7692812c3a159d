import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { STAFF_DEPARTMENTS, STAFF_MESSAGES, STAFF_PERMISSIONS, STAFF_PERMISSION_LABELS, STAFF_ROLES, STAFF_ROLE_LABELS } from '@coachcore/domain';
import { FormCheckboxGroup, FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useStaffInviteMutation } from '../api';
import { EMPTY_INVITE, inviteStaffResolver, toInviteBody, type InviteStaffValues } from '../staff-form';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const PERMISSION_OPTIONS = STAFF_PERMISSIONS.map((permission) => ({ value: permission, label: STAFF_PERMISSION_LABELS[permission] }));

/** Invite Staff (document 3 sections 2.7 and 5): e-mail required; role a choice; permissions and departments multi-selects. */
export function InviteStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [invite, { isLoading }] = useStaffInviteMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<InviteStaffValues>({ resolver: inviteStaffResolver, defaultValues: EMPTY_INVITE });

  useEffect(() => {
    if (open) reset(EMPTY_INVITE);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(invite({ inviteStaffDto: toInviteBody(values) }).unwrap(), {
      success: { title: 'Success', description: STAFF_MESSAGES.invited },
      // The spec shows the server's message with no fallback text of its own.
      failure: { fallback: 'Failed to send staff invitation' },
    });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Invite Staff"
      titleId="invite-staff-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={isLoading}
      pendingLabel="Sending..."
      submitLabel="Send Invitation"
      maxWidth="md"
    >
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" required autoFocus />
      <FormSelectField
        control={control}
        name="role"
        label="Role"
        emptyOption="No role"
        options={STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))}
      />
      <FormCheckboxGroup control={control} name="permissions" label="Permissions" options={PERMISSION_OPTIONS} />
      <FormCheckboxGroup
        control={control}
        name="departments"
        label="Departments"
        options={STAFF_DEPARTMENTS.map((department) => ({ value: department, label: capitalise(department) }))}
      />
    </FormDialog>
  );
}
