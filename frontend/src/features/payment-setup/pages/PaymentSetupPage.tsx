import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_SETUP_TEXTS as TEXTS } from '@coachcore/domain';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useStripeConnectCreateMutation, useStripeConnectLinkMutation, useStripeConnectStatusQuery } from '../api';
import { BenefitCards } from '../components/BenefitCards';
import { FeeTable } from '../components/FeeTable';

/** Where the browser goes (a seam for tests; the onboarding page is the provider's). */
const go = (url: string) => window.location.assign(url);

/**
 * Payment Setup (/payment-setup; document 3 sections 2.3, 4, 7 and 8): not connected → create the account, then the
 * onboarding link, then the browser goes there; connected but incomplete → the link directly; set up → ready. On a
 * failure of either step the setting-up state resets.
 */
export function PaymentSetupPage() {
  const status = useStripeConnectStatusQuery();
  const [createAccount] = useStripeConnectCreateMutation();
  const [createLink] = useStripeConnectLinkMutation();
  const runWithToasts = useMutationToasts();
  const [settingUp, setSettingUp] = useState(false);

  if (status.isLoading) return <PageSpinner />;
  const account = status.data;

  const start = async () => {
    setSettingUp(true);
    if (!account?.connected) {
      const created = await runWithToasts(createAccount().unwrap(), { failure: { fallback: TEXTS.createFailed } });
      if (!created.ok) return setSettingUp(false);
    }
    const link = await runWithToasts(createLink().unwrap(), { failure: { fallback: TEXTS.linkFailed } });
    if (!link.ok) return setSettingUp(false);
    go(link.data.url);
  };

  return (
    <>
      <PageHeader title={TEXTS.title} subtitle="Connect a payments account to get paid by your clients." />
      <Paper variant="outlined" component="section" aria-label="Payments account" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={2}>
          {status.isError ? (
            <Alert severity="error">Could not load your payments account status.</Alert>
          ) : account?.setupComplete ? (
            <Alert severity="success">{TEXTS.ready}</Alert>
          ) : account?.requiresAction ? (
            <Alert severity="error">{TEXTS.requiresAction}</Alert>
          ) : (
            <Alert severity="info">{TEXTS.notConnected}</Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            Status: {account?.connected ? 'Connected' : 'Not connected'} · Setup {account?.setupComplete ? 'complete' : 'not complete'}
          </Typography>
          {!account?.setupComplete && (
            <div>
              <Button variant="contained" size="large" onClick={() => void start()} disabled={settingUp}>
                {settingUp ? TEXTS.settingUp : account?.connected ? TEXTS.completeSetup : TEXTS.connect}
              </Button>
            </div>
          )}
        </Stack>
      </Paper>
      <BenefitCards />
      <FeeTable />
    </>
  );
}
