import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITATION_MESSAGES } from '@coachcore/domain';
import { clearAllBrowserStorage, type StoredUser } from '../../../lib/session';
import { useAuthLogoutMutation } from '../api';
import { useAcceptInvitation } from '../hooks/useAcceptInvitation';
import { useEnterClientPortal } from '../hooks/useEnterAsClient';

/**
 * Someone already signed in: a client account accepts with one click; any other account is told it cannot, and
 * can sign out to come back to this same page signed out.
 */
export function AcceptAsSignedIn({ code, user, problem: initialProblem }: { code: string; user: StoredUser; problem?: string | null }) {
  const { accept, isAccepting } = useAcceptInvitation(code);
  const enterPortal = useEnterClientPortal();
  const [logout, { isLoading: signingOut }] = useAuthLogoutMutation();
  const [problem, setProblem] = useState<string | null>(initialProblem ?? null);
  const isClient = user.role === 'client';

  const onAccept = async () => {
    setProblem(null);
    const message = await accept();
    if (message) setProblem(message);
    else enterPortal();
  };

  const onSignOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined); // signed out locally either way
    clearAllBrowserStorage();
    window.location.reload();
  };

  return (
    <Stack spacing={2}>
      <Typography>
        You are signed in as <strong>{user.email}</strong>.
      </Typography>
      {!isClient && <Alert severity="warning">{INVITATION_MESSAGES.clientAccountRequired}</Alert>}
      {problem && <Alert severity="error">{problem}</Alert>}
      {isClient && (
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
