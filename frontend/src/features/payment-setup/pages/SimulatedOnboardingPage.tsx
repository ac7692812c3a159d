import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useStripeConnectCompleteOnboardingMutation } from '../api';

/** Only this app's own pages are followed back to. */
const sameOrigin = (url: string | null, fallback: string) => {
  try {
    const parsed = new URL(url ?? '', window.location.origin);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : fallback;
  } catch {
    return fallback;
  }
};

/**
 * The simulated provider's stand-in for Stripe's hosted onboarding (the account link's page): the coach confirms the
 * test business details and returns to /stripe-connect/success.
 */
export function SimulatedOnboardingPage() {
  const [params] = useSearchParams();
  const accountId = params.get('account') ?? '';
  const returnTo = sameOrigin(params.get('return_url'), '/stripe-connect/success');
  const refreshTo = sameOrigin(params.get('refresh_url'), '/payment-setup');
  const [complete, state] = useStripeConnectCompleteOnboardingMutation();
  const runWithToasts = useMutationToasts();

  const submit = async () => {
    const outcome = await runWithToasts(complete({ accountId }).unwrap(), { failure: { fallback: 'Failed to complete onboarding' } });
    if (outcome.ok) window.location.assign(returnTo);
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f6f9fc', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper component="main" sx={{ p: 4, maxWidth: 480, width: '100%' }}>
        <Stack spacing={2}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Set up payments
          </Typography>
          <Alert severity="info">Test mode: this simulated onboarding stands in for the payments provider’s. No real details are needed.</Alert>
          <Typography variant="body2" color="text.secondary">
            Account {accountId}
          </Typography>
          <Typography>Business type: Individual · Industry: Fitness coaching · Payouts to test bank account 000123456789.</Typography>
          <Button variant="contained" size="large" onClick={() => void submit()} disabled={!accountId || state.isLoading}>
            Submit
          </Button>
          <Button href={refreshTo}>Return without finishing</Button>
        </Stack>
      </Paper>
    </Box>
  );
}
