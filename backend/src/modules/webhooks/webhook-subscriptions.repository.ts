import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { WebhookEventType } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { WebhookSubscription } from './entities/webhook-subscription.entity';

export type NewWebhookSubscription = Pick<WebhookSubscription, 'url' | 'eventTypes' | 'secret' | 'isActive'>;

/** The one place webhook_subscriptions is queried; every method stays in the tenant. */
@Injectable()
export class WebhookSubscriptionsRepository extends TenantRepository<WebhookSubscription> {
  constructor(em: EntityManager) {
    super(em, WebhookSubscription);
  }

  /** Every subscription of the business, oldest first (at most WEBHOOK_LIMITS.subscriptionsMax: not paged). */
  list(tenant: TenantScope): Promise<WebhookSubscription[]> {
    return this.find(tenant, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  findById(tenant: TenantScope, id: string): Promise<WebhookSubscription | null> {
    return this.findOne(tenant, { id });
  }

  /** The business's active subscriptions to this event. */
  activeFor(tenant: TenantScope, eventType: WebhookEventType): Promise<WebhookSubscription[]> {
    return this.find(tenant, { isActive: true, eventTypes: { $contains: [eventType] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  countAll(tenant: TenantScope): Promise<number> {
    return this.count(tenant);
  }

  /** Serialises the business's creations until the transaction ends, so the cap on subscriptions holds under races. */
  async lockBusiness(tenant: TenantScope): Promise<void> {
    await this.sql(tenant, `select pg_advisory_xact_lock(hashtext('webhook_subscriptions'), hashtext(:tenant::text))`, {}, 'all');
  }

  add(tenant: TenantScope, fields: NewWebhookSubscription): WebhookSubscription {
    return this.create(tenant, fields);
  }

  removeSubscription(tenant: TenantScope, subscription: WebhookSubscription): void {
    this.remove(tenant, subscription);
  }
}
