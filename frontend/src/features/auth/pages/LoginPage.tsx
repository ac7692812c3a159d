import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, DEFAULT_PLATFORM_ADMIN_DOMAIN, validateLogin } from '@coachcore/domain';
import { domainResolver, formMessage, FormTextField } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useHydrated } from '../../../lib/hydration';
import { useAuthLoginMutation } from '../api';
import { SecondStepForm } from '../../../components/account/SecondStepForm';
import { AuthCard } from '../../../components/AuthCard';
import { useSignedIn } from '../hooks/useSignedIn';

interface LoginValues {
  email: string;
  password: string;
}

const resolver = domainResolver<LoginValues>(validateLogin);

export function LoginPage() {
  const [login, { isLoading }] = useAuthLoginMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  // The password was right and the account asks for a second factor: the token of that second step.
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const runWithToasts = useMutationToasts();
  const toast = useToast();
  const signedIn = useSignedIn();
  const { control, handleSubmit, formState } = useForm<LoginValues>({ resolver, reValidateMode: 'onSubmit', defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      const outcome = await runWithToasts(login({ loginDto: { email: values.email.trim(), password: values.password } }).unwrap(), {
        success: (response) => ('user' in response ? { title: 'Login Successful', description: `Welcome back, ${response.user.firstName}!` } : undefined),
        failure: { title: 'Login Failed', fallback: AUTH_MESSAGES.loginFailedFallback },
      });
      if (!outcome.ok) setServerError(outcome.message);
      else if ('user' in outcome.data) signedIn(outcome.data);
      else setChallengeToken(outcome.data.challengeToken);
    },
    () => setServerError(null),
  );

  const problem = formMessage(formState.errors) ?? serverError;
  // The page arrives pre-rendered: until React has taken it over, typing would be lost and a submit would reload it.
  const ready = useHydrated();

  if (challengeToken)
    return (
      <AuthCard title="Sign in" subtitle="Welcome back. Sign in to your account.">
        <SecondStepForm
          challengeToken={challengeToken}
          onSignedIn={(response) => {
            toast({ title: 'Login Successful', description: `Welcome back, ${response.user.firstName}!` });
            signedIn(response);
          }}
          onRestart={() => setChallengeToken(null)}
        />
      </AuthCard>
    );

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to your account.">
      <form onSubmit={onSubmit} noValidate>
        <Box component="fieldset" disabled={!ready} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Stack spacing={2}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
            <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
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
        </Box>
      </form>
    </AuthCard>
  );
}
