import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface LandingSectionProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  muted?: boolean;
}

/** A page section with an h2 heading the section is labelled by. */
export function LandingSection({ id, title, subtitle, children, muted = false }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: muted ? 'grey.50' : 'background.default', scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} component="h2" variant="h4" align="center" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography align="center" color="text.secondary" sx={{ maxWidth: 680, mx: 'auto', mb: 5 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** Responsive card grid: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}
