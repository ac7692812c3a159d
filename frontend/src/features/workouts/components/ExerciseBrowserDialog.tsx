import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { DIFFICULTIES, EXERCISE_CATEGORY_LABELS, TRAINING_MESSAGES, type Difficulty, type ExerciseCategory } from '@coachcore/domain';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useExercisesListQuery, useExercisesRemoveMutation } from '../api';
import { DIFFICULTY_LABELS } from '../labels';

const PAGE_SIZE = 20;

/** One category of the library: search, filter by difficulty, read each exercise's steps; the business's own can be deleted. */
export function ExerciseBrowserDialog({ category, onClose, onAdd }: { category: ExerciseCategory | null; onClose: () => void; onAdd: () => void }) {
  const [search, setSearch] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 250);
  const { currentData, isFetching } = useExercisesListQuery(
    { category: category ?? undefined, search: debounced || undefined, difficulty: difficulty || undefined, page, limit: PAGE_SIZE },
    { skip: !category },
  );
  const [remove] = useExercisesRemoveMutation();
  const runWithToasts = useMutationToasts();
  const pages = Math.ceil((currentData?.total ?? 0) / PAGE_SIZE);

  return (
    <Dialog open={!!category} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="exercise-browser-title">
      <DialogTitle id="exercise-browser-title">{category ? `${EXERCISE_CATEGORY_LABELS[category]} exercises` : ''}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, mb: 2 }}>
          <TextField
            label="Search exercises"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            fullWidth
          />
          <TextField
            select
            label="Difficulty"
            value={difficulty}
            onChange={(event) => setDifficulty(event.target.value as Difficulty | '')}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">All</MenuItem>
            {DIFFICULTIES.map((option) => (
              <MenuItem key={option} value={option}>
                {DIFFICULTY_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {isFetching && !currentData ? 'Loading…' : `${currentData?.total ?? 0} exercises`}
        </Typography>
        <List>
          {(currentData?.items ?? []).map((exercise) => (
            <ListItem
              key={exercise.id}
              divider
              alignItems="flex-start"
              secondaryAction={
                exercise.isCustom ? (
                  <IconButton
                    aria-label={`Delete ${exercise.name}`}
                    onClick={() =>
                      runWithToasts(remove({ id: exercise.id }).unwrap(), {
                        success: { title: 'Success', description: TRAINING_MESSAGES.exerciseDeleted },
                        failure: { fallback: 'Failed to delete exercise' },
                      })
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{exercise.name}</span>
                    {exercise.difficulty && <Chip size="small" label={DIFFICULTY_LABELS[exercise.difficulty]} />}
                    {exercise.isCustom && <Chip size="small" color="secondary" label="Yours" />}
                  </Stack>
                }
                secondary={
                  <Box component="span" sx={{ display: 'block' }}>
                    <span>{exercise.description}</span>
                    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                      {[exercise.equipment, exercise.muscleGroups.join(', ')].filter(Boolean).join(' · ')}
                    </Box>
                    {exercise.instructions.length > 0 && (
                      <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                        {exercise.instructions.map((step, index) => (
                          <li key={index}>{step}</li>
                        ))}
                      </Box>
                    )}
                    {exercise.imageUrl && <Box component="img" src={exercise.imageUrl} alt={exercise.name} sx={{ mt: 1, maxHeight: 120, borderRadius: 1 }} />}
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} aria-label="Exercise pages" />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onAdd}>Add Your Own Exercise</Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
