import { FORM_OPTION_TYPES, parseOptionLines, validateFormForm, type FormFormInput } from '@coachcore/domain';
import type { CreateFormDto, FormFieldResponseDto, FormResponseDto, FormTemplateResponseDto } from '@coachcore/api-client/forms';
import { domainResolver } from '../../components/form';

/** A field row of the form builder: options typed one per line; `id` kept for existing fields (answers are keyed by it). */
export type FormFieldValues = FormFormInput['fields'][number] & { fieldId?: string };
export interface FormFormValues extends Omit<FormFormInput, 'fields'> {
  fields: FormFieldValues[];
  templateId?: string;
}

export const EMPTY_FIELD: FormFieldValues = { type: 'text', label: '', required: false, optionsText: '', placeholder: '' };

export const EMPTY_FORM_FORM: FormFormValues = { title: '', description: '', category: '', isRequired: false, isActive: true, fields: [] };

const toFieldValues = (field: FormFieldResponseDto): FormFieldValues => ({
  fieldId: field.id,
  type: field.type,
  label: field.label,
  required: field.required,
  optionsText: field.options.join('\n'),
  placeholder: field.placeholder ?? '',
});

export const toFormForm = (form: FormResponseDto): FormFormValues => ({
  title: form.title,
  description: form.description ?? '',
  category: form.category,
  isRequired: form.isRequired,
  isActive: form.isActive,
  fields: form.fields.map(toFieldValues),
});

/** A new form from a template: its name, description, category and fields; the template's use is counted on save. */
export const fromTemplate = (template: FormTemplateResponseDto): FormFormValues => ({
  title: template.name,
  description: template.description ?? '',
  category: template.category,
  isRequired: false,
  isActive: true,
  fields: template.fields.map(toFieldValues),
  templateId: template.id,
});

export const formFormResolver = domainResolver<FormFormValues>(validateFormForm);

/** Option lists one per line with blank lines dropped; an empty description and placeholder are sent as null. */
export const toFormBody = (values: FormFormValues): CreateFormDto => ({
  title: values.title.trim(),
  description: values.description.trim() || null,
  category: values.category as CreateFormDto['category'],
  isRequired: values.isRequired,
  isActive: values.isActive,
  fields: values.fields.map((field) => ({
    ...(field.fieldId ? { id: field.fieldId } : {}),
    type: field.type,
    label: field.label.trim(),
    required: field.required,
    ...(FORM_OPTION_TYPES.includes(field.type) ? { options: parseOptionLines(field.optionsText) } : {}),
    placeholder: field.placeholder.trim() || null,
  })),
  ...(values.templateId ? { templateId: values.templateId } : {}),
});

/** The same form under a new title, ' (Copy)' added (document 3 section 7: duplicating is a POST). */
export const toDuplicateBody = (form: FormResponseDto, title: string): CreateFormDto => ({
  title,
  description: form.description,
  category: form.category,
  isRequired: form.isRequired,
  isActive: form.isActive,
  fields: form.fields.map((field) => ({
    id: field.id,
    type: field.type,
    label: field.label,
    required: field.required,
    ...(FORM_OPTION_TYPES.includes(field.type) ? { options: field.options } : {}),
    placeholder: field.placeholder,
  })),
});
