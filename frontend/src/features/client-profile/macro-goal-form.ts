import { validateMacroGoal, type MacroGoalField } from '@coachcore/domain';
import type { CreateMacroGoalDto } from '@coachcore/api-client/nutrition';
import { domainResolver } from '../../components/form';

export type MacroGoalFormValues = Record<MacroGoalField, string>;

export const EMPTY_MACRO_GOAL_FORM: MacroGoalFormValues = { dailyCalories: '', dailyProtein: '', dailyCarbs: '', dailyFat: '' };

export const MACRO_GOAL_LABELS: Record<MacroGoalField, string> = {
  dailyCalories: 'Daily Calories',
  dailyProtein: 'Daily Protein (g)',
  dailyCarbs: 'Daily Carbs (g)',
  dailyFat: 'Daily Fat (g)',
};

export const toMacroGoalBody = (values: MacroGoalFormValues): CreateMacroGoalDto => ({
  dailyCalories: Number(values.dailyCalories),
  dailyProtein: Number(values.dailyProtein),
  dailyCarbs: Number(values.dailyCarbs),
  dailyFat: Number(values.dailyFat),
});

export const macroGoalFormResolver = domainResolver<MacroGoalFormValues>(validateMacroGoal);
