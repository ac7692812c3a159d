import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { validateGoalProgress } from '@coachcore/domain';
import type { GoalResponseDto } from '@coachcore/api-client/goals';
import { domainResolver, FormDialog, FormTextField } from '../form';

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
    <FormDialog
      open={!!goal}
      onClose={onClose}
      title="Update Progress"
      titleId="progress-dialog-title"
      maxWidth="xs"
      onSubmit={submit}
      pending={saving}
      pendingLabel="Saving..."
      submitLabel="Save Progress"
    >
      <FormTextField
        control={control}
        name="currentValue"
        label={`Current Value${goal?.unit ? ` (${goal.unit})` : ''}`}
        type="number"
        autoFocus
        helperText={goal?.targetValue != null ? `Target: ${goal.targetValue}${goal.unit ? ` ${goal.unit}` : ''}` : undefined}
        slotProps={{ htmlInput: { step: 'any' } }}
      />
    </FormDialog>
  );
}
