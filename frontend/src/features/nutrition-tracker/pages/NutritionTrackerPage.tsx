import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { MEAL_CATEGORIES, MEAL_CATEGORY_LABELS } from '@coachcore/domain';
import type { FoodLogDayDto } from '@coachcore/api-client/client-portal';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useClientFoodLogDayQuery, useClientFoodLogMealPlanQuery, useClientFoodLogRemoveMutation } from '../api';
import { LogFoodPanel } from '../components/LogFoodPanel';
import { PlannedMealItem } from '../components/PlannedMealItem';
import { RecipePacksPanel } from '../components/RecipePacksPanel';
import { ShoppingListPanel } from '../components/ShoppingListPanel';
import { localToday } from '../../../lib/local-day';

function Progress({ label, value, goal, unit }: { label: string; value: number; goal: number | null; unit: string }) {
  const share = goal ? Math.min(100, (value / goal) * 100) : 0;
  return (
    <Stack spacing={0.5} data-testid={`progress-${label.toLowerCase()}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2">
          {Math.round(value)}
          {goal ? ` / ${goal}` : ''} {unit}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={share} aria-label={`${label} against the goal`} />
    </Stack>
  );
}

function DaySummary({ day }: { day: FoodLogDayDto }) {
  const goal = day.goal;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Today against your goals">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {goal ? 'Your Day' : 'Your Day (no macro goals set yet)'}
      </Typography>
      <Stack spacing={1.5}>
        <Progress label="Calories" value={day.totals.calories} goal={goal?.dailyCalories ?? null} unit="kcal" />
        <Progress label="Protein" value={day.totals.protein} goal={goal?.dailyProtein ?? null} unit="g" />
        <Progress label="Carbs" value={day.totals.carbs} goal={goal?.dailyCarbs ?? null} unit="g" />
        <Progress label="Fat" value={day.totals.fat} goal={goal?.dailyFat ?? null} unit="g" />
      </Stack>
    </Paper>
  );
}

/** Nutrition Tracker: the day against the macro goals, today's meals from the plan, and the food log. */
export function NutritionTrackerPage() {
  const [date, setDate] = useState(localToday);
  const day = useClientFoodLogDayQuery({ date });
  const plan = useClientFoodLogMealPlanQuery({ date });
  const [remove] = useClientFoodLogRemoveMutation();
  const runWithToasts = useMutationToasts();

  return (
    <>
      <PageHeader
        title="Nutrition Tracker"
        subtitle="Log what you eat and see your day against your goals."
        actions={
          <TextField
            label="Day"
            type="date"
            size="small"
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        }
      />
      {day.isError && <Alert severity="error">{errorMessage(day.error, 'Failed to load your food log')}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            {day.data ? <DaySummary day={day.data} /> : <Skeleton variant="rounded" height={180} />}
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Meals from your plan">
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {plan.data?.mealPlanName ? `${plan.data.mealPlanName} · Day ${plan.data.dayNumber}` : "Today's Meals"}
              </Typography>
              {!plan.data ? (
                <Skeleton variant="text" />
              ) : !plan.data.mealPlanId ? (
                <Typography color="text.secondary">Your coach has not assigned you a meal plan for this day.</Typography>
              ) : plan.data.todaysMeals.length === 0 ? (
                <Typography color="text.secondary">No meals planned for this day.</Typography>
              ) : (
                <List dense>
                  {plan.data.todaysMeals.map((entry) => (
                    <PlannedMealItem key={entry.id} entry={entry} date={date} logged={!!day.data?.entries.some((logged) => logged.planMealId === entry.id)} />
                  ))}
                </List>
              )}
            </Paper>
            <ShoppingListPanel />
            <RecipePacksPanel />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <LogFoodPanel date={date} />
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Food log">
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Food Log
              </Typography>
              {day.data && day.data.entries.length === 0 && <Typography color="text.secondary">Nothing logged for this day yet.</Typography>}
              {MEAL_CATEGORIES.map((type) => {
                const entries = (day.data?.entries ?? []).filter((entry) => entry.mealType === type);
                if (!entries.length) return null;
                return (
                  <div key={type}>
                    <Typography variant="subtitle2" sx={{ mt: 1 }}>
                      {MEAL_CATEGORY_LABELS[type]}
                    </Typography>
                    <List dense aria-label={`${MEAL_CATEGORY_LABELS[type]} entries`}>
                      {entries.map((entry) => (
                        <ListItem
                          key={entry.id}
                          disableGutters
                          secondaryAction={
                            <IconButton
                              edge="end"
                              aria-label={`Remove ${entry.foodName}`}
                              onClick={() => runWithToasts(remove({ id: entry.id }).unwrap(), { failure: { fallback: 'Failed to remove the entry' } })}
                            >
                              <DeleteIcon />
                            </IconButton>
                          }
                        >
                          <ListItemText
                            primary={`${entry.foodName} — ${entry.servingSize} ${entry.servingUnit}`}
                            secondary={`${entry.actualCalories} kcal · ${entry.actualProtein} g protein · ${entry.actualCarbs} g carbs · ${entry.actualFat} g fat${entry.scanMethod === 'barcode' ? ' · scanned' : ''}`}
                          />
                        </ListItem>
                      ))}
                    </List>
                  </div>
                );
              })}
            </Paper>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
