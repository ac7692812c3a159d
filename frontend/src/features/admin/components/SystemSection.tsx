import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DependencyStatusDto } from '@coachcore/api-client/admin';
import { errorMessage } from '../../../lib/api-error';
import { useAdminAreaSystemStatusQuery } from '../api';

/** bull-board, mounted by the API (backend/src/modules/admin/queue-dashboard.ts). */
const QUEUE_DASHBOARD_URL = '/api/admin/queues';

/** How often the open section measures again. */
const REFRESH_MS = 5000;

/** The time the rate and p95 cover: 'over the last 5 min', or less for a young instance. */
function windowText(seconds: number): string {
  return seconds >= 60 ? `over the last ${Math.round(seconds / 60)} min` : `over the last ${seconds} s`;
}

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days ? `${days}d ${hours}h ${minutes}m` : hours ? `${hours}h ${minutes}m` : `${minutes}m ${seconds % 60}s`;
}

function Figure({ title, value, detail, testId }: { title: string; value: ReactNode; detail?: string; testId: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2.5, height: '100%' }}>
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 1 }} data-testid={`${testId}-value`}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

const dependency = (state: DependencyStatusDto) => (
  <Chip color={state.status === 'up' ? 'success' : 'error'} label={state.status === 'up' ? `Up · ${state.latencyMs} ms` : 'Down'} />
);

/** System Health: live figures of the running system, measured again every few seconds while the section is open. */
export function SystemSection() {
  const { data, error, isError, isLoading } = useAdminAreaSystemStatusQuery(undefined, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  if (isLoading) return <Skeleton variant="rounded" height={200} />;
  if (isError || !data) return <Alert severity="error">{errorMessage(error, 'Failed to load the system figures')}</Alert>;
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure title="Database" value={dependency(data.database)} detail="PostgreSQL round trip" testId="system-database" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure title="Redis" value={dependency(data.redis)} detail="Queues, sessions' throttles, sockets" testId="system-redis" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure title="Uptime" value={formatUptime(data.uptimeSeconds)} detail={`Version ${data.version}`} testId="system-uptime" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure title="Requests" value={data.http.requests} detail="Since this instance started" testId="system-requests" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            title="Request Rate"
            value={`${data.http.requestsPerMinute} / min`}
            detail={`Average ${windowText(data.http.windowSeconds)}`}
            testId="system-rate"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            title="Response Time (p95)"
            value={data.http.p95Ms === null ? '—' : `≤ ${data.http.p95Ms} ms`}
            detail={`95th percentile ${windowText(data.http.windowSeconds)}`}
            testId="system-p95"
          />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Queues
        </Typography>
        {/* The operations team's BullMQ dashboard (jobs, retries, failures), served by the API to admins only. */}
        <Button href={QUEUE_DASHBOARD_URL} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
          Queue Dashboard
        </Button>
      </Stack>
      {!data.queuesAvailable ? (
        <Alert severity="warning">Redis did not answer in time: the queue figures are unavailable.</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Queues" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Queue</TableCell>
                <TableCell align="right">Waiting</TableCell>
                <TableCell align="right">Active</TableCell>
                <TableCell align="right">Delayed</TableCell>
                <TableCell align="right">Failed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.queues.map((queue) => (
                <TableRow key={queue.name} data-testid="queue-row">
                  <TableCell>{queue.name}</TableCell>
                  <TableCell align="right">{queue.waiting}</TableCell>
                  <TableCell align="right">{queue.active}</TableCell>
                  <TableCell align="right">{queue.delayed}</TableCell>
                  <TableCell align="right">
                    <Typography component="span" color={queue.failed ? 'error' : undefined} sx={{ fontWeight: queue.failed ? 700 : undefined }}>
                      {queue.failed}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Measured {new Date(data.checkedAt).toLocaleTimeString()}; refreshed every {REFRESH_MS / 1000} seconds while this page is open.
      </Typography>
    </>
  );
}
