import {
  FORM_CATEGORIES,
  FORM_FIELD_TYPES,
  FORM_LIMITS,
  FORM_MESSAGES,
  FORM_OPTION_TYPES,
  FORMS_PAGE,
  type FormCategory,
  type FormFieldDefinition,
  type FormFieldType,
} from '@coachcore/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { NotBlank, OptionalNotNull, rule } from '../../../common/validation/rules';
import { OptionalText, RequiredText } from '../../../common/validation/fields';
import { emptyToNull } from '../../../common/validation/transforms';
import type { CustomForm } from '../entities/custom-form.entity';
import type { FormTemplate } from '../entities/form-template.entity';

const trimmedOptions = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((option) => (typeof option === 'string' ? option.trim() : option)).filter((option) => option !== '') : value;

/** A field of a form (document 3 section 3): id, type, label, required, options, placeholder. */
export class FormFieldDto {
  /** Stable id of the field within the form; answers are keyed by it. Made by the server when left out. @example f1 */
  @ApiProperty({ required: false, maxLength: 64, pattern: '^[A-Za-z0-9_-]{1,64}$' })
  @IsOptional()
  @IsString(rule({ message: 'Field id must be text', order: 30 }))
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, rule({ message: 'Field id must be 1 to 64 letters, digits, - or _', order: 30 }))
  id?: string;

  @ApiProperty({ enum: FORM_FIELD_TYPES, enumName: 'FormFieldType', example: 'text' })
  @IsIn(FORM_FIELD_TYPES, rule({ message: FORM_MESSAGES.invalidFieldType, order: 31 }))
  type: FormFieldType;

  /** @example Full name */
  @RequiredText({
    max: FORM_LIMITS.labelMax,
    required: FORM_MESSAGES.fieldLabelRequired,
    tooLong: FORM_MESSAGES.fieldLabelTooLong,
    order: 32,
    tooLongOrder: 32,
  })
  label: string;

  @ApiProperty({ required: false, default: false })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'required must be true or false', order: 33 }))
  required?: boolean;

  /** The choices of select, radio and checkbox fields (trimmed, blank ones dropped); ignored for other types. */
  @ApiProperty({ type: [String], required: false, maxItems: FORM_LIMITS.optionsMax })
  @ValidateIf((o: FormFieldDto) => FORM_OPTION_TYPES.includes(o.type))
  @Transform(trimmedOptions)
  @IsArray(rule({ message: FORM_MESSAGES.optionsRequired, order: 34 }))
  @ArrayMinSize(1, rule({ message: FORM_MESSAGES.optionsRequired, order: 34 }))
  @ArrayMaxSize(FORM_LIMITS.optionsMax, rule({ message: FORM_MESSAGES.tooManyOptions, order: 34 }))
  @IsString(rule({ each: true, message: FORM_MESSAGES.optionTooLong, order: 34 }))
  @MaxLength(FORM_LIMITS.optionMax, rule({ each: true, message: FORM_MESSAGES.optionTooLong, order: 34 }))
  options?: string[];

  @OptionalText(FORM_LIMITS.placeholderMax, 'Placeholder', 35)
  placeholder?: string | null;
}

/**
 * Create Form (document 3 section 7: title, description, category, isRequired, fields; also used to duplicate, with
 * the title suffixed ' (Copy)'). With `templateId` the form is made from a template and the template's use is counted.
 */
export class CreateFormDto {
  /** @example Liability Waiver */
  @RequiredText({ max: FORM_LIMITS.titleMax, required: FORM_MESSAGES.titleRequired, tooLong: FORM_MESSAGES.titleTooLong, order: 1, tooLongOrder: 1 })
  title: string;

  /** @example Read carefully before your first session */
  @OptionalText(FORM_LIMITS.descriptionMax, 'Description', 3)
  description?: string | null;

  @ApiProperty({ enum: FORM_CATEGORIES, enumName: 'FormCategory', example: 'waiver' })
  @NotBlank({ message: FORM_MESSAGES.categoryRequired, order: 2 })
  @IsIn(FORM_CATEGORIES, rule({ message: FORM_MESSAGES.invalidCategory, order: 2 }))
  category: FormCategory;

