import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRAINING_MESSAGES } from '@coachcore/domain';
import type { ClientResponseDto } from '@coachcore/api-client/clients';
import type { WorkoutResponseDto } from '@coachcore/api-client/workouts';
import { FormDialog, FormTextField } from '../../../components/form';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientsListQuery, useWorkoutsAssignMutation } from '../api';
import { assignWorkoutFormResolver, emptyAssignWorkoutForm, type AssignWorkoutFormValues } from '../assign-form';

/** Assign a workout: choose clients and one or more days; each client gets it on each day (once). */
export function AssignWorkoutDialog({ workout, onClose }: { workout: WorkoutResponseDto | undefined; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const list = useClientsListQuery({ search: debounced || undefined, isActive: true, limit: 20 }, { skip: !workout });
  const [assign, assignState] = useWorkoutsAssignMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, getValues, setValue } = useForm<AssignWorkoutFormValues>({
    resolver: assignWorkoutFormResolver,
    defaultValues: emptyAssignWorkoutForm(),
  });

  useEffect(() => {
    if (workout) reset(emptyAssignWorkoutForm());
  }, [workout, reset]);

  const addDay = () => {
    const { day, dates } = getValues();
    if (day && !dates.includes(day)) setValue('dates', [...dates, day].sort());
  };

  const onSubmit = handleSubmit(async ({ clients, dates }) => {
    if (!workout) return;
    const clientIds = clients.map((client) => client.id);
    const outcome = await runWithToasts(assign({ id: workout.id, assignWorkoutDto: { clientIds, dates } }).unwrap(), {
      success: (result) => ({
        title: 'Success',
        description: result.skipped ? `${TRAINING_MESSAGES.workoutAssigned} (${result.skipped} already scheduled)` : TRAINING_MESSAGES.workoutAssigned,
      }),
      failure: { fallback: 'Failed to assign workout' },
    });
    if (outcome.ok) onClose();
  });

  return (
    <FormDialog
      open={!!workout}
      onClose={onClose}
      title={`Assign ${workout?.name ?? ''}`}
      titleId="assign-title"
      onSubmit={onSubmit}
      pending={assignState.isLoading}
      pendingLabel="Assigning..."
      submitLabel="Assign Workout"
    >
      <DialogContentText>Each chosen client gets this workout on each chosen day.</DialogContentText>
      <Controller
        control={control}
        name="clients"
        render={({ field, fieldState }) => (
          <Autocomplete<ClientResponseDto, true>
            multiple
            options={list.currentData?.items ?? []}
            loading={list.isFetching}
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
            onBlur={field.onBlur}
            onInputChange={(_event, value) => setSearch(value)}
            filterOptions={(options) => options}
            getOptionLabel={(client) => `${client.firstName} ${client.lastName}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label="Clients" error={!!fieldState.error} helperText={fieldState.error?.message} />}
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField control={control} name="day" type="date" label="Day" fullWidth={false} slotProps={{ inputLabel: { shrink: true } }} />
        <Button variant="outlined" onClick={addDay} sx={{ mt: 1 }}>
          Add day
        </Button>
      </Stack>
      <Controller
        control={control}
        name="dates"
        render={({ field, fieldState }) => (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Chosen days">
              {field.value.map((date) => (
                <Chip key={date} label={date} onDelete={() => field.onChange(field.value.filter((other) => other !== date))} />
              ))}
            </Stack>
            {fieldState.error && <DialogContentText color="error">{fieldState.error.message}</DialogContentText>}
          </>
        )}
      />
    </FormDialog>
  );
}
