import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import AddIcon from '@mui/icons-material/Add';
import { CLIENT_PAYMENT_MESSAGES, PACKAGE_MESSAGES } from '@coachcore/domain';
import type { CoachingPackageResponseDto } from '@coachcore/api-client/packages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import {
  usePackagesDeactivateMutation,
  usePackagesListQuery,
  usePackagesReactivateMutation,
  usePackagesRemoveMutation,
  useStripeConnectStatusQuery,
} from '../api';
import { PackageCard } from '../components/PackageCard';
import { PackageFormDialog } from '../components/PackageFormDialog';

/** Cards per page; more pages appear when X-Total-Count exceeds it. */
const PAGE_SIZE = 24;

/**
 * Coaching Packages (document 2): the business's packages as cards, newest first; Create Package, Edit, Delete (a
 * package clients have had cannot be deleted: the server says to deactivate it) and the Active switch.
 */
export function PackagesPage() {
  const runWithToasts = useMutationToasts();
  const [page, setPage] = useState(1);
  const { currentData, isError, error } = usePackagesListQuery({ page, limit: PAGE_SIZE });
  // A coach whose payments account is not finished cannot sell (the API refuses clients' purchases): say so here.
  const payments = useStripeConnectStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove, removeState] = usePackagesRemoveMutation();
  const [deactivate, deactivateState] = usePackagesDeactivateMutation();
  const [reactivate, reactivateState] = usePackagesReactivateMutation();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<CoachingPackageResponseDto | undefined>();
  const [deleting, setDeleting] = useState<CoachingPackageResponseDto | undefined>();

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await runWithToasts(remove({ id: deleting.id }).unwrap(), {
      success: { title: PACKAGE_MESSAGES.deleted },
      failure: { fallback: PACKAGE_MESSAGES.deleteFailed },
    });
    // A refusal (clients have had it) closes the dialog too: the toast says what to do instead.
    setDeleting(undefined);
    if (outcome.ok && currentData?.items.length === 1 && page > 1) setPage(page - 1);
  };
  const toggleActive = (coachingPackage: CoachingPackageResponseDto) =>
    void runWithToasts((coachingPackage.isActive ? deactivate : reactivate)({ id: coachingPackage.id }).unwrap(), {
      success: { title: coachingPackage.isActive ? PACKAGE_MESSAGES.deactivated : PACKAGE_MESSAGES.activated },
      failure: { fallback: PACKAGE_MESSAGES.statusFailed },
    });

  return (
    <>
      <PageHeader
        title="Packages & Pricing"
        subtitle="Your coaching packages: what you sell and what it costs."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            Create Package
          </Button>
        }
      />
      {payments.data && !payments.data.setupComplete && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/payment-setup">
              Payment Setup
            </Button>
          }
        >
          {CLIENT_PAYMENT_MESSAGES.coachCannotSell}
        </Alert>
      )}
      {isError ? (
        <Alert severity="error">{errorMessage(error, PACKAGE_MESSAGES.loadFailed)}</Alert>
      ) : !currentData ? (
        <Grid container spacing={2} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={260} />
            </Grid>
          ))}
        </Grid>
      ) : currentData.items.length === 0 ? (
        <EmptyState text={PACKAGE_MESSAGES.none} />
      ) : (
        <Grid container spacing={2} component="section" aria-label="Packages">
          {currentData.items.map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <PackageCard
                coachingPackage={item}
                onEdit={(p) => {
                  setEditing(p);
                  setFormOpen(true);
                }}
                onDelete={setDeleting}
                onToggleActive={toggleActive}
                toggling={deactivateState.isLoading || reactivateState.isLoading}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <ListPagination page={page} total={currentData?.total} limit={PAGE_SIZE} onChange={setPage} label="Package pages" />
      <PackageFormDialog open={formOpen} onClose={() => setFormOpen(false)} coachingPackage={editing} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete package?"
        text={deleting ? `${deleting.name} will be deleted. This cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={removeState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
