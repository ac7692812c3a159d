import Stack from '@mui/material/Stack';
import { CouponManager } from './CouponManager';
import { PaymentsTable } from './PaymentsTable';
import { SubscriptionsTable } from './SubscriptionsTable';

/**
 * Billing & Subscriptions: the platform's payments, its coupons and every business's subscription; a platform team
 * member sees the parts their permissions open (payments and subscriptions, coupons).
 */
export function BillingSection({ payments, coupons }: { payments: boolean; coupons: boolean }) {
  return (
    <Stack spacing={3}>
      {payments && <PaymentsTable />}
      {coupons && <CouponManager />}
      {payments && <SubscriptionsTable />}
    </Stack>
  );
}
