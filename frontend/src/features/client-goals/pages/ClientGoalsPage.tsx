import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findRoute } from '@coachcore/domain';
import type { GoalResponseDto } from '@coachcore/api-client/client-portal';
import { EmptyState } from '../../../components/EmptyState';
import { GoalSummary } from '../../../components/goals/GoalSummary';
import { ProgressDialog } from '../../../components/goals/ProgressDialog';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useListPage } from '../../../hooks/useListPage';
import { errorMessage } from '../../../lib/api-error';
import type { Page } from '../../../lib/api';
import { useClientPortalGoalsListQuery, useClientPortalGoalsUpdateProgressMutation } from '../api';

/** Goal cards per page of each section. */
export const GOALS_PAGE_SIZE = 12;

/** One section's page of goals: the active ones, or the past ones (achieved, paused, cancelled). */
function useGoalsSection(active: boolean) {
  const [page, setPage] = useListPage();
  // The coach updates progress from their side: every visit reads it afresh.
  const query = useClientPortalGoalsListQuery({ active, page, limit: GOALS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return { query, page, setPage };
}

function GoalsSection({
  heading,
  section,
  onUpdate,
}: {
  heading: string;
  section: ReturnType<typeof useGoalsSection>;
  onUpdate?: (goal: GoalResponseDto) => void;
}) {
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
              {onUpdate && goal.status === 'active' && (
                <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
                  <Button variant="outlined" size="small" onClick={() => onUpdate(goal)} aria-label={`Update progress of ${goal.title}`} sx={{ minHeight: 44 }}>
                    Update Progress
                  </Button>
                </CardActions>
              )}
            </Card>
          </Grid>
        ))}
      </Grid>
      <ListPagination page={section.page} total={data.total} limit={GOALS_PAGE_SIZE} onChange={section.setPage} label={`${heading} pages`} />
    </section>
  );
}

/**
 * The client's goals as their coach sets them: the active ones first, then achieved, paused and cancelled. The client
 * updates an active goal's current value; the coach reads the change at once, and it is kept as a progress entry.
 */
export function ClientGoalsPage() {
  const title = findRoute('/client/goals')?.title ?? 'Goals';
  const active = useGoalsSection(true);
  const past = useGoalsSection(false);
  const runWithToasts = useMutationToasts();
  const [editing, setEditing] = useState<GoalResponseDto | undefined>();
  const [updateProgress, updateState] = useClientPortalGoalsUpdateProgressMutation();

  const saveProgress = async (goal: GoalResponseDto, currentValue: number | null) => {
    const outcome = await runWithToasts(updateProgress({ id: goal.id, updateGoalProgressDto: { currentValue } }).unwrap(), {
      success: (saved) => ({
        title: 'Success',
        description: saved.status === 'achieved' && goal.status !== 'achieved' ? 'Goal achieved!' : 'Progress updated successfully!',
      }),
      failure: { fallback: 'Failed to update goal' },
    });
    if (outcome.ok) setEditing(undefined);
  };
  if (active.query.isLoading || past.query.isLoading) return <PageSpinner label="Loading your goals" />;
  const failed = active.query.error ?? past.query.error;

  return (
    <>
      <PageHeader title={title} subtitle="What you are working towards. Update your progress as you go; your coach sees it at once." />
      {failed ? (
        <Alert severity="error">{errorMessage(failed, 'Failed to load your goals')}</Alert>
      ) : !active.query.data?.total && !past.query.data?.total ? (
        <EmptyState text="Your goals will appear here." />
      ) : (
        <Stack spacing={4}>
          <GoalsSection heading="Active Goals" section={active} onUpdate={setEditing} />
          <GoalsSection heading="Past Goals" section={past} />
        </Stack>
      )}
      <ProgressDialog goal={editing} saving={updateState.isLoading} onSave={saveProgress} onClose={() => setEditing(undefined)} />
    </>
  );
}
