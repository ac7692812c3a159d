import { useAnalyticsAdherenceQuery } from '../api';
import { allZero, sum } from '../format';
import { percentOf } from '@coachcore/domain';
import { ChartCard } from './ChartCard';
import { MonthlyChart } from './MonthlyChart';
import type { ChartRange } from './chart-range';

const percent = (value: number) => `${value}%`;

/** Training adherence (completed of decided workouts) and nutrition adherence (plan days with food logged) per month. */
export function AdherenceCard({ range }: { range: ChartRange }) {
  const query = useAnalyticsAdherenceQuery(range);
  const rows = query.data?.rows ?? [];
  const completed = sum(rows, (row) => row.workoutsCompleted);
  const training = percentOf(completed, completed + sum(rows, (row) => row.workoutsMissed));
  const nutrition = percentOf(
    sum(rows, (row) => row.mealPlanDaysLogged),
    sum(rows, (row) => row.mealPlanDays),
  );
  const summary = [
    training === null ? 'No workouts decided yet' : `Training ${training}% (${completed} workouts completed)`,
    nutrition === null ? 'no meal plan days' : `nutrition ${nutrition}% of meal plan days logged`,
  ].join('; ');
  return (
    <ChartCard
      chart="adherence"
      range={range}
      query={query}
      empty={allZero(rows, (row) => [row.workoutsAssigned, row.mealPlanDays, row.foodEntries])}
      summary={summary}
    >
      <MonthlyChart
        months={rows.map((row) => row.month)}
        format={percent}
        series={[
          { label: 'Training', data: rows.map((row) => row.trainingAdherence), color: '#2563eb' },
          { label: 'Nutrition', data: rows.map((row) => row.nutritionAdherence), color: '#f59e0b' },
        ]}
      />
    </ChartCard>
  );
}
