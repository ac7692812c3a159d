import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClientResponseDto, HealthProfileResponseDto, MeasurementResponseDto, WellnessLogResponseDto } from '@coachcore/api-client/clients';
import type { GoalResponseDto } from '@coachcore/api-client/goals';
import { formatDate, humanise } from '../labels';

interface OverviewTabProps {
  client: ClientResponseDto;
  measurements: MeasurementResponseDto[] | undefined;
  wellness: WellnessLogResponseDto[] | undefined;
  goals: GoalResponseDto[] | undefined;
  profile: HealthProfileResponseDto | undefined;
}

interface ActivityEntry {
  key: string;
  time: string;
  text: string;
}

const RECENT_SIZE = 5;

/** What happened lately, from the client's own measurements, goals and check-ins. */
function recentActivity({ measurements, wellness, goals }: Pick<OverviewTabProps, 'measurements' | 'wellness' | 'goals'>): ActivityEntry[] {
  const entries: ActivityEntry[] = [
    ...(measurements ?? []).map((m) => ({
      key: `m-${m.id}`,
      time: m.createdAt,
      text: m.weight != null ? `Recorded measurements: ${m.weight} lbs${m.bodyFat != null ? `, ${m.bodyFat}% body fat` : ''}` : 'Recorded measurements',
    })),
    ...(goals ?? []).flatMap((g) => [
      { key: `g-${g.id}`, time: g.createdAt, text: `Goal set: ${g.title}` },
      ...(g.achievedAt ? [{ key: `ga-${g.id}`, time: g.achievedAt, text: `Goal achieved: ${g.title}` }] : []),
    ]),
    ...(wellness ?? []).map((w) => ({
      key: `w-${w.id}`,
      time: w.createdAt,
      text: `Wellness check-in${w.sleepQuality != null ? `: sleep quality ${w.sleepQuality}/10` : ''}`,
    })),
  ];
  return entries.sort((a, b) => new Date(b.time).getTime() - new Date(a.time).getTime()).slice(0, RECENT_SIZE);
}

function SummaryCard({ title, value, testId }: { title: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2.5, height: '100%' }}>
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {value}
      </Typography>
    </Paper>
  );
}

export function OverviewTab({ client, measurements, wellness, goals, profile }: OverviewTabProps) {
  const latest = measurements?.[0];
  const weight = latest?.weight ?? client.currentWeight;
  const sleep = wellness?.find((log) => log.sleepQuality != null)?.sleepQuality;
  const bodyFat = measurements?.find((m) => m.bodyFat != null)?.bodyFat;
  const activity = recentActivity({ measurements, wellness, goals });
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard testId="overview-weight" title="Current Weight" value={weight == null ? '—' : `${weight} lbs`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard testId="overview-body-fat" title="Body Fat %" value={bodyFat == null ? '—' : `${bodyFat}%`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard testId="overview-fitness-level" title="Fitness Level" value={profile?.fitnessExperience ? humanise(profile.fitnessExperience) : '—'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard testId="overview-sleep" title="Sleep Quality" value={sleep == null ? '—' : `${sleep}/10`} />
        </Grid>
      </Grid>
      <Paper variant="outlined" component="section" aria-labelledby="profile-activity-title" sx={{ p: 2.5 }}>
        <Typography id="profile-activity-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Recent Activity
        </Typography>
        {activity.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No recent activity to display
          </Typography>
        ) : (
          <List aria-label="Recent activity of this client" data-testid="profile-activity">
            {activity.map((entry) => (
              <ListItem key={entry.key} disableGutters divider>
                <ListItemText primary={entry.text} secondary={formatDate(entry.time)} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </>
  );
}
