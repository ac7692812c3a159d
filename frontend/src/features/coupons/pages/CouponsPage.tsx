import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import { COUPON_MESSAGES } from '@coachcore/domain';
import type { CouponResponseDto } from '@coachcore/api-client/client-coupons';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { errorMessage } from '../../../lib/api-error';
import { useClientCouponsListQuery, usePlatformCouponsListQuery } from '../api';
import type { CouponStore } from '../coupon-form';
import { ClientCouponActions } from '../components/ClientCouponActions';
import { CouponsTable } from '../components/CouponsTable';
import { CreateCouponDialog } from '../components/CreateCouponDialog';
import { TestCouponBox } from '../components/TestCouponBox';

const PAGE_SIZE = 25;
const TABS: { store: CouponStore; label: string }[] = [
  { store: 'platform', label: 'Platform Coupons' },
  { store: 'client', label: 'Client Coupons' },
];

interface ListState {
  currentData?: { items: CouponResponseDto[]; total: number };
  isError: boolean;
  error?: unknown;
}

interface CouponListProps {
  state: ListState;
  label: string;
  page: number;
  onPage: (page: number) => void;
  actions?: (coupon: CouponResponseDto) => ReactNode;
  children?: ReactNode;
}

function CouponList({ state, label, page, onPage, actions, children }: CouponListProps) {
  if (state.isError) return <Alert severity="error">{errorMessage(state.error, 'Failed to load coupons')}</Alert>;
  if (!state.currentData)
    return (
      <Stack spacing={1} aria-busy="true">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  return (
    <>
      {children}
      {state.currentData.items.length === 0 ? (
        <EmptyState text={COUPON_MESSAGES.none} />
      ) : (
        <>
          <CouponsTable coupons={state.currentData.items} label={label} actions={actions} />
          <ListPagination page={page} total={state.currentData.total} limit={PAGE_SIZE} onChange={onPage} label={`${label} pages`} />
        </>
      )}
    </>
  );
}

/**
 * Coupon Management (/coupons): the Platform Coupons tab (read-only for coaches; platform admins create them) and the
 * Client Coupons tab with the create-coupon modal, and the Test Coupon Validation box for the open tab's coupons.
 */
export function CouponsPage() {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [tab, setTab] = useState<CouponStore>('platform');
  const [platformPage, setPlatformPage] = useState(1);
  const [clientPage, setClientPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const platform = usePlatformCouponsListQuery({ page: platformPage, limit: PAGE_SIZE }, { skip: tab !== 'platform' });
  const client = useClientCouponsListQuery({ page: clientPage, limit: PAGE_SIZE }, { skip: tab !== 'client' || isAdmin });
  const canCreate = tab === 'client' ? !isAdmin : isAdmin;

  return (
    <>
      <PageHeader
        title="Coupons & Discounts"
        subtitle="Discount codes for your packages."
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Create Coupon
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Tabs value={tab} onChange={(_event, next: CouponStore) => setTab(next)} aria-label="Coupon stores" sx={{ mb: 2 }}>
          {TABS.map(({ store, label }) => (
            <Tab key={store} value={store} label={label} id={`coupons-tab-${store}`} aria-controls={`coupons-panel-${store}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`coupons-panel-${tab}`} aria-labelledby={`coupons-tab-${tab}`}>
          {tab === 'platform' ? (
            <CouponList state={platform} label="Platform coupons" page={platformPage} onPage={setPlatformPage}>
              {!isAdmin && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  Platform coupons are offered by CoachCore and apply to your platform subscription. They are read-only here.
                </Alert>
              )}
            </CouponList>
          ) : isAdmin ? (
            <Alert severity="info">Client coupons belong to each coaching business.</Alert>
          ) : (
            <CouponList
              state={client}
              label="Client coupons"
              page={clientPage}
              onPage={setClientPage}
              actions={(coupon) => <ClientCouponActions coupon={coupon} />}
            />
          )}
        </Box>
      </Paper>
      {!(tab === 'client' && isAdmin) && <TestCouponBox store={tab} />}
      <CreateCouponDialog open={creating} onClose={() => setCreating(false)} store={tab} />
    </>
  );
}
