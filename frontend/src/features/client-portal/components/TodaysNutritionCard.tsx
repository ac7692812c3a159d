import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { localToday } from '../../../lib/local-day';
import { useClientFoodLogDayQuery, useClientFoodLogMealPlanQuery } from '../api';

/** Today's Nutrition: calories logged against the goal, and how many meals today's plan holds. */
export function TodaysNutritionCard() {
  const date = localToday();
  const day = useClientFoodLogDayQuery({ date });
  const plan = useClientFoodLogMealPlanQuery({ date });
  const goal = day.data?.goal?.dailyCalories ?? null;
  const calories = Math.round(day.data?.totals.calories ?? 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Today's Nutrition">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Today&apos;s Nutrition
      </Typography>
      {!day.data ? (
        <Skeleton variant="text" />
      ) : (
        <>
          <Typography data-testid="todays-calories">
            {calories}
            {goal ? ` / ${goal}` : ''} kcal logged
          </Typography>
          {goal && (
            <LinearProgress variant="determinate" value={Math.min(100, (calories / goal) * 100)} aria-label="Calories against the goal" sx={{ my: 1 }} />
          )}
          <Typography variant="body2" color="text.secondary">
            {plan.data?.mealPlanName ? `${plan.data.mealPlanName}: ${plan.data.todaysMeals.length} meals planned today` : 'No meal plan assigned yet'}
          </Typography>
        </>
      )}
      <Button component={RouterLink} to="/client/nutrition" size="small" sx={{ mt: 1 }}>
        Open Nutrition Tracker
      </Button>
    </Paper>
  );
}
