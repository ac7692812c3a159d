import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import { reachableClient, TenantRepository } from '../../../common/tenancy/tenant-repository';
import { ClientPayment } from '../../client-payments/entities/client-payment.entity';
import { MONTHS_CTE, paidPayment, RANGE_END, RANGE_START, rangeParams, type AnalyticsRange } from '../analytics-range';

export interface RevenueMonthRow {
  month: string;
  payments: number;
  /** numeric as text. */
  gross: string;
  refunds: string;
}

export interface PackageRevenueRow {
  packageId: string | null;
  packageName: string | null;
  paymentType: string;
  payments: number;
  gross: string;
  refunds: string;
}

/**
 * The revenue charts, from client payments and their refunds: a payment counts when it was paid, a refund when it was
 * made (as the dashboard's Monthly Revenue counts them), so the months and the packages add up to the same net.
 */
@Injectable()
export class RevenueAnalyticsRepository extends TenantRepository<ClientPayment> {
  constructor(em: EntityManager) {
    super(em, ClientPayment);
  }

  months(tenant: TenantScope, range: AnalyticsRange): Promise<RevenueMonthRow[]> {
    return this.sql<RevenueMonthRow[]>(
      tenant,
      `with ${MONTHS_CTE}
       select mo.month, coalesce(p.payments, 0)::int as payments, coalesce(p.gross, 0)::text as gross, coalesce(r.refunds, 0)::text as refunds
         from months mo
         left join lateral (
           select count(*) as payments, sum(cp.amount) as gross from client_payments cp
            where cp.coach_id = :tenant and ${reachableClient('cp.client_id')} and ${paidPayment('cp')}
              and cp.paid_at >= mo.starts and cp.paid_at < mo.ends
         ) p on true
         left join lateral (
           select sum(rf.amount) as refunds from client_payment_refunds rf join client_payments cp on cp.id = rf.payment_id
            where rf.coach_id = :tenant and ${reachableClient('cp.client_id')} and rf.created_at >= mo.starts and rf.created_at < mo.ends
         ) r on true
        order by mo.month`,
      rangeParams(range),
    );
  }

  byPackage(tenant: TenantScope, range: AnalyticsRange): Promise<PackageRevenueRow[]> {
    return this.sql<PackageRevenueRow[]>(
      tenant,
      `with items as (
         select cp.package_id, cp.payment_type, 1 as payments, cp.amount as gross, 0::numeric as refunds from client_payments cp
          where cp.coach_id = :tenant and ${reachableClient('cp.client_id')} and ${paidPayment('cp')}
            and cp.paid_at >= ${RANGE_START} and cp.paid_at < ${RANGE_END}
         union all
         select cp.package_id, cp.payment_type, 0, 0, rf.amount from client_payment_refunds rf join client_payments cp on cp.id = rf.payment_id
          where rf.coach_id = :tenant and ${reachableClient('cp.client_id')} and rf.created_at >= ${RANGE_START} and rf.created_at < ${RANGE_END}
       )
       select i.package_id as "packageId", pk.name as "packageName", i.payment_type as "paymentType", sum(i.payments)::int as payments,
              sum(i.gross)::text as gross, sum(i.refunds)::text as refunds
         from items i
         left join coaching_packages pk on pk.id = i.package_id and pk.coach_id = :tenant
        group by i.package_id, pk.name, i.payment_type
        order by sum(i.gross) - sum(i.refunds) desc, pk.name nulls last, i.payment_type`,
      rangeParams(range),
    );
  }
}
