import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { PlatformSubscription } from './entities/platform-subscription.entity';

/** platform_subscriptions, queried only here. */
@Injectable()
export class PlatformSubscriptionsRepository extends TenantRepository<PlatformSubscription> {
  constructor(em: EntityManager) {
    super(em, PlatformSubscription);
  }

  findForBusiness(tenant: TenantScope): Promise<PlatformSubscription | null> {
    return this.findOne(tenant, {});
  }

  /**
   * Makes the business's subscription calls take turns until the transaction ends (a transaction-scoped advisory lock:
   * there may be no row to lock yet), so two "Get Started" presses at once create one subscription at the provider.
   */
  async serialize(tenant: TenantScope): Promise<void> {
    await this.sql(tenant, `select pg_advisory_xact_lock(hashtext('platform-subscription:' || :tenant))`);
  }

  lockForBusiness(tenant: TenantScope): Promise<PlatformSubscription | null> {
    return this.lock(tenant, {});
  }

  add(
    tenant: TenantScope,
    fields: Omit<PlatformSubscription, 'id' | 'business' | 'createdAt' | 'updatedAt' | 'cancelAtPeriodEnd'> & { cancelAtPeriodEnd?: boolean },
  ): PlatformSubscription {
    return this.create(tenant, fields);
  }

  /**
   * The business a provider subscription belongs to.
   * @crossTenant A webhook names the provider's subscription, not a business: this finds which business it is.
   */
  async businessOf(stripeSubscriptionId: string): Promise<string | null> {
    const rows = await this.acrossTenants.sql<{ business_id: string }[]>('select business_id from platform_subscriptions where stripe_subscription_id = :id', {
      id: stripeSubscriptionId,
    });
    return rows[0]?.business_id ?? null;
  }
}
