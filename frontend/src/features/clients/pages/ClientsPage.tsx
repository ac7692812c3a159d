import { useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import type { ClientResponseDto, ImportClientsResponseDto } from '@coachcore/api-client/clients';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useClientsDeactivateMutation, useClientsImportCsvMutation, useClientsListQuery, useClientsReactivateMutation, useClientsRemoveMutation } from '../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { SearchField } from '../../../components/SearchField';
import { useToast } from '../../../components/toast/toast-context';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { ClientCard } from '../components/ClientCard';
import { ClientCardSkeleton } from '../components/ClientCardSkeleton';
import { ClientFormDialog } from '../components/ClientFormDialog';
import { ImportReportDialog } from '../components/ImportReportDialog';
import { useCsvExport } from '../hooks/useCsvExport';

/** Cards per page; more pages appear when X-Total-Count exceeds it. */
export const CLIENTS_PAGE_SIZE = 24;
const PLACEHOLDER_CARDS = 6;

function EmptyClients({ searching, onAdd }: { searching: boolean; onAdd: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {searching ? 'No clients found' : 'No clients yet'}
      </Typography>
      {searching ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Try adjusting your search terms.
        </Typography>
      ) : (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 2 }}>
          Add Your First Client
        </Button>
      )}
    </Paper>
  );
}

export function ClientsPage() {
  const toast = useToast();
  const runWithToasts = useMutationToasts();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const [lastSearch, setLastSearch] = useState(debouncedSearch);
  if (lastSearch !== debouncedSearch) {
    setLastSearch(debouncedSearch);
    setPage(1);
  }
  const { currentData, isFetching, isError, error } = useClientsListQuery({ search: debouncedSearch || undefined, page, limit: CLIENTS_PAGE_SIZE });

  const [adding, setAdding] = useState(false);
  // The edited client stays set while the dialog closes, so its title does not change mid-animation.
  const [editing, setEditing] = useState<ClientResponseDto | undefined>();
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<ClientResponseDto | undefined>();
  const [report, setReport] = useState<ImportClientsResponseDto | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const [deactivate, deactivateState] = useClientsDeactivateMutation();
  const [reactivate, reactivateState] = useClientsReactivateMutation();
  const [remove, removeState] = useClientsRemoveMutation();
  const [importCsv, importState] = useClientsImportCsvMutation();
  const { exportCsv, exporting } = useCsvExport();

  const toggleActive = (client: ClientResponseDto) => {
    const name = `${client.firstName} ${client.lastName}`;
    const failure = { fallback: 'Failed to update client' };
    return client.isActive
      ? runWithToasts(deactivate({ id: client.id }).unwrap(), { success: { title: 'Success', description: `${name} is now inactive.` }, failure })
      : runWithToasts(reactivate({ id: client.id }).unwrap(), { success: { title: 'Success', description: `${name} is active again.` }, failure });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await runWithToasts(remove({ id: deleting.id }).unwrap(), {
      success: { title: 'Success', description: 'Client deleted successfully!' },
      failure: { fallback: 'Failed to delete client' },
    });
    if (outcome.ok) setDeleting(undefined);
  };

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      toast({ title: 'Error', description: CLIENT_MESSAGES.csvFileRequired, severity: 'error' });
      return;
    }
    const outcome = await runWithToasts(importCsv(file).unwrap(), { failure: { fallback: 'Failed to import clients' } });
    if (outcome.ok) setReport(outcome.data);
  };

  const onExport = async () => {
    try {
      await exportCsv();
    } catch (problem) {
      toast({ title: 'Error', description: problem instanceof Error ? problem.message : 'Failed to export clients', severity: 'error' });
    }
  };

  const clients = currentData?.items ?? [];
  const total = currentData?.total ?? 0;
  const pageCount = Math.ceil(total / CLIENTS_PAGE_SIZE);
  const loading = !currentData && isFetching;
  const togglingId =
    (deactivateState.isLoading ? deactivateState.originalArgs?.id : undefined) ?? (reactivateState.isLoading ? reactivateState.originalArgs?.id : undefined);

  return (
    <>
      <PageHeader
        title="Clients"
        subtitle="Everyone you coach."
        actions={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label="CSV file to import"
              data-testid="import-file"
              onChange={onFileChosen}
            />
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={importState.isLoading}>
              Import CSV
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting}>
              Export CSV
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Add New Client
            </Button>
          </Stack>
        }
      />
      {importState.isLoading && <LinearProgress aria-label="Importing clients" sx={{ mb: 2 }} />}
      {exporting && <LinearProgress aria-label="Exporting clients" sx={{ mb: 2 }} />}

      <SearchField
        label="Search clients"
        placeholder="Search by name or email"
        fullWidth
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 3, maxWidth: { sm: 480 } }}
      />

      {isError && !currentData ? (
        <Alert severity="error">{errorMessage(error, 'Failed to load clients')}</Alert>
      ) : loading ? (
        <Grid container spacing={2} aria-busy="true" aria-label="Loading clients">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ClientCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : clients.length === 0 ? (
        <EmptyClients searching={!!debouncedSearch} onAdd={() => setAdding(true)} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="clients-count">
            {total === 1 ? '1 client' : `${total} clients`}
          </Typography>
          <Grid container spacing={2} component="section" aria-label="Client list">
            {clients.map((client) => (
              <Grid key={client.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <ClientCard
                  client={client}
                  onEdit={(client) => {
                    setEditing(client);
                    setEditOpen(true);
                  }}
                  onToggleActive={toggleActive}
                  onDelete={setDeleting}
                  busy={togglingId === client.id}
                />
              </Grid>
            ))}
          </Grid>
          {pageCount > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination count={pageCount} page={page} onChange={(_event, next) => setPage(next)} color="primary" aria-label="Client pages" />
            </Box>
          )}
        </>
      )}

      <ClientFormDialog open={adding} onClose={() => setAdding(false)} />
      <ClientFormDialog open={editOpen} client={editing} onClose={() => setEditOpen(false)} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete Client"
        text={deleting ? `Delete ${deleting.firstName} ${deleting.lastName}? This permanently removes the client and cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={removeState.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
      <ImportReportDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}
