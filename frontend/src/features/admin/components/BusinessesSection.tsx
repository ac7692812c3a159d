import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import { ADMIN_AREA_MESSAGES, BUSINESS_STATUS_FILTERS, planLabel, type BusinessStatus, type BusinessStatusFilter } from '@coachcore/domain';
import type { AdminBusinessResponseDto } from '@coachcore/api-client/admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useListPage } from '../../../hooks/useListPage';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useAdminAreaBusinessesQuery, useAdminAreaReactivateMutation } from '../api';
import { SuspendBusinessDialog } from './SuspendBusinessDialog';

const PAGE_SIZE = 25;
const STATUS_COLOURS: Record<BusinessStatus, ChipProps['color']> = { active: 'success', suspended: 'error', canceled: 'default', past_due: 'warning' };
const STATUS_LABELS: Record<BusinessStatus, string> = { active: 'Active', suspended: 'Suspended', canceled: 'Canceled', past_due: 'Past due' };
const FILTER_LABELS: Record<BusinessStatusFilter, string> = { all: 'All', active: 'Active', suspended: 'Suspended', canceled: 'Canceled' };
const nameOf = (business: AdminBusinessResponseDto) => business.businessName || `${business.firstName} ${business.lastName}`.trim();

/** Business Management: search, status filter, the table, Suspend (with a reason) and Reactivate. */
export function BusinessesSection() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<BusinessStatusFilter>('all');
  const settled = useDebouncedValue(search.trim());
  const [page, setPage] = useListPage(`${settled}|${status}`);
  const list = useAdminAreaBusinessesQuery({ page, limit: PAGE_SIZE, search: settled || undefined, status });
  const [suspending, setSuspending] = useState<AdminBusinessResponseDto | null>(null);
  const [reactivating, setReactivating] = useState<AdminBusinessResponseDto | null>(null);
  const [reactivate, { isLoading: isReactivating }] = useAdminAreaReactivateMutation();
  const runWithToasts = useMutationToasts();

  const onReactivate = async () => {
    if (!reactivating) return;
    const outcome = await runWithToasts(reactivate({ id: reactivating.id }).unwrap(), {
      success: { title: 'Success', description: ADMIN_AREA_MESSAGES.businessReactivated },
      failure: { fallback: 'Failed to reactivate business' },
    });
    if (outcome.ok) setReactivating(null);
  };

  const rows = list.data?.items ?? [];
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label="Search businesses"
          placeholder="Name or e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as BusinessStatusFilter)} sx={{ minWidth: 180 }}>
          {BUSINESS_STATUS_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {FILTER_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to load businesses')}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : rows.length === 0 ? (
        <EmptyState text={ADMIN_AREA_MESSAGES.noBusinesses} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Businesses">
            <TableHead>
              <TableRow>
                <TableCell>Business</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Plan</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((business) => (
                <TableRow key={business.id} data-testid="business-row">
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{nameOf(business)}</Typography>
                    {business.businessName && (
                      <Typography variant="body2" color="text.secondary">
                        {business.firstName} {business.lastName}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{business.email}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLOURS[business.subscriptionStatus]}
                      label={STATUS_LABELS[business.subscriptionStatus]}
                      title={business.suspendedReason ?? undefined}
                    />
                  </TableCell>
                  <TableCell>{planLabel(business.subscriptionPlan)}</TableCell>
                  <TableCell>{new Date(business.createdAt).toLocaleDateString()}</TableCell>
                  <TableCell align="right">
                    {business.subscriptionStatus === 'active' ? (
                      <Button size="small" color="error" onClick={() => setSuspending(business)} aria-label={`Suspend ${nameOf(business)}`}>
                        Suspend
                      </Button>
                    ) : (
                      <Button size="small" onClick={() => setReactivating(business)} aria-label={`Reactivate ${nameOf(business)}`}>
                        Reactivate
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Business pages" />
      <SuspendBusinessDialog business={suspending} onClose={() => setSuspending(null)} />
      <ConfirmDialog
        open={!!reactivating}
        title={`Reactivate ${reactivating ? nameOf(reactivating) : ''}`}
        text="The business becomes active again: it, its staff and its clients have their full access at once."
        confirmLabel={isReactivating ? 'Reactivating...' : 'Reactivate'}
        busy={isReactivating}
        onConfirm={onReactivate}
        onClose={() => setReactivating(null)}
      />
    </>
  );
}
