import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The centred card of the sign-in, sign-up and invitation pages. */
export function AuthCard({ title, subtitle, children, width = 460 }: { title: string; subtitle?: ReactNode; children: ReactNode; width?: number }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: width, p: { xs: 3, sm: 4 } }}>
        <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 800, mb: 1 }}>
          CoachCore
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
