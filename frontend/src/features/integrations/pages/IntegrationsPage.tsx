import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { LEADDEC_MESSAGES, LEADDEC_WEBHOOK_LABELS, type LeadDecSyncDirection, type LeadDecWebhookEvent } from '@coachcore/domain';
import type { LeadDecIntegrationResponseDto, LeadDecTestResultDto, SaveLeadDecSettingsDto } from '@coachcore/api-client/integrations';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../components/toast/toast-context';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import {
  useIntegrationsDeliveriesQuery,
  useIntegrationsGetQuery,
  useIntegrationsRotateMutation,
  useIntegrationsSaveMutation,
  useIntegrationsTestMutation,
} from '../api';
import { copyText } from '../../../lib/copy-text';
import { WebhooksSection } from '../components/WebhooksSection';

type LeadTab = 'setup' | 'webhooks' | 'sync';

const SYNC_LABELS: Record<LeadDecSyncDirection, string> = {
  bidirectional: 'Bidirectional (LeadDec ↔ CoachCore)',
  to_coachcore: 'LeadDec → CoachCore only',
  to_leaddec: 'CoachCore → LeadDec only (incoming deliveries are recorded and ignored)',
};

/** What each other provider needs before it can be connected, said plainly. */
const OTHER_INTEGRATIONS = [
  {
    name: 'Stripe',
    category: 'Payments',
    needs: 'Connect your Stripe account on Payment Setup to take client payments; payouts go straight to your bank.',
    action: { label: 'Open Payment Setup', to: '/payment-setup' },
  },
  {
    name: 'Google Calendar',
    category: 'Calendar',
    needs:
      'Needs a Google Cloud OAuth client (client ID and secret with the Calendar API enabled) configured by the platform operator; you then sign in with Google to allow CoachCore to add and read events.',
  },
  {
    name: 'Microsoft Outlook Calendar',
    category: 'Calendar',
    needs:
      'Needs a Microsoft Entra app registration with the Calendars.ReadWrite permission configured by the platform operator; you then sign in with your Microsoft account.',
  },
  {
    name: 'Zoom',
    category: 'Video meetings',
    needs:
      'Needs a Zoom OAuth app (account ID, client ID and client secret) configured by the platform operator; until then, paste your own Zoom meeting link when you schedule a video session.',
  },
  {
    name: 'Microsoft Teams',
    category: 'Video meetings',
    needs:
      'Needs a Microsoft Entra app registration with the OnlineMeetings.ReadWrite permission; until then, paste a Teams meeting link when you schedule a video session.',
  },
  {
    name: 'Google Meet',
    category: 'Video meetings',
    needs:
      'Needs the same Google Cloud OAuth client as Google Calendar (Meet links are created with calendar events); until then, paste a Meet link when you schedule.',
  },
] as const;

const BENEFITS = [
  { title: 'Leads become clients automatically', text: 'New LeadDec contacts appear in your client list with their source, ready to invite to the portal.' },
  { title: 'No duplicates', text: 'A contact sent twice updates the same client; an existing client with the same email is linked, not copied.' },
  { title: 'Every delivery on record', text: 'Each webhook is verified with your secret and listed with what it did, so you can see what arrived and why.' },
];

function CopyField({ label, value, onCopy }: { label: string; value: string; onCopy: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField label={label} value={value} size="small" fullWidth slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }} />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={onCopy} aria-label={`Copy ${label}`}>
        Copy
      </Button>
    </Stack>
  );
}

