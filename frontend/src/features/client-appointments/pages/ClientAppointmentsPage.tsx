import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPaymentAmount, SCHEDULING_MESSAGES, seatLeaveNotice, seatRefundDue } from '@coachcore/domain';
import type { ClientMeetingResponseDto, FreeSlotDto } from '@coachcore/api-client/client-portal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import type { CardForm } from '../../../components/payments/card-form';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { useListPage } from '../../../hooks/useListPage';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import {
  useClientPortalAppointmentsBookMutation,
  useClientPortalAppointmentsCancelMutation,
  useClientPortalAppointmentsRescheduleMutation,
  useClientPortalAppointmentsSlotsQuery,
  useClientPortalMeetingsGroupSessionsQuery,
  useClientPortalMeetingsMeetingsQuery,
  useMeetingParticipantsAddMutation,
  useMeetingParticipantsRemoveMutation,
} from '../api';
import { ClientCalendarFeed } from '../components/ClientCalendarFeed';
import { MeetingRow } from '../components/MeetingRow';
import { PaySeatDialog } from '../components/PaySeatDialog';
import { useScheduleRealtime } from '../hooks/useScheduleRealtime';
import { formatInZone, formatDay, formatClock } from '../../../lib/zoned-time';

const GROUPS_PAGE_SIZE = 10;

type Pending =
  | { kind: 'book'; slot: FreeSlotDto }
  | { kind: 'move'; slot: FreeSlotDto; meeting: ClientMeetingResponseDto }
  | { kind: 'cancel'; meeting: ClientMeetingResponseDto }
  | undefined;

/** The free slots grouped by the client's own day. */
function byDay(slots: FreeSlotDto[]): Array<[string, FreeSlotDto[]]> {
  const days = new Map<string, FreeSlotDto[]>();
  for (const slot of slots) days.set(slot.localDate, [...(days.get(slot.localDate) ?? []), slot]);
  return [...days.entries()];
}

/**
 * Appointments (/client/appointments): the client's upcoming appointments (those they booked can be moved or
 * cancelled up to the coach's notice period), the coach's free slots of the next two weeks on the client's own clock,
 * and the coach's group sessions to join (a paid one's seat paid here), or to wait for when full. Another client's
 * booking takes its slot off at once.
 */
