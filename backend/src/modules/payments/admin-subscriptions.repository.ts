import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { offsetOf, Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { SubscriptionRow } from './dto/billing-rows';
import { PlatformSubscription } from './entities/platform-subscription.entity';

/** Every business's platform subscription, as the admin's Billing section lists them. */
@Injectable()
export class AdminSubscriptionsRepository extends TenantRepository<PlatformSubscription> {
  constructor(em: EntityManager) {
    super(em, PlatformSubscription);
  }

  /**
   * One page of every business's subscription, newest first, with its business and plan.
   * @crossTenant The platform admin reads every business's platform subscription.
   */
  async platformPage(filter: { status?: string; page: number; limit: number }): Promise<Page<SubscriptionRow>> {
    const params = { status: filter.status ?? null, limit: filter.limit, offset: offsetOf(filter) };
    const from = `from platform_subscriptions s join users u on u.id = s.business_id where (:status::text is null or s.status = :status)`;
    const rows = await this.acrossTenants.sql<(SubscriptionRow & { totalCount: string })[]>(
      `select s.id, s.status, u.subscription_plan as plan, s.current_period_start as "currentPeriodStart", s.current_period_end as "currentPeriodEnd",
         s.cancel_at_period_end as "cancelAtPeriodEnd", s.created_at as "createdAt", u.id as "businessId", u.first_name as "firstName",
         u.last_name as "lastName", u.username, u.email, u.business_name as "businessName", count(*) over () as "totalCount"
       ${from} order by s.created_at desc, s.id desc limit :limit offset :offset`,
      params,
    );
    const total = rows.length
      ? Number(rows[0].totalCount)
      : filter.page > 1
        ? Number((await this.acrossTenants.sql<{ n: string }[]>(`select count(*) as n ${from}`, params))[0].n)
        : 0;
    return new Page(
      rows.map(({ totalCount: _total, ...row }) => row),
      total,
      filter.page,
      filter.limit,
    );
  }
}
