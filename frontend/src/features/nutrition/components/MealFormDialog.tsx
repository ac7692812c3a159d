import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { MEAL_CATEGORIES, MEAL_CATEGORY_LABELS, NUTRITION_MESSAGES, nutrientsFor, sumNutrients, type MealCategory } from '@coachcore/domain';
import type { FoodResponseDto, MealResponseDto } from '@coachcore/api-client';
import { AddFoodDialog } from '../../../components/food/AddFoodDialog';
import { FoodSearchField } from '../../../components/food/FoodSearchField';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMealsCreateMutation, useMealsUpdateMutation, useMealsUploadImageFileMutation } from '../api';

interface Ingredient {
  foodId: string;
  foodName: string;
  quantity: number;
  unit: string;
  per: { servingSize: number; calories: number; protein: number; carbs: number; fat: number; fiber: number };
}

const fromFood = (food: FoodResponseDto, quantity: number): Ingredient => ({
  foodId: food.id,
  foodName: food.name,
  quantity,
  unit: food.servingUnit,
  per: { servingSize: food.servingSize, calories: food.calories, protein: food.protein, carbs: food.carbs, fat: food.fat, fiber: food.fiber ?? 0 },
});

const fromMeal = (meal: MealResponseDto): Ingredient[] =>
  meal.ingredients.map((item) => ({
    foodId: item.foodId,
    foodName: item.foodName,
    quantity: item.quantity,
    unit: item.unit,
    // What the amount brings, as the server computed it: scaling by 1 keeps it.
    per: { servingSize: item.quantity, calories: item.calories, protein: item.protein, carbs: item.carbs, fat: item.fat, fiber: item.fiber },
  }));

/** Add Meal / Edit Meal: ingredients from the food database with quantities; macros per serving computed as you go. */
export function MealFormDialog({ open, meal, onClose }: { open: boolean; meal?: MealResponseDto; onClose: () => void }) {
  // Mounted per opening, so the form starts from the meal (or empty) each time.
  return open ? <MealForm meal={meal} onClose={onClose} /> : null;
}

