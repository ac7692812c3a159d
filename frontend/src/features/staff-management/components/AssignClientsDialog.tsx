import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { STAFF_MESSAGES } from '@coachcore/domain';
import type { StaffEntryResponseDto } from '@coachcore/api-client/staff';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { FormTextField } from '../../../components/form';
import { ListPagination } from '../../../components/ListPagination';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useStaffAssignClientMutation, useStaffAssignedClientsQuery, useStaffUnassignClientMutation } from '../api';
import { assignClientResolver, EMPTY_ASSIGNMENT, toAssignmentBody, type AssignClientValues } from '../assign-client-form';

const PAGE_SIZE = 10;

/**
 * The clients of one staff member (staff_client_assignments): assign one with the client picker, unassign from the
 * list. With any assigned, the member reaches only those; with none, every client of the business. Keyed by the
 * entry where it is used, so each member's dialog starts on a fresh form and the first page.
 */
export function AssignClientsDialog({ entry, onClose }: { entry: StaffEntryResponseDto | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const id = entry?.staff.id ?? '';
  const assigned = useStaffAssignedClientsQuery({ id, page, limit: PAGE_SIZE }, { skip: !entry });
  const [assign, { isLoading: isAssigning }] = useStaffAssignClientMutation();
  const [unassign, { isLoading: isUnassigning }] = useStaffUnassignClientMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset } = useForm<AssignClientValues>({ resolver: assignClientResolver, defaultValues: EMPTY_ASSIGNMENT });

  const onAssign = handleSubmit(async (values) => {
    if (!entry) return;
    const outcome = await runWithToasts(assign({ id, clientId: values.clientId, assignStaffClientDto: toAssignmentBody(values) }).unwrap(), {
      success: { title: 'Success', description: STAFF_MESSAGES.clientAssigned },
      failure: { fallback: 'Failed to assign client' },
    });
    if (outcome.ok) reset(EMPTY_ASSIGNMENT);
  });

  const onUnassign = (clientId: string) =>
    runWithToasts(unassign({ id, clientId }).unwrap(), {
      success: { title: 'Success', description: STAFF_MESSAGES.clientUnassigned },
      failure: { fallback: 'Failed to unassign client' },
    });

  const who = entry ? `${entry.user.firstName} ${entry.user.lastName}`.trim() || entry.user.email : '';
  const items = assigned.data?.items ?? [];
  return (
    <Dialog open={!!entry} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-clients-title">
      <DialogTitle id="assign-clients-title">{`Assigned Clients${who ? ` — ${who}` : ''}`}</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={onAssign} noValidate aria-label="Assign a client">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, alignItems: { sm: 'flex-start' } }}>
            <Controller
              control={control}
              name="clientId"
              render={({ field, fieldState }) => (
                <ClientPicker
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  required
                  error={fieldState.error?.message}
                  label="Client to assign"
                  size="small"
                  sx={{ flex: 2 }}
                />
              )}
            />
            <FormTextField control={control} name="role" label="Role (optional)" size="small" sx={{ flex: 1 }} />
            <Button type="submit" variant="contained" disabled={isAssigning}>
              {isAssigning ? 'Assigning...' : 'Assign'}
            </Button>
          </Stack>
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
          Assigned
        </Typography>
        {assigned.isError ? (
          <Alert severity="error">{errorMessage(assigned.error, 'Failed to load assigned clients')}</Alert>
        ) : assigned.isLoading ? (
          <Skeleton variant="rounded" height={80} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{STAFF_MESSAGES.noAssignedClients}</Typography>
        ) : (
          <List dense aria-label="Assigned clients">
            {items.map((client) => {
              const name = `${client.firstName} ${client.lastName}`;
              return (
                <ListItem
                  key={client.clientId}
                  data-testid="assigned-client"
                  disableGutters
                  secondaryAction={
                    <Button
                      size="small"
                      color="error"
                      disabled={isUnassigning}
                      onClick={() => void onUnassign(client.clientId)}
                      aria-label={`Unassign ${name}`}
                    >
                      Unassign
                    </Button>
                  }
                >
                  <ListItemText primary={client.role ? `${name} · ${client.role}` : name} secondary={client.email} />
                </ListItem>
              );
            })}
          </List>
        )}
        <ListPagination page={page} total={assigned.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Assigned client pages" />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
