import { Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientMeetingResponseDto, PurchaseResponseDto } from '@coachcore/api-client/client-portal';
import { CLIENT_PAYMENT_MESSAGES as MESSAGES, formatPaymentAmount } from '@coachcore/domain';
import { PageSpinner } from '../../../components/PageSpinner';
import type { CardForm } from '../../../components/payments/card-form';
import { useToast } from '../../../components/toast/toast-context';
import { generatedPlatformSubscriptionApi } from '@coachcore/api-client/platform-subscription';
import { paged } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useClientPortalPaymentsPayForSessionMutation } from '../api';

const platformSubscriptionApi = paged(generatedPlatformSubscriptionApi);

/**
 * Paying one's seat in a paid group session: the payment is started as the dialog opens (one idempotency key per
 * dialog; the server answers the seat's one payment however often it is asked), then the card form confirms it.
 */
export function PaySeatDialog({
  meeting,
  CardForm,
  onClose,
  onPaid,
}: {
  meeting: ClientMeetingResponseDto;
  CardForm: CardForm;
  onClose: () => void;
  onPaid: () => void;
}) {
  const config = platformSubscriptionApi.usePlatformSubscriptionConfigQuery();
  const [pay] = useClientPortalPaymentsPayForSessionMutation();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [started, setStarted] = useState<PurchaseResponseDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  useEffect(() => {
    let current = true;
    pay({ id: meeting.id, paySessionDto: { idempotencyKey } })
      .unwrap()
      .then((answer) => current && setStarted(answer))
      .catch((failure: unknown) => current && setError(errorMessage(failure, MESSAGES.purchaseFailed)));
    return () => {
      current = false;
    };
  }, [pay, meeting.id, idempotencyKey]);

  const provider = config.data?.provider;
  const amount = started?.payment.amount ?? meeting.seatPrice ?? 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="pay-seat-title">
      <DialogTitle id="pay-seat-title">Pay for {meeting.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography data-testid="seat-total">Your seat: {formatPaymentAmount(amount)}</Typography>
          {error ? (
            <Alert severity="error">{error}</Alert>
          ) : !started ? (
            <PageSpinner />
          ) : provider === 'misconfigured' ? (
            <Alert severity="warning">Stripe configuration required. Please contact support.</Alert>
          ) : started.clientSecret ? (
            <Suspense fallback={<PageSpinner />}>
              <CardForm
                publishableKey={provider === 'stripe' ? (config.data?.publishableKey ?? null) : null}
                clientSecret={started.clientSecret}
                submitLabel={`Pay ${formatPaymentAmount(amount)}`}
                returnPath="/client/appointments"
                onSucceeded={() => {
                  toast({ title: MESSAGES.purchased, description: `${MESSAGES.sessionPaid}. Your receipt is on its way.`, severity: 'success' });
                  onPaid();
                }}
                onFailed={(message) => toast({ title: MESSAGES.paymentFailed, description: message, severity: 'error' })}
              />
            </Suspense>
          ) : (
            <Alert severity="success">{MESSAGES.sessionPaid}.</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
