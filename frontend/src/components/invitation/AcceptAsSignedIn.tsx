import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthLogoutMutation } from '../../lib/api';
import { clearAllBrowserStorage, type StoredUser } from '../../lib/session';
import type { InvitationFlow } from './invitation-flow';

/**
 * Someone already signed in: the right kind of account accepts with one click; any other account is told it cannot,
 * and can sign out to come back to this same page signed out.
 */
export function AcceptAsSignedIn({ flow, user, problem: initialProblem }: { flow: InvitationFlow; user: StoredUser; problem: string | null }) {
  const navigate = useNavigate();
  const [logout, { isLoading: signingOut }] = useAuthLogoutMutation();
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const canAccept = user.role === flow.accountKind;

  const onAccept = async () => {
    setProblem(null);
    const message = await flow.accept();
    if (message) setProblem(message);
    else navigate(flow.destination, { replace: true });
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
      {!canAccept && <Alert severity="warning">{flow.wrongAccountMessage}</Alert>}
      {problem && <Alert severity="error">{problem}</Alert>}
      {canAccept && (
        <Button variant="contained" size="large" onClick={onAccept} disabled={flow.isAccepting}>
          {flow.isAccepting ? 'Accepting...' : 'Accept invitation'}
        </Button>
      )}
      <Button variant="outlined" onClick={onSignOut} disabled={signingOut}>
        {signingOut ? 'Logging out...' : 'Sign out'}
      </Button>
    </Stack>
  );
}
