import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import { LEGAL_LAST_UPDATED, LEGAL_SLUGS, LEGAL_TITLES, type LegalSlug } from '@coachcore/domain';
import { useCurrentYear } from '../../../lib/hydration';
import { POLICIES } from '../content/policies';
import { PolicyBody } from '../components/PolicyBody';

/** One of the six legal pages, with links home and to the other five. */
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const title = LEGAL_TITLES[slug];
  const policy = POLICIES[slug];
  const year = useCurrentYear();

  useEffect(() => {
    document.title = `${title} · CoachCore`;
    window.scrollTo(0, 0);
  }, [title]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
      <AppBar position="sticky" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
        <Container maxWidth="md">
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Link
              component={RouterLink}
              to="/"
              underline="none"
              color="text.primary"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700, fontSize: '1.25rem' }}
            >
              <FitnessCenter aria-hidden="true" />
              CoachCore
            </Link>
            <Button component={RouterLink} to="/" startIcon={<ArrowBack />} sx={{ ml: 'auto' }}>
              Back to home
            </Button>
          </Toolbar>
        </Container>
      </AppBar>

      <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 }, flexGrow: 1 }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Last updated {LEGAL_LAST_UPDATED}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
          {policy.summary}
        </Typography>
        <PolicyBody sections={policy.sections} />
        <Typography sx={{ mt: 4 }}>
          Questions about this page? Write to <Link href="mailto:support@coachcore.app">support@coachcore.app</Link>.
        </Typography>

        <Divider sx={{ my: 5 }} />
        <Box component="nav" aria-labelledby="legal-nav-heading">
          <Typography id="legal-nav-heading" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1.5 }}>
            Other policies
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {LEGAL_SLUGS.filter((other) => other !== slug).map((other) => (
              <li key={other}>
                <Link component={RouterLink} to={`/${other}`}>
                  {LEGAL_TITLES[other]}
                </Link>
              </li>
            ))}
            <li>
              <Link component={RouterLink} to="/">
                Home
              </Link>
            </li>
          </Box>
        </Box>
      </Container>

      <Box component="footer" sx={{ py: 3, bgcolor: '#111827', color: '#e5e7eb' }}>
        <Container maxWidth="md">
          <Typography variant="body2">© {year} CoachCore. All rights reserved.</Typography>
        </Container>
      </Box>
    </Box>
  );
}
