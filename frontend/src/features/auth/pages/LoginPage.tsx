import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, DEFAULT_PLATFORM_ADMIN_DOMAIN, validateLogin } from '@coachcore/domain';
import { useAuthLoginMutation } from '../api';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { AuthCard } from '../components/AuthCard';
import { useSignedIn } from '../hooks/useSignedIn';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const [login, { isLoading }] = useAuthLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const toast = useToast();
  const signedIn = useSignedIn();
  const { register, handleSubmit } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const invalid = validateLogin(values);
    setFormError(invalid);
    if (invalid) return;
    try {
      const response = await login({ loginDto: { email: values.email.trim(), password: values.password } }).unwrap();
      toast({ title: 'Login Successful', description: `Welcome back, ${response.user.firstName}!` });
      signedIn(response);
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.loginFailedFallback);
      setFormError(message);
      toast({ title: 'Login Failed', description: message, severity: 'error' });
    }
  });

  const field = (name: keyof LoginValues) => {
    const { ref, ...rest } = register(name);
    return { inputRef: ref, ...rest };
  };

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to your account.">
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField label="Email" type="email" autoComplete="email" fullWidth {...field('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" fullWidth {...field('password')} />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? 'Signing in...' : 'Sign in'}
          </Button>
          <Button component={RouterLink} to="/signup" variant="outlined" size="large">
            Create your account
          </Button>
          <Typography variant="body2" color="text.secondary">
            Team members: sign in with your @{DEFAULT_PLATFORM_ADMIN_DOMAIN} e-mail address for admin access.
          </Typography>
        </Stack>
      </form>
    </AuthCard>
  );
}
