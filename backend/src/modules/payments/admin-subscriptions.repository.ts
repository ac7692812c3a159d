import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page } from '../../common/http/pagination';
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
  platformPage(filter: { status?: string; page: number; limit: number }): Promise<Page<SubscriptionRow>> {
    return this.acrossTenants.sqlPage<SubscriptionRow>(
      {
        columns: `s.id, s.status, u.subscription_plan as plan, s.current_period_start as "currentPeriodStart", s.current_period_end as "currentPeriodEnd",
          s.cancel_at_period_end as "cancelAtPeriodEnd", s.created_at as "createdAt", u.id as "businessId", u.first_name as "firstName",
          u.last_name as "lastName", u.username, u.email, u.business_name as "businessName"`,
        from: `from platform_subscriptions s join users u on u.id = s.business_id where (:status::text is null or s.status = :status)`,
        orderBy: 's.created_at desc, s.id desc',
      },
      filter,
      { status: filter.status ?? null },
    );
  }
}
