import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SCHEDULING_MESSAGES } from '@coachcore/domain';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { errorMessage } from '../../../lib/api-error';
import { useClientPortalMeetingsMeetingsQuery } from '../api';
import { formatInZone } from '../../../lib/zoned-time';

const TYPE_LABELS: Record<string, string> = { video: 'Video', phone: 'Phone', in_person: 'In person' };

/** Next Meeting: the client's soonest upcoming session (their own appointment or a group session they joined). */
export function NextMeetingCard() {
  const navigate = useNavigate();
  const timeZone = useCurrentUser().user?.timeZone ?? 'UTC';
  // Upcoming is ordered by first start, where a running series (begun weeks ago) comes first: the soonest next start of
  // the first few is the next meeting.
  const next = useClientPortalMeetingsMeetingsQuery({ timeframe: 'upcoming', limit: 5 }, { refetchOnMountOrArgChange: true });
  const meeting = next.data?.items.reduce<(typeof next.data.items)[number] | undefined>(
    (soonest, item) => (!soonest || Date.parse(item.nextStartAt ?? item.scheduledAt) < Date.parse(soonest.nextStartAt ?? soonest.scheduledAt) ? item : soonest),
    undefined,
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="next-meeting-title" data-testid="next-meeting-card" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="next-meeting-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Next Meeting
      </Typography>
      {next.isError ? (
        <Alert severity="error">{errorMessage(next.error, SCHEDULING_MESSAGES.meetingsLoadFailed)}</Alert>
      ) : !next.data ? (
        <Skeleton height={48} />
      ) : !meeting ? (
        <>
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {SCHEDULING_MESSAGES.noNextMeeting}
          </Typography>
          <Button variant="outlined" size="small" onClick={() => void navigate('/client/appointments')}>
            Book an Appointment
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ fontWeight: 600, pt: 1 }} data-testid="next-meeting-title">
            {meeting.title}
          </Typography>
          <Typography color="text.secondary" data-testid="next-meeting-time">
            {formatInZone(meeting.nextStartAt ?? meeting.scheduledAt, timeZone)} · {meeting.duration} min ·{' '}
            {TYPE_LABELS[meeting.appointmentType] ?? meeting.appointmentType}
          </Typography>
          <Button size="small" sx={{ mt: 1 }} onClick={() => void navigate('/client/meetings')}>
            All Meetings
          </Button>
        </>
      )}
    </Paper>
  );
}
