import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES, validateRegistration } from '@coachcore/domain';
import { domainResolver, formMessage, FormTextField } from '../form';
import { useToast } from '../toast/toast-context';
import { errorMessage } from '../../lib/api-error';
import { useRememberSignIn, type InvitationFlow, type InvitationSignUpValues } from './invitation-flow';

const resolver = domainResolver<InvitationSignUpValues>((values) => validateRegistration({ ...values, role: 'client' }));

/**
 * The invited person's new account, with the invited address (prefilled and fixed); accepted right after it is
 * created. `onSignedIn` hands over when the account exists but accepting failed.
 */
export function InvitationSignUpForm({ flow, onSignedIn }: { flow: InvitationFlow; onSignedIn: (problem: string) => void }) {
  const remember = useRememberSignIn();
  const navigate = useNavigate();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<InvitationSignUpValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { firstName: flow.invitedFirstName ?? '', lastName: '', email: flow.invitedEmail, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      setCreating(true);
      let created;
      try {
        created = await flow.signUp({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: flow.invitedEmail });
      } catch (error) {
        const message = errorMessage(error, AUTH_MESSAGES.registrationFailedFallback);
        setServerError(message);
        toast({ title: 'Registration Failed', description: message, severity: 'error' });
        return;
      } finally {
        setCreating(false);
      }
      remember(created.user);
      const problem = created.accepted ? null : await flow.accept();
      if (problem) return onSignedIn(problem);
      toast({ title: 'Account Created', description: flow.welcome(created.user) });
      navigate(flow.destination, { replace: true });
    },
    () => setServerError(null),
  );

  const problem = formMessage(formState.errors) ?? serverError;
  const pending = creating || flow.isAccepting;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Create your ${flow.accountKind} account`}>
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
