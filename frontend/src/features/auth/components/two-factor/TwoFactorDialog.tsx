import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { TwoFactorPanel } from './TwoFactorPanel';

/** Two-Factor Authentication, from the account menu of every signed-in area but the client portal. */
export function TwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="two-factor-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="two-factor-dialog-title">Two-Factor Authentication</DialogTitle>
      <DialogContent>{open && <TwoFactorPanel />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
