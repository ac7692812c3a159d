import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ANALYTICS_CHART_TITLES, ANALYTICS_MESSAGES, type AnalyticsChart } from '@coachcore/domain';
import { errorMessage } from '../../../lib/api-error';
import { csvUrl } from '../csv-url';

interface ChartCardProps {
  chart: AnalyticsChart;
  range: { from: string; to: string };
  query: { isLoading: boolean; isFetching: boolean; isError: boolean; error?: unknown };
  /** Whether the range holds nothing to draw. */
  empty: boolean;
  /** The range's figures in words, under the chart (what a screen reader reads, what a glance takes in). */
  summary?: string;
  children: ReactNode;
}

/** One chart with its title, its CSV download (the server's file), and its loading, error and empty states. */
export function ChartCard({ chart, range, query, empty, summary, children }: ChartCardProps) {
  const title = ANALYTICS_CHART_TITLES[chart];
  let body: ReactNode;
  if (query.isLoading) body = <Skeleton variant="rounded" height={240} aria-label={`Loading ${title}`} />;
  else if (query.isError)
    body = (
      <Alert severity="error" data-testid={`chart-${chart}-error`}>
        {errorMessage(query.error, ANALYTICS_MESSAGES.loadFailed)}
      </Alert>
    );
  else if (empty)
    body = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid={`chart-${chart}-empty`}>
        {ANALYTICS_MESSAGES.empty}
      </Typography>
    );
  else body = <Box sx={{ opacity: query.isFetching ? 0.6 : 1 }}>{children}</Box>;

  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={`chart-${chart}`} sx={{ p: 2.5, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button size="small" component="a" href={csvUrl(chart, range)} download startIcon={<DownloadIcon />} aria-label={`Download ${title} as CSV`}>
          CSV
        </Button>
      </Box>
      {body}
      {summary && !query.isLoading && !query.isError && !empty && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid={`chart-${chart}-summary`}>
          {summary}
        </Typography>
      )}
    </Paper>
  );
}
