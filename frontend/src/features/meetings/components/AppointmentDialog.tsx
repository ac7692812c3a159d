import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MEETING_KINDS, MEETING_MESSAGES, VIDEO_PLATFORMS } from '@coachcore/domain';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMeetingsCreateMutation } from '../api';
import { appointmentFormResolver, emptyAppointmentForm, toAppointmentBody, type AppointmentFormValues } from '../appointment-form';
import { PLATFORM_LABELS } from '../meeting-labels';

const KIND_LABELS: Record<string, string> = {
  consultation: 'Consultation',
  'check-in': 'Check-in',
  training: 'Training',
  nutrition: 'Nutrition',
  assessment: 'Assessment',
};

interface Props {
  open: boolean;
  onClose: () => void;
  /** The business's time zone: the date and time are read on its clock. */
  timeZone: string;
  /** `datetime-local` text to start from (a slot picked on the calendar). */
  initialStart?: string;
}

/** New Appointment: title and date/time required; duration 15 to 240; the platform choice only for video. */
export function AppointmentDialog({ open, onClose, timeZone, initialStart }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [create, { isLoading }] = useMeetingsCreateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<AppointmentFormValues>({
    resolver: appointmentFormResolver,
    defaultValues: emptyAppointmentForm(initialStart),
  });
  const appointmentType = useWatch({ control, name: 'appointmentType' });
  useEffect(() => {
    if (open) reset(emptyAppointmentForm(initialStart));
  }, [open, initialStart, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(create({ createMeetingDto: toAppointmentBody(values, timeZone) }).unwrap(), {
      success: { title: 'Success', description: MEETING_MESSAGES.appointmentCreated },
      failure: { fallback: MEETING_MESSAGES.appointmentFailed },
    });
    if (outcome.ok) onClose();
    else showServerFieldErrors(outcome.error, values, setError);
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New Appointment"
      titleId="new-appointment-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={isLoading}
      pendingLabel="Creating..."
      submitLabel="Create Appointment"
    >
      <FormTextField control={control} name="title" label="Title" required />
      <Controller
        control={control}
        name="clientId"
        render={({ field, fieldState }) => (
          <ClientPicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
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
        <FormTextField
          control={control}
          name="duration"
          label="Duration (minutes)"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: 15, max: 240, step: 15 } }}
        />
      </Stack>
      <FormSelectField
        control={control}
        name="type"
        label="Session Type"
        options={MEETING_KINDS.filter((kind) => kind !== 'group_session').map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
      />
      <FormSelectField
        control={control}
        name="appointmentType"
        label="Appointment Type"
        options={[
          { value: 'video', label: 'Video Call' },
          { value: 'phone', label: 'Phone Call' },
          { value: 'in_person', label: 'In-Person' },
        ]}
      />
      {appointmentType === 'video' && (
        <FormSelectField
          control={control}
          name="platform"
          label="Platform"
          options={VIDEO_PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_LABELS[platform] }))}
        />
      )}
    </FormDialog>
  );
}
