import { validateGoalForm, type GoalCategory } from '@coachcore/domain';
import type { CreateGoalDto } from '@coachcore/api-client/goals';
import { domainResolver } from '../../components/form';

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

export const goalFormResolver = domainResolver<GoalFormValues>(validateGoalForm);

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
