import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExerciseCategory } from '@coachcore/domain';
import { useExercisesCategoriesQuery } from '../api';

/** The Exercise Library's four category cards, with counts from the real list; a card opens that category. */
export function ExerciseLibrary({ onOpen }: { onOpen: (category: ExerciseCategory) => void }) {
  const { data, isError } = useExercisesCategoriesQuery();
  if (isError) return <Typography color="error">Failed to load the exercise library</Typography>;
  return (
    <Grid container spacing={2} component="section" aria-label="Exercise categories">
      {(data ?? Array.from({ length: 4 }, () => null)).map((category, index) => (
        <Grid key={category?.id ?? index} size={{ xs: 12, sm: 6, md: 3 }}>
          {!category ? (
            <Skeleton variant="rounded" height={112} />
          ) : (
            <Card variant="outlined" data-testid="exercise-category">
              <CardActionArea onClick={() => onOpen(category.id)}>
                <CardContent>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {category.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" data-testid="exercise-count">
                    {category.exerciseCount} exercises
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                    {category.tags.map((tag) => (
                      <Chip key={tag} size="small" label={tag} />
                    ))}
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          )}
        </Grid>
      ))}
    </Grid>
  );
}
