import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WellnessLogResponseDto } from '@coachcore/api-client/clients';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import type { LoadedList } from '../../../lib/api';
import { formatDate, orDash } from '../labels';

/** The client's check-ins, newest day first, a page at a time ("Load more"). */
export function WellnessTab({ logs: list, loading }: { logs: LoadedList<WellnessLogResponseDto> | undefined; loading: boolean }) {
  const logs = list?.items;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="wellness-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="wellness-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Wellness Check-ins
      </Typography>
      {loading ? (
        <Skeleton variant="rounded" height={160} />
      ) : !logs?.length ? (
        <Alert severity="info">No wellness check-ins yet. They appear here once the client logs sleep, energy and mood.</Alert>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label="Wellness check-ins table" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Wellness check-ins">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell align="right">Sleep (h)</TableCell>
                <TableCell align="right">Sleep Quality</TableCell>
                <TableCell align="right">Energy</TableCell>
                <TableCell align="right">Mood</TableCell>
                <TableCell align="right">Stress</TableCell>
                <TableCell align="right">Water (L)</TableCell>
                <TableCell align="right">Steps</TableCell>
                <TableCell>Notes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {logs.map((log) => (
                <TableRow key={log.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(log.date)}</TableCell>
                  <TableCell align="right">{orDash(log.sleepHours)}</TableCell>
                  <TableCell align="right">{orDash(log.sleepQuality, '/10')}</TableCell>
                  <TableCell align="right">{orDash(log.energyLevel, '/10')}</TableCell>
                  <TableCell align="right">{orDash(log.mood, '/10')}</TableCell>
                  <TableCell align="right">{orDash(log.stressLevel, '/10')}</TableCell>
                  <TableCell align="right">{orDash(log.waterIntake)}</TableCell>
                  <TableCell align="right">{log.steps == null ? '—' : log.steps.toLocaleString()}</TableCell>
                  <TableCell>{log.notes ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list && <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} label="Load earlier check-ins" />}
    </Paper>
  );
}
