import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MEAL_CATEGORY_LABELS } from '@coachcore/domain';
import { ListPagination } from '../../../components/ListPagination';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useRecipePacksOwnQuery, useRecipePacksUpdateOwnMutation } from '../api';

/** Packs per page. */
const PAGE_SIZE = 5;

const STATUS_LABELS = { assigned: 'Not started', in_progress: 'In progress', completed: 'Completed' } as const;

/** The recipe packs your coach assigned you, and how far you are through each. */
export function RecipePacksPanel() {
  const [page, setPage] = useState(1);
  const packs = useRecipePacksOwnQuery({ page, limit: PAGE_SIZE });
  const [update] = useRecipePacksUpdateOwnMutation();
  const runWithToasts = useMutationToasts();
  const setProgress = (id: string, progress: number) =>
    runWithToasts(update({ id, updateClientRecipePackDto: { progress } }).unwrap(), { failure: { fallback: 'Failed to save your progress' } });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Recipe packs">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Recipe Packs
      </Typography>
      {!packs.data ? (
        <Skeleton variant="text" />
      ) : packs.data.total === 0 ? (
        <Typography color="text.secondary">No recipe packs assigned to you yet.</Typography>
      ) : (
        <Stack spacing={2} sx={{ mt: 1 }}>
          {packs.data.items.map((assignment) => (
            <Stack key={assignment.id} spacing={0.5} data-testid="recipe-pack">
              <Typography sx={{ fontWeight: 600 }}>
                {assignment.recipePack.name}
                {assignment.recipePack.theme ? ` · ${assignment.recipePack.theme}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {assignment.recipePack.meals.map((entry) => `Day ${entry.dayNumber} ${MEAL_CATEGORY_LABELS[entry.mealType]}: ${entry.meal.name}`).join(' · ')}
              </Typography>
              <LinearProgress variant="determinate" value={assignment.progress} aria-label={`${assignment.recipePack.name} progress`} />
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography variant="body2">
                  {STATUS_LABELS[assignment.status]} · {assignment.progress}%
                </Typography>
                <Button size="small" disabled={assignment.progress >= 100} onClick={() => setProgress(assignment.id, Math.min(100, assignment.progress + 25))}>
                  Mark 25% More
                </Button>
                <Button size="small" disabled={assignment.progress >= 100} onClick={() => setProgress(assignment.id, 100)}>
                  Mark Completed
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      <ListPagination page={page} total={packs.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Recipe pack pages" />
    </Paper>
  );
}
