import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FREE_TRIAL_DAYS } from '@coachcore/domain';

/** The closing call to action before the footer. */
export function ClosingCallToAction({ id = 'get-started' }: { id?: string }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ py: { xs: 6, md: 9 }, bgcolor: '#0d3c73', color: '#ffffff', scrollMarginTop: 72 }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id={`${id}-heading`} component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
          Ready to grow your coaching business?
        </Typography>
        <Typography sx={{ mb: 4, color: '#e3ecf7' }}>Start your {FREE_TRIAL_DAYS}-day free trial today. No credit card required, cancel anytime.</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to="/signup"
            variant="contained"
            size="large"
            sx={{ bgcolor: '#ffffff', color: '#0d3c73', '&:hover': { bgcolor: '#e3ecf7' } }}
          >
            Start Free Trial
          </Button>
          <Button
            component={RouterLink}
            to="/login"
            variant="outlined"
            size="large"
            sx={{ color: '#ffffff', borderColor: '#ffffff', '&:hover': { borderColor: '#e3ecf7' } }}
          >
            Sign In
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
