import Chip from '@mui/material/Chip';
import type { CouponStatus } from '@coachcore/domain';

const STATUS_COLOURS: Record<CouponStatus, 'default' | 'error' | 'warning' | 'success'> = {
  Inactive: 'default',
  Expired: 'error',
  'Used Up': 'warning',
  Active: 'success',
};

/** A coupon's display status (document 3 section 4: Inactive, Expired, Used Up, Active), coloured the same everywhere. */
export function CouponStatusChip({ status }: { status: CouponStatus }) {
  return <Chip size="small" label={status} color={STATUS_COLOURS[status]} />;
}
