import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ADMIN_AREA_MESSAGES } from '@coachcore/domain';
import type { AdminBusinessResponseDto, AdminClientRowResponseDto } from '@coachcore/api-client/admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useListPage } from '../../../hooks/useListPage';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useAdminAreaClientsQuery, useAdminAreaDeleteClientMutation } from '../api';
import { BusinessPicker } from './BusinessPicker';

const PAGE_SIZE = 25;
const clientName = (row: AdminClientRowResponseDto) => `${row.client.firstName} ${row.client.lastName}`.trim();
const coachName = (row: AdminClientRowResponseDto) => `${row.coach.firstName} ${row.coach.lastName}`.trim() || row.coach.username || '—';

/** Client Management: every business's clients with their coach; Delete erases a client and all their data. */
export function ClientManagement() {
  const [search, setSearch] = useState('');
  const [business, setBusiness] = useState<AdminBusinessResponseDto | null>(null);
  const settled = useDebouncedValue(search.trim());
  const [page, setPage] = useListPage(`${settled}|${business?.id ?? ''}`);
  const list = useAdminAreaClientsQuery({ page, limit: PAGE_SIZE, search: settled || undefined, businessId: business?.id });
  const [deleting, setDeleting] = useState<AdminClientRowResponseDto | null>(null);
  const [remove, { isLoading: isDeleting }] = useAdminAreaDeleteClientMutation();
  const runWithToasts = useMutationToasts();

  const onDelete = async () => {
    if (!deleting) return;
    const outcome = await runWithToasts(remove({ id: deleting.client.id }).unwrap(), {
      success: { title: 'Success', description: ADMIN_AREA_MESSAGES.clientDeleted },
      failure: { fallback: 'Failed to delete client' },
    });
    if (outcome.ok) setDeleting(null);
  };

  const rows = list.data?.items ?? [];
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label="Search clients"
          placeholder="Name or e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <BusinessPicker value={business} onChange={setBusiness} />
      </Stack>
      {list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to load clients')}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : rows.length === 0 ? (
        <EmptyState text={ADMIN_AREA_MESSAGES.noClients} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Clients">
            <TableHead>
              <TableRow>
                <TableCell>Client</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Coach</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.client.id} data-testid="admin-client-row">
                  <TableCell sx={{ fontWeight: 600 }}>{clientName(row)}</TableCell>
                  <TableCell>{row.client.email}</TableCell>
                  <TableCell>{coachName(row)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={row.client.isActive ? 'success' : 'default'}
                      label={row.client.isActive ? 'Active' : 'Inactive'}
                    />
                  </TableCell>
                  <TableCell>{new Date(row.client.createdAt).toLocaleDateString()}</TableCell>
                  <TableCell align="right">
                    <Button size="small" color="error" onClick={() => setDeleting(row)} aria-label={`Delete ${clientName(row)}`}>
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Client pages" />
      <ConfirmDialog
        open={!!deleting}
        title={`Delete ${deleting ? clientName(deleting) : ''}`}
        text={ADMIN_AREA_MESSAGES.deleteClientConfirm}
        confirmLabel={isDeleting ? 'Deleting...' : 'Delete'}
        busy={isDeleting}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
