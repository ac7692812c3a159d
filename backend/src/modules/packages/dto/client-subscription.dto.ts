import {
  SUBSCRIPTION_MESSAGES,
  CLIENT_SUBSCRIPTION_STATUSES,
  PACKAGE_BILLING_INTERVALS,
  type ClientSubscriptionStatus,
  type PackageBillingInterval,
} from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsOptional, Matches } from 'class-validator';
import { ApiDate, ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { NotBlank, rule } from '../../../common/validation/rules';
import { emptyToNull } from '../../../common/validation/transforms';
import type { ClientSubscription } from '../entities/client-subscription.entity';

/** Assign a package to a client (the client's profile; the setup wizard's step 6). */
export class AssignPackageDto {
  /** One of the business's active packages. */
  @ApiUuid()
  @NotBlank({ message: SUBSCRIPTION_MESSAGES.packageRequired, order: 1 })
  packageId: string;

  /** The first day (YYYY-MM-DD); today in the business's time zone when left out. @example 2026-12-01 */
  @ApiDate({ required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, rule({ message: SUBSCRIPTION_MESSAGES.startDateInvalid, order: 2 }))
  @IsDateString({ strict: true }, rule({ message: SUBSCRIPTION_MESSAGES.startDateInvalid, order: 2 }))
  startDate?: string | null;
}

export class ClientSubscriptionResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  @ApiUuid()
  packageId: string;
  /** The package's name, price (USD) and duration (days) as they are now. */
  packageName: string;
  price: number;
  @ApiInteger()
  duration: number;
  /** How this subscription bills: null one-off; month or year renews every period (the end date is the renewal date). */
  @ApiProperty({ enum: PACKAGE_BILLING_INTERVALS, enumName: 'PackageBillingInterval', nullable: true })
  billingInterval: PackageBillingInterval | null;
  /** A recurring package set to end at the end of its period (no more renewals); false while it renews. */
  cancelAtPeriodEnd: boolean;
  /** Whether the package is still sold. */
  packageIsActive: boolean;
  @ApiDate()
  startDate: string;
  /** startDate plus the package's duration in days (the first day without access). */
  @ApiDate()
  endDate: string;
  /** active, cancelled (ended by the business) or expired (past its end date). */
  @ApiProperty({ enum: CLIENT_SUBSCRIPTION_STATUSES, enumName: 'ClientSubscriptionStatus' })
  status: ClientSubscriptionStatus;
  /** The payments provider's subscription, when the client pays through it (null for a package the business assigned). */
  @ApiProperty({ type: 'string', nullable: true, pattern: '^[A-Za-z0-9_]+$', example: 'sub_1QxYz2AbCdEfGh' })
  stripeSubscriptionId: string | null;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

/** A date column as YYYY-MM-DD, however the driver handed it over. */
export const day = (value: string | Date): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** The subscription, with its package loaded. A stored active one whose end date has come reads as expired. */
export function toClientSubscriptionResponse(subscription: ClientSubscription, today: string): ClientSubscriptionResponseDto {
  const endDate = day(subscription.endDate);
  const status = subscription.status === 'active' && endDate <= today ? 'expired' : subscription.status;
  return {
    id: subscription.id,
    clientId: subscription.client.id,
    packageId: subscription.package.id,
    packageName: subscription.package.name,
    price: subscription.package.price,
    duration: subscription.package.duration,
    billingInterval: subscription.billingInterval ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    packageIsActive: subscription.package.isActive,
    startDate: day(subscription.startDate),
    endDate,
    status,
    stripeSubscriptionId: subscription.stripeSubscriptionId ?? null,
    createdAt: subscription.createdAt.toISOString(),
    updatedAt: subscription.updatedAt.toISOString(),
  };
}
