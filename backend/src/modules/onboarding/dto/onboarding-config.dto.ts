import {
  ONBOARDING_FIELD_TYPES,
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGES,
  ONBOARDING_OPTION_TYPES,
  ONBOARDING_STEP_CATEGORIES,
  type OnboardingFieldType,
  type OnboardingStepCategory,
  type OnboardingStepDefinition,
} from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { ApiDateTime, ApiLocalId, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalNotNull, rule } from '../../../common/validation/rules';
import { OptionalText, RequiredText } from '../../../common/validation/fields';
import { emptyToNull } from '../../../common/validation/transforms';
import type { ClientOnboardingConfig } from '../entities/client-onboarding-config.entity';
import type { OnboardingTemplate } from '../entities/onboarding-template.entity';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const trimmedOptions = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((option) => (typeof option === 'string' ? option.trim() : option)).filter((option) => option !== '') : value;

/** A field of an onboarding step (document 2: id, label, type, required, options, placeholder). */
export class OnboardingFieldDto {
  /** Stable id within the step; answers are keyed by it. Send the saved id back to keep the field's answers; a new field (left out) gets a random id. @example emergency_contact_name */
  @ApiProperty({ required: false, maxLength: 64, pattern: ID.source })
  @IsOptional()
  @IsString(rule({ message: 'Field id must be text', order: 40 }))
  @Matches(ID, rule({ message: 'Field id must be 1 to 64 letters, digits, - or _', order: 40 }))
  id?: string;

  /** @example Emergency Contact Name */
  @RequiredText({
    max: ONBOARDING_LIMITS.labelMax,
    required: ONBOARDING_MESSAGES.fieldLabelRequired,
    tooLong: ONBOARDING_MESSAGES.fieldLabelTooLong,
    order: 41,
    tooLongOrder: 41,
  })
  label: string;

  @ApiProperty({ enum: ONBOARDING_FIELD_TYPES, enumName: 'OnboardingFieldType', example: 'text' })
  @IsIn(ONBOARDING_FIELD_TYPES, rule({ message: ONBOARDING_MESSAGES.invalidFieldType, order: 42 }))
  type: OnboardingFieldType;

  @ApiProperty({ required: false, default: false })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'required must be true or false', order: 43 }))
  required?: boolean;

  /** The choices of select and multi-select fields (trimmed, blank ones dropped); ignored for the other types. */
  @ApiProperty({ type: [String], required: false, maxItems: ONBOARDING_LIMITS.optionsMax })
  @ValidateIf((o: OnboardingFieldDto) => ONBOARDING_OPTION_TYPES.includes(o.type))
  @Transform(trimmedOptions)
  @IsArray(rule({ message: ONBOARDING_MESSAGES.optionsRequired, order: 44 }))
  @ArrayMinSize(1, rule({ message: ONBOARDING_MESSAGES.optionsRequired, order: 44 }))
  @ArrayMaxSize(ONBOARDING_LIMITS.optionsMax, rule({ message: ONBOARDING_MESSAGES.tooManyOptions, order: 44 }))
  @IsString(rule({ each: true, message: ONBOARDING_MESSAGES.optionTooLong, order: 44 }))
  @MaxLength(ONBOARDING_LIMITS.optionMax, rule({ each: true, message: ONBOARDING_MESSAGES.optionTooLong, order: 44 }))
  options?: string[];

  @OptionalText(ONBOARDING_LIMITS.placeholderMax, 'Placeholder', 45)
  placeholder?: string | null;
}

/** A step of the configuration (document 2: id, title, description, required, fields). */
export class OnboardingStepDto {
  /** Stable id within the configuration. Send the saved id back to keep the step's answers; a new step (left out) gets a random id. @example personal */
  @ApiProperty({ required: false, maxLength: 64, pattern: ID.source })
  @IsOptional()
  @IsString(rule({ message: 'Step id must be text', order: 30 }))
  @Matches(ID, rule({ message: 'Step id must be 1 to 64 letters, digits, - or _', order: 30 }))
  id?: string;

  /** @example Personal Information */
  @RequiredText({
    max: ONBOARDING_LIMITS.titleMax,
    required: ONBOARDING_MESSAGES.stepTitleRequired,
    tooLong: ONBOARDING_MESSAGES.stepTitleTooLong,
    order: 31,
    tooLongOrder: 31,
  })
  title: string;

  @OptionalText(ONBOARDING_LIMITS.descriptionMax, 'Step description', 32)
  description?: string | null;

  /** Shown with a Required badge (otherwise Optional): its required fields must be answered before onboarding completes. */
  @ApiProperty({ required: false, default: false })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'required must be true or false', order: 33 }))
  required?: boolean;

  /** The category button that added it. */
  @ApiProperty({ enum: ONBOARDING_STEP_CATEGORIES, enumName: 'OnboardingStepCategory', required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ONBOARDING_STEP_CATEGORIES, rule({ message: `Category must be one of ${ONBOARDING_STEP_CATEGORIES.join(', ')}`, order: 34 }))
  category?: OnboardingStepCategory | null;

  @ApiProperty({ type: [OnboardingFieldDto], maxItems: ONBOARDING_LIMITS.fieldsMax })
  @IsArray(rule({ message: 'fields must be a list', order: 35 }))
  @ArrayMaxSize(ONBOARDING_LIMITS.fieldsMax, rule({ message: ONBOARDING_MESSAGES.tooManyFields, order: 35 }))
  @ValidateNested({ each: true })
  @Type(() => OnboardingFieldDto)
  fields: OnboardingFieldDto[];
}

