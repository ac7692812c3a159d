import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The honest line a screen shows while it has nothing to list. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
