import { BarChart } from '@mui/x-charts/BarChart';
import { useAnalyticsRevenueByPackageQuery } from '../api';
import { dollars } from '../format';
import { ChartCard } from './ChartCard';
import type { ChartRange } from './chart-range';

/** Net revenue per package over the range, highest first. */
export function PackageRevenueCard({ range }: { range: ChartRange }) {
  const query = useAnalyticsRevenueByPackageQuery(range);
  const rows = query.data?.rows ?? [];
  const top = rows[0];
  return (
    <ChartCard
      chart="revenue-by-package"
      range={range}
      query={query}
      empty={rows.length === 0}
      summary={top ? `${top.packageName} earned the most: ${dollars(top.net)} net` : undefined}
    >
      <BarChart
        height={Math.max(160, rows.length * 44 + 40)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: rows.map((row) => row.packageName), width: 120 }]}
        xAxis={[{ valueFormatter: (value: number) => dollars(value) }]}
        series={[
          { label: 'Net', data: rows.map((row) => row.net), color: '#16a34a', valueFormatter: (value: number | null) => dollars(value ?? 0) },
          { label: 'Refunds', data: rows.map((row) => row.refunds), color: '#dc2626', valueFormatter: (value: number | null) => dollars(value ?? 0) },
        ]}
        margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
      />
    </ChartCard>
  );
}
