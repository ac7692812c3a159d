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
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useListPage } from '../../../hooks/useListPage';
import { errorMessage } from '../../../lib/api-error';
import type { Page } from '../../../lib/api';
import { useClientPortalGoalsListQuery } from '../api';

/** Goal cards per page of each section. */
export const GOALS_PAGE_SIZE = 12;

/** One section's page of goals: the active ones, or the past ones (achieved, paused, cancelled). */
function useGoalsSection(active: boolean) {
  const [page, setPage] = useListPage();
  // The coach updates progress from their side: every visit reads it afresh.
  const query = useClientPortalGoalsListQuery({ active, page, limit: GOALS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return { query, page, setPage };
}

function GoalsSection({ heading, section }: { heading: string; section: ReturnType<typeof useGoalsSection> }) {
  const data: Page<GoalResponseDto> | undefined = section.query.data;
  if (!data?.total) return null;
  return (
    <section aria-label={heading}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      <Grid container spacing={2}>
        {data.items.map((goal) => (
          <Grid key={goal.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <Card variant="outlined" component="article" aria-label={goal.title} data-testid="goal-card" sx={{ height: '100%' }}>
              <CardContent>
                <GoalSummary goal={goal} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <ListPagination page={section.page} total={data.total} limit={GOALS_PAGE_SIZE} onChange={section.setPage} label={`${heading} pages`} />
    </section>
  );
}

/** The client's goals, as their coach sets and updates them: the active ones first, then achieved, paused and cancelled. */
export function ClientGoalsPage() {
  const title = findRoute('/client/goals')?.title ?? 'Goals';
  const active = useGoalsSection(true);
  const past = useGoalsSection(false);
  if (active.query.isLoading || past.query.isLoading) return <PageSpinner label="Loading your goals" />;
  const failed = active.query.error ?? past.query.error;

  return (
    <>
      <PageHeader title={title} subtitle="What you are working towards." />
      {failed ? (
        <Alert severity="error">{errorMessage(failed, 'Failed to load your goals')}</Alert>
      ) : !active.query.data?.total && !past.query.data?.total ? (
        <EmptyState text="Your goals will appear here." />
      ) : (
        <Stack spacing={4}>
          <GoalsSection heading="Active Goals" section={active} />
          <GoalsSection heading="Past Goals" section={past} />
        </Stack>
      )}
    </>
  );
}
