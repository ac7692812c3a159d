import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { WEBHOOK_MESSAGES } from '@coachcore/domain';
import type { WebhookSubscriptionResponseDto, WebhookSubscriptionWithSecretDto } from '@coachcore/api-client/webhook-subscriptions';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast/toast-context';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { copyText } from '../../../lib/copy-text';
import { useWebhooksListQuery, useWebhooksRemoveMutation, useWebhooksRotateMutation, useWebhooksUpdateMutation } from '../webhooks-api';
import { AddWebhookDialog } from './AddWebhookDialog';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog';

/** The secret of a webhook just added or rotated: shown this once, with Copy. */
function SecretOnce({ webhook, onDismiss }: { webhook: WebhookSubscriptionWithSecretDto; onDismiss: () => void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await copyText(webhook.secret);
      toast({ title: 'Webhook secret copied to clipboard' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Copying failed'), severity: 'error' });
    }
  };
  return (
    <Alert severity="warning" onClose={onDismiss} data-testid="webhook-secret">
      <AlertTitle>Signing secret for {webhook.url}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {WEBHOOK_MESSAGES.secretShownOnce} Each delivery carries X-CoachCore-Signature: t=&lt;unix time&gt;,v1=&lt;HMAC-SHA256 of &quot;t.body&quot; with this
        secret&gt;.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label="Webhook Secret"
          value={webhook.secret}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
        />
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy} aria-label="Copy Webhook Secret">
          Copy
        </Button>
      </Stack>
    </Alert>
  );
}

function WebhookRow({
  webhook,
  onDeliveries,
  onRotated,
}: {
  webhook: WebhookSubscriptionResponseDto;
  onDeliveries: () => void;
  onRotated: (webhook: WebhookSubscriptionWithSecretDto) => void;
}) {
  const [update, updating] = useWebhooksUpdateMutation();
  const [rotate, rotating] = useWebhooksRotateMutation();
  const [remove, removing] = useWebhooksRemoveMutation();
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null);
  const run = useMutationToasts();

  const rotateSecret = async () => {
    const outcome = await run(rotate({ id: webhook.id }).unwrap(), {
      success: { title: WEBHOOK_MESSAGES.secretRotated },
      failure: { fallback: WEBHOOK_MESSAGES.rotateFailed },
    });
    setConfirming(null);
    if (outcome.ok) onRotated(outcome.data);
  };
  const deleteWebhook = async () => {
    await run(remove({ id: webhook.id }).unwrap(), { success: { title: WEBHOOK_MESSAGES.deleted }, failure: { fallback: WEBHOOK_MESSAGES.deleteFailed } });
    setConfirming(null);
  };

  return (
    <TableRow data-testid="webhook-row">
      <TableCell sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>{webhook.url}</TableCell>
      <TableCell>{webhook.eventTypes.join(', ')}</TableCell>
      <TableCell>
        <Switch
          checked={webhook.isActive}
          disabled={updating.isLoading}
          onChange={(event) =>
            run(update({ id: webhook.id, updateWebhookSubscriptionDto: { isActive: event.target.checked } }).unwrap(), {
              success: { title: WEBHOOK_MESSAGES.updated },
              failure: { fallback: WEBHOOK_MESSAGES.updateFailed },
            })
          }
          slotProps={{ input: { 'aria-label': `Active: ${webhook.url}` } }}
        />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={onDeliveries}>
            Delivery Log
          </Button>
          <Button size="small" color="warning" onClick={() => setConfirming('rotate')}>
            Rotate Secret
          </Button>
          <Button size="small" color="error" onClick={() => setConfirming('delete')}>
            Delete
          </Button>
        </Stack>
        <ConfirmDialog
          open={confirming === 'rotate'}
          title="Rotate the secret?"
          text="Deliveries are signed with the new secret from now on: update it in your receiver, or it will refuse them."
          confirmLabel="Rotate Secret"
          confirmColor="primary"
          busy={rotating.isLoading}
          onConfirm={rotateSecret}
          onClose={() => setConfirming(null)}
        />
        <ConfirmDialog
          open={confirming === 'delete'}
          title="Delete this webhook?"
          text={`${webhook.url} receives nothing more, and its delivery log is deleted.`}
          confirmLabel="Delete"
          busy={removing.isLoading}
          onConfirm={deleteWebhook}
          onClose={() => setConfirming(null)}
        />
      </TableCell>
    </TableRow>
  );
}

/** The Webhooks section of /integrations: endpoints of other systems that receive the business's events. */
export function WebhooksSection() {
  const webhooks = useWebhooksListQuery();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<WebhookSubscriptionWithSecretDto | null>(null);
  const [log, setLog] = useState<WebhookSubscriptionResponseDto | null>(null);
  // The log follows the list (its active switch), and closes when its webhook is deleted.
  const logged = log ? (webhooks.data?.find((webhook) => webhook.id === log.id) ?? null) : null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="webhooks-title" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="webhooks-title" component="h2" variant="h5" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Webhooks
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Add Webhook
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Send your business&apos;s events (new clients, payments, forms, workouts, bookings...) to another system. Each delivery is a signed JSON POST, retried
        with backoff until your endpoint answers 2xx.
      </Typography>
      <Stack spacing={2}>
        {secret && webhooks.data?.some((webhook) => webhook.id === secret.id) && <SecretOnce webhook={secret} onDismiss={() => setSecret(null)} />}
        {webhooks.isError ? (
          <Alert severity="error">{errorMessage(webhooks.error, 'Could not load the webhooks')}</Alert>
        ) : !webhooks.data ? (
          <CircularProgress aria-label="Loading webhooks" />
        ) : webhooks.data.length === 0 ? (
          <Typography color="text.secondary">No webhooks yet.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Webhooks">
              <TableHead>
                <TableRow>
                  <TableCell>Endpoint URL</TableCell>
                  <TableCell>Events</TableCell>
                  <TableCell>Active</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {webhooks.data.map((webhook) => (
                  <WebhookRow key={webhook.id} webhook={webhook} onDeliveries={() => setLog(webhook)} onRotated={setSecret} />
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Stack>
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} onCreated={setSecret} />
      <WebhookDeliveriesDialog key={logged?.id ?? 'none'} webhook={logged} onClose={() => setLog(null)} />
    </Paper>
  );
}