function SetupTab({ integration }: { integration: LeadDecIntegrationResponseDto }) {
  const [apiKey, setApiKey] = useState('');
  const [locationId, setLocationId] = useState(integration.locationId ?? '');
  const [webhookUrl, setWebhookUrl] = useState(integration.webhookUrl ?? '');
  const [testResult, setTestResult] = useState<LeadDecTestResultDto | null>(null);
  const [save, saving] = useIntegrationsSaveMutation();
  const [rotate, rotating] = useIntegrationsRotateMutation();
  const [test, testing] = useIntegrationsTestMutation();
  const run = useMutationToasts();
  const toast = useToast();

  const copy = async (what: string, value: string) => {
    try {
      await copyText(value);
      toast({ title: `${what} copied to clipboard` });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Copying failed'), severity: 'error' });
    }
  };

  const submit = async () => {
    const body: SaveLeadDecSettingsDto = { locationId, webhookUrl };
    if (apiKey.trim()) body.apiKey = apiKey.trim();
    const outcome = await run(save({ saveLeadDecSettingsDto: body }).unwrap(), {
      success: { title: LEADDEC_MESSAGES.saved },
      failure: { fallback: LEADDEC_MESSAGES.saveFailed },
    });
    if (outcome.ok) setApiKey('');
  };

  const runTest = async () => {
    setTestResult(null);
    const outcome = await run(test().unwrap(), { failure: { fallback: LEADDEC_MESSAGES.testFailed } });
    if (outcome.ok) setTestResult(outcome.data);
  };

  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">
        Connect your LeadDec account: paste your API key and location ID, then add the webhook addresses (Webhooks tab) in LeadDec with the account ID and
        secret below as its signing settings.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label="API Key"
            type="password"
            fullWidth
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            helperText={integration.apiKeySet ? `A key ending in ${integration.apiKeyLast4} is saved; type a new one to replace it` : 'Your LeadDec API key'}
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label="Location ID"
            fullWidth
            value={locationId}
            onChange={(e) => setLocationId(e.target.value)}
            helperText="The LeadDec location (sub-account) to sync"
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="LeadDec Webhook URL"
            fullWidth
            value={webhookUrl}
            onChange={(e) => setWebhookUrl(e.target.value)}
            helperText="Optional: your LeadDec inbound webhook, for contacts sent from CoachCore to LeadDec"
          />
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ fontWeight: 700, mb: 1.5 }}>Webhook signing</Typography>
        <Stack spacing={1.5}>
          <CopyField label="Account ID" value={integration.accountId} onCopy={() => copy('Account ID', integration.accountId)} />
          <CopyField label="Webhook Secret" value={integration.webhookSecret} onCopy={() => copy('Webhook secret', integration.webhookSecret)} />
          <Typography variant="body2" color="text.secondary">
            LeadDec sends the account ID as the X-LeadDec-Account header and signs each delivery as X-LeadDec-Signature: t=&lt;unix time&gt;,v1=&lt;HMAC-SHA256
            of &quot;t.body&quot; with the secret&gt;. Deliveries more than 5 minutes old are refused.
          </Typography>
          <Box>
            <Button
              variant="outlined"
              color="warning"
              disabled={rotating.isLoading}
              onClick={() =>
                run(rotate().unwrap(), { success: { title: LEADDEC_MESSAGES.secretRotated }, failure: { fallback: 'Failed to rotate the secret' } })
              }
            >
              Rotate Secret
            </Button>
          </Box>
        </Stack>
      </Paper>
      {testResult && (
        <Alert severity={testResult.ok ? 'success' : 'error'} data-testid="test-connection-result">
          {testResult.message} ({testResult.statusCode || 'no answer'}, {testResult.durationMs} ms)
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          onClick={submit}
          disabled={saving.isLoading}
          startIcon={saving.isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Save Configuration
        </Button>
        <Button
          variant="outlined"
          onClick={runTest}
          disabled={testing.isLoading}
          startIcon={testing.isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Test Connection
        </Button>
      </Stack>
    </Stack>
  );
}

function WebhooksTab({ integration }: { integration: LeadDecIntegrationResponseDto }) {
  const toast = useToast();
  const deliveries = useIntegrationsDeliveriesQuery({ page: 1, limit: 20 });
  const copy = async (url: string) => {
    try {
      await copyText(url);
      toast({ title: LEADDEC_MESSAGES.urlCopied });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Copying failed'), severity: 'error' });
    }
  };
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">Add these addresses to your LeadDec workflows. Each one creates or updates the contact as a client.</Typography>
      <Stack spacing={1.5}>
        {integration.webhooks.map((webhook) => (
          <Paper key={webhook.event} variant="outlined" sx={{ p: 1.5 }} data-testid={`webhook-${webhook.event}`}>
            <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
              {LEADDEC_WEBHOOK_LABELS[webhook.event as LeadDecWebhookEvent]}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography component="code" sx={{ fontFamily: 'monospace', flexGrow: 1, wordBreak: 'break-all' }}>
                {webhook.url}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                onClick={() => copy(webhook.url)}
                aria-label={`Copy ${LEADDEC_WEBHOOK_LABELS[webhook.event as LeadDecWebhookEvent]} webhook URL`}
              >
                Copy
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Recent Deliveries
        </Typography>
        {deliveries.isError ? (
          <Alert severity="error">{errorMessage(deliveries.error, 'Could not load the deliveries')}</Alert>
        ) : !deliveries.data ? (
          <CircularProgress aria-label="Loading deliveries" />
        ) : deliveries.data.items.length === 0 ? (
          <Typography color="text.secondary">No deliveries received yet. Use Test Connection on the Setup tab to send one.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Recent deliveries">
              <TableHead>
                <TableRow>
                  <TableCell>Received</TableCell>
                  <TableCell>Event</TableCell>
                  <TableCell>Outcome</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Contact</TableCell>
                  <TableCell>Details</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.data.items.map((delivery) => (
                  <TableRow key={delivery.id}>
                    <TableCell>{new Date(delivery.receivedAt).toLocaleString()}</TableCell>
                    <TableCell>{delivery.event}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={delivery.outcome}
                        color={
                          delivery.outcome === 'created' || delivery.outcome === 'updated' || delivery.outcome === 'test'
                            ? 'success'
                            : delivery.outcome === 'ignored'
                              ? 'default'
                              : 'error'
                        }
                      />
                    </TableCell>
                    <TableCell>{delivery.statusCode}</TableCell>
                    <TableCell>{delivery.contactId ?? '—'}</TableCell>
                    <TableCell>{delivery.message ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Box>
    </Stack>
  );
}

function SyncTab({ integration }: { integration: LeadDecIntegrationResponseDto }) {
  const [direction, setDirection] = useState<LeadDecSyncDirection>(integration.syncDirection);
  const [disabled, setDisabled] = useState<LeadDecWebhookEvent[]>(integration.disabledEvents);
  const [save, saving] = useIntegrationsSaveMutation();
  const run = useMutationToasts();
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography sx={{ fontWeight: 700 }} id="sync-direction-label">
          Sync Direction
        </Typography>
        <RadioGroup aria-labelledby="sync-direction-label" value={direction} onChange={(e) => setDirection(e.target.value as LeadDecSyncDirection)}>
          {(Object.keys(SYNC_LABELS) as LeadDecSyncDirection[]).map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={SYNC_LABELS[value]} />
          ))}
        </RadioGroup>
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>Events</Typography>
        <Stack>
          {integration.webhooks.map(({ event }) => {
            const key = event as LeadDecWebhookEvent;
            return (
              <FormControlLabel
                key={event}
                control={
                  <Switch
                    checked={!disabled.includes(key)}
                    onChange={(e) => setDisabled((current) => (e.target.checked ? current.filter((x) => x !== key) : [...current, key]))}
                  />
                }
                label={LEADDEC_WEBHOOK_LABELS[key]}
              />
            );
          })}
        </Stack>
      </Box>
      <Box>
        <Button
          variant="contained"
          disabled={saving.isLoading}
          onClick={() =>
            run(save({ saveLeadDecSettingsDto: { syncDirection: direction, disabledEvents: disabled } }).unwrap(), {
              success: { title: LEADDEC_MESSAGES.saved },
              failure: { fallback: LEADDEC_MESSAGES.saveFailed },
            })
          }
        >
          Save Configuration
        </Button>
      </Box>
    </Stack>
  );
}

export function IntegrationsPage() {
  const [tab, setTab] = useState<LeadTab>('setup');
  const integration = useIntegrationsGetQuery();
  return (
    <>
      <PageHeader title="Integrations" subtitle="Connect the tools you already use" />
      <Paper variant="outlined" component="section" aria-labelledby="leaddec-title" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography id="leaddec-title" component="h2" variant="h5" sx={{ fontWeight: 700, flexGrow: 1 }}>
            LeadDec Lead Management
          </Typography>
          {integration.data && (
            <Chip
              label={integration.data.status === 'active' ? 'Connected' : 'Not connected'}
              color={integration.data.status === 'active' ? 'success' : 'default'}
            />
          )}
        </Stack>
        <Tabs value={tab} onChange={(_e, value: LeadTab) => setTab(value)} aria-label="Lead management" sx={{ mb: 2.5 }}>
          <Tab value="setup" label="Setup" />
          <Tab value="webhooks" label="Webhooks" />
          <Tab value="sync" label="Sync Settings" />
        </Tabs>
        {integration.isError ? (
          <Alert severity="error">{errorMessage(integration.error, 'Could not load the integration')}</Alert>
        ) : !integration.data ? (
          <CircularProgress aria-label="Loading the integration" />
        ) : (
          <Box role="tabpanel">
            {tab === 'setup' && <SetupTab integration={integration.data} />}
            {tab === 'webhooks' && <WebhooksTab integration={integration.data} />}
            {tab === 'sync' && <SyncTab integration={integration.data} />}
          </Box>
        )}
      </Paper>

      <WebhooksSection />

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Other Integrations
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {OTHER_INTEGRATIONS.map((item) => (
          <Grid key={item.name} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="other-integration">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{item.name}</Typography>
                <Chip size="small" variant="outlined" label={item.category} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                {item.needs}
              </Typography>
              {'action' in item && (
                <Box>
                  <Button component={RouterLink} to={item.action.to} size="small" variant="outlined">
                    {item.action.label}
                  </Button>
                </Box>
              )}
            </Paper>
          </Grid>
        ))}
      </Grid>

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Why connect your lead management
      </Typography>
      <Grid container spacing={2}>
        {BENEFITS.map((benefit) => (
          <Grid key={benefit.title} size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography sx={{ fontWeight: 700 }}>{benefit.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {benefit.text}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
