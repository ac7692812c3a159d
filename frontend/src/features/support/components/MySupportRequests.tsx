import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_MESSAGES, SUPPORT_TICKET_STATUS_LABELS, validateSupportReply, type SupportTicketStatus } from '@coachcore/domain';
import { EmptyState } from '../../../components/EmptyState';
import { domainResolver, FormTextField } from '../../../components/form';
import { ListPagination } from '../../../components/ListPagination';
import { SupportThread } from '../../../components/support/SupportThread';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useSupportGetQuery, useSupportListQuery, useSupportReplyMutation } from '../api';

const PAGE_SIZE = 10;
export const SUPPORT_STATUS_COLOURS: Record<SupportTicketStatus, ChipProps['color']> = { open: 'warning', answered: 'success', closed: 'default' };

interface ReplyValues {
  message: string;
}
const replyResolver = domainResolver<ReplyValues>(validateSupportReply);

function TicketDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const ticket = useSupportGetQuery({ id: ticketId ?? '' }, { skip: !ticketId });
  const [reply, { isLoading }] = useSupportReplyMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset } = useForm<ReplyValues>({ defaultValues: { message: '' }, resolver: replyResolver });
  const onSubmit = handleSubmit(async ({ message }) => {
    if (!ticketId) return;
    const outcome = await runWithToasts(reply({ id: ticketId, supportReplyDto: { message: message.trim() } }).unwrap(), {
      success: { title: 'Success', description: SUPPORT_MESSAGES.replySent },
      failure: { fallback: 'Failed to send reply' },
    });
    if (outcome.ok) reset({ message: '' });
  });
  const data = ticket.data;
  return (
    <Dialog open={!!ticketId} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="support-ticket-title">
      <DialogTitle id="support-ticket-title">{data?.subject ?? 'Support request'}</DialogTitle>
      <DialogContent>
        {ticket.isError ? (
          <Alert severity="error">{errorMessage(ticket.error, 'Failed to load the support request')}</Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1}>
              <Chip size="small" variant="outlined" color={SUPPORT_STATUS_COLOURS[data.status]} label={SUPPORT_TICKET_STATUS_LABELS[data.status]} />
              <Chip size="small" variant="outlined" label={SUPPORT_CATEGORY_LABELS[data.category]} />
            </Stack>
            <SupportThread messages={data.messages} requesterLabel="You" />
            {data.status === 'closed' ? (
              <Alert severity="info">{SUPPORT_MESSAGES.ticketIsClosed}</Alert>
            ) : (
              <form onSubmit={onSubmit} noValidate>
                <Stack spacing={1}>
                  <FormTextField control={control} name="message" label="Your reply" multiline minRows={2} />
                  <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                    <Button type="submit" variant="contained" disabled={isLoading}>
                      {isLoading ? 'Sending...' : 'Send Reply'}
                    </Button>
                  </Stack>
                </Stack>
              </form>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** My support requests: the business's tickets, newest first; one opens with its conversation and a reply box. */
export function MySupportRequests({ selected, onSelect }: { selected: string | null; onSelect: (ticketId: string | null) => void }) {
  const [page, setPage] = useState(1);
  const list = useSupportListQuery({ page, limit: PAGE_SIZE });
  const rows = list.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="my-support-requests">
      <Typography id="my-support-requests" variant="h6" sx={{ mb: 1 }}>
        My support requests
      </Typography>
      {list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to load support requests')}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={80} />
      ) : rows.length === 0 ? (
        <EmptyState text={SUPPORT_MESSAGES.noRequests} />
      ) : (
        <List dense aria-label="Support requests">
          {rows.map((ticket) => (
            <ListItemButton key={ticket.id} onClick={() => onSelect(ticket.id)} data-testid="support-request">
              <ListItemText
                primary={ticket.subject}
                secondary={`${SUPPORT_CATEGORY_LABELS[ticket.category]} · updated ${new Date(ticket.updatedAt).toLocaleString()}`}
              />
              <Chip size="small" variant="outlined" color={SUPPORT_STATUS_COLOURS[ticket.status]} label={SUPPORT_TICKET_STATUS_LABELS[ticket.status]} />
            </ListItemButton>
          ))}
        </List>
      )}
      <ListPagination page={page} total={list.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Support request pages" />
      <TicketDialog ticketId={selected} onClose={() => onSelect(null)} />
    </Paper>
  );
}
