import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { BrandLink } from './BrandLink';

// Only pages with section links (the /landing variant) have the phone menu: it loads with them.
const LandingNavMenu = lazy(async () => ({ default: (await import('./LandingNavMenu')).LandingNavMenu }));

export interface NavLink {
  label: string;
  to: string;
}

/** Sticky top bar: brand, optional section links (in a menu on phones), Sign In and Get Started. */
export function LandingTopBar({ links = [] }: { links?: readonly NavLink[] }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Toolbar disableGutters sx={{ gap: 0.5 }}>
          <BrandLink />
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, ml: 'auto' }}>
            {links.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit" size="small" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
                {link.label}
              </Button>
            ))}
            <Button component={RouterLink} to="/login" color="primary" size="small" sx={{ whiteSpace: 'nowrap' }}>
              Sign In
            </Button>
            <Button component={RouterLink} to="/signup" variant="contained" size="small" sx={{ whiteSpace: 'nowrap' }}>
              Get Started
            </Button>
            {links.length > 0 && (
              <Suspense fallback={null}>
                <LandingNavMenu links={links} />
              </Suspense>
            )}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
