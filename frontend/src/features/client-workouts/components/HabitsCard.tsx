import { useState } from 'react';
import Button from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HABIT_MESSAGES } from '@coachcore/domain';
import type { ClientHabitResponseDto } from '@coachcore/api-client/client-portal';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { loadedItems } from '../../../lib/api';
import { useMyHabitsPagesInfiniteQuery, useClientPortalHabitsLogMutation } from '../api';
import { HabitReminderDialog } from './HabitReminderDialog';

const period = (habit: ClientHabitResponseDto, count: number) =>
  `${count} ${habit.frequency === 'weekly' ? (count === 1 ? 'week' : 'weeks') : count === 1 ? 'day' : 'days'}`;

function ValueEntry({ habit, onSave }: { habit: ClientHabitResponseDto; onSave: (value: number) => void }) {
  const [value, setValue] = useState(habit.today?.actualValue != null ? String(habit.today.actualValue) : '');
  const valid = value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        label={habit.unit ? `Today (${habit.unit})` : 'Today'}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        sx={{ width: 140 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${habit.name} today` } }}
      />
      <Button size="small" variant="outlined" disabled={!valid} onClick={() => onSave(Number(value))}>
        Save
      </Button>
    </Stack>
  );
}

/** Today's habits: check each off (or enter the amount), with the streak, the best streak and the total, and each one's reminder. */
export function HabitsCard({ today }: { today: string }) {
  const habits = loadedItems(useMyHabitsPagesInfiniteQuery({ date: today }));
  const [log] = useClientPortalHabitsLogMutation();
  const runWithToasts = useMutationToasts();
  const [reminderOf, setReminderOf] = useState<ClientHabitResponseDto | undefined>();
  if (!habits.items.length) return null;
  const save = (habit: ClientHabitResponseDto, body: { completed?: boolean; actualValue?: number }) =>
    runWithToasts(log({ clientHabitId: habit.id, logHabitDto: { logDate: today, ...body } }).unwrap(), {
      success: (saved) =>
        saved.today?.completed ? { title: 'Success', description: HABIT_MESSAGES.habitChecked } : { title: 'Saved', description: `${habit.name} updated.` },
      failure: { fallback: 'Failed to save habit' },
    });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="habits-today-heading">
      <Typography id="habits-today-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Today&apos;s Habits
      </Typography>
      <List>
        {habits.items.map((habit) => (
          <ListItem key={habit.id} divider sx={{ display: 'block' }} data-testid="habit">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              {habit.trackingType === 'checkbox' ? (
                <FormControlLabel
                  control={<Checkbox checked={!!habit.today?.completed} onChange={(event) => save(habit, { completed: event.target.checked })} />}
                  label={habit.name}
                />
              ) : (
                <Stack spacing={0.5}>
                  <Typography>
                    {habit.name}
                    {habit.targetValue !== null && ` · goal ${habit.targetValue}${habit.unit ? ` ${habit.unit}` : ''}`}
                    {habit.today?.completed && ' · done'}
                  </Typography>
                  <ValueEntry key={`${habit.id}-${today}`} habit={habit} onSave={(actualValue) => save(habit, { actualValue })} />
                </Stack>
              )}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary" data-testid="habit-streak">
                  Streak {period(habit, habit.streak)} · best {period(habit, habit.longestStreak)} · {habit.totalCompletions} done
                </Typography>
                <Button
                  size="small"
                  sx={{ minHeight: 44, flexShrink: 0 }}
                  startIcon={habit.reminderEnabled ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
                  onClick={() => setReminderOf(habit)}
                  aria-label={habit.reminderEnabled ? `Reminder for ${habit.name} at ${habit.reminderTime}` : `Set a reminder for ${habit.name}`}
                >
                  {habit.reminderEnabled ? habit.reminderTime : 'Remind me'}
                </Button>
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
      <LoadMoreButton hasMore={habits.hasMore} loading={habits.loadingMore} onClick={habits.loadMore} label="Load more habits" />
      <HabitReminderDialog habit={reminderOf} onClose={() => setReminderOf(undefined)} />
    </Paper>
  );
}
