import {
  AUTOMATION_ACTIONS,
  AUTOMATION_EXECUTION_STATUSES,
  AUTOMATION_LIMITS,
  AUTOMATION_MESSAGES,
  AUTOMATION_TRIGGERS,
  AUTOMATIONS_PAGE,
  AUTOMATION_TEMPLATE_KEYS,
  type AutomationTemplateKey,
  type AutomationActionType,
  type AutomationExecutionStatus,
  type AutomationTrigger,
} from '@coachcore/domain';
import { ApiProperty, PartialType, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsObject, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalNotNull, rule } from '../../../common/validation/rules';
import { OptionalText, RequiredText } from '../../../common/validation/fields';

/** An action's settings: text (at most AUTOMATION_LIMITS.messageMax characters) or numbers, by name. */
const settingsSchema = (extra: Partial<ApiPropertyOptions> = {}): ApiPropertyOptions =>
  ({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string', maxLength: AUTOMATION_LIMITS.messageMax }, { type: 'number' }] },
    ...extra,
  }) as ApiPropertyOptions;
/** A trigger's conditions: event field → the text it must equal. */
const conditionsSchema = (extra: Partial<ApiPropertyOptions> = {}): ApiPropertyOptions =>
  ({ type: 'object', additionalProperties: { type: 'string', maxLength: 200 }, ...extra }) as ApiPropertyOptions;

/** What starts the automation: a trigger and, optionally, the event fields it must match. */
export class AutomationTriggerDto {
  @ApiProperty({ enum: AUTOMATION_TRIGGERS, enumName: 'AutomationTrigger', example: 'client_signup' })
  @IsDefined(rule({ message: AUTOMATION_MESSAGES.triggerRequired, order: 2 }))
  @IsIn(AUTOMATION_TRIGGERS, rule({ message: AUTOMATION_MESSAGES.invalidTrigger, order: 3 }))
  type: AutomationTrigger;

  /** Event fields that must equal these values (per trigger: a workout, a form or its category, a meeting type...). */
  @ApiProperty(conditionsSchema({ required: false }))
  @IsOptional()
  @IsObject(rule({ message: AUTOMATION_MESSAGES.conditionsInvalid, order: 4 }))
  conditions?: Record<string, string>;
}

/** One action (document 3: id, type, settings, delay in hours). */
export class AutomationActionDto {
  /** An existing action of this automation (kept, with its counts, on an edit); left out for a new one. */
  @ApiUuid({ required: false })
  @IsOptional()
  @IsUUID('all', rule({ message: 'Action id must be a UUID', order: 20 }))
  id?: string;

  @ApiProperty({ enum: AUTOMATION_ACTIONS, enumName: 'AutomationActionType', example: 'send_email' })
  @IsIn(AUTOMATION_ACTIONS, rule({ message: AUTOMATION_MESSAGES.invalidActionType, order: 21 }))
  type: AutomationActionType;

  /** The action's settings: subject and message of an e-mail, the SMS text, the form, community or workout, the wait's hours. */
  @ApiProperty(settingsSchema({ required: false, example: { subject: 'Welcome, {firstName}!', message: 'Glad to have you.' } }))
  @IsOptional()
  @IsObject(rule({ message: AUTOMATION_MESSAGES.settingsInvalid, order: 22 }))
  settings?: Record<string, string | number>;

  /** Whole hours after the trigger (after the waits before it), 0 by default. */
  @ApiInteger({ required: false, minimum: 0, maximum: AUTOMATION_LIMITS.delayHoursMax, default: 0 })
  @OptionalNotNull()
  @IsInt(rule({ message: AUTOMATION_MESSAGES.delayInvalid, order: 23 }))
  @Min(0, rule({ message: AUTOMATION_MESSAGES.delayInvalid, order: 23 }))
  @Max(AUTOMATION_LIMITS.delayHoursMax, rule({ message: AUTOMATION_MESSAGES.delayInvalid, order: 23 }))
  delay?: number;
}

/** Create Automation (document 3 section 7: name, description, trigger {type}, actions, isActive). */
export class CreateAutomationDto {
  /** @example New Client Onboarding */
  @RequiredText({
    max: AUTOMATION_LIMITS.nameMax,
    required: AUTOMATION_MESSAGES.nameRequired,
    tooLong: AUTOMATION_MESSAGES.nameTooLong,
    order: 1,
    tooLongOrder: 1,
  })
  name: string;

  /** @example Welcome new clients */
  @OptionalText(AUTOMATION_LIMITS.descriptionMax, 'Description', 4)
  description?: string | null;

