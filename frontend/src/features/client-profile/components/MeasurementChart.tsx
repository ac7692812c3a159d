import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { MeasurementResponseDto } from '@coachcore/api-client/clients';

const WEIGHT_COLOUR = '#1d4ed8';
const FAT_COLOUR = '#b45309';

interface Series {
  label: string;
  unit: string;
  values: Array<number | null>;
}

const day = (time: Date) => time.toLocaleDateString();

/** One sentence per series for assistive technology: the chart itself is a picture. */
function describe(series: Series, times: Date[]): string {
  const points = series.values.flatMap((value, index) => (value === null ? [] : [{ value, time: times[index] }]));
  if (!points.length) return `No ${series.label.toLowerCase()} recorded.`;
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length === 1) return `${series.label} ${first.value} ${series.unit} on ${day(first.time)}.`;
  return `${series.label} from ${first.value} ${series.unit} on ${day(first.time)} to ${last.value} ${series.unit} on ${day(last.time)}.`;
}

/**
 * Weight (left axis, lbs) and body fat (right axis, %) over time (@mui/x-charts, loaded with the Measurements tab
 * only, as the client's own measurement charts and the analytics page are).
 */
export function MeasurementChart({ measurements }: { measurements: MeasurementResponseDto[] }) {
  const descriptionId = useId();
  const ordered = [...measurements]
    .filter((entry) => entry.weight != null || entry.bodyFat != null)
    .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  if (!ordered.length) {
    return <Typography color="text.secondary">Record a weight or body fat to see the chart.</Typography>;
  }
  const times = ordered.map((entry) => new Date(entry.createdAt));
  const weight: Series = { label: 'Weight', unit: 'lbs', values: ordered.map((entry) => entry.weight ?? null) };
  const bodyFat: Series = { label: 'Body fat', unit: '%', values: ordered.map((entry) => entry.bodyFat ?? null) };

  return (
    <Box data-testid="measurement-chart" role="img" aria-label="Weight and body fat over time" aria-describedby={descriptionId}>
      {/* Hidden, yet read as the picture's description (aria-describedby may point at hidden text). */}
      <span id={descriptionId} hidden>
        {[weight, bodyFat].map((series) => describe(series, times)).join(' ')}
      </span>
      <LineChart
        height={280}
        xAxis={[{ data: times, scaleType: 'time', valueFormatter: day }]}
        yAxis={[
          { id: 'weight', position: 'left', label: 'lbs', width: 56 },
          { id: 'body-fat', position: 'right', label: '%', width: 48 },
        ]}
        series={[
          { data: weight.values, label: 'Weight (lbs)', yAxisId: 'weight', color: WEIGHT_COLOUR, showMark: true, connectNulls: true },
          { data: bodyFat.values, label: 'Body fat (%)', yAxisId: 'body-fat', color: FAT_COLOUR, showMark: true, connectNulls: true },
        ]}
        margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
      />
    </Box>
  );
}
