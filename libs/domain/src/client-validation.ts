import { CLIENT_MESSAGES, FITNESS_GOALS, GOAL_CATEGORIES } from './clients';
import { isBlank, isEmail, type ValidationErrors } from './validation';

/** A typed number: blank (optional) or a finite number. */
const isNumberText = (text: string): boolean => text.trim() === '' || Number.isFinite(Number(text));

export interface ClientFormInput {
  firstName: string;
  lastName: string;
  email: string;
  fitnessGoal: string;
}

/** Add and edit client rules (document 2 section 5). */
export function validateClientForm(input: ClientFormInput): ValidationErrors<keyof ClientFormInput> {
  const errors: ValidationErrors<keyof ClientFormInput> = {};
  if (isBlank(input.firstName)) errors.firstName = CLIENT_MESSAGES.firstNameRequired;
  if (isBlank(input.lastName)) errors.lastName = CLIENT_MESSAGES.lastNameRequired;
  if (!isEmail(input.email)) errors.email = CLIENT_MESSAGES.invalidEmail;
  if (input.fitnessGoal && !(FITNESS_GOALS as readonly string[]).includes(input.fitnessGoal)) errors.fitnessGoal = CLIENT_MESSAGES.invalidFitnessGoal;
  return errors;
}

export interface GoalFormInput {
  clientId: string;
  title: string;
  category: string;
  targetValue: string;
  currentValue: string;
}

/** Goal rules (document 2 section 5). */
export function validateGoalForm(input: GoalFormInput): ValidationErrors<keyof GoalFormInput> {
  const errors: ValidationErrors<keyof GoalFormInput> = {};
  if (!input.clientId) errors.clientId = CLIENT_MESSAGES.clientRequired;
  if (isBlank(input.title)) errors.title = CLIENT_MESSAGES.goalTitleRequired;
  if (!input.category) errors.category = CLIENT_MESSAGES.categoryRequired;
  else if (!(GOAL_CATEGORIES as readonly string[]).includes(input.category)) errors.category = CLIENT_MESSAGES.invalidCategory;
  if (!isNumberText(input.targetValue)) errors.targetValue = CLIENT_MESSAGES.targetValueNumeric;
  if (!isNumberText(input.currentValue)) errors.currentValue = CLIENT_MESSAGES.currentValueNumeric;
  return errors;
}

/**
 * Measurement form: every typed value a number; at least one value or a note. `fields` are the number fields on the
 * form; the "at least one" message sits beside the first of them.
 */
export function validateMeasurementForm<Field extends string>(
  input: Record<Field | 'notes', string>,
  fields: readonly Field[],
): ValidationErrors<Field | 'notes'> {
  const errors: ValidationErrors<Field | 'notes'> = {};
  for (const field of fields) if (!isNumberText(input[field])) errors[field] = CLIENT_MESSAGES.measurementNumeric;
  if (Object.keys(errors).length) return errors;
  if (fields.every((field) => isBlank(input[field])) && isBlank(input.notes)) errors[fields[0]] = CLIENT_MESSAGES.measurementRequired;
  return errors;
}

/** Health Info form: the workout frequency, when typed, is a whole number of days from 0 to 7. */
export function validateHealthProfileForm(input: { workoutFrequency: string }): ValidationErrors<'workoutFrequency'> {
  if (isBlank(input.workoutFrequency)) return {};
  const days = Number(input.workoutFrequency);
  return Number.isInteger(days) && days >= 0 && days <= 7 ? {} : { workoutFrequency: CLIENT_MESSAGES.workoutFrequencyRange };
}

/** Update Progress: the new current value, when typed, is a number. */
export function validateGoalProgress(input: { currentValue: string }): ValidationErrors<'currentValue'> {
  return isNumberText(input.currentValue) ? {} : { currentValue: CLIENT_MESSAGES.currentValueNumeric };
}

/** Progress photo upload form: weight and body fat, when typed, are numbers; body fat at most 100 (%); a photo is needed. */
export function validateProgressPhotoForm(input: { weight: string; bodyFat: string; photos: number }): ValidationErrors<'weight' | 'bodyFat' | 'photos'> {
  const errors: ValidationErrors<'weight' | 'bodyFat' | 'photos'> = {};
  if (!isNumberText(input.weight)) errors.weight = CLIENT_MESSAGES.measurementNumeric;
  if (!isNumberText(input.bodyFat)) errors.bodyFat = CLIENT_MESSAGES.measurementNumeric;
  else if (input.bodyFat.trim() !== '' && Number(input.bodyFat) > 100) errors.bodyFat = 'Measurements must be at most 100';
  if (input.photos === 0) errors.photos = 'Please choose a photo to upload';
  return errors;
}
