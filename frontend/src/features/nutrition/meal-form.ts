import { validateMeal, type MealCategory, type Nutrients } from '@coachcore/domain';
import type { FoodResponseDto } from '@coachcore/api-client/foods';
import type { CreateMealDto, MealResponseDto } from '@coachcore/api-client/meals';
import { domainResolver } from '../../components/form';

/** An ingredient row: the food, the amount in its serving unit, and what `per.servingSize` of it brings. */
export interface IngredientRow {
  foodId: string;
  foodName: string;
  quantity: number;
  unit: string;
  per: Nutrients & { servingSize: number };
}

export interface MealFormValues {
  name: string;
  category: MealCategory | '';
  servings: string;
  prepTime: string;
  cookTime: string;
  instructions: string;
  ingredients: IngredientRow[];
}

export const ingredientFromFood = (food: FoodResponseDto, quantity: number): IngredientRow => ({
  foodId: food.id,
  foodName: food.name,
  quantity,
  unit: food.servingUnit,
  per: { servingSize: food.servingSize, calories: food.calories, protein: food.protein, carbs: food.carbs, fat: food.fat, fiber: food.fiber ?? 0 },
});

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The form of a meal being edited, or of a new one. */
export const toMealForm = (meal?: MealResponseDto): MealFormValues => ({
  name: meal?.name ?? '',
  category: meal?.category ?? '',
  servings: String(meal?.servings ?? 1),
  prepTime: text(meal?.prepTime),
  cookTime: text(meal?.cookTime),
  instructions: meal?.instructions ?? '',
  ingredients: (meal?.ingredients ?? []).map((item) => ({
    foodId: item.foodId,
    foodName: item.foodName,
    quantity: item.quantity,
    unit: item.unit,
    // What the amount brings, as the server computed it: scaling by 1 keeps it.
    per: { servingSize: item.quantity, calories: item.calories, protein: item.protein, carbs: item.carbs, fat: item.fat, fiber: item.fiber },
  })),
});

export const toMealBody = (values: MealFormValues): CreateMealDto => ({
  name: values.name.trim(),
  category: values.category as MealCategory,
  servings: Number(values.servings) || 1,
  prepTime: values.prepTime === '' ? null : Number(values.prepTime),
  cookTime: values.cookTime === '' ? null : Number(values.cookTime),
  instructions: values.instructions.trim() || null,
  ingredients: values.ingredients.map((item) => ({ foodId: item.foodId, quantity: item.quantity })),
});

export const mealFormResolver = domainResolver<MealFormValues>(validateMeal);
