import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import {
  HABIT_CATEGORIES,
  HABIT_CATEGORY_LABELS,
  HABIT_MESSAGES,
  HABIT_TRACKING_TYPES,
  validateHabitForm,
  type HabitCategory,
  type HabitFrequency,
  type HabitTrackingType,
} from '@coachcore/domain';
import { domainResolver, FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useHabitsCreateMutation } from '../habits-api';

interface HabitFormValues {
  name: string;
  description: string;
  category: HabitCategory | '';
  frequency: HabitFrequency | '';
  trackingType: HabitTrackingType | '';
  targetValue: string;
  unit: string;
}

const EMPTY: HabitFormValues = { name: '', description: '', category: '', frequency: 'daily', trackingType: 'checkbox', targetValue: '', unit: '' };
const TRACKING_LABELS: Record<HabitTrackingType, string> = { checkbox: 'Done / not done', count: 'A number (e.g. glasses)', duration: 'Minutes' };
const FREQUENCY_OPTIONS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];
const resolver = domainResolver<HabitFormValues>(validateHabitForm);

/** New Habit: name, category, frequency and tracking type (required), an optional target and unit. */
export function HabitFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, createState] = useHabitsCreateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<HabitFormValues>({ resolver, defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(
      create({
        createHabitTemplateDto: {
          name: values.name.trim(),
          description: values.description.trim() || null,
          category: values.category as HabitCategory,
          frequency: values.frequency as HabitFrequency,
          trackingType: values.trackingType as HabitTrackingType,
          targetValue: values.targetValue.trim() ? Number(values.targetValue) : null,
          unit: values.unit.trim() || null,
        },
      }).unwrap(),
      { success: { title: 'Success', description: HABIT_MESSAGES.templateCreated }, failure: { fallback: 'Failed to create habit' } },
    );
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New Habit"
      titleId="habit-form-title"
      onSubmit={onSubmit}
      pending={createState.isLoading}
      pendingLabel="Creating..."
      submitLabel="Create Habit"
    >
      <FormTextField control={control} name="name" label="Habit Name" required autoFocus autoComplete="off" />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="category"
          label="Category"
          required
          options={HABIT_CATEGORIES.map((category) => ({ value: category, label: HABIT_CATEGORY_LABELS[category] }))}
        />
        <FormSelectField control={control} name="frequency" label="Frequency" required options={FREQUENCY_OPTIONS} />
      </Stack>
      <FormSelectField
        control={control}
        name="trackingType"
        label="Tracking"
        required
        options={HABIT_TRACKING_TYPES.map((type) => ({ value: type, label: TRACKING_LABELS[type] }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="targetValue" label="Target" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <FormTextField control={control} name="unit" label="Unit" placeholder="glasses, steps, minutes" />
      </Stack>
    </FormDialog>
  );
}
