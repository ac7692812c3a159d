import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip, { type ChipProps } from '@mui/material/Chip';
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
import { ADMIN_BILLING_MESSAGES, PLATFORM_SUBSCRIPTION_STATUS_FILTERS, platformPlanName, type PlatformSubscriptionStatusFilter } from '@coachcore/domain';
import { EmptyState } from '../../../../components/EmptyState';
import { ListPagination } from '../../../../components/ListPagination';
import { useListPage } from '../../../../hooks/useListPage';
import { errorMessage } from '../../../../lib/api-error';
import { useAdminBillingSubscriptionsQuery } from '../../billing-api';
import { billingBusinessName, formatDay } from '../../billing-format';

const PAGE_SIZE = 25;
const STATUS_LABELS: Record<string, string> = {
  all: 'All',
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired before payment',
  paused: 'Paused',
};
const STATUS_COLOURS: Record<string, ChipProps['color']> = { active: 'success', trialing: 'info', past_due: 'warning', unpaid: 'error', canceled: 'default' };

/** Every business's platform subscription: plan, the provider's status, the period's end and whether it then ends. */
export function SubscriptionsTable() {
  const [status, setStatus] = useState<PlatformSubscriptionStatusFilter>('all');
  const [page, setPage] = useListPage(status);
  const list = useAdminBillingSubscriptionsQuery({ page, limit: PAGE_SIZE, status });
  const rows = list.data?.items ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="subscriptions-title" sx={{ p: 2.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id="subscriptions-title" component="h2" variant="h6">
          Subscriptions
        </Typography>
        <TextField
          select
          size="small"
          label="Subscription status"
          value={status}
          onChange={(event) => setStatus(event.target.value as PlatformSubscriptionStatusFilter)}
          sx={{ minWidth: 180 }}
        >
          {PLATFORM_SUBSCRIPTION_STATUS_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to load subscriptions')}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : rows.length === 0 ? (
        <EmptyState text={ADMIN_BILLING_MESSAGES.noSubscriptions} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Subscriptions">
            <TableHead>
              <TableRow>
                <TableCell>Business</TableCell>
                <TableCell>Plan</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Period End</TableCell>
                <TableCell>Cancel at Period End</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((subscription) => (
                <TableRow key={subscription.id} data-testid="subscription-row">
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{billingBusinessName(subscription.business)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {subscription.business.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{platformPlanName(subscription.plan)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLOURS[subscription.status] ?? 'default'}
                      label={STATUS_LABELS[subscription.status] ?? subscription.status}
                    />
                  </TableCell>
                  <TableCell>{formatDay(subscription.currentPeriodEnd)}</TableCell>
                  <TableCell>{subscription.cancelAtPeriodEnd ? 'Yes' : 'No'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Subscription pages" />
    </Paper>
  );
}
