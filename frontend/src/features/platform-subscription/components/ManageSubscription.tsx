import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useDispatch } from 'react-redux';
import { billingIntervalOf, PLATFORM_BILLING_OPTIONS, PLATFORM_PLAN, PLATFORM_SUBSCRIPTION_TEXTS, subscriptionTier } from '@coachcore/domain';
import type { SubscriptionStatusResponseDto } from '@coachcore/api-client/platform-subscription';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { accessLockCleared } from '../../../lib/access-lock';
import { ChangePlanDialog } from './ChangePlanDialog';
import { UpdatePaymentMethodDialog } from './UpdatePaymentMethodDialog';
import { usePlatformSubscriptionCancelMutation, usePlatformSubscriptionResumeMutation, usePlatformSubscriptionStatusQuery } from '../api';
import { renewalDate } from '../subscription-dates';

/**
 * The manage view of a running subscription: 'Subscription Active', the renewal date, Update Payment Method (which also
 * pays an overdue invoice, lifting a payment suspension), Change Plan (monthly or annual billing), cancelling at period
 * end and taking it back.
 */
export function ManageSubscription({ status }: { status: SubscriptionStatusResponseDto }) {
  const [confirming, setConfirming] = useState(false);
  const [updatingCard, setUpdatingCard] = useState(false);
  const [changingPlan, setChangingPlan] = useState(false);
  const dispatch = useDispatch();
  const overdue = status.status === 'past_due' || status.status === 'suspended';
  // The overdue invoice is paid at the provider, whose event lifts the suspension a moment later: until it has, the
  // status is asked again every second.
  const [paidOverdue, setPaidOverdue] = useState(false);
  usePlatformSubscriptionStatusQuery(undefined, { skip: !(paidOverdue && overdue), pollingInterval: 1000 });
  const tier = subscriptionTier(status.priceId);
  const interval = billingIntervalOf(status.priceId);
  const planName = tier ? `CoachCore ${tier.name}` : `${PLATFORM_PLAN.name} · ${PLATFORM_BILLING_OPTIONS[interval].label}`;
  const [cancel, cancelState] = usePlatformSubscriptionCancelMutation();
  const [resume, resumeState] = usePlatformSubscriptionResumeMutation();
  const runWithToasts = useMutationToasts();
  const date = status.currentPeriodEnd ? renewalDate(status.currentPeriodEnd) : null;

  const onCancel = async () => {
    const outcome = await runWithToasts(cancel().unwrap(), {
      success: { title: 'Subscription Cancelled', description: date ? `You keep access until ${date}.` : undefined },
      failure: { fallback: 'Failed to cancel subscription' },
    });
    if (outcome.ok) setConfirming(false);
  };
  const onResume = () =>
    runWithToasts(resume().unwrap(), {
      success: { title: 'Subscription Resumed', description: date ? `Your plan renews on ${date}.` : undefined },
      failure: { fallback: 'Failed to resume subscription' },
    });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <CheckCircleIcon color={status.status === 'active' ? 'success' : status.status === 'suspended' ? 'error' : 'warning'} />
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {status.status === 'past_due' ? 'Payment Past Due' : status.status === 'suspended' ? 'Account Suspended' : PLATFORM_SUBSCRIPTION_TEXTS.active}
        </Typography>
        <Chip size="small" label={planName} />
      </Stack>
      {status.status === 'past_due' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Your last payment failed. Update your payment method to pay the open invoice within the 30-day grace period and keep access.
        </Alert>
      )}
      {status.status === 'suspended' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Your business is suspended because the subscription payment is overdue and its 30-day grace period has ended. Update your payment method to pay the
          overdue invoice: your account is reactivated at once.
        </Alert>
      )}
      {date && (
        <Typography data-testid="renewal-date" sx={{ mb: 3 }}>
          {status.cancelAtPeriodEnd ? `Your subscription ends on ${date}.` : `Your plan renews on ${date}.`}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Button variant={overdue ? 'contained' : 'outlined'} onClick={() => setUpdatingCard(true)}>
          Update Payment Method
        </Button>
        {!overdue && !tier && (
          <Button variant="outlined" onClick={() => setChangingPlan(true)}>
            Change Plan
          </Button>
        )}
        {!overdue &&
          (status.cancelAtPeriodEnd ? (
            <Button variant="contained" onClick={() => void onResume()} disabled={resumeState.isLoading}>
              Keep Subscription
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              Cancel Subscription
            </Button>
          ))}
      </Stack>
      {updatingCard && (
        <UpdatePaymentMethodDialog
          open
          overdue={overdue}
          onClose={() => setUpdatingCard(false)}
          // Paying lifts a suspension: the other pages may be asked again.
          onUpdated={() => {
            if (overdue) setPaidOverdue(true);
            dispatch(accessLockCleared());
          }}
        />
      )}
      {changingPlan && <ChangePlanDialog open current={interval} onClose={() => setChangingPlan(false)} />}
      <ConfirmDialog
        open={confirming}
        title="Cancel Subscription"
        text={`Your subscription stays active until ${date ?? 'the end of the current period'}, and you can keep it until then.`}
        confirmLabel="Cancel Subscription"
        busy={cancelState.isLoading}
        onConfirm={() => void onCancel()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