function MealForm({ meal, onClose }: { meal?: MealResponseDto; onClose: () => void }) {
  const open = true;
  const [name, setName] = useState(meal?.name ?? '');
  const [category, setCategory] = useState<MealCategory | ''>(meal?.category ?? '');
  const [servings, setServings] = useState(String(meal?.servings ?? 1));
  const [prepTime, setPrepTime] = useState(meal?.prepTime == null ? '' : String(meal.prepTime));
  const [cookTime, setCookTime] = useState(meal?.cookTime == null ? '' : String(meal.cookTime));
  const [instructions, setInstructions] = useState(meal?.instructions ?? '');
  const [ingredients, setIngredients] = useState<Ingredient[]>(() => (meal ? fromMeal(meal) : []));
  const [food, setFood] = useState<FoodResponseDto | null>(null);
  const [addingFood, setAddingFood] = useState(false);
  const [quantity, setQuantity] = useState('100');
  const [errors, setErrors] = useState<{ name?: string; category?: string }>({});
  const [createMeal, createState] = useMealsCreateMutation();
  const [updateMeal, updateState] = useMealsUpdateMutation();
  const [uploadImage, uploadState] = useMealsUploadImageFileMutation();
  const [image, setImage] = useState(meal?.imageUrl ? { url: meal.imageUrl, version: meal.updatedAt } : null);
  const runWithToasts = useMutationToasts();

  const perServing = (() => {
    const total = sumNutrients(ingredients.map((item) => nutrientsFor(item.per, item.quantity)));
    const count = Math.max(1, Number(servings) || 1);
    return {
      calories: Math.round(total.calories / count),
      protein: Math.round(total.protein / count),
      carbs: Math.round(total.carbs / count),
      fat: Math.round(total.fat / count),
    };
  })();

  const addIngredient = () => {
    if (!food || !(Number(quantity) > 0)) return;
    setIngredients((current) => [...current, fromFood(food, Number(quantity))]);
    setFood(null);
  };

  const save = async () => {
    const problems = {
      name: name.trim() ? undefined : NUTRITION_MESSAGES.mealNameRequired,
      category: category ? undefined : NUTRITION_MESSAGES.categoryRequired,
    };
    setErrors(problems);
    if (problems.name || problems.category) return;
    const body = {
      name: name.trim(),
      category: category as MealCategory,
      servings: Number(servings) || 1,
      prepTime: prepTime === '' ? null : Number(prepTime),
      cookTime: cookTime === '' ? null : Number(cookTime),
      instructions: instructions.trim() || null,
      ingredients: ingredients.map((item) => ({ foodId: item.foodId, quantity: item.quantity })),
    };
    const outcome = meal
      ? await runWithToasts(updateMeal({ id: meal.id, updateMealDto: body }).unwrap(), {
          success: { title: 'Success', description: 'Meal saved successfully!' },
          failure: { fallback: 'Failed to save meal' },
        })
      : await runWithToasts(createMeal({ createMealDto: body }).unwrap(), {
          success: { title: 'Success', description: 'Meal created successfully!' },
          failure: { fallback: 'Failed to create meal' },
        });
    if (outcome.ok) onClose();
  };

  const saving = createState.isLoading || updateState.isLoading;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="meal-form-title">
      <DialogTitle id="meal-form-title">{meal ? 'Edit Meal' : 'Add Meal'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Meal Name"
              required
              fullWidth
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!errors.name}
              helperText={errors.name}
            />
            <TextField
              select
              label="Category"
              required
              fullWidth
              value={category}
              onChange={(e) => setCategory(e.target.value as MealCategory)}
              error={!!errors.category}
              helperText={errors.category}
            >
              {MEAL_CATEGORIES.map((option) => (
                <MenuItem key={option} value={option}>
                  {MEAL_CATEGORY_LABELS[option]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField
              label="Servings"
              type="number"
              value={servings}
              onChange={(e) => setServings(e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 100 } }}
            />
            <TextField label="Prep Time (min)" type="number" value={prepTime} onChange={(e) => setPrepTime(e.target.value)} />
            <TextField label="Cook Time (min)" type="number" value={cookTime} onChange={(e) => setCookTime(e.target.value)} />
          </Stack>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Ingredients
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Stack sx={{ flex: 1 }}>
              <FoodSearchField label="Ingredient" value={food} onChange={setFood} />
            </Stack>
            <TextField
              label={`Quantity${food ? ` (${food.servingUnit})` : ''}`}
              type="number"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              sx={{ width: { sm: 160 } }}
            />
            <Button variant="outlined" onClick={addIngredient} disabled={!food || !(Number(quantity) > 0)}>
              Add Ingredient
            </Button>
          </Stack>
          <Button size="small" onClick={() => setAddingFood(true)} sx={{ alignSelf: 'flex-start' }}>
            Not in the database? Add a food
          </Button>
          {ingredients.length === 0 ? (
            <Typography color="text.secondary">No ingredients yet: search the food database above.</Typography>
          ) : (
            <List dense aria-label="Ingredients">
              {ingredients.map((item, index) => {
                const brings = nutrientsFor(item.per, item.quantity);
                return (
                  <ListItem
                    key={`${item.foodId}-${index}`}
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={`Remove ${item.foodName}`}
                        onClick={() => setIngredients((current) => current.filter((_, at) => at !== index))}
                      >
                        <DeleteIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText
                      primary={`${item.foodName} — ${item.quantity} ${item.unit}`}
                      secondary={`${brings.calories} kcal · ${brings.protein} g protein · ${brings.carbs} g carbs · ${brings.fat} g fat`}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
          <Typography data-testid="meal-per-serving" sx={{ fontWeight: 600 }}>
            Per serving: {perServing.calories} kcal · {perServing.protein} g protein · {perServing.carbs} g carbs · {perServing.fat} g fat
          </Typography>
          <TextField label="Instructions" multiline minRows={3} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
          {meal && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {image && (
                <img
                  src={`${image.url}?v=${encodeURIComponent(image.version)}`}
                  alt={`${meal.name}`}
                  width={96}
                  height={96}
                  style={{ objectFit: 'cover', borderRadius: 8 }}
                />
              )}
              <Button component="label" variant="outlined" disabled={uploadState.isLoading}>
                {uploadState.isLoading ? 'Uploading...' : image ? 'Replace Image' : 'Upload Image'}
                <input
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  aria-label="Meal image"
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (!file) return;
                    const outcome = await runWithToasts(uploadImage({ id: meal.id, file }).unwrap(), {
                      success: { title: 'Success', description: 'Image uploaded successfully!' },
                      failure: { fallback: 'Failed to upload the image' },
                    });
                    if (outcome.ok && outcome.data.imageUrl) setImage({ url: outcome.data.imageUrl, version: outcome.data.updatedAt });
                  }}
                />
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? 'Saving...' : meal ? 'Save Meal' : 'Create Meal'}
        </Button>
      </DialogActions>
      <AddFoodDialog
        open={addingFood}
        onClose={() => setAddingFood(false)}
        onAdded={(created) => {
          setFood(created);
          setQuantity(String(created.servingSize));
        }}
      />
    </Dialog>
  );
}
