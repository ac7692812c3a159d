import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { PackageBillingInterval } from '@coachcore/domain';
import type { Client } from '../clients/entities/client.entity';
import { ClientSubscription } from './entities/client-subscription.entity';
import type { CoachingPackage } from './entities/coaching-package.entity';

/**
 * The one place client_subscriptions is queried. A subscription counts as active while its status is active and its
 * end date has not come (`today` is the business's calendar day); one whose end date has come is marked expired
 * before seats are counted.
 */
@Injectable()
export class ClientSubscriptionsRepository extends TenantRepository<ClientSubscription> {
  constructor(em: EntityManager) {
    super(em, ClientSubscription);
  }

  /** Whether any client of the business was ever given a package. */
  hasAny(tenant: TenantScope): Promise<boolean> {
    return this.exists(tenant);
  }

  /** Active subscriptions of each of these packages. */
  async activeCounts(tenant: TenantScope, packageIds: string[], today: string): Promise<Map<string, number>> {
    if (packageIds.length === 0) return new Map();
    const rows = await this.sql<{ package_id: string; active: number }[]>(
      tenant,
      `select package_id, count(*)::int as active from client_subscriptions
       where coach_id = :tenant and package_id in (:ids) and status = 'active' and end_date > :today::date
       group by package_id`,
      { ids: packageIds, today },
    );
    return new Map(rows.map((row) => [row.package_id, row.active]));
  }

  /** Whether any client ever had the package (its history). */
  async anyOfPackage(tenant: TenantScope, packageId: string): Promise<boolean> {
    return (await this.count(tenant, { package: packageId })) > 0;
  }

  /** Marks the package's active subscriptions whose end date has come as expired; answers how many. */
  expireEndedOfPackage(tenant: TenantScope, packageId: string, today: string): Promise<number> {
    return this.update(tenant, { package: packageId, status: 'active', endDate: { $lte: today } }, { status: 'expired' });
  }

  /** A new subscription (saved with the next flush). */
  add(
    tenant: TenantScope,
    fields: {
      client: Client;
      package: CoachingPackage;
      startDate: string;
      endDate: string;
      stripeSubscriptionId?: string | null;
      billingInterval?: PackageBillingInterval | null;
    },
  ): ClientSubscription {
    return this.create(tenant, { ...fields, stripeSubscriptionId: fields.stripeSubscriptionId ?? null, billingInterval: fields.billingInterval ?? null });
  }

  /** The subscription a provider subscription pays for (a recurring package), locked, with its package. */
  async lockByStripeSubscription(tenant: TenantScope, stripeSubscriptionId: string): Promise<ClientSubscription | null> {
    const subscription = await this.lock(tenant, { stripeSubscriptionId });
    if (subscription) await this.populate([subscription], ['package']);
    return subscription;
  }

  /** One of the business's subscriptions (one client's when `clientId` is given), with its package. */
  findById(tenant: TenantScope, id: string, clientId?: string): Promise<ClientSubscription | null> {
    return this.findOne(tenant, clientId ? { id, client: clientId } : { id }, { populate: ['package'] }) as Promise<ClientSubscription | null>;
  }

  /** A client's subscriptions, newest first, with their packages. */
  /** Every package the client had or has, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<ClientSubscription[]> {
    return this.find(tenant, { client: clientId }, { populate: ['package'], orderBy: { createdAt: 'asc', id: 'asc' } }) as Promise<ClientSubscription[]>;
  }

  pageOfClient(tenant: TenantScope, clientId: string, query: { page: number; limit: number }): Promise<Page<ClientSubscription>> {
    return this.findPage(tenant, { client: clientId }, query, { populate: ['package'], orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** The client's active subscriptions (end date not come), the newest first, with their packages. */
  activeOfClient(tenant: TenantScope, clientId: string, today: string): Promise<ClientSubscription[]> {
    return this.find(
      tenant,
      { client: clientId, status: 'active', endDate: { $gt: today } },
      { populate: ['package'], orderBy: { startDate: 'desc', createdAt: 'desc', id: 'desc' } },
    );
  }

  /** One of the client's subscriptions, locked until the surrounding transaction ends, with its package. */
  async lockOfClient(tenant: TenantScope, clientId: string, id: string): Promise<ClientSubscription | null> {
    const subscription = await this.lock(tenant, { id, client: clientId });
    if (subscription) await this.populate([subscription], ['package']);
    return subscription;
  }
}
