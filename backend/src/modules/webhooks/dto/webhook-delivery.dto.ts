import { WEBHOOK_DELIVERIES_PAGE, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, type WebhookDeliveryStatus, type WebhookEventType } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import type { WebhookDelivery } from '../entities/webhook-delivery.entity';

/** One delivery in the log, with what its last attempt got back. */
export class WebhookDeliveryResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  subscriptionId: string;
  /** The event's id (sent as X-CoachCore-Event-Id; a replay has its original's). */
  @ApiUuid()
  eventId: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType' })
  eventType: WebhookEventType;
  /** The delivery this one replays. */
  @ApiUuid({ nullable: true })
  replayOf: string | null;
  /** pending (waiting for its first attempt or a retry), sending, succeeded or failed (its attempts ran out). */
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES, enumName: 'WebhookDeliveryStatus' })
  status: WebhookDeliveryStatus;
  @ApiInteger()
  attempts: number;
  /** The endpoint's HTTP status (null when it did not answer). */
  @ApiInteger({ nullable: true })
  responseStatus: number | null;
  /** The start of its answer (at most 1000 characters). */
  @ApiProperty({ type: String, nullable: true })
  responseBody: string | null;
  @ApiInteger({ nullable: true })
  durationMs: number | null;
  @ApiProperty({ type: String, nullable: true })
  errorMessage: string | null;
  /** The JSON body sent. */
  @ApiProperty({ type: 'object', additionalProperties: true })
  body: Record<string, unknown>;
  @ApiDateTime({ nullable: true })
  lastAttemptAt: string | null;
  @ApiDateTime({ nullable: true })
  deliveredAt: string | null;
  @ApiDateTime()
  createdAt: string;
}

export class ListWebhookDeliveriesQuery extends PageQuery(WEBHOOK_DELIVERIES_PAGE) {}

export const toDeliveryResponse = (row: WebhookDelivery): WebhookDeliveryResponseDto => ({
  id: row.id,
  subscriptionId: row.subscription.id,
  eventId: row.eventId,
  eventType: row.eventType as WebhookEventType,
  replayOf: row.replayOf,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseBody: row.responseBody,
  durationMs: row.durationMs,
  errorMessage: row.errorMessage,
  body: row.body,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
