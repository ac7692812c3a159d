import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_MAX_AMOUNT,
  COUPON_MAX_RESTRICTIONS,
  COUPON_MAX_USES_LIMIT,
  COUPON_MESSAGES,
  couponCodeError,
  normalizeCouponCode,
} from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsISO8601, IsOptional, IsUUID, Max, MaxLength, Min, registerDecorator } from 'class-validator';
import { ApiDateTime, ApiInteger } from '../../../common/openapi/property-formats';
import { IsNumberWithPlaces, OptionalNotNull, rule, stacked } from '../../../common/validation/rules';
import { numericString } from '../../../common/validation/transforms';

/** The code of section 5: trimmed and uppercased as typed, then 3–20 uppercase letters, digits and hyphens. */
export const CouponCode = (order: number): PropertyDecorator =>
  stacked(
    ApiProperty({ minLength: 3, maxLength: COUPON_CODE_MAX_LENGTH, pattern: '^[A-Z0-9-]+$', example: 'SPRING-10' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeCouponCode(value) : value)),
    (target, propertyName) =>
      registerDecorator({
        name: 'couponCode',
        target: target.constructor,
        propertyName: propertyName as string,
        options: {
          message: (args) => (typeof args.value === 'string' ? couponCodeError(args.value) : null) ?? COUPON_MESSAGES.codeTooShort,
          context: { order },
        },
        validator: { validate: (value: unknown) => typeof value === 'string' && couponCodeError(value) === null },
      }),
    MaxLength(COUPON_CODE_MAX_LENGTH, rule({ message: COUPON_MESSAGES.codeTooLong, order })),
  );

/**
 * A discount value: a number ≥ 0 with two decimals at most; a percentage at most 100. `typeField` names the type
 * property (a missing type is percentage, the default).
 */
export const DiscountValue = (typeField: string, message: string, order: number): PropertyDecorator =>
  stacked(
    ApiProperty({ minimum: 0, maximum: COUPON_MAX_AMOUNT, example: 10 }),
    Transform(numericString),
    IsNumberWithPlaces(2, { message, order }),
    Min(0, rule({ message, order })),
    Max(COUPON_MAX_AMOUNT, rule({ message, order })),
    (target, propertyName) =>
      registerDecorator({
        name: 'percentageAtMost100',
        target: target.constructor,
        propertyName: propertyName as string,
        options: { message: COUPON_MESSAGES.percentageTooHigh, context: { order } },
        validator: {
          validate: (value: unknown, args) =>
            ((args?.object as Record<string, unknown>)[typeField] ?? 'percentage') !== 'percentage' || typeof value !== 'number' || value <= 100,
        },
      }),
  );

/** Max uses: an integer of at least 1 ('Max uses must be at least 1'). */
export const MaxUses = (order: number): PropertyDecorator =>
  stacked(
    ApiInteger({ minimum: 1, maximum: COUPON_MAX_USES_LIMIT, example: 100 }),
    Transform(numericString),
    IsInt(rule({ message: COUPON_MESSAGES.maxUsesMin, order })),
    Min(1, rule({ message: COUPON_MESSAGES.maxUsesMin, order })),
    Max(COUPON_MAX_USES_LIMIT, rule({ message: COUPON_MESSAGES.maxUsesMin, order })),
  );

/** An ISO 8601 instant; '' counts as not sent. */
export const OptionalInstant = (message: string, order: number, nullable = true, example?: string): PropertyDecorator =>
  stacked(
    ApiDateTime({ required: false, nullable, ...(example ? { example } : {}) }),
    Transform(({ value }: { value: unknown }) => (value === '' ? (nullable ? null : undefined) : value)),
    nullable ? IsOptional() : OptionalNotNull(),
    IsISO8601({ strict: true }, rule({ message, order })),
  );

/** A list of uuids (packages, client records): at most 100. */
export const IdList = (order: number): PropertyDecorator =>
  stacked(
    ApiProperty({ type: 'array', items: { type: 'string', format: 'uuid' }, required: false, maxItems: COUPON_MAX_RESTRICTIONS, example: [] }),
    OptionalNotNull(),
    IsArray(rule({ message: COUPON_MESSAGES.restrictionsInvalid, order })),
    ArrayMaxSize(COUPON_MAX_RESTRICTIONS, rule({ message: COUPON_MESSAGES.restrictionsInvalid, order })),
    IsUUID('all', { each: true, ...rule({ message: COUPON_MESSAGES.restrictionsInvalid, order }) }),
  );

/** A coupon's 21-character id, as OpenAPI states it. */
export const ApiCouponId = (): PropertyDecorator => ApiProperty({ pattern: '^[A-Za-z0-9_-]{21}$', example: 'V1StGXR8_Z5jdHi6B-myT' });

/** A value that must be sent (a missing, null or empty value answers `message`). */
export const RequiredValue =
  (message: string, order: number): PropertyDecorator =>
  (target, propertyName) =>
    registerDecorator({
      name: 'requiredValue',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message, context: { order } },
      validator: { validate: (value: unknown) => value !== undefined && value !== null && value !== '' },
    });
