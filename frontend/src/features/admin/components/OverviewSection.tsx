import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-error';
import { useAdminAreaAnalyticsQuery } from '../api';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function FigureCard({ title, value, note, testId }: { title: string; value: string | number | undefined; note?: string; testId: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2.5, height: '100%' }}>
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }} data-testid={`${testId}-value`}>
        {value ?? <Skeleton width={60} />}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

function StatusList({ title, rows }: { title: string; rows: Array<[label: string, value: number | undefined]> }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, height: '100%' }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <List dense>
        {rows.map(([label, value]) => (
          <ListItem key={label} secondaryAction={<Typography sx={{ fontWeight: 700 }}>{value ?? '…'}</Typography>} disableGutters>
            <ListItemText primary={label} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

const NO_PAYMENTS = 'Not tracked yet: the platform does not record payments yet.';

/** Platform Overview: the six cards and the two status lists, from the database. */
export function OverviewSection() {
  const { data, error, isError } = useAdminAreaAnalyticsQuery();
  if (isError) return <Alert severity="error">{errorMessage(error, 'Failed to load the platform figures')}</Alert>;
  const revenue = data?.revenue;
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FigureCard title="Total Businesses" value={data?.businesses.total} testId="overview-total-businesses" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FigureCard title="New This Month" value={data?.businesses.new} testId="overview-new-businesses" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FigureCard title="Active Clients" value={data?.clients.active} testId="overview-active-clients" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FigureCard title="Total Clients" value={data?.clients.total} testId="overview-total-clients" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FigureCard
            title="Monthly Revenue"
            value={data ? (revenue?.monthly == null ? '—' : usd.format(revenue.monthly)) : undefined}
            note={data && revenue?.monthly == null ? NO_PAYMENTS : undefined}
            testId="overview-monthly-revenue"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FigureCard
            title="Failed Payments"
            value={data ? (revenue?.failedPayments ?? '—') : undefined}
            note={data && revenue?.failedPayments == null ? NO_PAYMENTS : undefined}
            testId="overview-failed-payments"
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatusList
            title="Business Status"
            rows={[
              ['Active', data?.businesses.active],
              ['Suspended', data?.businesses.suspended],
              ['New this month', data?.businesses.new],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatusList
            title="Client Status"
            rows={[
              ['Active', data?.clients.active],
              ['Inactive', data?.clients.inactive],
              ['Total', data?.clients.total],
            ]}
          />
        </Grid>
      </Grid>
    </>
  );
}
