import {
  CLIENT_SUBSCRIPTIONS_PAGE,
  PACKAGE_BILLING_INTERVALS,
  PACKAGE_LIMITS,
  PACKAGE_MESSAGES,
  PACKAGES_PAGE,
  type PackageBillingInterval,
} from '@coachcore/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalText, RequiredText } from '../../../common/validation/fields';
import { IsNumberWithPlaces, rule } from '../../../common/validation/rules';
import { numericString, queryBoolean } from '../../../common/validation/transforms';
import type { CoachingPackage } from '../entities/coaching-package.entity';

/** The form's features: each trimmed, blank ones dropped (document 2: blank features are not added). */
const cleanFeatureList = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((feature) => (typeof feature === 'string' ? feature.trim() : feature)).filter((feature) => feature !== '') : value;

/**
 * Create Package (document 2: Coaching Packages; section 5 for the rules, in its order: name, price, duration,
 * features). The body of POST /api/coaching-packages: name, description, price (number), duration, features, maxClients.
 */
export class CreateCoachingPackageDto {
  /** @example 12-Week Transformation */
  @RequiredText({ max: PACKAGE_LIMITS.nameMax, required: PACKAGE_MESSAGES.nameRequired, tooLong: PACKAGE_MESSAGES.nameTooLong, order: 1, tooLongOrder: 1 })
  name: string;

  /** Optional; empty is stored as null. @example Training, nutrition and weekly check-ins */
  @OptionalText(PACKAGE_LIMITS.descriptionMax, 'Description', 7)
  description?: string | null;

  /** USD, at least 0 in steps of 0.01 (the form's text is sent as a number). @example 199.99 */
  @ApiProperty({ minimum: 0, maximum: PACKAGE_LIMITS.priceMax, multipleOf: 0.01 })
  @Transform(numericString)
  @IsDefined(rule({ message: PACKAGE_MESSAGES.priceRequired, order: 2 }))
  @IsNumberWithPlaces(2, { message: PACKAGE_MESSAGES.priceInvalid, order: 3 })
  @Min(0, rule({ message: PACKAGE_MESSAGES.priceInvalid, order: 3 }))
  @Max(PACKAGE_LIMITS.priceMax, rule({ message: PACKAGE_MESSAGES.priceInvalid, order: 3 }))
  price: number;

  /** Days a subscription lasts: at least 1 (the form starts at 30). @example 30 */
  @ApiInteger({ minimum: PACKAGE_LIMITS.duration.min, maximum: PACKAGE_LIMITS.duration.max, example: PACKAGE_LIMITS.defaultDuration })
  @Transform(numericString)
  @IsInt(rule({ message: PACKAGE_MESSAGES.durationMin, order: 4 }))
  @Min(PACKAGE_LIMITS.duration.min, rule({ message: PACKAGE_MESSAGES.durationMin, order: 4 }))
  @Max(PACKAGE_LIMITS.duration.max, rule({ message: PACKAGE_MESSAGES.durationMax, order: 4 }))
  duration: number;

  /** What the package includes: at least one (blank entries are dropped, the others trimmed). @example ["Weekly check-in","Custom meal plan"] */
  @ApiProperty({ type: [String], minItems: 1, maxItems: PACKAGE_LIMITS.features.max })
  @Transform(cleanFeatureList)
  @IsArray(rule({ message: PACKAGE_MESSAGES.featuresRequired, order: 5 }))
  @ArrayMinSize(1, rule({ message: PACKAGE_MESSAGES.featuresRequired, order: 5 }))
  @ArrayMaxSize(PACKAGE_LIMITS.features.max, rule({ message: PACKAGE_MESSAGES.tooManyFeatures, order: 5 }))
  @IsString({ each: true, ...rule({ message: PACKAGE_MESSAGES.featuresRequired, order: 5 }) })
  @MaxLength(PACKAGE_LIMITS.features.lengthMax, { each: true, ...rule({ message: PACKAGE_MESSAGES.featureTooLong, order: 5 }) })
  features: string[];

  /** Clients who may hold the package at once; null or left out: unlimited. @example 10 */
  @ApiInteger({ required: false, nullable: true, minimum: PACKAGE_LIMITS.maxClients.min, maximum: PACKAGE_LIMITS.maxClients.max })
  @IsOptional()
  @Transform(numericString)
  @IsInt(rule({ message: PACKAGE_MESSAGES.maxClientsInvalid, order: 6 }))
  @Min(PACKAGE_LIMITS.maxClients.min, rule({ message: PACKAGE_MESSAGES.maxClientsInvalid, order: 6 }))
  @Max(PACKAGE_LIMITS.maxClients.max, rule({ message: PACKAGE_MESSAGES.maxClientsInvalid, order: 6 }))
  maxClients?: number | null;

  /**
   * Billing: null or left out is one-off (paid once, lasting `duration` days); `month` or `year` renews every period
   * through the payments provider until cancelled.
   */
  @ApiProperty({ enum: PACKAGE_BILLING_INTERVALS, enumName: 'PackageBillingInterval', required: false, nullable: true })
  @IsOptional()
  @IsIn(PACKAGE_BILLING_INTERVALS, rule({ message: PACKAGE_MESSAGES.billingIntervalInvalid, order: 7 }))
  billingInterval?: PackageBillingInterval | null;
}

/** Edit Package: only what is sent changes; name, price, duration and features cannot be emptied. */
export class UpdateCoachingPackageDto extends PartialType(CreateCoachingPackageDto, { skipNullProperties: false }) {}

/** GET /api/coaching-packages (numbered pages, newest first). */
export class ListCoachingPackagesQuery extends PageQuery(PACKAGES_PAGE) {
  /** Only the active (true) or the inactive (false) packages. */
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean(rule({ message: 'isActive must be true or false' }))
  isActive?: boolean;
}

/** One client's subscriptions (numbered pages, newest first). */
export class ListClientSubscriptionsQuery extends PageQuery(CLIENT_SUBSCRIPTIONS_PAGE) {}

export class CoachingPackageResponseDto {
  @ApiUuid()
  id: string;
  /** The business that sells it. */
  @ApiUuid()
  coachId: string;
  name: string;
  description: string | null;
  /** USD. */
  price: number;
  /** Days. */
  @ApiInteger()
  duration: number;
  features: string[];
  /** Null: unlimited. */
  @ApiInteger({ nullable: true })
  maxClients: number | null;
  /** Null: one-off; month or year: renews every period. */
  @ApiProperty({ enum: PACKAGE_BILLING_INTERVALS, enumName: 'PackageBillingInterval', nullable: true })
  billingInterval: PackageBillingInterval | null;
  isActive: boolean;
  /** Clients holding an active subscription to it now. */
  @ApiInteger()
  activeClients: number;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

export function toCoachingPackageResponse(coachingPackage: CoachingPackage, activeClients: number): CoachingPackageResponseDto {
  return {
    id: coachingPackage.id,
    coachId: coachingPackage.coach.id,
    name: coachingPackage.name,
    description: coachingPackage.description ?? null,
    price: coachingPackage.price,
    duration: coachingPackage.duration,
    features: [...coachingPackage.features],
    maxClients: coachingPackage.maxClients ?? null,
    billingInterval: coachingPackage.billingInterval ?? null,
    isActive: coachingPackage.isActive,
    activeClients,
    createdAt: coachingPackage.createdAt.toISOString(),
    updatedAt: coachingPackage.updatedAt.toISOString(),
  };
}
