import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ADMIN_AREA_MESSAGES, AUDIT_ACTION_LABELS } from '@coachcore/domain';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { useListPage } from '../../../hooks/useListPage';
import { errorMessage } from '../../../lib/api-error';
import { useAdminAreaAuditLogQuery } from '../api';

const PAGE_SIZE = 50;

/** The audit trail: who did what to whom, when and why (read-only, newest first). */
export function AuditTrail() {
  const [page, setPage] = useListPage();
  const list = useAdminAreaAuditLogQuery({ page, limit: PAGE_SIZE });
  const rows = list.data?.items ?? [];
  if (list.isError) return <Alert severity="error">{errorMessage(list.error, 'Failed to load the audit trail')}</Alert>;
  if (list.isLoading) return <Skeleton variant="rounded" height={160} />;
  if (rows.length === 0) return <EmptyState text={ADMIN_AREA_MESSAGES.noAuditEntries} />;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Audit trail">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Whom</TableCell>
              <TableCell>Why</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.id} data-testid="audit-row">
                <TableCell>{new Date(entry.createdAt).toLocaleString()}</TableCell>
                <TableCell>{entry.actorEmail ?? 'Platform'}</TableCell>
                <TableCell>{AUDIT_ACTION_LABELS[entry.action]}</TableCell>
                <TableCell>{entry.targetLabel}</TableCell>
                <TableCell>{entry.reason ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Audit pages" />
    </>
  );
}
