import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-error';
import { useAdminAreaAnalyticsQuery } from '../api';
import { formatUsd } from '../billing-format';
import { FigureCard } from './FigureCard';

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
            value={revenue && formatUsd(revenue.monthly)}
            note="Platform payments this month less refunds"
            testId="overview-monthly-revenue"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FigureCard title="Failed Payments" value={revenue?.failedPayments} note="Failed this month and still unpaid" testId="overview-failed-payments" />
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
