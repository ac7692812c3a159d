import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ExerciseProgressDto, ExerciseProgressPointDto } from '@coachcore/api-client/workouts';

type Metric = 'best' | 'volume';

const SIZE = { width: 640, height: 240, left: 56, right: 16, top: 16, bottom: 36 };

/** The value charted for a day: the best set's weight (or reps for bodyweight work), or the day's volume. */
function valueOf(point: ExerciseProgressPointDto, metric: Metric, bodyweight: boolean): number {
  if (metric === 'volume') return bodyweight ? point.totalReps : point.volume;
  return bodyweight ? point.bestReps : (point.bestWeight ?? 0);
}

/** One exercise's best set or volume, day by day, as an SVG line with a text summary for screen readers. */
export function ExerciseProgressChart({ progress }: { progress: ExerciseProgressDto[] }) {
  const [exerciseId, setExerciseId] = useState(progress[0]?.exerciseId ?? '');
  const [metric, setMetric] = useState<Metric>('best');
  const titleId = useId();
  const exercise = progress.find((item) => item.exerciseId === exerciseId) ?? progress[0];
  if (!exercise) return <Typography color="text.secondary">Progress appears once the client logs a workout.</Typography>;
  const bodyweight = exercise.points.every((point) => point.bestWeight === null);
  const unit = bodyweight ? 'reps' : metric === 'volume' ? 'lbs moved' : 'lbs';
  const values = exercise.points.map((point) => valueOf(point, metric, bodyweight));
  const low = Math.min(...values, 0);
  const high = Math.max(...values) || 1;
  const times = exercise.points.map((point) => Date.parse(point.date));
  const span = times.length > 1 ? times[times.length - 1]! - times[0]! : 1;
  const x = (index: number) =>
    SIZE.left + (times.length > 1 ? ((times[index]! - times[0]!) / span) * (SIZE.width - SIZE.left - SIZE.right) : (SIZE.width - SIZE.left - SIZE.right) / 2);
  const y = (value: number) => SIZE.top + (1 - (value - low) / (high - low)) * (SIZE.height - SIZE.top - SIZE.bottom);
  const label = metric === 'best' ? (bodyweight ? 'Best set (reps)' : 'Best set (lbs)') : bodyweight ? 'Total reps' : 'Volume (lbs)';
  const summary = exercise.points.map((point, index) => `${point.date}: ${values[index]} ${unit}`).join('; ');

  return (
    <Box data-testid="exercise-progress">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField select label="Exercise" value={exercise.exerciseId} onChange={(event) => setExerciseId(event.target.value)} sx={{ minWidth: 240 }}>
          {progress.map((item) => (
            <MenuItem key={item.exerciseId} value={item.exerciseId}>
              {item.exerciseName}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup exclusive size="small" value={metric} onChange={(_event, next: Metric | null) => next && setMetric(next)} aria-label="Measure">
          <ToggleButton value="best">Best set</ToggleButton>
          <ToggleButton value="volume">Volume</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box
        component="svg"
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        role="img"
        aria-labelledby={titleId}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <title id={titleId}>{`${exercise.exerciseName}, ${label.toLowerCase()}: ${summary}`}</title>
        <line x1={SIZE.left} x2={SIZE.width - SIZE.right} y1={SIZE.height - SIZE.bottom} y2={SIZE.height - SIZE.bottom} stroke="#9ca3af" />
        {[low, high].map((tick) => (
          <text key={tick} x={SIZE.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="#4b5563">
            {Math.round(tick)}
          </text>
        ))}
        {exercise.points.length > 1 && (
          <polyline fill="none" stroke="#7c3aed" strokeWidth={2.5} points={values.map((value, index) => `${x(index)},${y(value)}`).join(' ')} />
        )}
        {values.map((value, index) => (
          <g key={exercise.points[index]!.date}>
            <circle cx={x(index)} cy={y(value)} r={4} fill="#7c3aed" />
            <text x={x(index)} y={SIZE.height - 14} textAnchor="middle" fontSize={11} fill="#4b5563">
              {exercise.points[index]!.date.slice(5)}
            </text>
          </g>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {label}
      </Typography>
    </Box>
  );
}
