import { useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import PeopleIcon from '@mui/icons-material/People';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import StarIcon from '@mui/icons-material/Star';
import { useDispatch } from 'react-redux';
import { dashboardApi, useDashboardActivityQuery, useDashboardMessagesQuery, useDashboardNutritionQuery, useDashboardStatsQuery } from '../api';
import { useRealtimeEvent } from '../../../hooks/useRealtimeEvent';
import type { AppDispatch } from '../../../lib/api';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { NutritionPanel } from '../components/NutritionPanel';
import { QuickActions } from '../components/QuickActions';
import { RecentActivity } from '../components/RecentActivity';
import { RecentMessages } from '../components/RecentMessages';
import { StatCard } from '../components/StatCard';
import { WorkoutBuilderPanel } from '../components/WorkoutBuilderPanel';
import { formatChange, formatDollars, workoutsCaption } from '../format';

interface DashboardPageProps {
  /** The Add New Client dialog (the clients feature's, handed in by the app). */
  NewClientDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}

/** The business dashboard: every figure comes from the database (no sample numbers). */
export function DashboardPage({ NewClientDialog }: DashboardPageProps) {
  const [adding, setAdding] = useState(false);
  const stats = useDashboardStatsQuery();
  const activity = useDashboardActivityQuery();
  const messages = useDashboardMessagesQuery();
  const nutrition = useDashboardNutritionQuery();
  // Recent Messages and its 'N new' badge follow new, edited, deleted and read messages without a reload.
  const dispatch = useDispatch<AppDispatch>();
  const refreshMessages = () => dispatch(dashboardApi.util.invalidateTags(['dashboard']));
  useRealtimeEvent('message:new', refreshMessages, refreshMessages);
  useRealtimeEvent('message:updated', refreshMessages);
  useRealtimeEvent('message:deleted', refreshMessages);
  useRealtimeEvent('messages:read', refreshMessages);
  const figures = stats.data;

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Your business at a glance."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            New Client
          </Button>
        }
      />
      {stats.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(stats.error, 'Failed to load your figures')}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            testId="stat-active-clients"
            title="Active Clients"
            value={figures ? String(figures.activeClients) : null}
            caption={formatChange(figures?.activeClientsChange)}
            icon={<PeopleIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            testId="stat-revenue"
            title="Monthly Revenue"
            value={figures ? formatDollars(figures.totalRevenue) : null}
            caption={formatChange(figures?.totalRevenueChange)}
            icon={<AttachMoneyIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            testId="stat-workouts"
            title="Workouts Completed"
            value={figures ? String(figures.completedWorkouts) : null}
            caption={workoutsCaption(figures?.completedWorkoutsChange)}
            icon={<FitnessCenterIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            testId="stat-satisfaction"
            title="Client Satisfaction"
            value={figures ? (figures.avgSatisfaction == null ? '—' : `${Math.round(figures.avgSatisfaction * 10) / 10}/10`) : null}
            caption={formatChange(figures?.avgSatisfactionChange, '')}
            icon={<StarIcon />}
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <RecentActivity items={activity.data} loading={activity.isLoading} />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Stack spacing={2}>
            <QuickActions />
            <RecentMessages data={messages.data} loading={messages.isLoading} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <WorkoutBuilderPanel />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <NutritionPanel data={nutrition.data} />
        </Grid>
      </Grid>
      <NewClientDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
