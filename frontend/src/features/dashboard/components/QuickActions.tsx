import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import CallIcon from '@mui/icons-material/Call';
import ChatIcon from '@mui/icons-material/Chat';

/** /schedule (the earlier version's link) has no screen: scheduling lives on the calendar. */
const ACTIONS = [
  { label: 'Create Workout', to: '/workouts', icon: <FitnessCenterIcon /> },
  { label: 'Create Meal Plan', to: '/nutrition', icon: <RestaurantIcon /> },
  { label: 'Schedule Call', to: '/calendar', icon: <CallIcon /> },
  { label: 'Send Message', to: '/messages', icon: <ChatIcon /> },
];

export function QuickActions() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="quick-actions-title" sx={{ p: 2.5 }}>
      <Typography id="quick-actions-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Quick Actions
      </Typography>
      <Stack spacing={1}>
        {ACTIONS.map((action) => (
          <Button key={action.to} component={RouterLink} to={action.to} variant="outlined" startIcon={action.icon} sx={{ justifyContent: 'flex-start' }}>
            {action.label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
