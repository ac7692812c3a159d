import type { BaseSyntheticEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The title's id, which names the dialog. */
  titleId: string;
  /** react-hook-form's `handleSubmit(...)`: Enter in a field and the submit button both run it. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitLabel: string;
  /** The submit button's text while `pending` ('Saving...'). */
  pendingLabel: string;
  pending: boolean;
  /** Disables the submit button besides while pending. */
  submitDisabled?: boolean;
  /** A message above the fields: the validator's `form` entry (see `formMessage`) or the server's. */
  error?: string;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  children: ReactNode;
}

/**
 * A dialog whose body is one form: the title, the fields (stacked), Cancel and the submit button with its pending
 * label. A nested dialog with a form of its own belongs beside it, not inside: React events bubble through portals.
 */
export function FormDialog({
  open,
  onClose,
  title,
  titleId,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled = false,
  error,
  maxWidth = 'sm',
  fullScreen,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending || submitDisabled}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
