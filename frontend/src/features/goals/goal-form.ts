import type { Resolver } from 'react-hook-form';
import { CLIENT_MESSAGES, GOAL_CATEGORIES, type GoalCategory } from '@coachcore/domain';
import type { CreateGoalDto } from '@coachcore/api-client';

export interface GoalFormValues {
  clientId: string;
  title: string;
  description: string;
  category: GoalCategory | '';
  targetValue: string;
  currentValue: string;
  unit: string;
  targetDate: string;
}

export const emptyGoalForm = (clientId = ''): GoalFormValues => ({
  clientId,
  title: '',
  description: '',
  category: '',
  targetValue: '',
  currentValue: '',
  unit: '',
  targetDate: '',
});

const isNumber = (text: string) => text.trim() === '' || Number.isFinite(Number(text));

/** Goal rules of section 5 with the spec's messages. */
export function validateGoalForm(values: GoalFormValues): Partial<Record<keyof GoalFormValues, string>> {
  const problems: Partial<Record<keyof GoalFormValues, string>> = {};
  if (!values.clientId) problems.clientId = CLIENT_MESSAGES.clientRequired;
  if (!values.title.trim()) problems.title = CLIENT_MESSAGES.goalTitleRequired;
  if (!values.category) problems.category = CLIENT_MESSAGES.categoryRequired;
  else if (!(GOAL_CATEGORIES as readonly string[]).includes(values.category)) problems.category = CLIENT_MESSAGES.invalidCategory;
  if (!isNumber(values.targetValue)) problems.targetValue = 'Target value must be a number';
  if (!isNumber(values.currentValue)) problems.currentValue = 'Current value must be a number';
  return problems;
}

export const goalFormResolver: Resolver<GoalFormValues> = (values) => {
  const entries = Object.entries(validateGoalForm(values));
  if (!entries.length) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }])) };
};

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Empty target or current values and an empty date are sent as null (section 5). */
export const toGoalBody = (values: GoalFormValues): CreateGoalDto => ({
  clientId: values.clientId,
  title: values.title.trim(),
  description: values.description.trim() || null,
  category: values.category as GoalCategory,
  targetValue: numberOrNull(values.targetValue),
  currentValue: numberOrNull(values.currentValue),
  unit: values.unit.trim() || null,
  targetDate: values.targetDate || null,
});