  @IsDefined(rule({ message: AUTOMATION_MESSAGES.triggerRequired, order: 2 }))
  @IsObject(rule({ message: AUTOMATION_MESSAGES.triggerRequired, order: 2 }))
  @ValidateNested()
  @Type(() => AutomationTriggerDto)
  trigger: AutomationTriggerDto;

  @ApiProperty({ type: [AutomationActionDto], required: false, maxItems: AUTOMATION_LIMITS.actionsMax })
  @OptionalNotNull()
  @IsArray(rule({ message: AUTOMATION_MESSAGES.tooManyActions, order: 5 }))
  @ArrayMaxSize(AUTOMATION_LIMITS.actionsMax, rule({ message: AUTOMATION_MESSAGES.tooManyActions, order: 5 }))
  @ValidateNested({ each: true })
  @Type(() => AutomationActionDto)
  actions?: AutomationActionDto[];

  @ApiProperty({ required: false, default: true })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'isActive must be true or false', order: 6 }))
  isActive?: boolean;
}

/** One of the three template cards of /automations. */
export class CreateAutomationFromTemplateDto {
  @ApiProperty({ enum: AUTOMATION_TEMPLATE_KEYS, enumName: 'AutomationTemplateKey', example: 'new-client-onboarding' })
  @IsIn(AUTOMATION_TEMPLATE_KEYS, rule({ message: AUTOMATION_MESSAGES.templateNotFound, order: 1 }))
  template: AutomationTemplateKey;
}

/** Edit an automation: any of the create fields (the active toggle sends isActive alone). Actions, when sent, replace the list. */
export class UpdateAutomationDto extends PartialType(CreateAutomationDto, { skipNullProperties: false }) {}

export class ListAutomationRunsQuery extends PageQuery(AUTOMATIONS_PAGE.runs) {}

export class AutomationTriggerResponseDto {
  @ApiProperty({ enum: AUTOMATION_TRIGGERS, enumName: 'AutomationTrigger' })
  type: AutomationTrigger;
  @ApiProperty(conditionsSchema())
  conditions: Record<string, string>;
}

export class AutomationActionResponseDto {
  @ApiUuid()
  id: string;
  @ApiProperty({ enum: AUTOMATION_ACTIONS, enumName: 'AutomationActionType' })
  type: AutomationActionType;
  @ApiProperty(settingsSchema())
  settings: Record<string, string | number>;
  /** Whole hours. */
  @ApiInteger({ minimum: 0 })
  delay: number;
  @ApiInteger({ minimum: 0 })
  successCount: number;
  @ApiInteger({ minimum: 0 })
  failureCount: number;
}

export class AutomationResponseDto {
  @ApiUuid()
  id: string;
  name: string;
  description: string | null;
  trigger: AutomationTriggerResponseDto;
  /** In the order they run. */
  @ApiProperty({ type: [AutomationActionResponseDto] })
  actions: AutomationActionResponseDto[];
  isActive: boolean;
  /** Events that started it for a client. */
  @ApiInteger({ minimum: 0 })
  totalExecutions: number;
  @ApiDateTime({ nullable: true })
  lastExecutedAt: string | null;
  @ApiDateTime()
  createdAt: string;
}

/** The stat cards of /automations, this calendar month (UTC) for the runs. */
export class AutomationStatsResponseDto {
  @ApiInteger({ minimum: 0 })
  activeAutomations: number;
  /** Runs started this month (one per automation, event and client). */
  @ApiInteger({ minimum: 0 })
  runsThisMonth: number;
  /** Completed actions among those that finished this month, in whole percent; null before any finished. */
  @ApiInteger({ minimum: 0, maximum: 100, nullable: true })
  successRate: number | null;
  /** Clients at least one action reached this month. */
  @ApiInteger({ minimum: 0 })
  clientsReached: number;
}

/** One action of one run (automation_executions). */
export class AutomationRunResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  actionId: string;
  @ApiProperty({ enum: AUTOMATION_ACTIONS, enumName: 'AutomationActionType' })
  actionType: AutomationActionType;
  @ApiUuid()
  clientId: string;
  clientName: string;
  /** The event that started the run. */
  @ApiProperty({ enum: AUTOMATION_TRIGGERS, enumName: 'AutomationTrigger' })
  trigger: AutomationTrigger;
  @ApiProperty({ enum: AUTOMATION_EXECUTION_STATUSES, enumName: 'AutomationExecutionStatus' })
  status: AutomationExecutionStatus;
  @ApiInteger({ minimum: 0 })
  attempts: number;
  @ApiDateTime()
  scheduledAt: string;
  @ApiDateTime({ nullable: true })
  executedAt: string | null;
  errorMessage: string | null;
  /** What the action did (the e-mail's address and subject, the SMS's number...). */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  result: Record<string, unknown> | null;
  @ApiDateTime()
  createdAt: string;
}
