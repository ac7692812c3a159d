import { type Opt } from '@mikro-orm/core';
import { Entity, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * The provider's view of a business's platform subscription, as the newest webhook event told it (one per business).
 * The users' payment fields (subscriptionStatus, subscriptionEndsAt, ...) are kept equal to it in the same transaction;
 * `stateAt` (the provider event's `created`) lets an older event that arrives late change nothing.
 */
@Entity({ tableName: 'platform_subscriptions' })
@TenantOwned('business')
export class PlatformSubscription {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade', owner: true, unique: true })
  business: User;

  @Property({ unique: true })
  stripeSubscriptionId: string;

  @Property()
  stripeCustomerId: string;

  @Property({ length: 30 })
  status: string;

  @Property()
  priceId: string;

  @Property({ type: 'timestamptz', nullable: true })
  currentPeriodStart?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  currentPeriodEnd?: Date | null;

  @Property({ default: false })
  cancelAtPeriodEnd: boolean & Opt = false;

  /** The client secret of the payment that starts the subscription, while it is still to be paid. */
  @Property({ nullable: true, hidden: true })
  pendingClientSecret?: string | null;

  /** When the provider produced the state held here (seconds precision, from the event's `created`). */
  @Property({ type: 'timestamptz' })
  stateAt: Date;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
