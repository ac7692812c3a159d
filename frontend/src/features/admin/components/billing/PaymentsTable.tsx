import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_BILLING_MESSAGES, PAYMENT_STATUS_FILTERS, PAYMENT_STATUS_LABELS, paymentTypeLabel, type PaymentStatusFilter } from '@coachcore/domain';
import { EmptyState } from '../../../../components/EmptyState';
import { ListPagination } from '../../../../components/ListPagination';
import type { AdminPaymentDto } from '@coachcore/api-client/admin';
import { useListPage } from '../../../../hooks/useListPage';
import { errorMessage } from '../../../../lib/api-error';
import { useAdminBillingPaymentsQuery } from '../../billing-api';
import { billingBusinessName, formatDay, formatMoney } from '../../billing-format';
import { PaymentDetailDialog } from './PaymentDetailDialog';
import { PaymentStatusChip } from './PaymentStatusChip';

const PAGE_SIZE = 25;
const PAYMENT_METHOD_LABELS: Record<AdminPaymentDto['paymentMethod'], string> = { card: 'Card' };
const FILTER_LABELS: Record<PaymentStatusFilter, string> = { all: 'All', ...PAYMENT_STATUS_LABELS };

/** Every business's platform payments, newest first, filtered by status; View opens a payment with its provider events. */
export function PaymentsTable() {
  const [status, setStatus] = useState<PaymentStatusFilter>('all');
  const [page, setPage] = useListPage(status);
  const list = useAdminBillingPaymentsQuery({ page, limit: PAGE_SIZE, status });
  const [viewing, setViewing] = useState<string | null>(null);
  const rows = list.data?.items ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="payments-title" sx={{ p: 2.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id="payments-title" component="h2" variant="h6">
          Payments
        </Typography>
        <TextField
          select
          size="small"
          label="Payment status"
          value={status}
          onChange={(event) => setStatus(event.target.value as PaymentStatusFilter)}
          sx={{ minWidth: 180 }}
        >
          {PAYMENT_STATUS_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {FILTER_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to load payments')}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : rows.length === 0 ? (
        <EmptyState text={ADMIN_BILLING_MESSAGES.noPayments} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Payments">
            <TableHead>
              <TableRow>
                <TableCell>Business</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Method</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ payment, business }) => (
                <TableRow key={payment.id} data-testid="payment-row">
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{billingBusinessName(business)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {business.email}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{formatMoney(payment.amount, payment.currency)}</TableCell>
                  <TableCell>
                    <PaymentStatusChip status={payment.status} />
                  </TableCell>
                  <TableCell>{PAYMENT_METHOD_LABELS[payment.paymentMethod]}</TableCell>
                  <TableCell>{paymentTypeLabel(payment.paymentType)}</TableCell>
                  <TableCell>{formatDay(payment.paidAt ?? payment.failedAt ?? payment.createdAt)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setViewing(payment.id)} aria-label={`View payment of ${billingBusinessName(business)}`}>
                      View
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Payment pages" />
      <PaymentDetailDialog paymentId={viewing} onClose={() => setViewing(null)} />
    </Paper>
  );
}
