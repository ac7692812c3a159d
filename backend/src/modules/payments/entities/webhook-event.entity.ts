import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A verified provider webhook event, recorded once (the event id is the primary key, so a repeated delivery inserts
 * nothing) and applied by a `billing/apply-webhook-event` job.
 */
@Entity({ tableName: 'payment_webhook_events' })
@Index({
  name: 'payment_webhook_events_pending_index',
  properties: ['receivedAt'],
  expression: 'create index "payment_webhook_events_pending_index" on "payment_webhook_events" ("received_at") where "processed_at" is null',
})
// The admin's payment detail finds the events of an invoice or payment intent by the id their object holds.
@Index({
  name: 'payment_webhook_events_object_index',
  expression: `create index "payment_webhook_events_object_index" on "payment_webhook_events" ((payload #>> '{data,object,id}'))`,
})
@Index({
  name: 'payment_webhook_events_intent_index',
  expression: `create index "payment_webhook_events_intent_index" on "payment_webhook_events" ((payload #>> '{data,object,payment_intent}')) where (payload #>> '{data,object,payment_intent}') is not null`,
})
export class WebhookEvent {
  /** The provider's event id (evt_...). */
  @PrimaryKey({ type: 'text' })
  id: string;

  @Property({ length: 100 })
  type: string;

  /** When the provider created the event. */
  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Property({ type: 'timestamptz' })
  receivedAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  processedAt?: Date | null;

  /** applied, or why it changed nothing (stale: a newer state was applied first; ignored: a type we do not act on). */
  @Property({ length: 20, nullable: true })
  outcome?: string | null;
}