/** Save Configuration / Update Configuration (document 2: configName, steps, isActive). */
export class SaveOnboardingConfigDto {
  /** Trimmed. @example Default Client Onboarding */
  @RequiredText({
    max: ONBOARDING_LIMITS.configNameMax,
    required: ONBOARDING_MESSAGES.configNameRequired,
    tooLong: ONBOARDING_MESSAGES.configNameTooLong,
    order: 1,
    tooLongOrder: 1,
  })
  configName: string;

  @ApiProperty({ type: [OnboardingStepDto], minItems: 1, maxItems: ONBOARDING_LIMITS.stepsMax })
  @IsArray(rule({ message: ONBOARDING_MESSAGES.stepsRequired, order: 2 }))
  @ArrayMinSize(1, rule({ message: ONBOARDING_MESSAGES.stepsRequired, order: 2 }))
  @ArrayMaxSize(ONBOARDING_LIMITS.stepsMax, rule({ message: ONBOARDING_MESSAGES.tooManySteps, order: 2 }))
  @ValidateNested({ each: true })
  @Type(() => OnboardingStepDto)
  steps: OnboardingStepDto[];

  /**
   * The configuration newly linked clients walk through (true when left out, as the screen saves). Activating one
   * deactivates the business's other configuration: at most one is active.
   */
  @ApiProperty({ required: false, default: true })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'isActive must be true or false', order: 3 }))
  isActive?: boolean;
}

export class OnboardingFieldResponseDto {
  @ApiLocalId()
  id: string;
  label: string;
  @ApiProperty({ enum: ONBOARDING_FIELD_TYPES, enumName: 'OnboardingFieldType' })
  type: OnboardingFieldType;
  required: boolean;
  options: string[];
  @ApiProperty({ type: String, nullable: true, required: false })
  placeholder?: string | null;
}

export class OnboardingStepResponseDto {
  @ApiLocalId()
  id: string;
  title: string;
  description: string;
  required: boolean;
  @ApiProperty({ enum: ONBOARDING_STEP_CATEGORIES, enumName: 'OnboardingStepCategory', nullable: true, required: false })
  category?: OnboardingStepCategory | null;
  @ApiProperty({ type: [OnboardingFieldResponseDto] })
  fields: OnboardingFieldResponseDto[];
}

export class OnboardingConfigResponseDto {
  @ApiUuid()
  id: string;
  configName: string;
  @ApiProperty({ type: [OnboardingStepResponseDto] })
  steps: OnboardingStepResponseDto[];
  isActive: boolean;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

export class OnboardingTemplateResponseDto {
  @ApiUuid()
  id: string;
  templateName: string;
  businessType: string;
  @ApiProperty({ type: String, nullable: true })
  description: string | null;
  @ApiProperty({ type: [OnboardingStepResponseDto] })
  steps: OnboardingStepResponseDto[];
}

export const toOnboardingConfigResponse = (config: ClientOnboardingConfig): OnboardingConfigResponseDto => ({
  id: config.id,
  configName: config.configName,
  steps: config.steps,
  isActive: config.isActive,
  createdAt: config.createdAt.toISOString(),
  updatedAt: config.updatedAt.toISOString(),
});

export const toOnboardingTemplateResponse = (template: OnboardingTemplate): OnboardingTemplateResponseDto => ({
  id: template.id,
  templateName: template.templateName,
  businessType: template.businessType,
  description: template.description ?? null,
  steps: template.steps,
});

/**
 * The steps as sent, made whole: ids kept when sent (a saved configuration's ids come back with it, so they stay
 * stable), options only where the type has them. A step or field sent without an id (or repeating one already used)
 * is new and gets a random id: a positional one could be a deleted question's, whose stored answers would then show
 * under the new question and count toward completion.
 */
export function normalizeSteps(steps: readonly OnboardingStepDto[]): OnboardingStepDefinition[] {
  const stepIds = new Set<string>();
  return steps.map((step) => {
    const fieldIds = new Set<string>();
    return {
      id: uniqueId(step.id, 'step', stepIds),
      title: step.title,
      description: step.description ?? '',
      required: step.required ?? false,
      category: step.category ?? null,
      fields: step.fields.map((field) => ({
        id: uniqueId(field.id, 'field', fieldIds),
        label: field.label,
        type: field.type,
        required: field.required ?? false,
        options: ONBOARDING_OPTION_TYPES.includes(field.type) ? (field.options ?? []) : [],
        placeholder: field.placeholder ?? null,
      })),
    };
  });
}

/** The id sent, or a fresh random one when none was sent or the sent one is already taken in `taken`. */
function uniqueId(sent: string | undefined, prefix: 'step' | 'field', taken: Set<string>): string {
  let id = sent;
  while (id === undefined || taken.has(id)) id = `${prefix}-${randomUUID()}`;
  taken.add(id);
  return id;
}
