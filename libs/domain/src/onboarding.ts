const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (text: string) =>
  DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** Client Onboarding Setup (document 2): the step fields' eight types. */
export const ONBOARDING_FIELD_TYPES = ['text', 'textarea', 'select', 'multiselect', 'checkbox', 'number', 'date', 'file'] as const;
export type OnboardingFieldType = (typeof ONBOARDING_FIELD_TYPES)[number];
/** The types whose fields carry options (the comma-separated options input). */
export const ONBOARDING_OPTION_TYPES: readonly OnboardingFieldType[] = ['select', 'multiselect'];

/** The step-category buttons, in the spec's order; only personal, health and fitness come with predefined fields. */
export const ONBOARDING_STEP_CATEGORIES = ['personal', 'health', 'fitness', 'nutrition', 'lifestyle', 'program'] as const;
export type OnboardingStepCategory = (typeof ONBOARDING_STEP_CATEGORIES)[number];

export const DEFAULT_ONBOARDING_CONFIG_NAME = 'Default Client Onboarding';

export const ONBOARDING_LIMITS = {
  configNameMax: 120,
  stepsMax: 20,
  fieldsMax: 30,
  titleMax: 120,
  descriptionMax: 500,
  labelMax: 200,
  optionsMax: 50,
  optionMax: 120,
  placeholderMax: 200,
  answerMax: 5000,
  fileMaxBytes: 10 * 1024 * 1024,
} as const;

export const ONBOARDING_MESSAGES = {
  saved: 'Configuration saved successfully!',
  updated: 'Configuration updated successfully!',
  saveFailed: 'Failed to save configuration',
  notFound: 'Onboarding configuration not found',
  configNameRequired: 'Configuration name is required',
  configNameTooLong: `Configuration name must be at most ${ONBOARDING_LIMITS.configNameMax} characters`,
  stepsRequired: 'Add at least one step',
  tooManySteps: `A configuration has at most ${ONBOARDING_LIMITS.stepsMax} steps`,
  stepTitleRequired: 'Step title is required',
  stepTitleTooLong: `Step title must be at most ${ONBOARDING_LIMITS.titleMax} characters`,
  tooManyFields: `A step has at most ${ONBOARDING_LIMITS.fieldsMax} fields`,
  fieldLabelRequired: 'Field label is required',
  fieldLabelTooLong: `Field label must be at most ${ONBOARDING_LIMITS.labelMax} characters`,
  invalidFieldType: `Field type must be one of ${ONBOARDING_FIELD_TYPES.join(', ')}`,
  optionsRequired: 'Select and multi-select fields need at least one option',
  tooManyOptions: `A field has at most ${ONBOARDING_LIMITS.optionsMax} options`,
  optionTooLong: `Each option must be at most ${ONBOARDING_LIMITS.optionMax} characters`,
  duplicateId: 'Step and field ids must be unique',
  noActiveConfig: 'Your coach has not set up onboarding yet',
  alreadyCompleted: 'Onboarding is already completed',
  stepNotFound: 'Onboarding step not found',
  unknownField: 'This step has no such field',
  answerRequired: (label: string) => `${label} is required`,
  invalidOption: (label: string) => `Choose from the options for ${label}`,
  invalidNumber: (label: string) => `${label} must be a number`,
  invalidDate: (label: string) => `${label} must be a date`,
  invalidCheckbox: (label: string) => `${label} must be ticked or not`,
  invalidText: (label: string) => `${label} must be text`,
  answerTooLong: (label: string) => `${label} must be at most ${ONBOARDING_LIMITS.answerMax} characters`,
  fileRequired: 'A file is required',
  notFileField: 'This field does not take a file',
  stepsOutstanding: (titles: string[]) => `Complete these steps first: ${titles.join(', ')}`,
  completed: 'Onboarding completed',
} as const;

export interface OnboardingFieldDefinition {
  id: string;
  label: string;
  type: OnboardingFieldType;
  required: boolean;
  options: string[];
  placeholder?: string | null;
}

export interface OnboardingStepDefinition {
  id: string;
  title: string;
  description: string;
  required: boolean;
  category?: OnboardingStepCategory | null;
  fields: OnboardingFieldDefinition[];
}

/** A stored answer: text, a number, a ticked box, the chosen options, or an uploaded file's reference. */
export type OnboardingAnswer = string | number | boolean | string[] | { fileName: string; contentType: string; size: number };

