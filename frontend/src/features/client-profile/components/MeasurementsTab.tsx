import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import { CLIENT_MESSAGES, validateMeasurementForm } from '@coachcore/domain';
import type { CreateMeasurementDto, MeasurementResponseDto } from '@coachcore/api-client/clients';
import { useClientHealthAddMeasurementMutation } from '../api';
import { domainResolver, FormTextField, showServerFieldErrors } from '../../../components/form';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import type { LoadedList } from '../../../lib/api';
import { formatDate, orDash } from '../labels';
import { ProgressPhotosSection } from './ProgressPhotosSection';

const MeasurementChart = lazy(() => import('./MeasurementChart').then((module) => ({ default: module.MeasurementChart })));

/** Fields on the form (section 2); neck, forearms, calves and shoulders are not on it, but the client logs them in their portal and the history shows them. */
const NUMBER_FIELDS = [
  { name: 'weight', label: 'Weight (lbs)' },
  { name: 'bodyFat', label: 'Body Fat (%)' },
  { name: 'muscleMass', label: 'Muscle Mass (lbs)' },
  { name: 'chest', label: 'Chest (inches)' },
  { name: 'waist', label: 'Waist (inches)' },
  { name: 'hips', label: 'Hips (inches)' },
  { name: 'arms', label: 'Arms (inches)' },
  { name: 'thighs', label: 'Thighs (inches)' },
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number]['name'];
type MeasurementValues = Record<NumberField | 'notes', string>;

const EMPTY: MeasurementValues = { weight: '', bodyFat: '', muscleMass: '', chest: '', waist: '', hips: '', arms: '', thighs: '', notes: '' };
export const HISTORY_SIZE = 5;

const NUMBER_FIELD_NAMES = NUMBER_FIELDS.map(({ name }) => name);
const resolver = domainResolver<MeasurementValues>((values) => validateMeasurementForm(values, NUMBER_FIELD_NAMES));

/** Values are sent as the typed text (section 2); blanks as null. */
const toBody = (values: MeasurementValues): CreateMeasurementDto =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? null : value.trim()]));

interface MeasurementsTabProps {
  clientId: string;
  /** Newest first, the pages loaded so far; the chart draws them all and loads earlier ones on request. */
  measurements: LoadedList<MeasurementResponseDto> | undefined;
  loading: boolean;
}

export function MeasurementsTab({ clientId, measurements: list, loading }: MeasurementsTabProps) {
  const measurements = list?.items;
  const runWithToasts = useMutationToasts();
  const [record, { isLoading }] = useClientHealthAddMeasurementMutation();
  const { control, handleSubmit, reset, setError } = useForm<MeasurementValues>({ resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(record({ id: clientId, createMeasurementDto: toBody(values) }).unwrap(), {
      success: { title: 'Success', description: CLIENT_MESSAGES.measurementsRecorded },
      failure: { fallback: 'Failed to record measurements' },
    });
    if (outcome.ok) reset(EMPTY);
    else showServerFieldErrors(outcome.error, values, setError);
  });

  const history = (measurements ?? []).slice(0, HISTORY_SIZE);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Paper variant="outlined" component="form" onSubmit={onSubmit} noValidate aria-labelledby="record-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="record-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            Record Measurements
          </Typography>
          <Grid container spacing={2}>
            {NUMBER_FIELDS.map(({ name, label }) => (
              <Grid key={name} size={{ xs: 6 }}>
                <FormTextField
                  control={control}
                  name={name}
                  label={label}
                  type="number"
                  slotProps={{ htmlInput: { step: 0.1, min: 0, inputMode: 'decimal' } }}
                />
              </Grid>
            ))}
            <Grid size={12}>
              <FormTextField control={control} name="notes" label="Notes" multiline minRows={2} />
            </Grid>
          </Grid>
          <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 2 }}>
            {isLoading ? 'Saving...' : 'Record Measurements'}
          </Button>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Paper variant="outlined" component="section" aria-labelledby="chart-title" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <Typography id="chart-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            Progress Chart
          </Typography>
          {loading ? (
            <Skeleton variant="rounded" height={220} />
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
              <MeasurementChart measurements={measurements ?? []} />
            </Suspense>
          )}
          {list && <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} label="Load earlier measurements" />}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="history-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            Measurement History
          </Typography>
          {loading ? (
            <Skeleton variant="rounded" height={160} />
          ) : !history.length ? (
            <Alert severity="info">No measurements recorded yet.</Alert>
          ) : (
            <TableContainer tabIndex={0} role="region" aria-label="Measurement history table" sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Last 5 measurements" data-testid="measurement-history">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell align="right">Weight (lbs)</TableCell>
                    <TableCell align="right">Body Fat (%)</TableCell>
                    <TableCell align="right">Muscle (lbs)</TableCell>
                    <TableCell align="right">Chest</TableCell>
                    <TableCell align="right">Waist</TableCell>
                    <TableCell align="right">Hips</TableCell>
                    <TableCell align="right">Arms</TableCell>
                    <TableCell align="right">Thighs</TableCell>
                    <TableCell align="right">Neck</TableCell>
                    <TableCell align="right">Forearms</TableCell>
                    <TableCell align="right">Calves</TableCell>
                    <TableCell align="right">Shoulders</TableCell>
                    <TableCell>Notes</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {history.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.createdAt)}</TableCell>
                      <TableCell align="right">{orDash(entry.weight)}</TableCell>
                      <TableCell align="right">{orDash(entry.bodyFat)}</TableCell>
                      <TableCell align="right">{orDash(entry.muscleMass)}</TableCell>
                      <TableCell align="right">{orDash(entry.chest)}</TableCell>
                      <TableCell align="right">{orDash(entry.waist)}</TableCell>
                      <TableCell align="right">{orDash(entry.hips)}</TableCell>
                      <TableCell align="right">{orDash(entry.arms)}</TableCell>
                      <TableCell align="right">{orDash(entry.thighs)}</TableCell>
                      <TableCell align="right">{orDash(entry.neck)}</TableCell>
                      <TableCell align="right">{orDash(entry.forearms)}</TableCell>
                      <TableCell align="right">{orDash(entry.calves)}</TableCell>
                      <TableCell align="right">{orDash(entry.shoulders)}</TableCell>
                      <TableCell>{entry.notes ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
        <ProgressPhotosSection clientId={clientId} />
      </Grid>
    </Grid>
  );
}
