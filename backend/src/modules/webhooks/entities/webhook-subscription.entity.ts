import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { WebhookEventType } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * An endpoint of an integration partner that receives some of the business's domain events: each one POSTed as JSON
 * and signed with `secret` (shown once, when created or rotated).
 */
@Entity({ tableName: 'webhook_subscriptions' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
export class WebhookSubscription {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade', index: false })
  coach: User;

  @Property({ length: 2000 })
  url: string;

  /** The events it receives (names of WEBHOOK_EVENT_TYPES). */
  @Property({ type: 'text[]' })
  eventTypes: WebhookEventType[];

  @Property({ length: 100, hidden: true })
  secret: string;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
