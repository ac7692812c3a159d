import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCHEDULING_MESSAGES, type MeetingTimeframe } from '@coachcore/domain';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { useListPage } from '../../../hooks/useListPage';
import { errorMessage } from '../../../lib/api-error';
import type { ClientMeetingResponseDto } from '@coachcore/api-client/client-portal';
import { useClientPortalFeedbackListQuery, useClientPortalMeetingsMeetingsQuery } from '../api';
import { MeetingRow } from '../components/MeetingRow';
import { RateSessionDialog } from '../components/RateSessionDialog';
import { useScheduleRealtime } from '../hooks/useScheduleRealtime';

const PAGE_SIZE = 10;

/** A completed session the client sat in can be rated (once); a rated one shows its stars. */
const rateable = (meeting: ClientMeetingResponseDto) =>
  meeting.status === 'completed' && (meeting.participantStatus === 'invited' || meeting.participantStatus === 'registered');

function MeetingsSection({
  heading,
  timeframe,
  empty,
  timeZone,
  onRate,
}: {
  heading: string;
  timeframe: MeetingTimeframe;
  empty: string;
  timeZone: string;
  onRate?: (meetingId: string) => void;
}) {
  const [page, setPage] = useListPage();
  const ratings = useClientPortalFeedbackListQuery({ limit: 100 }, { skip: !onRate });
  const starsOf = new Map((ratings.data?.items ?? []).map((row) => [row.meetingId, row.overallRating]));
  const query = useClientPortalMeetingsMeetingsQuery({ timeframe, page, limit: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <section aria-label={heading}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 3, mb: 1.5 }}>
        {heading}
      </Typography>
      {query.isError ? (
        <Alert severity="error">{errorMessage(query.error, SCHEDULING_MESSAGES.meetingsLoadFailed)}</Alert>
      ) : !query.data ? (
        <Skeleton variant="rounded" height={72} />
      ) : query.data.total === 0 ? (
        <EmptyState text={empty} />
      ) : (
        <Stack spacing={1.5}>
          {query.data.items.map((meeting) => (
            <MeetingRow
              key={meeting.id}
              meeting={meeting}
              timeZone={timeZone}
              actions={
                onRate && rateable(meeting) ? (
                  <Button variant={starsOf.has(meeting.id) ? 'text' : 'contained'} size="small" onClick={() => onRate(meeting.id)}>
                    {starsOf.has(meeting.id) ? `Rated ${starsOf.get(meeting.id)}/5` : 'Rate Session'}
                  </Button>
                ) : undefined
              }
            />
          ))}
          <ListPagination page={page} total={query.data.total} limit={PAGE_SIZE} onChange={setPage} label={`${heading} pages`} />
        </Stack>
      )}
    </section>
  );
}

/**
 * Meetings (/client/meetings, the client portal's sidebar): the signed-in client's own appointments and the group
 * sessions they joined or wait for — Upcoming, then Past — on their own clock. A completed session is rated here.
 */
export function ClientMeetingsPage() {
  const navigate = useNavigate();
  const timeZone = useCurrentUser().user?.timeZone ?? 'UTC';
  // The feedback e-mail links here with ?rate=<meeting id>; Past's Rate Session sets it too.
  const [params, setParams] = useSearchParams();
  const rating = params.get('rate');
  const setRating = (meetingId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (meetingId) next.set('rate', meetingId);
        else next.delete('rate');
        return next;
      },
      { replace: true },
    );
  useScheduleRealtime();
  return (
    <>
      <PageHeader
        title="Meetings"
        subtitle={`Your sessions with your coach, in your time zone (${timeZone})`}
        actions={
          <Button variant="contained" onClick={() => void navigate('/client/appointments')}>
            Book an Appointment
          </Button>
        }
      />
      <MeetingsSection heading="Upcoming" timeframe="upcoming" empty={SCHEDULING_MESSAGES.noNextMeeting} timeZone={timeZone} />
      <MeetingsSection heading="Past" timeframe="past" empty={SCHEDULING_MESSAGES.noPastMeetings} timeZone={timeZone} onRate={setRating} />
      {rating && <RateSessionDialog key={rating} meetingId={rating} onClose={() => setRating(null)} />}
    </>
  );
}
