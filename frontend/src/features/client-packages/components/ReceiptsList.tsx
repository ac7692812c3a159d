import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLIENT_PAYMENT_MESSAGES, CLIENT_PAYMENT_STATUS_LABELS, formatPaymentAmount } from '@coachcore/domain';
import { useClientPortalPaymentsReceiptsQuery } from '../api';

const COLORS = { paid: 'success', pending: 'default', failed: 'error', partially_refunded: 'warning', refunded: 'warning' } as const;

/** The client's receipts: every payment to their coach, with what was refunded. */
export function ReceiptsList({ pollWhilePending = false }: { pollWhilePending?: boolean }) {
  const { data } = useClientPortalPaymentsReceiptsQuery({ page: 1, limit: 50 }, { pollingInterval: pollWhilePending ? 2000 : 0 });
  const items = data?.items ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="receipts-title" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="receipts-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Receipts
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {data ? CLIENT_PAYMENT_MESSAGES.noReceipts : 'Loading...'}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="receipts-title">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Item</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((payment) => (
              <TableRow key={payment.id} data-testid="receipt-row">
                <TableCell>{new Date(payment.paidAt ?? payment.createdAt).toLocaleDateString()}</TableCell>
                <TableCell>
                  {payment.description}
                  {payment.couponCode && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      Coupon {payment.couponCode}: -{formatPaymentAmount(payment.discountAmount, payment.currency)}
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
                <TableCell>
                  <Chip size="small" label={CLIENT_PAYMENT_STATUS_LABELS[payment.status]} color={COLORS[payment.status]} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
