import { useAnalyticsMessagesQuery } from '../api';
import { allZero, plural, sum } from '../format';
import { ChartCard } from './ChartCard';
import { MonthlyChart } from './MonthlyChart';
import type { ChartRange } from './chart-range';

/** Messages received, sent and answered per month, with the latest average response time. */
export function MessagesCard({ range }: { range: ChartRange }) {
  const query = useAnalyticsMessagesQuery(range);
  const rows = query.data?.rows ?? [];
  const timed = [...rows].reverse().find((row) => row.avgResponseMinutes !== null);
  const summary = [
    `${plural(
      sum(rows, (row) => row.received),
      'message',
    )} received, ${sum(rows, (row) => row.answered)} answered`,
    timed ? `average response ${plural(timed.avgResponseMinutes!, 'minute')} in the latest month with replies` : null,
  ]
    .filter(Boolean)
    .join('; ');
  return (
    <ChartCard chart="messages" range={range} query={query} empty={allZero(rows, (row) => [row.received, row.sent])} summary={summary}>
      <MonthlyChart
        months={rows.map((row) => row.month)}
        series={[
          { label: 'Received', data: rows.map((row) => row.received), color: '#2563eb' },
          { label: 'Sent', data: rows.map((row) => row.sent), color: '#7c3aed' },
          { label: 'Answered', data: rows.map((row) => row.answered), color: '#16a34a' },
        ]}
      />
    </ChartCard>
  );
}
