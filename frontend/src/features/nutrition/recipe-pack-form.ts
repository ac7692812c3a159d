import { validateRecipePack, validateRecipePackAssignment, type MealCategory, type RecipePackDifficulty } from '@coachcore/domain';
import type { CreateRecipePackDto } from '@coachcore/api-client/recipe-packs';
import { domainResolver } from '../../components/form';

/** A recipe of the pack: a meal (empty until chosen), its day as typed and its meal type. */
export interface PackMealRow {
  mealId: string;
  dayNumber: string;
  mealType: MealCategory;
}

export interface RecipePackFormValues {
  name: string;
  theme: string;
  difficulty: RecipePackDifficulty;
  servings: string;
  /** Comma separated. */
  tags: string;
  meals: PackMealRow[];
}

export const EMPTY_RECIPE_PACK_FORM: RecipePackFormValues = { name: '', theme: '', difficulty: 'beginner', servings: '4', tags: '', meals: [] };

/** A new row is a dinner on the day after the rows so far. */
export const newPackMealRow = (rowsSoFar: number): PackMealRow => ({ mealId: '', dayNumber: String(rowsSoFar + 1), mealType: 'dinner' });

/** Rows without a meal chosen are left out. */
export const toRecipePackBody = (values: RecipePackFormValues): CreateRecipePackDto => ({
  name: values.name.trim(),
  theme: values.theme.trim() || null,
  difficulty: values.difficulty,
  servings: Number(values.servings) || 4,
  tags: values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  meals: values.meals.filter((row) => row.mealId).map((row) => ({ mealId: row.mealId, dayNumber: Number(row.dayNumber) || 1, mealType: row.mealType })),
});

export const recipePackFormResolver = domainResolver<RecipePackFormValues>(validateRecipePack);

export const assignPackFormResolver = domainResolver<{ clientId: string }>(validateRecipePackAssignment);
