import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientWorkoutResponseDto, ClientWorkoutStatus } from '@coachcore/api-client/workouts';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { loadedItems } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useClientHabitsPagesInfiniteQuery, useClientWorkoutsPagesInfiniteQuery, useClientWorkoutsProgressQuery } from '../api';

/** Exercises per page of the progress chart's choice. */
const PROGRESS_PAGE_SIZE = 20;
import { ExerciseProgressChart } from './ExerciseProgressChart';

const STATUS_COLOURS: Record<ClientWorkoutStatus, 'default' | 'success' | 'error'> = { scheduled: 'default', completed: 'success', missed: 'error' };
const STATUS_LABELS: Record<ClientWorkoutStatus, string> = { scheduled: 'Scheduled', completed: 'Completed', missed: 'Missed' };

function WorkoutRow({ item }: { item: ClientWorkoutResponseDto }) {
  const session = item.session;
  return (
    <ListItem divider data-testid="client-workout" alignItems="flex-start">
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{item.workout.name}</span>
            <Chip size="small" color={STATUS_COLOURS[item.status]} label={STATUS_LABELS[item.status]} />
          </Stack>
        }
        secondary={
          <>
            <span>
              {new Date(`${item.scheduledDate}T00:00:00`).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}
            </span>
            {session && (
              <>
                {' · '}
                {[session.totalDuration ? `${session.totalDuration} min` : null, session.difficultyRating ? `difficulty ${session.difficultyRating}/10` : null]
                  .filter(Boolean)
                  .join(', ')}
                {session.exercises.map((exercise) => (
                  <span key={exercise.exerciseId} style={{ display: 'block' }}>
                    {exercise.exerciseName}:{' '}
                    {exercise.sets.map((set) => (set.weight !== null ? `${set.reps} × ${set.weight} lbs` : `${set.reps} reps`)).join(', ')}
                  </span>
                ))}
                {session.notes && <span style={{ display: 'block' }}>“{session.notes}”</span>}
              </>
            )}
          </>
        }
      />
    </ListItem>
  );
}

/** The client profile's Workouts tab: upcoming plan, history with the logged sessions, progress per exercise. */
export function WorkoutsTab({ clientId, name }: { clientId: string; name: string }) {
  // Latest day first, a page at a time: the loaded pages split into what is still scheduled and what is done.
  const workoutsQuery = useClientWorkoutsPagesInfiniteQuery({ id: clientId });
  const workouts = loadedItems(workoutsQuery);
  const [progressPage, setProgressPage] = useState(1);
  const progress = useClientWorkoutsProgressQuery({ id: clientId, page: progressPage, limit: PROGRESS_PAGE_SIZE });
  const habitsQuery = useClientHabitsPagesInfiniteQuery({ id: clientId });
  const habits = loadedItems(habitsQuery);
  if (workoutsQuery.isError) return <Alert severity="error">{errorMessage(workoutsQuery.error, 'Failed to load workouts')}</Alert>;
  if (!workoutsQuery.data) return <Skeleton variant="rounded" height={160} />;
  const plan = workouts.items.filter((item) => item.status === 'scheduled').reverse();
  const history = workouts.items.filter((item) => item.status !== 'scheduled');
  if (!workouts.items.length) return <EmptyState text={`No workouts assigned to ${name} yet. Assign one from the Workouts screen.`} />;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          Plan
        </Typography>
        {plan.length ? (
          <List aria-label="Planned workouts">
            {plan.map((item) => (
              <WorkoutRow key={item.id} item={item} />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">Nothing scheduled.</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          History
        </Typography>
        {history.length ? (
          <List aria-label="Workout history">
            {history.map((item) => (
              <WorkoutRow key={item.id} item={item} />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">No completed or missed workouts yet.</Typography>
        )}
        <LoadMoreButton hasMore={workouts.hasMore} loading={workouts.loadingMore} onClick={workouts.loadMore} label="Load earlier workouts" />
      </Paper>
      {!!habits.items.length && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            Habits
          </Typography>
          <List aria-label="Habits">
            {habits.items.map((habit) => (
              <ListItem key={habit.id} divider>
                <ListItemText
                  primary={`${habit.name}${habit.isActive ? '' : ' (ended)'}`}
                  secondary={`Streak ${habit.streak} · longest ${habit.longestStreak} · ${habit.totalCompletions} completions · ${habit.frequency}`}
                />
              </ListItem>
            ))}
          </List>
          <LoadMoreButton hasMore={habits.hasMore} loading={habits.loadingMore} onClick={habits.loadMore} label="Load more habits" />
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Progress by exercise
        </Typography>
        {progress.data ? <ExerciseProgressChart key={progress.data.page} progress={progress.data.items} /> : <Skeleton variant="rounded" height={200} />}
        <ListPagination page={progressPage} total={progress.data?.total} limit={PROGRESS_PAGE_SIZE} onChange={setProgressPage} label="Exercise pages" />
      </Paper>
    </Stack>
  );
}
