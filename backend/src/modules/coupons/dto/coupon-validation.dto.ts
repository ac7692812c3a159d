import { COUPON_MAX_AMOUNT, COUPON_MESSAGES, COUPON_TYPES, normalizeCouponCode, type CouponType } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { ApiUuid } from '../../../common/openapi/property-formats';
import { IsNumberWithPlaces, NotBlank, rule } from '../../../common/validation/rules';
import { numericString } from '../../../common/validation/transforms';
import { RequiredValue } from './coupon-rules';

const upperCode = ({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeCouponCode(value) : value);

/**
 * POST /api/platform-coupons/validate and /api/client-coupons/validate (document 3 section 7): the code, the order
 * amount and the client; `packageId` for a coupon that applies to some packages only.
 */
export class ValidateCouponDto {
  /** Uppercased as typed. @example SPRING-10 */
  @ApiProperty({ maxLength: 100 })
  @Transform(upperCode)
  @NotBlank({ message: COUPON_MESSAGES.codeAndAmountRequired, order: 1 })
  @MaxLength(100, rule({ message: COUPON_MESSAGES.codeNotValid, order: 3 }))
  code: string;

  /** @example 80 */
  @ApiProperty({ minimum: 0, maximum: COUPON_MAX_AMOUNT })
  @RequiredValue(COUPON_MESSAGES.codeAndAmountRequired, 1)
  @Transform(numericString)
  @IsNumberWithPlaces(2, { message: COUPON_MESSAGES.amountInvalid, order: 2 })
  @Min(0, rule({ message: COUPON_MESSAGES.amountInvalid, order: 2 }))
  @Max(COUPON_MAX_AMOUNT, rule({ message: COUPON_MESSAGES.amountInvalid, order: 2 }))
  orderAmount: number;

  /** The client record the order is for (client restrictions). */
  @ApiUuid({ required: false, nullable: true })
  @IsOptional()
  @IsUUID('all', rule({ message: COUPON_MESSAGES.notForClient, order: 4 }))
  clientId?: string | null;

  /** The package the order is for (applicable packages). */
  @ApiUuid({ required: false, nullable: true })
  @IsOptional()
  @IsUUID('all', rule({ message: COUPON_MESSAGES.notForPackage, order: 5 }))
  packageId?: string | null;
}

/** Section 3's coupon validation answer. */
export class CouponValidationResponseDto {
  valid: boolean;
  /** Amount off the order (0 when not valid). */
  discountAmount: number;
  /** Rounded percentage of the order saved (0 when not valid). */
  savingsPercentage: number;
  /** What is left to pay. */
  finalAmount: number;
  /** Why the coupon does not apply; null when valid. */
  error: string | null;
}

/** POST /api/platform/validate-coupon: the coupon box of the platform subscription page. */
export class PlatformCouponCheckDto {
  /** Trimmed and uppercased. @example WELCOME */
  @ApiProperty({ maxLength: 100 })
  @Transform(upperCode)
  @NotBlank({ message: COUPON_MESSAGES.codeNotValid, order: 1 })
  @MaxLength(100, rule({ message: COUPON_MESSAGES.codeNotValid, order: 1 }))
  code: string;
}

export class PlatformCouponSummaryDto {
  code: string;
  @ApiProperty({ enum: COUPON_TYPES, enumName: 'CouponType' })
  type: CouponType;
  value: number;
}

/** Section 7's answer: coupon {code, type, value}. */
export class PlatformCouponCheckResponseDto {
  coupon: PlatformCouponSummaryDto;
}
