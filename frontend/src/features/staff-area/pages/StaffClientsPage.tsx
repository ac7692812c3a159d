import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FITNESS_GOAL_LABELS } from '@coachcore/domain';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { errorMessage } from '../../../lib/api-error';
import { useClientsListQuery, useOwnStaffGetQuery } from '../api';

const PAGE_SIZE = 25;

/**
 * My Clients (/staff/clients): the clients the staff member may see (view_clients), searchable and paged: the ones the
 * owner assigned to them, or every client of the business while none is assigned (the server narrows the list).
 */
export function StaffClientsPage() {
  const access = useOwnStaffGetQuery(undefined, { refetchOnMountOrArgChange: true });
  const assignedOnly = (access.data?.assignedClients ?? 0) > 0;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const deferred = useDebouncedValue(search.trim(), 300);
  const { data, error, isLoading, isError } = useClientsListQuery({ page, limit: PAGE_SIZE, ...(deferred ? { search: deferred } : {}) });
  const clients = data?.items ?? [];
  return (
    <>
      <PageHeader
        title="My Clients"
        subtitle={access.data ? (assignedOnly ? 'Clients assigned to you.' : `Every client of ${access.data.businessName}.`) : undefined}
      />
      <SearchField
        label="Search clients"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        size="small"
        sx={{ mb: 2, maxWidth: 360 }}
        fullWidth
      />
      {isError ? (
        <Alert severity="error">{errorMessage(error, 'Failed to load clients')}</Alert>
      ) : isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : clients.length === 0 ? (
        <EmptyState text={deferred ? 'No clients match your search' : 'No clients yet'} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="My clients">
            <TableHead>
              <TableRow>
                <TableCell>Client</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Goal</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {clients.map((client) => (
                <TableRow key={client.id} data-testid="staff-client-row">
                  <TableCell>{`${client.firstName} ${client.lastName}`}</TableCell>
                  <TableCell>{client.email}</TableCell>
                  <TableCell>{client.fitnessGoal ? FITNESS_GOAL_LABELS[client.fitnessGoal] : '—'}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={client.isActive ? 'success' : 'default'} label={client.isActive ? 'Active' : 'Inactive'} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} total={data?.total} limit={PAGE_SIZE} onChange={setPage} label="Client pages" />
    </>
  );
}
