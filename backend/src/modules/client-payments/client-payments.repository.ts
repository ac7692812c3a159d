import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ClientPayment } from './entities/client-payment.entity';

/** The one place client_payments is queried; every query stays in the tenant (a client user: their own payments only). */
@Injectable()
export class ClientPaymentsRepository extends TenantRepository<ClientPayment> {
  constructor(em: EntityManager) {
    super(em, ClientPayment);
  }

  /** Purchases of one client with one idempotency key take turns (the unique index is the backstop). */
  async serializePurchase(tenant: TenantScope, clientId: string, idempotencyKey: string): Promise<void> {
    await this.sql(tenant, `select pg_advisory_xact_lock(hashtext('client-purchase:' || :tenant || ':' || :client || ':' || :key))`, {
      client: clientId,
      key: idempotencyKey,
    });
  }

  /** The events of one recurring package's provider subscription take turns (one payment per invoice, one package). */
  async serializeSubscription(tenant: TenantScope, stripeSubscriptionId: string): Promise<void> {
    await this.sql(tenant, `select pg_advisory_xact_lock(hashtext('package-subscription:' || :tenant || ':' || :sub))`, { sub: stripeSubscriptionId });
  }

  /** The payment of a provider invoice (a recurring package's first payment or a renewal), locked. */
  async lockByInvoice(tenant: TenantScope, stripeInvoiceId: string): Promise<ClientPayment | null> {
    const payment = await this.lock(tenant, { stripeInvoiceId });
    if (payment) await this.populate([payment], ['package', 'client']);
    return payment;
  }

  /** One business's account creations take turns (one connected account per business). */
  async serializeAccount(tenant: TenantScope): Promise<void> {
    await this.sql(tenant, `select pg_advisory_xact_lock(hashtext('payments-account:' || :tenant))`);
  }

  findByIdempotencyKey(tenant: TenantScope, clientId: string, idempotencyKey: string): Promise<ClientPayment | null> {
    return this.findOne(tenant, { client: clientId, idempotencyKey }, { populate: ['package', 'client'] }) as Promise<ClientPayment | null>;
  }

  async findById(tenant: TenantScope, id: string): Promise<ClientPayment | null> {
    return this.findOne(tenant, { id }, { populate: ['package', 'client'] }) as Promise<ClientPayment | null>;
  }

  /** The payment, locked until the surrounding transaction ends (refunds and webhook events take turns on it). */
  async lockById(tenant: TenantScope, id: string): Promise<ClientPayment | null> {
    const payment = await this.lock(tenant, { id });
    if (payment) await this.populate([payment], ['package', 'client']);
    return payment;
  }

  add(tenant: TenantScope, fields: Omit<RequiredEntityData<ClientPayment>, 'coach'>): ClientPayment {
    return this.create(tenant, fields);
  }

  /** Every payment of the client, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<ClientPayment[]> {
    return this.find(tenant, { client: clientId }, { populate: ['package'], orderBy: { createdAt: 'asc', id: 'asc' } }) as Promise<ClientPayment[]>;
  }

  /** The business's payments (one client's when asked), newest first. */
  page(tenant: TenantScope, query: { page: number; limit: number; clientId?: string }): Promise<Page<ClientPayment>> {
    const where: FilterQuery<ClientPayment> = query.clientId ? { client: query.clientId } : {};
    return this.findPage(tenant, where, query, { populate: ['package', 'client'], orderBy: { createdAt: 'desc', id: 'desc' } }) as Promise<Page<ClientPayment>>;
  }

  /** The seat's payment that still counts (pending, failed, paid or partly refunded), if any. */
  openForBooking(tenant: TenantScope, bookingId: string): Promise<ClientPayment | null> {
    return this.findOne(tenant, { bookingId, status: { $ne: 'refunded' } }, { populate: ['package', 'client'] }) as Promise<ClientPayment | null>;
  }

  /** The seat's payments with money still to give back (paid or partly refunded). */
  async refundableForBooking(tenant: TenantScope, bookingId: string): Promise<string[]> {
    const rows = await this.find(tenant, { bookingId, status: { $in: ['paid', 'partially_refunded'] } }, { fields: ['id'] });
    return rows.map((row) => row.id);
  }

  /** Whether the client has a payment for the package that is paid or still due (not failed, not refunded). */
  async openForPackage(tenant: TenantScope, clientId: string, packageId: string): Promise<boolean> {
    return (await this.count(tenant, { client: clientId, package: packageId, status: { $in: ['pending', 'paid'] } })) > 0;
  }

  /**
   * The business's revenue from client payments paid in [from, to): what was charged less what was refunded of it
   * (refunds made in the same window, of any payment, are subtracted).
   */
  async revenue(tenant: TenantScope, from: Date, to: Date): Promise<number> {
    const [row] = await this.sql<{ paid: string | null; refunded: string | null }[]>(
      tenant,
      `select
         (select coalesce(sum(amount), 0) from client_payments
           where coach_id = :tenant and paid_at >= :from and paid_at < :to and status in ('paid', 'partially_refunded', 'refunded')) as paid,
         (select coalesce(sum(amount), 0) from client_payment_refunds
           where coach_id = :tenant and created_at >= :from and created_at < :to) as refunded`,
      { from, to },
    );
    return Math.round((Number(row?.paid ?? 0) - Number(row?.refunded ?? 0)) * 100) / 100;
  }
}
