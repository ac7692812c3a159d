import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import FitnessCenter from '@mui/icons-material/FitnessCenter';

/** The CoachCore word mark, linking to the home page. */
export function BrandLink({ color = 'text.primary' }: { color?: string }) {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      color={color}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        fontWeight: 700,
        fontSize: { xs: '1.1rem', sm: '1.25rem' },
        flexShrink: 0,
      }}
    >
      <FitnessCenter aria-hidden="true" />
      CoachCore
    </Link>
  );
}
