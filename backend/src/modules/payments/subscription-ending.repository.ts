import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { SubscriptionEndingNotice } from './entities/subscription-ending-notice.entity';

/** A subscription whose period ends within the notice window, claimed for its one `subscription_ending`. */
export interface EndingSubscription {
  kind: 'platform_subscription' | 'client_package';
  businessId: string;
  subscriptionRef: string;
  periodEnd: Date;
  clientId: string | null;
}

/** subscription_ending_notices (and the subscriptions they concern), queried only here. */
@Injectable()
export class SubscriptionEndingRepository extends TenantRepository<SubscriptionEndingNotice> {
  constructor(em: EntityManager) {
    super(em, SubscriptionEndingNotice);
  }

  /**
   * Claims every subscription ending within `until` and not yet told, in the caller's transaction: a platform
   * subscription cancelled at period end, or a client's active package whose end date comes. The unique key decides, so
   * of two passes at once each subscription's period is claimed by exactly one.
   * @crossTenant The daily pass covers every business.
   */
  async claimEnding(now: Date, until: Date): Promise<EndingSubscription[]> {
    const platform = await this.acrossTenants.sql<{ business_id: string; subscription_ref: string; period_end: Date }[]>(
      `insert into subscription_ending_notices (id, business_id, kind, subscription_ref, period_end, notified_at)
       select gen_random_uuid(), s.business_id, 'platform_subscription', s.stripe_subscription_id, s.current_period_end, :now
         from platform_subscriptions s
        where s.cancel_at_period_end and s.status in ('active', 'trialing', 'past_due')
          and s.current_period_end > :now and s.current_period_end <= :until
       on conflict (kind, subscription_ref, period_end) do nothing
       returning business_id, subscription_ref, period_end`,
      { now, until },
    );
    // A package's end date is a day: it ends at the start of that day (UTC), the last day held being the one before.
    const packages = await this.acrossTenants.sql<{ business_id: string; subscription_ref: string; period_end: Date }[]>(
      `insert into subscription_ending_notices (id, business_id, kind, subscription_ref, period_end, notified_at)
       select gen_random_uuid(), c.coach_id, 'client_package', c.id::text, (c.end_date::timestamp at time zone 'UTC'), :now
         from client_subscriptions c
        where c.status = 'active' and (c.end_date::timestamp at time zone 'UTC') > :now and (c.end_date::timestamp at time zone 'UTC') <= :until
       on conflict (kind, subscription_ref, period_end) do nothing
       returning business_id, subscription_ref, period_end`,
      { now, until },
    );
    const clients = packages.length
      ? await this.acrossTenants.sql<{ id: string; client_id: string }[]>(
          'select id::text as id, client_id from client_subscriptions where id::text in (:ids)',
          {
            ids: packages.map((row) => row.subscription_ref),
          },
        )
      : [];
    const clientOf = new Map(clients.map((row) => [row.id, row.client_id]));
    return [
      ...platform.map((row) => ({
        kind: 'platform_subscription' as const,
        businessId: row.business_id,
        subscriptionRef: row.subscription_ref,
        periodEnd: new Date(row.period_end),
        clientId: null,
      })),
      ...packages.map((row) => ({
        kind: 'client_package' as const,
        businessId: row.business_id,
        subscriptionRef: row.subscription_ref,
        periodEnd: new Date(row.period_end),
        clientId: clientOf.get(row.subscription_ref) ?? null,
      })),
    ];
  }
}
