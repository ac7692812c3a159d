import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useClientPortalWorkoutsPlanQuery } from '../api';
import { localToday } from '../../../lib/local-day';

/** Today's Workout on the client dashboard: the session planned for today, or the next one, with a link to log it. */
export function TodaysWorkoutCard() {
  // The plan's first page, soonest first: the missed ones still to log, then today's and the next ones.
  const { data } = useClientPortalWorkoutsPlanQuery({});
  const today = localToday();
  const open = (data?.items ?? []).filter((item) => item.status === 'scheduled');
  const todays = open.find((item) => item.scheduledDate === today);
  const next = open.find((item) => item.scheduledDate > today);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-labelledby="todays-workout-heading">
      <Typography id="todays-workout-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Today&apos;s Workout
      </Typography>
      {!data ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : todays ? (
        <Typography sx={{ my: 1 }}>
          {todays.workout.name} · {todays.workout.exercises.length} exercises
          {todays.workout.duration !== null && ` · ${todays.workout.duration} min`}
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          No workout today.{next && ` Next: ${next.workout.name} on ${new Date(`${next.scheduledDate}T00:00:00`).toLocaleDateString()}.`}
        </Typography>
      )}
      <Button component={RouterLink} to="/client/workouts" variant={todays ? 'contained' : 'outlined'} size="small">
        {todays ? 'Start and log it' : 'See my workouts'}
      </Button>
    </Paper>
  );
}
