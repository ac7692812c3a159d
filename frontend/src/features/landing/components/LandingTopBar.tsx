import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { BrandLink } from './BrandLink';

// Only phones open this menu: it loads on the first tap.
const LandingNavMenu = lazy(async () => ({ default: (await import('./LandingNavMenu')).LandingNavMenu }));

export interface NavLink {
  label: string;
  to: string;
}

/** Sticky top bar: brand, optional section links (in a menu on phones), Sign In and Get Started. */
export function LandingTopBar({ links = [] }: { links?: readonly NavLink[] }) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const closeMenu = () => setMenuAnchor(null);

  return (
    <AppBar position="sticky" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Toolbar disableGutters sx={{ gap: 0.5 }}>
          <BrandLink />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, ml: 'auto' }}
          >
            {links.map((link) => (
              <Button
                key={link.to}
                component={RouterLink}
                to={link.to}
                color="inherit"
                size="small"
                sx={{ display: { xs: 'none', md: 'inline-flex' } }}
              >
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
              <>
                <IconButton
                  aria-label="More pages"
                  aria-controls={menuAnchor ? 'landing-nav-menu' : undefined}
                  aria-haspopup="true"
                  aria-expanded={menuAnchor ? 'true' : undefined}
                  onClick={(event) => setMenuAnchor(event.currentTarget)}
                  size="small"
                  edge="end"
                  sx={{ display: { xs: 'inline-flex', md: 'none' } }}
                >
                  <MenuIcon />
                </IconButton>
                {menuAnchor && (
                  <Suspense fallback={null}>
                    <LandingNavMenu anchor={menuAnchor} links={links} onClose={closeMenu} />
                  </Suspense>
                )}
              </>
            )}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
