import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CouponKind } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { DecimalProperty } from '../../../common/database/decimal-property';
import { User } from '../../users/entities/user.entity';

/**
 * One use of a coupon (document 3 section 3, coupon_usage), written in the transaction of the redemption that
 * counted it. `couponType` says which store `couponId` is in (platform_coupons or client_coupons); `coachId` is the
 * business of a client coupon (null for platform coupons). The usage stays when its coupon is deleted.
 */
@Entity({ tableName: 'coupon_usage' })
@Index({ properties: ['couponType', 'couponId'] })
export class CouponUsage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 20 })
  couponType: CouponKind;

  @Property({ type: 'text' })
  couponId: string;

  @Index()
  @Property({ type: 'uuid', nullable: true })
  coachId?: string | null;

  /** Who redeemed it: the coach (platform subscription) or the client's sign-in (a package). */
  @Index()
  @ManyToOne(() => User, { fieldName: 'used_by', deleteRule: 'cascade' })
  usedBy: User;

  /** The payment or subscription it was redeemed for. */
  @Property({ type: 'text', nullable: true })
  orderId?: string | null;

  @DecimalProperty({ precision: 10, scale: 2 })
  discountAmount: number;

  @DecimalProperty({ precision: 10, scale: 2 })
  originalAmount: number;

  @DecimalProperty({ precision: 10, scale: 2 })
  finalAmount: number;

  @Property({ type: 'timestamptz' })
  usedAt: Date & Opt = new Date();
}
