import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { MEAL_CATEGORY_LABELS, type MealCategory } from '@coachcore/domain';
import type { MealPlanResponseDto } from '@coachcore/api-client/meal-plans';
import type { MealResponseDto } from '@coachcore/api-client/meals';
import type { FeaturedPlanDto } from '@coachcore/api-client/nutrition';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListPagination } from '../../../components/ListPagination';
import { FeaturedPlans, MealCategoryCards } from '../../../components/nutrition/NutritionPanels';
import { PageHeader } from '../../../components/PageHeader';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useListPage } from '../../../hooks/useListPage';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import {
  useLazyMealPlansGetQuery,
  useMealPlansDuplicateMutation,
  useMealPlansFeaturedQuery,
  useMealPlansListQuery,
  useMealPlansRemoveMutation,
  useMealsCategoriesQuery,
  useMealsListQuery,
  useMealsRemoveMutation,
} from '../api';
import { AssignPlanDialog } from '../components/AssignPlanDialog';
import { MealFormDialog } from '../components/MealFormDialog';
import { MealPlanBuilderDialog } from '../components/MealPlanBuilderDialog';
import type { BuilderStart } from '../meal-plan-form';
import { MealPlanCard } from '../components/MealPlanCard';
import { RecipePacksSection } from '../components/RecipePacksSection';

/** Meals per page of the Meals list, and plan cards per page. */
const MEALS_PAGE_SIZE = 20;
const PLANS_PAGE_SIZE = 24;

