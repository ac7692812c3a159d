import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TRAINING_MESSAGES } from '@coachcore/domain';
import type { ClientWorkoutResponseDto } from '@coachcore/api-client/client-portal';
import { FormDialog, formMessage, FormSelectField, FormTextField } from '../../../components/form';
import { useOutboxWrite } from '../../../hooks/useOutboxWrite';
import { useUnits } from '../../../hooks/useUnits';
import { logFormResolver, toLogBody, toLogForm, type LogFormValues } from '../log-form';

const RATING_OPTIONS = Array.from({ length: 10 }, (_, rating) => ({ value: String(rating + 1), label: rating + 1 }));

function ExerciseSets({ control, index, name }: { control: Control<LogFormValues>; index: number; name: string }) {
  const { fields, append } = useFieldArray({ control, name: `exercises.${index}.sets` });
  const units = useUnits();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{name}</Typography>
      <Stack spacing={1}>
        {fields.map((set, setIndex) => (
          <Stack key={set.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ width: 48 }}>
              Set {setIndex + 1}
            </Typography>
            <FormTextField
              control={control}
              name={`exercises.${index}.sets.${setIndex}.reps`}
              label="Reps"
              size="small"
              fullWidth={false}
              sx={{ width: 90 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${name} set ${setIndex + 1} reps` } }}
            />
            <FormTextField
              control={control}
              name={`exercises.${index}.sets.${setIndex}.weight`}
              label={`Weight (${units.name('mass')})`}
              size="small"
              fullWidth={false}
              sx={{ width: 120 }}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${name} set ${setIndex + 1} weight` } }}
            />
          </Stack>
        ))}
      </Stack>
      <Button size="small" sx={{ mt: 1 }} onClick={() => append({ reps: '', weight: '' })}>
        Add set
      </Button>
    </Paper>
  );
}

/** Log a session: the sets done per exercise (reps, weight), total duration, difficulty 1–10 and notes. */
export function LogWorkoutDialog({ item, onClose }: { item: ClientWorkoutResponseDto | undefined; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // Through the outbox: logged offline, the session waits on the device and is sent once the connection returns.
  const write = useOutboxWrite();
  const [pending, setPending] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<LogFormValues>({ resolver: logFormResolver });
  const { fields } = useFieldArray({ control, name: 'exercises' });

  const units = useUnits();
  useEffect(() => {
    if (item) reset(toLogForm(item, units));
  }, [item, reset, units]);

  const onSubmit = handleSubmit(async (values) => {
    if (!item) return;
    setPending(true);
    const outcome = await write(
      {
        endpoint: 'clientPortalWorkoutsLog',
        args: { clientWorkoutId: item.id, logWorkoutDto: toLogBody(values, units) },
        label: item.workout.name,
        ref: item.id,
      },
      { success: { title: 'Success', description: TRAINING_MESSAGES.workoutLogged }, fallback: 'Failed to log workout' },
    );
    setPending(false);
    if (outcome.ok) onClose();
  });

  const problem = formMessage(formState.errors);
  return (
    <FormDialog
      open={!!item}
      onClose={onClose}
      title={`Log ${item?.workout.name ?? ''}`}
      titleId="log-title"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Saving..."
      submitLabel="Log Workout"
      error={problem}
    >
      <Typography variant="body2" color="text.secondary">
        Fill in what you did; leave the reps of a set empty if you skipped it.
      </Typography>
      {fields.map((exercise, index) => (
        <ExerciseSets key={exercise.id} control={control} index={index} name={exercise.exerciseName} />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="totalDuration" label="Total duration (minutes)" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <FormSelectField control={control} name="difficultyRating" label="Difficulty (1–10)" emptyOption="Not rated" options={RATING_OPTIONS} />
      </Stack>
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={2} />
    </FormDialog>
  );
}
