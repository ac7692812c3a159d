import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ACCOUNT_DELETION_MESSAGES, ACCOUNT_DELETION_PARAM, ACCOUNT_DELETION_TTL_HOURS } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { clearAllBrowserStorage } from '../../../lib/session';
import { useClientPortalAccountDeletionConfirmMutation, useClientPortalAccountDeletionRequestMutation } from '../api';

const WHAT_IS_ERASED =
  'Your profile, goals, measurements, progress photos, workout and nutrition logs, and your messages with your coach are erased, and you are signed out everywhere. Your coach is told that you deleted your account. This cannot be undone.';

/** Asks for the confirmation e-mail: nothing is deleted until its link is opened and confirmed. */
function RequestDialog({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: (email: string) => void }) {
  const runWithToasts = useMutationToasts();
  const [request, { isLoading }] = useClientPortalAccountDeletionRequestMutation();
  const send = async () => {
    const outcome = await runWithToasts(request().unwrap(), {
      success: { title: 'Check Your E-mail', description: ACCOUNT_DELETION_MESSAGES.emailSent },
      failure: { title: 'Request Failed', fallback: ACCOUNT_DELETION_MESSAGES.requestFailed },
    });
    if (outcome.ok) onSent(outcome.data.email);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-request-title" fullWidth maxWidth="sm">
      <DialogTitle id="delete-request-title">Delete your account?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{WHAT_IS_ERASED}</DialogContentText>
        <DialogContentText>
          We will send a confirmation link to your e-mail address. The link works once, for {ACCOUNT_DELETION_TTL_HOURS} hours. Consider exporting your data
          first.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={() => void send()} disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send confirmation e-mail'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Opened by the e-mail's link (`?confirmDeletion=<code>`): the last step, which erases the account. */
function ConfirmDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const runWithToasts = useMutationToasts();
  const [confirm, { isLoading }] = useClientPortalAccountDeletionConfirmMutation();
  const [deleted, setDeleted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const erase = async () => {
    setProblem(null);
    const outcome = await runWithToasts(confirm({ confirmAccountDeletionDto: { code } }).unwrap(), {
      failure: { fallback: ACCOUNT_DELETION_MESSAGES.deleteFailed, inlineOnly: true },
    });
    if (outcome.ok) setDeleted(true);
    else setProblem(outcome.message);
  };
  // The session is gone: a full page load to the home page empties every cache and piece of state at once.
  const leave = () => {
    clearAllBrowserStorage();
    window.location.replace('/');
  };

  if (deleted) {
    return (
      <Dialog open aria-labelledby="account-deleted-title" fullWidth maxWidth="sm">
        <DialogTitle id="account-deleted-title">Account deleted</DialogTitle>
        <DialogContent>
          <DialogContentText>{ACCOUNT_DELETION_MESSAGES.deleted} Your coach has been told. Thank you for training with CoachCore.</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={leave}>
            Go to the home page
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-confirm-title" fullWidth maxWidth="sm">
      <DialogTitle id="delete-confirm-title">Delete your account permanently?</DialogTitle>
      <DialogContent>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <DialogContentText>{WHAT_IS_ERASED}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Keep my account</Button>
        <Button color="error" variant="contained" onClick={() => void erase()} disabled={isLoading}>
          {isLoading ? 'Deleting...' : 'Delete my account permanently'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Delete Account': a confirmation e-mail first, then the erasure from its link. */
export function DeleteAccountSection() {
  const [params, setParams] = useSearchParams();
  const code = params.get(ACCOUNT_DELETION_PARAM);
  const [asking, setAsking] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const dropCode = () =>
    setParams(
      (current) => {
        current.delete(ACCOUNT_DELETION_PARAM);
        return current;
      },
      { replace: true },
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="delete-account-title" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.light' }}>
      <Typography id="delete-account-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Delete Account
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Permanently delete your account and the personal data your coach holds about you.
      </Typography>
      {sentTo && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="deletion-email-sent">
          We sent a confirmation link to {sentTo}. Open it to delete your account.
        </Alert>
      )}
      <Box>
        <Button color="error" variant="outlined" onClick={() => setAsking(true)} sx={{ minHeight: 44 }}>
          Delete my account
        </Button>
      </Box>
      <RequestDialog
        open={asking}
        onClose={() => setAsking(false)}
        onSent={(email) => {
          setAsking(false);
          setSentTo(email);
        }}
      />
      {code && <ConfirmDialog code={code} onClose={dropCode} />}
    </Paper>
  );
}
