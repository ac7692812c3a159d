import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { validateReminderTime } from '@coachcore/domain';
import type { ClientHabitResponseDto } from '@coachcore/api-client/client-portal';
import { domainResolver, FormDialog, FormTextField } from '../../../components/form';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientPortalHabitsSetReminderMutation } from '../api';

interface ReminderValues {
  reminderTime: string;
}

const reminderResolver = domainResolver<ReminderValues>((values) =>
  values.reminderTime.trim() ? validateReminderTime(values.reminderTime) : { reminderTime: 'Choose a time, or turn the reminder off' },
);

/**
 * The client's reminder of one habit: a time of their day (their profile's time zone) at which a push notification
 * comes while the habit is not checked off yet; Turn off removes it.
 */
export function HabitReminderDialog({ habit, onClose }: { habit: ClientHabitResponseDto | undefined; onClose: () => void }) {
  const { user } = useCurrentUser();
  const [setReminder, state] = useClientPortalHabitsSetReminderMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset } = useForm<ReminderValues>({ resolver: reminderResolver, defaultValues: { reminderTime: '' } });
  useEffect(() => {
    if (habit) reset({ reminderTime: habit.reminderTime ?? '' });
  }, [habit, reset]);

  const save = async (reminderTime: string | null) => {
    if (!habit) return;
    const outcome = await runWithToasts(setReminder({ clientHabitId: habit.id, setHabitReminderDto: { reminderTime } }).unwrap(), {
      success: {
        title: 'Saved',
        description: reminderTime ? `We'll remind you of ${habit.name} at ${reminderTime}.` : `Reminder for ${habit.name} turned off.`,
      },
      failure: { fallback: 'Failed to save reminder' },
    });
    if (outcome.ok) onClose();
  };

  return (
    <FormDialog
      open={!!habit}
      onClose={onClose}
      title={`Reminder: ${habit?.name ?? ''}`}
      titleId="habit-reminder-title"
      onSubmit={handleSubmit(({ reminderTime }) => save(reminderTime.trim()))}
      pending={state.isLoading}
      pendingLabel="Saving..."
      submitLabel="Save Reminder"
      maxWidth="xs"
    >
      <FormTextField control={control} name="reminderTime" label="Remind me at" type="time" slotProps={{ inputLabel: { shrink: true } }} />
      <Typography variant="body2" color="text.secondary">
        {habit?.frequency === 'weekly' ? 'Once a week, on the day the habit started' : 'Every day'}, in your time zone ({user?.timeZone ?? 'UTC'}, set in your
        profile), unless it is already checked off. Notifications must be allowed on this device (Profile → Notifications).
      </Typography>
      {habit?.reminderEnabled && (
        <Button color="inherit" onClick={() => void save(null)} disabled={state.isLoading} sx={{ alignSelf: 'flex-start' }}>
          Turn off reminder
        </Button>
      )}
    </FormDialog>
  );
}
