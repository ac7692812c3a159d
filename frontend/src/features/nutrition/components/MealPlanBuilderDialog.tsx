import { useMemo, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MEAL_CATEGORIES, MEAL_CATEGORY_LABELS, MEAL_PLAN_DURATION, NUTRITION_MESSAGES, type MealCategory } from '@coachcore/domain';
import type { MealPlanDetailDto, MealResponseDto } from '@coachcore/api-client';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMealPlansCreateMutation, useMealPlansUpdateMutation, useMealsListQuery } from '../api';

interface Placement {
  key: string;
  mealId: string;
  day: number;
  mealType: MealCategory;
}

/** What the builder starts from: an existing plan, a sample (name and duration), or nothing. */
export type BuilderStart = { plan: MealPlanDetailDto } | { sample: { name: string; duration: number; description: string | null } } | null;

let nextKey = 0;
const newKey = () => `p${(nextKey += 1)}`;
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The meal plan builder: days × meal types, meals added or dragged in, each day's totals against the plan's targets. */
export function MealPlanBuilderDialog({ open, start, onClose }: { open: boolean; start: BuilderStart; onClose: () => void }) {
  // Mounted per opening, so the builder starts from the plan, the sample or nothing each time.
  return open ? <MealPlanBuilder start={start} onClose={onClose} /> : null;
}

