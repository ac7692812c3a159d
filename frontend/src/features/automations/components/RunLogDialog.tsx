import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AUTOMATION_ACTION_LABELS, AUTOMATION_TRIGGER_LABELS, type AutomationExecutionStatus } from '@coachcore/domain';
import type { AutomationResponseDto, AutomationRunResponseDto } from '@coachcore/api-client/automations';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { errorMessage } from '../../../lib/api-error';
import { useAutomationsRunsQuery } from '../api';

const PAGE_SIZE = 20;

const STATUS_COLORS: Record<AutomationExecutionStatus, ChipProps['color']> = {
  pending: 'default',
  running: 'info',
  completed: 'success',
  failed: 'error',
  cancelled: 'warning',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** What the action did, in a line: the e-mail's address and subject, the SMS's number, the wait's hours, or its error. */
function outcome(run: AutomationRunResponseDto): string {
  if (run.errorMessage) return run.errorMessage;
  const result = run.result ?? {};
  if (typeof result.subject === 'string') return `${String(result.to)}: ${result.subject}`;
  if (typeof result.text === 'string') return `SMS to ${String(result.to)}`;
  if (typeof result.waitedHours === 'number') return `Waited ${result.waitedHours} h`;
  return '';
}

/** An automation's run log: one row per action of each run, newest first. */
export function RunLogDialog({ open, automation, onClose }: { open: boolean; automation: AutomationResponseDto; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { currentData, isError, error, refetch, isFetching } = useAutomationsRunsQuery({ id: automation.id, page, limit: PAGE_SIZE });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="run-log-title">
      <DialogTitle id="run-log-title">Run log: {automation.name}</DialogTitle>
      <DialogContent>
        {isError ? (
          <Alert severity="error">{errorMessage(error, 'Failed to fetch the run log')}</Alert>
        ) : !currentData ? (
          <Skeleton variant="rounded" height={120} />
        ) : currentData.items.length === 0 ? (
          <EmptyState text="No runs yet: the automation runs when its trigger happens." />
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label="Runs">
                <TableHead>
                  <TableRow>
                    <TableCell>Client</TableCell>
                    <TableCell>Trigger</TableCell>
                    <TableCell>Action</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Due</TableCell>
                    <TableCell>Ran</TableCell>
                    <TableCell>Outcome</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {currentData.items.map((run) => (
                    <TableRow key={run.id} aria-label={`${run.clientName}: ${AUTOMATION_ACTION_LABELS[run.actionType]}`}>
                      <TableCell>{run.clientName}</TableCell>
                      <TableCell>{AUTOMATION_TRIGGER_LABELS[run.trigger]}</TableCell>
                      <TableCell>{AUTOMATION_ACTION_LABELS[run.actionType]}</TableCell>
                      <TableCell>
                        <Chip size="small" label={run.status} color={STATUS_COLORS[run.status]} />
                        {run.attempts > 1 && (
                          <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                            {run.attempts} attempts
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{when(run.scheduledAt)}</TableCell>
                      <TableCell>{when(run.executedAt)}</TableCell>
                      <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{outcome(run)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <ListPagination page={page} total={currentData.total} limit={PAGE_SIZE} onChange={setPage} label="Run log pages" />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
