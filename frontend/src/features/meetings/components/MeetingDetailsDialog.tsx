import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MEETING_MESSAGES, RECURRING_PATTERN_LABELS, toZonedLocalInput, type MeetingStatus } from '@coachcore/domain';
import type { MeetingResponseDto } from '@coachcore/api-client/meetings';
import { FormDialog, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMeetingsCancelMutation, useMeetingsUpdateMutation } from '../api';
import { meetingEditResolver, toMeetingEditBody, toMeetingEditForm, type MeetingEditValues } from '../appointment-form';
import { meetingStatusLabel, meetingTypeLabel } from '../meeting-labels';
import { SessionParticipants } from './SessionParticipants';

interface Props {
  meeting: MeetingResponseDto | undefined;
  onClose: () => void;
  timeZone: string;
}

/**
 * A meeting opened from the calendar: edit it (a scheduled one also moves), cancel it, or mark it completed or
 * no-show. A cancelled meeting is shown as it is.
 */
export function MeetingDetailsDialog({ meeting, onClose, timeZone }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [update, updateState] = useMeetingsUpdateMutation();
  const [cancel, cancelState] = useMeetingsCancelMutation();
  const runWithToasts = useMutationToasts();
  const initial = useMemo(() => (meeting ? toMeetingEditForm(meeting, timeZone) : undefined), [meeting, timeZone]);
  const { control, handleSubmit, reset, setError } = useForm<MeetingEditValues>({ resolver: meetingEditResolver, defaultValues: initial });
  useEffect(() => {
    if (initial) reset(initial);
  }, [initial, reset]);

  if (!meeting || !initial) return null;
  const scheduled = meeting.status === 'scheduled';
  const cancelled = meeting.status === 'cancelled';
  const busy = updateState.isLoading || cancelState.isLoading;

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(update({ id: meeting.id, updateMeetingDto: toMeetingEditBody(values, initial, timeZone) }).unwrap(), {
      success: { title: MEETING_MESSAGES.updated },
      failure: { fallback: MEETING_MESSAGES.updateFailed },
    });
    if (outcome.ok) onClose();
    else showServerFieldErrors(outcome.error, values, setError);
  });
  const setStatus = async (status: Exclude<MeetingStatus, 'scheduled' | 'cancelled'>) => {
    const outcome = await runWithToasts(update({ id: meeting.id, updateMeetingDto: { status } }).unwrap(), {
      success: { title: `Marked ${meetingStatusLabel(status).toLowerCase()}` },
      failure: { fallback: MEETING_MESSAGES.updateFailed },
    });
    if (outcome.ok) onClose();
  };
  const cancelMeeting = async () => {
    const outcome = await runWithToasts(cancel({ id: meeting.id }).unwrap(), {
      success: { title: MEETING_MESSAGES.cancelled },
      failure: { fallback: MEETING_MESSAGES.updateFailed },
    });
    if (outcome.ok) onClose();
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={meeting.title}
      titleId="meeting-details-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={updateState.isLoading}
      pendingLabel="Saving..."
      submitLabel="Save Changes"
      submitDisabled={cancelled || busy}
    >
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" label={meetingStatusLabel(meeting.status)} color={scheduled ? 'primary' : 'default'} />
        <Chip size="small" label={meetingTypeLabel(meeting)} />
        {meeting.type === 'group_session' && <Chip size="small" label={`${meeting.currentParticipants}/${meeting.maxParticipants} participants`} />}
      </Stack>
      {meeting.clientName && <Typography variant="body2">with {meeting.clientName}</Typography>}
      {meeting.isRecurring && meeting.recurringPattern && (
        <Typography variant="body2" data-testid="meeting-repeats">
          {`Repeats: ${RECURRING_PATTERN_LABELS[meeting.recurringPattern]}`}
          {meeting.recurringEndDate ? ` until ${toZonedLocalInput(meeting.recurringEndDate, timeZone).slice(0, 10)}` : ''}. Changes apply to the whole series,
          from its first date below.
        </Typography>
      )}
      {meeting.meetingUrl && (
        <Link href={meeting.meetingUrl} target="_blank" rel="noopener noreferrer" variant="body2">
          Join meeting
        </Link>
      )}
      {meeting.location && <Typography variant="body2">{meeting.location}</Typography>}
      {meeting.type === 'group_session' && <SessionParticipants meetingId={meeting.id} />}
      <FormTextField control={control} name="title" label="Title" required disabled={cancelled} />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} disabled={cancelled} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="scheduledAt"
          label="Date & Time"
          type="datetime-local"
          required
          fullWidth
          disabled={!scheduled}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField control={control} name="duration" label="Duration (minutes)" type="number" fullWidth disabled={!scheduled} />
      </Stack>
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={2} disabled={cancelled} />
      {!cancelled && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {meeting.status !== 'completed' && (
            <Button type="button" variant="outlined" color="success" disabled={busy} onClick={() => void setStatus('completed')}>
              Mark Completed
            </Button>
          )}
          {meeting.status !== 'no_show' && (
            <Button type="button" variant="outlined" color="warning" disabled={busy} onClick={() => void setStatus('no_show')}>
              Mark No-show
            </Button>
          )}
          {scheduled && (
            <Button type="button" variant="outlined" color="error" disabled={busy} onClick={() => void cancelMeeting()}>
              Cancel Meeting
            </Button>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
