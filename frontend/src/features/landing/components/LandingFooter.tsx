import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCurrentYear } from '../../../lib/hydration';
import { BrandLink } from './BrandLink';
import type { NavLink } from './LandingTopBar';

export interface FooterGroup {
  title: string;
  links: readonly NavLink[];
}

/** Footer with grouped links and the copyright line. */
export function LandingFooter({ groups }: { groups: readonly FooterGroup[] }) {
  const year = useCurrentYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#111827', color: '#e5e7eb', py: 6 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `1.5fr repeat(${groups.length}, 1fr)` },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandLink color="#ffffff" />
            <Typography variant="body2" sx={{ mt: 1.5, color: '#d1d5db' }}>
              The platform on which fitness and nutrition coaches run their business.
            </Typography>
          </Box>
          {groups.map((group) => (
            <Box key={group.title} component="nav" aria-label={group.title}>
              <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5, color: '#ffffff' }}>
                {group.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} underline="hover" sx={{ color: '#d1d5db' }}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 5, color: '#d1d5db' }}>
          © {year} CoachCore. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
