import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { ClientCouponType } from '@coachcore/domain';
import { DecimalProperty } from '../../../common/database/decimal-property';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { newCouponId } from '../coupon-id';

/**
 * A coach's coupon for their clients (document 3 section 3, client_coupons): platform_coupons' fields plus the coach
 * (the tenant) and client restrictions. The code is unique per coach only (a unique constraint), never globally.
 * `currentUses` only grows through the conditional update of a redemption.
 */
@Entity({ tableName: 'client_coupons' })
@TenantOwned('coach')
@Unique({ properties: ['coach', 'code'] })
@Index({ properties: ['coach', 'createdAt'] })
export class ClientCoupon {
  @PrimaryKey({ type: 'text' })
  id: string = newCouponId();

  /** The business it belongs to (the tenant). */
  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 20 })
  code: string;

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ length: 20, default: 'percentage' })
  discountType: ClientCouponType & Opt = 'percentage';

  @DecimalProperty({ precision: 10, scale: 2 })
  discountValue: number;

  /** Null: unlimited. */
  @Property({ type: 'integer', nullable: true })
  maxUses?: number | null;

  @Property({ default: 0 })
  currentUses: number & Opt = 0;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'timestamptz' })
  validFrom: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  validUntil?: Date | null;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  minimumOrderValue?: number | null;

  /** The coaching packages it applies to; empty: all. */
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  applicablePackages: string[] & Opt = [];

  /** The client records (of the same business) it is for; empty: every client. */
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  clientRestrictions: string[] & Opt = [];

  @Index()
  @ManyToOne(() => User, { fieldName: 'created_by', nullable: true, deleteRule: 'set null' })
  createdBy?: User | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
