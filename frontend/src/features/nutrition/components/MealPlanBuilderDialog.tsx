import { useState, type DragEvent } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MEAL_CATEGORIES, MEAL_CATEGORY_LABELS, MEAL_PLAN_DURATION, NUTRITION_MESSAGES, type MealCategory } from '@coachcore/domain';
import type { MealResponseDto } from '@coachcore/api-client/meals';
import { FormDialog, FormTextField } from '../../../components/form';
import { MealPicker } from '../../../components/nutrition/MealPicker';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMealPlansCreateMutation, useMealPlansUpdateMutation, useMealsListQuery } from '../api';
import { mealPlanFormResolver, toMealPlanBody, toMealPlanForm, type BuilderStart, type MealPlanFormValues } from '../meal-plan-form';

const TARGETS = [
  ['targetCalories', 'Target Calories'],
  ['targetProtein', 'Target Protein (g)'],
  ['targetCarbs', 'Target Carbs (g)'],
  ['targetFat', 'Target Fat (g)'],
] as const;

/** What the builder knows of a placed meal: its name and the figures of the day's totals. */
type MealFacts = Pick<MealResponseDto, 'id' | 'name' | 'calories' | 'protein' | 'carbs' | 'fat'>;

/**
 * The meal plan builder: days × meal types, meals found by searching (never a preloaded list of every meal) or dragged
 * between cells, each day's totals against the plan's targets.
 */
export function MealPlanBuilderDialog({ open, start, onClose }: { open: boolean; start: BuilderStart; onClose: () => void }) {
  // Mounted per opening, so the builder starts from the plan, the sample or nothing each time.
  return open ? <MealPlanBuilder start={start} onClose={onClose} /> : null;
}

