import {
  ADMIN_BILLING_MESSAGES,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_MESSAGES,
  COUPON_STATUSES,
  COUPON_TYPES,
  couponDisplayStatus,
  type CouponStatus,
  type CouponType,
} from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, ValidateIf } from 'class-validator';
import { ApiDateTime, ApiInteger } from '../../../common/openapi/property-formats';
import { RequiredText } from '../../../common/validation/fields';
import { queryBoolean } from '../../../common/validation/transforms';
import { NotBlank, OptionalNotNull, rule } from '../../../common/validation/rules';
import type { PlatformCoupon } from '../entities/platform-coupon.entity';
import { ApiCouponId, CouponCode, DiscountValue, MaxUses, OptionalInstant, RequiredValue } from './coupon-rules';
import { ListCouponsQuery } from './coupon.dto';

/** GET /api/admin/coupons: the coupon manager's Show All (every coupon) or Hide Inactive (`isActive=true`). */
export class ListAdminCouponsQuery extends ListCouponsQuery {
  /** Only the active (true) or the inactive (false) coupons; every coupon when left out. */
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean(rule({ message: ADMIN_BILLING_MESSAGES.isActiveInvalid }))
  isActive?: boolean;
}

/**
 * The admin's coupon form (document 3 sections 5 and 7): POST /api/admin/coupons and PUT /api/admin/coupons/{id}
 * (the same fields). The value is ignored (stored as 0) for a free coupon.
 */
export class AdminCouponDto {
  @CouponCode(1)
  code: string;

  @ApiProperty({ enum: COUPON_TYPES, enumName: 'CouponType', example: 'percentage' })
  @NotBlank({ message: COUPON_MESSAGES.typeInvalid, order: 2 })
  @IsIn(COUPON_TYPES, rule({ message: COUPON_MESSAGES.typeInvalid, order: 2 }))
  type: CouponType;

  /** Percentage (at most 100) or amount off; not used for free. */
  @ValidateIf((o: AdminCouponDto) => o.type !== 'free')
  @RequiredValue(COUPON_MESSAGES.valuePositive, 3)
  @DiscountValue('type', COUPON_MESSAGES.valuePositive, 3)
  value?: number;

  /** @example Welcome offer for new coaches */
  @RequiredText({
    max: COUPON_DESCRIPTION_MAX_LENGTH,
    required: COUPON_MESSAGES.descriptionRequired,
    tooLong: COUPON_MESSAGES.descriptionTooLong,
    order: 4,
    tooLongOrder: 4,
  })
  description: string;

  @MaxUses(5)
  maxUses: number;

  /** When it stops working; null or left out: never. */
  @OptionalInstant(COUPON_MESSAGES.expiresAtInvalid, 6)
  expiresAt?: string | null;

  /** True when left out. */
  @ApiProperty({ required: false, default: true })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'isActive must be true or false', order: 7 }))
  isActive?: boolean;
}

/** A coupon as the admin's coupon manager shows it (document 3 section 3, Coupon admin view). */
export class AdminCouponResponseDto {
  /** 21-character id. */
  @ApiCouponId()
  id: string;
  code: string;
  @ApiProperty({ enum: COUPON_TYPES, enumName: 'CouponType' })
  type: CouponType;
  value: number;
  description: string | null;
  @ApiInteger({ nullable: true })
  maxUses: number | null;
  @ApiInteger()
  usedCount: number;
  @ApiDateTime({ nullable: true })
  expiresAt: string | null;
  isActive: boolean;
  /** Section 4's display status, evaluated in order: Inactive, Expired, Used Up, Active. */
  @ApiProperty({ enum: COUPON_STATUSES, enumName: 'CouponStatus' })
  status: CouponStatus;
}

export function toAdminCouponResponse(coupon: PlatformCoupon, now: Date = new Date()): AdminCouponResponseDto {
  return {
    id: coupon.id,
    code: coupon.code,
    type: coupon.discountType,
    value: coupon.discountValue,
    description: coupon.description ?? null,
    maxUses: coupon.maxUses ?? null,
    usedCount: coupon.currentUses,
    expiresAt: coupon.validUntil?.toISOString() ?? null,
    isActive: coupon.isActive,
    status: couponDisplayStatus({ isActive: coupon.isActive, expiresAt: coupon.validUntil, usedCount: coupon.currentUses, maxUses: coupon.maxUses }, now),
  };
}
