import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

interface StatCardProps {
  title: string;
  value: string | null;
  /** The change against the previous period; nothing shows when there is none. */
  caption?: string | null;
  icon: ReactNode;
  testId: string;
}

/** One dashboard figure; a skeleton while loading (never a sample number). */
export function StatCard({ title, value, caption, icon, testId }: StatCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2.5, height: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
      </Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }} data-testid={`${testId}-value`}>
        {value ?? <Skeleton width={80} />}
      </Typography>
      {caption && (
        <Typography variant="body2" data-testid={`${testId}-change`} sx={{ color: caption.startsWith('-') ? 'error.dark' : 'success.dark', mt: 0.5 }}>
          {caption}
        </Typography>
      )}
    </Paper>
  );
}