function MealPlanBuilder({ start, onClose }: { start: BuilderStart; onClose: () => void }) {
  const editing = start && 'plan' in start ? start.plan : undefined;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  // Only whether the business has any meal at all (for the hint below).
  const anyMeal = useMealsListQuery({ limit: 1 });
  const [createPlan, createState] = useMealPlansCreateMutation();
  const [updatePlan, updateState] = useMealPlansUpdateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit } = useForm<MealPlanFormValues>({ resolver: mealPlanFormResolver, defaultValues: toMealPlanForm(start) });
  const { fields: placements, append, update, remove } = useFieldArray({ control, name: 'meals', keyName: 'key' });
  const [duration, targetCalories, targetProtein, targetCarbs, targetFat] = useWatch({
    control,
    name: ['duration', 'targetCalories', 'targetProtein', 'targetCarbs', 'targetFat'],
  });

  // The placed meals: those of the plan being edited, then each one picked.
  const [mealsById, setMealsById] = useState(() => new Map<string, MealFacts>(editing?.meals.map((entry) => [entry.mealId, entry.meal]) ?? []));
  const place = (meal: MealResponseDto, day: number, mealType: MealCategory) => {
    setMealsById((known) => new Map(known).set(meal.id, meal));
    append({ mealId: meal.id, day, mealType });
  };
  const days = Math.min(MEAL_PLAN_DURATION.max, Math.max(MEAL_PLAN_DURATION.min, Number(duration) || 1));

  const totalsOf = (day: number) =>
    placements
      .filter((entry) => entry.day === day)
      .map((entry) => mealsById.get(entry.mealId))
      .filter((meal): meal is MealFacts => !!meal)
      .reduce(
        (sum, meal) => ({
          calories: sum.calories + meal.calories,
          protein: sum.protein + meal.protein,
          carbs: sum.carbs + meal.carbs,
          fat: sum.fat + meal.fat,
        }),
        {
          calories: 0,
          protein: 0,
          carbs: 0,
          fat: 0,
        },
      );

  const onDrop = (event: DragEvent, day: number, mealType: MealCategory) => {
    event.preventDefault();
    const index = placements.findIndex((entry) => entry.key === event.dataTransfer.getData('text/plain'));
    if (index >= 0) update(index, { mealId: placements[index]!.mealId, day, mealType });
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = toMealPlanBody(values);
    const outcome = editing
      ? await runWithToasts(updatePlan({ id: editing.id, updateMealPlanDto: body }).unwrap(), {
          success: { title: 'Success', description: NUTRITION_MESSAGES.mealPlanSaved },
          failure: { fallback: 'Failed to save meal plan' },
        })
      : await runWithToasts(createPlan({ createMealPlanDto: body }).unwrap(), {
          success: { title: 'Success', description: NUTRITION_MESSAGES.mealPlanCreated },
          failure: { fallback: 'Failed to create meal plan' },
        });
    if (outcome.ok) onClose();
  });

  const target = Number(targetCalories) || null;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={editing ? 'Edit Meal Plan' : 'Create Meal Plan'}
      titleId="plan-builder-title"
      maxWidth="lg"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={createState.isLoading || updateState.isLoading}
      pendingLabel="Saving..."
      submitLabel={editing ? 'Save Plan' : 'Create Plan'}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="name" label="Plan Name" required />
        <FormTextField control={control} name="duration" label="Duration (days)" type="number" fullWidth={false} sx={{ minWidth: 160 }} />
      </Stack>
      <FormTextField control={control} name="description" label="Description" multiline />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {TARGETS.map(([name, label]) => (
          <FormTextField key={name} control={control} name={name} label={label} type="number" fullWidth={false} />
        ))}
      </Stack>
      <Controller
        control={control}
        name="isTemplate"
        render={({ field }) => (
          <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Save as template" />
        )}
      />
      {anyMeal.data?.total === 0 && <Typography color="text.secondary">Add meals first (Add Meal), then place them on the days of the plan.</Typography>}
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', minWidth: 760 }} aria-label="Plan days">
          <thead>
            <tr>
              <Box component="th" sx={{ textAlign: 'left', p: 1 }}>
                Day
              </Box>
              {MEAL_CATEGORIES.map((type) => (
                <Box component="th" key={type} sx={{ textAlign: 'left', p: 1 }}>
                  {MEAL_CATEGORY_LABELS[type]}
                </Box>
              ))}
              <Box component="th" sx={{ textAlign: 'left', p: 1 }}>
                Daily total
              </Box>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: days }, (_, index) => index + 1).map((day) => {
              const totals = totalsOf(day);
              return (
                <tr key={day} data-testid={`plan-day-${day}`}>
                  <Box component="td" sx={{ p: 1, fontWeight: 700, verticalAlign: 'top' }}>
                    Day {day}
                  </Box>
                  {MEAL_CATEGORIES.map((type) => (
                    <Box component="td" key={type} sx={{ p: 0.5, verticalAlign: 'top', width: '19%' }}>
                      <Paper
                        variant="outlined"
                        sx={{ p: 1, minHeight: 72 }}
                        onDragOver={(event) => event.preventDefault()}
                        onDrop={(event) => onDrop(event, day, type)}
                        data-testid={`plan-cell-${day}-${type}`}
                      >
                        <Stack spacing={0.5}>
                          {placements.map((entry, index) =>
                            entry.day === day && entry.mealType === type ? (
                              <Chip
                                key={entry.key}
                                size="small"
                                label={mealsById.get(entry.mealId)?.name ?? 'Meal'}
                                draggable
                                onDragStart={(event) => event.dataTransfer.setData('text/plain', entry.key)}
                                onDelete={() => remove(index)}
                              />
                            ) : null,
                          )}
                          <MealPicker
                            size="small"
                            label="Add meal"
                            inputTitle={`Add meal to day ${day} ${MEAL_CATEGORY_LABELS[type]}`}
                            onPick={(meal) => meal && place(meal, day, type)}
                          />
                        </Stack>
                      </Paper>
                    </Box>
                  ))}
                  <Box component="td" sx={{ p: 1, verticalAlign: 'top', whiteSpace: 'nowrap' }} data-testid={`plan-day-${day}-total`}>
                    <Typography sx={{ fontWeight: 600 }} color={target && Math.abs(totals.calories - target) > target * 0.1 ? 'warning.main' : undefined}>
                      {Math.round(totals.calories)}
                      {target ? ` / ${target}` : ''} kcal
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      P {Math.round(totals.protein)}
                      {targetProtein ? `/${targetProtein}` : ''} g · C {Math.round(totals.carbs)}
                      {targetCarbs ? `/${targetCarbs}` : ''} g · F {Math.round(totals.fat)}
                      {targetFat ? `/${targetFat}` : ''} g
                    </Typography>
                  </Box>
                </tr>
              );
            })}
          </tbody>
        </Box>
      </Box>
    </FormDialog>
  );
}
