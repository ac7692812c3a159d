import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, WEBHOOK_MESSAGES, type WebhookEventType } from '@coachcore/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { NotBlank, OptionalNotNull, rule } from '../../../common/validation/rules';
import { trim } from '../../../common/validation/transforms';
import type { WebhookSubscription } from '../entities/webhook-subscription.entity';

/** Add a webhook: the partner's endpoint and the events it receives. */
export class CreateWebhookSubscriptionDto {
  /** An https:// address (http://localhost or 127.0.0.1 outside production). @example https://partner.example.com/coachcore/webhooks */
  @ApiProperty({ format: 'uri', maxLength: WEBHOOK_LIMITS.urlMax })
  @Transform(trim)
  @IsString(rule({ message: WEBHOOK_MESSAGES.urlRequired, order: 1 }))
  @NotBlank({ message: WEBHOOK_MESSAGES.urlRequired, order: 1 })
  @MaxLength(WEBHOOK_LIMITS.urlMax, rule({ message: WEBHOOK_MESSAGES.urlTooLong, order: 1 }))
  url: string;

  /** The events sent to it (at least one). */
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, minItems: 1, example: ['client_signup', 'payment_received'] })
  @IsArray(rule({ message: WEBHOOK_MESSAGES.eventTypesRequired, order: 2 }))
  @ArrayMinSize(1, rule({ message: WEBHOOK_MESSAGES.eventTypesRequired, order: 2 }))
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length * 2, rule({ message: WEBHOOK_MESSAGES.unknownEventType, order: 3 }))
  @IsIn(WEBHOOK_EVENT_TYPES, rule({ each: true, message: WEBHOOK_MESSAGES.unknownEventType, order: 3 }))
  eventTypes: WebhookEventType[];

  @ApiProperty({ required: false, default: true })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'isActive must be true or false', order: 4 }))
  isActive?: boolean;
}

/** Edit a webhook: any of its fields (the active toggle sends isActive alone). */
export class UpdateWebhookSubscriptionDto extends PartialType(CreateWebhookSubscriptionDto, { skipNullProperties: false }) {}

export class WebhookSubscriptionResponseDto {
  @ApiUuid()
  id: string;
  url: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true })
  eventTypes: WebhookEventType[];
  isActive: boolean;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

/** A webhook with its signing secret: answered only when it is created and when the secret is rotated. */
export class WebhookSubscriptionWithSecretDto extends WebhookSubscriptionResponseDto {
  /** Signs every delivery (HMAC-SHA256 of "<timestamp>.<raw body>"): shown this once, keep it in the receiver. */
  secret: string;
}

export const toSubscriptionResponse = (row: WebhookSubscription): WebhookSubscriptionResponseDto => ({
  id: row.id,
  url: row.url,
  eventTypes: row.eventTypes,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toSubscriptionWithSecret = (row: WebhookSubscription): WebhookSubscriptionWithSecretDto => ({
  ...toSubscriptionResponse(row),
  secret: row.secret,
});
