import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CouponType } from '@coachcore/domain';
import { DecimalProperty } from '../../../common/database/decimal-property';
import { User } from '../../users/entities/user.entity';
import { newCouponId } from '../coupon-id';

/**
 * A platform coupon (document 3 section 3, platform_coupons): the one store behind the admin's coupon manager
 * (`/api/admin/coupons`) and the platform coupon calls (`/api/platform-coupons`). Platform data: no business owns it.
 * The admin view's `type`, `value`, `usedCount` and `expiresAt` are `discountType`, `discountValue`, `currentUses` and
 * `validUntil`. `currentUses` only grows through the conditional update of a redemption.
 */
@Entity({ tableName: 'platform_coupons' })
export class PlatformCoupon {
  @PrimaryKey({ type: 'text' })
  id: string = newCouponId();

  @Property({ length: 20, unique: true })
  code: string;

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ length: 20 })
  discountType: CouponType;

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

  /** The plans or packages it applies to; empty: all. */
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  applicablePackages: string[] & Opt = [];

  @Index()
  @ManyToOne(() => User, { fieldName: 'created_by', nullable: true, deleteRule: 'set null' })
  createdBy?: User | null;

  @Index()
  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
