import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLIENT_PORTAL_MENU, findRoute } from '@coachcore/domain';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useClientLinkGetQuery } from '../api';
import { NotLinkedNotice } from '../components/NotLinkedNotice';

/** The client dashboard, with the client portal's own navigation (document 3 section 2.12). */
export function ClientDashboardPage() {
  const route = findRoute('/client');
  const { data: link, isLoading } = useClientLinkGetQuery();
  if (isLoading) return <PageSpinner label="Loading your dashboard" />;
  const title = route?.title ?? 'My Dashboard';

  if (!link?.linked) {
    return (
      <>
        <PageHeader title={title} />
        <NotLinkedNotice />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} subtitle={`Welcome, ${link.firstName} ${link.lastName}. Coached by ${link.businessName}.`} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          My Portal
        </Typography>
        <Stack component="nav" aria-label="Client portal" direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {CLIENT_PORTAL_MENU.map((item) => (
            <Button key={item.path} component={RouterLink} to={item.path} variant="outlined" size="small">
              {item.label}
            </Button>
          ))}
        </Stack>
      </Paper>
      <EmptyState text="Your goals, workouts and meetings will appear here once your coach sets them up." />
    </>
  );
}
