import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import type { WebhookSubscription } from './entities/webhook-subscription.entity';
import type { WebhookAttempt } from './webhook-sender';

/** A delivery left `sending` this long ago was cut short (its worker died): it may be taken again. */
const STALE_SENDING = '1 minute';

/** The one place webhook_deliveries is queried; every method stays in the tenant. */
@Injectable()
export class WebhookDeliveriesRepository extends TenantRepository<WebhookDelivery> {
  constructor(em: EntityManager) {
    super(em, WebhookDelivery);
  }

  /**
   * Records the first delivery of an event to a subscription of the business, or nothing when an earlier or concurrent
   * handling of the event recorded it (`on conflict do nothing` on the partial unique index). Answers the delivery
   * while it is still pending, to be queued (queuing twice sends once).
   */
  async recordFirst(
    tenant: TenantScope,
    delivery: { subscriptionId: string; eventId: string; eventType: string; body: Record<string, unknown> },
  ): Promise<string | null> {
    await this.sql(
      tenant,
      `insert into webhook_deliveries (id, business_id, subscription_id, event_id, event_type, body, status, attempts, created_at)
       select gen_random_uuid(), s.business_id, s.id, :event::uuid, :type, :body::jsonb, 'pending', 0, now()
         from webhook_subscriptions s
        where s.id = :subscription and s.business_id = :tenant
       on conflict (subscription_id, event_id) where replay_of is null do nothing`,
      { subscription: delivery.subscriptionId, event: delivery.eventId, type: delivery.eventType, body: JSON.stringify(delivery.body) },
      'run',
    );
    const pending = await this.findOne(tenant, { subscription: delivery.subscriptionId, eventId: delivery.eventId, replayOf: null, status: 'pending' });
    return pending?.id ?? null;
  }

  /** A new delivery of the same event and body (saved with the next flush). */
  addReplay(tenant: TenantScope, original: WebhookDelivery): WebhookDelivery {
    return this.create(tenant, {
      subscription: original.subscription,
      eventId: original.eventId,
      eventType: original.eventType,
      body: original.body,
      replayOf: original.id,
    });
  }

  findById(tenant: TenantScope, id: string): Promise<WebhookDelivery | null> {
    return this.findOne(tenant, { id }, { populate: ['subscription'] });
  }

  findOfSubscription(tenant: TenantScope, subscription: WebhookSubscription, id: string): Promise<WebhookDelivery | null> {
    return this.findOne(tenant, { id, subscription });
  }

  /** A subscription's delivery log, newest first. */
  pageOfSubscription(tenant: TenantScope, subscription: WebhookSubscription, page: { page: number; limit: number }): Promise<Page<WebhookDelivery>> {
    return this.findPage(tenant, { subscription }, page, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * Takes the delivery for one attempt: pending, or sending since so long that its worker must have died. Of two
   * workers taking it at once, one gets it. Answers whether this call took it.
   */
  async claim(tenant: TenantScope, id: string): Promise<boolean> {
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `update webhook_deliveries set status = 'sending', attempts = attempts + 1, last_attempt_at = now()
        where id = :id and business_id = :tenant
          and (status = 'pending' or (status = 'sending' and last_attempt_at < now() - interval '${STALE_SENDING}'))
       returning id`,
      { id },
    );
    return rows.length === 1;
  }

  /** Records what the attempt got back: succeeded, failed for good, or pending until its retry. */
  finish(tenant: TenantScope, id: string, status: 'succeeded' | 'failed' | 'pending', attempt: Omit<WebhookAttempt, 'ok'>): Promise<number> {
    return this.update(
      tenant,
      { id, status: 'sending' },
      {
        status,
        responseStatus: attempt.status,
        responseBody: attempt.responseBody,
        durationMs: attempt.durationMs,
        errorMessage: attempt.error,
        deliveredAt: status === 'succeeded' ? new Date() : null,
      },
    );
  }
}
