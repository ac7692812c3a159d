import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FOOD_PREFERENCE_TYPES, NUTRITION_MESSAGES, type FoodPreferenceType } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useFoodPreferencesCreateMutation, useFoodPreferencesListQuery, useFoodPreferencesRemoveMutation } from '../api';

const LABELS: Record<FoodPreferenceType, string> = { like: 'Likes', dislike: 'Dislikes', avoid: 'Avoids', allergy: 'Allergy' };

/** What the client likes, dislikes, avoids or is allergic to, to plan around. */
export function FoodPreferencesSection({ clientId }: { clientId: string }) {
  const preferences = useFoodPreferencesListQuery({ id: clientId });
  const [create, state] = useFoodPreferencesCreateMutation();
  const [remove] = useFoodPreferencesRemoveMutation();
  const runWithToasts = useMutationToasts();
  const [foodName, setFoodName] = useState('');
  const [preferenceType, setPreferenceType] = useState<FoodPreferenceType>('dislike');
  const [intensity, setIntensity] = useState('5');
  const [error, setError] = useState<string | undefined>();

  const add = async () => {
    if (!foodName.trim()) return setError(NUTRITION_MESSAGES.preferenceFoodRequired);
    setError(undefined);
    const outcome = await runWithToasts(
      create({ id: clientId, createFoodPreferenceDto: { foodName: foodName.trim(), preferenceType, intensity: Number(intensity) || 5 } }).unwrap(),
      { failure: { fallback: 'Failed to save the preference' } },
    );
    if (outcome.ok) setFoodName('');
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Food preferences">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Food Preferences
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {(preferences.data ?? []).length === 0 && <Typography color="text.secondary">No food preferences recorded.</Typography>}
        {(preferences.data ?? []).map((preference) => (
          <Chip
            key={preference.id}
            color={preference.preferenceType === 'allergy' ? 'error' : preference.preferenceType === 'like' ? 'success' : 'default'}
            label={`${LABELS[preference.preferenceType]}: ${preference.foodName} (${preference.intensity}/10)`}
            onDelete={() => runWithToasts(remove({ id: preference.id }).unwrap(), { failure: { fallback: 'Failed to remove the preference' } })}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField size="small" label="Food" value={foodName} onChange={(e) => setFoodName(e.target.value)} error={!!error} helperText={error} />
        <TextField
          size="small"
          select
          label="Preference"
          value={preferenceType}
          onChange={(e) => setPreferenceType(e.target.value as FoodPreferenceType)}
          sx={{ minWidth: 140 }}
        >
          {FOOD_PREFERENCE_TYPES.map((option) => (
            <MenuItem key={option} value={option}>
              {LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="number" label="Intensity (1-10)" value={intensity} onChange={(e) => setIntensity(e.target.value)} sx={{ width: 140 }} />
        <Button variant="outlined" onClick={add} disabled={state.isLoading}>
          Add Preference
        </Button>
      </Stack>
    </Paper>
  );
}
