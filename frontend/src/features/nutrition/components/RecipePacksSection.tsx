import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  MEAL_CATEGORIES,
  MEAL_CATEGORY_LABELS,
  NUTRITION_MESSAGES,
  RECIPE_PACK_DIFFICULTIES,
  type MealCategory,
  type RecipePackDifficulty,
} from '@coachcore/domain';
import type { RecipePackDto } from '@coachcore/api-client';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import {
  useClientsListQuery,
  useMealsListQuery,
  useRecipePacksAssignMutation,
  useRecipePacksCreateMutation,
  useRecipePacksListQuery,
  useRecipePacksRemoveMutation,
} from '../api';

interface PackMealRow {
  mealId: string;
  dayNumber: string;
  mealType: MealCategory;
}

function CreatePackDialog({ onClose }: { onClose: () => void }) {
  const meals = useMealsListQuery({ limit: 200 });
  const [createPack, state] = useRecipePacksCreateMutation();
  const runWithToasts = useMutationToasts();
  const [name, setName] = useState('');
  const [theme, setTheme] = useState('');
  const [difficulty, setDifficulty] = useState<RecipePackDifficulty>('beginner');
  const [servings, setServings] = useState('4');
  const [tags, setTags] = useState('');
  const [rows, setRows] = useState<PackMealRow[]>([]);
  const [nameError, setNameError] = useState<string | undefined>();

  const save = async () => {
    if (!name.trim()) return setNameError(NUTRITION_MESSAGES.recipePackNameRequired);
    const outcome = await runWithToasts(
      createPack({
        createRecipePackDto: {
          name: name.trim(),
          theme: theme.trim() || null,
          difficulty,
          servings: Number(servings) || 4,
          tags: tags
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
          meals: rows.filter((row) => row.mealId).map((row) => ({ mealId: row.mealId, dayNumber: Number(row.dayNumber) || 1, mealType: row.mealType })),
        },
      }).unwrap(),
      { success: { title: 'Success', description: 'Recipe pack created successfully!' }, failure: { fallback: 'Failed to create recipe pack' } },
    );
    if (outcome.ok) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="pack-form-title">
      <DialogTitle id="pack-form-title">Create Recipe Pack</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Pack Name" required fullWidth value={name} onChange={(e) => setName(e.target.value)} error={!!nameError} helperText={nameError} />
            <TextField label="Theme" fullWidth value={theme} onChange={(e) => setTheme(e.target.value)} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Difficulty"
              value={difficulty}
              onChange={(e) => setDifficulty(e.target.value as RecipePackDifficulty)}
              sx={{ minWidth: 180 }}
            >
              {RECIPE_PACK_DIFFICULTIES.map((option) => (
                <MenuItem key={option} value={option} sx={{ textTransform: 'capitalize' }}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Servings" type="number" value={servings} onChange={(e) => setServings(e.target.value)} />
            <TextField label="Tags (comma separated)" fullWidth value={tags} onChange={(e) => setTags(e.target.value)} />
          </Stack>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            Recipes
          </Typography>
          {rows.map((row, index) => (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                select
                label="Recipe"
                value={row.mealId}
                onChange={(e) => setRows((current) => current.map((other, at) => (at === index ? { ...other, mealId: e.target.value } : other)))}
                sx={{ flex: 1 }}
              >
                {(meals.data ?? []).map((meal) => (
                  <MenuItem key={meal.id} value={meal.id}>
                    {meal.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Day"
                type="number"
                value={row.dayNumber}
                onChange={(e) => setRows((current) => current.map((other, at) => (at === index ? { ...other, dayNumber: e.target.value } : other)))}
                sx={{ width: 100 }}
              />
              <TextField
                select
                label="Meal Type"
                value={row.mealType}
                onChange={(e) =>
                  setRows((current) => current.map((other, at) => (at === index ? { ...other, mealType: e.target.value as MealCategory } : other)))
                }
                sx={{ minWidth: 140 }}
              >
                {MEAL_CATEGORIES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {MEAL_CATEGORY_LABELS[option]}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton aria-label="Remove recipe" onClick={() => setRows((current) => current.filter((_, at) => at !== index))}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() => setRows((current) => [...current, { mealId: '', dayNumber: String(current.length + 1), mealType: 'dinner' }])}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add Recipe
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={state.isLoading}>
          {state.isLoading ? 'Creating...' : 'Create Pack'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AssignPackDialog({ pack, onClose }: { pack: RecipePackDto; onClose: () => void }) {
  const clients = useClientsListQuery({ limit: 200 });
  const [assign, state] = useRecipePacksAssignMutation();
  const runWithToasts = useMutationToasts();
  const [clientId, setClientId] = useState('');
  const save = async () => {
    if (!clientId) return;
    const outcome = await runWithToasts(assign({ id: pack.id, assignRecipePackDto: { clientId } }).unwrap(), {
      success: { title: 'Success', description: 'Recipe pack assigned successfully!' },
      failure: { fallback: 'Failed to assign recipe pack' },
    });
    if (outcome.ok) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assign-pack-title">
      <DialogTitle id="assign-pack-title">Assign {pack.name}</DialogTitle>
      <DialogContent>
        <TextField select label="Client" required fullWidth value={clientId} onChange={(e) => setClientId(e.target.value)} sx={{ mt: 1 }}>
          {(clients.data?.items ?? []).map((client) => (
            <MenuItem key={client.id} value={client.id}>
              {client.firstName} {client.lastName}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={!clientId || state.isLoading}>
          {state.isLoading ? 'Assigning...' : 'Assign Pack'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Recipe packs of the business: cards, creation and assignment to a client. */
export function RecipePacksSection() {
  const packs = useRecipePacksListQuery();
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
      {(packs.data ?? []).length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">No recipe packs yet.</Typography>
        </Paper>
      ) : (
        <Grid container spacing={2} component="section" aria-label="Recipe pack list">
          {(packs.data ?? []).map((pack) => (
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
      {creating && <CreatePackDialog onClose={() => setCreating(false)} />}
      {assigning && <AssignPackDialog pack={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
}
