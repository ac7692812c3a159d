import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_STATUS_POLL_MS, PAYMENT_SETUP_TEXTS as TEXTS } from '@coachcore/domain';
import { PageHeader } from '../../../components/PageHeader';
import { useStripeConnectStatusQuery } from '../api';

/** /stripe-connect/success: asks for the status every 2 seconds, 'Processing Setup...' until setupComplete, then the next steps. */
export function StripeConnectSuccessPage() {
  const { data } = useStripeConnectStatusQuery(undefined, { pollingInterval: ACCOUNT_STATUS_POLL_MS, skipPollingIfUnfocused: false });
  const complete = !!data?.setupComplete;
  return (
    <>
      <PageHeader title="Payments Account Connected" subtitle="Your payments account is being connected." />
      <Paper variant="outlined" component="section" aria-label="Setup status" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640 }}>
        {complete ? (
          <Stack spacing={2}>
            <Alert severity="success">{TEXTS.connected}</Alert>
            <Typography>You can now sell packages to your clients. Next steps:</Typography>
            <Stack direction="row" spacing={1.5}>
              <Button component={RouterLink} to="/clients" variant="contained">
                Go to Clients
              </Button>
              <Button component={RouterLink} to="/packages" variant="outlined">
                Set up Packages
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={28} />
            <Typography variant="h6" component="p">
              {TEXTS.processing}
            </Typography>
          </Stack>
        )}
        {data?.requiresAction && !complete && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {TEXTS.requiresAction}
          </Alert>
        )}
      </Paper>
    </>
  );
}
