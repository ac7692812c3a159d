import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * That `subscription_ending` was told for a subscription's period: the unique key makes it once, however many workers
 * run the daily pass at once (the event is recorded in the same transaction as the row).
 */
@Entity({ tableName: 'subscription_ending_notices' })
@TenantOwned('business')
@Unique({ name: 'subscription_ending_notices_once', properties: ['kind', 'subscriptionRef', 'periodEnd'] })
export class SubscriptionEndingNotice {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade', index: true })
  business: User;

  /** platform_subscription (the business's own, cancelled at period end) or client_package (a client's package). */
  @Property({ length: 30 })
  kind: string;

  /** The platform subscription's provider id, or the client subscription's id. */
  @Property()
  subscriptionRef: string;

  @Property({ type: 'timestamptz' })
  periodEnd: Date;

  @Property({ type: 'timestamptz' })
  notifiedAt: Date & Opt = new Date();
}
