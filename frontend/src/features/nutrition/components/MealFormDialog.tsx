import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { MEAL_CATEGORIES, MEAL_CATEGORY_LABELS, nutrientsFor, sumNutrients } from '@coachcore/domain';
import type { FoodResponseDto } from '@coachcore/api-client/foods';
import type { MealResponseDto } from '@coachcore/api-client/meals';
import { AddFoodDialog } from '../../../components/food/AddFoodDialog';
import { FoodSearchField } from '../../../components/food/FoodSearchField';
import { FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMealsCreateMutation, useMealsUpdateMutation, useMealsUploadImageFileMutation } from '../api';
import { ingredientFromFood, mealFormResolver, toMealBody, toMealForm, type MealFormValues } from '../meal-form';

const CATEGORY_OPTIONS = MEAL_CATEGORIES.map((option) => ({ value: option, label: MEAL_CATEGORY_LABELS[option] }));

/** Add Meal / Edit Meal: ingredients from the food database with quantities; macros per serving computed as you go. */
export function MealFormDialog({ open, meal, onClose }: { open: boolean; meal?: MealResponseDto; onClose: () => void }) {
  // Mounted per opening, so the form starts from the meal (or empty) each time.
  return open ? <MealForm meal={meal} onClose={onClose} /> : null;
}

function MealForm({ meal, onClose }: { meal?: MealResponseDto; onClose: () => void }) {
  const { control, handleSubmit } = useForm<MealFormValues>({ resolver: mealFormResolver, defaultValues: toMealForm(meal) });
  const { fields: ingredients, append, remove } = useFieldArray({ control, name: 'ingredients', keyName: 'fieldKey' });
  const [servings, rows] = useWatch({ control, name: ['servings', 'ingredients'] });
  // The ingredient being picked: not part of the meal until added.
  const [food, setFood] = useState<FoodResponseDto | null>(null);
  const [quantity, setQuantity] = useState('100');
  const [addingFood, setAddingFood] = useState(false);
  const [image, setImage] = useState(meal?.imageUrl ? { url: meal.imageUrl, version: meal.updatedAt } : null);
  const [createMeal, createState] = useMealsCreateMutation();
  const [updateMeal, updateState] = useMealsUpdateMutation();
  const [uploadImage, uploadState] = useMealsUploadImageFileMutation();
  const runWithToasts = useMutationToasts();

  const perServing = (() => {
    const total = sumNutrients(rows.map((item) => nutrientsFor(item.per, item.quantity)));
    const count = Math.max(1, Number(servings) || 1);
    return {
      calories: Math.round(total.calories / count),
      protein: Math.round(total.protein / count),
      carbs: Math.round(total.carbs / count),
      fat: Math.round(total.fat / count),
    };
  })();

  const canAdd = !!food && Number(quantity) > 0;
  const addIngredient = () => {
    if (!food || !canAdd) return;
    append(ingredientFromFood(food, Number(quantity)));
    setFood(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = toMealBody(values);
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
  });

  return (
    <>
      <FormDialog
        open
        onClose={onClose}
        title={meal ? 'Edit Meal' : 'Add Meal'}
        titleId="meal-form-title"
        maxWidth="md"
        onSubmit={onSubmit}
        pending={createState.isLoading || updateState.isLoading}
        pendingLabel="Saving..."
        submitLabel={meal ? 'Save Meal' : 'Create Meal'}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="name" label="Meal Name" required />
          <FormSelectField control={control} name="category" label="Category" required options={CATEGORY_OPTIONS} />
        </Stack>
        <Stack direction="row" spacing={2}>
          <FormTextField control={control} name="servings" label="Servings" type="number" fullWidth={false} slotProps={{ htmlInput: { min: 1, max: 100 } }} />
          <FormTextField control={control} name="prepTime" label="Prep Time (min)" type="number" fullWidth={false} />
          <FormTextField control={control} name="cookTime" label="Cook Time (min)" type="number" fullWidth={false} />
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Ingredients
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {/* Enter picks a food from the list; it does not save the meal. */}
          <Stack sx={{ flex: 1 }} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
            <FoodSearchField label="Ingredient" value={food} onChange={setFood} />
          </Stack>
          <TextField
            label={`Quantity${food ? ` (${food.servingUnit})` : ''}`}
            type="number"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the ingredient rather than saving the meal.
              if (e.key === 'Enter') {
                e.preventDefault();
                addIngredient();
              }
            }}
            sx={{ width: { sm: 160 } }}
          />
          <Button variant="outlined" onClick={addIngredient} disabled={!canAdd}>
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
                  key={item.fieldKey}
                  secondaryAction={
                    <IconButton edge="end" aria-label={`Remove ${item.foodName}`} onClick={() => remove(index)}>
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
        <FormTextField control={control} name="instructions" label="Instructions" multiline minRows={3} fullWidth={false} />
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
      </FormDialog>
      {/* Beside the meal's form, not inside it: its own form's submit would bubble to the meal's. */}
      <AddFoodDialog
        open={addingFood}
        onClose={() => setAddingFood(false)}
        onAdded={(created) => {
          setFood(created);
          setQuantity(String(created.servingSize));
        }}
      />
    </>
  );
}
