import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CLIENT_MESSAGES, FITNESS_GOAL_LABELS } from '@coachcore/domain';
import {
  useClientHealthGetHealthProfileQuery,
  useClientMeasurementsPagesInfiniteQuery,
  useClientWellnessPagesInfiniteQuery,
  useClientsGetQuery,
  useGoalsListForClientQuery,
} from '../api';
import { loadedItems } from '../../../lib/api';
import { useClientOnboardingAnswersAnswersQuery } from '../onboarding-api';
import { PageHeader } from '../../../components/PageHeader';
import { ClientInvitationStatus } from '../../../components/invitation/ClientInvitationStatus';
import { InviteClientButton } from '../../../components/invitation/InviteClientButton';
import { errorMessage } from '../../../lib/api-error';
import { ClientPackagesSection } from '../components/ClientPackagesSection';
import { HealthInfoTab } from '../components/HealthInfoTab';
import { MeasurementsTab } from '../components/MeasurementsTab';
import { NutritionTab } from '../components/NutritionTab';
import { OnboardingAnswersTab } from '../components/OnboardingAnswersTab';
import { OverviewTab } from '../components/OverviewTab';
import { WellnessTab } from '../components/WellnessTab';
import { WorkoutsTab } from '../components/WorkoutsTab';

/** Goals read for the Overview's Recent Activity (the newest ones). */
const RECENT_GOALS = 10;

/** The spec's six tabs; Onboarding follows them once the client has begun or completed an onboarding. */
const SECTIONS = ['Overview', 'Health Info', 'Measurements', 'Nutrition', 'Workouts', 'Wellness'] as const;
const TABS = [...SECTIONS, 'Onboarding'] as const;
type TabName = (typeof TABS)[number];
const slug = (tab: TabName) => tab.toLowerCase().replace(/\s+/g, '-');

function TabPanel({ tab, current, children }: { tab: TabName; current: TabName; children: ReactNode }) {
  if (tab !== current) return null;
  return (
    <Box role="tabpanel" id={`profile-panel-${slug(tab)}`} aria-labelledby={`profile-tab-${slug(tab)}`} sx={{ pt: 3 }}>
      {children}
    </Box>
  );
}

export function ClientProfilePage() {
  const { clientId = '' } = useParams();
  const [tab, setTab] = useState<TabName>('Overview');
  const clientQuery = useClientsGetQuery({ id: clientId });
  const ready = !!clientQuery.data;
  // Measurements and check-ins newest first, a page at a time; the goals' first page is what Recent Activity needs.
  const measurementsQuery = useClientMeasurementsPagesInfiniteQuery({ id: clientId }, { skip: !ready });
  const wellnessQuery = useClientWellnessPagesInfiniteQuery({ id: clientId }, { skip: !ready });
  const measurements = loadedItems(measurementsQuery);
  const wellness = loadedItems(wellnessQuery);
  const goals = useGoalsListForClientQuery({ id: clientId, limit: RECENT_GOALS }, { skip: !ready });
  const profile = useClientHealthGetHealthProfileQuery({ id: clientId }, { skip: !ready });
  const onboarding = useClientOnboardingAnswersAnswersQuery({ id: clientId }, { skip: !ready });
  const tabs: readonly TabName[] = onboarding.data && (onboarding.data.onboardingCompleted || onboarding.data.configs.length) ? TABS : SECTIONS;
  const client = clientQuery.data;

  const back = (
    <Button component={RouterLink} to="/clients" startIcon={<ArrowBackIcon />} variant="outlined">
      Back to Clients
    </Button>
  );

  if (clientQuery.isError) {
    return (
      <>
        <PageHeader title="Client Profile" actions={back} />
        <Alert severity="error">{errorMessage(clientQuery.error, CLIENT_MESSAGES.notFound)}</Alert>
      </>
    );
  }

  const name = client ? `${client.firstName} ${client.lastName}` : '';
  return (
    <>
      <PageHeader title="Client Profile" actions={back} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        {!client ? (
          <Skeleton variant="text" width="40%" height={48} />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden>
              {client.firstName.charAt(0)}
              {client.lastName.charAt(0)}
            </Avatar>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }} data-testid="profile-name">
                {name}
              </Typography>
              <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {client.email}
                {client.phone ? ` · ${client.phone}` : ''}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <ClientInvitationStatus client={client} />
              <InviteClientButton client={client} />
              {client.fitnessGoal && <Chip label={FITNESS_GOAL_LABELS[client.fitnessGoal]} variant="outlined" color="primary" />}
              <Chip
                data-testid="profile-status"
                label={client.isActive ? 'Active' : 'Inactive'}
                sx={client.isActive ? { bgcolor: '#dcfce7', color: '#166534', fontWeight: 600 } : { bgcolor: '#e5e7eb', color: '#374151', fontWeight: 600 }}
              />
            </Stack>
          </Stack>
        )}
      </Paper>

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Client profile sections"
        >
          {tabs.map((name) => (
            <Tab key={name} value={name} label={name} id={`profile-tab-${slug(name)}`} aria-controls={`profile-panel-${slug(name)}`} />
          ))}
        </Tabs>
      </Box>

      {client && (
        <>
          <TabPanel tab="Overview" current={tab}>
            <ClientPackagesSection clientId={client.id} clientName={name} />
            <OverviewTab
              client={client}
              measurements={measurementsQuery.data && measurements.items}
              wellness={wellnessQuery.data && wellness.items}
              goals={goals.data?.items}
              profile={profile.data}
            />
          </TabPanel>
          <TabPanel tab="Health Info" current={tab}>
            <HealthInfoTab clientId={client.id} />
          </TabPanel>
          <TabPanel tab="Measurements" current={tab}>
            <MeasurementsTab clientId={client.id} measurements={measurementsQuery.data && measurements} loading={measurementsQuery.isLoading} />
          </TabPanel>
          <TabPanel tab="Nutrition" current={tab}>
            <NutritionTab clientId={client.id} />
          </TabPanel>
          <TabPanel tab="Workouts" current={tab}>
            <WorkoutsTab clientId={clientId} name={name} />
          </TabPanel>
          <TabPanel tab="Wellness" current={tab}>
            <WellnessTab logs={wellnessQuery.data && wellness} loading={wellnessQuery.isLoading} />
          </TabPanel>
          <TabPanel tab="Onboarding" current={tab}>
            <OnboardingAnswersTab clientId={client.id} />
          </TabPanel>
        </>
      )}
    </>
  );
}
