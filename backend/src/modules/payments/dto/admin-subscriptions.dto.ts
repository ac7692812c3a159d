import { ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_BILLING_MESSAGES, LIST_PAGES, PLATFORM_SUBSCRIPTION_STATUS_FILTERS, type PlatformSubscriptionStatusFilter } from '@coachcore/domain';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { rule } from '../../../common/validation/rules';
import { BillingBusinessDto, isoOf, isoOrNull, toBillingBusiness } from './admin-payments.dto';
import type { SubscriptionRow } from './billing-rows';

/** Query of GET /api/admin/subscriptions. */
export class ListAdminSubscriptionsQuery extends PageQuery(LIST_PAGES.adminSubscriptions) {
  /** all (the default), or one of the provider's states: active, trialing, past_due, unpaid, canceled, incomplete. */
  @ApiPropertyOptional({ enum: PLATFORM_SUBSCRIPTION_STATUS_FILTERS, enumName: 'PlatformSubscriptionStatusFilter' })
  @IsOptional()
  @IsIn(PLATFORM_SUBSCRIPTION_STATUS_FILTERS, rule({ message: ADMIN_BILLING_MESSAGES.subscriptionStatusInvalid }))
  status?: PlatformSubscriptionStatusFilter;
}

/** A business's platform subscription (platform_subscriptions) as the admin's subscriptions list shows it. */
export class AdminSubscriptionResponseDto {
  @ApiUuid()
  id: string;
  business: BillingBusinessDto;
  /** The plan id the business is on (coachcore-platform-monthly, coachcore-platform-annual, or a tier of the older page). */
  plan: string | null;
  /** The provider's state: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  @ApiDateTime({ nullable: true })
  currentPeriodStart: string | null;
  /** When it renews, or ends when it is cancelled at the period's end. */
  @ApiDateTime({ nullable: true })
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  @ApiDateTime()
  createdAt: string;
}

export const toAdminSubscription = (row: SubscriptionRow): AdminSubscriptionResponseDto => ({
  id: row.id,
  business: toBillingBusiness(row),
  plan: row.plan,
  status: row.status,
  currentPeriodStart: isoOrNull(row.currentPeriodStart),
  currentPeriodEnd: isoOrNull(row.currentPeriodEnd),
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  createdAt: isoOf(row.createdAt),
});
