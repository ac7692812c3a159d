import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES, validateProfile } from '@coachcore/domain';
import { domainResolver, FormDialog, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { updateStoredUser, type StoredUser } from '../../../lib/session';
import { useAdminProfileUpdateMutation, useUsersUpdateProfileMutation } from '../profile-api';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  businessName: string;
  phone: string;
  /** The business's IANA time zone: its days decide when a client's scheduled workout counts as missed. */
  timeZone: string;
}

const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone')];

const resolver = domainResolver<ProfileValues>(validateProfile);

const toValues = (user: StoredUser | undefined): ProfileValues => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  businessName: user?.businessName ?? '',
  phone: user?.phone ?? '',
  timeZone: user?.timeZone ?? 'UTC',
});

/**
 * Edit Profile. The admin header's variant (document 3) edits names and e-mail through PUT /api/admin/profile;
 * everyone else's (document 1) also has business name and phone, through PUT /api/user/profile.
 */
export function ProfileDialog({
  open,
  user,
  onClose,
  variant = 'user',
}: {
  open: boolean;
  user: StoredUser | undefined;
  onClose: () => void;
  variant?: 'user' | 'admin';
}) {
  const [updateUserProfile, { isLoading: savingUser }] = useUsersUpdateProfileMutation();
  const [updateAdminProfile, { isLoading: savingAdmin }] = useAdminProfileUpdateMutation();
  const isLoading = savingUser || savingAdmin;
  const isAdminVariant = variant === 'admin';
  const runWithToasts = useMutationToasts();
  const isClient = user?.role === 'client';
  const { control, handleSubmit, reset, setError } = useForm<ProfileValues>({ resolver, defaultValues: toValues(user) });

  useEffect(() => {
    if (open) reset(toValues(user));
  }, [open, user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
    const request = isAdminVariant
      ? updateAdminProfile({ updateAdminProfileDto: names }).unwrap()
      : updateUserProfile({
          updateProfileDto: {
            ...names,
            businessName: isClient ? undefined : values.businessName.trim() || null,
            phone: values.phone.trim() || null,
            timeZone: user?.role === 'business' ? values.timeZone : undefined,
          },
        }).unwrap();
    const outcome = await runWithToasts(request, {
      success: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
      failure: {
        title: 'Update Failed',
        fallback: isAdminVariant ? `${AUTH_MESSAGES.profileUpdateFailedFallback}.` : AUTH_MESSAGES.profileUpdateFailedFallback,
      },
    });
    if (outcome.ok) {
      updateStoredUser(outcome.data);
      onClose();
    } else {
      showServerFieldErrors(outcome.error, values, setError);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Edit Profile"
      titleId="profile-dialog-title"
      onSubmit={onSubmit}
      pending={isLoading}
      pendingLabel="Saving..."
      submitLabel="Save Changes"
    >
      <FormTextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
      <FormTextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      {!isClient && !isAdminVariant && <FormTextField control={control} name="businessName" label="Business Name" autoComplete="organization" />}
      {!isAdminVariant && <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />}
      {user?.role === 'business' && !isAdminVariant && (
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <Autocomplete
              options={TIME_ZONES}
              value={field.value}
              disableClearable
              onChange={(_event, value) => field.onChange(value)}
              renderInput={(params) => (
                <TextField {...params} label="Time Zone" helperText="Your business's days: a client's workout counts as missed after its day ends here." />
              )}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
