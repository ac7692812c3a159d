import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DIFFICULTIES, EXERCISE_CATEGORIES, EXERCISE_CATEGORY_LABELS, TRAINING_MESSAGES, type ExerciseCategory } from '@coachcore/domain';
import { FormDialog, FormSelectField, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useExercisesCreateMutation, useExercisesUploadImageFileMutation } from '../api';
import { emptyExerciseForm, exerciseFormResolver, toExerciseBody, type ExerciseFormValues } from '../exercise-form';
import { DIFFICULTY_LABELS } from '../labels';

/** Add an exercise to the business's own library, with an optional video URL and picture. */
export function ExerciseFormDialog({ open, category, onClose }: { open: boolean; category: ExerciseCategory | null; onClose: () => void }) {
  const [create, createState] = useExercisesCreateMutation();
  const [upload, uploadState] = useExercisesUploadImageFileMutation();
  const [image, setImage] = useState<File | null>(null);
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<ExerciseFormValues>({ resolver: exerciseFormResolver, defaultValues: emptyExerciseForm() });

  // A new opening starts from an empty form (and no image chosen).
  const [openedFor, setOpenedFor] = useState<{ open: boolean; category: ExerciseCategory | null }>({ open, category });
  if (openedFor.open !== open || openedFor.category !== category) {
    setOpenedFor({ open, category });
    if (open) setImage(null);
  }
  useEffect(() => {
    if (open) reset(emptyExerciseForm(category ?? ''));
  }, [open, category, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const created = await runWithToasts(create({ createExerciseDto: toExerciseBody(values) }).unwrap(), {
      success: image ? undefined : { title: 'Success', description: TRAINING_MESSAGES.exerciseCreated },
      failure: { fallback: 'Failed to add exercise' },
    });
    if (!created.ok) return showServerFieldErrors(created.error, values, setError);
    if (image) {
      const uploaded = await runWithToasts(upload({ id: created.data.id, file: image }).unwrap(), {
        success: { title: 'Success', description: TRAINING_MESSAGES.exerciseCreated },
        failure: { title: 'Exercise added, image refused', fallback: 'Failed to upload the image' },
      });
      if (!uploaded.ok) return;
    }
    onClose();
  });

  const saving = createState.isLoading || uploadState.isLoading;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Exercise"
      titleId="exercise-form-title"
      onSubmit={onSubmit}
      pending={saving}
      pendingLabel="Adding..."
      submitLabel="Add Exercise"
    >
      <FormTextField control={control} name="name" label="Exercise Name" required autoFocus autoComplete="off" />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="category"
          label="Category"
          required
          options={EXERCISE_CATEGORIES.map((option) => ({ value: option, label: EXERCISE_CATEGORY_LABELS[option] }))}
        />
        <FormSelectField
          control={control}
          name="difficulty"
          label="Difficulty"
          emptyOption="None"
          options={DIFFICULTIES.map((option) => ({ value: option, label: DIFFICULTY_LABELS[option] }))}
        />
      </Stack>
      <FormTextField control={control} name="equipment" label="Equipment" />
      <FormTextField control={control} name="muscleGroups" label="Muscle groups" helperText="Separated by commas, e.g. chest, triceps" />
      <FormTextField control={control} name="instructions" label="Step-by-step instructions" helperText="One step per line" multiline minRows={3} />
      <FormTextField control={control} name="videoUrl" label="Video URL" type="url" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" component="label">
          Choose image
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-label="Exercise image"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {image ? image.name : 'JPEG, PNG, WebP or GIF, at most 5 MB'}
        </Typography>
      </Stack>
    </FormDialog>
  );
}
