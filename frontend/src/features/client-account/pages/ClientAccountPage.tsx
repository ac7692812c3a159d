import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserResponseDto } from '@coachcore/api-client/auth';
import type { UnitSystem } from '@coachcore/api-client/user';
import { AUTH_MESSAGES, findRoute, validateProfile } from '@coachcore/domain';
import { PasswordChangeFields } from '../../../components/account/PasswordChangeFields';
import { useChangePasswordForm } from '../../../components/account/useChangePasswordForm';
import { domainResolver, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { updateStoredUser } from '../../../lib/session';
import { useAuthMeQuery, useUsersUpdateProfileMutation } from '../api';
import { DataExportSection } from '../components/DataExportSection';
import { NotificationsSection } from '../components/NotificationsSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';

interface DetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  timeZone: string;
  units: UnitSystem;
}

const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone')];
const UNIT_OPTIONS = [
  { value: 'imperial', label: 'Imperial (lbs, inches)' },
  { value: 'metric', label: 'Metric (kg, cm)' },
];
const detailsResolver = domainResolver<DetailsValues>((values) => validateProfile(values));

const toValues = (user: UserResponseDto | undefined): DetailsValues => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  timeZone: user?.timeZone ?? 'UTC',
  units: user?.units ?? 'imperial',
});

function DetailsForm({ user }: { user: UserResponseDto }) {
  const runWithToasts = useMutationToasts();
  const [save, { isLoading }] = useUsersUpdateProfileMutation();
  const { control, handleSubmit, reset, setError } = useForm<DetailsValues>({ resolver: detailsResolver, defaultValues: toValues(user) });
  useEffect(() => reset(toValues(user)), [user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(
      save({
        updateProfileDto: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim() || null,
          timeZone: values.timeZone,
          units: values.units,
        },
      }).unwrap(),
      {
        success: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
        failure: { title: 'Update Failed', fallback: AUTH_MESSAGES.profileUpdateFailedFallback },
      },
    );
    if (outcome.ok) updateStoredUser(outcome.data);
    else showServerFieldErrors(outcome.error, values, setError);
  });

  return (
    <Paper variant="outlined" component="form" onSubmit={onSubmit} noValidate aria-labelledby="details-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="details-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        My Details
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="timeZone"
            render={({ field }) => (
              <Autocomplete
                options={TIME_ZONES}
                value={field.value}
                disableClearable
                onChange={(_event, value) => field.onChange(value)}
                renderInput={(params) => <TextField {...params} label="Time Zone" />}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField control={control} name="units" label="Units" options={UNIT_OPTIONS} />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 2, minHeight: 44 }}>
        {isLoading ? 'Saving...' : 'Save Changes'}
      </Button>
    </Paper>
  );
}

function PasswordForm() {
  const { control, onSubmit, pending } = useChangePasswordForm({ success: 'Password Changed', failure: 'Update Failed' });

  return (
    <Paper variant="outlined" component="form" onSubmit={onSubmit} noValidate aria-labelledby="password-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="password-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Change Password
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Changing your password signs you out on your other devices.
      </Typography>
      <Stack spacing={2}>
        <PasswordChangeFields control={control} />
      </Stack>
      <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 2, minHeight: 44 }}>
        {pending ? 'Saving...' : 'Change Password'}
      </Button>
    </Paper>
  );
}

/** Profile (/client/profile): the client's own details, units and time zone, a password change, the export of their data and the deletion of their account. */
export function ClientAccountPage() {
  const title = findRoute('/client/profile')?.title ?? 'Profile';
  const { data: user, isLoading } = useAuthMeQuery();
  if (isLoading || !user) return <PageSpinner label="Loading your profile" />;
  return (
    <>
      <PageHeader title={title} subtitle="Your details as your coach sees them, and your sign-in." />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <DetailsForm user={user} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PasswordForm />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <NotificationsSection />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <DataExportSection />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <DeleteAccountSection />
        </Grid>
      </Grid>
    </>
  );
}
