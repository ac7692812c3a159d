import { useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { MEETING_MESSAGES } from '@coachcore/domain';
import { FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import { emptyGroupSessionForm, groupSessionFormResolver, toGroupSessionBody } from '../appointment-form';
import type { CreateSessionDialogProps } from './AppointmentDialog';
import { PlatformField, RepeatFields, StartAndDuration } from './ScheduleFields';
import { useCreateMeetingForm } from './useCreateMeetingForm';

/** Group Session: a virtual or an in-person class of 2 to 50 people (10), 30 to 180 minutes, price at least 0. */
export function GroupSessionDialog({ open, onClose, timeZone, initialStart }: CreateSessionDialogProps) {
  const { control, onSubmit, pending, fullScreen } = useCreateMeetingForm({
    open,
    onClose,
    initialStart,
    resolver: groupSessionFormResolver,
    empty: emptyGroupSessionForm,
    toBody: (values) => toGroupSessionBody(values, timeZone),
    messages: { created: MEETING_MESSAGES.groupSessionCreated, failed: MEETING_MESSAGES.groupSessionFailed },
  });
  const appointmentType = useWatch({ control, name: 'appointmentType' });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Group Session"
      titleId="group-session-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Creating..."
      submitLabel="Create Group Session"
    >
      <FormTextField control={control} name="title" label="Title" required />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <StartAndDuration control={control} duration={{ min: 30, max: 180 }} />
      <RepeatFields control={control} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="maxParticipants"
          label="Max Participants"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: 2, max: 50, step: 1 } }}
        />
        <FormTextField control={control} name="price" label="Price" type="number" fullWidth slotProps={{ htmlInput: { min: 0, step: 0.01 } }} />
      </Stack>
      <FormSelectField
        control={control}
        name="appointmentType"
        label="Session Type"
        options={[
          { value: 'video', label: 'Virtual Class' },
          { value: 'in_person', label: 'In-Person Class' },
        ]}
      />
      {appointmentType === 'video' && <PlatformField control={control} />}
    </FormDialog>
  );
}
