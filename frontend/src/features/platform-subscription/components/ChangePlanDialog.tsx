import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANNUAL_REFUND_WINDOW_DAYS, PLATFORM_BILLING_INTERVALS, PLATFORM_BILLING_OPTIONS, type PlatformBillingInterval } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useLazyPlatformSubscriptionQuotePlanChangeQuery, usePlatformSubscriptionChangePlanMutation } from '../api';
import { renewalDate } from '../subscription-dates';

const pounds = (amount: number) => `£${amount.toFixed(2)}`;

/** Change Plan: monthly or annual billing from now, prorated, with what it charges or refunds shown before confirming. */
export function ChangePlanDialog({ open, current, onClose }: { open: boolean; current: PlatformBillingInterval; onClose: () => void }) {
  const [interval, setInterval] = useState<PlatformBillingInterval>(current === 'monthly' ? 'annual' : 'monthly');
  const [fetchQuote, quote] = useLazyPlatformSubscriptionQuotePlanChangeQuery();
  const [change, changeState] = usePlatformSubscriptionChangePlanMutation();
  const runWithToasts = useMutationToasts();

  useEffect(() => {
    if (open && interval !== current) void fetchQuote({ interval });
  }, [open, interval, current, fetchQuote]);

  const confirm = async () => {
    const outcome = await runWithToasts(change({ changePlanDto: { interval } }).unwrap(), {
      success: (result) => ({
        title: 'Plan Changed',
        description:
          result.quote.refund > 0
            ? `You are now billed monthly. ${pounds(result.quote.refund)} is refunded to your card.`
            : `You are now billed ${result.quote.to === 'annual' ? 'annually' : 'monthly'}. ${pounds(result.quote.amountDue)} was charged to your card.`,
        severity: 'success',
      }),
      failure: { fallback: 'Failed to change plan' },
    });
    if (outcome.ok) onClose();
  };

  const shown = quote.data && quote.originalArgs?.interval === interval && interval !== current ? quote.data : null;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="change-plan-title">
      <DialogTitle id="change-plan-title">Change Plan</DialogTitle>
      <DialogContent>
        <RadioGroup aria-label="Billing" value={interval} onChange={(event) => setInterval(event.target.value as PlatformBillingInterval)}>
          {PLATFORM_BILLING_INTERVALS.map((option) => {
            const plan = PLATFORM_BILLING_OPTIONS[option];
            return (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={`${plan.label}: ${pounds(plan.amount)} a ${option === 'annual' ? 'year' : 'month'}${option === current ? ' (current)' : ''}`}
              />
            );
          })}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Plan changes are prorated. Annual plans are refunded pro rata within {ANNUAL_REFUND_WINDOW_DAYS} days of the start of the billing year.
        </Typography>
        {interval !== current && quote.isFetching && <Typography sx={{ mt: 2 }}>Calculating...</Typography>}
        {interval !== current && quote.isError && !quote.isFetching && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {errorMessage(quote.error, 'This change is not possible')}
          </Alert>
        )}
        {shown && !quote.isFetching && (
          <Stack spacing={0.5} sx={{ mt: 2 }} data-testid="plan-change-quote">
            <Typography>Unused time credited: {pounds(shown.unusedCredit)}</Typography>
            <Typography sx={{ fontWeight: 700 }}>Charged now: {pounds(shown.amountDue)}</Typography>
            {shown.refund > 0 && <Typography sx={{ fontWeight: 700 }}>Refunded to your card: {pounds(shown.refund)}</Typography>}
            <Typography>Next renewal: {renewalDate(shown.newPeriodEnd)}</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={!shown || quote.isFetching || changeState.isLoading}>
          {changeState.isLoading ? 'Changing...' : `Switch to ${interval === 'annual' ? 'annual' : 'monthly'} billing`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
