import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { DecimalProperty } from '../../../common/database/decimal-property';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { ClientPayment } from './client-payment.entity';

/** One refund of a client payment (full or partial), as the provider made it; the coach's revenue subtracts it. */
@Entity({ tableName: 'client_payment_refunds' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
@Check({ name: 'client_payment_refunds_amount_check', expression: 'amount > 0' })
export class ClientPaymentRefund {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @ManyToOne(() => ClientPayment, { fieldName: 'payment_id', deleteRule: 'cascade', index: true })
  payment: Rel<ClientPayment>;

  @DecimalProperty({ precision: 10, scale: 2 })
  amount: number;

  @Property({ unique: true })
  stripeRefundId: string;

  /** Who issued it (the coach or a staff member); null when it was made in the payments provider's dashboard. */
  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
