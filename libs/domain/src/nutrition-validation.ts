/** The nutrition forms' rules: what the browser checks before sending, in the server's words. */
import { CLIENT_MESSAGES } from './clients';
import { barcodeProblem, MEAL_CATEGORIES, MEAL_PLAN_DURATION, NUTRITION_MESSAGES } from './nutrition';
import { isBlank, type ValidationErrors } from './validation';

const isMealCategory = (value: string): boolean => (MEAL_CATEGORIES as readonly string[]).includes(value);

export interface MealFormInput {
  name: string;
  category: string;
  ingredients: readonly { foodId: string; quantity: number }[];
}

/** Add Meal / Edit Meal: a name and a category; each ingredient a food of the database in a positive amount. */
export function validateMeal(input: MealFormInput): ValidationErrors<string> {
  const errors: ValidationErrors<string> = {};
  if (isBlank(input.name)) errors.name = NUTRITION_MESSAGES.mealNameRequired;
  if (!input.category) errors.category = NUTRITION_MESSAGES.categoryRequired;
  else if (!isMealCategory(input.category)) errors.category = NUTRITION_MESSAGES.categoryInvalid;
  input.ingredients.forEach((item, index) => {
    if (!item.foodId) errors[`ingredients.${index}.foodId`] = NUTRITION_MESSAGES.ingredientFoodRequired;
    if (!(item.quantity > 0)) errors[`ingredients.${index}.quantity`] = NUTRITION_MESSAGES.ingredientQuantity;
  });
  return errors;
}

export interface MealPlanFormInput {
  name: string;
  /** Days, as typed. */
  duration: string;
}

/** The meal plan builder: a name, and a whole number of days from 1 to 28. */
export function validateMealPlan(input: MealPlanFormInput): ValidationErrors<keyof MealPlanFormInput> {
  const errors: ValidationErrors<keyof MealPlanFormInput> = {};
  if (isBlank(input.name)) errors.name = NUTRITION_MESSAGES.mealPlanNameRequired;
  const days = Number(input.duration);
  if (!(Number.isInteger(days) && days >= MEAL_PLAN_DURATION.min && days <= MEAL_PLAN_DURATION.max)) errors.duration = NUTRITION_MESSAGES.durationRange;
  return errors;
}

export interface MealPlanAssignmentInput {
  clientId: string;
  /** YYYY-MM-DD. */
  startDate: string;
  /** YYYY-MM-DD, or empty for the plan's length. */
  endDate: string;
}

/** Assign a meal plan: a client and a start date; an end date, when given, not before the start. */
export function validateMealPlanAssignment(input: MealPlanAssignmentInput): ValidationErrors<keyof MealPlanAssignmentInput> {
  const errors: ValidationErrors<keyof MealPlanAssignmentInput> = {};
  if (!input.clientId) errors.clientId = CLIENT_MESSAGES.clientRequired;
  if (!input.startDate) errors.startDate = NUTRITION_MESSAGES.startDateRequired;
  if (input.endDate && input.startDate && input.endDate < input.startDate) errors.endDate = NUTRITION_MESSAGES.endBeforeStart;
  return errors;
}

/** Create Recipe Pack: a name (the recipes without a meal chosen are left out when sending). */
export function validateRecipePack(input: { name: string }): ValidationErrors<'name'> {
  return isBlank(input.name) ? { name: NUTRITION_MESSAGES.recipePackNameRequired } : {};
}

/** Assign a recipe pack: a client. */
export function validateRecipePackAssignment(input: { clientId: string }): ValidationErrors<'clientId'> {
  return input.clientId ? {} : { clientId: CLIENT_MESSAGES.clientRequired };
}

export const MACRO_GOAL_FIELDS = ['dailyCalories', 'dailyProtein', 'dailyCarbs', 'dailyFat'] as const;
export type MacroGoalField = (typeof MACRO_GOAL_FIELDS)[number];

const MACRO_GOAL_REQUIRED: Record<MacroGoalField, string> = {
  dailyCalories: NUTRITION_MESSAGES.dailyCaloriesRequired,
  dailyProtein: NUTRITION_MESSAGES.dailyProteinRequired,
  dailyCarbs: NUTRITION_MESSAGES.dailyCarbsRequired,
  dailyFat: NUTRITION_MESSAGES.dailyFatRequired,
};

/** Macro goals: each daily figure typed, as a whole number of at least 0. */
export function validateMacroGoal(input: Record<MacroGoalField, string>): ValidationErrors<MacroGoalField> {
  const errors: ValidationErrors<MacroGoalField> = {};
  for (const field of MACRO_GOAL_FIELDS) {
    const text = input[field];
    if (text.trim() === '') errors[field] = MACRO_GOAL_REQUIRED[field];
    else if (!(Number.isInteger(Number(text)) && Number(text) >= 0)) errors[field] = NUTRITION_MESSAGES.goalRange;
  }
  return errors;
}

/** A food preference: the food's name (the preference type is chosen from the list). */
export function validateFoodPreference(input: { foodName: string }): ValidationErrors<'foodName'> {
  return isBlank(input.foodName) ? { foodName: NUTRITION_MESSAGES.preferenceFoodRequired } : {};
}

/** Find a food by barcode: a well-formed retail barcode, typed or scanned. */
export function validateBarcodeLookup(input: { code: string }): ValidationErrors<'code'> {
  const problem = barcodeProblem(input.code.trim());
  return problem ? { code: problem } : {};
}

export interface FoodLogFormInput {
  /** Empty until a food is chosen. */
  foodId: string;
  mealType: string;
  servingSize: string;
}

/** Log a food: a food chosen, a meal type, and an amount greater than 0. */
export function validateFoodLog(input: FoodLogFormInput): ValidationErrors<keyof FoodLogFormInput> {
  const errors: ValidationErrors<keyof FoodLogFormInput> = {};
  if (!input.foodId) errors.foodId = NUTRITION_MESSAGES.foodRequired;
  if (!input.mealType) errors.mealType = NUTRITION_MESSAGES.mealTypeRequired;
  else if (!isMealCategory(input.mealType)) errors.mealType = NUTRITION_MESSAGES.mealTypeInvalid;
  if (!(Number(input.servingSize) > 0)) errors.servingSize = NUTRITION_MESSAGES.servingSizePositive;
  return errors;
}
