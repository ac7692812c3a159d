import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayCircle from '@mui/icons-material/PlayCircle';
import { FREE_TRIAL_DAYS } from '@coachcore/domain';

interface LandingHeroProps {
  title: string;
  subtitle: string;
  onWatchDemo: () => void;
}

/** Hero with Start Free Trial and Watch Demo; the trial claims sit under the buttons. */
export function LandingHero({ title, subtitle, onWatchDemo }: LandingHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        py: { xs: 8, md: 12 },
        background: 'linear-gradient(180deg, #eef4fb 0%, #ffffff 100%)',
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="hero-heading" component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.75rem', md: '3.25rem' }, mb: 2 }}>
          {title}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
          {subtitle}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/signup" variant="contained" size="large">
            Start Free Trial
          </Button>
          <Button variant="outlined" size="large" startIcon={<PlayCircle />} onClick={onWatchDemo}>
            Watch Demo
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {FREE_TRIAL_DAYS}-day free trial · No credit card required · Cancel anytime
        </Typography>
      </Container>
    </Box>
  );
}
