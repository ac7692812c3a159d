import Box from '@mui/material/Box';
import CheckCircle from '@mui/icons-material/CheckCircle';

/** A check-marked list of plan features (plain list markup: the landing page keeps its first load small). */
export function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, typography: 'body2' }}>
          <CheckCircle fontSize="small" color="success" aria-hidden="true" />
          {item}
        </Box>
      ))}
    </Box>
  );
}