/** Nutrition Plans: meal categories, featured plans, meals and the meal plans (each a page at a time), with the builder. */
export function NutritionPage() {
  const runWithToasts = useMutationToasts();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [category, setCategory] = useState<MealCategory | undefined>();
  const categories = useMealsCategoriesQuery();
  const featured = useMealPlansFeaturedQuery();
  const [mealsPage, setMealsPage] = useListPage(category);
  const [plansPage, setPlansPage] = useListPage(debounced);
  const meals = useMealsListQuery({ category, page: mealsPage, limit: MEALS_PAGE_SIZE });
  const plans = useMealPlansListQuery({ search: debounced || undefined, page: plansPage, limit: PLANS_PAGE_SIZE });
  const [loadPlan] = useLazyMealPlansGetQuery();
  const [duplicatePlan] = useMealPlansDuplicateMutation();
  const [removePlan, removePlanState] = useMealPlansRemoveMutation();
  const [removeMeal, removeMealState] = useMealsRemoveMutation();

  const [builder, setBuilder] = useState<{ open: boolean; start: BuilderStart }>({ open: false, start: null });
  const [mealForm, setMealForm] = useState<{ open: boolean; meal?: MealResponseDto }>({ open: false });
  const [assigning, setAssigning] = useState<MealPlanResponseDto | null>(null);
  const [deletingPlan, setDeletingPlan] = useState<MealPlanResponseDto | undefined>();
  const [deletingMeal, setDeletingMeal] = useState<MealResponseDto | undefined>();

  const openPlan = async (id: string) => {
    const outcome = await runWithToasts(loadPlan({ id }).unwrap(), { failure: { fallback: 'Failed to load meal plan' } });
    if (outcome.ok) setBuilder({ open: true, start: { plan: outcome.data } });
  };
  const openFeatured = (plan: FeaturedPlanDto) =>
    plan.id ? openPlan(plan.id) : setBuilder({ open: true, start: { sample: { name: plan.name, duration: plan.duration, description: plan.description } } });

  const list = plans.currentData?.items ?? [];
  return (
    <>
      <PageHeader
        title="Nutrition Plans"
        subtitle="Meals, recipes and the plans you assign to clients."
        actions={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setMealForm({ open: true })}>
              Add Meal
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBuilder({ open: true, start: null })}>
              Create Meal Plan
            </Button>
          </Stack>
        }
      />

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Meal Categories
      </Typography>
      <MealCategoryCards categories={categories.data} onSelect={(selected) => setCategory((current) => (current === selected.id ? undefined : selected.id))} />

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        Featured Plans
      </Typography>
      <FeaturedPlans plans={featured.data} onOpen={openFeatured} />

      <Stack direction="row" sx={{ mt: 3, mb: 1, alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Meals
        </Typography>
        {category && <Chip label={MEAL_CATEGORY_LABELS[category]} onDelete={() => setCategory(undefined)} />}
      </Stack>
      {meals.isLoading ? (
        <Skeleton variant="rounded" height={64} />
      ) : meals.data?.total === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">No meals yet. Add meals to build plans from them.</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" component="ul" aria-label="Meals" sx={{ listStyle: 'none', m: 0, p: 1 }}>
          {(meals.data?.items ?? []).map((meal) => (
            <Stack component="li" key={meal.id} direction="row" sx={{ alignItems: 'center', gap: 1, px: 1, py: 0.5 }}>
              <Typography sx={{ flex: 1 }}>
                {meal.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  · {MEAL_CATEGORY_LABELS[meal.category]} · {Math.round(meal.calories)} kcal · {Math.round(meal.protein)} g protein per serving
                </Typography>
              </Typography>
              <IconButton aria-label={`Edit ${meal.name}`} onClick={() => setMealForm({ open: true, meal })}>
                <EditIcon />
              </IconButton>
              <IconButton aria-label={`Delete ${meal.name}`} onClick={() => setDeletingMeal(meal)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
        </Paper>
      )}
      <ListPagination page={mealsPage} total={meals.data?.total} limit={MEALS_PAGE_SIZE} onChange={setMealsPage} label="Meal pages" />

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        Meal Plans
      </Typography>
      <SearchField
        label="Search meal plans"
        placeholder="Search by name or description"
        fullWidth
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 2, maxWidth: { sm: 480 } }}
      />
      {plans.isError && !plans.currentData ? (
        <Alert severity="error">{errorMessage(plans.error, 'Failed to load meal plans')}</Alert>
      ) : !plans.currentData ? (
        <Skeleton variant="rounded" height={120} />
      ) : list.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {debounced ? 'No meal plans found' : 'No meal plans yet'}
          </Typography>
          {!debounced && (
            <Button variant="contained" startIcon={<AddIcon />} sx={{ mt: 2 }} onClick={() => setBuilder({ open: true, start: null })}>
              Create Meal Plan
            </Button>
          )}
        </Paper>
      ) : (
        <Grid container spacing={2} component="section" aria-label="Meal plan list">
          {list.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <MealPlanCard
                plan={plan}
                onEdit={(selected) => openPlan(selected.id)}
                onDuplicate={(selected) =>
                  runWithToasts(duplicatePlan({ id: selected.id }).unwrap(), {
                    success: { title: 'Success', description: 'Meal plan duplicated successfully!' },
                    failure: { fallback: 'Failed to duplicate meal plan' },
                  })
                }
                onAssign={setAssigning}
                onDelete={setDeletingPlan}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <ListPagination page={plansPage} total={plans.currentData?.total} limit={PLANS_PAGE_SIZE} onChange={setPlansPage} label="Meal plan pages" />

      <RecipePacksSection />

      <MealPlanBuilderDialog open={builder.open} start={builder.start} onClose={() => setBuilder((current) => ({ ...current, open: false }))} />
      <MealFormDialog open={mealForm.open} meal={mealForm.meal} onClose={() => setMealForm((current) => ({ ...current, open: false }))} />
      <AssignPlanDialog plan={assigning} onClose={() => setAssigning(null)} />
      <ConfirmDialog
        open={!!deletingPlan}
        title="Delete Meal Plan"
        text={deletingPlan ? `Delete ${deletingPlan.name}? Its assignments to clients end with it.` : ''}
        confirmLabel="Delete"
        busy={removePlanState.isLoading}
        onConfirm={async () => {
          if (!deletingPlan) return;
          const outcome = await runWithToasts(removePlan({ id: deletingPlan.id }).unwrap(), {
            success: { title: 'Success', description: 'Meal plan deleted successfully!' },
            failure: { fallback: 'Failed to delete meal plan' },
          });
          if (outcome.ok) setDeletingPlan(undefined);
        }}
        onClose={() => setDeletingPlan(undefined)}
      />
      <ConfirmDialog
        open={!!deletingMeal}
        title="Delete Meal"
        text={deletingMeal ? `Delete ${deletingMeal.name}? It leaves the plans it is in.` : ''}
        confirmLabel="Delete"
        busy={removeMealState.isLoading}
        onConfirm={async () => {
          if (!deletingMeal) return;
          const outcome = await runWithToasts(removeMeal({ id: deletingMeal.id }).unwrap(), {
            success: { title: 'Success', description: 'Meal deleted successfully!' },
            failure: { fallback: 'Failed to delete meal' },
          });
          if (outcome.ok) setDeletingMeal(undefined);
        }}
        onClose={() => setDeletingMeal(undefined)}
      />
    </>
  );
}
