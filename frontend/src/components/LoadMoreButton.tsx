import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface LoadMoreButtonProps {
  /** Whether another page follows; without one the button is not shown. */
  hasMore: boolean;
  loading: boolean;
  onClick: () => void;
  /** What the button loads, for screen readers ("Load more workouts"). */
  label?: string;
}

/** The "Load more" of a list read page by page: appends the next page below the ones shown. */
export function LoadMoreButton({ hasMore, loading, onClick, label = 'Load more' }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={onClick} disabled={loading}>
        {loading ? 'Loading...' : label}
      </Button>
    </Box>
  );
}