/** Options text of the setup screen: split on commas, trimmed, empties removed (document 2 section 5). */
export function parseOnboardingOptions(text: string): string[] {
  return text
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

type Template = Omit<OnboardingStepDefinition, 'id' | 'fields'> & { fields: Omit<OnboardingFieldDefinition, 'id'>[] };

const field = (label: string, type: OnboardingFieldType, required = false, options: string[] = []) => ({ label, type, required, options });

/** The step-category buttons: each adds a step; personal, health and fitness with the spec's predefined fields. */
export const ONBOARDING_SECTION_TEMPLATES: Record<OnboardingStepCategory, Template> = {
  personal: {
    title: 'Personal Information',
    description: 'How to reach you and who to contact in an emergency',
    required: true,
    category: 'personal',
    fields: [
      field('Emergency Contact Name', 'text', true),
      field('Emergency Contact Phone', 'text', true),
      field('Preferred Communication', 'select', false, ['Email', 'Phone', 'Text', 'App Messages']),
    ],
  },
  health: {
    title: 'Health Assessment',
    description: 'Your health history, so your program is safe for you',
    required: true,
    category: 'health',
    fields: [
      field('Medical Conditions', 'textarea'),
      field('Current Medications', 'textarea'),
      field('Injuries or Limitations', 'textarea'),
      field('I have clearance from my doctor to exercise', 'checkbox', true),
    ],
  },
  fitness: {
    title: 'Fitness Assessment',
    description: 'Where you are starting from and where you want to go',
    required: true,
    category: 'fitness',
    fields: [
      field('Fitness Level', 'select', true, ['Beginner', 'Intermediate', 'Advanced']),
      field('Exercise Experience', 'multiselect', false, ['Weight Training', 'Cardio', 'Yoga', 'Pilates', 'Sports', 'HIIT']),
      field('Fitness Goals', 'multiselect', true, ['Weight Loss', 'Muscle Gain', 'Strength', 'Endurance', 'Flexibility', 'General Health']),
      field('Workout Frequency', 'select', false, ['2-3 times per week', '4-5 times per week', '6+ times per week']),
    ],
  },
  nutrition: { title: 'Nutrition', description: 'Your eating habits and preferences', required: false, category: 'nutrition', fields: [] },
  lifestyle: { title: 'Lifestyle', description: 'Sleep, stress and daily routine', required: false, category: 'lifestyle', fields: [] },
  program: { title: 'Program Preferences', description: 'How you like to train', required: false, category: 'program', fields: [] },
};

export const ONBOARDING_CATEGORY_LABELS: Record<OnboardingStepCategory, string> = {
  personal: 'Personal Info',
  health: 'Health Assessment',
  fitness: 'Fitness Assessment',
  nutrition: 'Nutrition',
  lifestyle: 'Lifestyle',
  program: 'Program Preferences',
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * The answers of one step checked against its fields (the portal before sending, the server on every save): a required
 * field needs an answer (a required checkbox must be ticked), options must be the field's own, numbers and dates must
 * read as such. File fields are answered by their upload, so `uploaded` says which already have one. Keyed by field id.
 */
export function validateOnboardingStep(
  step: Pick<OnboardingStepDefinition, 'fields'>,
  answers: Record<string, unknown>,
  uploaded: ReadonlySet<string> = new Set(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of step.fields) {
    const value = answers[f.id];
    if (f.type === 'file') {
      if (f.required && !uploaded.has(f.id)) errors[f.id] = ONBOARDING_MESSAGES.answerRequired(f.label);
      continue;
    }
    if (f.type === 'checkbox') {
      if (value !== undefined && value !== null && typeof value !== 'boolean') errors[f.id] = ONBOARDING_MESSAGES.invalidCheckbox(f.label);
      else if (f.required && value !== true) errors[f.id] = ONBOARDING_MESSAGES.answerRequired(f.label);
      continue;
    }
    if (isEmpty(value)) {
      if (f.required) errors[f.id] = ONBOARDING_MESSAGES.answerRequired(f.label);
      continue;
    }
    if (f.type === 'multiselect') {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !f.options.includes(item)))
        errors[f.id] = ONBOARDING_MESSAGES.invalidOption(f.label);
      continue;
    }
    if (f.type === 'number') {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
      if (!Number.isFinite(number)) errors[f.id] = ONBOARDING_MESSAGES.invalidNumber(f.label);
      continue;
    }
    if (typeof value !== 'string') {
      errors[f.id] = f.type === 'select' ? ONBOARDING_MESSAGES.invalidOption(f.label) : ONBOARDING_MESSAGES.invalidText(f.label);
      continue;
    }
    const text = value.trim();
    if (text.length > ONBOARDING_LIMITS.answerMax) errors[f.id] = ONBOARDING_MESSAGES.answerTooLong(f.label);
    else if (f.type === 'select' && !f.options.includes(text)) errors[f.id] = ONBOARDING_MESSAGES.invalidOption(f.label);
    else if (f.type === 'date' && !isCalendarDate(text)) errors[f.id] = ONBOARDING_MESSAGES.invalidDate(f.label);
  }
  return errors;
}

/** An answer as stored: text trimmed, numbers as numbers. */
export function normalizeOnboardingAnswer(type: OnboardingFieldType, value: unknown): OnboardingAnswer | null {
  if (isEmpty(value)) return type === 'checkbox' ? false : null;
  if (type === 'number') return typeof value === 'number' ? value : Number(String(value).trim());
  if (typeof value === 'string') return value.trim();
  return value as OnboardingAnswer;
}
