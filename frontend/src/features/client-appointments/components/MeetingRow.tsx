import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { ClientMeetingResponseDto } from '@coachcore/api-client/client-portal';
import { formatPaymentAmount, RECURRING_PATTERN_LABELS } from '@coachcore/domain';
import { formatInZone } from '../../../lib/zoned-time';

const TYPE_LABELS: Record<string, string> = { video: 'Video', phone: 'Phone', in_person: 'In person' };
const STATUS_LABELS: Record<string, string> = {
  registered: 'Registered',
  invited: 'Invited',
  waitlisted: 'Waitlisted',
  left: 'Left',
  removed: 'Removed',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** What the client reads of one of their meetings or of a group session: title, time on their clock, kind, their place. */
export function MeetingRow({
  meeting,
  timeZone,
  actions,
  paymentConfirming = false,
}: {
  meeting: ClientMeetingResponseDto;
  timeZone: string;
  actions?: ReactNode;
  /** The client has just paid the seat: the payment's confirmation is on its way. */
  paymentConfirming?: boolean;
}) {
  // The video room is theirs to join once they hold a place (their own appointment, or a seat in the session).
  const seated = meeting.type !== 'group_session' || meeting.participantStatus === 'registered' || meeting.participantStatus === 'invited';
  const joinUrl = meeting.appointmentType === 'video' && meeting.status === 'scheduled' && seated ? meeting.meetingUrl : null;
  const waitlist = meeting.participantStatus === 'waitlisted' && meeting.waitlistPosition ? ` (#${meeting.waitlistPosition})` : '';
  return (
    <Paper variant="outlined" component="article" aria-label={meeting.title} data-testid="client-meeting" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <div>
          <Typography sx={{ fontWeight: 700 }}>{meeting.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {/* A running series shows its next occurrence, and how it repeats. */}
            {formatInZone(meeting.nextStartAt ?? meeting.scheduledAt, timeZone)} · {meeting.duration} min ·{' '}
            {TYPE_LABELS[meeting.appointmentType] ?? meeting.appointmentType}
            {meeting.isRecurring && meeting.recurringPattern ? ` · ${RECURRING_PATTERN_LABELS[meeting.recurringPattern]}` : ''}
            {meeting.location ? ` · ${meeting.location}` : ''}
            {meeting.price ? ` · $${meeting.price.toFixed(2)}` : ''}
          </Typography>
          {joinUrl && (
            <Link href={joinUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              Join video call
            </Link>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.5 }}>
            {meeting.status !== 'scheduled' && <Chip size="small" label={STATUS_LABELS[meeting.status] ?? meeting.status} />}
            {meeting.participantStatus && meeting.type === 'group_session' && (
              <Chip
                size="small"
                color={meeting.participantStatus === 'waitlisted' ? 'warning' : 'success'}
                label={`${STATUS_LABELS[meeting.participantStatus] ?? meeting.participantStatus}${waitlist}`}
                data-testid="participant-status"
              />
            )}
            {meeting.paymentStatus && (
              <Chip
                size="small"
                color={meeting.paymentStatus === 'paid' ? 'success' : paymentConfirming ? 'info' : 'warning'}
                label={
                  meeting.paymentStatus === 'paid'
                    ? 'Paid'
                    : paymentConfirming
                      ? 'Confirming payment…'
                      : `Payment due ${formatPaymentAmount(meeting.seatPrice ?? 0)}`
                }
                data-testid="seat-payment"
              />
            )}
            {meeting.paymentStatus === 'pending' && meeting.paymentDueBy && !paymentConfirming && (
              <Typography variant="caption" color="text.secondary" data-testid="seat-hold">
                Pay by {formatInZone(meeting.paymentDueBy, timeZone)} to keep your seat
              </Typography>
            )}
            {meeting.type === 'group_session' && meeting.status === 'scheduled' && (
              <Chip size="small" variant="outlined" label={meeting.seatsLeft ? `${meeting.seatsLeft} of ${meeting.maxParticipants} seats left` : 'Full'} />
            )}
          </Stack>
        </div>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
