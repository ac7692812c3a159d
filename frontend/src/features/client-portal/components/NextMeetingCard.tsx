import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PORTAL_TEXTS } from '../portal-texts';

/** Next Meeting: scheduling has no client portal call yet, so the card says so plainly rather than "no meetings". */
export function NextMeetingCard() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="next-meeting-title" data-testid="next-meeting-card" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="next-meeting-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Next Meeting
      </Typography>
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {PORTAL_TEXTS.meetingsNotYet}
      </Typography>
    </Paper>
  );
}
