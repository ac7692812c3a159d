import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES, validateLogin } from '@coachcore/domain';
import { domainResolver, formMessage, FormTextField } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { useAuthLoginMutation } from '../api';
import { useAcceptInvitation } from '../hooks/useAcceptInvitation';
import { useEnterClientPortal, useRememberSignIn } from '../hooks/useEnterAsClient';

interface InvitationSignInValues {
  email: string;
  password: string;
}

const resolver = domainResolver<InvitationSignInValues>(validateLogin);

/** Signs in to an existing client account and accepts; `onSignedIn` hands over when accepting is refused. */
export function InvitationSignInForm({ code, email, onSignedIn }: { code: string; email: string; onSignedIn: (problem: string) => void }) {
  const [login, { isLoading }] = useAuthLoginMutation();
  const { accept, isAccepting } = useAcceptInvitation(code);
  const remember = useRememberSignIn();
  const enterPortal = useEnterClientPortal();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<InvitationSignInValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { email, password: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      let user;
      try {
        user = (await login({ loginDto: { email: values.email.trim(), password: values.password } }).unwrap()).user;
      } catch (error) {
        const message = errorMessage(error, AUTH_MESSAGES.loginFailedFallback);
        setServerError(message);
        toast({ title: 'Login Failed', description: message, severity: 'error' });
        return;
      }
      remember(user);
      const problem = await accept();
      if (problem) return onSignedIn(problem);
      toast({ title: 'Login Successful', description: `Welcome back, ${user.firstName}!` });
      enterPortal();
    },
    () => setServerError(null),
  );

  const problem = formMessage(formState.errors) ?? serverError;
  const pending = isLoading || isAccepting;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in to your client account">
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
