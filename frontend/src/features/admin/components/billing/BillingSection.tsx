import Stack from '@mui/material/Stack';
import { CouponManager } from './CouponManager';
import { PaymentsTable } from './PaymentsTable';
import { SubscriptionsTable } from './SubscriptionsTable';

/** Billing & Subscriptions: the platform's payments, its coupons and every business's subscription. */
export function BillingSection() {
  return (
    <Stack spacing={3}>
      <PaymentsTable />
      <CouponManager />
      <SubscriptionsTable />
    </Stack>
  );
}
