import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClientPaymentResponseDto } from '@coachcore/api-client/client-payments';
import { CLIENT_PAYMENT_MESSAGES, CLIENT_PAYMENT_STATUS_LABELS, formatPaymentAmount } from '@coachcore/domain';
import { useClientPaymentsListQuery } from '../api';
import { RefundDialog } from './RefundDialog';

const COLORS = { paid: 'success', pending: 'default', failed: 'error', partially_refunded: 'warning', refunded: 'warning' } as const;

/**
 * The business's client payments (all, or one client's), each with Refund while something is left to refund. Hidden
 * for a staff member without payment management (the list answers 403).
 */
export function ClientPaymentsPanel({ clientId }: { clientId?: string }) {
  const { data, isError } = useClientPaymentsListQuery({ page: 1, limit: 50, ...(clientId ? { clientId } : {}) });
  const [refunding, setRefunding] = useState<ClientPaymentResponseDto | null>(null);
  if (isError) return null;
  const items = data?.items ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="client-payments-title" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="client-payments-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Client Payments
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {data ? CLIENT_PAYMENT_MESSAGES.noPayments : 'Loading...'}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="client-payments-title">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              {!clientId && <TableCell>Client</TableCell>}
              <TableCell>Package</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Platform fee</TableCell>
              <TableCell>Status</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((payment) => (
              <TableRow key={payment.id} data-testid="client-payment-row">
                <TableCell>{new Date(payment.paidAt ?? payment.createdAt).toLocaleDateString()}</TableCell>
                {!clientId && <TableCell>{payment.clientName}</TableCell>}
                <TableCell>
                  {payment.description}
                  {payment.couponCode && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      Coupon {payment.couponCode}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  {formatPaymentAmount(payment.amount, payment.currency)}
                  {payment.amountRefunded > 0 && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      Refunded {formatPaymentAmount(payment.amountRefunded, payment.currency)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{formatPaymentAmount(payment.applicationFee, payment.currency)}</TableCell>
                <TableCell>
                  <Chip size="small" label={CLIENT_PAYMENT_STATUS_LABELS[payment.status]} color={COLORS[payment.status]} />
                </TableCell>
                <TableCell align="right">
                  {payment.refundable > 0 && (
                    <Button size="small" color="error" onClick={() => setRefunding(payment)}>
                      Refund
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </Paper>
  );
}
