import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClientPaymentResponseDto } from '@coachcore/api-client/client-payments';
import { CLIENT_PAYMENT_MESSAGES as MESSAGES, formatPaymentAmount, validateRefundAmount } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientPaymentsRefundMutation } from '../api';

/** Refund a payment: blank refunds everything left, an amount refunds that much. */
export function RefundDialog({ payment, onClose }: { payment: ClientPaymentResponseDto; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [refund, state] = useClientPaymentsRefundMutation();
  const runWithToasts = useMutationToasts();
  const error = validateRefundAmount(amount, payment.refundable);

  const submit = async () => {
    setTouched(true);
    if (error) return;
    const value = amount.trim() ? Number(amount) : null;
    const outcome = await runWithToasts(refund({ id: payment.id, refundPaymentDto: { amount: value } }).unwrap(), {
      success: (result) => ({ title: MESSAGES.refunded, description: `${formatPaymentAmount(result.amountRefunded)} refunded in all.`, severity: 'success' }),
      failure: { fallback: MESSAGES.refundFailed },
    });
    if (outcome.ok) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="refund-title">
      <DialogTitle id="refund-title">Refund payment</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {payment.clientName} · {payment.description} · {formatPaymentAmount(payment.amount, payment.currency)} charged,{' '}
          {formatPaymentAmount(payment.refundable, payment.currency)} left to refund.
        </Typography>
        <TextField
          label="Amount to refund"
          helperText={touched && error ? error : 'Leave blank to refund everything left.'}
          error={touched && !!error}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => setTouched(true)}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={state.isLoading}>
          {state.isLoading ? 'Refunding...' : 'Refund'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
