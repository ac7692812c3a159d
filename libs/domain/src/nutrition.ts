/** Nutrition (document 2: food_database, meals, meal plans, macro goals, food log): option lists, messages and maths. */
import { isBlank, type ValidationErrors } from './validation';

/** Meal categories and meal types; the screen labels 'snack' as 'Snacks'. */
export const MEAL_CATEGORIES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealCategory = (typeof MEAL_CATEGORIES)[number];

export const MEAL_CATEGORY_LABELS: Record<MealCategory, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snacks' };

/** How a food-log entry was found. */
export const SCAN_METHODS = ['search', 'barcode', 'recent', 'frequent', 'manual', 'meal_plan'] as const;
export type ScanMethod = (typeof SCAN_METHODS)[number];

/** Where a food's figures come from: public tables, a package label, Open Food Facts, or a person (private to their business). */
export const FOOD_DATA_SOURCES = ['usda', 'label', 'openfoodfacts', 'custom'] as const;
export type FoodDataSource = (typeof FOOD_DATA_SOURCES)[number];

export const FOOD_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const NUTRITION_MESSAGES = {
  foodNotFound: 'Food not found',
  barcodeNotFound: 'No food with this barcode yet: enter it by hand to add it',
  barcodeFormat: 'Barcode must be 8, 12, 13 or 14 digits',
  barcodeCheckDigit: 'Barcode check digit is not valid',
  barcodeTaken: 'A food with this barcode already exists',
  foodNameRequired: 'Food name is required',
  servingSizePositive: 'Serving size must be greater than 0',
  caloriesRequired: 'Calories are required',
  nutrientNumber: 'Nutrients must be numbers of at least 0',
  searchTooLong: 'Search must be at most 100 characters',
} as const;

/** The digits of a GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) are valid when their weighted sum with the check digit is a multiple of 10. */
export function gtinCheckDigitValid(code: string): boolean {
  let sum = 0;
  for (let i = 0; i < code.length; i += 1) {
    const fromRight = code.length - 1 - i;
    sum += Number(code[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return sum % 10 === 0;
}

/** Null when the code is a well-formed retail barcode, otherwise the message to show. */
export function barcodeProblem(code: string): string | null {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return NUTRITION_MESSAGES.barcodeFormat;
  if (!gtinCheckDigitValid(code)) return NUTRITION_MESSAGES.barcodeCheckDigit;
  return null;
}

/** Per-serving nutrients of a food, the unit of the meal and food-log maths. */
export interface Nutrients {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The nutrients of `amount` (in the food's serving unit) of a food whose figures are given per `servingSize`. */
export function nutrientsFor(food: Nutrients & { servingSize: number }, amount: number): Nutrients {
  const factor = food.servingSize > 0 ? amount / food.servingSize : 0;
  return {
    calories: round1(food.calories * factor),
    protein: round1(food.protein * factor),
    carbs: round1(food.carbs * factor),
    fat: round1(food.fat * factor),
    fiber: round1(food.fiber * factor),
  };
}

export function sumNutrients(items: readonly Nutrients[]): Nutrients {
  const total = items.reduce(
    (sum, item) => ({
      calories: sum.calories + item.calories,
      protein: sum.protein + item.protein,
      carbs: sum.carbs + item.carbs,
      fat: sum.fat + item.fat,
      fiber: sum.fiber + item.fiber,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 },
  );
  return { calories: round1(total.calories), protein: round1(total.protein), carbs: round1(total.carbs), fat: round1(total.fat), fiber: round1(total.fiber) };
}

/** A day is on target when its calories are within 10 % of the goal. */
export const ADHERENCE_TOLERANCE = 0.1;

export function withinCalorieGoal(calories: number, goal: number): boolean {
  return goal > 0 && Math.abs(calories - goal) <= goal * ADHERENCE_TOLERANCE;
}

export interface FoodFormInput {
  name: string;
  servingSize: string;
  calories: string;
  barcode: string;
}

const isNonNegativeNumberText = (text: string) => text.trim() === '' || (Number.isFinite(Number(text)) && Number(text) >= 0);

/** Add-food rules, as the server checks them. */
export function validateFoodForm(
  input: FoodFormInput & Record<'protein' | 'carbs' | 'fat', string>,
): ValidationErrors<keyof FoodFormInput | 'protein' | 'carbs' | 'fat'> {
  const errors: ValidationErrors<keyof FoodFormInput | 'protein' | 'carbs' | 'fat'> = {};
  if (isBlank(input.name)) errors.name = NUTRITION_MESSAGES.foodNameRequired;
  if (!(Number(input.servingSize) > 0)) errors.servingSize = NUTRITION_MESSAGES.servingSizePositive;
  if (isBlank(input.calories)) errors.calories = NUTRITION_MESSAGES.caloriesRequired;
  else if (!isNonNegativeNumberText(input.calories)) errors.calories = NUTRITION_MESSAGES.nutrientNumber;
  for (const field of ['protein', 'carbs', 'fat'] as const) if (!isNonNegativeNumberText(input[field])) errors[field] = NUTRITION_MESSAGES.nutrientNumber;
  const code = input.barcode.trim();
  if (code) {
    const problem = barcodeProblem(code);
    if (problem) errors.barcode = problem;
  }
  return errors;
}
