import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, validateRegistration, type SelfSignupRole } from '@coachcore/domain';
import { domainResolver, formMessage, FormSelectField, FormTextField } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useAuthRegisterMutation } from '../api';
import { AuthCard } from '../../../components/AuthCard';
import { useSignedIn } from '../hooks/useSignedIn';
import { browserTimeZone } from '../../../lib/browser-time-zone';

interface SignupValues {
  role: SelfSignupRole;
  firstName: string;
  lastName: string;
  businessName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const ACCOUNT_TYPES: Array<{ value: SelfSignupRole; label: string }> = [
  { value: 'business', label: 'Fitness Professional / Business Owner' },
  { value: 'client', label: 'Client / Gym Member' },
];

// One message at a time, in the spec's order; "all required" sits above the form, the others beside their field.
const resolver = domainResolver<SignupValues>(validateRegistration);

export function SignupPage() {
  const [registerAccount, { isLoading }] = useAuthRegisterMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const runWithToasts = useMutationToasts();
  const signedIn = useSignedIn();
  const { control, handleSubmit, formState } = useForm<SignupValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { role: 'business', firstName: '', lastName: '', businessName: '', email: '', password: '', confirmPassword: '' },
  });
  const role = useWatch({ control, name: 'role' });

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      const request = registerAccount({
        registerDto: {
          role: values.role,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          businessName: values.role === 'business' ? values.businessName.trim() : null,
          timeZone: browserTimeZone(),
        },
      }).unwrap();
      const outcome = await runWithToasts(request, {
        success: (response) => ({ title: 'Account Created', description: `Welcome to CoachCore, ${response.user.firstName}!` }),
        failure: { title: 'Registration Failed', fallback: AUTH_MESSAGES.registrationFailedFallback },
      });
      if (outcome.ok) signedIn(outcome.data);
      else setServerError(outcome.message);
    },
    () => setServerError(null),
  );

  const problem = formMessage(formState.errors) ?? serverError;

  return (
    <AuthCard title="Create your account" subtitle="Start your 14-day free trial. No credit card required.">
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <FormSelectField control={control} name="role" label="Account Type" options={ACCOUNT_TYPES} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
            <FormTextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
          </Stack>
          {role === 'business' && <FormTextField control={control} name="businessName" label="Business Name" autoComplete="organization" />}
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
          <FormTextField control={control} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? 'Creating account...' : 'Create account'}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Sign in
            </Link>
          </Typography>
        </Stack>
      </form>
    </AuthCard>
  );
}
