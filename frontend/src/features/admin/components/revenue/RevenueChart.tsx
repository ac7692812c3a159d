import { BarChart } from '@mui/x-charts/BarChart';
import type { RevenueMonthDto } from '@coachcore/api-client';
import { formatUsd } from '../../billing-format';

const monthLabel = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** Revenue of each of the last 12 months (@mui/x-charts, loaded with the Revenue Analytics section only). */
export function RevenueChart({ months }: { months: RevenueMonthDto[] }) {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: months.map((entry) => monthLabel(entry.month)), scaleType: 'band' }]}
      yAxis={[{ valueFormatter: (value: number) => formatUsd(value) }]}
      series={[{ data: months.map((entry) => entry.revenue), label: 'Revenue (USD)', color: '#1d4ed8', valueFormatter: (value) => formatUsd(value ?? 0) }]}
      margin={{ left: 16, right: 16, top: 16, bottom: 8 }}
    />
  );
}
