import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES, validateProfile } from '@coachcore/domain';
import { useAdminProfileUpdateMutation, useUsersUpdateProfileMutation } from '../api';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage, fieldErrors } from '../../../lib/api-error';
import { updateStoredUser, type StoredUser } from '../../../lib/session';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  businessName: string;
  phone: string;
}

const resolver: Resolver<ProfileValues> = (values) => {
  const problems = validateProfile(values);
  const entries = Object.entries(problems);
  if (!entries.length) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }])) };
};

const toValues = (user: StoredUser | undefined): ProfileValues => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  businessName: user?.businessName ?? '',
  phone: user?.phone ?? '',
});

/**
 * Edit Profile. The admin header's variant (document 3) edits names and e-mail through PUT /api/admin/profile;
 * everyone else's (document 1) also has business name and phone, through PUT /api/user/profile.
 */
export function ProfileDialog({ open, user, onClose, variant = 'user' }: { open: boolean; user: StoredUser | undefined; onClose: () => void; variant?: 'user' | 'admin' }) {
  const [updateUserProfile, { isLoading: savingUser }] = useUsersUpdateProfileMutation();
  const [updateAdminProfile, { isLoading: savingAdmin }] = useAdminProfileUpdateMutation();
  const isLoading = savingUser || savingAdmin;
  const isAdminVariant = variant === 'admin';
  const toast = useToast();
  const isClient = user?.role === 'client';
  const { register, handleSubmit, reset, setError, formState } = useForm<ProfileValues>({ resolver, defaultValues: toValues(user) });

  useEffect(() => {
    if (open) reset(toValues(user));
  }, [open, user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
      const saved = isAdminVariant
        ? await updateAdminProfile({ updateAdminProfileDto: names }).unwrap()
        : await updateUserProfile({
            updateProfileDto: {
              ...names,
              businessName: isClient ? undefined : values.businessName.trim() || null,
              phone: values.phone.trim() || null,
            },
          }).unwrap();
      updateStoredUser(saved);
      toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
      onClose();
    } catch (error) {
      for (const problem of fieldErrors(error)) {
        if (problem.field in values) setError(problem.field as keyof ProfileValues, { message: problem.message });
      }
      const fallback = isAdminVariant ? `${AUTH_MESSAGES.profileUpdateFailedFallback}.` : AUTH_MESSAGES.profileUpdateFailedFallback;
      toast({ title: 'Update Failed', description: errorMessage(error, fallback), severity: 'error' });
    }
  });

  const field = (name: keyof ProfileValues) => {
    const { ref, ...rest } = register(name);
    const message = formState.errors[name]?.message;
    return { inputRef: ref, ...rest, error: !!message, helperText: message, fullWidth: true };
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="profile-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="profile-dialog-title">Edit Profile</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
            <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
            {!isClient && !isAdminVariant && <TextField label="Business Name" autoComplete="organization" {...field('businessName')} />}
            {!isAdminVariant && <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
