import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { VIDEO_PLATFORMS } from '@coachcore/domain';
import { FormSelectField, FormTextField } from '../../../components/form';
import { PLATFORM_LABELS } from '../meeting-labels';

/** Date & Time and Duration side by side (stacked on a phone), with the form's own duration bounds for the spinner. */
export function StartAndDuration<Values extends FieldValues & { scheduledAt: string; duration: string }>({
  control,
  duration,
}: {
  control: Control<Values>;
  duration: { min: number; max?: number };
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name={'scheduledAt' as FieldPath<Values>}
        label="Date & Time"
        type="datetime-local"
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name={'duration' as FieldPath<Values>}
        label="Duration (minutes)"
        type="number"
        fullWidth
        slotProps={{ htmlInput: { ...duration, step: 15 } }}
      />
    </Stack>
  );
}

/** The video platform choice (zoom, teams, google_meet), for a video session. */
export function PlatformField<Values extends FieldValues & { platform?: string }>({ control }: { control: Control<Values> }) {
  return (
    <FormSelectField
      control={control}
      name={'platform' as FieldPath<Values>}
      label="Platform"
      options={VIDEO_PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_LABELS[platform] }))}
    />
  );
}
