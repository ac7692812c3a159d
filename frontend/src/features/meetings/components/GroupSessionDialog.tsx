import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MEETING_MESSAGES, VIDEO_PLATFORMS } from '@coachcore/domain';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMeetingsCreateMutation } from '../api';
import { emptyGroupSessionForm, groupSessionFormResolver, toGroupSessionBody, type GroupSessionFormValues } from '../appointment-form';
import { PLATFORM_LABELS } from '../meeting-labels';

interface Props {
  open: boolean;
  onClose: () => void;
  timeZone: string;
  initialStart?: string;
}

/** Group Session: a virtual or an in-person class of 2 to 50 people (10), 30 to 180 minutes, price at least 0. */
export function GroupSessionDialog({ open, onClose, timeZone, initialStart }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [create, { isLoading }] = useMeetingsCreateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<GroupSessionFormValues>({
    resolver: groupSessionFormResolver,
    defaultValues: emptyGroupSessionForm(initialStart),
  });
  const appointmentType = useWatch({ control, name: 'appointmentType' });
  useEffect(() => {
    if (open) reset(emptyGroupSessionForm(initialStart));
  }, [open, initialStart, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(create({ createMeetingDto: toGroupSessionBody(values, timeZone) }).unwrap(), {
      success: { title: 'Success', description: MEETING_MESSAGES.groupSessionCreated },
      failure: { fallback: MEETING_MESSAGES.groupSessionFailed },
    });
    if (outcome.ok) onClose();
    else showServerFieldErrors(outcome.error, values, setError);
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Group Session"
      titleId="group-session-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={isLoading}
      pendingLabel="Creating..."
      submitLabel="Create Group Session"
    >
      <FormTextField control={control} name="title" label="Title" required />
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
          slotProps={{ htmlInput: { min: 30, max: 180, step: 15 } }}
        />
      </Stack>
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
