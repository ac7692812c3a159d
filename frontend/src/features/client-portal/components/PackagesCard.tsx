import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MESSAGES } from '@coachcore/domain';
import { useClientPortalSubscriptionsActiveQuery } from '../api';

/** The portal dashboard's Packages card: the client's current packages and the way to buy one. */
export function PackagesCard() {
  const { data } = useClientPortalSubscriptionsActiveQuery();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="packages-card-title" data-testid="packages-card" sx={{ p: 2.5, mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="packages-card-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Packages
        </Typography>
        <Button component={RouterLink} to="/client/packages" size="small" variant="contained">
          Browse packages
        </Button>
      </Stack>
      {!data ? (
        <Typography color="text.secondary">Loading...</Typography>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{SUBSCRIPTION_MESSAGES.noPackage}</Typography>
      ) : (
        data.map((subscription) => (
          <Typography key={subscription.id}>
            {subscription.packageName} · until {subscription.endDate}
          </Typography>
        ))
      )}
    </Paper>
  );
}
