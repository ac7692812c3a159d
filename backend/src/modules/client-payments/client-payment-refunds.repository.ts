import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { ClientPayment } from './entities/client-payment.entity';
import { ClientPaymentRefund } from './entities/client-payment-refund.entity';

/** The one place client_payment_refunds is queried. */
@Injectable()
export class ClientPaymentRefundsRepository extends TenantRepository<ClientPaymentRefund> {
  constructor(em: EntityManager) {
    super(em, ClientPaymentRefund);
  }

  add(tenant: TenantScope, fields: { payment: ClientPayment; amount: number; stripeRefundId: string; createdBy: string | null }): ClientPaymentRefund {
    return this.create(tenant, fields);
  }

  /** The provider's ids of the refunds recorded for a payment. */
  async providerIdsOf(tenant: TenantScope, paymentId: string): Promise<Set<string>> {
    const rows = await this.find(tenant, { payment: paymentId }, { fields: ['stripeRefundId'] });
    return new Set(rows.map((row) => row.stripeRefundId));
  }

  /** The refunds of these payments, oldest first. */
  ofPayments(tenant: TenantScope, paymentIds: string[]): Promise<ClientPaymentRefund[]> {
    if (paymentIds.length === 0) return Promise.resolve([]);
    return this.find(tenant, { payment: { $in: paymentIds } }, { orderBy: { createdAt: 'asc', id: 'asc' } }) as Promise<ClientPaymentRefund[]>;
  }
}
