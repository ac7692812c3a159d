import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MESSAGES,
  SUPPORT_TICKET_FILTERS,
  SUPPORT_TICKET_STATUS_LABELS,
  validateSupportReply,
  type SupportTicketFilter,
  type SupportTicketStatus,
} from '@coachcore/domain';
import type { AdminSupportTicketResponseDto } from '@coachcore/api-client/admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { domainResolver, FormTextField } from '../../../components/form';
import { ListPagination } from '../../../components/ListPagination';
import { SearchField } from '../../../components/SearchField';
import { SupportThread } from '../../../components/support/SupportThread';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useListPage } from '../../../hooks/useListPage';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import {
  useAdminAreaUsersQuery,
  useAdminSupportAnswerMutation,
  useAdminSupportAssignMutation,
  useAdminSupportCloseMutation,
  useAdminSupportCountsQuery,
  useAdminSupportGetQuery,
  useAdminSupportListQuery,
} from '../api';

const PAGE_SIZE = 25;
const STATUS_COLOURS: Record<SupportTicketStatus, ChipProps['color']> = { open: 'warning', answered: 'success', closed: 'default' };
const FILTER_LABELS: Record<SupportTicketFilter, string> = { all: 'All', ...SUPPORT_TICKET_STATUS_LABELS };
const ASSIGNEE_FILTERS = [
  ['', 'Anyone'],
  ['me', 'Assigned to me'],
  ['unassigned', 'Unassigned'],
] as const;
const businessName = (ticket: AdminSupportTicketResponseDto) =>
  ticket.business.businessName || `${ticket.business.firstName} ${ticket.business.lastName}`.trim();

interface ReplyValues {
  message: string;
}
const replyResolver = domainResolver<ReplyValues>(validateSupportReply);

function Figure({ title, value }: { title: string; value: number | undefined }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value ?? <Skeleton width={40} />}
      </Typography>
    </Paper>
  );
}

