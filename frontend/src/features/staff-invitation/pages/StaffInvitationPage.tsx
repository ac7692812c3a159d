import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, STAFF_MESSAGES, STAFF_PERMISSION_LABELS, STAFF_ROLE_LABELS, validateLogin, validateRegistration } from '@coachcore/domain';
import type { StaffInvitationPreviewResponseDto, UserResponseDto } from '@coachcore/api-client';
import { AuthCard } from '../../../components/AuthCard';
import { domainResolver, formMessage, FormTextField } from '../../../components/form';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToast } from '../../../components/toast/toast-context';
import { api, type AppDispatch } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { clearAllBrowserStorage, readStoredSession, saveSession, type StoredUser } from '../../../lib/session';
import {
  useAuthLoginMutation,
  useAuthLogoutMutation,
  useStaffInvitationsAcceptMutation,
  useStaffInvitationsPreviewQuery,
  useStaffInvitationsSignUpMutation,
} from '../api';

const Frame = (props: { title: string; subtitle?: ReactNode; children: ReactNode }) => <AuthCard {...props} width={520} />;

/** Keeps the signed-in user (never the token), primes the cache and opens the staff area. */
function useEnterStaffArea() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return (user: UserResponseDto | null) => {
    if (user) {
      saveSession(user);
      dispatch(api.util.upsertQueryData('authMe', undefined, user));
    }
    navigate('/staff', { replace: true });
  };
}

/** Accepts for the signed-in account: the message to show, or null once joined. */
function useAccept(code: string) {
  const [acceptInvitation, { isLoading }] = useStaffInvitationsAcceptMutation();
  const accept = async (): Promise<string | null> => {
    try {
      await acceptInvitation({ code }).unwrap();
      return null;
    } catch (error) {
      return errorMessage(error, STAFF_MESSAGES.invitationNotFound);
    }
  };
  return { accept, isAccepting: isLoading };
}

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}
const signUpResolver = domainResolver<SignUpValues>((values) => validateRegistration({ ...values, role: 'client' }));

function SignUpForm({ code, invitation }: { code: string; invitation: StaffInvitationPreviewResponseDto }) {
  const [signUp, { isLoading }] = useStaffInvitationsSignUpMutation();
  const enter = useEnterStaffArea();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<SignUpValues>({
    resolver: signUpResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { firstName: '', lastName: '', email: invitation.email, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const { user } = await signUp({
          code,
          staffSignUpDto: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            password: values.password,
            confirmPassword: values.confirmPassword,
          },
        }).unwrap();
        toast({ title: 'Account Created', description: `Welcome to ${invitation.businessName}, ${user.firstName}!` });
        enter(user);
      } catch (error) {
        const message = errorMessage(error, AUTH_MESSAGES.registrationFailedFallback);
        setServerError(message);
        toast({ title: 'Registration Failed', description: message, severity: 'error' });
      }
    },
    () => setServerError(null),
  );
  const problem = formMessage(formState.errors) ?? serverError;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create your staff account">
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
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? 'Creating account...' : 'Create account'}
        </Button>
      </Stack>
    </form>
  );
}

interface SignInValues {
  email: string;
  password: string;
}
const signInResolver = domainResolver<SignInValues>(validateLogin);

function SignInForm({ code, email, onProblem }: { code: string; email: string; onProblem: (message: string) => void }) {
  const [login, { isLoading }] = useAuthLoginMutation();
  const { accept, isAccepting } = useAccept(code);
  const enter = useEnterStaffArea();
  const dispatch = useDispatch<AppDispatch>();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<SignInValues>({
    resolver: signInResolver,
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
      saveSession(user);
      dispatch(api.util.upsertQueryData('authMe', undefined, user));
      const problem = await accept();
      if (problem) return onProblem(problem);
      toast({ title: 'Login Successful', description: `Welcome back, ${user.firstName}!` });
      enter(null);
    },
    () => setServerError(null),
  );
  const problem = formMessage(formState.errors) ?? serverError;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in to your staff account">
      <Stack spacing={2}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" disabled={isLoading || isAccepting}>
          {isLoading || isAccepting ? 'Signing in...' : 'Sign in and accept'}
        </Button>
      </Stack>
    </form>
  );
}

