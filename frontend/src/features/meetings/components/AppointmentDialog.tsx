import { Controller, useWatch } from 'react-hook-form';
import { MEETING_KINDS, MEETING_MESSAGES } from '@coachcore/domain';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import { appointmentFormResolver, emptyAppointmentForm, toAppointmentBody } from '../appointment-form';
import { PlatformField, RepeatFields, StartAndDuration } from './ScheduleFields';
import { useCreateMeetingForm } from './useCreateMeetingForm';

const KIND_LABELS: Record<string, string> = {
  consultation: 'Consultation',
  'check-in': 'Check-in',
  training: 'Training',
  nutrition: 'Nutrition',
  assessment: 'Assessment',
};

export interface CreateSessionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The business's time zone: the date and time are read on its clock. */
  timeZone: string;
  /** `datetime-local` text to start from (a slot picked on the calendar). */
  initialStart?: string;
}

/** New Appointment: title and date/time required; duration 15 to 240; the platform choice only for video. */
export function AppointmentDialog({ open, onClose, timeZone, initialStart }: CreateSessionDialogProps) {
  const { control, onSubmit, pending, fullScreen } = useCreateMeetingForm({
    open,
    onClose,
    initialStart,
    resolver: appointmentFormResolver,
    empty: emptyAppointmentForm,
    toBody: (values) => toAppointmentBody(values, timeZone),
    messages: { created: MEETING_MESSAGES.appointmentCreated, failed: MEETING_MESSAGES.appointmentFailed },
  });
  const appointmentType = useWatch({ control, name: 'appointmentType' });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New Appointment"
      titleId="new-appointment-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={pending}
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
      <StartAndDuration control={control} duration={{ min: 15, max: 240 }} />
      <RepeatFields control={control} />
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
      {appointmentType === 'video' && <PlatformField control={control} />}
    </FormDialog>
  );
}
