import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** One figure of an admin section: its title, the value (a skeleton while loading) and an optional note. */
export function FigureCard({ title, value, note, testId }: { title: string; value: string | number | undefined; note?: string; testId: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2.5, height: '100%' }}>
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }} data-testid={`${testId}-value`}>
        {value ?? <Skeleton width={60} />}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}
