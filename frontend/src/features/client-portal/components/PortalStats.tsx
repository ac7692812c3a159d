import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { useClientCommunitiesListQuery, useClientPortalGoalsListQuery, useClientPortalMeetingsMeetingsQuery, useClientPortalWorkoutsWeekQuery } from '../api';
import { formatInZone } from '../../../lib/zoned-time';

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
 * each from its module.
 */
export function PortalStats() {
  const goals = useClientPortalGoalsListQuery({ active: true, limit: 1 });
  const week = useClientPortalWorkoutsWeekQuery();
  const communities = useClientCommunitiesListQuery({ limit: 1 });
  const timeZone = useCurrentUser().user?.timeZone ?? 'UTC';
  const next = useClientPortalMeetingsMeetingsQuery({ timeframe: 'upcoming', limit: 1 }, { refetchOnMountOrArgChange: true });
  const nextMeeting = next.data?.items[0];
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
      <StatCard
        title="Next Meeting"
        testId="stat-next-meeting"
        value={
          next.data
            ? nextMeeting
              ? formatInZone(nextMeeting.scheduledAt, timeZone, { weekday: undefined, hour: undefined, minute: undefined })
              : 'None'
            : loading
        }
        detail={
          next.data
            ? nextMeeting
              ? `${nextMeeting.title}, ${formatInZone(nextMeeting.scheduledAt, timeZone, { weekday: undefined, month: undefined, day: undefined })}`
              : 'nothing scheduled'
            : undefined
        }
      />
      <StatCard title="Communities" testId="stat-communities" value={communities.data ? communities.data.total : loading} />
    </Grid>
  );
}
