import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabel } from '../format';

export interface MonthlySeries {
  label: string;
  data: Array<number | null>;
  color: string;
  /** Bars of the same stack pile up. */
  stack?: string;
}

interface MonthlyChartProps {
  months: string[];
  series: MonthlySeries[];
  format?: (value: number) => string;
}

/** Bars per month of the range (@mui/x-charts: loaded with the analytics page only). */
export function MonthlyChart({ months, series, format = String }: MonthlyChartProps) {
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: months.map(monthLabel) }]}
      yAxis={[{ valueFormatter: (value: number) => format(value) }]}
      series={series.map((entry) => ({ ...entry, valueFormatter: (value: number | null) => (value === null ? '—' : format(value)) }))}
      margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
    />
  );
}
