import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, validateRegistration, type SelfSignupRole } from '@coachcore/domain';
import { useAuthRegisterMutation } from '../api';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { AuthCard } from '../components/AuthCard';
import { useSignedIn } from '../hooks/useSignedIn';

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

/** Where each registration message is shown; the "all required" message sits above the form. */
const MESSAGE_FIELD: Partial<Record<string, keyof SignupValues>> = {
  [AUTH_MESSAGES.passwordsDoNotMatch]: 'confirmPassword',
  [AUTH_MESSAGES.passwordTooShort]: 'password',
  [AUTH_MESSAGES.businessNameRequired]: 'businessName',
};

const resolver: Resolver<SignupValues & { form?: string }> = (values) => {
  const message = validateRegistration(values);
  if (!message) return { values, errors: {} };
  const field = MESSAGE_FIELD[message] ?? 'form';
  return { values: {}, errors: { [field]: { type: 'validate', message } } as FieldErrors<SignupValues & { form?: string }> };
};

export function SignupPage() {
  const [registerAccount, { isLoading }] = useAuthRegisterMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const toast = useToast();
  const signedIn = useSignedIn();
  const { register, handleSubmit, control, watch, formState } = useForm<SignupValues & { form?: string }>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { role: 'business', firstName: '', lastName: '', businessName: '', email: '', password: '', confirmPassword: '' },
  });
  const role = watch('role');
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const response = await registerAccount({
        registerDto: {
          role: values.role,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          businessName: values.role === 'business' ? values.businessName.trim() : null,
        },
      }).unwrap();
      toast({ title: 'Account Created', description: `Welcome to CoachCore, ${response.user.firstName}!` });
      signedIn(response);
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.registrationFailedFallback);
      setServerError(message);
      toast({ title: 'Registration Failed', description: message, severity: 'error' });
    }
  });

  const field = (name: keyof SignupValues) => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return { inputRef: ref, ...rest, error: !!message, helperText: message, fullWidth: true };
  };

  const formMessage = errors.form?.message ?? serverError;

  return (
    <AuthCard title="Create your account" subtitle="Start your 14-day free trial. No credit card required.">
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {formMessage && <Alert severity="error">{formMessage}</Alert>}
          <Controller
            name="role"
            control={control}
            render={({ field: roleField }) => (
              <TextField select label="Account Type" fullWidth {...roleField}>
                {ACCOUNT_TYPES.map((type) => (
                  <MenuItem key={type.value} value={type.value}>
                    {type.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
            <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
          </Stack>
          {role === 'business' && <TextField label="Business Name" autoComplete="organization" {...field('businessName')} />}
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
          <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
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
