import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { INVITATION_MESSAGES } from '@coachcore/domain';

/** What a client account sees before any coach has linked it: how to get linked, instead of empty cards. */
export function NotLinkedNotice() {
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
      <AlertTitle>{INVITATION_MESSAGES.notLinkedTitle}</AlertTitle>
      {INVITATION_MESSAGES.notLinkedHelp}
    </Alert>
  );
}
