import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { PAYMENT_SUSPENSION_PAY_PATH, PAYMENT_SUSPENSION_REASON } from '@coachcore/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accessLockCleared } from '../lib/access-lock';
import { api } from '../lib/api';

/** Whether a suspension message is the owner's for an overdue payment (which the owner resolves by paying). */
export const isPaymentSuspension = (message: string) => message.includes(PAYMENT_SUSPENSION_REASON);

/**
 * What a suspended business's owner, staff and clients see in place of every page: the API's own words (why, and who
 * resolves it) and a way to check again once it has been resolved. An owner suspended for an overdue payment gets the
 * way to pay: the subscription page, where Update Payment Method pays the overdue invoice. `actions` adds the owner's
 * other ways out (writing to support).
 */
export function BusinessSuspendedNotice({ message, actions }: { message: string; actions?: ReactNode }) {
  const dispatch = useDispatch();
  const checkAgain = () => {
    dispatch(accessLockCleared());
    // Every screen asks the API again: a reactivated business gets its pages back, a suspended one this notice.
    dispatch(api.util.resetApiState());
  };
  const pay = isPaymentSuspension(message);
  return (
    <Box component="section" aria-labelledby="suspended-title" sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, md: 6 } }}>
      <Typography id="suspended-title" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        Account suspended
      </Typography>
      <Alert severity="error" role="alert">
        <AlertTitle>Access to this business is suspended</AlertTitle>
        {message}
      </Alert>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Your data is kept safe while the business is suspended. Once the suspension is lifted, everything is available again.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        {pay && (
          <Button variant="contained" component={RouterLink} to={PAYMENT_SUSPENSION_PAY_PATH}>
            Pay now
          </Button>
        )}
        {actions}
        <Button variant={pay ? 'outlined' : 'contained'} onClick={checkAgain}>
          Check again
        </Button>
      </Stack>
    </Box>
  );
}
