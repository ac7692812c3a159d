import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
import { HABIT_CATEGORY_LABELS, HABIT_MESSAGES, TRAINING_MESSAGES } from '@coachcore/domain';
import type { ClientResponseDto, HabitTemplateResponseDto } from '@coachcore/api-client';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientsListQuery, useHabitsAssignMutation, useHabitsListQuery, useHabitsRemoveMutation } from '../api';
import { HabitFormDialog } from './HabitFormDialog';

function AssignHabitDialog({ habit, onClose }: { habit: HabitTemplateResponseDto | undefined; onClose: () => void }) {
  const [clients, setClients] = useState<ClientResponseDto[]>([]);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 250);
  const list = useClientsListQuery({ search: debounced || undefined, isActive: true, limit: 20 }, { skip: !habit });
  const [assign, state] = useHabitsAssignMutation();
  const runWithToasts = useMutationToasts();
  const [shownFor, setShownFor] = useState<HabitTemplateResponseDto | undefined>();
  if (shownFor !== habit) {
    setShownFor(habit);
    setClients([]);
    setProblem(null);
  }
  const submit = async () => {
    if (!habit) return;
    if (!clients.length) return setProblem(TRAINING_MESSAGES.clientsRequired);
    const outcome = await runWithToasts(assign({ id: habit.id, assignHabitDto: { clientIds: clients.map((client) => client.id) } }).unwrap(), {
      success: { title: 'Success', description: HABIT_MESSAGES.habitAssigned },
      failure: { fallback: 'Failed to assign habit' },
    });
    if (outcome.ok) onClose();
  };
  return (
    <Dialog open={!!habit} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-habit-title">
      <DialogTitle id="assign-habit-title">Assign {habit?.name}</DialogTitle>
      <DialogContent>
        <Autocomplete<ClientResponseDto, true>
          multiple
          sx={{ mt: 1 }}
          options={list.currentData?.items ?? []}
          value={clients}
          onChange={(_event, value) => setClients(value)}
          onInputChange={(_event, value) => setSearch(value)}
          filterOptions={(options) => options}
          getOptionLabel={(client) => `${client.firstName} ${client.lastName}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label="Clients" error={!!problem} helperText={problem} />}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={state.isLoading}>
          {state.isLoading ? 'Assigning...' : 'Assign Habit'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const target = (habit: HabitTemplateResponseDto) => (habit.targetValue !== null ? `${habit.targetValue}${habit.unit ? ` ${habit.unit}` : ''}` : null);

/** The business's habits on the Workouts screen: create, assign to clients, delete. */
export function HabitsSection() {
  const { data } = useHabitsListQuery();
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
      {data && !data.length && <Typography color="text.secondary">No habits yet. Create one, then assign it to your clients.</Typography>}
      <List aria-label="Habits">
        {(data ?? []).map((habit) => (
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
      <HabitFormDialog open={creating} onClose={() => setCreating(false)} />
      <AssignHabitDialog habit={assigning} onClose={() => setAssigning(undefined)} />
    </Paper>
  );
}
