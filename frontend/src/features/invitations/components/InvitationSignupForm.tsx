import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES, validateRegistration } from '@coachcore/domain';
import type { InvitationPreviewResponseDto } from '@coachcore/api-client';
import { domainResolver, formMessage, FormTextField } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { useAuthRegisterMutation } from '../api';
import { useAcceptInvitation } from '../hooks/useAcceptInvitation';
import { useEnterClientPortal, useRememberSignIn } from '../hooks/useEnterAsClient';

interface InvitationSignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const resolver = domainResolver<InvitationSignupValues>((values) => validateRegistration({ ...values, role: 'client' }));

/**
 * The sign-up form for the invited person: a client account with the invited address (prefilled and fixed),
 * accepted right after it is created. `onSignedIn` hands over when the account exists but accepting failed.
 */
export function InvitationSignupForm({
  code,
  invitation,
  onSignedIn,
}: {
  code: string;
  invitation: InvitationPreviewResponseDto;
  onSignedIn: (problem: string) => void;
}) {
  const [registerAccount, { isLoading }] = useAuthRegisterMutation();
  const { accept, isAccepting } = useAcceptInvitation(code);
  const remember = useRememberSignIn();
  const enterPortal = useEnterClientPortal();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<InvitationSignupValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { firstName: invitation.clientFirstName, lastName: '', email: invitation.email, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      let user;
      try {
        const response = await registerAccount({
          registerDto: {
            role: 'client',
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: invitation.email,
            password: values.password,
            confirmPassword: values.confirmPassword,
          },
        }).unwrap();
        user = response.user;
      } catch (error) {
        const message = errorMessage(error, AUTH_MESSAGES.registrationFailedFallback);
        setServerError(message);
        toast({ title: 'Registration Failed', description: message, severity: 'error' });
        return;
      }
      remember(user);
      const problem = await accept();
      if (problem) return onSignedIn(problem);
      toast({ title: 'Account Created', description: `Welcome to CoachCore, ${user.firstName}!` });
      enterPortal();
    },
    () => setServerError(null),
  );

  const problem = formMessage(formState.errors) ?? serverError;
  const pending = isLoading || isAccepting;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create your client account">
      <Stack spacing={2}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
          <FormTextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
        </Stack>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          helperText="The address your invitation was sent to"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
        <FormTextField control={control} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? 'Creating account...' : 'Create account'}
        </Button>
      </Stack>
    </form>
  );
}
