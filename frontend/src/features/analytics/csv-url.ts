import type { AnalyticsChart } from '@coachcore/domain';

/** The server's CSV of a chart over a range (GET /api/analytics/csv): the browser downloads it with the session cookie. */
export const csvUrl = (chart: AnalyticsChart, range: { from: string; to: string }): string =>
  `/api/analytics/csv?${new URLSearchParams({ chart, from: range.from, to: range.to }).toString()}`;
