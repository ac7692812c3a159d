import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ClientPaymentStatus, ClientPaymentType } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { DecimalProperty } from '../../../common/database/decimal-property';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { CoachingPackage } from '../../packages/entities/coaching-package.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A client's payment to their coach (document 2 section 3, client_payments), charged on the coach's connected account
 * with the platform's 5 % application fee. `amount` is what was charged (after a coupon: `originalAmount` less
 * `discountAmount`); `amountRefunded` grows with each refund (client_payment_refunds). One payment per client and
 * idempotency key: a purchase submitted twice is one payment.
 */
@Entity({ tableName: 'client_payments' })
@TenantOwned('coach', { client: 'client' })
@Index({ properties: ['coach', 'createdAt'] })
@Index({ properties: ['coach', 'paidAt'] })
@Index({ properties: ['client', 'createdAt'] })
@Index({
  name: 'client_payments_client_idempotency_key_unique',
  expression: 'create unique index "client_payments_client_idempotency_key_unique" on "client_payments" ("client_id", "idempotency_key")',
})
// A group session's seat is paid by one payment at a time: a second (another tab, another key) is refused by the
// database; a fully refunded one no longer counts, so the seat can be paid again.
@Index({
  name: 'client_payments_booking_open_unique',
  expression: `create unique index "client_payments_booking_open_unique" on "client_payments" ("booking_id") where "booking_id" is not null and "status" <> 'refunded'`,
})
@Check({
  name: 'client_payments_values_check',
  expression:
    "status in ('pending', 'paid', 'failed', 'partially_refunded', 'refunded') and amount >= 0 and amount_refunded >= 0 and amount_refunded <= amount and application_fee_amount >= 0",
})
export class ClientPayment {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  /** Null once the client was deleted or erased their account: the payment stays in the coach's revenue, anonymised. */
  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'set null', nullable: true })
  client: Rel<Client> | null;

  @ManyToOne(() => CoachingPackage, { fieldName: 'package_id', deleteRule: 'set null', nullable: true })
  package?: Rel<CoachingPackage> | null;

  /** The booking paid for (a group session's participant), for a group session's payment. */
  @Property({ type: 'uuid', nullable: true })
  bookingId?: string | null;

  /** What was paid for, as the receipt names it (the package's or the session's name when paying): kept if either goes. */
  @Property({ length: 200, nullable: true })
  description?: string | null;

  /** Charged, in `currency`. */
  @DecimalProperty({ precision: 10, scale: 2 })
  amount: number;

  /** The price before the coupon. */
  @DecimalProperty({ precision: 10, scale: 2 })
  originalAmount: number;

  @DecimalProperty({ precision: 10, scale: 2, default: 0 })
  discountAmount: number & Opt = 0;

  @Property({ length: 100, nullable: true })
  couponCode?: string | null;

  /** The platform's 5 %, in cents. */
  @Property({ type: 'integer', default: 0 })
  applicationFeeAmount: number & Opt = 0;

  @DecimalProperty({ precision: 10, scale: 2, default: 0 })
  amountRefunded: number & Opt = 0;

  @Property({ length: 3, default: 'usd' })
  currency: string & Opt = 'usd';

  @Property({ length: 20, default: 'pending' })
  status: ClientPaymentStatus & Opt = 'pending';

  @Property({ length: 30 })
  paymentType: ClientPaymentType;

  @Property({ nullable: true, unique: true })
  stripePaymentIntentId?: string | null;

  /** The provider's invoice this payment is (a recurring package's first payment or a renewal): one payment per invoice. */
  @Property({ nullable: true, unique: true })
  stripeInvoiceId?: string | null;

  /** The provider subscription of a recurring package this payment is for. */
  @Property({ nullable: true, index: true })
  stripeSubscriptionId?: string | null;

  /** What the card form confirms the payment with, while it is due. */
  @Property({ type: 'text', nullable: true, hidden: true })
  clientSecret?: string | null;

  @Property({ nullable: true })
  stripeConnectAccountId?: string | null;

  @Property({ length: 100 })
  idempotencyKey: string;

  @Property({ type: 'timestamptz', nullable: true })
  dueDate?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  failedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;

  @Property({ default: false })
  clientAccessSuspended: boolean & Opt = false;

  @Property({ type: 'timestamptz', nullable: true })
  suspensionDate?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
