import Box from '@mui/material/Box';

/** The 'Most Popular' mark on a plan card (a styled span: lighter than a Chip on the landing page). */
export function PopularBadge({ label = 'Most Popular' }: { label?: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.8125rem',
        fontWeight: 500,
        lineHeight: 1.8,
      }}
    >
      {label}
    </Box>
  );
}
