import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { effectivePlatformPermissions, PLATFORM_STAFF_MESSAGES, STAFF_PERMISSION_LABELS, STAFF_ROLE_LABELS } from '@coachcore/domain';
import { AuthCard } from '../../../components/AuthCard';
import type { InvitationFlow } from '../../../components/invitation/invitation-flow';
import { InvitationSignUpForm } from '../../../components/invitation/InvitationSignUpForm';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorMessage } from '../../../lib/api-error';
import { usePlatformStaffInvitationsPreviewQuery, usePlatformStaffInvitationsSignUpMutation } from '../api';
import { browserTimeZone } from '../../../lib/browser-time-zone';

/**
 * /admin-invite/:code, the page a platform team invitation e-mail links to: the role and permissions offered, then
 * the new admin account (the invited address, fixed). Platform accounts are separate from coach and client accounts,
 * so there is no signing in to an existing one here.
 */
export function PlatformStaffInvitationPage() {
  const { code = '' } = useParams();
  const { data: invitation, error, isLoading } = usePlatformStaffInvitationsPreviewQuery({ code });
  const [signUp, { isLoading: isSigningUp }] = usePlatformStaffInvitationsSignUpMutation();

  if (isLoading) return <PageSpinner label="Loading your invitation" />;
  if (!invitation) {
    return (
      <AuthCard title="Invitation not available" width={520}>
        <Stack spacing={2}>
          <Alert severity="error">{errorMessage(error, PLATFORM_STAFF_MESSAGES.invitationNotFound)}</Alert>
          <Button component={RouterLink} to="/login" variant="outlined">
            Go to sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const flow: InvitationFlow = {
    accountKind: 'admin',
    wrongAccountMessage: '',
    destination: '/admin/overview',
    invitedEmail: invitation.email,
    signUp: async ({ firstName, lastName, password, confirmPassword }) => {
      const { user } = await signUp({ code, staffSignUpDto: { firstName, lastName, password, confirmPassword, timeZone: browserTimeZone() } }).unwrap();
      return { user, accepted: true };
    },
    welcome: (user) => `Welcome to the CoachCore platform team, ${user.firstName}!`,
    accept: () => Promise.resolve(null),
    isAccepting: isSigningUp,
  };
  const expires = new Date(invitation.expiresAt).toLocaleDateString(undefined, { dateStyle: 'long' });
  const role = invitation.role ? ` as ${STAFF_ROLE_LABELS[invitation.role]}` : '';
  const granted = effectivePlatformPermissions(invitation.role, invitation.permissions)
    .map((permission) => STAFF_PERMISSION_LABELS[permission])
    .join(', ');
  return (
    <AuthCard
      title="Join the platform team"
      width={520}
      subtitle={
        <>
          You are invited to the CoachCore platform team{role}.{granted ? ` You will be able to use: ${granted}.` : ''} This invitation expires on {expires}.
        </>
      }
    >
      <InvitationSignUpForm flow={flow} onSignedIn={() => undefined} />
    </AuthCard>
  );
}
