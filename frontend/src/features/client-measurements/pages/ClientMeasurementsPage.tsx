import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLIENT_MESSAGES, findRoute, validateMeasurementForm } from '@coachcore/domain';
import type { CreateMeasurementDto } from '@coachcore/api-client/client-portal';
import { domainResolver, FormTextField, showServerFieldErrors } from '../../../components/form';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useUnits, type Units } from '../../../hooks/useUnits';
import { loadedItems } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useClientMeasurementsOwnPagesInfiniteQuery, useClientPortalMeasurementsAddMutation } from '../api';
import { fieldLabel, MEASUREMENT_FIELDS, shownValue, type MeasurementField } from '../fields';

// The chart library comes with this route's chunk only, after the page has drawn.
const MeasurementLineChart = lazy(() => import('../components/MeasurementLineChart').then((module) => ({ default: module.MeasurementLineChart })));

type MeasurementValues = Record<MeasurementField | 'notes', string>;
const FIELD_NAMES = MEASUREMENT_FIELDS.map(({ name }) => name);
const EMPTY = Object.fromEntries([...FIELD_NAMES, 'notes'].map((name) => [name, ''])) as MeasurementValues;
const resolver = domainResolver<MeasurementValues>((values) => validateMeasurementForm(values, FIELD_NAMES));
/** Values are sent as text (document 2 section 7), in the stored units (pounds, inches); blanks as null. */
const toBody = (values: MeasurementValues, units: Units): CreateMeasurementDto =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const quantity = MEASUREMENT_FIELDS.find((field) => field.name === key)?.quantity;
      const text = quantity ? units.toStored(value, quantity).trim() : value.trim();
      return [key, text === '' ? null : text];
    }),
  );
const HISTORY_SIZE = 10;

/** Measurements (/client/measurements): the client logs the spec's measurements and sees each one charted over time. */
export function ClientMeasurementsPage() {
  const title = findRoute('/client/measurements')?.title ?? 'Measurements';
  const query = useClientMeasurementsOwnPagesInfiniteQuery();
  const list = loadedItems(query);
  const runWithToasts = useMutationToasts();
  const [record, { isLoading: saving }] = useClientPortalMeasurementsAddMutation();
  const [charted, setCharted] = useState<MeasurementField>('weight');
  const units = useUnits();
  const { control, handleSubmit, reset, setError } = useForm<MeasurementValues>({ resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(record({ createMeasurementDto: toBody(values, units) }).unwrap(), {
      success: { title: 'Success', description: CLIENT_MESSAGES.measurementsRecorded },
      failure: { fallback: 'Failed to record measurements' },
    });
    if (outcome.ok) reset(EMPTY);
    else showServerFieldErrors(outcome.error, values, setError);
  });

  const field = MEASUREMENT_FIELDS.find((entry) => entry.name === charted)!;
  const points = list.items.filter((entry) => entry[charted] !== null);
  return (
    <>
      <PageHeader title={title} subtitle="Log your measurements and watch each one change over time. Your coach sees them too." />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Paper variant="outlined" component="form" onSubmit={onSubmit} noValidate aria-labelledby="log-title" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="log-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
              Log Measurements
            </Typography>
            <Grid container spacing={2}>
              {MEASUREMENT_FIELDS.map((entry) => (
                <Grid key={entry.name} size={{ xs: 6 }}>
                  <FormTextField
                    control={control}
                    name={entry.name}
                    label={fieldLabel(entry, units)}
                    type="number"
                    slotProps={{ htmlInput: { step: 0.1, min: 0, inputMode: 'decimal' } }}
                  />
                </Grid>
              ))}
              <Grid size={12}>
                <FormTextField control={control} name="notes" label="Notes" multiline minRows={2} />
              </Grid>
            </Grid>
            <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 2, minHeight: 44 }}>
              {saving ? 'Saving...' : 'Record Measurements'}
            </Button>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Paper variant="outlined" component="section" aria-labelledby="chart-title" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
            <Typography id="chart-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
              Progress Chart
            </Typography>
            <TextField
              select
              label="Measurement"
              value={charted}
              onChange={(event) => setCharted(event.target.value as MeasurementField)}
              sx={{ minWidth: 220, mb: 2 }}
            >
              {MEASUREMENT_FIELDS.map((entry) => (
                <MenuItem key={entry.name} value={entry.name}>
                  {fieldLabel(entry, units)}
                </MenuItem>
              ))}
            </TextField>
            {query.isLoading ? (
              <Skeleton variant="rounded" height={280} />
            ) : query.error ? (
              <Alert severity="error">{errorMessage(query.error, 'Failed to load your measurements')}</Alert>
            ) : !points.length ? (
              <Alert severity="info">No {field.label.toLowerCase()} logged yet.</Alert>
            ) : (
              <figure style={{ margin: 0 }} data-testid="measurement-chart" aria-label={`${fieldLabel(field, units)} over time`}>
                <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                  <MeasurementLineChart
                    measurements={points}
                    field={field}
                    label={fieldLabel(field, units)}
                    show={(stored) => shownValue(field, stored, units)}
                  />
                </Suspense>
                <Typography component="figcaption" variant="body2" color="text.secondary">
                  {fieldLabel(field, units)}: {points.length} {points.length === 1 ? 'entry' : 'entries'}, latest{' '}
                  {shownValue(field, points[0]![charted]!, units)} on {new Date(points[0]!.createdAt).toLocaleDateString()}
                </Typography>
              </figure>
            )}
            <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} label="Load earlier measurements" />
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="history-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              Measurement History
            </Typography>
            {!list.items.length ? (
              <Alert severity="info">No measurements recorded yet.</Alert>
            ) : (
              <TableContainer tabIndex={0} role="region" aria-label="Measurement history table" sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="measurement-history">
                  <TableHead>
                    <TableRow>
                      <TableCell>Date</TableCell>
                      {MEASUREMENT_FIELDS.map((entry) => (
                        <TableCell key={entry.name} align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {fieldLabel(entry, units)}
                        </TableCell>
                      ))}
                      <TableCell>Notes</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {list.items.slice(0, HISTORY_SIZE).map((row) => (
                      <TableRow key={row.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(row.createdAt).toLocaleDateString()}</TableCell>
                        {MEASUREMENT_FIELDS.map((entry) => (
                          <TableCell key={entry.name} align="right">
                            {row[entry.name] === null ? '—' : shownValue(entry, row[entry.name]!, units)}
                          </TableCell>
                        ))}
                        <TableCell>{row.notes ?? ''}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Paper>
        </Grid>
      </Grid>
    </>
  );
}
