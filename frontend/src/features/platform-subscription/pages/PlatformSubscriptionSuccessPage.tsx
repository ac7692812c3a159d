import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { PLATFORM_SUBSCRIPTION_TEXTS as TEXTS } from '@coachcore/domain';
import { useToast } from '../../../components/toast/toast-context';
import { usePlatformSubscriptionStatusQuery } from '../api';
import { renewalDate } from '../subscription-dates';

/** Where the card form returns (/platform-subscription/success): the status is refetched until the payment is through. */
export function PlatformSubscriptionSuccessPage() {
  const probe = usePlatformSubscriptionStatusQuery();
  const active = probe.data?.status === 'active';
  // The provider's confirmation reaches the server through its webhook a moment after the card form: ask again until then.
  const status = usePlatformSubscriptionStatusQuery(undefined, { pollingInterval: active ? 0 : 1000 });
  const toast = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (active && !told.current) {
      told.current = true;
      toast({ title: TEXTS.activated, severity: 'success' });
    }
  }, [active, toast]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
      {active ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {TEXTS.activated}
          </Typography>
          {status.data?.currentPeriodEnd && <Typography>Your plan renews on {renewalDate(status.data.currentPeriodEnd)}.</Typography>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" component={RouterLink} to="/dashboard">
              Go to Dashboard
            </Button>
            <Button variant="outlined" component={RouterLink} to="/platform-subscription">
              Manage Subscription
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress />
          <Typography variant="h5" component="h1">
            Confirming your payment...
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
