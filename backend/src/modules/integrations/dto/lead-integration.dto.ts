import {
  LEADDEC_DELIVERIES_PAGE,
  LEADDEC_DELIVERY_OUTCOMES,
  LEADDEC_MESSAGES,
  LEADDEC_SYNC_DIRECTIONS,
  LEADDEC_WEBHOOK_EVENTS,
  type LeadDecDeliveryOutcome,
  type LeadDecSyncDirection,
  type LeadDecWebhookEvent,
} from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiExternalId, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalNotNull, rule } from '../../../common/validation/rules';
import { OptionalText } from '../../../common/validation/fields';
import { emptyToNull } from '../../../common/validation/transforms';
import type { LeadWebhookDelivery } from '../entities/lead-webhook-delivery.entity';

/** Save Configuration (the Setup and Sync Settings tabs): only what is sent changes; '' or null clears a text. */
export class SaveLeadDecSettingsDto {
  /** The LeadDec API key (never answered back: the card shows its last four characters). @example ld_live_9f2c */
  @OptionalText(200, 'API key', 1)
  apiKey?: string | null;

  /** The LeadDec location (sub-account) id. @example loc_7Hq2 */
  @ApiExternalId({ required: false, nullable: true })
  @OptionalText(200, 'Location ID', 2)
  locationId?: string | null;

  /** The business's own LeadDec inbound webhook address, for contacts sent to LeadDec. */
  @ApiProperty({ required: false, nullable: true, maxLength: 500, format: 'uri' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString(rule({ message: 'Webhook URL must be an http:// or https:// address', order: 3 }))
  @MaxLength(500, rule({ message: 'Webhook URL must be at most 500 characters', order: 3 }))
  @Matches(/^https?:\/\/\S+$/, rule({ message: 'Webhook URL must be an http:// or https:// address', order: 3 }))
  webhookUrl?: string | null;

  @ApiProperty({ enum: LEADDEC_SYNC_DIRECTIONS, enumName: 'LeadDecSyncDirection', required: false })
  @OptionalNotNull()
  @IsIn(LEADDEC_SYNC_DIRECTIONS, rule({ message: LEADDEC_MESSAGES.invalidSyncDirection, order: 4 }))
  syncDirection?: LeadDecSyncDirection;

  /** The events whose deliveries are recorded but change nothing. */
  @ApiProperty({ enum: LEADDEC_WEBHOOK_EVENTS, enumName: 'LeadDecWebhookEvent', isArray: true, required: false })
  @OptionalNotNull()
  @IsArray(rule({ message: 'disabledEvents must be a list of events', order: 5 }))
  @ArrayMaxSize(LEADDEC_WEBHOOK_EVENTS.length, rule({ message: 'disabledEvents must be a list of events', order: 5 }))
  @IsIn(LEADDEC_WEBHOOK_EVENTS, rule({ each: true, message: LEADDEC_MESSAGES.unknownEvent, order: 5 }))
  disabledEvents?: LeadDecWebhookEvent[];
}

export class LeadDecWebhookAddressDto {
  @ApiProperty({ enum: LEADDEC_WEBHOOK_EVENTS, enumName: 'LeadDecWebhookEvent' })
  event: LeadDecWebhookEvent;
  /** The path on the product's own origin. @example /webhooks/leaddec/lead-created */
  path: string;
  /** The full address (APP_URL and the path). */
  url: string;
}

/** The lead-management card: its settings, the webhook secret and addresses. */
export class LeadDecIntegrationResponseDto {
  /** Sent as the X-LeadDec-Account header of every delivery. */
  @ApiUuid()
  accountId: string;
  /** pending until an API key and a location are saved, then active. */
  status: string;
  apiKeySet: boolean;
  /** The API key's last four characters. */
  @ApiProperty({ type: String, nullable: true })
  apiKeyLast4: string | null;
  @ApiExternalId({ nullable: true })
  locationId: string | null;
  @ApiProperty({ type: String, nullable: true })
  webhookUrl: string | null;
  @ApiProperty({ enum: LEADDEC_SYNC_DIRECTIONS, enumName: 'LeadDecSyncDirection' })
  syncDirection: LeadDecSyncDirection;
  @ApiProperty({ enum: LEADDEC_WEBHOOK_EVENTS, enumName: 'LeadDecWebhookEvent', isArray: true })
  disabledEvents: LeadDecWebhookEvent[];
  /** Signs the deliveries: HMAC-SHA256 of "<timestamp>.<raw body>", hex, sent as X-LeadDec-Signature: t=<timestamp>,v1=<hex>. */
  webhookSecret: string;
  @ApiProperty({ type: [LeadDecWebhookAddressDto] })
  webhooks: LeadDecWebhookAddressDto[];
  @ApiDateTime({ nullable: true })
  lastSyncAt: string | null;
}

export class LeadDecDeliveryResponseDto {
  @ApiUuid()
  id: string;
  event: string;
  @ApiProperty({ enum: LEADDEC_DELIVERY_OUTCOMES, enumName: 'LeadDecDeliveryOutcome' })
  outcome: LeadDecDeliveryOutcome;
  @ApiInteger()
  statusCode: number;
  @ApiProperty({ type: String, nullable: true })
  message: string | null;
  @ApiExternalId({ nullable: true })
  contactId: string | null;
  @ApiUuid({ nullable: true })
  clientId: string | null;
  @ApiDateTime()
  receivedAt: string;
}

export class ListLeadDecDeliveriesQuery extends PageQuery(LEADDEC_DELIVERIES_PAGE) {}

export class LeadDecTestResultDto {
  ok: boolean;
  /** The endpoint's HTTP status (0 when it could not be reached). */
  @ApiInteger()
  statusCode: number;
  message: string;
  /** The address the test delivery was sent to. */
  url: string;
  @ApiInteger()
  durationMs: number;
}

/** What a delivery's answer says. */
export class LeadDecWebhookReceiptDto {
  received: boolean;
  @ApiProperty({ enum: LEADDEC_DELIVERY_OUTCOMES, enumName: 'LeadDecDeliveryOutcome' })
  outcome: LeadDecDeliveryOutcome;
  @ApiUuid({ nullable: true })
  clientId: string | null;
}

export const toDeliveryResponse = (row: LeadWebhookDelivery): LeadDecDeliveryResponseDto => ({
  id: row.id,
  event: row.event,
  outcome: row.outcome,
  statusCode: row.statusCode,
  message: row.message ?? null,
  contactId: row.contactId ?? null,
  clientId: row.client?.id ?? null,
  receivedAt: row.receivedAt.toISOString(),
});
