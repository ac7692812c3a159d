import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { MEAL_CATEGORIES, MEAL_CATEGORY_LABELS, RECIPE_PACK_DIFFICULTIES } from '@coachcore/domain';
import type { RecipePackDto } from '@coachcore/api-client/recipe-packs';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import { ListPagination } from '../../../components/ListPagination';
import { MealPicker } from '../../../components/nutrition/MealPicker';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useRecipePacksAssignMutation, useRecipePacksCreateMutation, useRecipePacksListQuery, useRecipePacksRemoveMutation } from '../api';
import {
  assignPackFormResolver,
  EMPTY_RECIPE_PACK_FORM,
  newPackMealRow,
  recipePackFormResolver,
  toRecipePackBody,
  type RecipePackFormValues,
} from '../recipe-pack-form';

const DIFFICULTY_OPTIONS = RECIPE_PACK_DIFFICULTIES.map((option) => ({ value: option, label: option }));
const MEAL_TYPE_OPTIONS = MEAL_CATEGORIES.map((option) => ({ value: option, label: MEAL_CATEGORY_LABELS[option] }));

function CreatePackDialog({ onClose }: { onClose: () => void }) {
  const [createPack, state] = useRecipePacksCreateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit } = useForm<RecipePackFormValues>({ resolver: recipePackFormResolver, defaultValues: EMPTY_RECIPE_PACK_FORM });
  const { fields: rows, append, remove } = useFieldArray({ control, name: 'meals' });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(createPack({ createRecipePackDto: toRecipePackBody(values) }).unwrap(), {
      success: { title: 'Success', description: 'Recipe pack created successfully!' },
      failure: { fallback: 'Failed to create recipe pack' },
    });
    if (outcome.ok) onClose();
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Create Recipe Pack"
      titleId="pack-form-title"
      maxWidth="md"
      onSubmit={onSubmit}
      pending={state.isLoading}
      pendingLabel="Creating..."
      submitLabel="Create Pack"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="name" label="Pack Name" required />
        <FormTextField control={control} name="theme" label="Theme" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="difficulty"
          label="Difficulty"
          options={DIFFICULTY_OPTIONS}
          optionSx={{ textTransform: 'capitalize' }}
          fullWidth={false}
          sx={{ minWidth: 180 }}
        />
        <FormTextField control={control} name="servings" label="Servings" type="number" fullWidth={false} />
        <FormTextField control={control} name="tags" label="Tags (comma separated)" />
      </Stack>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        Recipes
      </Typography>
      {rows.map((row, index) => (
        <Stack key={row.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Controller
            control={control}
            name={`meals.${index}.mealId`}
            render={({ field, fieldState }) => (
              <MealPicker
                label="Recipe"
                value={field.value}
                onPick={(meal) => field.onChange(meal?.id ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                sx={{ flex: 1, minWidth: 220 }}
              />
            )}
          />
          <FormTextField control={control} name={`meals.${index}.dayNumber`} label="Day" type="number" fullWidth={false} sx={{ width: 100 }} />
          <FormSelectField
            control={control}
            name={`meals.${index}.mealType`}
            label="Meal Type"
            options={MEAL_TYPE_OPTIONS}
            fullWidth={false}
            sx={{ minWidth: 140 }}
          />
          <IconButton aria-label="Remove recipe" onClick={() => remove(index)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append(newPackMealRow(rows.length))} sx={{ alignSelf: 'flex-start' }}>
        Add Recipe
      </Button>
    </FormDialog>
  );
}

function AssignPackDialog({ pack, onClose }: { pack: RecipePackDto; onClose: () => void }) {
  const [assign, state] = useRecipePacksAssignMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit } = useForm<{ clientId: string }>({ resolver: assignPackFormResolver, defaultValues: { clientId: '' } });
  const clientId = useWatch({ control, name: 'clientId' });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(assign({ id: pack.id, assignRecipePackDto: { clientId: values.clientId } }).unwrap(), {
      success: { title: 'Success', description: 'Recipe pack assigned successfully!' },
      failure: { fallback: 'Failed to assign recipe pack' },
    });
    if (outcome.ok) onClose();
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Assign ${pack.name}`}
      titleId="assign-pack-title"
      maxWidth="xs"
      onSubmit={onSubmit}
      pending={state.isLoading}
      submitDisabled={!clientId}
      pendingLabel="Assigning..."
      submitLabel="Assign Pack"
    >
      <Controller
        control={control}
        name="clientId"
        render={({ field, fieldState }) => (
          <ClientPicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} required error={fieldState.error?.message} sx={{ mt: 1 }} />
        )}
      />
    </FormDialog>
  );
}

/** Pack cards per page. */
const PACKS_PAGE_SIZE = 12;

/** Recipe packs of the business: cards, a page at a time, creation and assignment to a client. */
export function RecipePacksSection() {
  const [page, setPage] = useState(1);
  const packs = useRecipePacksListQuery({ page, limit: PACKS_PAGE_SIZE });
  const [removePack] = useRecipePacksRemoveMutation();
  const runWithToasts = useMutationToasts();
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<RecipePackDto | null>(null);
  return (
    <>
      <Stack direction="row" sx={{ mt: 3, mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Recipe Packs
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create Recipe Pack
        </Button>
      </Stack>
      {packs.data?.total === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">No recipe packs yet.</Typography>
        </Paper>
      ) : (
        <Grid container spacing={2} component="section" aria-label="Recipe pack list">
          {(packs.data?.items ?? []).map((pack) => (
            <Grid key={pack.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>{pack.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
                  {[
                    pack.theme,
                    pack.difficulty,
                    `${pack.servings} servings`,
                    `${pack.meals.length} recipes`,
                    pack.prepTimeTotal ? `${pack.prepTimeTotal} min` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                  {pack.tags.map((tag) => (
                    <Chip key={tag} size="small" label={tag} />
                  ))}
                </Stack>
                <Stack direction="row" sx={{ mt: 1, gap: 0.5 }}>
                  <Button size="small" onClick={() => setAssigning(pack)}>
                    Assign
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() =>
                      runWithToasts(removePack({ id: pack.id }).unwrap(), {
                        success: { title: 'Success', description: 'Recipe pack deleted successfully!' },
                        failure: { fallback: 'Failed to delete recipe pack' },
                      })
                    }
                  >
                    Delete
                  </Button>
                </Stack>
              </Paper>
            </Grid>
          ))}
        </Grid>
      )}
      <ListPagination page={page} total={packs.data?.total} limit={PACKS_PAGE_SIZE} onChange={setPage} label="Recipe pack pages" />
      {creating && <CreatePackDialog onClose={() => setCreating(false)} />}
      {assigning && <AssignPackDialog pack={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
}
