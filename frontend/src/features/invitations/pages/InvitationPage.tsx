import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { INVITATION_MESSAGES } from '@coachcore/domain';
import type { InvitationPreviewResponseDto } from '@coachcore/api-client/invitations';
import { AuthCard } from '../../../components/AuthCard';
import { InvitationAcceptance } from '../../../components/invitation/InvitationAcceptance';
import type { InvitationFlow } from '../../../components/invitation/invitation-flow';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorMessage } from '../../../lib/api-error';
import { useAuthRegisterMutation, useInvitationsAcceptMutation, useInvitationsPreviewQuery } from '../api';
import { browserTimeZone } from '../../../lib/browser-time-zone';

const InvitationFrame = (props: { title: string; subtitle?: ReactNode; children: ReactNode }) => <AuthCard {...props} width={500} />;

/** A client invitation: a new client account (two calls: register, then accept) lands on the client portal. */
function useClientInvitationFlow(code: string, invitation: InvitationPreviewResponseDto | undefined): InvitationFlow {
  const [registerAccount] = useAuthRegisterMutation();
  const [acceptInvitation, { isLoading: isAccepting }] = useInvitationsAcceptMutation();
  return {
    accountKind: 'client',
    wrongAccountMessage: INVITATION_MESSAGES.clientAccountRequired,
    destination: '/client',
    invitedEmail: invitation?.email ?? '',
    invitedFirstName: invitation?.clientFirstName,
    signUp: async (values) => {
      const { user } = await registerAccount({ registerDto: { role: 'client', ...values, timeZone: browserTimeZone() } }).unwrap();
      return { user, accepted: false };
    },
    welcome: (user) => `Welcome to CoachCore, ${user.firstName}!`,
    accept: async () => {
      try {
        await acceptInvitation({ code }).unwrap();
        return null;
      } catch (error) {
        return errorMessage(error, INVITATION_MESSAGES.notFound);
      }
    },
    isAccepting,
  };
}

/**
 * /invite/:code, the page an invitation e-mail links to: the coach's business, then sign up (the invited address,
 * fixed) or sign in to a client account; either way the invitation is accepted and the person lands on /client.
 */
export function InvitationPage() {
  const { code = '' } = useParams();
  const { data: invitation, error, isLoading } = useInvitationsPreviewQuery({ code });
  const flow = useClientInvitationFlow(code, invitation);

  if (isLoading) return <PageSpinner label="Loading your invitation" />;
  if (!invitation) {
    return (
      <InvitationFrame title="Invitation not available">
        <Stack spacing={2}>
          <Alert severity="error">{errorMessage(error, INVITATION_MESSAGES.notFound)}</Alert>
          <Button component={RouterLink} to="/login" variant="outlined">
            Go to sign in
          </Button>
        </Stack>
      </InvitationFrame>
    );
  }

  const expires = new Date(invitation.expiresAt).toLocaleDateString(undefined, { dateStyle: 'long' });
  return (
    <InvitationFrame
      title={`${invitation.businessName} invited you`}
      subtitle={
        <>
          Hi {invitation.clientFirstName}, join <strong>{invitation.businessName}</strong> on CoachCore to see your workouts, nutrition, goals and messages from
          your coach. This invitation expires on {expires}.
        </>
      }
    >
      <InvitationAcceptance flow={flow} />
    </InvitationFrame>
  );
}
