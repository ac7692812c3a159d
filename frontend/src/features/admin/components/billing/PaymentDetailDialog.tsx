import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paymentTypeLabel } from '@coachcore/domain';
import type { AdminPaymentDetailResponseDto } from '@coachcore/api-client/admin';
import { errorMessage } from '../../../../lib/api-error';
import { useAdminBillingPaymentQuery } from '../../billing-api';
import { billingBusinessName, formatInstant, formatMoney } from '../../billing-format';
import { PaymentStatusChip } from './PaymentStatusChip';
import { ProviderEventsTable } from './ProviderEventsTable';

function Facts({ detail }: { detail: AdminPaymentDetailResponseDto }) {
  const { payment, business } = detail;
  const facts: Array<[string, string]> = [
    ['Business', `${billingBusinessName(business)} <${business.email}>`],
    ['Amount', formatMoney(payment.amount, payment.currency)],
    ['Type', paymentTypeLabel(payment.paymentType)],
    ['Created', formatInstant(payment.createdAt)],
    ['Due', formatInstant(payment.dueDate)],
    ['Paid', formatInstant(payment.paidAt)],
    ['Failed', formatInstant(payment.failedAt)],
    ['Failure reason', payment.failureReason ?? '—'],
    ['Failed attempts', String(payment.failureCount)],
    ['Grace period ends', formatInstant(payment.gracePeriodEnd)],
    ['Suspended', formatInstant(payment.suspensionDate)],
    ['Provider invoice', payment.stripeInvoiceId ?? '—'],
    ['Provider payment', payment.stripePaymentIntentId ?? '—'],
  ];
  return (
    <dl data-testid="payment-facts" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 16, rowGap: 4, margin: 0 }}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </div>
      ))}
    </dl>
  );
}

/** A payment's detail: its facts and the provider events recorded about its invoice and payment intents. */
export function PaymentDetailDialog({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  const detail = useAdminBillingPaymentQuery({ id: paymentId ?? '' }, { skip: !paymentId });
  const data = detail.currentData;
  return (
    <Dialog open={!!paymentId} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="payment-detail-title">
      <DialogTitle id="payment-detail-title" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        Payment {data && <PaymentStatusChip status={data.payment.status} />}
      </DialogTitle>
      {/* Focusable: the facts and events may scroll, and a keyboard must reach them. */}
      <DialogContent tabIndex={0}>
        {detail.isError ? (
          <Alert severity="error">{errorMessage(detail.error, 'Failed to load the payment')}</Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={240} />
        ) : (
          <>
            <Facts detail={data} />
            <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
              Provider events
            </Typography>
            <ProviderEventsTable events={data.events} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
