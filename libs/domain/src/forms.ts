import { EMAIL_PATTERN, type ValidationErrors } from './validation';

/** Document 3 section 9: the form field types. */
export const FORM_FIELD_TYPES = ['text', 'textarea', 'email', 'phone', 'number', 'date', 'select', 'radio', 'checkbox', 'file', 'signature'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Document 3 section 9: the form categories. */
export const FORM_CATEGORIES = ['waiver', 'health_questionnaire', 'par_q', 'intake', 'feedback', 'assessment'] as const;
export type FormCategory = (typeof FORM_CATEGORIES)[number];

export const FORM_CATEGORY_LABELS: Record<FormCategory, string> = {
  waiver: 'Liability Waiver',
  health_questionnaire: 'Health Questionnaire',
  par_q: 'PAR-Q',
  intake: 'Client Intake',
  feedback: 'Feedback',
  assessment: 'Assessment',
};

export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  textarea: 'Long text',
  email: 'Email',
  phone: 'Phone',
  number: 'Number',
  date: 'Date',
  select: 'Dropdown',
  radio: 'Single choice',
  checkbox: 'Checkboxes',
  file: 'File upload',
  signature: 'Signature',
};

/** Field types whose answers come from an option list. */
export const FORM_OPTION_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkbox'];

export const FORM_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  fieldsMax: 100,
  labelMax: 500,
  placeholderMax: 200,
  optionsMax: 50,
  optionMax: 200,
  /** An answer of a text or long-text field. */
  answerMax: 5000,
  /** A drawn signature as a PNG (a data URL of about 1.4 times the bytes). */
  signatureMaxBytes: 512 * 1024,
  /** A file of a file field (an image or a PDF). */
  fileMaxBytes: 10 * 1024 * 1024,
} as const;

