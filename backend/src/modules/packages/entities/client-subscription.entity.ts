import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ClientSubscriptionStatus, PackageBillingInterval } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';
import { CoachingPackage } from './coaching-package.entity';

/**
 * A client's subscription to a coaching package (document 2 section 3, client_subscriptions): from `startDate` up to
 * the day before `endDate` (start plus the package's duration in days). `coach_id` repeats the client's business so
 * the tenant scope and the package's seat count need no join. The package's foreign key refuses to delete a package
 * that has subscriptions (checked at the end of the statement, so a business's cascade still goes through).
 */
@Entity({ tableName: 'client_subscriptions' })
@TenantOwned('coach', { client: 'client' })
@Index({ properties: ['client', 'createdAt'] })
@Index({ properties: ['package', 'status'] })
// One active subscription per client and package (the database refuses a second, whatever races).
@Index({
  name: 'client_subscriptions_client_package_active_unique',
  expression:
    'create unique index "client_subscriptions_client_package_active_unique" on "client_subscriptions" ("client_id", "package_id") where "status" = \'active\'',
})
@Check({ name: 'client_subscriptions_values_check', expression: "status in ('active', 'cancelled', 'expired') and end_date >= start_date" })
export class ClientSubscription {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade', index: true })
  coach: User;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Rel<Client>;

  @ManyToOne(() => CoachingPackage, { fieldName: 'package_id', deleteRule: 'no action' })
  package: Rel<CoachingPackage>;

  @Property({ type: 'date' })
  startDate: string;

  @Property({ type: 'date' })
  endDate: string;

  @Property({ length: 20, default: 'active' })
  status: ClientSubscriptionStatus & Opt = 'active';

  /** Set when the client pays through the payments provider; null for a package the coach assigned. */
  @Property({ nullable: true, index: true })
  stripeSubscriptionId?: string | null;

  /** Month or year: a recurring package bought through the provider, renewing with its period; null: one-off. */
  @Property({ type: 'string', length: 10, nullable: true })
  billingInterval?: PackageBillingInterval | null;

  /** A recurring package set to end when its period ends (by the client or the business); undoable until then. */
  @Property({ default: false })
  cancelAtPeriodEnd: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
