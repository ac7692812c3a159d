import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findRoute } from '@coachcore/domain';
import type { ClientWorkoutResponseDto } from '@coachcore/api-client/client-portal';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { loadedItems } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useMyPlanPagesInfiniteQuery } from '../api';
import { HabitsCard } from '../components/HabitsCard';
import { LogWorkoutDialog } from '../components/LogWorkoutDialog';
import { PlannedWorkoutCard } from '../components/PlannedWorkoutCard';
import { localToday } from '../../../lib/local-day';

/** The client's workouts: today's and upcoming sessions (and missed ones still to log), each logged from here. */
export function ClientWorkoutsPage() {
  const title = findRoute('/client/workouts')?.title ?? 'Workouts';
  // Soonest first, a page at a time: the missed ones still to log, today's, then the upcoming ones ("Load more").
  const planQuery = useMyPlanPagesInfiniteQuery();
  const { isLoading, isError, error } = planQuery;
  const plan = loadedItems(planQuery);
  const [logging, setLogging] = useState<ClientWorkoutResponseDto | undefined>();
  const today = localToday();
  if (isLoading) return <PageSpinner label="Loading your workouts" />;
  const open = plan.items.filter((item) => item.status !== 'completed');
  const todays = open.filter((item) => item.scheduledDate <= today);
  const upcoming = open.filter((item) => item.scheduledDate > today);
  const done = plan.items.filter((item) => item.status === 'completed');

  const section = (heading: string, items: ClientWorkoutResponseDto[], empty: string) => (
    <section aria-label={heading}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      {items.length ? (
        <Stack spacing={2}>
          {items.map((item) => (
            <PlannedWorkoutCard key={item.id} item={item} today={today} onLog={setLogging} />
          ))}
        </Stack>
      ) : (
        <EmptyState text={empty} />
      )}
    </section>
  );

  return (
    <>
      <PageHeader title={title} subtitle="Your coach's plan for you. Log each session when you finish it." />
      {isError ? (
        <Alert severity="error">{errorMessage(error, 'Failed to load your workouts')}</Alert>
      ) : (
        <Stack spacing={4}>
          {section("Today's Workout", todays, 'No workout planned for today. Enjoy the rest!')}
          <HabitsCard today={today} />
          {section('Upcoming', upcoming, plan.hasMore ? 'More of your plan follows.' : 'Nothing else scheduled yet.')}
          {done.length > 0 && section('Done recently', done, '')}
          <LoadMoreButton hasMore={plan.hasMore} loading={plan.loadingMore} onClick={plan.loadMore} label="Load more of your plan" />
        </Stack>
      )}
      <LogWorkoutDialog item={logging} onClose={() => setLogging(undefined)} />
    </>
  );
}
