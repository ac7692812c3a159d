import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useClientPortalOnboardingGetQuery } from '../api';

/** Welcome card: shown while the coach's active onboarding is not completed, a link to its steps. */
export function OnboardingCard() {
  const { data } = useClientPortalOnboardingGetQuery();
  if (!data?.configId || data.onboardingCompleted) return null;
  const answered = data.completedStepIds.length;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="onboarding-card-title"
      data-testid="onboarding-card"
      sx={{ p: 2.5, mt: 3, borderColor: 'primary.main' }}
    >
      <Typography id="onboarding-card-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Complete your onboarding
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        Your coach asks a few questions before you start ({answered} of {data.steps.length} steps done).
      </Typography>
      <Button component={RouterLink} to="/client/onboarding" variant="contained">
        {answered ? 'Continue Onboarding' : 'Start Onboarding'}
      </Button>
    </Paper>
  );
}