export function ClientAppointmentsPage({ CardForm }: { CardForm: CardForm }) {
  const { user } = useCurrentUser();
  // Seats just paid in this page: their sessions are re-read until the payment's confirmation marks them paid.
  const [justPaid, setJustPaid] = useState<ReadonlySet<string>>(new Set());
  const [paying, setPaying] = useState<ClientMeetingResponseDto>();
  const slots = useClientPortalAppointmentsSlotsQuery({}, { refetchOnMountOrArgChange: true });
  const mine = useClientPortalMeetingsMeetingsQuery({ timeframe: 'upcoming', limit: 50 }, { refetchOnMountOrArgChange: true });
  const [groupPage, setGroupPage] = useListPage();
  const groups = useClientPortalMeetingsGroupSessionsQuery({ page: groupPage, limit: GROUPS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const waitingForConfirmation = (groups.data?.items ?? []).some((meeting) => justPaid.has(meeting.id) && meeting.paymentStatus === 'pending');
  const refetchGroups = groups.refetch;
  useEffect(() => {
    if (!waitingForConfirmation) return;
    const timer = setInterval(() => void refetchGroups(), 2000);
    return () => clearInterval(timer);
  }, [waitingForConfirmation, refetchGroups]);
  const [book, bookState] = useClientPortalAppointmentsBookMutation();
  const [reschedule, rescheduleState] = useClientPortalAppointmentsRescheduleMutation();
  const [cancel, cancelState] = useClientPortalAppointmentsCancelMutation();
  const [join] = useMeetingParticipantsAddMutation();
  const [leave, leaveState] = useMeetingParticipantsRemoveMutation();
  // A paid seat is left only after the client has read whether the money comes back.
  const [leavingPaid, setLeavingPaid] = useState<ClientMeetingResponseDto>();
  const run = useMutationToasts();
  const [moving, setMoving] = useState<ClientMeetingResponseDto>();
  const [pending, setPending] = useState<Pending>();
  useScheduleRealtime();

  const timeZone = slots.data?.timeZone ?? user?.timeZone ?? 'UTC';
  const days = useMemo(() => byDay(slots.data?.slots ?? []), [slots.data]);
  const appointments = (mine.data?.items ?? []).filter((meeting) => meeting.type !== 'group_session');

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'book') {
      await run(book({ bookAppointmentDto: { availabilityId: pending.slot.availabilityId, startsAt: pending.slot.startsAt } }).unwrap(), {
        success: { title: SCHEDULING_MESSAGES.booked },
        failure: { fallback: SCHEDULING_MESSAGES.bookFailed },
      });
    } else if (pending.kind === 'move') {
      const moved = await run(
        reschedule({
          id: pending.meeting.id,
          rescheduleAppointmentDto: { availabilityId: pending.slot.availabilityId, startsAt: pending.slot.startsAt },
        }).unwrap(),
        { success: { title: SCHEDULING_MESSAGES.rescheduled }, failure: { fallback: SCHEDULING_MESSAGES.bookFailed } },
      );
      if (moved.ok) setMoving(undefined);
    } else {
      await run(cancel({ id: pending.meeting.id }).unwrap(), {
        success: { title: SCHEDULING_MESSAGES.cancelled },
        failure: { fallback: SCHEDULING_MESSAGES.bookFailed },
      });
    }
    setPending(undefined);
  };

  const joinSession = (meeting: ClientMeetingResponseDto, waitlist: boolean) =>
    run(join({ id: meeting.id, addParticipantDto: waitlist ? { waitlist: true } : {} }).unwrap(), {
      success: { title: waitlist ? SCHEDULING_MESSAGES.waitlisted : SCHEDULING_MESSAGES.joined },
      failure: { fallback: SCHEDULING_MESSAGES.sessionFull },
    });
  const leaveSession = (meeting: ClientMeetingResponseDto) =>
    run(leave({ id: meeting.id, participantId: meeting.participantId! }).unwrap(), {
      success: { title: SCHEDULING_MESSAGES.left },
      failure: { fallback: SCHEDULING_MESSAGES.participantNotFound },
    });
  const leavingRefunded = leavingPaid ? seatRefundDue('client_left', new Date(leavingPaid.scheduledAt), new Date()) : false;

  const slotTitle = (slot: FreeSlotDto) => `${formatDay(slot.localDate)}, ${formatClock(slot.localTime)}`;

  return (
    <>
      <PageHeader title="Appointments" subtitle={`Book a time with your coach. Times are in your time zone (${timeZone}).`} />
      <ClientCalendarFeed />

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Your Upcoming Appointments
      </Typography>
      {mine.isError ? (
        <Alert severity="error">{errorMessage(mine.error, SCHEDULING_MESSAGES.bookFailed)}</Alert>
      ) : !mine.data ? (
        <Skeleton variant="rounded" height={72} />
      ) : appointments.length === 0 ? (
        <EmptyState text={SCHEDULING_MESSAGES.noAppointments} />
      ) : (
        <Stack spacing={1.5} data-testid="my-appointments">
          {appointments.map((meeting) => (
            <MeetingRow
              key={meeting.id}
              meeting={meeting}
              timeZone={timeZone}
              actions={
                meeting.bookedBy === 'client' ? (
                  <>
                    <Button variant="outlined" size="small" onClick={() => setMoving(meeting)} aria-label={`Reschedule ${meeting.title}`}>
                      Reschedule
                    </Button>
                    <Button color="error" size="small" onClick={() => setPending({ kind: 'cancel', meeting })} aria-label={`Cancel ${meeting.title}`}>
                      Cancel
                    </Button>
                  </>
                ) : undefined
              }
            />
          ))}
        </Stack>
      )}

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1.5 }}>
        {moving ? 'Choose a New Time' : 'Book an Appointment'}
      </Typography>
      {moving && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setMoving(undefined)}>
              Keep Current Time
            </Button>
          }
        >
          Moving {moving.title} of {formatInZone(moving.scheduledAt, timeZone)}: pick a free slot below.
        </Alert>
      )}
      {slots.isError ? (
        <Alert severity="error">{errorMessage(slots.error, SCHEDULING_MESSAGES.bookFailed)}</Alert>
      ) : !slots.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : days.length === 0 ? (
        <EmptyState text={SCHEDULING_MESSAGES.noSlots} />
      ) : (
        <Stack spacing={2} data-testid="free-slots">
          <Typography variant="body2" color="text.secondary">
            Booking, moving and cancelling close {slots.data.noticeHours} hours before an appointment.
          </Typography>
          {days.map(([date, daySlots]) => (
            <Paper key={date} variant="outlined" component="section" aria-label={formatDay(date)} sx={{ p: 2 }}>
              <Typography sx={{ fontWeight: 700, mb: 1 }}>{formatDay(date)}</Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {daySlots.map((slot) => (
                  <Button
                    key={slot.startsAt}
                    variant="outlined"
                    data-testid="free-slot"
                    aria-label={`${moving ? 'Move to' : 'Book'} ${slotTitle(slot)}`}
                    onClick={() => setPending(moving ? { kind: 'move', slot, meeting: moving } : { kind: 'book', slot })}
                  >
                    {formatClock(slot.localTime)}
                    {slot.price ? ` · $${slot.price.toFixed(2)}` : ''}
                  </Button>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1.5 }}>
        Group Sessions
      </Typography>
      {groups.isError ? (
        <Alert severity="error">{errorMessage(groups.error, SCHEDULING_MESSAGES.bookFailed)}</Alert>
      ) : !groups.data ? (
        <Skeleton variant="rounded" height={72} />
      ) : groups.data.total === 0 ? (
        <EmptyState text={SCHEDULING_MESSAGES.noGroupSessions} />
      ) : (
        <Stack spacing={1.5} data-testid="group-sessions">
          {groups.data.items.map((meeting) => {
            const seated = meeting.participantStatus === 'registered' || meeting.participantStatus === 'invited';
            const waiting = meeting.participantStatus === 'waitlisted';
            return (
              <MeetingRow
                key={meeting.id}
                meeting={meeting}
                timeZone={timeZone}
                paymentConfirming={justPaid.has(meeting.id) && meeting.paymentStatus === 'pending'}
                actions={
                  seated || waiting ? (
                    <>
                      {meeting.paymentStatus === 'pending' && !justPaid.has(meeting.id) && (
                        <Button variant="contained" size="small" onClick={() => setPaying(meeting)} aria-label={`Pay for ${meeting.title}`}>
                          Pay {formatPaymentAmount(meeting.seatPrice ?? 0)}
                        </Button>
                      )}
                      <Button
                        variant="outlined"
                        color="error"
                        size="small"
                        onClick={() => (meeting.paymentStatus === 'paid' ? setLeavingPaid(meeting) : void leaveSession(meeting))}
                        aria-label={`${waiting ? 'Leave waitlist of' : 'Leave'} ${meeting.title}`}
                      >
                        {waiting ? 'Leave Waitlist' : 'Leave'}
                      </Button>
                    </>
                  ) : meeting.seatsLeft > 0 ? (
                    <Button variant="contained" size="small" onClick={() => void joinSession(meeting, false)} aria-label={`Join ${meeting.title}`}>
                      Join
                    </Button>
                  ) : (
                    <Button variant="outlined" size="small" onClick={() => void joinSession(meeting, true)} aria-label={`Join waitlist of ${meeting.title}`}>
                      Join Waitlist
                    </Button>
                  )
                }
              />
            );
          })}
          <ListPagination page={groupPage} total={groups.data.total} limit={GROUPS_PAGE_SIZE} onChange={setGroupPage} label="Group session pages" />
        </Stack>
      )}

      {paying && (
        <PaySeatDialog
          meeting={paying}
          CardForm={CardForm}
          onClose={() => setPaying(undefined)}
          onPaid={() => {
            setJustPaid((seats) => new Set([...seats, paying.id]));
            setPaying(undefined);
          }}
        />
      )}

      <ConfirmDialog
        open={Boolean(pending)}
        title={pending?.kind === 'cancel' ? 'Cancel Appointment' : pending?.kind === 'move' ? 'Reschedule Appointment' : 'Book Appointment'}
        text={
          !pending
            ? ''
            : pending.kind === 'cancel'
              ? `Cancel ${pending.meeting.title} on ${formatInZone(pending.meeting.scheduledAt, timeZone)}?`
              : pending.kind === 'move'
                ? `Move ${pending.meeting.title} to ${slotTitle(pending.slot)}?`
                : `Book ${pending.slot.duration} minutes on ${slotTitle(pending.slot)}${pending.slot.price ? ` for $${pending.slot.price.toFixed(2)}` : ''}?`
        }
        confirmLabel={pending?.kind === 'cancel' ? 'Cancel Appointment' : pending?.kind === 'move' ? 'Reschedule' : 'Book'}
        confirmColor={pending?.kind === 'cancel' ? 'error' : 'primary'}
        busy={bookState.isLoading || rescheduleState.isLoading || cancelState.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setPending(undefined)}
      />
      <ConfirmDialog
        open={Boolean(leavingPaid)}
        title="Leave Session"
        text={leavingPaid ? `Leave ${leavingPaid.title}? ${seatLeaveNotice(leavingRefunded, formatPaymentAmount(leavingPaid.seatPrice ?? 0))}` : ''}
        confirmLabel="Leave"
        confirmColor="error"
        busy={leaveState.isLoading}
        onConfirm={() => void leaveSession(leavingPaid!).then(() => setLeavingPaid(undefined))}
        onClose={() => setLeavingPaid(undefined)}
      />
    </>
  );
}
