import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { DecimalProperty } from '../../../common/database/decimal-property';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A business's payment of its platform subscription (document 2 section 3, business_payments): one row per provider
 * invoice (`stripeInvoiceId` unique), paid or failed; a failure opens the 30-day grace period (`gracePeriodEnd`).
 */
@Entity({ tableName: 'business_payments' })
@TenantOwned('business')
@Index({ properties: ['business', 'createdAt'] })
@Index({ properties: ['status', 'gracePeriodEnd'] })
// The admin's payments table (every business, newest first) and the revenue by month paid.
@Index({ name: 'business_payments_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'business_payments_paid_at_index', properties: ['paidAt'] })
export class BusinessPayment {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade' })
  business: User;

  @DecimalProperty({ precision: 10, scale: 2 })
  amount: number;

  @Property({ length: 3, default: 'usd' })
  currency: string & Opt = 'usd';

  /** pending, paid, failed. */
  @Property({ length: 20, default: 'pending' })
  status: string & Opt = 'pending';

  /** subscription (the platform plan). */
  @Property({ length: 30, nullable: true })
  paymentType?: string | null;

  @Property({ nullable: true })
  stripePaymentIntentId?: string | null;

  @Property({ unique: true, nullable: true })
  stripeInvoiceId?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  dueDate?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  failedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;

  @Property({ default: 0 })
  failureCount: number & Opt = 0;

  @Property({ default: false })
  suspensionScheduled: boolean & Opt = false;

  @Property({ type: 'timestamptz', nullable: true })
  suspensionDate?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  gracePeriodEnd?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
