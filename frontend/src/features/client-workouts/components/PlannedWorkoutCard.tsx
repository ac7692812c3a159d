import { useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientWorkoutResponseDto, WorkoutExerciseResponseDto } from '@coachcore/api-client/client-portal';
import { useUnits, type Units } from '../../../hooks/useUnits';
import { outboxStore } from '../../../lib/offline-outbox';

const prescription = (item: WorkoutExerciseResponseDto, units: Units) =>
  [
    item.sets !== null && item.reps
      ? `${item.sets} × ${item.reps.endsWith('s') ? `${item.reps.slice(0, -1)} s` : item.reps}`
      : item.sets !== null
        ? `${item.sets} sets`
        : null,
    item.weight !== null ? `${units.show(item.weight, 'mass')} ${units.name('mass')}` : null,
    item.restTime ? `rest ${item.restTime} s` : null,
    item.tempo ? `tempo ${item.tempo}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** One workout of the client's plan, with what each exercise asks for, and the button that logs it. */
export function PlannedWorkoutCard({ item, today, onLog }: { item: ClientWorkoutResponseDto; today: string; onLog: (item: ClientWorkoutResponseDto) => void }) {
  // Logged offline: the session waits on the device until the connection returns.
  const units = useUnits();
  const waiting = useSyncExternalStore(outboxStore.subscribe, outboxStore.getSnapshot, outboxStore.getSnapshot).some((entry) => entry.ref === item.id);
  const when =
    item.scheduledDate === today
      ? 'Today'
      : new Date(`${item.scheduledDate}T00:00:00`).toLocaleDateString(undefined, { weekday: 'long', month: 'short', day: 'numeric' });
  return (
    <Card variant="outlined" component="article" aria-label={`${item.workout.name}, ${when}`} data-testid="planned-workout">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {item.workout.name}
          </Typography>
          <Chip size="small" label={when} color={item.scheduledDate === today ? 'primary' : 'default'} />
          {item.status === 'missed' && <Chip size="small" color="error" label="Missed" />}
          {item.status === 'completed' && <Chip size="small" color="success" label="Completed" />}
          {item.status !== 'completed' && waiting && <Chip size="small" color="warning" label="Saved offline, waiting to send" />}
        </Stack>
        {item.workout.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {item.workout.description}
          </Typography>
        )}
        <Stack component="ol" sx={{ m: 0, pl: 2.5 }} spacing={0.5}>
          {item.workout.exercises.map((exercise) => (
            <li key={exercise.id}>
              <Typography variant="body2">
                <strong>{exercise.exerciseName}</strong>
                {exercise.supersetGroup !== null && ` (superset ${String.fromCharCode(64 + exercise.supersetGroup)})`}
                {prescription(exercise, units) && ` — ${prescription(exercise, units)}`}
              </Typography>
              {exercise.notes && (
                <Typography variant="caption" color="text.secondary">
                  {exercise.notes}
                </Typography>
              )}
            </li>
          ))}
        </Stack>
      </CardContent>
      {item.status !== 'completed' && !waiting && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" onClick={() => onLog(item)}>
            Log Workout
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
