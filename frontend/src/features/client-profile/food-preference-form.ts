import { validateFoodPreference, type FoodPreferenceType } from '@coachcore/domain';
import type { CreateFoodPreferenceDto } from '@coachcore/api-client/nutrition';
import { domainResolver } from '../../components/form';

export interface FoodPreferenceFormValues {
  foodName: string;
  preferenceType: FoodPreferenceType;
  intensity: string;
}

export const EMPTY_FOOD_PREFERENCE_FORM: FoodPreferenceFormValues = { foodName: '', preferenceType: 'dislike', intensity: '5' };

export const toFoodPreferenceBody = (values: FoodPreferenceFormValues): CreateFoodPreferenceDto => ({
  foodName: values.foodName.trim(),
  preferenceType: values.preferenceType,
  intensity: Number(values.intensity) || 5,
});

export const foodPreferenceFormResolver = domainResolver<FoodPreferenceFormValues>(validateFoodPreference);
