import { useAnalyticsRevenueQuery } from '../api';
import { allZero, dollars, plural, sum } from '../format';
import { ChartCard } from './ChartCard';
import { MonthlyChart } from './MonthlyChart';
import type { ChartRange } from './chart-range';

/** Gross revenue and refunds per month, with the range's net. */
export function RevenueCard({ range }: { range: ChartRange }) {
  const query = useAnalyticsRevenueQuery(range);
  const rows = query.data?.rows ?? [];
  const summary = `${dollars(sum(rows, (row) => row.net))} net from ${plural(
    sum(rows, (row) => row.payments),
    'payment',
  )}, ${dollars(sum(rows, (row) => row.refunds))} refunded`;
  return (
    <ChartCard chart="revenue" range={range} query={query} empty={allZero(rows, (row) => [row.gross, row.refunds])} summary={summary}>
      <MonthlyChart
        months={rows.map((row) => row.month)}
        format={dollars}
        series={[
          { label: 'Gross', data: rows.map((row) => row.gross), color: '#2563eb' },
          { label: 'Refunds', data: rows.map((row) => row.refunds), color: '#dc2626' },
          { label: 'Net', data: rows.map((row) => row.net), color: '#16a34a' },
        ]}
      />
    </ChartCard>
  );
}