/** One ticket: its conversation, the answer box, the assignee and Close. */
function TicketDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const ticket = useAdminSupportGetQuery({ id: ticketId ?? '' }, { skip: !ticketId });
  const admins = useAdminAreaUsersQuery({ role: 'admin', limit: 100 }, { skip: !ticketId });
  const [answer, { isLoading: isAnswering }] = useAdminSupportAnswerMutation();
  const [assign, { isLoading: isAssigning }] = useAdminSupportAssignMutation();
  const [close, { isLoading: isClosing }] = useAdminSupportCloseMutation();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset } = useForm<ReplyValues>({ defaultValues: { message: '' }, resolver: replyResolver });
  const data = ticket.data;

  const onAnswer = handleSubmit(async ({ message }) => {
    if (!ticketId) return;
    const outcome = await runWithToasts(answer({ id: ticketId, supportReplyDto: { message: message.trim() } }).unwrap(), {
      success: { title: 'Success', description: SUPPORT_MESSAGES.replySent },
      failure: { fallback: 'Failed to send reply' },
    });
    if (outcome.ok) reset({ message: '' });
  });
  const onAssign = async (assigneeId: string) => {
    if (!ticketId) return;
    await runWithToasts(assign({ id: ticketId, assignSupportTicketDto: { assigneeId: assigneeId || null } }).unwrap(), {
      success: { title: 'Success', description: assigneeId ? SUPPORT_MESSAGES.ticketAssigned : SUPPORT_MESSAGES.ticketUnassigned },
      failure: { fallback: 'Failed to assign ticket' },
    });
  };
  const onCloseTicket = async () => {
    if (!ticketId) return;
    const outcome = await runWithToasts(close({ id: ticketId }).unwrap(), {
      success: { title: 'Success', description: SUPPORT_MESSAGES.ticketClosed },
      failure: { fallback: 'Failed to close ticket' },
    });
    if (outcome.ok) setConfirmingClose(false);
  };

  return (
    <>
      <Dialog open={!!ticketId} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="admin-ticket-title">
        <DialogTitle id="admin-ticket-title">{data?.subject ?? 'Support ticket'}</DialogTitle>
        <DialogContent>
          {ticket.isError ? (
            <Alert severity="error">{errorMessage(ticket.error, 'Failed to load the ticket')}</Alert>
          ) : !data ? (
            <Skeleton variant="rounded" height={160} />
          ) : (
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Chip size="small" variant="outlined" color={STATUS_COLOURS[data.status]} label={SUPPORT_TICKET_STATUS_LABELS[data.status]} />
                <Chip size="small" variant="outlined" label={SUPPORT_CATEGORY_LABELS[data.category]} />
                <Typography variant="body2" color="text.secondary">
                  {businessName(data)} · {data.business.email}
                </Typography>
              </Stack>
              <TextField
                select
                size="small"
                label="Assignee"
                value={data.assignee?.id ?? ''}
                disabled={isAssigning || data.status === 'closed'}
                onChange={(event) => void onAssign(event.target.value)}
                sx={{ maxWidth: 320 }}
              >
                <MenuItem value="">
                  <em>Unassigned</em>
                </MenuItem>
                {(admins.data?.items ?? []).map((admin) => (
                  <MenuItem key={admin.id} value={admin.id}>
                    {`${admin.firstName} ${admin.lastName}`.trim() || admin.email}
                  </MenuItem>
                ))}
                {data.assignee && !(admins.data?.items ?? []).some((admin) => admin.id === data.assignee?.id) && (
                  <MenuItem value={data.assignee.id}>{`${data.assignee.firstName} ${data.assignee.lastName}`}</MenuItem>
                )}
              </TextField>
              <SupportThread messages={data.messages} requesterLabel={businessName(data)} />
              {data.status === 'closed' ? (
                <Alert severity="info">{SUPPORT_MESSAGES.ticketIsClosed}</Alert>
              ) : (
                <form onSubmit={onAnswer} noValidate>
                  <Stack spacing={1}>
                    <FormTextField control={control} name="message" label="Answer" multiline minRows={3} />
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button color="error" onClick={() => setConfirmingClose(true)}>
                        Close Ticket
                      </Button>
                      <Button type="submit" variant="contained" disabled={isAnswering}>
                        {isAnswering ? 'Sending...' : 'Send Answer'}
                      </Button>
                    </Stack>
                  </Stack>
                </form>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmingClose}
        title="Close this ticket"
        text="The business is told by e-mail and can no longer reply to it."
        confirmLabel={isClosing ? 'Closing...' : 'Close Ticket'}
        busy={isClosing}
        onConfirm={onCloseTicket}
        onClose={() => setConfirmingClose(false)}
      />
    </>
  );
}

/** Support Tickets: the figures, search and filters, the tickets of every business; a ticket opens to answer it. */
export function SupportSection() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SupportTicketFilter>('open');
  const [assignee, setAssignee] = useState('');
  const settled = useDebouncedValue(search.trim());
  const [page, setPage] = useListPage(`${settled}|${status}|${assignee}`);
  const list = useAdminSupportListQuery({ page, limit: PAGE_SIZE, search: settled || undefined, status, assignee: assignee || undefined });
  const counts = useAdminSupportCountsQuery();
  const [selected, setSelected] = useState<string | null>(null);
  const rows = list.data?.items ?? [];

  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {(
          [
            ['Open Tickets', counts.data?.open],
            ['Unassigned', counts.data?.unassigned],
            ['Answered', counts.data?.answered],
            ['Closed', counts.data?.closed],
          ] as const
        ).map(([title, value]) => (
          <Grid key={title} size={{ xs: 6, md: 3 }}>
            <Figure title={title} value={value} />
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label="Search tickets"
          placeholder="Subject, business or e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as SupportTicketFilter)} sx={{ minWidth: 160 }}>
          {SUPPORT_TICKET_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {FILTER_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Assignee" value={assignee} onChange={(event) => setAssignee(event.target.value)} sx={{ minWidth: 180 }}>
          {ASSIGNEE_FILTERS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to load support tickets')}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : rows.length === 0 ? (
        <EmptyState text={SUPPORT_MESSAGES.noTickets} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Support tickets">
            <TableHead>
              <TableRow>
                <TableCell>Subject</TableCell>
                <TableCell>Business</TableCell>
                <TableCell>Category</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Assignee</TableCell>
                <TableCell>Updated</TableCell>
                <TableCell align="right">Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((ticket) => (
                <TableRow key={ticket.id} data-testid="ticket-row">
                  <TableCell sx={{ fontWeight: 600 }}>{ticket.subject}</TableCell>
                  <TableCell>
                    <Typography>{businessName(ticket)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {ticket.business.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{SUPPORT_CATEGORY_LABELS[ticket.category]}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={STATUS_COLOURS[ticket.status]} label={SUPPORT_TICKET_STATUS_LABELS[ticket.status]} />
                  </TableCell>
                  <TableCell>{ticket.assignee ? `${ticket.assignee.firstName} ${ticket.assignee.lastName}` : '—'}</TableCell>
                  <TableCell>{new Date(ticket.updatedAt).toLocaleString()}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setSelected(ticket.id)} aria-label={`Open ticket ${ticket.subject}`}>
                      Open
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Ticket pages" />
      <TicketDialog ticketId={selected} onClose={() => setSelected(null)} />
    </>
  );
}
