import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MonthComparisonDto } from '@coachcore/api-client/admin';
import { errorMessage } from '../../../../lib/api-error';
import { useAdminRevenueAnalyticsQuery } from '../../billing-api';
import { formatUsd } from '../../billing-format';
import { FigureCard } from '../FigureCard';
import { RevenueChart } from './RevenueChart';

const lastMonth = (figure: MonthComparisonDto | undefined) => figure && `Last month: ${figure.lastMonth}`;
const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Revenue Analytics: MRR, new and churned subscriptions, failed payments, past-due businesses and 12 months of revenue. */
export function RevenueSection() {
  const { data, error, isError } = useAdminRevenueAnalyticsQuery();
  if (isError) return <Alert severity="error">{errorMessage(error, 'Failed to load the revenue figures')}</Alert>;
  const cards = [
    {
      title: 'Monthly Recurring Revenue',
      value: data && formatUsd(data.mrr),
      note: data && `From ${data.recurringSubscriptions} paying ${data.recurringSubscriptions === 1 ? 'subscription' : 'subscriptions'}`,
      testId: 'revenue-mrr',
    },
    { title: 'New Subscriptions', value: data?.newSubscriptions.thisMonth, note: lastMonth(data?.newSubscriptions), testId: 'revenue-new' },
    { title: 'Churned Subscriptions', value: data?.churnedSubscriptions.thisMonth, note: lastMonth(data?.churnedSubscriptions), testId: 'revenue-churned' },
    { title: 'Failed Payments', value: data?.failedPayments.thisMonth, note: lastMonth(data?.failedPayments), testId: 'revenue-failed' },
    { title: 'Past-Due Businesses', value: data?.pastDueBusinesses, note: 'Subscriptions past due or unpaid now', testId: 'revenue-past-due' },
  ];
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {cards.map((card) => (
          <Grid key={card.testId} size={{ xs: 12, sm: 6, md: 4 }}>
            <FigureCard {...card} />
          </Grid>
        ))}
      </Grid>
      <Paper variant="outlined" component="section" aria-labelledby="revenue-chart-title" sx={{ p: 2.5 }}>
        <Typography id="revenue-chart-title" component="h2" variant="h6">
          Revenue, last 12 months
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Payments received less refunds, in US dollars (other currencies at the platform&apos;s rates).
        </Typography>
        {data ? (
          <>
            <RevenueChart months={data.monthlyRevenue} />
            <Table size="small" aria-label="Revenue by month" sx={{ mt: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Month</TableCell>
                  <TableCell align="right">Revenue</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[...data.monthlyRevenue].reverse().map((entry) => (
                  <TableRow key={entry.month} data-testid="revenue-month-row">
                    <TableCell>{monthName(entry.month)}</TableCell>
                    <TableCell align="right">{formatUsd(entry.revenue)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        ) : (
          <Skeleton variant="rounded" height={300} sx={{ mt: 2 }} />
        )}
      </Paper>
    </>
  );
}
