import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { TRAINING_MESSAGES, type ExerciseCategory } from '@coachcore/domain';
import type { WorkoutResponseDto } from '@coachcore/api-client/workouts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useWorkoutsDuplicateMutation, useWorkoutsListQuery, useWorkoutsRemoveMutation } from '../api';
import { AssignWorkoutDialog } from '../components/AssignWorkoutDialog';
import { ExerciseBrowserDialog } from '../components/ExerciseBrowserDialog';
import { ExerciseFormDialog } from '../components/ExerciseFormDialog';
import { ExerciseLibrary } from '../components/ExerciseLibrary';
import { HabitsSection } from '../components/HabitsSection';
import { WorkoutBuilderDialog } from '../components/WorkoutBuilderDialog';
import { WorkoutCard } from '../components/WorkoutCard';

const PAGE_SIZE = 24;

/** The Workouts screen (business at /workouts, staff with manage_workouts at /staff/workouts). */
export function WorkoutsPage() {
  const runWithToasts = useMutationToasts();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const [lastSearch, setLastSearch] = useState(debounced);
  if (lastSearch !== debounced) {
    setLastSearch(debounced);
    setPage(1);
  }
  const { currentData, isFetching, isError, error } = useWorkoutsListQuery({ search: debounced || undefined, page, limit: PAGE_SIZE });
  const [building, setBuilding] = useState(false);
  const [editing, setEditing] = useState<WorkoutResponseDto | undefined>();
  const [assigning, setAssigning] = useState<WorkoutResponseDto | undefined>();
  const [deleting, setDeleting] = useState<WorkoutResponseDto | undefined>();
  const [browsing, setBrowsing] = useState<ExerciseCategory | null>(null);
  const [addingExercise, setAddingExercise] = useState(false);
  const [duplicate, duplicateState] = useWorkoutsDuplicateMutation();
  const [remove, removeState] = useWorkoutsRemoveMutation();

  const workouts = currentData?.items ?? [];
  const pages = Math.ceil((currentData?.total ?? 0) / PAGE_SIZE);

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await runWithToasts(remove({ id: deleting.id }).unwrap(), {
      success: { title: 'Success', description: TRAINING_MESSAGES.workoutDeleted },
      failure: { fallback: 'Failed to delete workout' },
    });
    if (outcome.ok) setDeleting(undefined);
  };

  return (
    <>
      <PageHeader
        title="Workouts"
        subtitle="Build workouts from the exercise library and assign them to your clients."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBuilding(true)}>
            Create New Workout
          </Button>
        }
      />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Exercise Library
      </Typography>
      <ExerciseLibrary onOpen={setBrowsing} />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Your Workouts
        </Typography>
        <SearchField
          label="Search workouts"
          placeholder="Search by name or description"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ maxWidth: { sm: 400 }, width: '100%' }}
        />
      </Stack>

      {isError && !currentData ? (
        <Alert severity="error">{errorMessage(error, 'Failed to load workouts')}</Alert>
      ) : !currentData && isFetching ? (
        <Grid container spacing={2} aria-busy="true" aria-label="Loading workouts">
          {Array.from({ length: 3 }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={220} />
            </Grid>
          ))}
        </Grid>
      ) : workouts.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {debounced ? 'No workouts found' : 'No workouts yet'}
          </Typography>
          {debounced ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Try adjusting your search terms.
            </Typography>
          ) : (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBuilding(true)} sx={{ mt: 2 }}>
              Create Your First Workout
            </Button>
          )}
        </Paper>
      ) : (
        <>
          <Grid container spacing={2} component="section" aria-label="Workout list">
            {workouts.map((workout) => (
              <Grid key={workout.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <WorkoutCard
                  workout={workout}
                  busy={duplicateState.isLoading && duplicateState.originalArgs?.id === workout.id}
                  onEdit={setEditing}
                  onAssign={setAssigning}
                  onDelete={setDeleting}
                  onDuplicate={(original) =>
                    runWithToasts(duplicate({ id: original.id }).unwrap(), {
                      success: { title: 'Success', description: TRAINING_MESSAGES.workoutDuplicated },
                      failure: { fallback: 'Failed to duplicate workout' },
                    })
                  }
                />
              </Grid>
            ))}
          </Grid>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} color="primary" aria-label="Workout pages" />
            </Box>
          )}
        </>
      )}

      <HabitsSection />

      <WorkoutBuilderDialog open={building} onClose={() => setBuilding(false)} />
      <WorkoutBuilderDialog open={!!editing} workout={editing} onClose={() => setEditing(undefined)} />
      <AssignWorkoutDialog workout={assigning} onClose={() => setAssigning(undefined)} />
      <ExerciseBrowserDialog category={browsing} onClose={() => setBrowsing(null)} onAdd={() => setAddingExercise(true)} />
      <ExerciseFormDialog open={addingExercise} category={browsing} onClose={() => setAddingExercise(false)} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete Workout"
        text={deleting ? `Delete ${deleting.name}? Its assignments to clients and their logged sessions are removed too. This cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={removeState.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
