import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { formatPackagePrice, SUBSCRIPTION_MESSAGES, type ClientSubscriptionStatus } from '@coachcore/domain';
import type { ClientSubscriptionResponseDto } from '@coachcore/api-client/packages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListPagination } from '../../../components/ListPagination';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import {
  useClientPackageRenewalsCancelMutation,
  useClientPackageRenewalsResumeMutation,
  useClientSubscriptionsEndMutation,
  useClientSubscriptionsListQuery,
} from '../api';
import { formatDate } from '../labels';
import { AssignPackageDialog } from './AssignPackageDialog';

const PAGE_SIZE = 5;

const STATUS_LABELS: Record<ClientSubscriptionStatus, string> = { active: 'Active', cancelled: 'Ended', expired: 'Expired' };

/** The client's coaching packages, current and past; Assign Package, and End on an active one. */
export function ClientPackagesSection({ clientId, clientName }: { clientId: string; clientName: string }) {
  const [page, setPage] = useState(1);
  const { currentData, isError, error } = useClientSubscriptionsListQuery({ id: clientId, page, limit: PAGE_SIZE });
  const [end, endState] = useClientSubscriptionsEndMutation();
  const [cancelRenewal, cancelState] = useClientPackageRenewalsCancelMutation();
  const [resumeRenewal, resumeState] = useClientPackageRenewalsResumeMutation();
  const [assigning, setAssigning] = useState(false);
  const [ending, setEnding] = useState<ClientSubscriptionResponseDto | undefined>();
  const runWithToasts = useMutationToasts();

  const confirmEnd = async () => {
    if (!ending) return;
    await runWithToasts(end({ id: clientId, subscriptionId: ending.id }).unwrap(), {
      success: { title: SUBSCRIPTION_MESSAGES.ended },
      failure: { fallback: SUBSCRIPTION_MESSAGES.endFailed },
    });
    setEnding(undefined);
  };

  // A renewing package ends at the end of its period (its payments run at the provider), or renews again.
  const setRenewal = (subscription: ClientSubscriptionResponseDto, cancel: boolean) =>
    runWithToasts((cancel ? cancelRenewal : resumeRenewal)({ id: clientId, subscriptionId: subscription.id }).unwrap(), {
      success: { title: cancel ? SUBSCRIPTION_MESSAGES.coachCancelScheduled : SUBSCRIPTION_MESSAGES.coachCancelUndone },
      failure: { fallback: SUBSCRIPTION_MESSAGES.cancelFailed },
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-packages-title" sx={{ p: 2.5, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="profile-packages-title" component="h2" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Coaching Packages
        </Typography>
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setAssigning(true)}>
          Assign Package
        </Button>
      </Box>
      {isError ? (
        <Alert severity="error">{errorMessage(error, SUBSCRIPTION_MESSAGES.loadFailed)}</Alert>
      ) : !currentData ? (
        <Skeleton variant="rounded" height={56} />
      ) : currentData.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {SUBSCRIPTION_MESSAGES.none}
        </Typography>
      ) : (
        <List aria-label="Packages of this client" data-testid="client-packages">
          {currentData.items.map((subscription) => (
            <ListItem
              key={subscription.id}
              disableGutters
              divider
              secondaryAction={
                subscription.status !== 'active' ? undefined : subscription.billingInterval ? (
                  <Button
                    size="small"
                    color={subscription.cancelAtPeriodEnd ? 'primary' : 'error'}
                    disabled={cancelState.isLoading || resumeState.isLoading}
                    onClick={() => void setRenewal(subscription, !subscription.cancelAtPeriodEnd)}
                    aria-label={`${subscription.cancelAtPeriodEnd ? 'Keep renewing' : 'Cancel at period end'} ${subscription.packageName}`}
                  >
                    {subscription.cancelAtPeriodEnd ? 'Keep renewing' : 'Cancel at period end'}
                  </Button>
                ) : (
                  <Button size="small" color="error" onClick={() => setEnding(subscription)} aria-label={`End ${subscription.packageName}`}>
                    End
                  </Button>
                )
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <span>{subscription.packageName}</span>
                    <Chip size="small" label={STATUS_LABELS[subscription.status]} color={subscription.status === 'active' ? 'success' : 'default'} />
                  </Box>
                }
                secondary={
                  subscription.billingInterval && subscription.status === 'active'
                    ? `${formatPackagePrice(subscription.price)}/${subscription.billingInterval} · ${subscription.cancelAtPeriodEnd ? 'Ends' : 'Renews'} on ${formatDate(subscription.endDate)}`
                    : `${formatPackagePrice(subscription.price)} · ${formatDate(subscription.startDate)} – ${formatDate(subscription.endDate)}`
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <ListPagination page={page} total={currentData?.total} limit={PAGE_SIZE} onChange={setPage} label="Package history pages" />
      <AssignPackageDialog open={assigning} onClose={() => setAssigning(false)} clientId={clientId} clientName={clientName} />
      <ConfirmDialog
        open={!!ending}
        title="End package?"
        text={ending ? `${clientName}’s ${ending.packageName} package ends today. It stays in their history.` : ''}
        confirmLabel="End Package"
        busy={endState.isLoading}
        onConfirm={() => void confirmEnd()}
        onClose={() => setEnding(undefined)}
      />
    </Paper>
  );
}
