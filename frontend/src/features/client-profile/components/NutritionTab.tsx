import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MACRO_GOAL_FIELDS, MEAL_CATEGORY_LABELS } from '@coachcore/domain';
import type { WeeklyAdherenceDto } from '@coachcore/api-client/nutrition';
import { FormTextField } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useClientNutritionCreateGoalMutation, useClientNutritionForClientQuery } from '../api';
import { EMPTY_MACRO_GOAL_FORM, MACRO_GOAL_LABELS, macroGoalFormResolver, toMacroGoalBody, type MacroGoalFormValues } from '../macro-goal-form';
import { FoodPreferencesSection } from './FoodPreferencesSection';
import { ShoppingListsSection } from './ShoppingListsSection';

const CHART = { width: 480, height: 160, pad: 24 };

/** Weekly adherence (share of days within 10 % of the calorie goal) as bars, oldest week first. */
function AdherenceChart({ weeks }: { weeks: WeeklyAdherenceDto[] }) {
  const barWidth = (CHART.width - CHART.pad * 2) / weeks.length;
  const summary = weeks.map((week) => `week of ${week.weekStart}: ${week.adherence}%`).join(', ');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-label={`Weekly adherence: ${summary}`}
      sx={{ width: '100%', maxWidth: CHART.width }}
    >
      <line x1={CHART.pad} x2={CHART.width - CHART.pad} y1={CHART.height - CHART.pad} y2={CHART.height - CHART.pad} stroke="#9ca3af" />
      {weeks.map((week, index) => {
        const height = ((CHART.height - CHART.pad * 2) * week.adherence) / 100;
        const x = CHART.pad + index * barWidth + 4;
        return (
          <g key={week.weekStart}>
            <rect x={x} y={CHART.height - CHART.pad - height} width={barWidth - 8} height={height} fill="#16a34a" rx={2} />
            <text x={x + (barWidth - 8) / 2} y={CHART.height - CHART.pad - height - 4} fontSize="10" textAnchor="middle">
              {week.adherence}%
            </text>
            <text x={x + (barWidth - 8) / 2} y={CHART.height - 8} fontSize="9" textAnchor="middle" fill="#6b7280">
              {week.weekStart.slice(5)}
            </text>
          </g>
        );
      })}
    </Box>
  );
}

function MacroGoalForm({ clientId }: { clientId: string }) {
  const { control, handleSubmit, reset } = useForm<MacroGoalFormValues>({ resolver: macroGoalFormResolver, defaultValues: EMPTY_MACRO_GOAL_FORM });
  const [createGoal, state] = useClientNutritionCreateGoalMutation();
  const runWithToasts = useMutationToasts();

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(createGoal({ id: clientId, createMacroGoalDto: toMacroGoalBody(values) }).unwrap(), {
      success: { title: 'Success', description: 'Macro goals saved successfully!' },
      failure: { fallback: 'Failed to save macro goals' },
    });
    if (outcome.ok) reset(EMPTY_MACRO_GOAL_FORM);
  });

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {MACRO_GOAL_FIELDS.map((name) => (
          <FormTextField key={name} control={control} name={name} size="small" type="number" label={MACRO_GOAL_LABELS[name]} fullWidth={false} />
        ))}
      </Stack>
      <Box>
        <Button type="submit" variant="contained" disabled={state.isLoading}>
          {state.isLoading ? 'Saving...' : 'Set Macro Goals'}
        </Button>
      </Box>
    </Stack>
  );
}

/** The client profile's Nutrition tab: the assigned plan, macro goals, the food log and weekly adherence. */
export function NutritionTab({ clientId }: { clientId: string }) {
  const nutrition = useClientNutritionForClientQuery({ id: clientId });
  if (nutrition.isError) return <Alert severity="error">{errorMessage(nutrition.error, 'Failed to load nutrition')}</Alert>;
  const data = nutrition.data;
  if (!data) return <Skeleton variant="rounded" height={240} />;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label="Meal plan">
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Meal Plan
          </Typography>
          {data.currentPlan ? (
            <Typography data-testid="current-plan">
              {data.currentPlan.mealPlanName} · {data.currentPlan.startDate}
              {data.currentPlan.endDate ? ` to ${data.currentPlan.endDate}` : ''}
            </Typography>
          ) : (
            <Typography color="text.secondary">No meal plan applies today. Assign one from Nutrition Plans.</Typography>
          )}
          {data.assignments.length > 1 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {data.assignments.length} assignments in all.
            </Typography>
          )}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label="Macro goals">
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            Macro Goals
          </Typography>
          {data.macroGoal ? (
            <Typography data-testid="macro-goal" sx={{ mb: 2 }}>
              {data.macroGoal.dailyCalories} kcal · {data.macroGoal.dailyProtein} g protein · {data.macroGoal.dailyCarbs} g carbs · {data.macroGoal.dailyFat} g
              fat (from {data.macroGoal.effectiveDate})
            </Typography>
          ) : (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              No macro goals yet.
            </Typography>
          )}
          <MacroGoalForm clientId={clientId} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Weekly adherence">
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Weekly Adherence
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Share of days within 10 % of the calorie goal.
          </Typography>
          <AdherenceChart weeks={data.weeklyAdherence} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Food log">
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Food Log
          </Typography>
          {data.recentEntries.length === 0 ? (
            <Typography color="text.secondary">Nothing logged yet.</Typography>
          ) : (
            <List dense>
              {data.recentEntries.map((entry) => (
                <ListItem key={entry.id} disableGutters>
                  <ListItemText
                    primary={`${entry.logDate} · ${MEAL_CATEGORY_LABELS[entry.mealType]}: ${entry.foodName} (${entry.servingSize} ${entry.servingUnit})`}
                    secondary={`${entry.actualCalories} kcal · ${entry.actualProtein} g protein`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      </Grid>
      <Grid size={12}>
        <FoodPreferencesSection clientId={clientId} />
      </Grid>
      <Grid size={12}>
        <ShoppingListsSection clientId={clientId} />
      </Grid>
    </Grid>
  );
}
