import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Apple from '@mui/icons-material/Apple';
import Android from '@mui/icons-material/Android';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import { LandingSection } from './LandingSection';
import { FeatureList } from './FeatureList';

/** The mobile apps section of the /landing variant. */
export function MobileAppsSection() {
  return (
    <LandingSection
      id="mobile"
      title="Your business in your pocket"
      subtitle="CoachCore apps for iOS and Android keep you and your clients connected wherever training happens."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Box>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
            For coaches and clients
          </Typography>
          <FeatureList
            items={[
              'Clients log workouts and scan food barcodes from their phone',
              'Book and reschedule sessions on the go',
              'Messages and reminders as push notifications',
              'Check today’s schedule and payments between sessions',
            ]}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <Button component={RouterLink} to="/mobile" variant="outlined" startIcon={<Apple />}>
              iOS app
            </Button>
            <Button component={RouterLink} to="/mobile" variant="outlined" startIcon={<Android />}>
              Android app
            </Button>
          </Stack>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }} aria-hidden="true">
          <PhoneIphone sx={{ fontSize: 200, color: 'primary.main' }} />
        </Box>
      </Box>
    </LandingSection>
  );
}
