import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { readStoredSession } from '../../lib/session';
import { AcceptAsSignedIn } from './AcceptAsSignedIn';
import type { InvitationFlow } from './invitation-flow';
import { InvitationSignInForm } from './InvitationSignInForm';
import { InvitationSignUpForm } from './InvitationSignUpForm';

/**
 * The body of an invitation page (client or staff): signed in, accept with one click; signed out, create an account
 * with the invited address or sign in to one, and the invitation is accepted either way.
 */
export function InvitationAcceptance({ flow }: { flow: InvitationFlow }) {
  const [mode, setMode] = useState<'signup' | 'signin'>('signup');
  // Set when the sign-up or sign-in worked but accepting did not: the page then shows the signed-in view.
  const [afterSignIn, setAfterSignIn] = useState<string | null>(null);
  const session = readStoredSession();

  if (session.status === 'signed-in') return <AcceptAsSignedIn flow={flow} user={session.user} problem={afterSignIn} />;
  return (
    <Stack spacing={2}>
      <Tabs value={mode} onChange={(_event, value: 'signup' | 'signin') => setMode(value)} variant="fullWidth" aria-label="How to accept">
        <Tab value="signup" label="Create account" />
        <Tab value="signin" label="I have an account" />
      </Tabs>
      {mode === 'signup' ? <InvitationSignUpForm flow={flow} onSignedIn={setAfterSignIn} /> : <InvitationSignInForm flow={flow} onSignedIn={setAfterSignIn} />}
    </Stack>
  );
}