function MealPlanBuilder({ start, onClose }: { start: BuilderStart; onClose: () => void }) {
  const open = true;
  const initialPlan = start && 'plan' in start ? start.plan : undefined;
  const sample = start && 'sample' in start ? start.sample : undefined;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const meals = useMealsListQuery({ limit: 200 }, { skip: !open });
  const [createPlan, createState] = useMealPlansCreateMutation();
  const [updatePlan, updateState] = useMealPlansUpdateMutation();
  const runWithToasts = useMutationToasts();
  const [name, setName] = useState(initialPlan?.name ?? sample?.name ?? '');
  const [description, setDescription] = useState(initialPlan?.description ?? sample?.description ?? '');
  const [duration, setDuration] = useState(String(initialPlan?.duration ?? sample?.duration ?? 7));
  const [targets, setTargets] = useState({
    calories: initialPlan?.targetCalories?.toString() ?? '',
    protein: initialPlan?.targetProtein?.toString() ?? '',
    carbs: initialPlan?.targetCarbs?.toString() ?? '',
    fat: initialPlan?.targetFat?.toString() ?? '',
  });
  const [isTemplate, setIsTemplate] = useState(initialPlan?.isTemplate ?? !!sample);
  const [placements, setPlacements] = useState<Placement[]>(() =>
    initialPlan ? initialPlan.meals.map((entry) => ({ key: newKey(), mealId: entry.mealId, day: entry.day, mealType: entry.mealType })) : [],
  );
  const [error, setError] = useState<{ name?: string; duration?: string }>({});
  const editing = initialPlan;

  const mealsById = useMemo(() => new Map((meals.data ?? []).map((meal) => [meal.id, meal])), [meals.data]);
  const days = Math.min(MEAL_PLAN_DURATION.max, Math.max(MEAL_PLAN_DURATION.min, Number(duration) || 1));

  const totalsOf = (day: number) =>
    placements
      .filter((entry) => entry.day === day)
      .map((entry) => mealsById.get(entry.mealId))
      .filter((meal): meal is MealResponseDto => !!meal)
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

  const place = (mealId: string, day: number, mealType: MealCategory) => setPlacements((current) => [...current, { key: newKey(), mealId, day, mealType }]);
  const move = (key: string, day: number, mealType: MealCategory) =>
    setPlacements((current) => current.map((entry) => (entry.key === key ? { ...entry, day, mealType } : entry)));
  const onDrop = (event: DragEvent, day: number, mealType: MealCategory) => {
    event.preventDefault();
    const key = event.dataTransfer.getData('text/plain');
    if (key) move(key, day, mealType);
  };

  const save = async () => {
    const problems = {
      name: name.trim() ? undefined : NUTRITION_MESSAGES.mealPlanNameRequired,
      duration: Number.isInteger(Number(duration)) && Number(duration) >= 1 && Number(duration) <= 28 ? undefined : NUTRITION_MESSAGES.durationRange,
    };
    setError(problems);
    if (problems.name || problems.duration) return;
    const body = {
      name: name.trim(),
      description: description.trim() || null,
      duration: Number(duration),
      targetCalories: numberOrNull(targets.calories),
      targetProtein: numberOrNull(targets.protein),
      targetCarbs: numberOrNull(targets.carbs),
      targetFat: numberOrNull(targets.fat),
      isTemplate,
      meals: placements
        .filter((entry) => entry.day <= days)
        .map((entry, orderIndex) => ({ mealId: entry.mealId, day: entry.day, mealType: entry.mealType, orderIndex })),
    };
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
  };

  const saving = createState.isLoading || updateState.isLoading;
  const target = Number(targets.calories) || null;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="plan-builder-title">
      <DialogTitle id="plan-builder-title">{editing ? 'Edit Meal Plan' : 'Create Meal Plan'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Plan Name"
              required
              fullWidth
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!error.name}
              helperText={error.name}
            />
            <TextField
              label="Duration (days)"
              type="number"
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
              error={!!error.duration}
              helperText={error.duration}
              sx={{ minWidth: 160 }}
            />
          </Stack>
          <TextField label="Description" fullWidth multiline value={description} onChange={(e) => setDescription(e.target.value)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(
              [
                ['calories', 'Target Calories'],
                ['protein', 'Target Protein (g)'],
                ['carbs', 'Target Carbs (g)'],
                ['fat', 'Target Fat (g)'],
              ] as const
            ).map(([key, label]) => (
              <TextField
                key={key}
                label={label}
                type="number"
                value={targets[key]}
                onChange={(e) => setTargets((current) => ({ ...current, [key]: e.target.value }))}
              />
            ))}
          </Stack>
          <FormControlLabel control={<Checkbox checked={isTemplate} onChange={(e) => setIsTemplate(e.target.checked)} />} label="Save as template" />
          {meals.data && meals.data.length === 0 && (
            <Typography color="text.secondary">Add meals first (Add Meal), then place them on the days of the plan.</Typography>
          )}
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
                              {placements
                                .filter((entry) => entry.day === day && entry.mealType === type)
                                .map((entry) => (
                                  <Chip
                                    key={entry.key}
                                    size="small"
                                    label={mealsById.get(entry.mealId)?.name ?? 'Meal'}
                                    draggable
                                    onDragStart={(event) => event.dataTransfer.setData('text/plain', entry.key)}
                                    onDelete={() => setPlacements((current) => current.filter((other) => other.key !== entry.key))}
                                  />
                                ))}
                              <TextField
                                select
                                size="small"
                                label="Add meal"
                                value=""
                                onChange={(e) => place(e.target.value, day, type)}
                                slotProps={{ select: { SelectDisplayProps: { title: `Add meal to day ${day} ${MEAL_CATEGORY_LABELS[type]}` } } }}
                              >
                                {(meals.data ?? []).map((meal) => (
                                  <MenuItem key={meal.id} value={meal.id}>
                                    {meal.name} ({Math.round(meal.calories)} kcal)
                                  </MenuItem>
                                ))}
                              </TextField>
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
                          {targets.protein ? `/${targets.protein}` : ''} g · C {Math.round(totals.carbs)}
                          {targets.carbs ? `/${targets.carbs}` : ''} g · F {Math.round(totals.fat)}
                          {targets.fat ? `/${targets.fat}` : ''} g
                        </Typography>
                      </Box>
                    </tr>
                  );
                })}
              </tbody>
            </Box>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Save Plan' : 'Create Plan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
