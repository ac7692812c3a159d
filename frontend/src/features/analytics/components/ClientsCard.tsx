import { useAnalyticsClientsQuery } from '../api';
import { allZero, monthLabel, plural, sum } from '../format';
import { ChartCard } from './ChartCard';
import { MonthlyChart } from './MonthlyChart';
import type { ChartRange } from './chart-range';

/** New, churned and active clients per month, with the latest retention. */
export function ClientsCard({ range }: { range: ChartRange }) {
  const query = useAnalyticsClientsQuery(range);
  const rows = query.data?.rows ?? [];
  const last = rows.at(-1);
  const retained = [...rows].reverse().find((row) => row.retentionRate !== null);
  const summary = last
    ? [
        `${plural(
          sum(rows, (row) => row.newClients),
          'new client',
        )}, ${sum(rows, (row) => row.churnedClients)} churned`,
        `${last.activeClients} active at the end`,
        retained ? `retention ${retained.retentionRate}% in ${monthLabel(retained.month)}` : null,
      ]
        .filter(Boolean)
        .join('; ')
    : undefined;
  return (
    <ChartCard
      chart="clients"
      range={range}
      query={query}
      empty={allZero(rows, (row) => [row.newClients, row.churnedClients, row.activeClients])}
      summary={summary}
    >
      <MonthlyChart
        months={rows.map((row) => row.month)}
        series={[
          { label: 'New', data: rows.map((row) => row.newClients), color: '#2563eb' },
          { label: 'Churned', data: rows.map((row) => row.churnedClients), color: '#dc2626' },
          { label: 'Active', data: rows.map((row) => row.activeClients), color: '#16a34a' },
        ]}
      />
    </ChartCard>
  );
}
