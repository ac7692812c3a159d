import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { PlatformRevenueMonthDto } from '@coachcore/api-client/admin';
import { formatUsd } from '../../billing-format';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const monthLabel = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/**
 * Revenue of each of the last 12 months (@mui/x-charts, loaded with the Revenue Analytics section only). One image to
 * assistive technology: the table beside it reads the same figures.
 */
export function RevenueChart({ months }: { months: PlatformRevenueMonthDto[] }) {
  return (
    <Box role="img" aria-label="Revenue of the last 12 months">
      <BarChart
        height={300}
        xAxis={[{ data: months.map((entry) => monthLabel(entry.month)), scaleType: 'band' }]}
        yAxis={[{ valueFormatter: (value: number) => wholeDollars.format(value), width: 72 }]}
        series={[{ data: months.map((entry) => entry.revenue), label: 'Revenue (USD)', color: '#1d4ed8', valueFormatter: (value) => formatUsd(value ?? 0) }]}
        margin={{ left: 16, right: 16, top: 16, bottom: 8 }}
      />
    </Box>
  );
}
