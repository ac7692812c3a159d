import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import GroupsIcon from '@mui/icons-material/Groups';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { MEETING_MESSAGES, MEETINGS_PAGE, toZonedLocalInput } from '@coachcore/domain';
import type { MeetingResponseDto } from '@coachcore/api-client/meetings';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useMeetingsListOccurrencesQuery, useMeetingsListQuery, useMeetingsStatsQuery, useMeetingsUpdateMutation } from '../api';
import { AppointmentDialog } from '../components/AppointmentDialog';
import { CoachCalendarFeed } from '../components/CoachCalendarFeed';
import { GroupSessionDialog } from '../components/GroupSessionDialog';
import { MeetingCalendar, type CalendarView, type MeetingCalendarHandle } from '../components/MeetingCalendar';
import { MeetingDetailsDialog } from '../components/MeetingDetailsDialog';
import { WorkingHoursDialog } from '../components/WorkingHoursDialog';
import { useMeetingsRealtime } from '../hooks/useMeetingsRealtime';

const VIEWS: Array<{ view: CalendarView; label: string }> = [
  { view: 'timeGridDay', label: 'Day' },
  { view: 'timeGridWeek', label: 'Week' },
  { view: 'dayGridMonth', label: 'Month' },
];

function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value ?? <Skeleton width={32} />}
      </Typography>
    </Paper>
  );
}

type Creating = { kind: 'appointment' | 'group'; start?: string } | undefined;

/**
 * Calendar & Appointments (/calendar, and /staff/calendar for staff who schedule sessions): Day, Week and Month
 * views in the business's time zone, Previous/Next moving the range (each range is fetched by from/to), the four
 * stat cards, New Appointment and Group Session, and each meeting opened to edit, cancel or mark; drag to move.
 */
export function CalendarPage() {
  const navigate = useNavigate();
  const staffArea = useLocation().pathname.startsWith('/staff');
  const stats = useMeetingsStatsQuery();
  useMeetingsRealtime();
  const timeZone = stats.data?.timeZone;
  const calendar = useRef<MeetingCalendarHandle>(null);
  const [range, setRange] = useState<{ from: string; to: string; title: string; view: CalendarView }>();
  const meetings = useMeetingsListQuery(range ? { from: range.from, to: range.to, limit: MEETINGS_PAGE.maxLimit } : { limit: 1 }, { skip: !range });
  const occurrences = useMeetingsListOccurrencesQuery(range ? { from: range.from, to: range.to } : skipToken);
  const [update] = useMeetingsUpdateMutation();
  const runWithToasts = useMutationToasts();
  const [creating, setCreating] = useState<Creating>();
  const [openId, setOpenId] = useState<string>();
  const [workingHours, setWorkingHours] = useState(false);
  const items = meetings.data?.items ?? [];
  // A series opens from any of its occurrences, also when its first start is outside the range.
  const opened = openId
    ? (items.find((meeting) => meeting.id === openId) ?? occurrences.data?.find((occurrence) => occurrence.meeting.id === openId)?.meeting)
    : undefined;

  const onRangeChange = useCallback((next: { from: string; to: string; title: string; view: CalendarView }) => setRange(next), []);
  const onMove = async (meeting: MeetingResponseDto, move: { scheduledAt: string; duration: number }) => {
    const outcome = await runWithToasts(
      update({
        id: meeting.id,
        updateMeetingDto: { scheduledAt: move.scheduledAt, ...(move.duration !== meeting.duration ? { duration: move.duration } : {}) },
      }).unwrap(),
      { success: { title: MEETING_MESSAGES.updated }, failure: { fallback: MEETING_MESSAGES.updateFailed } },
    );
    return outcome.ok;
  };
  const onPick = (start: { instant?: string; day?: string }) => {
    if (!timeZone) return;
    setCreating({ kind: 'appointment', start: start.instant ? toZonedLocalInput(start.instant, timeZone) : `${start.day}T09:00` });
  };

  return (
    <>
      <PageHeader
        title={staffArea ? 'Calendar' : 'Calendar & Bookings'}
        subtitle="Appointments, group sessions and meetings"
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {!staffArea && (
              <Button variant="outlined" onClick={() => void navigate('/integrations')}>
                Integrations
              </Button>
            )}
            <Button variant="contained" startIcon={<AddIcon />} disabled={!timeZone} onClick={() => setCreating({ kind: 'appointment' })}>
              New Appointment
            </Button>
            <Button variant="outlined" startIcon={<GroupsIcon />} disabled={!timeZone} onClick={() => setCreating({ kind: 'group' })}>
              Group Session
            </Button>
            <Button variant="outlined" startIcon={<ScheduleIcon />} disabled={!timeZone} onClick={() => setWorkingHours(true)}>
              Working Hours
            </Button>
          </Stack>
        }
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Today's Appointments" value={stats.data?.todayAppointments} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="This Week" value={stats.data?.thisWeek} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Group Sessions" value={stats.data?.groupSessions} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Integrations Active" value={stats.data?.integrationsActive} />
        </Grid>
      </Grid>

      {!staffArea && <CoachCalendarFeed />}

      {stats.isError ? (
        <Alert severity="error">{errorMessage(stats.error, MEETING_MESSAGES.loadFailed)}</Alert>
      ) : !timeZone ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => calendar.current?.prev()}>
                Previous
              </Button>
              <Button variant="text" onClick={() => calendar.current?.today()}>
                Today
              </Button>
              <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => calendar.current?.next()}>
                Next
              </Button>
            </Stack>
            <Typography component="h2" variant="h6" aria-live="polite" data-testid="calendar-range">
              {range?.title}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-label="Calendar view"
              value={range?.view ?? 'timeGridWeek'}
              onChange={(_event, view: CalendarView | null) => view && calendar.current?.changeView(view)}
            >
              {VIEWS.map(({ view, label }) => (
                <ToggleButton key={view} value={view}>
                  {label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          {meetings.isError && <Alert severity="error">{errorMessage(meetings.error, MEETING_MESSAGES.loadFailed)}</Alert>}
          {meetings.data && meetings.data.total > meetings.data.items.length && (
            <Alert severity="info" sx={{ mb: 1 }}>
              Showing the first {meetings.data.items.length} of {meetings.data.total} meetings of this range.
            </Alert>
          )}
          <Box aria-busy={meetings.isFetching}>
            <MeetingCalendar
              ref={calendar}
              meetings={items}
              occurrences={occurrences.data ?? []}
              timeZone={timeZone}
              initialView="timeGridWeek"
              onRangeChange={onRangeChange}
              onOpen={(meeting) => setOpenId(meeting.id)}
              onPick={onPick}
              onMove={onMove}
            />
          </Box>
        </Paper>
      )}

      {timeZone && (
        <>
          <AppointmentDialog
            open={creating?.kind === 'appointment'}
            initialStart={creating?.start}
            timeZone={timeZone}
            onClose={() => setCreating(undefined)}
          />
          <GroupSessionDialog open={creating?.kind === 'group'} initialStart={creating?.start} timeZone={timeZone} onClose={() => setCreating(undefined)} />
          <MeetingDetailsDialog meeting={opened} timeZone={timeZone} onClose={() => setOpenId(undefined)} />
          <WorkingHoursDialog open={workingHours} timeZone={timeZone} onClose={() => setWorkingHours(false)} />
        </>
      )}
    </>
  );
}
