import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { STAFF_MESSAGES, STAFF_PERMISSION_LABELS, STAFF_ROLE_LABELS } from '@coachcore/domain';
import type { StaffInvitationPreviewResponseDto } from '@coachcore/api-client/staff-invitations';
import { AuthCard } from '../../../components/AuthCard';
import { InvitationAcceptance } from '../../../components/invitation/InvitationAcceptance';
import type { InvitationFlow } from '../../../components/invitation/invitation-flow';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorMessage } from '../../../lib/api-error';
import { useStaffInvitationsAcceptMutation, useStaffInvitationsPreviewQuery, useStaffInvitationsSignUpMutation } from '../api';
import { browserTimeZone } from '../../../lib/browser-time-zone';

const Frame = (props: { title: string; subtitle?: ReactNode; children: ReactNode }) => <AuthCard {...props} width={520} />;

/** A staff invitation: one call creates the staff account and accepts; the person lands in the staff area. */
function useStaffInvitationFlow(code: string, invitation: StaffInvitationPreviewResponseDto | undefined): InvitationFlow {
  const [signUp] = useStaffInvitationsSignUpMutation();
  const [acceptInvitation, { isLoading: isAccepting }] = useStaffInvitationsAcceptMutation();
  return {
    accountKind: 'staff',
    wrongAccountMessage: STAFF_MESSAGES.staffAccountRequired,
    destination: '/staff',
    invitedEmail: invitation?.email ?? '',
    signUp: async ({ firstName, lastName, password, confirmPassword }) => {
      const { user } = await signUp({ code, staffSignUpDto: { firstName, lastName, password, confirmPassword, timeZone: browserTimeZone() } }).unwrap();
      return { user, accepted: true };
    },
    welcome: (user) => `Welcome to ${invitation?.businessName ?? 'CoachCore'}, ${user.firstName}!`,
    accept: async () => {
      try {
        await acceptInvitation({ code }).unwrap();
        return null;
      } catch (error) {
        return errorMessage(error, STAFF_MESSAGES.invitationNotFound);
      }
    },
    isAccepting,
  };
}

/**
 * /staff-invite/:code, the page a staff invitation e-mail links to: the business, the role and permissions offered,
 * then sign up (the invited address, fixed) or sign in to a staff account; either way the person lands on /staff.
 */
export function StaffInvitationPage() {
  const { code = '' } = useParams();
  const { data: invitation, error, isLoading } = useStaffInvitationsPreviewQuery({ code });
  const flow = useStaffInvitationFlow(code, invitation);

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
      <InvitationAcceptance flow={flow} />
    </Frame>
  );
}
