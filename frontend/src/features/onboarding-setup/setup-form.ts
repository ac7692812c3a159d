import {
  ONBOARDING_OPTION_TYPES,
  ONBOARDING_SECTION_TEMPLATES,
  parseOnboardingOptions,
  type OnboardingFieldType,
  type OnboardingStepCategory,
} from '@coachcore/domain';
import type { OnboardingConfigResponseDto, SaveOnboardingConfigDto } from '@coachcore/api-client/onboarding';

/** A field as the Configure tab edits it: options as the comma-separated text typed. */
export interface DraftField {
  key: string;
  id?: string;
  label: string;
  type: OnboardingFieldType;
  required: boolean;
  optionsText: string;
  placeholder?: string | null;
}

export interface DraftStep {
  key: string;
  id?: string;
  title: string;
  description: string;
  required: boolean;
  category?: OnboardingStepCategory | null;
  fields: DraftField[];
}

let counter = 0;
export const newKey = () => `k${++counter}`;

export function stepFromCategory(category: OnboardingStepCategory): DraftStep {
  const template = ONBOARDING_SECTION_TEMPLATES[category];
  return {
    key: newKey(),
    title: template.title,
    description: template.description,
    required: template.required,
    category,
    fields: template.fields.map((field) => ({
      key: newKey(),
      label: field.label,
      type: field.type,
      required: field.required,
      optionsText: field.options.join(', '),
    })),
  };
}

export const blankField = (): DraftField => ({ key: newKey(), label: '', type: 'text', required: false, optionsText: '' });

/** A saved configuration loaded into Configure (Edit). */
export function draftFrom(config: OnboardingConfigResponseDto): DraftStep[] {
  return config.steps.map((step) => ({
    key: newKey(),
    id: step.id,
    title: step.title,
    description: step.description,
    required: step.required,
    category: step.category ?? null,
    fields: step.fields.map((field) => ({
      key: newKey(),
      id: field.id,
      label: field.label,
      type: field.type,
      required: field.required,
      optionsText: field.options.join(', '),
      placeholder: field.placeholder ?? null,
    })),
  }));
}

/** The body of Save / Update Configuration: name trimmed, options split on commas, trimmed, empties removed. */
export function toSaveBody(configName: string, steps: DraftStep[]): SaveOnboardingConfigDto {
  return {
    configName: configName.trim(),
    isActive: true,
    steps: steps.map((step) => ({
      ...(step.id ? { id: step.id } : {}),
      title: step.title,
      description: step.description,
      required: step.required,
      category: step.category ?? null,
      fields: step.fields.map((field) => ({
        ...(field.id ? { id: field.id } : {}),
        label: field.label,
        type: field.type,
        required: field.required,
        options: ONBOARDING_OPTION_TYPES.includes(field.type) ? parseOnboardingOptions(field.optionsText) : [],
        placeholder: field.placeholder ?? null,
      })),
    })),
  };
}
