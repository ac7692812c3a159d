import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { HABIT_CATEGORY_LABELS, HABIT_MESSAGES } from '@coachcore/domain';
import type { ClientResponseDto } from '@coachcore/api-client/clients';
import type { HabitTemplateResponseDto } from '@coachcore/api-client/habits';
import { FormDialog, FormTextField } from '../../../components/form';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { ListPagination } from '../../../components/ListPagination';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientsListQuery } from '../api';
import { useHabitsAssignMutation, useHabitsListQuery, useHabitsRemoveMutation } from '../habits-api';
import { assignHabitFormResolver, type AssignHabitFormValues } from '../assign-form';
import { HabitFormDialog } from './HabitFormDialog';

function AssignHabitDialog({ habit, onClose }: { habit: HabitTemplateResponseDto | undefined; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const list = useClientsListQuery({ search: debounced || undefined, isActive: true, limit: 20 }, { skip: !habit });
  const [assign, state] = useHabitsAssignMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset } = useForm<AssignHabitFormValues>({
    resolver: assignHabitFormResolver,
    defaultValues: { clients: [], reminderTime: '' },
  });
  useEffect(() => {
    if (habit) reset({ clients: [], reminderTime: '' });
  }, [habit, reset]);

  const onSubmit = handleSubmit(async ({ clients, reminderTime }) => {
    if (!habit) return;
    const assignHabitDto = { clientIds: clients.map((client) => client.id), reminderTime: reminderTime.trim() || null };
    const outcome = await runWithToasts(assign({ id: habit.id, assignHabitDto }).unwrap(), {
      success: { title: 'Success', description: HABIT_MESSAGES.habitAssigned },
      failure: { fallback: 'Failed to assign habit' },
    });
    if (outcome.ok) onClose();
  });

  return (
    <FormDialog
      open={!!habit}
      onClose={onClose}
      title={`Assign ${habit?.name ?? ''}`}
      titleId="assign-habit-title"
      onSubmit={onSubmit}
      pending={state.isLoading}
      pendingLabel="Assigning..."
      submitLabel="Assign Habit"
    >
      <Controller
        control={control}
        name="clients"
        render={({ field, fieldState }) => (
          <Autocomplete<ClientResponseDto, true>
            multiple
            options={list.currentData?.items ?? []}
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
      <FormTextField
        control={control}
        name="reminderTime"
        label="Daily reminder (optional)"
        type="time"
        helperText="A push notification at this time of each client's day, until they check it off. Clients can change it."
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}

const target = (habit: HabitTemplateResponseDto) => (habit.targetValue !== null ? `${habit.targetValue}${habit.unit ? ` ${habit.unit}` : ''}` : null);

/** Habits per page. */
const HABITS_PAGE_SIZE = 20;

/** The business's habits on the Workouts screen, a page at a time: create, assign to clients, delete. */
export function HabitsSection() {
  const [page, setPage] = useState(1);
  const { data } = useHabitsListQuery({ page, limit: HABITS_PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<HabitTemplateResponseDto | undefined>();
  const [remove] = useHabitsRemoveMutation();
  const runWithToasts = useMutationToasts();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 4 }} component="section" aria-labelledby="habits-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="habits-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Habits
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New Habit
        </Button>
      </Stack>
      {data?.total === 0 && <Typography color="text.secondary">No habits yet. Create one, then assign it to your clients.</Typography>}
      <List aria-label="Habits">
        {(data?.items ?? []).map((habit) => (
          <ListItem
            key={habit.id}
            divider
            secondaryAction={
              <Stack direction="row" spacing={1}>
                <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setAssigning(habit)} aria-label={`Assign ${habit.name}`}>
                  Assign
                </Button>
                <IconButton
                  aria-label={`Delete ${habit.name}`}
                  onClick={() => runWithToasts(remove({ id: habit.id }).unwrap(), { failure: { fallback: 'Failed to delete habit' } })}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            }
          >
            <ListItemText
              primary={habit.name}
              secondary={
                <Stack component="span" direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                  <Chip component="span" size="small" label={HABIT_CATEGORY_LABELS[habit.category]} />
                  <Chip component="span" size="small" label={habit.frequency === 'daily' ? 'Daily' : 'Weekly'} />
                  {target(habit) && <Chip component="span" size="small" label={target(habit)} />}
                </Stack>
              }
            />
          </ListItem>
        ))}
      </List>
      <ListPagination page={page} total={data?.total} limit={HABITS_PAGE_SIZE} onChange={setPage} label="Habit pages" />
      <HabitFormDialog open={creating} onClose={() => setCreating(false)} />
      <AssignHabitDialog habit={assigning} onClose={() => setAssigning(undefined)} />
    </Paper>
  );
}
