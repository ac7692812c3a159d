import Chip, { type ChipProps } from '@mui/material/Chip';
import { PAYMENT_STATUS_LABELS, type BusinessPaymentStatus } from '@coachcore/domain';

const STATUS_COLOURS: Record<BusinessPaymentStatus, ChipProps['color']> = { pending: 'default', paid: 'success', failed: 'error', refunded: 'info' };

/** A platform payment's status as a badge. */
export function PaymentStatusChip({ status }: { status: BusinessPaymentStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLOURS[status]} label={PAYMENT_STATUS_LABELS[status]} />;
}
