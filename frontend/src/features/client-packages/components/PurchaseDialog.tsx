import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CoachingPackageResponseDto, PurchaseResponseDto } from '@coachcore/api-client/client-portal';
import { CLIENT_PAYMENT_MESSAGES as MESSAGES, formatPaymentAmount, normalizeCouponCode } from '@coachcore/domain';
import { PageSpinner } from '../../../components/PageSpinner';
import type { CardForm } from '../../../components/payments/card-form';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { generatedPlatformSubscriptionApi } from '@coachcore/api-client/platform-subscription';
import { paged } from '../../../lib/api';
import { useClientPortalPaymentsPurchaseMutation } from '../api';

const platformSubscriptionApi = paged(generatedPlatformSubscriptionApi);

/**
 * Buying one package: an optional coupon, then the payment (the coupon applied by the server) and the card form.
 * One idempotency key per dialog: pressing Continue twice is one payment.
 */
export function PurchaseDialog({
  item,
  CardForm,
  onClose,
  onPaid,
}: {
  item: CoachingPackageResponseDto;
  CardForm: CardForm;
  onClose: () => void;
  onPaid: () => void;
}) {
  const config = platformSubscriptionApi.usePlatformSubscriptionConfigQuery();
  const [purchase, state] = useClientPortalPaymentsPurchaseMutation();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [coupon, setCoupon] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState<PurchaseResponseDto | null>(null);
  const toast = useToast();

  const start = async () => {
    setError(null);
    try {
      const answer = await purchase({ id: item.id, purchasePackageDto: { idempotencyKey, couponCode: coupon.trim() || null } }).unwrap();
      if (!answer.clientSecret && answer.payment.status === 'paid') {
        toast({ title: MESSAGES.purchased, description: `${item.name} is yours.`, severity: 'success' });
        onPaid();
      } else setStarted(answer);
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.purchaseFailed));
    }
  };

  const payment = started?.payment;
  const provider = config.data?.provider;
  const cardProps = (clientSecret: string) => ({
    clientSecret,
    submitLabel: `Pay ${formatPaymentAmount(payment?.amount ?? item.price)}`,
    returnPath: '/client/packages',
    onSucceeded: () => {
      toast({ title: MESSAGES.purchased, description: `${item.name} is yours. Your receipt is on its way.`, severity: 'success' });
      onPaid();
    },
    onFailed: (message: string) => toast({ title: MESSAGES.paymentFailed, description: message, severity: 'error' }),
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="purchase-title">
      <DialogTitle id="purchase-title">Buy {item.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!payment ? (
            <>
              <Typography>
                {formatPaymentAmount(item.price)} · {item.duration} days
              </Typography>
              <TextField
                label="Coupon code (optional)"
                value={coupon}
                onChange={(event) => setCoupon(normalizeCouponCode(event.target.value))}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              {error && <Alert severity="error">{error}</Alert>}
            </>
          ) : (
            <>
              <Stack spacing={0.5} aria-label="Order summary" component="section">
                <Typography>Price: {formatPaymentAmount(payment.originalAmount)}</Typography>
                {payment.discountAmount > 0 && (
                  <Typography color="success.main">
                    Coupon {payment.couponCode}: -{formatPaymentAmount(payment.discountAmount)}
                  </Typography>
                )}
                <Typography sx={{ fontWeight: 700 }} data-testid="order-total">
                  Total: {formatPaymentAmount(payment.amount)}
                </Typography>
              </Stack>
              {provider === 'misconfigured' ? (
                <Alert severity="warning">Stripe configuration required. Please contact support.</Alert>
              ) : (
                started?.clientSecret && (
                  <Suspense fallback={<PageSpinner />}>
                    <CardForm publishableKey={provider === 'stripe' ? (config.data?.publishableKey ?? null) : null} {...cardProps(started.clientSecret)} />
                  </Suspense>
                )
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        {!payment && (
          <Button variant="contained" onClick={() => void start()} disabled={state.isLoading}>
            {state.isLoading ? 'Processing...' : 'Continue to payment'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
