import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { ApiDateTime, ApiLocalId, ApiUuid } from '../../../common/openapi/property-formats';
import { rule } from '../../../common/validation/rules';
import { OnboardingStepResponseDto } from './onboarding-config.dto';

/** The answers of one step, field id → answer (text, a number, true/false, or the chosen options). */
export class SaveOnboardingStepDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }] },
    example: { emergency_contact_name: 'Alex Lee', preferred_communication: 'Email' },
  })
  @IsObject(rule({ message: 'responses must be an object of answers by field id', order: 1 }))
  responses: Record<string, unknown>;
}

/** A file field's upload (multipart). */
export class OnboardingFileUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'An image or a PDF, at most 10 MB' })
  file: unknown;
}

/** One stored answer. */
export class OnboardingAnswerDto {
  @ApiLocalId()
  stepId: string;
  @ApiLocalId()
  fieldId: string;
  /** Text, a number, true/false, the chosen options, or a file's name, type and size. */
  @ApiProperty({
    nullable: true,
    oneOf: [
      { type: 'string' },
      { type: 'number' },
      { type: 'boolean' },
      { type: 'array', items: { type: 'string' } },
      {
        type: 'object',
        properties: { fileName: { type: 'string' }, contentType: { type: 'string' }, size: { type: 'integer' } },
        required: ['fileName', 'contentType', 'size'],
      },
    ],
  })
  value: unknown;
  /** For a file answer: where the coach downloads it. */
  @ApiUuid({ required: false, nullable: true })
  responseId?: string | null;
  @ApiDateTime()
  completedAt: string;
}

/** The signed-in client's onboarding: the active configuration's steps, what they answered, and whether it is done. */
export class ClientOnboardingResponseDto {
  /** The active configuration, or null when the coach has none. */
  @ApiUuid({ nullable: true })
  configId: string | null;
  @ApiProperty({ type: String, nullable: true })
  configName: string | null;
  @ApiProperty({ type: [OnboardingStepResponseDto] })
  steps: OnboardingStepResponseDto[];
  @ApiProperty({ type: [OnboardingAnswerDto] })
  answers: OnboardingAnswerDto[];
  /** The steps with saved answers. */
  @ApiProperty({ type: [String] })
  completedStepIds: string[];
  onboardingCompleted: boolean;
  @ApiDateTime({ nullable: true })
  onboardingCompletedAt: string | null;
}

/** A client's onboarding as the coach reads it on the client's profile: every configuration they answered. */
export class ClientOnboardingAnswersDto {
  onboardingCompleted: boolean;
  @ApiDateTime({ nullable: true })
  onboardingCompletedAt: string | null;
  @ApiProperty({ type: () => [ClientOnboardingAnsweredConfigDto] })
  configs: ClientOnboardingAnsweredConfigDto[];
}

export class ClientOnboardingAnsweredConfigDto {
  @ApiUuid()
  configId: string;
  configName: string;
  isActive: boolean;
  @ApiProperty({ type: [OnboardingStepResponseDto] })
  steps: OnboardingStepResponseDto[];
  @ApiProperty({ type: [OnboardingAnswerDto] })
  answers: OnboardingAnswerDto[];
}
