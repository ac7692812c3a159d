import { ApiProperty } from '@nestjs/swagger';
import { ApiInteger } from '../../../common/openapi/property-formats';

/** A count this calendar month (UTC) beside last month's. */
export class MonthComparisonDto {
  @ApiInteger()
  thisMonth: number;
  @ApiInteger()
  lastMonth: number;
}

/** One month of the revenue chart. */
export class PlatformRevenueMonthDto {
  /** The calendar month (UTC). @example 2026-11 */
  @ApiProperty({ pattern: '^\\d{4}-\\d{2}$' })
  month: string;
  /** US dollars: payments received less refunds paid out that month. */
  revenue: number;
}

/**
 * GET /api/admin/revenue: the platform's own money, from business_payments and platform_subscriptions. Amounts are in
 * US dollars (document 3 section 9), other currencies converted at the spec's rates from GBP.
 */
export class RevenueAnalyticsResponseDto {
  /** Always usd. */
  @ApiProperty({ enum: ['usd'] })
  currency: 'usd';
  /**
   * Monthly recurring revenue: over the active and past-due subscriptions, the latest paid invoice of each, per month of
   * its billing period (an annual one counts a twelfth).
   */
  mrr: number;
  /** The active and past-due subscriptions with a paid invoice (those MRR counts). */
  @ApiInteger()
  recurringSubscriptions: number;
  /** Businesses whose first subscription payment was paid in the month. */
  newSubscriptions: MonthComparisonDto;
  /** Subscriptions the provider ended (canceled) in the month. */
  churnedSubscriptions: MonthComparisonDto;
  /** Payments that failed in the month and are still unpaid. */
  failedPayments: MonthComparisonDto;
  /** Businesses whose subscription is past due or unpaid now. */
  @ApiInteger()
  pastDueBusinesses: number;
  /** The last 12 calendar months, oldest first, the current one last. */
  @ApiProperty({ type: [PlatformRevenueMonthDto] })
  monthlyRevenue: PlatformRevenueMonthDto[];
}
