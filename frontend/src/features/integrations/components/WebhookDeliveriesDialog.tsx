import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WEBHOOK_DELIVERIES_PAGE, WEBHOOK_MESSAGES, type WebhookDeliveryStatus } from '@coachcore/domain';
import type { WebhookSubscriptionResponseDto } from '@coachcore/api-client/webhook-subscriptions';
import { ListPagination } from '../../../components/ListPagination';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useWebhooksDeliveriesQuery, useWebhooksReplayMutation } from '../webhooks-api';

const STATUS_COLOURS: Record<WebhookDeliveryStatus, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  sending: 'info',
  succeeded: 'success',
  failed: 'error',
};

interface Props {
  webhook: WebhookSubscriptionResponseDto | null;
  onClose: () => void;
}

/** A webhook's delivery log, newest first, each with what the endpoint answered and Replay. */
export function WebhookDeliveriesDialog({ webhook, onClose }: Props) {
  const [page, setPage] = useState(1);
  const limit = WEBHOOK_DELIVERIES_PAGE.defaultLimit;
  const deliveries = useWebhooksDeliveriesQuery({ id: webhook?.id ?? '', page, limit }, { skip: !webhook, pollingInterval: 5000 });
  const [replay, replaying] = useWebhooksReplayMutation();
  const run = useMutationToasts();

  return (
    <Dialog open={!!webhook} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="webhook-deliveries-title">
      <DialogTitle id="webhook-deliveries-title">Delivery Log</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, wordBreak: 'break-all' }}>
          {webhook?.url}
        </Typography>
        {deliveries.isError ? (
          <Alert severity="error">{errorMessage(deliveries.error, 'Could not load the deliveries')}</Alert>
        ) : !deliveries.data ? (
          <CircularProgress aria-label="Loading deliveries" />
        ) : deliveries.data.items.length === 0 ? (
          <Typography color="text.secondary">No deliveries yet: they appear here when one of the chosen events happens.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Webhook deliveries">
              <TableHead>
                <TableRow>
                  <TableCell>Created</TableCell>
                  <TableCell>Event</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Attempts</TableCell>
                  <TableCell>Response</TableCell>
                  <TableCell>Duration</TableCell>
                  <TableCell>Details</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.data.items.map((delivery) => (
                  <TableRow key={delivery.id}>
                    <TableCell>{new Date(delivery.createdAt).toLocaleString()}</TableCell>
                    <TableCell>
                      {delivery.eventType}
                      {delivery.replayOf && (
                        <Typography component="span" variant="caption" color="text.secondary">
                          {' '}
                          (replay)
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={delivery.status} color={STATUS_COLOURS[delivery.status]} />
                    </TableCell>
                    <TableCell>{delivery.attempts}</TableCell>
                    <TableCell>{delivery.responseStatus ?? '—'}</TableCell>
                    <TableCell>{delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`}</TableCell>
                    <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>{delivery.errorMessage ?? delivery.responseBody ?? ''}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        disabled={replaying.isLoading || !webhook?.isActive}
                        onClick={() =>
                          run(replay({ id: delivery.subscriptionId, deliveryId: delivery.id }).unwrap(), {
                            success: { title: WEBHOOK_MESSAGES.replayed },
                            failure: { fallback: WEBHOOK_MESSAGES.replayFailed },
                          })
                        }
                        aria-label={`Replay the ${delivery.eventType} delivery of ${new Date(delivery.createdAt).toLocaleString()}`}
                      >
                        Replay
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <ListPagination page={page} total={deliveries.data?.total} limit={limit} onChange={setPage} label="Delivery pages" />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