function AcceptAsSignedIn({ code, user, problem: initialProblem }: { code: string; user: StoredUser; problem: string | null }) {
  const { accept, isAccepting } = useAccept(code);
  const enter = useEnterStaffArea();
  const [logout, { isLoading: signingOut }] = useAuthLogoutMutation();
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const isStaff = user.role === 'staff';
  const onAccept = async () => {
    setProblem(null);
    const message = await accept();
    if (message) setProblem(message);
    else enter(null);
  };
  const onSignOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    clearAllBrowserStorage();
    window.location.reload();
  };
  return (
    <Stack spacing={2}>
      <Typography>
        You are signed in as <strong>{user.email}</strong>.
      </Typography>
      {!isStaff && <Alert severity="warning">{STAFF_MESSAGES.staffAccountRequired}</Alert>}
      {problem && <Alert severity="error">{problem}</Alert>}
      {isStaff && (
        <Button variant="contained" size="large" onClick={onAccept} disabled={isAccepting}>
          {isAccepting ? 'Accepting...' : 'Accept invitation'}
        </Button>
      )}
      <Button variant="outlined" onClick={onSignOut} disabled={signingOut}>
        {signingOut ? 'Logging out...' : 'Sign out'}
      </Button>
    </Stack>
  );
}

/**
 * /staff-invite/:code, the page a staff invitation e-mail links to: the business, the role and permissions offered,
 * then sign up (the invited address, fixed) or sign in to a staff account; either way the person lands on /staff.
 */
export function StaffInvitationPage() {
  const { code = '' } = useParams();
  const { data: invitation, error, isLoading } = useStaffInvitationsPreviewQuery({ code });
  const [mode, setMode] = useState<'signup' | 'signin'>('signup');
  const [problem, setProblem] = useState<string | null>(null);
  const session = readStoredSession();

  if (isLoading) return <PageSpinner label="Loading your invitation" />;
  if (!invitation) {
    return (
      <Frame title="Invitation not available">
        <Stack spacing={2}>
          <Alert severity="error">{errorMessage(error, STAFF_MESSAGES.invitationNotFound)}</Alert>
          <Button component={RouterLink} to="/login" variant="outlined">
            Go to sign in
          </Button>
        </Stack>
      </Frame>
    );
  }

  const expires = new Date(invitation.expiresAt).toLocaleDateString(undefined, { dateStyle: 'long' });
  const role = invitation.role ? ` as ${STAFF_ROLE_LABELS[invitation.role]}` : '';
  const granted = invitation.permissions.map((permission) => STAFF_PERMISSION_LABELS[permission]).join(', ');
  return (
    <Frame
      title={`Join ${invitation.businessName}`}
      subtitle={
        <>
          <strong>{invitation.businessName}</strong> invited you to join their team on CoachCore{role}.{granted ? ` You will be able to: ${granted}.` : ''} This
          invitation expires on {expires}.
        </>
      }
    >
      {session.status === 'signed-in' || problem ? (
        <AcceptAsSignedIn code={code} user={session.status === 'signed-in' ? session.user : { email: invitation.email, role: 'staff' }} problem={problem} />
      ) : (
        <Stack spacing={2}>
          <Tabs value={mode} onChange={(_event, value: 'signup' | 'signin') => setMode(value)} variant="fullWidth" aria-label="How to accept">
            <Tab value="signup" label="Create account" />
            <Tab value="signin" label="I have an account" />
          </Tabs>
          {mode === 'signup' ? <SignUpForm code={code} invitation={invitation} /> : <SignInForm code={code} email={invitation.email} onProblem={setProblem} />}
        </Stack>
      )}
    </Frame>
  );
}
