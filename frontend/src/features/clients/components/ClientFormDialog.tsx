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
import { CLIENT_MESSAGES, FITNESS_GOALS, FITNESS_GOAL_LABELS } from '@coachcore/domain';
import type { ClientResponseDto } from '@coachcore/api-client';
import { useClientsCreateMutation, useClientsUpdateMutation } from '../api';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage, fieldErrors } from '../../../lib/api-error';
import { clientFormResolver, EMPTY_CLIENT_FORM, toClientBody, toClientForm, type ClientFormValues } from '../client-form';

interface ClientFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edits this client; adds a new one when left out. */
  client?: ClientResponseDto;
}

/** Add New Client (and Edit Client) dialog: the spec's messages beside the fields, reset after a save. */
export function ClientFormDialog({ open, onClose, client }: ClientFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [createClient, createState] = useClientsCreateMutation();
  const [updateClient, updateState] = useClientsUpdateMutation();
  const toast = useToast();
  const isEdit = !!client;
  const saving = createState.isLoading || updateState.isLoading;
  const { register, control, handleSubmit, reset, setError, formState } = useForm<ClientFormValues>({
    resolver: clientFormResolver,
    defaultValues: client ? toClientForm(client) : EMPTY_CLIENT_FORM,
  });

  useEffect(() => {
    if (open) reset(client ? toClientForm(client) : EMPTY_CLIENT_FORM);
  }, [open, client, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (client) {
        await updateClient({ id: client.id, updateClientDto: toClientBody(values) }).unwrap();
        toast({ title: 'Success', description: 'Client updated successfully!' });
      } else {
        await createClient({ createClientDto: toClientBody(values) }).unwrap();
        toast({ title: 'Success', description: CLIENT_MESSAGES.added });
      }
      reset(EMPTY_CLIENT_FORM);
      onClose();
    } catch (error) {
      for (const problem of fieldErrors(error)) {
        if (problem.field in values) setError(problem.field as keyof ClientFormValues, { message: problem.message });
      }
      toast({ title: 'Error', description: errorMessage(error, isEdit ? 'Failed to update client' : CLIENT_MESSAGES.addFailed), severity: 'error' });
    }
  });

  const field = (name: Exclude<keyof ClientFormValues, 'fitnessGoal'>) => {
    const { ref, ...rest } = register(name);
    const message = formState.errors[name]?.message;
    return { inputRef: ref, ...rest, error: !!message, helperText: message, fullWidth: true };
  };

  const title = isEdit ? 'Edit Client' : 'Add New Client';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="client-form-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="client-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="First Name" autoComplete="off" required autoFocus {...field('firstName')} />
              <TextField label="Last Name" autoComplete="off" required {...field('lastName')} />
            </Stack>
            <TextField label="Email" type="email" autoComplete="off" required {...field('email')} />
            <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
            <Controller
              control={control}
              name="fitnessGoal"
              render={({ field: goal, fieldState }) => (
                <TextField
                  select
                  label="Fitness Goal"
                  fullWidth
                  value={goal.value}
                  onChange={goal.onChange}
                  onBlur={goal.onBlur}
                  inputRef={goal.ref}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value="">
                    <em>No goal yet</em>
                  </MenuItem>
                  {FITNESS_GOALS.map((option) => (
                    <MenuItem key={option} value={option}>
                      {FITNESS_GOAL_LABELS[option]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? (isEdit ? 'Saving...' : 'Adding...') : isEdit ? 'Save Changes' : 'Add Client'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
