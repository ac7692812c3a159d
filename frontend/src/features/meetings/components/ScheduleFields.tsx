import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { RECURRING_PATTERN_LABELS, RECURRING_PATTERNS, VIDEO_PLATFORMS, type RecurringPattern } from '@coachcore/domain';
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

const REPEAT_OPTIONS = RECURRING_PATTERNS.map((pattern) => ({ value: pattern, label: RECURRING_PATTERN_LABELS[pattern] }));

/** Repeat (once, or a series on the business's clock) and, for a series, its optional last day. */
export function RepeatFields<Values extends FieldValues & { repeat: RecurringPattern | ''; repeatUntil: string }>({ control }: { control: Control<Values> }) {
  const repeat = useWatch({ control, name: 'repeat' as FieldPath<Values> }) as RecurringPattern | '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormSelectField
        control={control}
        name={'repeat' as FieldPath<Values>}
        label="Repeat"
        options={REPEAT_OPTIONS}
        emptyOption="Does not repeat"
        fullWidth
        // '' (once) shows its label rather than an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
      {repeat && (
        <FormTextField
          control={control}
          name={'repeatUntil' as FieldPath<Values>}
          label="Repeat until"
          type="date"
          fullWidth
          helperText="Leave empty to keep repeating"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    </Stack>
  );
}
