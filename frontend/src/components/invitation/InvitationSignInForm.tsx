import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES, validateLogin } from '@coachcore/domain';
import { domainResolver, formMessage, FormTextField } from '../form';
import { useToast } from '../toast/toast-context';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import type { AuthResponseDto } from '@coachcore/api-client/auth';
import { SecondStepForm } from '../account/SecondStepForm';
import { useRememberSignIn, type InvitationFlow } from './invitation-flow';

interface InvitationSignInValues {
  email: string;
  password: string;
}

const resolver = domainResolver<InvitationSignInValues>(validateLogin);

/** Signs in to an existing account and accepts; `onSignedIn` hands over when accepting is refused. */
export function InvitationSignInForm({ flow, onSignedIn }: { flow: InvitationFlow; onSignedIn: (problem: string) => void }) {
  const [login, { isLoading }] = api.useAuthLoginMutation();
  const remember = useRememberSignIn();
  const navigate = useNavigate();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  // The account has two-factor on: the token of its second step.
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<InvitationSignInValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { email: flow.invitedEmail, password: '' },
  });

  /** Signed in (with the second step where the account has it): accept the invitation. */
  const acceptAs = async (user: AuthResponseDto['user']) => {
    remember(user);
    const problem = await flow.accept();
    if (problem) return onSignedIn(problem);
    toast({ title: 'Login Successful', description: `Welcome back, ${user.firstName}!` });
    navigate(flow.destination, { replace: true });
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      let answer;
      try {
        answer = await login({ loginDto: { email: values.email.trim(), password: values.password } }).unwrap();
      } catch (error) {
        const message = errorMessage(error, AUTH_MESSAGES.loginFailedFallback);
        setServerError(message);
        toast({ title: 'Login Failed', description: message, severity: 'error' });
        return;
      }
      if ('user' in answer) await acceptAs(answer.user);
      else setChallengeToken(answer.challengeToken);
    },
    () => setServerError(null),
  );

  if (challengeToken)
    return <SecondStepForm challengeToken={challengeToken} onSignedIn={(response) => void acceptAs(response.user)} onRestart={() => setChallengeToken(null)} />;

  const problem = formMessage(formState.errors) ?? serverError;
  const pending = isLoading || flow.isAccepting;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Sign in to your ${flow.accountKind} account`}>
      <Stack spacing={2}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign in and accept'}
        </Button>
      </Stack>
    </form>
  );
}
