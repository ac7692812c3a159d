import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProgressPhotoPose } from '@coachcore/api-client/client-portal';
import { validateProgressPhotoForm } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useUnits } from '../../../hooks/useUnits';
import { useClientProgressUploadMutation } from '../api';
import { POSE_LABELS, POSES } from '../photo-days';

type Files = Partial<Record<ProgressPhotoPose, File>>;
type Errors = Partial<Record<'weight' | 'bodyFat' | 'photos', string>>;

/** Front, side and back photos of one day with the day's weight, body fat and notes: one upload per chosen photo. */
export function UploadPhotosForm() {
  const runWithToasts = useMutationToasts();
  const [upload] = useClientProgressUploadMutation();
  const [files, setFiles] = useState<Files>({});
  const [fields, setFields] = useState({ weight: '', bodyFat: '', notes: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const units = useUnits();

  const choose = (pose: ProgressPhotoPose) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFiles((current) => ({ ...current, [pose]: file }));
  };
  const change = (name: keyof typeof fields) => (event: ChangeEvent<HTMLInputElement>) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = POSES.filter((pose) => files[pose]);
    const found = validateProgressPhotoForm({ ...fields, photos: chosen.length });
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const uploadAll = async () => {
      for (const pose of chosen) await upload({ file: files[pose]!, pose, ...fields, weight: units.toStored(fields.weight, 'mass') }).unwrap();
    };
    const outcome = await runWithToasts(uploadAll(), {
      success: { title: 'Success', description: chosen.length === 1 ? 'Progress photo uploaded' : `${chosen.length} progress photos uploaded` },
      failure: { fallback: 'Failed to upload photo' },
    });
    setSaving(false);
    if (!outcome.ok) return;
    setFiles({});
    setFields({ weight: '', bodyFat: '', notes: '' });
    setFormKey((key) => key + 1);
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate aria-labelledby="upload-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} key={formKey}>
      <Typography id="upload-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Upload Photos
      </Typography>
      <Grid container spacing={2}>
        {POSES.map((pose) => (
          <Grid key={pose} size={{ xs: 12, sm: 4 }}>
            <Button component="label" variant="outlined" fullWidth sx={{ minHeight: 44, justifyContent: 'flex-start', textTransform: 'none' }}>
              {POSE_LABELS[pose]} photo: {files[pose]?.name ?? 'choose…'}
              <input hidden type="file" accept="image/jpeg,image/png,image/webp,image/gif" aria-label={`${POSE_LABELS[pose]} photo`} onChange={choose(pose)} />
            </Button>
          </Grid>
        ))}
        {errors.photos && (
          <Grid size={12}>
            <Alert severity="error">{errors.photos}</Alert>
          </Grid>
        )}
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            label={`Weight (${units.name('mass')})`}
            type="number"
            fullWidth
            value={fields.weight}
            onChange={change('weight')}
            error={!!errors.weight}
            helperText={errors.weight}
            slotProps={{ htmlInput: { step: 0.1, min: 0, inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            label="Body Fat (%)"
            type="number"
            fullWidth
            value={fields.bodyFat}
            onChange={change('bodyFat')}
            error={!!errors.bodyFat}
            helperText={errors.bodyFat}
            slotProps={{ htmlInput: { step: 0.1, min: 0, max: 100, inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Notes" fullWidth value={fields.notes} onChange={change('notes')} />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 2, minHeight: 44 }}>
        {saving ? 'Uploading...' : 'Upload Photos'}
      </Button>
    </Paper>
  );
}
