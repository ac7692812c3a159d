import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { WebhookDeliveryStatus } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { WebhookSubscription } from './webhook-subscription.entity';

/**
 * One event sent to one subscription, and what its last attempt got back (the delivery log). The partial unique index
 * makes an event's first delivery to a subscription one row, however often and however concurrently the event is
 * handled; a replay is a row of its own (`replayOf`), with the same event and body.
 */
@Entity({ tableName: 'webhook_deliveries' })
@TenantOwned('coach')
@Index({ properties: ['subscription', 'createdAt'] })
@Index({
  name: 'webhook_deliveries_once',
  expression: 'create unique index "webhook_deliveries_once" on "webhook_deliveries" ("subscription_id", "event_id") where "replay_of" is null',
})
export class WebhookDelivery {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade', index: true })
  coach: User;

  @ManyToOne(() => WebhookSubscription, { deleteRule: 'cascade', index: false })
  subscription: WebhookSubscription;

  /** The domain event's id (its outbox id). */
  @Property({ type: 'uuid' })
  eventId: string;

  @Property({ length: 60 })
  eventType: string;

  /** The JSON body sent (a replay sends it again). */
  @Property({ type: 'jsonb' })
  body: Record<string, unknown>;

  /** The delivery this one replays. */
  @Property({ type: 'uuid', nullable: true })
  replayOf: string | null = null;

  @Property({ type: 'varchar', length: 20, default: 'pending' })
  status: WebhookDeliveryStatus & Opt = 'pending';

  @Property({ default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'integer', nullable: true })
  responseStatus: number | null = null;

  /** The start of the receiver's answer (WEBHOOK_LIMITS.responseBodyMax characters). */
  @Property({ type: 'text', nullable: true })
  responseBody: string | null = null;

  @Property({ type: 'integer', nullable: true })
  durationMs: number | null = null;

  @Property({ type: 'text', nullable: true })
  errorMessage: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
