import Box from '@mui/material/Box';

/** A light spinner (no MUI progress component) so the route fallback adds almost nothing to the first load. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <Box
        role="progressbar"
        aria-label={label}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'primary.main',
          borderTopColor: 'transparent',
          animation: 'cc-spin 0.8s linear infinite',
          '@keyframes cc-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
    </Box>
  );
}
