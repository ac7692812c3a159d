import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, STAFF_ROLE_LABELS, validateProfile } from '@coachcore/domain';
import { PasswordChangeFields } from '../../../components/account/PasswordChangeFields';
import { useChangePasswordForm } from '../../../components/account/useChangePasswordForm';
import { domainResolver, FormTextField, showServerFieldErrors } from '../../../components/form';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { api, type AppDispatch } from '../../../lib/api';
import { updateStoredUser } from '../../../lib/session';
import { useAuthMeQuery, useOwnStaffGetQuery, useUsersUpdateProfileMutation } from '../api';

interface DetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
const detailsResolver = domainResolver<DetailsValues>(validateProfile);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function DetailsForm() {
  const { data: me } = useAuthMeQuery();
  const [save, { isLoading }] = useUsersUpdateProfileMutation();
  const dispatch = useDispatch<AppDispatch>();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<DetailsValues>({
    resolver: detailsResolver,
    defaultValues: { firstName: '', lastName: '', email: '', phone: '' },
  });
  useEffect(() => {
    if (me) reset({ firstName: me.firstName, lastName: me.lastName, email: me.email, phone: me.phone ?? '' });
  }, [me, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(
      save({
        updateProfileDto: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim() || null,
        },
      }).unwrap(),
      {
        success: { title: 'Profile Updated', description: 'Your details were saved.' },
        failure: { title: 'Update Failed', fallback: AUTH_MESSAGES.profileUpdateFailedFallback },
      },
    );
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    updateStoredUser(outcome.data);
    dispatch(api.util.upsertQueryData('authMe', undefined, outcome.data));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your details">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
          <FormTextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
        </Stack>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <Button type="submit" variant="contained" disabled={isLoading} sx={{ alignSelf: 'flex-start' }}>
          {isLoading ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const { control, onSubmit, pending } = useChangePasswordForm({ success: 'Success' });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack spacing={2}>
        <PasswordChangeFields control={control} />
        <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
          {pending ? 'Changing...' : 'Change Password'}
        </Button>
      </Stack>
    </form>
  );
}

/** My Profile (/staff/profile): the staff member's own details, their place in the business, and a password change. */
export function StaffProfilePage() {
  const { data: access } = useOwnStaffGetQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader
        title="My Profile"
        subtitle={access ? `${access.role ? STAFF_ROLE_LABELS[access.role] : 'Staff member'} at ${access.businessName}` : 'Your details.'}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Your Details">
            <DetailsForm />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Change Password">
            <PasswordForm />
          </Section>
        </Grid>
      </Grid>
    </>
  );
}
