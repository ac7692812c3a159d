import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/PageHeader';
import { AdherenceCard } from '../components/AdherenceCard';
import { AutomationsCard } from '../components/AutomationsCard';
import { ClientsCard } from '../components/ClientsCard';
import { MessagesCard } from '../components/MessagesCard';
import { PackageRevenueCard } from '../components/PackageRevenueCard';
import { RangePicker } from '../components/RangePicker';
import { RevenueCard } from '../components/RevenueCard';
import { SessionsCard } from '../components/SessionsCard';
import { useAnalyticsRange } from '../hooks/useAnalyticsRange';

/** Business Analytics: every chart over the chosen range, by month, each downloadable as the server's CSV. */
export function AnalyticsPage() {
  const [range, setRange] = useAnalyticsRange();
  const days = { from: range.from, to: range.to };
  return (
    <>
      <PageHeader title="Business Analytics" subtitle="How your business is doing." />
      <RangePicker key={`${range.preset}:${range.from}:${range.to}`} value={range} onChange={setRange} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="analytics-range">
        {range.from} to {range.to}, by calendar month
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ClientsCard range={days} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <RevenueCard range={days} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PackageRevenueCard range={days} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SessionsCard range={days} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <AdherenceCard range={days} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <MessagesCard range={days} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <AutomationsCard range={days} />
        </Grid>
      </Grid>
    </>
  );
}
