import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useExercisesCategoriesQuery } from '../api';

/** The dashboard's Workout Builder panel: the four exercise categories with their real counts and most-trained muscles. */
export function WorkoutBuilderPanel() {
  const { data, isError } = useExercisesCategoriesQuery();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="workout-builder-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id="workout-builder-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Workout Builder
        </Typography>
        <Button component={RouterLink} to="/workouts" size="small">
          Open Workouts
        </Button>
      </Stack>
      {isError ? (
        <Typography color="text.secondary">The exercise library could not be loaded.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {(data ?? Array.from({ length: 4 }, () => null)).map((category, index) =>
            category ? (
              <Paper key={category.id} variant="outlined" sx={{ p: 1.5 }} data-testid="workout-category-card">
                <Typography sx={{ fontWeight: 700 }}>{category.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {category.exerciseCount} exercises
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                  {category.tags.map((tag) => (
                    <Chip key={tag} size="small" label={tag} />
                  ))}
                </Stack>
              </Paper>
            ) : (
              <Skeleton key={index} variant="rounded" height={96} />
            ),
          )}
        </Box>
      )}
    </Paper>
  );
}