/** Texts of forms and waivers: the API's messages and the screens' (document 3 sections 5 and 8). */
export const FORM_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title can be at most ${FORM_LIMITS.titleMax} characters`,
  categoryRequired: 'Category is required',
  invalidCategory: `Category must be one of ${FORM_CATEGORIES.join(', ')}`,
  fieldsRequired: 'Add at least one field',
  tooManyFields: `A form can have at most ${FORM_LIMITS.fieldsMax} fields`,
  fieldLabelRequired: 'Field label is required',
  fieldLabelTooLong: `Field label can be at most ${FORM_LIMITS.labelMax} characters`,
  invalidFieldType: `Field type must be one of ${FORM_FIELD_TYPES.join(', ')}`,
  optionsRequired: 'Add at least one option (one per line)',
  tooManyOptions: `A field can have at most ${FORM_LIMITS.optionsMax} options`,
  optionTooLong: `An option can be at most ${FORM_LIMITS.optionMax} characters`,
  duplicateFieldId: 'Field ids must be unique',
  oneSignatureField: 'A form can have only one signature field',
  notFound: 'Form not found',
  templateNotFound: 'Template not found',
  submissionNotFound: 'Submission not found',
  clientRequired: 'Client is required',
  alreadyAssigned: 'This form is already assigned to this client',
  alreadySigned: 'You have already submitted this version of the form',
  formChanged: 'This form has just changed: reload it and fill it in again',
  inactive: 'This form is not active',
  notAssigned: 'This form is not assigned to you',
  answerRequired: (label: string) => `${label} is required`,
  invalidEmail: (label: string) => `${label} must be a valid email address`,
  invalidPhone: (label: string) => `${label} must be a valid phone number`,
  invalidNumber: (label: string) => `${label} must be a number`,
  invalidDate: (label: string) => `${label} must be a date`,
  invalidOption: (label: string) => `${label} must be one of its options`,
  answerTooLong: (label: string) => `${label} can be at most ${FORM_LIMITS.answerMax} characters`,
  invalidSignature: 'The signature must be a drawn signature (a PNG image)',
  invalidFile: (label: string) => `${label} must be a file uploaded for this form`,
  unknownField: 'The answers name a field the form does not have',
  fetchFailed: 'Failed to fetch forms',
  templatesFailed: 'Failed to fetch templates',
  created: 'Form created successfully',
  createFailed: 'Failed to create form',
  updated: 'Form updated successfully',
  updateFailed: 'Failed to update form',
  deleted: 'Form deleted successfully',
  deleteFailed: 'Failed to delete form',
  duplicated: 'Form duplicated successfully',
  duplicateFailed: 'Error duplicating form',
  assigned: 'Form assigned successfully',
  assignFailed: 'Failed to assign form',
  reviewed: 'Submission marked as reviewed',
  reviewFailed: 'Failed to mark the submission as reviewed',
  submitted: 'Form submitted successfully',
  submitFailed: 'Failed to submit form',
  none: 'No forms yet. Create the first one with Create Form.',
  noTemplates: 'No templates available',
  noSubmissions: 'No submissions yet',
  everyoneSigned: 'Everyone has signed this form',
  noOutstanding: 'You have no forms to fill in',
} as const;

/** A field of a form (document 3 section 3): id, type, label, required, options, placeholder. */
export interface FormFieldDefinition {
  id: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  options?: string[];
  placeholder?: string | null;
}

/** Page sizes of the forms list and a form's submissions (numbered pages). */
export const FORMS_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;
export const FORM_SUBMISSIONS_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

/** ' (Copy)' appended to a duplicated form's title, cut so the title stays within its limit. */
export function duplicateTitle(title: string): string {
  const suffix = ' (Copy)';
  return title.slice(0, FORM_LIMITS.titleMax - suffix.length) + suffix;
}

/** Option lists are typed one per line: trimmed, blank lines dropped. */
export function parseOptionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export interface FormFieldInput {
  type: FormFieldType;
  label: string;
  required: boolean;
  /** One option per line (select, radio, checkbox). */
  optionsText: string;
  placeholder: string;
}

export interface FormFormInput {
  title: string;
  description: string;
  category: FormCategory | '';
  isRequired: boolean;
  isActive: boolean;
  fields: FormFieldInput[];
}

/**
 * The index of a second signature field, or -1. A form has at most one: the client draws one signature per
 * submission, so a second field would be satisfied by the same drawing.
 */
export function extraSignatureFieldIndex(fields: readonly { type: FormFieldType }[]): number {
  const first = fields.findIndex((field) => field.type === 'signature');
  return first < 0 ? -1 : fields.findIndex((field, index) => index > first && field.type === 'signature');
}

/**
 * Create Form and Edit Form: title and category required, at least one field, each with a label (and options where
 * needed), at most one signature field.
 */
export function validateFormForm(input: FormFormInput): ValidationErrors<string> {
  const errors: ValidationErrors<string> = {};
  if (!input.title.trim()) errors.title = FORM_MESSAGES.titleRequired;
  else if (input.title.trim().length > FORM_LIMITS.titleMax) errors.title = FORM_MESSAGES.titleTooLong;
  if (!input.category) errors.category = FORM_MESSAGES.categoryRequired;
  if (input.fields.length === 0) errors.fields = FORM_MESSAGES.fieldsRequired;
  input.fields.forEach((field, index) => {
    if (!field.label.trim()) errors[`fields.${index}.label`] = FORM_MESSAGES.fieldLabelRequired;
    else if (field.label.trim().length > FORM_LIMITS.labelMax) errors[`fields.${index}.label`] = FORM_MESSAGES.fieldLabelTooLong;
    if (FORM_OPTION_TYPES.includes(field.type)) {
      const options = parseOptionLines(field.optionsText);
      if (options.length === 0) errors[`fields.${index}.optionsText`] = FORM_MESSAGES.optionsRequired;
      else if (options.length > FORM_LIMITS.optionsMax) errors[`fields.${index}.optionsText`] = FORM_MESSAGES.tooManyOptions;
      else if (options.some((option) => option.length > FORM_LIMITS.optionMax)) errors[`fields.${index}.optionsText`] = FORM_MESSAGES.optionTooLong;
    }
  });
  const extraSignature = extraSignatureFieldIndex(input.fields);
  if (extraSignature >= 0) errors[`fields.${extraSignature}.type`] = FORM_MESSAGES.oneSignatureField;
  return errors;
}

const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD naming a day that exists (not 2026-02-30). */
const isCalendarDate = (text: string) => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** An answer as sent: text for most types, a list for checkboxes, a file key for files; the signature travels apart. */
export type FormAnswer = string | string[] | null;

/**
 * The answers of a submission against the form's fields: required answers present, types and options respected.
 * Files and the signature are checked by the server (it knows the uploads); here only their presence counts.
 */
export function validateFormAnswers(
  fields: readonly FormFieldDefinition[],
  answers: Record<string, FormAnswer | undefined>,
  signaturePresent: boolean,
): ValidationErrors<string> {
  const errors: ValidationErrors<string> = {};
  for (const field of fields) {
    const key = field.id;
    const value = answers[key];
    if (field.type === 'signature') {
      if (field.required && !signaturePresent) errors[key] = FORM_MESSAGES.answerRequired(field.label);
      continue;
    }
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
    if (empty) {
      if (field.required) errors[key] = FORM_MESSAGES.answerRequired(field.label);
      continue;
    }
    if (field.type === 'checkbox') {
      if (!Array.isArray(value) || value.some((item) => !(field.options ?? []).includes(item))) errors[key] = FORM_MESSAGES.invalidOption(field.label);
      continue;
    }
    if (typeof value !== 'string') {
      errors[key] = FORM_MESSAGES.invalidOption(field.label);
      continue;
    }
    const text = value.trim();
    if (text.length > FORM_LIMITS.answerMax) errors[key] = FORM_MESSAGES.answerTooLong(field.label);
    else if (field.type === 'email' && !EMAIL_PATTERN.test(text)) errors[key] = FORM_MESSAGES.invalidEmail(field.label);
    else if (field.type === 'phone' && !PHONE.test(text)) errors[key] = FORM_MESSAGES.invalidPhone(field.label);
    else if (field.type === 'number' && !Number.isFinite(Number(text))) errors[key] = FORM_MESSAGES.invalidNumber(field.label);
    else if (field.type === 'date' && !isCalendarDate(text)) errors[key] = FORM_MESSAGES.invalidDate(field.label);
    else if ((field.type === 'select' || field.type === 'radio') && !(field.options ?? []).includes(text))
      errors[key] = FORM_MESSAGES.invalidOption(field.label);
  }
  return errors;
}
