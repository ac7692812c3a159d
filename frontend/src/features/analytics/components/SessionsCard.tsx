import { useAnalyticsSessionsQuery } from '../api';
import { allZero, plural, sum } from '../format';
import { percentOf } from '@coachcore/domain';
import { ChartCard } from './ChartCard';
import { MonthlyChart } from './MonthlyChart';
import type { ChartRange } from './chart-range';

/** Sessions booked, attended and missed per month, with the range's no-show rate. */
export function SessionsCard({ range }: { range: ChartRange }) {
  const query = useAnalyticsSessionsQuery(range);
  const rows = query.data?.rows ?? [];
  const attended = sum(rows, (row) => row.attended);
  const noShows = sum(rows, (row) => row.noShows);
  const rate = percentOf(noShows, attended + noShows);
  const summary = `${plural(
    sum(rows, (row) => row.booked),
    'session',
  )} booked, ${attended} attended${rate === null ? '' : `; no-show rate ${rate}%`}`;
  return (
    <ChartCard chart="sessions" range={range} query={query} empty={allZero(rows, (row) => [row.booked, row.cancelled])} summary={summary}>
      <MonthlyChart
        months={rows.map((row) => row.month)}
        series={[
          { label: 'Booked', data: rows.map((row) => row.booked), color: '#2563eb' },
          { label: 'Attended', data: rows.map((row) => row.attended), color: '#16a34a' },
          { label: 'No-shows', data: rows.map((row) => row.noShows), color: '#dc2626' },
        ]}
      />
    </ChartCard>
  );
}
