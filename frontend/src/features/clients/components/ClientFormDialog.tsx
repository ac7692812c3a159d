import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CLIENT_MESSAGES, FITNESS_GOALS, FITNESS_GOAL_LABELS } from '@coachcore/domain';
import type { ClientResponseDto } from '@coachcore/api-client/clients';
import { useClientsCreateMutation, useClientsUpdateMutation } from '../api';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
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
  const runWithToasts = useMutationToasts();
  const isEdit = !!client;
  const saving = createState.isLoading || updateState.isLoading;
  const { control, handleSubmit, reset, setError } = useForm<ClientFormValues>({
    resolver: clientFormResolver,
    defaultValues: client ? toClientForm(client) : EMPTY_CLIENT_FORM,
  });

  useEffect(() => {
    if (open) reset(client ? toClientForm(client) : EMPTY_CLIENT_FORM);
  }, [open, client, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = client
      ? await runWithToasts(updateClient({ id: client.id, updateClientDto: toClientBody(values) }).unwrap(), {
          success: { title: 'Success', description: 'Client updated successfully!' },
          failure: { fallback: 'Failed to update client' },
        })
      : await runWithToasts(createClient({ createClientDto: toClientBody(values) }).unwrap(), {
          success: { title: 'Success', description: CLIENT_MESSAGES.added },
          failure: { fallback: CLIENT_MESSAGES.addFailed },
        });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    reset(EMPTY_CLIENT_FORM);
    onClose();
  });

  const title = isEdit ? 'Edit Client' : 'Add New Client';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      titleId="client-form-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={saving}
      pendingLabel={isEdit ? 'Saving...' : 'Adding...'}
      submitLabel={isEdit ? 'Save Changes' : 'Add Client'}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstName" label="First Name" autoComplete="off" required autoFocus />
        <FormTextField control={control} name="lastName" label="Last Name" autoComplete="off" required />
      </Stack>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" required />
      <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="off" />
      <FormSelectField
        control={control}
        name="fitnessGoal"
        label="Fitness Goal"
        emptyOption="No goal yet"
        options={FITNESS_GOALS.map((option) => ({ value: option, label: FITNESS_GOAL_LABELS[option] }))}
      />
    </FormDialog>
  );
}
