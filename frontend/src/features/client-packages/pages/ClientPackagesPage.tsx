import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoachingPackageResponseDto } from '@coachcore/api-client/client-portal';
import { CLIENT_PAYMENT_MESSAGES, formatPackagePriceWithInterval, packageBillingLabel } from '@coachcore/domain';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useClientPortalPaymentsPackagesQuery, useClientPortalSubscriptionsActiveQuery } from '../api';
import type { CardForm } from '../../../components/payments/card-form';
import { HeldPackages } from '../components/HeldPackages';
import { PurchaseDialog } from '../components/PurchaseDialog';
import { ReceiptsList } from '../components/ReceiptsList';

/** /client/packages: the coach's packages to buy (with a coupon), the client's current packages and their receipts. */
export function ClientPackagesPage({ CardForm }: { CardForm: CardForm }) {
  const { data, isLoading } = useClientPortalPaymentsPackagesQuery();
  const [buying, setBuying] = useState<CoachingPackageResponseDto | null>(null);
  const [justPaid, setJustPaid] = useState(false);
  // After a payment the webhook makes the package the client's: ask until it is (the side menu reads the same query).
  const held = useClientPortalSubscriptionsActiveQuery(undefined, { pollingInterval: justPaid ? 2000 : 0 });
  if (isLoading) return <PageSpinner label="Loading packages" />;
  const heldIds = new Set((held.data ?? []).map((subscription) => subscription.packageId));
  const packages = data?.packages ?? [];

  return (
    <>
      <PageHeader title="Packages" subtitle="Coaching packages from your coach." />
      {data && !data.paymentsReady && <Alert severity="warning">{data.message ?? CLIENT_PAYMENT_MESSAGES.sellerNotReady}</Alert>}
      {packages.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {CLIENT_PAYMENT_MESSAGES.noPackages}
        </Typography>
      ) : (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {packages.map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Paper variant="outlined" component="article" aria-label={item.name} sx={{ p: 2.5, height: '100%' }}>
                <Stack spacing={1} sx={{ height: '100%' }}>
                  <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                    {item.name}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {formatPackagePriceWithInterval(item.price, item.billingInterval)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.billingInterval ? `${packageBillingLabel(item.billingInterval)} · renews until cancelled` : `${item.duration} days`}
                  </Typography>
                  {item.description && <Typography variant="body2">{item.description}</Typography>}
                  <Stack component="ul" sx={{ pl: 2, m: 0 }}>
                    {item.features.map((feature) => (
                      <Typography component="li" variant="body2" key={feature}>
                        {feature}
                      </Typography>
                    ))}
                  </Stack>
                  <Stack sx={{ flexGrow: 1, justifyContent: 'flex-end' }}>
                    {heldIds.has(item.id) ? (
                      <Button disabled variant="outlined">
                        Your package
                      </Button>
                    ) : (
                      <Button variant="contained" disabled={!data?.paymentsReady} onClick={() => setBuying(item)}>
                        Buy
                      </Button>
                    )}
                  </Stack>
                </Stack>
              </Paper>
            </Grid>
          ))}
        </Grid>
      )}
      <HeldPackages subscriptions={held.data ?? []} onChanged={() => void held.refetch()} />
      <ReceiptsList pollWhilePending={justPaid} />
      {buying && (
        <PurchaseDialog
          item={buying}
          CardForm={CardForm}
          onClose={() => setBuying(null)}
          onPaid={() => {
            setBuying(null);
            setJustPaid(true);
          }}
        />
      )}
    </>
  );
}
