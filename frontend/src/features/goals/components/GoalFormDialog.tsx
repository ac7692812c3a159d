import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CLIENT_MESSAGES, GOAL_CATEGORIES } from '@coachcore/domain';
import { useGoalsCreateMutation } from '../api';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { emptyGoalForm, goalFormResolver, toGoalBody, type GoalFormValues } from '../goal-form';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface GoalFormDialogProps {
  open: boolean;
  clientId: string;
  onClose: () => void;
}

export function GoalFormDialog({ open, clientId, onClose }: GoalFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [createGoal, { isLoading }] = useGoalsCreateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<GoalFormValues>({ resolver: goalFormResolver, defaultValues: emptyGoalForm(clientId) });

  useEffect(() => {
    if (open) reset(emptyGoalForm(clientId));
  }, [open, clientId, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(createGoal({ createGoalDto: toGoalBody(values) }).unwrap(), {
      success: { title: 'Success', description: CLIENT_MESSAGES.goalCreated },
      failure: { fallback: CLIENT_MESSAGES.goalCreateFailed },
    });
    if (outcome.ok) onClose();
    else showServerFieldErrors(outcome.error, values, setError);
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Goal"
      titleId="goal-form-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={isLoading}
      pendingLabel="Creating..."
      submitLabel="Create Goal"
    >
      <Controller
        control={control}
        name="clientId"
        render={({ field: client, fieldState }) => (
          <ClientPicker value={client.value} onChange={client.onChange} onBlur={client.onBlur} required error={fieldState.error?.message} />
        )}
      />
      <FormTextField control={control} name="title" label="Goal Title" required />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <FormSelectField
        control={control}
        name="category"
        label="Category"
        required
        options={GOAL_CATEGORIES.map((option) => ({ value: option, label: capitalise(option) }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="currentValue" label="Current Value" type="number" slotProps={{ htmlInput: { step: 'any' } }} />
        <FormTextField control={control} name="targetValue" label="Target Value" type="number" slotProps={{ htmlInput: { step: 'any' } }} />
        <FormTextField control={control} name="unit" label="Unit" placeholder="lbs, km, days" />
      </Stack>
      <FormTextField control={control} name="targetDate" label="Target Date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
    </FormDialog>
  );
}
