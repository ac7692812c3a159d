import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { BusinessPayment } from './entities/business-payment.entity';

/** business_payments, queried only here. */
@Injectable()
export class BusinessPaymentsRepository extends TenantRepository<BusinessPayment> {
  constructor(em: EntityManager) {
    super(em, BusinessPayment);
  }

  /** The payment of a provider invoice, locked until the transaction ends. */
  lockByInvoice(tenant: TenantScope, stripeInvoiceId: string): Promise<BusinessPayment | null> {
    return this.lock(tenant, { stripeInvoiceId });
  }

  add(tenant: TenantScope, fields: Pick<BusinessPayment, 'amount' | 'currency' | 'paymentType' | 'stripeInvoiceId' | 'dueDate'>): BusinessPayment {
    return this.create(tenant, fields);
  }

  findById(tenant: TenantScope, id: string): Promise<BusinessPayment | null> {
    return this.findOne(tenant, { id });
  }

  /** A refund to the card of a paid payment (Change Plan's annual refund), recorded beside it as paid out. */
  addRefund(tenant: TenantScope, refund: { amount: number; currency: string; stripePaymentIntentId: string; at: Date }): BusinessPayment {
    const row = this.create(tenant, {
      amount: refund.amount,
      currency: refund.currency,
      paymentType: 'refund',
      stripeInvoiceId: null,
      dueDate: refund.at,
    });
    row.status = 'refunded';
    row.stripePaymentIntentId = refund.stripePaymentIntentId;
    row.paidAt = refund.at;
    return row;
  }

  listRecent(tenant: TenantScope, limit: number): Promise<BusinessPayment[]> {
    return this.find(tenant, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /**
   * Suspends the business when the grace period of this failed payment has ended and it is still past due: one
   * statement, so of two workers running it at once exactly one changes anything (answers whether this one did).
   */
  async suspendIfGraceEnded(tenant: TenantScope, paymentId: string, now: Date): Promise<boolean> {
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `with due as (
         update business_payments set suspension_date = :now, suspension_scheduled = false, updated_at = :now
          where id = :paymentId and business_id = :tenant and status = 'failed' and grace_period_end <= :now and suspension_date is null
            and exists (select 1 from users u where u.id = :tenant and u.subscription_status = 'past_due')
          returning business_id)
       update users set subscription_status = 'suspended', updated_at = :now where id in (select business_id from due) returning id`,
      { paymentId, now },
    );
    return rows.length > 0;
  }
}
