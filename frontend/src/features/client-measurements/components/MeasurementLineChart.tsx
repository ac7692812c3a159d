import { LineChart } from '@mui/x-charts/LineChart';
import type { MeasurementResponseDto } from '@coachcore/api-client/client-portal';
import { MEASUREMENT_FIELDS, type MeasurementField } from '../fields';

/** One measurement over time, oldest to newest (@mui/x-charts, loaded with this route only). */
export function MeasurementLineChart({ measurements, field }: { measurements: MeasurementResponseDto[]; field: MeasurementField }) {
  const definition = MEASUREMENT_FIELDS.find((entry) => entry.name === field)!;
  const points = measurements
    .filter((entry) => entry[field] !== null)
    .map((entry) => ({ time: new Date(entry.createdAt), value: entry[field] as number }))
    .sort((a, b) => a.time.getTime() - b.time.getTime());
  return (
    <LineChart
      height={280}
      xAxis={[{ data: points.map((point) => point.time), scaleType: 'time', valueFormatter: (value: Date) => value.toLocaleDateString() }]}
      series={[{ data: points.map((point) => point.value), label: `${definition.label} (${definition.unit})`, showMark: true, color: '#1d4ed8' }]}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
    />
  );
}
