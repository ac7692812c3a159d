import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { INVITATION_MESSAGES } from '@coachcore/domain';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorMessage } from '../../../lib/api-error';
import { readStoredSession } from '../../../lib/session';
import { useInvitationsPreviewQuery } from '../api';
import { AcceptAsSignedIn } from '../components/AcceptAsSignedIn';
import { AuthCard } from '../../../components/AuthCard';
import { InvitationSignInForm } from '../components/InvitationSignInForm';
import { InvitationSignupForm } from '../components/InvitationSignupForm';

const InvitationFrame = (props: { title: string; subtitle?: ReactNode; children: ReactNode }) => <AuthCard {...props} width={500} />;

/**
 * /invite/:code, the page an invitation e-mail links to: the coach's business, then sign up (the invited address,
 * fixed) or sign in to a client account; either way the invitation is accepted and the person lands on /client.
 */
export function InvitationPage() {
  const { code = '' } = useParams();
  const { data: invitation, error, isLoading } = useInvitationsPreviewQuery({ code });
  const [mode, setMode] = useState<'signup' | 'signin'>('signup');
  // Set when the sign-up or sign-in worked but accepting did not: the page then shows the signed-in view.
  const [afterSignIn, setAfterSignIn] = useState<string | null>(null);
  const session = readStoredSession();

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
      {session.status === 'signed-in' ? (
        <AcceptAsSignedIn code={code} user={session.user} problem={afterSignIn} />
      ) : (
        <Stack spacing={2}>
          <Tabs value={mode} onChange={(_event, value: 'signup' | 'signin') => setMode(value)} variant="fullWidth" aria-label="How to accept">
            <Tab value="signup" label="Create account" />
            <Tab value="signin" label="I have an account" />
          </Tabs>
          {mode === 'signup' ? (
            <InvitationSignupForm code={code} invitation={invitation} onSignedIn={setAfterSignIn} />
          ) : (
            <InvitationSignInForm code={code} email={invitation.email} onSignedIn={setAfterSignIn} />
          )}
        </Stack>
      )}
    </InvitationFrame>
  );
}
