import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { ADMIN_MESSAGES, validateAdminSetup } from '@coachcore/domain';
import { domainResolver, formMessage, FormTextField } from '../../../components/form';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { updateStoredUser } from '../../../lib/session';
import { useAdminProfileUpdateMutation } from '../api';

interface AdminSetupValues {
  firstName: string;
  lastName: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const resolver = domainResolver<AdminSetupValues>(validateAdminSetup);

/** First sign-in of the seeded 'Admin User': choose a name and, optionally, a new password. */
export function AdminSetupPage() {
  const { user, isLoading } = useCurrentUser();
  const [updateProfile, { isLoading: saving }] = useAdminProfileUpdateMutation();
  const navigate = useNavigate();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, getValues, setValue, formState } = useForm<AdminSetupValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { firstName: '', lastName: '', currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [showPasswords, setShowPasswords] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // The stored names fill the form once they are known, unless the admin has started typing.
  useEffect(() => {
    if (!user || getValues('firstName') || getValues('lastName')) return;
    setValue('firstName', user.firstName ?? '');
    setValue('lastName', user.lastName ?? '');
  }, [user, getValues, setValue]);

  if (!isLoading && !user) {
    return (
      <>
        <PageHeader title="Admin Setup" subtitle="Set up the platform admin account." />
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/login">
              Sign in
            </Button>
          }
        >
          Sign in as the platform admin to set up the account.
        </Alert>
      </>
    );
  }

  const submit = handleSubmit(
    async (values) => {
      setServerError(null);
      const request = updateProfile({
        updateAdminProfileDto: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          ...(values.newPassword ? { currentPassword: values.currentPassword, newPassword: values.newPassword } : {}),
        },
      }).unwrap();
      const outcome = await runWithToasts(request, {
        success: { title: 'Profile Updated', description: 'Your profile has been updated successfully.', severity: 'success' },
        failure: { fallback: ADMIN_MESSAGES.profileUpdateFailed, inlineOnly: true },
      });
      if (!outcome.ok) return setServerError(outcome.message);
      updateStoredUser(outcome.data);
      navigate('/admin/overview');
    },
    () => setServerError(null),
  );

  const problem = formMessage(formState.errors) ?? serverError;
  const passwordType = showPasswords ? 'text' : 'password';
  const toggle = (
    <InputAdornment position="end">
      <IconButton aria-label={showPasswords ? 'Hide passwords' : 'Show passwords'} onClick={() => setShowPasswords((s) => !s)} edge="end">
        {showPasswords ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <>
      <PageHeader title="Admin Setup" subtitle="Set your name and, if you like, a new password for the platform admin account." />
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3, maxWidth: 560 }}>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" />
            <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
          </Stack>
          <Typography variant="subtitle2" color="text.secondary">
            New password (optional)
          </Typography>
          <FormTextField
            control={control}
            name="currentPassword"
            fullWidth={false}
            label="Current password"
            type={passwordType}
            autoComplete="current-password"
            helperText="Needed only to set a new password"
          />
          <FormTextField
            control={control}
            name="newPassword"
            fullWidth={false}
            label="New password"
            type={passwordType}
            autoComplete="new-password"
            slotProps={{ input: { endAdornment: toggle } }}
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            fullWidth={false}
            label="Confirm new password"
            type={passwordType}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
            {saving ? 'Saving...' : 'Save and continue'}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
