import { LineChart } from '@mui/x-charts/LineChart';
import type { MeasurementResponseDto } from '@coachcore/api-client/client-portal';
import type { MeasurementFieldDefinition } from '../fields';

interface Props {
  measurements: MeasurementResponseDto[];
  field: MeasurementFieldDefinition;
  /** The series' name with its unit, e.g. 'Weight (kg)'. */
  label: string;
  /** A stored value in the person's units. */
  show: (stored: number) => number;
}

/** One measurement over time, oldest to newest (@mui/x-charts, loaded with this route only). */
export function MeasurementLineChart({ measurements, field, label, show }: Props) {
  const points = measurements
    .filter((entry) => entry[field.name] !== null)
    .map((entry) => ({ time: new Date(entry.createdAt), value: show(entry[field.name] as number) }))
    .sort((a, b) => a.time.getTime() - b.time.getTime());
  return (
    <LineChart
      height={280}
      xAxis={[{ data: points.map((point) => point.time), scaleType: 'time', valueFormatter: (value: Date) => value.toLocaleDateString() }]}
      series={[{ data: points.map((point) => point.value), label, showMark: true, color: '#1d4ed8' }]}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
    />
  );
}
