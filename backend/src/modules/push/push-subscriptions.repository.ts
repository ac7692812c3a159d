import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { reachableClient, TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { PushSubscription } from './entities/push-subscription.entity';

/** The clients' browsers that receive push notifications (`coach` is the business; a client reaches only their own). */
@Injectable()
export class PushSubscriptionsRepository extends TenantRepository<PushSubscription> {
  constructor(em: EntityManager) {
    super(em, PushSubscription);
  }

  ofClient(tenant: TenantScope, clientId: string): Promise<PushSubscription[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  countOfClient(tenant: TenantScope, clientId: string): Promise<number> {
    return this.count(tenant, { client: clientId });
  }

  /**
   * Stores the browser's subscription, or renews its keys when the browser subscribed again with the same endpoint:
   * one insert that the unique (client, endpoint) constraint turns into an update, so two tabs subscribing at once
   * leave one row.
   */
  async upsert(tenant: TenantScope, client: Client, fields: { endpoint: string; p256dh: string; auth: string; userAgent: string | null }): Promise<void> {
    await this.sql(
      tenant,
      `insert into push_subscriptions (id, coach_id, client_id, endpoint, p256dh, auth, user_agent, created_at)
       select gen_random_uuid(), c.coach_id, c.id, :endpoint, :p256dh, :auth, :userAgent, now() from clients c where c.id = :client and c.coach_id = :tenant and ${reachableClient('c.id')}
       on conflict (client_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent`,
      { client: client.id, ...fields },
      'run',
    );
  }

  /** Removes the client's subscription of this endpoint; answers whether there was one. */
  async removeEndpoint(tenant: TenantScope, clientId: string, endpoint: string): Promise<boolean> {
    return (await this.delete(tenant, { client: clientId, endpoint })) > 0;
  }

  /** Removes a subscription the push service no longer knows (404 or 410). */
  async removeExpired(tenant: TenantScope, id: string): Promise<void> {
    await this.delete(tenant, { id });
  }
}
