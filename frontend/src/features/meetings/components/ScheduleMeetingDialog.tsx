import { Controller, useWatch } from 'react-hook-form';
import { MEETING_MESSAGES } from '@coachcore/domain';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import { EMPTY_MEETING_FORM, meetingFormResolver, toMeetingBody } from '../meeting-form';
import { StartAndDuration } from './ScheduleFields';
import { useCreateMeetingForm } from './useCreateMeetingForm';

const emptyMeetingForm = () => EMPTY_MEETING_FORM;

const MEETING_TYPE_OPTIONS = [
  { value: 'video', label: 'Video Call' },
  { value: 'in-person', label: 'In-Person' },
  { value: 'phone', label: 'Phone Call' },
];

interface Props {
  open: boolean;
  onClose: () => void;
  /** The business's time zone: the date and time are read on its clock, as on the calendar. */
  timeZone: string;
}

/** Schedule Meeting: the meeting URL appears only for video, the location only in person. */
export function ScheduleMeetingDialog({ open, onClose, timeZone }: Props) {
  const { control, onSubmit, pending, fullScreen } = useCreateMeetingForm({
    open,
    onClose,
    resolver: meetingFormResolver,
    empty: emptyMeetingForm,
    toBody: (values) => toMeetingBody(values, timeZone),
    messages: { created: MEETING_MESSAGES.meetingScheduled, failed: MEETING_MESSAGES.meetingFailed },
  });
  const meetingType = useWatch({ control, name: 'meetingType' });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Schedule Meeting"
      titleId="schedule-meeting-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={pending}
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
      <StartAndDuration control={control} duration={{ min: 15 }} />
      {meetingType === 'video' && <FormTextField control={control} name="meetingUrl" label="Meeting URL" type="url" placeholder="https://" />}
      {meetingType === 'in-person' && <FormTextField control={control} name="location" label="Location" />}
    </FormDialog>
  );
}
