import { CLIENT_MESSAGES } from './clients';
import { NUTRITION_MESSAGES } from './nutrition';
import {
  validateBarcodeLookup,
  validateFoodLog,
  validateFoodPreference,
  validateMacroGoal,
  validateMeal,
  validateMealPlan,
  validateMealPlanAssignment,
  validateRecipePack,
  validateRecipePackAssignment,
} from './nutrition-validation';

describe(validateMeal.name, () => {
  const valid = { name: 'Chicken plate', category: 'dinner', ingredients: [{ foodId: 'f1', quantity: 150 }] };

  it('accepts a named meal of a category, with or without ingredients', () => {
    expect(validateMeal(valid)).toEqual({});
    expect(validateMeal({ ...valid, ingredients: [] })).toEqual({});
  });
  it('asks for the name and the category beside their fields', () => {
    expect(validateMeal({ ...valid, name: '  ', category: '' })).toEqual({
      name: NUTRITION_MESSAGES.mealNameRequired,
      category: NUTRITION_MESSAGES.categoryRequired,
    });
  });
  it('refuses a category outside the list', () => {
    expect(validateMeal({ ...valid, category: 'brunch' })).toEqual({ category: NUTRITION_MESSAGES.categoryInvalid });
  });
  it('puts an ingredient message beside its row', () => {
    expect(validateMeal({ ...valid, ingredients: [valid.ingredients[0]!, { foodId: '', quantity: 0 }] })).toEqual({
      'ingredients.1.foodId': NUTRITION_MESSAGES.ingredientFoodRequired,
      'ingredients.1.quantity': NUTRITION_MESSAGES.ingredientQuantity,
    });
  });
});

describe(validateMealPlan.name, () => {
  it('accepts a named plan of 1 to 28 days', () => {
    expect(validateMealPlan({ name: 'Lean week', duration: '1' })).toEqual({});
    expect(validateMealPlan({ name: 'Lean week', duration: '28' })).toEqual({});
  });
  it('asks for the name', () => {
    expect(validateMealPlan({ name: '', duration: '7' })).toEqual({ name: NUTRITION_MESSAGES.mealPlanNameRequired });
  });
  it.each(['', '0', '29', '2.5', 'abc'])('refuses a duration of %j', (duration) => {
    expect(validateMealPlan({ name: 'Lean week', duration })).toEqual({ duration: NUTRITION_MESSAGES.durationRange });
  });
});

describe(validateMealPlanAssignment.name, () => {
  const valid = { clientId: 'c1', startDate: '2026-03-02', endDate: '' };

  it('accepts a client and a start date, the end date left for the plan to decide', () => {
    expect(validateMealPlanAssignment(valid)).toEqual({});
    expect(validateMealPlanAssignment({ ...valid, endDate: '2026-03-02' })).toEqual({});
  });
  it('asks for the client and the start date', () => {
    expect(validateMealPlanAssignment({ clientId: '', startDate: '', endDate: '' })).toEqual({
      clientId: CLIENT_MESSAGES.clientRequired,
      startDate: NUTRITION_MESSAGES.startDateRequired,
    });
  });
  it('refuses an end before the start', () => {
    expect(validateMealPlanAssignment({ ...valid, endDate: '2026-03-01' })).toEqual({ endDate: NUTRITION_MESSAGES.endBeforeStart });
  });
});

describe(validateRecipePack.name, () => {
  it('asks for the name only', () => {
    expect(validateRecipePack({ name: 'Meal-prep Sundays' })).toEqual({});
    expect(validateRecipePack({ name: ' ' })).toEqual({ name: NUTRITION_MESSAGES.recipePackNameRequired });
  });
});

describe(validateRecipePackAssignment.name, () => {
  it('asks for a client', () => {
    expect(validateRecipePackAssignment({ clientId: 'c1' })).toEqual({});
    expect(validateRecipePackAssignment({ clientId: '' })).toEqual({ clientId: CLIENT_MESSAGES.clientRequired });
  });
});

describe(validateMacroGoal.name, () => {
  const valid = { dailyCalories: '2000', dailyProtein: '150', dailyCarbs: '200', dailyFat: '0' };

  it('accepts four whole numbers of at least 0', () => {
    expect(validateMacroGoal(valid)).toEqual({});
  });
  it('names each missing figure', () => {
    expect(validateMacroGoal({ dailyCalories: '', dailyProtein: ' ', dailyCarbs: '', dailyFat: '' })).toEqual({
      dailyCalories: NUTRITION_MESSAGES.dailyCaloriesRequired,
      dailyProtein: NUTRITION_MESSAGES.dailyProteinRequired,
      dailyCarbs: NUTRITION_MESSAGES.dailyCarbsRequired,
      dailyFat: NUTRITION_MESSAGES.dailyFatRequired,
    });
  });
  it('refuses negative and fractional figures', () => {
    expect(validateMacroGoal({ ...valid, dailyCalories: '-1', dailyFat: '65.5' })).toEqual({
      dailyCalories: NUTRITION_MESSAGES.goalRange,
      dailyFat: NUTRITION_MESSAGES.goalRange,
    });
  });
});

describe(validateFoodPreference.name, () => {
  it('asks for the food', () => {
    expect(validateFoodPreference({ foodName: 'Peanuts' })).toEqual({});
    expect(validateFoodPreference({ foodName: '  ' })).toEqual({ foodName: NUTRITION_MESSAGES.preferenceFoodRequired });
  });
});

describe(validateBarcodeLookup.name, () => {
  it('accepts a retail barcode, spaces around it ignored', () => {
    expect(validateBarcodeLookup({ code: ' 3017620422003 ' })).toEqual({});
  });
  it('names what is wrong with a malformed one', () => {
    expect(validateBarcodeLookup({ code: '12345' })).toEqual({ code: NUTRITION_MESSAGES.barcodeFormat });
    expect(validateBarcodeLookup({ code: '3017620422004' })).toEqual({ code: NUTRITION_MESSAGES.barcodeCheckDigit });
  });
});

describe(validateFoodLog.name, () => {
  const valid = { foodId: 'f1', mealType: 'breakfast', servingSize: '120' };

  it('accepts a chosen food, a meal type and a positive amount', () => {
    expect(validateFoodLog(valid)).toEqual({});
  });
  it('asks for the food, the meal type and an amount above 0', () => {
    expect(validateFoodLog({ foodId: '', mealType: '', servingSize: '0' })).toEqual({
      foodId: NUTRITION_MESSAGES.foodRequired,
      mealType: NUTRITION_MESSAGES.mealTypeRequired,
      servingSize: NUTRITION_MESSAGES.servingSizePositive,
    });
  });
  it('refuses a meal type outside the list', () => {
    expect(validateFoodLog({ ...valid, mealType: 'brunch' })).toEqual({ mealType: NUTRITION_MESSAGES.mealTypeInvalid });
  });
});
