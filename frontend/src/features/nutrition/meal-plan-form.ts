import { validateMealPlan, validateMealPlanAssignment, type MealCategory } from '@coachcore/domain';
import type { AssignMealPlanDto, CreateMealPlanDto, MealPlanDetailDto } from '@coachcore/api-client/meal-plans';
import { domainResolver } from '../../components/form';

/** What the builder starts from: an existing plan, a sample (name and duration), or nothing. */
export type BuilderStart = { plan: MealPlanDetailDto } | { sample: { name: string; duration: number; description: string | null } } | null;

/** A meal placed on a day of the plan at a meal type. */
export interface PlanMealRow {
  mealId: string;
  day: number;
  mealType: MealCategory;
}

export interface MealPlanFormValues {
  name: string;
  description: string;
  duration: string;
  targetCalories: string;
  targetProtein: string;
  targetCarbs: string;
  targetFat: string;
  isTemplate: boolean;
  meals: PlanMealRow[];
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export const toMealPlanForm = (start: BuilderStart): MealPlanFormValues => {
  const plan = start && 'plan' in start ? start.plan : undefined;
  const sample = start && 'sample' in start ? start.sample : undefined;
  return {
    name: plan?.name ?? sample?.name ?? '',
    description: plan?.description ?? sample?.description ?? '',
    duration: String(plan?.duration ?? sample?.duration ?? 7),
    targetCalories: text(plan?.targetCalories),
    targetProtein: text(plan?.targetProtein),
    targetCarbs: text(plan?.targetCarbs),
    targetFat: text(plan?.targetFat),
    isTemplate: plan?.isTemplate ?? !!sample,
    meals: (plan?.meals ?? []).map((entry) => ({ mealId: entry.mealId, day: entry.day, mealType: entry.mealType })),
  };
};

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The plan as sent: meals on days beyond the duration are left out; their order is the order placed. */
export const toMealPlanBody = (values: MealPlanFormValues): CreateMealPlanDto => {
  const days = Number(values.duration);
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    duration: days,
    targetCalories: numberOrNull(values.targetCalories),
    targetProtein: numberOrNull(values.targetProtein),
    targetCarbs: numberOrNull(values.targetCarbs),
    targetFat: numberOrNull(values.targetFat),
    isTemplate: values.isTemplate,
    meals: values.meals
      .filter((entry) => entry.day <= days)
      .map((entry, orderIndex) => ({ mealId: entry.mealId, day: entry.day, mealType: entry.mealType, orderIndex })),
  };
};

export const mealPlanFormResolver = domainResolver<MealPlanFormValues>(validateMealPlan);

export interface AssignPlanFormValues {
  clientId: string;
  startDate: string;
  endDate: string;
}

export const emptyAssignPlanForm = (): AssignPlanFormValues => ({ clientId: '', startDate: new Date().toISOString().slice(0, 10), endDate: '' });

export const toAssignPlanBody = (values: AssignPlanFormValues): AssignMealPlanDto => ({
  clientId: values.clientId,
  startDate: values.startDate,
  endDate: values.endDate || null,
});

export const assignPlanFormResolver = domainResolver<AssignPlanFormValues>(validateMealPlanAssignment);
