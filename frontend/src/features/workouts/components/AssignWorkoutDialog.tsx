import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRAINING_MESSAGES, validateAssignForm } from '@coachcore/domain';
import type { ClientResponseDto, WorkoutResponseDto } from '@coachcore/api-client';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientsListQuery, useWorkoutsAssignMutation } from '../api';

const today = () => new Date().toLocaleDateString('en-CA');

/** Assign a workout: choose clients and one or more days; each client gets it on each day (once). */
export function AssignWorkoutDialog({ workout, onClose }: { workout: WorkoutResponseDto | undefined; onClose: () => void }) {
  const [clients, setClients] = useState<ClientResponseDto[]>([]);
  const [dates, setDates] = useState<string[]>([]);
  const [day, setDay] = useState(today());
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<{ clientIds?: string; dates?: string }>({});
  const debounced = useDebouncedValue(search.trim(), 250);
  const list = useClientsListQuery({ search: debounced || undefined, isActive: true, limit: 20 }, { skip: !workout });
  const [assign, assignState] = useWorkoutsAssignMutation();
  const runWithToasts = useMutationToasts();

  // Each workout opened starts from no clients and today.
  const [shownFor, setShownFor] = useState<WorkoutResponseDto | undefined>();
  if (shownFor !== workout) {
    setShownFor(workout);
    if (workout) {
      setClients([]);
      setDates([today()]);
      setDay(today());
      setErrors({});
    }
  }

  const addDay = () => {
    if (day && !dates.includes(day)) setDates([...dates, day].sort());
  };

  const submit = async () => {
    if (!workout) return;
    const problems = validateAssignForm({ clientIds: clients.map((client) => client.id), dates });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const outcome = await runWithToasts(assign({ id: workout.id, assignWorkoutDto: { clientIds: clients.map((client) => client.id), dates } }).unwrap(), {
      success: (result) => ({
        title: 'Success',
        description: result.skipped ? `${TRAINING_MESSAGES.workoutAssigned} (${result.skipped} already scheduled)` : TRAINING_MESSAGES.workoutAssigned,
      }),
      failure: { fallback: 'Failed to assign workout' },
    });
    if (outcome.ok) onClose();
  };

  return (
    <Dialog open={!!workout} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-title">
      <DialogTitle id="assign-title">Assign {workout?.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Each chosen client gets this workout on each chosen day.</DialogContentText>
        <Stack spacing={2}>
          <Autocomplete<ClientResponseDto, true>
            multiple
            options={list.currentData?.items ?? []}
            loading={list.isFetching}
            value={clients}
            onChange={(_event, value) => setClients(value)}
            onInputChange={(_event, value) => setSearch(value)}
            filterOptions={(options) => options}
            getOptionLabel={(client) => `${client.firstName} ${client.lastName}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label="Clients" error={!!errors.clientIds} helperText={errors.clientIds} />}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField type="date" label="Day" value={day} onChange={(event) => setDay(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <Button variant="outlined" onClick={addDay} sx={{ mt: 1 }}>
              Add day
            </Button>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Chosen days">
            {dates.map((date) => (
              <Chip key={date} label={date} onDelete={() => setDates(dates.filter((other) => other !== date))} />
            ))}
          </Stack>
          {errors.dates && <DialogContentText color="error">{errors.dates}</DialogContentText>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={assignState.isLoading}>
          {assignState.isLoading ? 'Assigning...' : 'Assign Workout'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
