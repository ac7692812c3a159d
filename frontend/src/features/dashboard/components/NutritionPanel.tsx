import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NutritionOverviewDto } from '@coachcore/api-client/nutrition';
import { FeaturedPlans, MealCategoryCards } from '../../../components/nutrition/NutritionPanels';

/** The dashboard's Nutrition panel: meal categories with real counts and the featured plans. */
export function NutritionPanel({ data }: { data?: NutritionOverviewDto }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Nutrition">
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Nutrition
        </Typography>
        <MealCategoryCards categories={data?.categories} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Featured Plans
        </Typography>
        <FeaturedPlans plans={data?.featuredPlans} />
      </Stack>
    </Paper>
  );
}
