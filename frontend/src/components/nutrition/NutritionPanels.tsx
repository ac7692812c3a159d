import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeaturedPlanDto, MealCategoryDto } from '@coachcore/api-client/nutrition';

const recipes = (count: number) => (count === 1 ? '1 recipe' : `${count} recipes`);

/** Breakfast, Lunch, Dinner and Snacks with their counts from the business's meals. */
export function MealCategoryCards({ categories, onSelect }: { categories?: MealCategoryDto[]; onSelect?: (category: MealCategoryDto) => void }) {
  return (
    <Grid container spacing={2} component="section" aria-label="Meal categories">
      {(categories ?? Array.from({ length: 4 }, () => undefined)).map((category, index) => (
        <Grid key={category?.id ?? index} size={{ xs: 6, md: 3 }}>
          <Paper
            variant="outlined"
            sx={{ p: 2, cursor: onSelect ? 'pointer' : undefined }}
            onClick={category && onSelect ? () => onSelect(category) : undefined}
            data-testid={category ? `meal-category-${category.id}` : undefined}
          >
            {category ? (
              <>
                <Typography sx={{ fontWeight: 700 }}>{category.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {recipes(category.recipeCount)}
                </Typography>
              </>
            ) : (
              <Skeleton variant="text" width="60%" />
            )}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

/** The featured plans: the coach's templates, or the two sample plans (no id) to start from. */
export function FeaturedPlans({ plans, onOpen }: { plans?: FeaturedPlanDto[]; onOpen?: (plan: FeaturedPlanDto) => void }) {
  if (!plans) return <Skeleton variant="rounded" height={96} />;
  return (
    <Grid container spacing={2} component="section" aria-label="Featured plans">
      {plans.map((plan) => (
        <Grid key={plan.id ?? plan.name} size={{ xs: 12, sm: 6 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {plan.duration} days · {plan.tag}
                </Typography>
              </Box>
              {plan.id === null && <Chip size="small" label="Sample" />}
            </Stack>
            {plan.description && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {plan.description}
              </Typography>
            )}
            {onOpen && (
              <Button size="small" sx={{ mt: 1 }} onClick={() => onOpen(plan)}>
                {plan.id ? 'Open Plan' : 'Start From This Plan'}
              </Button>
            )}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
