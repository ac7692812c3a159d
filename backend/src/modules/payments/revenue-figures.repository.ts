import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PAST_DUE_SUBSCRIPTION_STATUSES, PLATFORM_CURRENCY_RATES, RECURRING_SUBSCRIPTION_STATUSES } from '@coachcore/domain';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { BusinessPayment } from './entities/business-payment.entity';

/** The starts of last month, this month and next month (UTC). */
export interface MonthBounds {
  lastMonth: Date;
  thisMonth: Date;
  nextMonth: Date;
}

export interface MonthCounts {
  thisMonth: number;
  lastMonth: number;
}

/** A payment's amount in US dollars at the spec's rates from GBP, to the cent (a currency without a rate counts nothing). */
const USD_AMOUNT = `round(p.amount * :usdRate / (:rates::jsonb ->> upper(p.currency))::numeric, 2)`;
const RATES = { rates: JSON.stringify(PLATFORM_CURRENCY_RATES), usdRate: PLATFORM_CURRENCY_RATES.USD };

const inMonth = (column: string, start: string, end: string) => `${column} >= :${start} and ${column} < :${end}`;
const counts = (row: { this_month: string; last_month: string }): MonthCounts => ({ thisMonth: Number(row.this_month), lastMonth: Number(row.last_month) });

/**
 * The Revenue Analytics figures, one statement each, over business_payments and platform_subscriptions.
 * Every method reads the whole platform: the platform admin's totals span every business.
 */
@Injectable()
export class RevenueFiguresRepository extends TenantRepository<BusinessPayment> {
  constructor(em: EntityManager) {
    super(em, BusinessPayment);
  }

  /**
   * MRR in US dollars: over the active and past-due subscriptions, each one's latest paid subscription invoice, divided
   * by the months of its billing period (an annual period counts a twelfth); and how many subscriptions it counts.
   * @crossTenant Platform totals span every business.
   */
  async recurringRevenue(): Promise<{ mrr: number; subscriptions: number }> {
    const [row] = await this.acrossTenants.sql<{ mrr: string; subscriptions: string }[]>(
      `select coalesce(sum(round(latest.usd / case when s.current_period_end - s.current_period_start > interval '62 days' then 12 else 1 end, 2)), 0) as mrr,
              count(latest.usd) as subscriptions
         from platform_subscriptions s
         join lateral (select ${USD_AMOUNT} as usd from business_payments p
                        where p.business_id = s.business_id and p.status = 'paid' and p.payment_type = 'subscription'
                        order by p.paid_at desc nulls last, p.created_at desc limit 1) latest on true
        where s.status = any(:statuses::text[])`,
      { ...RATES, statuses: `{${RECURRING_SUBSCRIPTION_STATUSES.join(',')}}` },
    );
    return { mrr: Number(row.mrr), subscriptions: Number(row.subscriptions) };
  }

  /**
   * Businesses whose first paid subscription payment falls in this month and in last month.
   * @crossTenant Platform totals span every business.
   */
  async newSubscriptions(months: MonthBounds): Promise<MonthCounts> {
    const [row] = await this.acrossTenants.sql<{ this_month: string; last_month: string }[]>(
      `select count(*) filter (where ${inMonth('first_paid', 'thisMonth', 'nextMonth')}) as this_month,
              count(*) filter (where ${inMonth('first_paid', 'lastMonth', 'thisMonth')}) as last_month
         from (select min(p.paid_at) as first_paid from business_payments p
                where p.status = 'paid' and p.payment_type = 'subscription' group by p.business_id) firsts`,
      { ...months },
    );
    return counts(row);
  }

  /**
   * Subscriptions the provider ended in this month and in last month (canceled, at the time of that state).
   * @crossTenant Platform totals span every business.
   */
  async churnedSubscriptions(months: MonthBounds): Promise<MonthCounts> {
    const [row] = await this.acrossTenants.sql<{ this_month: string; last_month: string }[]>(
      `select count(*) filter (where ${inMonth('s.state_at', 'thisMonth', 'nextMonth')}) as this_month,
              count(*) filter (where ${inMonth('s.state_at', 'lastMonth', 'thisMonth')}) as last_month
         from platform_subscriptions s where s.status = 'canceled' and s.state_at >= :lastMonth`,
      { ...months },
    );
    return counts(row);
  }

  /**
   * Payments that failed in this month and in last month and are still unpaid.
   * @crossTenant Platform totals span every business.
   */
  async failedPayments(months: MonthBounds): Promise<MonthCounts> {
    const [row] = await this.acrossTenants.sql<{ this_month: string; last_month: string }[]>(
      `select count(*) filter (where ${inMonth('p.failed_at', 'thisMonth', 'nextMonth')}) as this_month,
              count(*) filter (where ${inMonth('p.failed_at', 'lastMonth', 'thisMonth')}) as last_month
         from business_payments p where p.status = 'failed' and p.failed_at >= :lastMonth`,
      { ...months },
    );
    return counts(row);
  }

  /**
   * Businesses whose subscription is past due or unpaid now.
   * @crossTenant Platform totals span every business.
   */
  async pastDueBusinesses(): Promise<number> {
    const [row] = await this.acrossTenants.sql<{ n: string }[]>(`select count(*) as n from platform_subscriptions s where s.status = any(:statuses::text[])`, {
      statuses: `{${PAST_DUE_SUBSCRIPTION_STATUSES.join(',')}}`,
    });
    return Number(row.n);
  }

  /**
   * Revenue in US dollars of `count` calendar months (UTC) from the month `from` (YYYY-MM): payments received less
   * refunds paid out, by the month they were paid; a month without any is 0.
   * @crossTenant Platform totals span every business.
   */
  async revenueByMonth(from: string, count: number): Promise<{ month: string; revenue: number }[]> {
    const rows = await this.acrossTenants.sql<{ month: string; revenue: string }[]>(
      `with months as (
         select generate_series(:first::timestamp, :first::timestamp + (:count::int - 1) * interval '1 month', interval '1 month') as month),
       received as (
         select date_trunc('month', p.paid_at at time zone 'UTC') as month, sum(case when p.status = 'paid' then ${USD_AMOUNT} else -${USD_AMOUNT} end) as revenue
           from business_payments p
          where p.status in ('paid', 'refunded') and p.paid_at >= (:first::timestamp at time zone 'UTC')
            and p.paid_at < ((:first::timestamp + :count::int * interval '1 month') at time zone 'UTC')
          group by 1)
       select to_char(m.month, 'YYYY-MM') as month, coalesce(r.revenue, 0) as revenue from months m left join received r on r.month = m.month order by m.month`,
      { ...RATES, first: `${from}-01`, count },
    );
    return rows.map((row) => ({ month: row.month, revenue: Number(row.revenue) }));
  }
}
