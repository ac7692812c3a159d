import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientSubscriptionResponseDto } from '@coachcore/api-client/client-portal';
import { packageBillingLabel, SUBSCRIPTION_MESSAGES } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientPortalPaymentsCancelAtPeriodEndMutation, useClientPortalPaymentsResumeMutation } from '../api';

/** A calendar day (YYYY-MM-DD) as the portal shows it: "Dec 25, 2026". */
const formatDay = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The client's current packages: a recurring one with its renewal date (or its end, once cancelled at period end) and
 * Cancel at period end / Keep renewing; a one-off one with its end date.
 */
export function HeldPackages({ subscriptions, onChanged }: { subscriptions: readonly ClientSubscriptionResponseDto[]; onChanged: () => void }) {
  const [cancel, cancelState] = useClientPortalPaymentsCancelAtPeriodEndMutation();
  const [resume, resumeState] = useClientPortalPaymentsResumeMutation();
  const run = useMutationToasts();
  if (subscriptions.length === 0) return null;
  const pending = cancelState.isLoading || resumeState.isLoading;

  const change = async (subscription: ClientSubscriptionResponseDto, stop: boolean) => {
    const request = (stop ? cancel : resume)({ id: subscription.id }).unwrap();
    const outcome = await run(request, {
      success: { title: stop ? SUBSCRIPTION_MESSAGES.cancelScheduled : SUBSCRIPTION_MESSAGES.cancelUndone },
      failure: { fallback: SUBSCRIPTION_MESSAGES.cancelFailed },
    });
    if (outcome.ok) onChanged();
  };

  return (
    <Stack component="section" aria-labelledby="held-packages-title" spacing={1.5} sx={{ mt: 2 }}>
      <Typography id="held-packages-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Your packages
      </Typography>
      {subscriptions.map((subscription) => (
        <Paper
          key={subscription.id}
          variant="outlined"
          component="article"
          aria-label={`Your ${subscription.packageName}`}
          sx={{ p: 2 }}
          data-testid="held-package"
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{subscription.packageName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {packageBillingLabel(subscription.billingInterval)} ·{' '}
                {subscription.billingInterval && !subscription.cancelAtPeriodEnd
                  ? `Renews on ${formatDay(subscription.endDate)}`
                  : `Ends on ${formatDay(subscription.endDate)}`}
              </Typography>
            </div>
            {subscription.billingInterval &&
              (subscription.cancelAtPeriodEnd ? (
                <Button variant="outlined" disabled={pending} onClick={() => void change(subscription, false)}>
                  Keep renewing
                </Button>
              ) : (
                <Button variant="outlined" color="error" disabled={pending} onClick={() => void change(subscription, true)}>
                  Cancel at period end
                </Button>
              ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
