import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MeasurementResponseDto } from '@coachcore/api-client';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 16, right: 48, bottom: 36, left: 48 };
const WEIGHT_COLOUR = '#1d4ed8';
const FAT_COLOUR = '#b45309';

interface Series {
  label: string;
  unit: string;
  colour: string;
  points: Array<{ time: number; value: number }>;
}

function extent(values: number[]): [number, number] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (min === max) return [min - 1, max + 1];
  const pad = (max - min) * 0.1;
  return [min - pad, max + pad];
}

const round = (value: number) => Math.round(value * 10) / 10;

function describe(series: Series): string {
  if (!series.points.length) return `No ${series.label.toLowerCase()} recorded.`;
  const first = series.points[0];
  const last = series.points[series.points.length - 1];
  if (series.points.length === 1) return `${series.label} ${first.value} ${series.unit} on ${new Date(first.time).toLocaleDateString()}.`;
  return `${series.label} from ${first.value} ${series.unit} on ${new Date(first.time).toLocaleDateString()} to ${last.value} ${series.unit} on ${new Date(last.time).toLocaleDateString()}.`;
}

/** Weight (left axis, lbs) and body fat (right axis, %) over time, as a small SVG line chart. */
export function MeasurementChart({ measurements }: { measurements: MeasurementResponseDto[] }) {
  const titleId = useId();
  const descId = useId();
  const ordered = [...measurements].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  const series: Series[] = [
    {
      label: 'Weight',
      unit: 'lbs',
      colour: WEIGHT_COLOUR,
      points: ordered.filter((m) => m.weight != null).map((m) => ({ time: new Date(m.createdAt).getTime(), value: m.weight as number })),
    },
    {
      label: 'Body fat',
      unit: '%',
      colour: FAT_COLOUR,
      points: ordered.filter((m) => m.bodyFat != null).map((m) => ({ time: new Date(m.createdAt).getTime(), value: m.bodyFat as number })),
    },
  ];
  const times = ordered.map((m) => new Date(m.createdAt).getTime());
  if (!times.length || series.every((s) => s.points.length === 0)) {
    return <Typography color="text.secondary">Record a weight or body fat to see the chart.</Typography>;
  }
  const [t0, t1] =
    times.length > 1 && times[0] !== times[times.length - 1] ? [times[0], times[times.length - 1]] : [times[0] - 86_400_000, times[0] + 86_400_000];
  const x = (time: number) => PAD.left + ((time - t0) / (t1 - t0)) * (WIDTH - PAD.left - PAD.right);
  const scales = series.map((s) => (s.points.length ? extent(s.points.map((p) => p.value)) : ([0, 1] as [number, number])));
  const y = (index: number, value: number) => {
    const [lo, hi] = scales[index];
    return PAD.top + (1 - (value - lo) / (hi - lo)) * (HEIGHT - PAD.top - PAD.bottom);
  };
  const bottom = HEIGHT - PAD.bottom;

  return (
    <Box data-testid="measurement-chart">
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        sx={{ width: '100%', height: 'auto', display: 'block', fontFamily: 'inherit' }}
      >
        <title id={titleId}>Weight and body fat over time</title>
        <desc id={descId}>{series.map(describe).join(' ')}</desc>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={bottom} y2={bottom} stroke="#9ca3af" />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={bottom} stroke={WEIGHT_COLOUR} strokeOpacity={0.4} />
        <line x1={WIDTH - PAD.right} x2={WIDTH - PAD.right} y1={PAD.top} y2={bottom} stroke={FAT_COLOUR} strokeOpacity={0.4} />
        {series.map((s, index) =>
          s.points.length
            ? scales[index].map((tick, tickIndex) => (
                <text
                  key={`${s.label}-${tickIndex}`}
                  x={index === 0 ? PAD.left - 6 : WIDTH - PAD.right + 6}
                  y={y(index, tick) + 4}
                  textAnchor={index === 0 ? 'end' : 'start'}
                  fontSize={11}
                  fill={s.colour}
                >
                  {round(tick)}
                </text>
              ))
            : null,
        )}
        {[t0, t1].map((time, index) => (
          <text key={index} x={x(time)} y={HEIGHT - 12} textAnchor={index === 0 ? 'start' : 'end'} fontSize={11} fill="#4b5563">
            {new Date(time).toLocaleDateString()}
          </text>
        ))}
        {series.map((s, index) => (
          <g key={s.label} data-series={s.label}>
            {s.points.length > 1 && (
              <polyline
                fill="none"
                stroke={s.colour}
                strokeWidth={2.5}
                strokeLinejoin="round"
                points={s.points.map((p) => `${x(p.time)},${y(index, p.value)}`).join(' ')}
              />
            )}
            {s.points.map((p, pointIndex) => (
              <circle key={pointIndex} cx={x(p.time)} cy={y(index, p.value)} r={4} fill={s.colour}>
                <title>{`${s.label}: ${p.value} ${s.unit} (${new Date(p.time).toLocaleDateString()})`}</title>
              </circle>
            ))}
          </g>
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 1 }} aria-hidden>
        {series.map((s) => (
          <Stack key={s.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 3, bgcolor: s.colour }} />
            <Typography variant="body2">
              {s.label} ({s.unit})
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
