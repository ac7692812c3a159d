import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { DataExportResponseDto } from '@coachcore/api-client/client-portal';
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_STATUS_LABELS, DATA_EXPORT_TTL_DAYS } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientPortalDataExportsListQuery, useClientPortalDataExportsRequestMutation } from '../api';

/** How often the page asks how far an export in progress is (only while one is). */
const PROGRESS_POLL_MS = 1000;

const inProgress = (item: DataExportResponseDto | undefined) => item?.status === 'queued' || item?.status === 'running';
const formatDate = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function LatestExport({ item }: { item: DataExportResponseDto }) {
  if (inProgress(item)) {
    return (
      <Box data-testid="data-export-progress">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {DATA_EXPORT_STATUS_LABELS[item.status]}… {item.progress}%
        </Typography>
        <LinearProgress variant="determinate" value={item.progress} aria-label="Data export progress" />
      </Box>
    );
  }
  if (item.status === 'ready' && item.downloadUrl) {
    return (
      <Stack spacing={1} data-testid="data-export-ready">
        <Typography variant="body2">
          {DATA_EXPORT_STATUS_LABELS.ready}
          {item.fileSize ? ` (${formatSize(item.fileSize)})` : ''}
          {item.expiresAt ? ` · available until ${formatDate(item.expiresAt)}` : ''}
        </Typography>
        <Box>
          <Button component="a" href={item.downloadUrl} download variant="contained" startIcon={<DownloadIcon />} sx={{ minHeight: 44 }}>
            Download ZIP
          </Button>
        </Box>
      </Stack>
    );
  }
  if (item.status === 'failed') return <Alert severity="error">{item.error ?? DATA_EXPORT_MESSAGES.failed}</Alert>;
  return <Alert severity="info">{DATA_EXPORT_MESSAGES.expired}</Alert>;
}

/** 'Export my data': one ZIP of everything recorded about the client, built on the server with its progress shown. */
export function DataExportSection() {
  const runWithToasts = useMutationToasts();
  const list = useClientPortalDataExportsListQuery();
  const latest = list.data?.[0];
  // Poll only while an export is being built; nothing polls otherwise.
  useClientPortalDataExportsListQuery(undefined, { pollingInterval: inProgress(latest) ? PROGRESS_POLL_MS : 0, skip: !inProgress(latest) });
  const [request, { isLoading }] = useClientPortalDataExportsRequestMutation();

  const start = () =>
    runWithToasts(request().unwrap(), {
      success: { title: 'Export Started', description: DATA_EXPORT_MESSAGES.requested },
      failure: { title: 'Export Failed', fallback: DATA_EXPORT_MESSAGES.requestFailed },
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="data-export-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="data-export-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Export My Data
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Download everything recorded about you in one ZIP file: your details, goals, measurements, workout and nutrition logs, messages with your coach and your
        progress photos, as JSON and a CSV file per table. The download is available for {DATA_EXPORT_TTL_DAYS} days.
      </Typography>
      <Stack spacing={2}>
        {list.isError && <Alert severity="error">Your exports could not be loaded.</Alert>}
        {latest && <LatestExport item={latest} />}
        <Box>
          <Button variant="outlined" onClick={() => void start()} disabled={isLoading || inProgress(latest)} sx={{ minHeight: 44 }}>
            {isLoading ? 'Starting...' : 'Export my data'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
