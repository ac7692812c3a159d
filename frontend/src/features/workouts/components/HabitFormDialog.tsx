import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
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
import { domainResolver, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useHabitsCreateMutation } from '../api';

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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="habit-form-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="habit-form-title">New Habit</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="name" label="Habit Name" required autoFocus autoComplete="off" />
            <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="category" select label="Category" required>
                {HABIT_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {HABIT_CATEGORY_LABELS[category]}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField control={control} name="frequency" select label="Frequency" required>
                <MenuItem value="daily">Daily</MenuItem>
                <MenuItem value="weekly">Weekly</MenuItem>
              </FormTextField>
            </Stack>
            <FormTextField control={control} name="trackingType" select label="Tracking" required>
              {HABIT_TRACKING_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {TRACKING_LABELS[type]}
                </MenuItem>
              ))}
            </FormTextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="targetValue" label="Target" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              <FormTextField control={control} name="unit" label="Unit" placeholder="glasses, steps, minutes" />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={createState.isLoading}>
            {createState.isLoading ? 'Creating...' : 'Create Habit'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
