import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { STAFF_DASHBOARD_PERMISSIONS, STAFF_PERMISSION_LABELS, STAFF_ROLE_LABELS, type StaffPermission } from '@coachcore/domain';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorMessage } from '../../../lib/api-error';
import { readStoredSession } from '../../../lib/session';
import { useClientsListQuery, useMeetingsListQuery, useMessagesUnreadCountQuery, useOwnStaffGetQuery, useWorkoutsListQuery } from '../api';

function Card({ title, testId, children, action }: { title: string; testId: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2.5, height: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

const Figure = ({ value, testId }: { value: number | undefined; testId: string }) => (
  <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
    {value ?? <Skeleton width={60} />}
  </Typography>
);

/** The day's window in the browser's time zone: today's sessions are those overlapping it. */
function today(): { from: string; to: string } {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** The clients the member reaches: those assigned to them, or every client of the business while none is assigned. */
function ClientsCard({ assignedOnly }: { assignedOnly: boolean }) {
  const { data, isLoading } = useClientsListQuery({ page: 1, limit: 5 });
  return (
    <Card
      title="My Clients"
      testId="staff-clients-card"
      action={
        <Button size="small" component={RouterLink} to="/staff/clients">
          View all
        </Button>
      }
    >
      <Figure value={data?.total} testId="staff-clients-total" />
      <Typography variant="body2" color="text.secondary" data-testid="staff-clients-scope">
        {assignedOnly ? 'Assigned to you' : 'All clients of the business'}
      </Typography>
      {isLoading ? (
        <Skeleton height={80} />
      ) : data?.items.length ? (
        <List dense disablePadding>
          {data.items.map((client) => (
            <ListItem key={client.id} disableGutters>
              <ListItemText primary={`${client.firstName} ${client.lastName}`} secondary={client.email} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">No clients yet</Typography>
      )}
    </Card>
  );
}

function SessionsCard() {
  const { data, isLoading } = useMeetingsListQuery({ ...today(), limit: 5 });
  return (
    <Card title="Today's Sessions" testId="staff-sessions-card">
      <Figure value={data?.total} testId="staff-sessions-total" />
      {isLoading ? (
        <Skeleton height={60} />
      ) : data?.items.length ? (
        <List dense disablePadding>
          {data.items.map((meeting) => (
            <ListItem key={meeting.id} disableGutters>
              <ListItemText
                primary={meeting.title}
                secondary={`${new Date(meeting.scheduledAt).toLocaleTimeString(undefined, { timeStyle: 'short' })}${meeting.clientName ? ` · ${meeting.clientName}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">No sessions today</Typography>
      )}
    </Card>
  );
}

function MessagesCard() {
  const { data } = useMessagesUnreadCountQuery();
  return (
    <Card
      title="Unread Messages"
      testId="staff-messages-card"
      action={
        <Button size="small" component={RouterLink} to="/staff/messages">
          Open
        </Button>
      }
    >
      <Figure value={data?.unreadCount} testId="staff-unread-count" />
    </Card>
  );
}

function WorkoutsCard() {
  const { data } = useWorkoutsListQuery({ page: 1, limit: 1 });
  return (
    <Card
      title="Workouts"
      testId="staff-workouts-card"
      action={
        <Button size="small" component={RouterLink} to="/staff/workouts">
          Manage
        </Button>
      }
    >
      <Figure value={data?.total} testId="staff-workouts-total" />
    </Card>
  );
}

/**
 * The staff dashboard (/staff; document 3 section 2.8): the day on real data, each card shown only with the permission
 * that its data needs (view_clients the clients, schedule_sessions the sessions, send_messages the messages,
 * manage_workouts the workouts), and the access-level card with what the owner granted.
 */
export function StaffDashboardPage() {
  const { data: access, error, isLoading } = useOwnStaffGetQuery(undefined, { refetchOnMountOrArgChange: true });
  const session = readStoredSession();
  const firstName = session.status === 'signed-in' ? session.user.firstName : undefined;

  if (isLoading) return <PageSpinner label="Loading your dashboard" />;
  if (!access) {
    return (
      <>
        <PageHeader title="Dashboard" subtitle="Your day at a glance." />
        <Alert severity="error">{errorMessage(error, 'Failed to load your access')}</Alert>
      </>
    );
  }

  const granted = new Set<StaffPermission>(access.permissions);
  const others = access.permissions.filter((permission) => !STAFF_DASHBOARD_PERMISSIONS.includes(permission));
  const cards = [
    granted.has('view_clients') && <ClientsCard key="clients" assignedOnly={access.assignedClients > 0} />,
    granted.has('schedule_sessions') && <SessionsCard key="sessions" />,
    granted.has('send_messages') && <MessagesCard key="messages" />,
    granted.has('manage_workouts') && <WorkoutsCard key="workouts" />,
  ].filter(Boolean);

  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome${firstName ? `, ${firstName}` : ''}. Your day at ${access.businessName}.`} />
      <Grid container spacing={2}>
        {cards.map((card, index) => (
          <Grid key={index} size={{ xs: 12, md: 6 }}>
            {card}
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title="Access Level" testId="staff-access-card">
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {access.role ? STAFF_ROLE_LABELS[access.role] : 'Staff member'} at {access.businessName}
            </Typography>
            <Stack spacing={0.75} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Permissions">
              {STAFF_DASHBOARD_PERMISSIONS.map((permission) => (
                <Box component="li" key={permission} sx={{ display: 'flex', justifyContent: 'space-between' }} data-testid={`access-${permission}`}>
                  <span>{STAFF_PERMISSION_LABELS[permission]}</span>
                  <Chip
                    size="small"
                    label={granted.has(permission) ? 'Granted' : 'Not granted'}
                    color={granted.has(permission) ? 'success' : 'default'}
                    variant={granted.has(permission) ? 'filled' : 'outlined'}
                  />
                </Box>
              ))}
            </Stack>
            {others.length > 0 && (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1.5 }}>
                {others.map((permission) => (
                  <Chip key={permission} size="small" label={STAFF_PERMISSION_LABELS[permission]} />
                ))}
              </Box>
            )}
          </Card>
        </Grid>
      </Grid>
      {cards.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Your business has not granted you any dashboard permissions yet. Ask the business owner for access.
        </Alert>
      )}
    </>
  );
}
