import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { couponDiscountLabel } from '@coachcore/domain';
import type { CouponResponseDto } from '@coachcore/api-client/client-coupons';
import { CopyCodeButton } from '../../../components/coupons/CopyCodeButton';
import { CouponStatusChip } from '../../../components/coupons/CouponStatusChip';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** A store's coupons: code (copyable), name, discount, uses, validity and the display status of section 4. */
export function CouponsTable({ coupons, label, actions }: { coupons: CouponResponseDto[]; label: string; actions?: (coupon: CouponResponseDto) => ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Discount</TableCell>
            <TableCell>Uses</TableCell>
            <TableCell>Valid</TableCell>
            <TableCell>Minimum Order</TableCell>
            <TableCell>Status</TableCell>
            {actions && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {coupons.map((coupon) => (
            <TableRow key={coupon.id}>
              <TableCell>
                <CopyCodeButton code={coupon.code} />
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {coupon.name}
                </Typography>
                {coupon.description && (
                  <Typography variant="caption" color="text.secondary">
                    {coupon.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{couponDiscountLabel(coupon.discountType, coupon.discountValue)}</TableCell>
              <TableCell>
                {coupon.maxUses === null ? `${coupon.currentUses} / Unlimited` : `${coupon.currentUses} / ${coupon.maxUses} (${coupon.usagePercentage}%)`}
              </TableCell>
              <TableCell>{coupon.validUntil ? `${day(coupon.validFrom)} – ${day(coupon.validUntil)}` : `From ${day(coupon.validFrom)}`}</TableCell>
              <TableCell>{coupon.minimumOrderValue === null ? '—' : `£${coupon.minimumOrderValue.toFixed(2)}`}</TableCell>
              <TableCell>
                <CouponStatusChip status={coupon.status} />
              </TableCell>
              {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(coupon)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
