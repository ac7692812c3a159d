import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FOOD_PREFERENCE_TYPES, type FoodPreferenceType } from '@coachcore/domain';
import { FormSelectField, FormTextField } from '../../../components/form';
import { ListPagination } from '../../../components/ListPagination';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useFoodPreferencesCreateMutation, useFoodPreferencesListQuery, useFoodPreferencesRemoveMutation } from '../api';
import { EMPTY_FOOD_PREFERENCE_FORM, foodPreferenceFormResolver, toFoodPreferenceBody, type FoodPreferenceFormValues } from '../food-preference-form';

const LABELS: Record<FoodPreferenceType, string> = { like: 'Likes', dislike: 'Dislikes', avoid: 'Avoids', allergy: 'Allergy' };
const PREFERENCE_OPTIONS = FOOD_PREFERENCE_TYPES.map((option) => ({ value: option, label: LABELS[option] }));

/** Preferences per page. */
const PAGE_SIZE = 30;

/** What the client likes, dislikes, avoids or is allergic to, to plan around. */
export function FoodPreferencesSection({ clientId }: { clientId: string }) {
  const [page, setPage] = useState(1);
  const preferences = useFoodPreferencesListQuery({ id: clientId, page, limit: PAGE_SIZE });
  const [create, state] = useFoodPreferencesCreateMutation();
  const [remove] = useFoodPreferencesRemoveMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, resetField } = useForm<FoodPreferenceFormValues>({
    resolver: foodPreferenceFormResolver,
    defaultValues: EMPTY_FOOD_PREFERENCE_FORM,
  });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(create({ id: clientId, createFoodPreferenceDto: toFoodPreferenceBody(values) }).unwrap(), {
      failure: { fallback: 'Failed to save the preference' },
    });
    // The type and intensity stay for the next food.
    if (outcome.ok) resetField('foodName');
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Food preferences">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Food Preferences
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {preferences.data?.total === 0 && <Typography color="text.secondary">No food preferences recorded.</Typography>}
        {(preferences.data?.items ?? []).map((preference) => (
          <Chip
            key={preference.id}
            color={preference.preferenceType === 'allergy' ? 'error' : preference.preferenceType === 'like' ? 'success' : 'default'}
            label={`${LABELS[preference.preferenceType]}: ${preference.foodName} (${preference.intensity}/10)`}
            onDelete={() => runWithToasts(remove({ id: preference.id }).unwrap(), { failure: { fallback: 'Failed to remove the preference' } })}
          />
        ))}
      </Stack>
      <ListPagination page={page} total={preferences.data?.total} limit={PAGE_SIZE} onChange={setPage} label="Food preference pages" />
      <Stack component="form" onSubmit={onSubmit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <FormTextField control={control} name="foodName" size="small" label="Food" fullWidth={false} />
        <FormSelectField
          control={control}
          name="preferenceType"
          size="small"
          label="Preference"
          options={PREFERENCE_OPTIONS}
          fullWidth={false}
          sx={{ minWidth: 140 }}
        />
        <FormTextField control={control} name="intensity" size="small" type="number" label="Intensity (1-10)" fullWidth={false} sx={{ width: 140 }} />
        <Button type="submit" variant="outlined" disabled={state.isLoading}>
          Add Preference
        </Button>
      </Stack>
    </Paper>
  );
}
