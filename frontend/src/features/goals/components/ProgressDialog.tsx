import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { validateGoalProgress } from '@coachcore/domain';
import type { GoalResponseDto } from '@coachcore/api-client';
import { domainResolver, FormTextField } from '../../../components/form';

interface ProgressDialogProps {
  goal: GoalResponseDto | undefined;
  saving: boolean;
  onSave: (goal: GoalResponseDto, currentValue: number | null) => void;
  onClose: () => void;
}

interface ProgressValues {
  currentValue: string;
}

const resolver = domainResolver<ProgressValues>(validateGoalProgress);
const toValues = (goal: GoalResponseDto | undefined): ProgressValues => ({ currentValue: goal?.currentValue == null ? '' : String(goal.currentValue) });

export function ProgressDialog({ goal, saving, onSave, onClose }: ProgressDialogProps) {
  const { control, handleSubmit, reset } = useForm<ProgressValues>({ resolver, reValidateMode: 'onSubmit', defaultValues: toValues(goal) });

  // Another goal (or a saved one) starts from its own current value.
  useEffect(() => reset(toValues(goal)), [goal, reset]);

  const submit = handleSubmit((values) => {
    if (goal) onSave(goal, values.currentValue.trim() === '' ? null : Number(values.currentValue));
  });

  return (
    <Dialog open={!!goal} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="progress-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="progress-dialog-title">Update Progress</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="currentValue"
            label={`Current Value${goal?.unit ? ` (${goal.unit})` : ''}`}
            type="number"
            autoFocus
            helperText={goal?.targetValue != null ? `Target: ${goal.targetValue}${goal.unit ? ` ${goal.unit}` : ''}` : undefined}
            slotProps={{ htmlInput: { step: 'any' } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save Progress'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
