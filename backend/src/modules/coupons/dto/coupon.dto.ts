import {
  CLIENT_COUPON_TYPES,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_MAX_AMOUNT,
  COUPON_MESSAGES,
  COUPON_NAME_MAX_LENGTH,
  COUPON_STATUSES,
  COUPON_TYPES,
  COUPONS_PAGE,
  couponDisplayStatus,
  couponUsagePercentage,
  type ClientCouponType,
  type CouponStatus,
  type CouponType,
} from '@coachcore/domain';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, ValidateIf } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger } from '../../../common/openapi/property-formats';
import { Amount, OptionalText, RequiredText } from '../../../common/validation/fields';
import { OptionalNotNull, rule } from '../../../common/validation/rules';
import type { ClientCoupon } from '../entities/client-coupon.entity';
import type { PlatformCoupon } from '../entities/platform-coupon.entity';
import { ApiCouponId, CouponCode, DiscountValue, IdList, MaxUses, OptionalInstant, RequiredValue } from './coupon-rules';

/**
 * The create-coupon modal (document 3 section 5): name, discount value and valid-from are required (valid-from is
 * now when left out); max uses (null: unlimited), valid-until and minimum order value are optional.
 * POST /api/platform-coupons (percentage, fixed or free; platform admins only).
 */
export class CreatePlatformCouponDto {
  /** @example Spring offer */
  @RequiredText({ max: COUPON_NAME_MAX_LENGTH, required: COUPON_MESSAGES.nameRequired, tooLong: COUPON_MESSAGES.nameTooLong, order: 1, tooLongOrder: 1 })
  name: string;

  @CouponCode(2)
  code: string;

  /** @example Ten percent off in spring */
  @OptionalText(COUPON_DESCRIPTION_MAX_LENGTH, 'Description', 3)
  description?: string | null;

  /** percentage when left out. */
  @ApiProperty({ enum: COUPON_TYPES, enumName: 'CouponType', required: false, default: 'percentage' })
  @OptionalNotNull()
  @IsIn(COUPON_TYPES, rule({ message: COUPON_MESSAGES.typeInvalid, order: 4 }))
  discountType?: CouponType;

  /** Required unless the coupon is free. */
  @ValidateIf((o: CreatePlatformCouponDto) => o.discountType !== 'free' || o.discountValue !== undefined)
  @RequiredValue(COUPON_MESSAGES.discountValueRequired, 5)
  @DiscountValue('discountType', COUPON_MESSAGES.valuePositive, 5.5)
  discountValue?: number;

  /** Null or left out: unlimited. */
  @IsOptional()
  @MaxUses(6)
  maxUses?: number | null;

  /** Now when left out. */
  @OptionalInstant(COUPON_MESSAGES.validFromInvalid, 7, false, '2026-01-01T00:00:00.000Z')
  validFrom?: string;

  @OptionalInstant(COUPON_MESSAGES.validUntilInvalid, 8, true, '2026-12-31T23:59:59.000Z')
  validUntil?: string | null;

  @Amount(COUPON_MAX_AMOUNT, COUPON_MESSAGES.minimumOrderValueInvalid, 9, { required: false, nullable: true })
  minimumOrderValue?: number | null;

  /** True when left out. */
  @ApiProperty({ required: false, default: true })
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'isActive must be true or false', order: 10 }))
  isActive?: boolean;

  /** The packages (plans) it applies to; empty or left out: all. */
  @IdList(11)
  applicablePackages?: string[];
}

/** POST /api/client-coupons: a coach's coupon for their clients (percentage or fixed), optionally for some clients only. */
export class CreateClientCouponDto extends OmitType(CreatePlatformCouponDto, ['discountType'] as const) {
  /** percentage when left out. */
  @ApiProperty({ enum: CLIENT_COUPON_TYPES, enumName: 'ClientCouponType', required: false, default: 'percentage' })
  @OptionalNotNull()
  @IsIn(CLIENT_COUPON_TYPES, rule({ message: COUPON_MESSAGES.clientTypeInvalid, order: 4 }))
  discountType?: ClientCouponType;

  /** Client records of the business it is for; empty or left out: every client. */
  @IdList(12)
  clientRestrictions?: string[];
}

/** Deactivates or reactivates a client coupon (a deactivated coupon validates as not active). */
export class SetCouponActiveDto {
  @ApiProperty({ example: false })
  @IsBoolean(rule({ message: 'isActive must be true or false', order: 1 }))
  isActive: boolean;
}

/** A page of GET /api/platform-coupons or /api/client-coupons (numbered pages). */
export class ListCouponsQuery extends PageQuery(COUPONS_PAGE) {}

/** A coupon as the coach's Coupon Management screen shows it (document 3 section 3, Coupon coach screen). */
export class CouponResponseDto {
  /** 21-character id. */
  @ApiCouponId()
  id: string;
  name: string;
  description: string | null;
  code: string;
  @ApiProperty({ enum: COUPON_TYPES, enumName: 'CouponType' })
  discountType: CouponType;
  discountValue: number;
  /** Null: unlimited. */
  @ApiInteger({ nullable: true })
  maxUses: number | null;
  @ApiInteger()
  currentUses: number;
  /** Uses as a rounded percentage of max uses; null when unlimited. */
  @ApiInteger({ nullable: true })
  usagePercentage: number | null;
  @ApiDateTime()
  validFrom: string;
  @ApiDateTime({ nullable: true })
  validUntil: string | null;
  minimumOrderValue: number | null;
  isActive: boolean;
  applicablePackages: string[];
  /** Client coupons: the client records it is for (empty: every client). Platform coupons: empty. */
  clientRestrictions: string[];
  /** Section 4's display status: Inactive, Expired, Used Up, Active. */
  @ApiProperty({ enum: COUPON_STATUSES, enumName: 'CouponStatus' })
  status: CouponStatus;
  @ApiDateTime()
  createdAt: string;
}

export function toCouponResponse(coupon: PlatformCoupon | ClientCoupon, now: Date = new Date()): CouponResponseDto {
  return {
    id: coupon.id,
    name: coupon.name,
    description: coupon.description ?? null,
    code: coupon.code,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    maxUses: coupon.maxUses ?? null,
    currentUses: coupon.currentUses,
    usagePercentage: couponUsagePercentage(coupon.currentUses, coupon.maxUses),
    validFrom: coupon.validFrom.toISOString(),
    validUntil: coupon.validUntil?.toISOString() ?? null,
    minimumOrderValue: coupon.minimumOrderValue ?? null,
    isActive: coupon.isActive,
    applicablePackages: [...coupon.applicablePackages],
    clientRestrictions: 'clientRestrictions' in coupon ? [...coupon.clientRestrictions] : [],
    status: couponDisplayStatus({ isActive: coupon.isActive, expiresAt: coupon.validUntil, usedCount: coupon.currentUses, maxUses: coupon.maxUses }, now),
    createdAt: coupon.createdAt.toISOString(),
  };
}
