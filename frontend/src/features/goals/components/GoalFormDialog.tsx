import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CLIENT_MESSAGES, GOAL_CATEGORIES } from '@coachcore/domain';
import { useGoalsCreateMutation } from '../api';
import { FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { ClientPicker } from './ClientPicker';
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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="goal-form-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="goal-form-title">Add Goal</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="clientId"
              render={({ field: client, fieldState }) => (
                <ClientPicker value={client.value} onChange={client.onChange} onBlur={client.onBlur} required error={fieldState.error?.message} />
              )}
            />
            <FormTextField control={control} name="title" label="Goal Title" required />
            <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
            <FormTextField control={control} name="category" select label="Category" required>
              {GOAL_CATEGORIES.map((option) => (
                <MenuItem key={option} value={option}>
                  {capitalise(option)}
                </MenuItem>
              ))}
            </FormTextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="currentValue" label="Current Value" type="number" slotProps={{ htmlInput: { step: 'any' } }} />
              <FormTextField control={control} name="targetValue" label="Target Value" type="number" slotProps={{ htmlInput: { step: 'any' } }} />
              <FormTextField control={control} name="unit" label="Unit" placeholder="lbs, km, days" />
            </Stack>
            <FormTextField control={control} name="targetDate" label="Target Date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Creating...' : 'Create Goal'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
