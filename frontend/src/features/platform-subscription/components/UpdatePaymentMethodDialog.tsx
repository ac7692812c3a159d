import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { usePlatformSubscriptionSetupPaymentMethodMutation, usePlatformSubscriptionUpdatePaymentMethodMutation } from '../api';
import { CardForm } from './CardForm';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Update Payment Method: a setup intent's card form (Stripe's test cards behave as at Stripe), then the card becomes
 * the subscription's. A past-due or suspended business's overdue invoice is paid with it at once.
 */
export function UpdatePaymentMethodDialog({
  open,
  overdue,
  onClose,
  onUpdated,
}: {
  open: boolean;
  overdue: boolean;
  onClose: () => void;
  onUpdated?: () => void;
}) {
  const [setup, setupState] = usePlatformSubscriptionSetupPaymentMethodMutation();
  const [update, updateState] = usePlatformSubscriptionUpdatePaymentMethodMutation();
  const [intent, setIntent] = useState<{ setupIntentId: string; clientSecret: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  // Rendered while open: each opening starts its own setup intent.
  useEffect(() => {
    setup()
      .unwrap()
      .then(setIntent)
      .catch((error: unknown) => setProblem(errorMessage(error, 'Failed to start updating the payment method')));
  }, [setup]);

  const saved = async () => {
    if (!intent) return;
    try {
      const card = await update({ updatePaymentMethodDto: { setupIntentId: intent.setupIntentId } }).unwrap();
      toast({
        title: 'Payment Method Updated',
        description: `${capitalise(card.brand)} ending in ${card.last4}${card.paidOpenInvoice ? ' paid your overdue invoice.' : ' will be charged from now on.'}`,
        severity: 'success',
      });
      onUpdated?.();
      onClose();
    } catch (error) {
      const message = errorMessage(error, 'Failed to update payment method');
      setProblem(message);
      toast({ title: 'Payment Failed', description: message, severity: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="update-payment-method-title">
      <DialogTitle id="update-payment-method-title">Update Payment Method</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {overdue
            ? 'Your overdue invoice is paid with this card as soon as it is saved.'
            : 'Your subscription is charged to this card from your next payment.'}
        </Typography>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {setupState.isLoading || updateState.isLoading ? (
          <PageSpinner />
        ) : intent ? (
          <CardForm
            clientSecret={intent.clientSecret}
            mode="setup"
            returnPath="/platform-subscription"
            submitLabel={overdue ? 'Save card and pay' : 'Save card'}
            onSucceeded={() => void saved()}
            onFailed={(message) => toast({ title: 'Payment Failed', description: message, severity: 'error' })}
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
