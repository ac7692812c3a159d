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
  mealNotFound: 'Meal not found',
  mealNameRequired: 'Meal name is required',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Category must be breakfast, lunch, dinner or snack',
  ingredientFoodRequired: 'Each ingredient needs a food',
  ingredientQuantity: 'Ingredient quantity must be greater than 0',
  servingsRange: 'Servings must be a whole number from 1 to 100',
  minutesRange: 'Prep and cook times must be whole minutes from 0 to 1440',
  mealPlanNotFound: 'Meal plan not found',
  mealPlanNameRequired: 'Meal plan name is required',
  durationRange: 'Duration must be between 1 and 28 days',
  targetRange: 'Targets must be whole numbers from 0 to 20000',
  planDayRange: 'Each meal must be on a day of the plan',
  mealTypeInvalid: 'Meal type must be breakfast, lunch, dinner or snack',
  startDateRequired: 'Start date is required',
  dateInvalid: 'Dates must be YYYY-MM-DD',
  endBeforeStart: 'End date must be on or after the start date',
  planAlreadyAssigned: 'This plan is already assigned to the client from that date',
  assignmentNotFound: 'Meal plan assignment not found',
  dailyCaloriesRequired: 'Daily calories are required',
  dailyProteinRequired: 'Daily protein is required',
  dailyCarbsRequired: 'Daily carbs are required',
  dailyFatRequired: 'Daily fat is required',
  goalRange: 'Goals must be whole numbers from 0 to 20000',
  foodRequired: 'Food is required',
  mealTypeRequired: 'Meal type is required',
  scanMethodInvalid: 'Scan method must be search, barcode, recent, frequent, manual or meal_plan',
  logEntryNotFound: 'Food log entry not found',
  mealPlanCreated: 'Meal plan created successfully!',
  mealPlanSaved: 'Meal plan saved successfully!',
  mealPlanAssigned: 'Meal plan assigned successfully!',
  foodLogged: 'Food logged successfully!',
  plannedMealRequired: 'Planned meal is required',
  plannedMealNotFound: 'Planned meal not found',
  plannedMealNotLogged: 'This meal is not in your log for that day',
  plannedMealLogged: 'Meal logged successfully!',
  plannedMealUnlogged: 'Meal removed from your log',
  preferenceTypeRequired: 'Preference type is required',
  preferenceTypeInvalid: 'Preference type must be like, dislike, avoid or allergy',
  preferenceFoodRequired: 'Choose a food or type its name',
  intensityRange: 'Intensity must be a whole number from 1 to 10',
  preferenceNotFound: 'Food preference not found',
  mealImageRequired: 'Please choose an image to upload',
  mealImageNotFound: 'This meal has no image',
  weekStartRequired: 'Week start date is required',
  noPlanThatWeek: 'No meal plan with meals applies to this client that week',
  shoppingListExists: 'A shopping list for this week already exists',
  shoppingListNotFound: 'Shopping list not found',
  shoppingItemNotFound: 'Shopping list item not found',
  recipePackNotFound: 'Recipe pack not found',
  recipePackNameRequired: 'Recipe pack name is required',
  difficultyInvalid: 'Difficulty must be beginner, intermediate or advanced',
  packAlreadyAssigned: 'This recipe pack is already assigned to the client',
  packAssignmentNotFound: 'Recipe pack assignment not found',
  progressRange: 'Progress must be a whole number from 0 to 100',
  packStatusInvalid: 'Status must be assigned, in_progress or completed',
} as const;

export const RECIPE_PACK_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type RecipePackDifficulty = (typeof RECIPE_PACK_DIFFICULTIES)[number];

export const RECIPE_PACK_STATUSES = ['assigned', 'in_progress', 'completed'] as const;
export type RecipePackStatus = (typeof RECIPE_PACK_STATUSES)[number];

export const FOOD_PREFERENCE_TYPES = ['like', 'dislike', 'avoid', 'allergy'] as const;
export type FoodPreferenceType = (typeof FOOD_PREFERENCE_TYPES)[number];

/** The duration a meal plan may have, in days. */
export const MEAL_PLAN_DURATION = { min: 1, max: 28 } as const;
export const MEAL_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** The spec's two featured plans, shown only to a coach who has no template of their own yet. */
export const SAMPLE_FEATURED_PLANS = [
  { name: 'Weight Loss Plan', duration: 7, tag: '1,400-1,600 calories', description: 'A 7-day plan for steady, sustainable fat loss.' },
  { name: 'Muscle Building Plan', duration: 14, tag: '2,200-2,500 calories', description: 'A 14-day high-protein plan to support muscle gain.' },
] as const;

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
