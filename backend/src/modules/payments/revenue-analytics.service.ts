import { Injectable } from '@nestjs/common';
import { ADMIN_REVENUE_CURRENCY, REVENUE_CHART_MONTHS } from '@coachcore/domain';
import type { RevenueAnalyticsResponseDto } from './dto/revenue-analytics.dto';
import { RevenueFiguresRepository, type MonthBounds } from './revenue-figures.repository';

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
/** YYYY-MM of a month start. */
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** The calendar months (UTC) around `now`. */
export function monthBounds(now: Date): MonthBounds {
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()];
  return { lastMonth: monthStart(year, month - 1), thisMonth: monthStart(year, month), nextMonth: monthStart(year, month + 1) };
}

/**
 * The platform's revenue figures (the admin area's Revenue Analytics and the overview's revenue cards), each from one
 * statement over business_payments and platform_subscriptions, in US dollars.
 */
@Injectable()
export class RevenueAnalyticsService {
  constructor(private readonly figures: RevenueFiguresRepository) {}

  async analytics(now = new Date()): Promise<RevenueAnalyticsResponseDto> {
    const months = monthBounds(now);
    const firstChartMonth = monthKey(monthStart(now.getUTCFullYear(), now.getUTCMonth() - (REVENUE_CHART_MONTHS - 1)));
    const [recurring, newSubscriptions, churnedSubscriptions, failedPayments, pastDueBusinesses, monthlyRevenue] = await Promise.all([
      this.figures.recurringRevenue(),
      this.figures.newSubscriptions(months),
      this.figures.churnedSubscriptions(months),
      this.figures.failedPayments(months),
      this.figures.pastDueBusinesses(),
      this.figures.revenueByMonth(firstChartMonth, REVENUE_CHART_MONTHS),
    ]);
    return {
      currency: ADMIN_REVENUE_CURRENCY,
      mrr: recurring.mrr,
      recurringSubscriptions: recurring.subscriptions,
      newSubscriptions,
      churnedSubscriptions,
      failedPayments,
      pastDueBusinesses,
      monthlyRevenue,
    };
  }

  /** The overview's revenue cards: this month's revenue (US dollars) and this month's failed, still unpaid payments. */
  async thisMonth(now = new Date()): Promise<{ monthly: number; failedPayments: number }> {
    const months = monthBounds(now);
    const [[revenue], failed] = await Promise.all([this.figures.revenueByMonth(monthKey(months.thisMonth), 1), this.figures.failedPayments(months)]);
    return { monthly: revenue.revenue, failedPayments: failed.thisMonth };
  }
}
