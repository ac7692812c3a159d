import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { COUPON_MESSAGES, couponDiscountLabel } from '@coachcore/domain';
import type { AdminCouponResponseDto } from '@coachcore/api-client/admin-coupons';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { CopyCodeButton } from '../../../../components/coupons/CopyCodeButton';
import { CouponStatusChip } from '../../../../components/coupons/CouponStatusChip';
import { EmptyState } from '../../../../components/EmptyState';
import { ListPagination } from '../../../../components/ListPagination';
import { useListPage } from '../../../../hooks/useListPage';
import { useMutationToasts } from '../../../../hooks/useMutationToasts';
import { errorMessage } from '../../../../lib/api-error';
import { useAdminCouponsListQuery, useAdminCouponsRemoveMutation } from '../../billing-api';
import { formatDay } from '../../billing-format';
import { AdminCouponDialog } from './AdminCouponDialog';

const PAGE_SIZE = 25;

/** The platform coupons: Show All / Hide Inactive, create and edit, copy a code, delete. */
export function CouponManager() {
  const [hideInactive, setHideInactive] = useState(false);
  const [page, setPage] = useListPage(hideInactive);
  const list = useAdminCouponsListQuery({ page, limit: PAGE_SIZE, ...(hideInactive ? { isActive: true } : {}) });
  const [editing, setEditing] = useState<{ coupon: AdminCouponResponseDto | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCouponResponseDto | null>(null);
  const [remove, removeState] = useAdminCouponsRemoveMutation();
  const runWithToasts = useMutationToasts();
  const rows = list.data?.items ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await runWithToasts(remove({ id: deleting.id }).unwrap(), {
      success: { title: COUPON_MESSAGES.deleted },
      failure: { fallback: COUPON_MESSAGES.deleteFailed },
    });
    if (outcome.ok) setDeleting(null);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="coupons-title" sx={{ p: 2.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id="coupons-title" component="h2" variant="h6">
          Coupons
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setHideInactive((hidden) => !hidden)} aria-pressed={hideInactive}>
            {hideInactive ? 'Show All' : 'Hide Inactive'}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ coupon: null })}>
            Create Coupon
          </Button>
        </Stack>
      </Stack>
      {list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to load coupons')}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : rows.length === 0 ? (
        <EmptyState text={COUPON_MESSAGES.none} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Coupons">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Discount</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>Uses</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((coupon) => (
                <TableRow key={coupon.id} data-testid="admin-coupon-row">
                  <TableCell>
                    <CopyCodeButton code={coupon.code} />
                  </TableCell>
                  <TableCell>{couponDiscountLabel(coupon.type, coupon.value)}</TableCell>
                  <TableCell>{coupon.description ?? '—'}</TableCell>
                  <TableCell>{coupon.maxUses === null ? coupon.usedCount : `${coupon.usedCount} / ${coupon.maxUses}`}</TableCell>
                  <TableCell>{coupon.expiresAt ? formatDay(coupon.expiresAt) : 'Never'}</TableCell>
                  <TableCell>
                    <CouponStatusChip status={coupon.status} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setEditing({ coupon })} aria-label={`Edit ${coupon.code}`}>
                      Edit
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(coupon)} aria-label={`Delete ${coupon.code}`}>
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Coupon pages" />
      <AdminCouponDialog open={!!editing} coupon={editing?.coupon ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete Coupon"
        text={`Delete ${deleting?.code ?? ''}? Coaches can no longer use it; its past uses stay recorded.`}
        confirmLabel={removeState.isLoading ? 'Deleting...' : 'Delete'}
        busy={removeState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
