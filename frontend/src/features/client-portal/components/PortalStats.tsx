import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useClientCommunitiesListQuery, useClientPortalGoalsListQuery, useClientPortalWorkoutsWeekQuery } from '../api';
import { PORTAL_TEXTS } from '../portal-texts';

function StatCard({ title, value, detail, testId }: { title: string; value: ReactNode; detail?: string; testId: string }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2, height: '100%' }}>
        <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 800, my: 0.5 }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Paper>
    </Grid>
  );
}

/**
 * The dashboard's four figures (document 3 section 2.12): Active Goals, Workouts This Week, Next Meeting, Communities,
 * each from its module. Meetings have no client portal call yet: the card says so instead of showing a zero.
 */
export function PortalStats() {
  const goals = useClientPortalGoalsListQuery({ active: true, limit: 1 });
  const week = useClientPortalWorkoutsWeekQuery();
  const communities = useClientCommunitiesListQuery({ limit: 1 });
  const loading = <Skeleton width={48} />;
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <StatCard title="Active Goals" testId="stat-active-goals" value={goals.data ? goals.data.total : loading} />
      <StatCard
        title="Workouts This Week"
        testId="stat-workouts-week"
        value={week.data ? `${week.data.completed} / ${week.data.planned}` : loading}
        detail={week.data ? (week.data.planned ? 'completed of planned' : 'none planned this week') : undefined}
      />
      <StatCard title="Next Meeting" testId="stat-next-meeting" value="—" detail={PORTAL_TEXTS.meetingsNotYet} />
      <StatCard title="Communities" testId="stat-communities" value={communities.data ? communities.data.total : loading} />
    </Grid>
  );
}
