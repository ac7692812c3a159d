import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MEETING_MESSAGES } from '@coachcore/domain';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMeetingsCreateMutation } from '../api';
import { EMPTY_MEETING_FORM, meetingFormResolver, toMeetingBody, type MeetingFormValues } from '../meeting-form';

const MEETING_TYPE_OPTIONS = [
  { value: 'video', label: 'Video Call' },
  { value: 'in-person', label: 'In-Person' },
  { value: 'phone', label: 'Phone Call' },
];

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Schedule Meeting: the meeting URL appears only for video, the location only in person. */
export function ScheduleMeetingDialog({ open, onClose }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [create, { isLoading }] = useMeetingsCreateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<MeetingFormValues>({ resolver: meetingFormResolver, defaultValues: EMPTY_MEETING_FORM });
  const meetingType = useWatch({ control, name: 'meetingType' });
  useEffect(() => {
    if (open) reset(EMPTY_MEETING_FORM);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(create({ createMeetingDto: toMeetingBody(values) }).unwrap(), {
      success: { title: 'Success', description: MEETING_MESSAGES.meetingScheduled },
      failure: { fallback: MEETING_MESSAGES.meetingFailed },
    });
    if (outcome.ok) onClose();
    else showServerFieldErrors(outcome.error, values, setError);
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Schedule Meeting"
      titleId="schedule-meeting-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={isLoading}
      pendingLabel="Scheduling..."
      submitLabel="Schedule Meeting"
    >
      <Controller
        control={control}
        name="clientId"
        render={({ field, fieldState }) => (
          <ClientPicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} required error={fieldState.error?.message} />
        )}
      />
      <FormTextField control={control} name="title" label="Meeting Title" required />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <FormSelectField control={control} name="meetingType" label="Meeting Type" required options={MEETING_TYPE_OPTIONS} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="scheduledAt"
          label="Date & Time"
          type="datetime-local"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField control={control} name="duration" label="Duration (minutes)" type="number" fullWidth slotProps={{ htmlInput: { min: 15, step: 15 } }} />
      </Stack>
      {meetingType === 'video' && <FormTextField control={control} name="meetingUrl" label="Meeting URL" type="url" placeholder="https://" />}
      {meetingType === 'in-person' && <FormTextField control={control} name="location" label="Location" />}
    </FormDialog>
  );
}
