import { validateBarcodeLookup, validateFoodLog, type MealCategory, type ScanMethod } from '@coachcore/domain';
import type { CreateFoodLogDto, LoggedFoodDto } from '@coachcore/api-client/client-portal';
import type { FoodResponseDto } from '@coachcore/api-client/foods';
import { domainResolver } from '../../components/form';

/** The food to log: from the database (search, barcode, added by hand) or from the recent and frequent lists. */
export interface ChosenFood {
  food: FoodResponseDto | LoggedFoodDto;
  method: ScanMethod;
  barcode?: string;
}

export const chosenFoodId = (chosen: ChosenFood): string => ('foodId' in chosen.food ? chosen.food.foodId : chosen.food.id);

export interface LogFoodFormValues {
  food: ChosenFood | null;
  mealType: MealCategory;
  /** In the food's serving unit, as typed. */
  servingSize: string;
}

/** The meal of the hour: breakfast before 11, lunch before 15, dinner before 21, then a snack. */
export const defaultMealType = (): MealCategory => {
  const hour = new Date().getHours();
  return hour < 11 ? 'breakfast' : hour < 15 ? 'lunch' : hour < 21 ? 'dinner' : 'snack';
};

export const logFoodFormResolver = domainResolver<LogFoodFormValues>((values) => {
  const { foodId, ...errors } = validateFoodLog({ ...values, foodId: values.food ? chosenFoodId(values.food) : '' });
  return { ...errors, food: foodId };
});

export const toFoodLogBody = (values: LogFoodFormValues, logDate: string): CreateFoodLogDto => {
  const chosen = values.food!;
  return {
    foodId: chosenFoodId(chosen),
    mealType: values.mealType,
    servingSize: Number(values.servingSize),
    logDate,
    scanMethod: chosen.method,
    barcode: chosen.barcode ?? null,
  };
};

export const barcodeFormResolver = domainResolver<{ code: string }>(validateBarcodeLookup);
