import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Toast } from './toast-context';

export const TOAST_DURATION_MS = 5000;

/** The toast itself; loaded on the first toast so the initial bundle stays small. */
export function ToastView({ toast, open, onClose }: { toast: Toast & { key: number }; open: boolean; onClose: () => void }) {
  return (
    <Snackbar
      key={toast.key}
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert data-testid="toast" severity={toast.severity ?? 'success'} variant="filled" onClose={onClose} sx={{ width: '100%', minWidth: 280 }}>
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
