import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findRoute } from '@coachcore/domain';
import type { GoalResponseDto } from '@coachcore/api-client';
import { EmptyState } from '../../../components/EmptyState';
import { GoalSummary } from '../../../components/goals/GoalSummary';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorMessage } from '../../../lib/api-error';
import { useClientPortalGoalsListQuery } from '../api';

/** The client's goals, as their coach sets and updates them: the active ones first, then achieved, paused and cancelled. */
export function ClientGoalsPage() {
  const title = findRoute('/client/goals')?.title ?? 'Goals';
  // The coach updates progress from their side: every visit reads it afresh.
  const { data, isLoading, isError, error } = useClientPortalGoalsListQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <PageSpinner label="Loading your goals" />;
  const active = (data ?? []).filter((goal) => goal.status === 'active');
  const others = (data ?? []).filter((goal) => goal.status !== 'active');

  const section = (heading: string, goals: GoalResponseDto[]) => (
    <section aria-label={heading}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      <Grid container spacing={2}>
        {goals.map((goal) => (
          <Grid key={goal.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <Card variant="outlined" component="article" aria-label={goal.title} data-testid="goal-card" sx={{ height: '100%' }}>
              <CardContent>
                <GoalSummary goal={goal} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );

  return (
    <>
      <PageHeader title={title} subtitle="What you are working towards." />
      {isError ? (
        <Alert severity="error">{errorMessage(error, 'Failed to load your goals')}</Alert>
      ) : !data?.length ? (
        <EmptyState text="Your goals will appear here." />
      ) : (
        <Stack spacing={4}>
          {active.length > 0 && section('Active Goals', active)}
          {others.length > 0 && section('Past Goals', others)}
        </Stack>
      )}
    </>
  );
}
