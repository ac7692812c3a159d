import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DIFFICULTIES, EXERCISE_CATEGORIES, EXERCISE_CATEGORY_LABELS, TRAINING_MESSAGES } from '@coachcore/domain';
import type { WorkoutResponseDto } from '@coachcore/api-client/workouts';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useWorkoutsCreateMutation, useWorkoutsUpdateMutation } from '../api';
import { DIFFICULTY_LABELS } from '../labels';
import { EMPTY_WORKOUT_FORM, newRow, supersetGroups, toWorkoutBody, toWorkoutForm, workoutFormResolver, type WorkoutFormValues } from '../workout-form';
import { BuilderExerciseRow } from './BuilderExerciseRow';
import { ExercisePicker } from './ExercisePicker';

interface WorkoutBuilderDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edits this workout; creates a new one when left out. */
  workout?: WorkoutResponseDto;
}

const letter = (group: number) => String.fromCharCode(64 + group);

/** Create New Workout / Edit Workout: the workout's fields and its ordered exercises, reordered by drag and drop or keyboard. */
export function WorkoutBuilderDialog({ open, onClose, workout }: WorkoutBuilderDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [createWorkout, createState] = useWorkoutsCreateMutation();
  const [updateWorkout, updateState] = useWorkoutsUpdateMutation();
  const runWithToasts = useMutationToasts();
  const saving = createState.isLoading || updateState.isLoading;
  const { control, handleSubmit, reset, setError } = useForm<WorkoutFormValues>({ resolver: workoutFormResolver, defaultValues: EMPTY_WORKOUT_FORM });
  const { fields, append, move, remove } = useFieldArray({ control, name: 'exercises', keyName: 'fieldKey' });
  const links = useWatch({ control, name: 'exercises' }) ?? [];
  const groups = supersetGroups(links);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    if (open) reset(workout ? toWorkoutForm(workout) : EMPTY_WORKOUT_FORM);
  }, [open, workout, reset]);

  // What a screen reader hears while a row is dragged: the exercise's name and position, not an internal id.
  const nameOf = (id: UniqueIdentifier) => fields.find((row) => row.key === id)?.exerciseName ?? 'Exercise';
  const positionOf = (id: UniqueIdentifier | undefined) => fields.findIndex((row) => row.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${fields.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} moved to position ${positionOf(over.id)} of ${fields.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      fields.findIndex((row) => row.key === active.id),
      fields.findIndex((row) => row.key === over.id),
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = toWorkoutBody(values);
    const outcome = workout
      ? await runWithToasts(updateWorkout({ id: workout.id, updateWorkoutDto: body }).unwrap(), {
          success: { title: 'Success', description: TRAINING_MESSAGES.workoutUpdated },
          failure: { fallback: 'Failed to update workout' },
        })
      : await runWithToasts(createWorkout({ createWorkoutDto: body }).unwrap(), {
          success: { title: 'Success', description: TRAINING_MESSAGES.workoutCreated },
          failure: { fallback: 'Failed to create workout' },
        });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    reset(EMPTY_WORKOUT_FORM);
    onClose();
  });

  const isEdit = !!workout;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={isEdit ? 'Edit Workout' : 'Create New Workout'}
      titleId="workout-builder-title"
      maxWidth="md"
      fullScreen={fullScreen}
      onSubmit={onSubmit}
      pending={saving}
      pendingLabel="Saving..."
      submitLabel={isEdit ? 'Save Changes' : 'Create Workout'}
    >
      <FormTextField control={control} name="name" label="Workout Name" required autoFocus autoComplete="off" />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="category"
          label="Category"
          emptyOption="None"
          options={EXERCISE_CATEGORIES.map((category) => ({ value: category, label: EXERCISE_CATEGORY_LABELS[category] }))}
        />
        <FormSelectField
          control={control}
          name="difficulty"
          label="Difficulty"
          emptyOption="None"
          options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: DIFFICULTY_LABELS[difficulty] }))}
        />
        <FormTextField control={control} name="duration" label="Duration (minutes)" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </Stack>
      <Controller
        control={control}
        name="isTemplate"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label="Save as a template"
          />
        )}
      />

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Exercises
      </Typography>
      <Typography variant="body2" color="text.secondary" id="reorder-help">
        Drag the handle to reorder, or focus it and press Space, the arrow keys, then Space again. Tick “Superset with the exercise above” to group exercises
        done back to back.
      </Typography>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <SortableContext items={fields.map((row) => row.key)} strategy={verticalListSortingStrategy}>
          <Stack spacing={1} aria-describedby="reorder-help" role="list" aria-label="Workout exercises">
            {fields.map((row, index) => (
              <div role="listitem" key={row.key}>
                <BuilderExerciseRow
                  control={control}
                  index={index}
                  id={row.key}
                  name={row.exerciseName}
                  count={fields.length}
                  superset={groups[index] ? letter(groups[index]) : null}
                  onMove={move}
                  onRemove={remove}
                />
              </div>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No exercises yet: search the library below to add the first.
        </Typography>
      )}
      <ExercisePicker onPick={(exercise) => append(newRow(exercise))} />
    </FormDialog>
  );
}
