import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { MEETING_MESSAGES, type MeetingTimeframe } from '@coachcore/domain';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { useMeetingsListQuery, useMeetingsStatsQuery } from '../api';
import { MeetingItem } from '../components/MeetingItem';
import { ScheduleMeetingDialog } from '../components/ScheduleMeetingDialog';
import { useMeetingsRealtime } from '../hooks/useMeetingsRealtime';

const PAGE_SIZE = 10;

/** Upcoming (in the future and scheduled, soonest first) or Past (everything else, latest first), a page at a time. */
function MeetingSection({ timeframe, title, empty, timeZone }: { timeframe: MeetingTimeframe; title: string; empty: string; timeZone: string }) {
  const [page, setPage] = useState(1);
  const { currentData, isError, error } = useMeetingsListQuery({ timeframe, page, limit: PAGE_SIZE });
  const headingId = `meetings-${timeframe}`;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {isError ? (
        <Alert severity="error">{errorMessage(error, MEETING_MESSAGES.loadFailed)}</Alert>
      ) : !currentData ? (
        <Stack spacing={1} aria-busy="true">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : currentData.items.length === 0 ? (
        <EmptyState text={empty} />
      ) : (
        <>
          <Stack component="ul" spacing={1} aria-label={`${title} meetings`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {currentData.items.map((meeting) => (
              <MeetingItem key={meeting.id} meeting={meeting} timeZone={timeZone} />
            ))}
          </Stack>
          <ListPagination page={page} total={currentData.total} limit={PAGE_SIZE} onChange={setPage} label={`${title} meeting pages`} />
        </>
      )}
    </Stack>
  );
}

/**
 * Meetings: the Upcoming and Past lists and the Schedule Meeting dialog, on the business's clock as the calendar is
 * (its time zone comes with the calendar's counts).
 */
export function MeetingsPage() {
  const [scheduling, setScheduling] = useState(false);
  useMeetingsRealtime();
  const timeZone = useMeetingsStatsQuery().data?.timeZone;
  return (
    <>
      <PageHeader
        title="Meetings"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setScheduling(true)}>
            Schedule Meeting
          </Button>
        }
      />
      {!timeZone ? (
        <Skeleton variant="rounded" height={144} />
      ) : (
        <>
          <Stack spacing={4}>
            <MeetingSection timeframe="upcoming" title="Upcoming" empty={MEETING_MESSAGES.noUpcoming} timeZone={timeZone} />
            <MeetingSection timeframe="past" title="Past" empty={MEETING_MESSAGES.noPast} timeZone={timeZone} />
          </Stack>
          <ScheduleMeetingDialog open={scheduling} onClose={() => setScheduling(false)} timeZone={timeZone} />
        </>
      )}
    </>
  );
}
