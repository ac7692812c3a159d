import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GoalResponseDto, GoalStatus } from '@coachcore/api-client/goals';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { ListPagination } from '../../../components/ListPagination';
import { useListPage } from '../../../hooks/useListPage';
import { errorMessage } from '../../../lib/api-error';
import { useGoalsListForClientQuery, useGoalsRemoveMutation, useGoalsUpdateMutation } from '../api';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { GoalCard } from '../components/GoalCard';
import { GoalFormDialog } from '../components/GoalFormDialog';
import { ProgressDialog } from '../../../components/goals/ProgressDialog';

/** Goal cards per page. */
export const GOALS_PAGE_SIZE = 12;

const STATUS_DONE: Record<GoalStatus, string> = {
  active: 'Goal reactivated',
  achieved: 'Goal marked as achieved',
  paused: 'Goal paused',
  cancelled: 'Goal cancelled',
};

/** Client Goals: pick a client, then add and track their goals. The chosen client is kept in the address (?clientId=). */
export function GoalsPage() {
  const runWithToasts = useMutationToasts();
  const [params, setParams] = useSearchParams();
  const clientId = params.get('clientId') ?? '';
  const [page, setPage] = useListPage(clientId);
  const goalsQuery = useGoalsListForClientQuery({ id: clientId, page, limit: GOALS_PAGE_SIZE }, { skip: !clientId });
  const [updateGoal, updateState] = useGoalsUpdateMutation();
  const [removeGoal, removeState] = useGoalsRemoveMutation();
  const [adding, setAdding] = useState(false);
  const [progressGoal, setProgressGoal] = useState<GoalResponseDto | undefined>();
  const [deleting, setDeleting] = useState<GoalResponseDto | undefined>();

  const selectClient = (id: string) => setParams(id ? { clientId: id } : {}, { replace: true });

  const saveProgress = async (goal: GoalResponseDto, currentValue: number | null) => {
    const outcome = await runWithToasts(updateGoal({ id: goal.id, updateGoalDto: { currentValue } }).unwrap(), {
      success: (saved) => ({
        title: 'Success',
        description: saved.status === 'achieved' && goal.status !== 'achieved' ? 'Goal achieved!' : 'Progress updated successfully!',
      }),
      failure: { fallback: 'Failed to update goal' },
    });
    if (outcome.ok) setProgressGoal(undefined);
  };

  const changeStatus = (goal: GoalResponseDto, status: GoalStatus) =>
    runWithToasts(updateGoal({ id: goal.id, updateGoalDto: { status } }).unwrap(), {
      success: { title: 'Success', description: STATUS_DONE[status] },
      failure: { fallback: 'Failed to update goal' },
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await runWithToasts(removeGoal({ id: deleting.id }).unwrap(), {
      success: { title: 'Success', description: 'Goal deleted successfully!' },
      failure: { fallback: 'Failed to delete goal' },
    });
    if (outcome.ok) setDeleting(undefined);
  };

  const goals = goalsQuery.currentData;
  return (
    <>
      <PageHeader
        title="Client Goals"
        subtitle="Targets you and your clients are working towards."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} disabled={!clientId} onClick={() => setAdding(true)}>
            Add Goal
          </Button>
        }
      />
      <ClientPicker value={clientId} onChange={selectClient} emptyHint="Add a client first on the Clients page." sx={{ mb: 3, maxWidth: { sm: 360 } }} />

      {!clientId ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Select a client
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Choose a client above to see and add their goals.
          </Typography>
        </Paper>
      ) : goalsQuery.isError ? (
        <Alert severity="error">{errorMessage(goalsQuery.error, 'Failed to load goals')}</Alert>
      ) : !goals ? (
        <Stack spacing={1} aria-busy="true">
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : goals.total === 0 ? (
        <EmptyState text="No goals yet for this client. Add the first one with Add Goal." />
      ) : (
        <Grid container spacing={2} component="section" aria-label="Goals">
          {goals.items.map((goal) => (
            <Grid key={goal.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <GoalCard goal={goal} onUpdateProgress={setProgressGoal} onChangeStatus={changeStatus} onDelete={setDeleting} />
            </Grid>
          ))}
        </Grid>
      )}
      {clientId && <ListPagination page={page} total={goals?.total} limit={GOALS_PAGE_SIZE} onChange={setPage} label="Goal pages" />}

      <GoalFormDialog open={adding} clientId={clientId} onClose={() => setAdding(false)} />
      <ProgressDialog goal={progressGoal} saving={updateState.isLoading} onSave={saveProgress} onClose={() => setProgressGoal(undefined)} />
      <Dialog open={!!deleting} onClose={() => setDeleting(undefined)} aria-labelledby="delete-goal-title">
        <DialogTitle id="delete-goal-title">Delete Goal</DialogTitle>
        <DialogContent>
          <DialogContentText>Delete the goal “{deleting?.title}”? This cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setDeleting(undefined)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={confirmDelete} disabled={removeState.isLoading}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
