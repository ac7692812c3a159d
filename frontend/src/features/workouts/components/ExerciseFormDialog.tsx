import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DIFFICULTIES, EXERCISE_CATEGORIES, EXERCISE_CATEGORY_LABELS, TRAINING_MESSAGES, type ExerciseCategory } from '@coachcore/domain';
import { FormTextField, showServerFieldErrors } from '../../../components/form';
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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="exercise-form-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="exercise-form-title">Add Exercise</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="name" label="Exercise Name" required autoFocus autoComplete="off" />
            <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="category" select label="Category" required>
                {EXERCISE_CATEGORIES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {EXERCISE_CATEGORY_LABELS[option]}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField control={control} name="difficulty" select label="Difficulty">
                <MenuItem value="">
                  <em>None</em>
                </MenuItem>
                {DIFFICULTIES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {DIFFICULTY_LABELS[option]}
                  </MenuItem>
                ))}
              </FormTextField>
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Adding...' : 'Add Exercise'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
