import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CLIENT_MESSAGES, GOAL_CATEGORIES } from '@coachcore/domain';
import { useGoalsCreateMutation } from '../api';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage, fieldErrors } from '../../../lib/api-error';
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
  const toast = useToast();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<GoalFormValues>({ resolver: goalFormResolver, defaultValues: emptyGoalForm(clientId) });

  useEffect(() => {
    if (open) reset(emptyGoalForm(clientId));
  }, [open, clientId, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createGoal({ createGoalDto: toGoalBody(values) }).unwrap();
      toast({ title: 'Success', description: CLIENT_MESSAGES.goalCreated });
      onClose();
    } catch (error) {
      for (const problem of fieldErrors(error)) {
        if (problem.field in values) setError(problem.field as keyof GoalFormValues, { message: problem.message });
      }
      toast({ title: 'Error', description: errorMessage(error, CLIENT_MESSAGES.goalCreateFailed), severity: 'error' });
    }
  });

  const field = (name: Exclude<keyof GoalFormValues, 'clientId' | 'category'>) => {
    const { ref, ...rest } = register(name);
    const message = formState.errors[name]?.message;
    return { inputRef: ref, ...rest, error: !!message, helperText: message, fullWidth: true };
  };

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
            <TextField label="Goal Title" required {...field('title')} />
            <TextField label="Description" multiline minRows={2} {...field('description')} />
            <Controller
              control={control}
              name="category"
              render={({ field: category, fieldState }) => (
                <TextField select label="Category" required fullWidth {...category} inputRef={category.ref} error={!!fieldState.error} helperText={fieldState.error?.message}>
                  {GOAL_CATEGORIES.map((option) => (
                    <MenuItem key={option} value={option}>
                      {capitalise(option)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Current Value" type="number" slotProps={{ htmlInput: { step: 'any' } }} {...field('currentValue')} />
              <TextField label="Target Value" type="number" slotProps={{ htmlInput: { step: 'any' } }} {...field('targetValue')} />
              <TextField label="Unit" placeholder="lbs, km, days" {...field('unit')} />
            </Stack>
            <TextField label="Target Date" type="date" slotProps={{ inputLabel: { shrink: true } }} {...field('targetDate')} />
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
