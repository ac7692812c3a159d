import { useAnalyticsAutomationsQuery } from '../api';
import { allZero, plural, sum } from '../format';
import { ChartCard } from './ChartCard';
import { MonthlyChart } from './MonthlyChart';
import type { ChartRange } from './chart-range';

/** Automation runs per month and how their actions fared. */
export function AutomationsCard({ range }: { range: ChartRange }) {
  const query = useAnalyticsAutomationsQuery(range);
  const rows = query.data?.rows ?? [];
  const summary = `${plural(
    sum(rows, (row) => row.runs),
    'run',
  )}; ${sum(rows, (row) => row.actionsCompleted)} actions completed, ${sum(rows, (row) => row.actionsFailed)} failed`;
  return (
    <ChartCard chart="automations" range={range} query={query} empty={allZero(rows, (row) => [row.runs])} summary={summary}>
      <MonthlyChart
        months={rows.map((row) => row.month)}
        series={[
          { label: 'Completed', data: rows.map((row) => row.actionsCompleted), color: '#16a34a', stack: 'actions' },
          { label: 'Failed', data: rows.map((row) => row.actionsFailed), color: '#dc2626', stack: 'actions' },
          { label: 'Pending', data: rows.map((row) => row.actionsPending), color: '#f59e0b', stack: 'actions' },
          { label: 'Runs', data: rows.map((row) => row.runs), color: '#2563eb' },
        ]}
      />
    </ChartCard>
  );
}