  /** Every client must fill it in (false when left out). */
  @ApiProperty({ required: false, default: false })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'isRequired must be true or false', order: 4 }))
  isRequired?: boolean;

  /** Clients can fill it in (true when left out). */
  @ApiProperty({ required: false, default: true })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'isActive must be true or false', order: 5 }))
  isActive?: boolean;

  /** At most one of them a signature field: a submission carries one drawn signature. */
  @ApiProperty({ type: [FormFieldDto], minItems: 1, maxItems: FORM_LIMITS.fieldsMax })
  @IsArray(rule({ message: FORM_MESSAGES.fieldsRequired, order: 6 }))
  @ArrayMinSize(1, rule({ message: FORM_MESSAGES.fieldsRequired, order: 6 }))
  @ArrayMaxSize(FORM_LIMITS.fieldsMax, rule({ message: FORM_MESSAGES.tooManyFields, order: 6 }))
  @ValidateNested({ each: true })
  @Type(() => FormFieldDto)
  fields: FormFieldDto[];

  /** The template the form was made from (its usage is counted). */
  @ApiUuid({ required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString(rule({ message: FORM_MESSAGES.templateNotFound, order: 7 }))
  templateId?: string | null;
}

/**
 * Edit Form: only what is sent changes. A change of title, description or fields after the form has been submitted
 * makes a new version; the submissions keep the version they answered.
 */
export class UpdateFormDto extends PartialType(CreateFormDto, { skipNullProperties: false }) {}

/** A page of GET /api/forms (numbered pages). */
export class ListFormsQuery extends PageQuery(FORMS_PAGE) {}

export class FormFieldResponseDto {
  /** Stable within the form; answers are keyed by it. */
  @ApiProperty({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
  id: string;
  @ApiProperty({ enum: FORM_FIELD_TYPES, enumName: 'FormFieldType' })
  type: FormFieldType;
  label: string;
  required: boolean;
  @ApiProperty({ type: [String] })
  options: string[];
  placeholder: string | null;
}

export class FormResponseDto {
  @ApiUuid()
  id: string;
  title: string;
  description: string | null;
  @ApiProperty({ enum: FORM_CATEGORIES, enumName: 'FormCategory' })
  category: FormCategory;
  isRequired: boolean;
  isActive: boolean;
  /** Goes up when the form changes after it has been submitted. */
  @ApiInteger()
  version: number;
  @ApiProperty({ type: [FormFieldResponseDto] })
  fields: FormFieldResponseDto[];
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

export const toFieldResponse = (field: FormFieldDefinition): FormFieldResponseDto => ({
  id: field.id,
  type: field.type,
  label: field.label,
  required: field.required,
  options: field.options ?? [],
  placeholder: field.placeholder ?? null,
});

export function toFormResponse(form: CustomForm): FormResponseDto {
  return {
    id: form.id,
    title: form.title,
    description: form.description ?? null,
    category: form.category,
    isRequired: form.isRequired,
    isActive: form.isActive,
    version: form.version,
    fields: form.fields.map(toFieldResponse),
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
  };
}

export class FormTemplateResponseDto {
  @ApiUuid()
  id: string;
  name: string;
  description: string | null;
  @ApiProperty({ enum: FORM_CATEGORIES, enumName: 'FormCategory' })
  category: FormCategory;
  @ApiProperty({ type: [FormFieldResponseDto] })
  fields: FormFieldResponseDto[];
  isPublic: boolean;
  /** How many forms have been made from it. */
  @ApiInteger()
  usageCount: number;
}

export function toFormTemplateResponse(template: FormTemplate): FormTemplateResponseDto {
  return {
    id: template.id,
    name: template.name,
    description: template.description ?? null,
    category: template.category,
    fields: template.fields.map(toFieldResponse),
    isPublic: template.isPublic,
    usageCount: template.usageCount,
  };
}

/** The four stat cards of /forms. */
export class FormStatsResponseDto {
  @ApiInteger()
  totalForms: number;
  @ApiInteger()
  requiredForms: number;
  @ApiInteger()
  templatesAvailable: number;
  /** Submissions since the first of this month (UTC). */
  @ApiInteger()
  submissionsThisMonth: number;
}

/** Assign a form to one client. */
export class AssignFormDto {
  @ApiUuid()
  @NotBlank({ message: FORM_MESSAGES.clientRequired, order: 1 })
  clientId: string;
}

/** A client who still has to fill the form in (a required form: every client; otherwise those it is assigned to). */
export class FormRecipientResponseDto {
  @ApiUuid()
  clientId: string;
  name: string;
  /** Assigned one by one (false: asked because the form is required for every client). */
  assigned: boolean;
  /** Has submitted some version of the form. */
  signed: boolean;
  /** The version they last submitted, null when none. */
  @ApiInteger({ nullable: true })
  signedVersion: number | null;
}
