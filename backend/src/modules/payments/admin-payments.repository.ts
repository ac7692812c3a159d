import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BusinessPaymentStatus } from '@coachcore/domain';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { PaymentDetailRow, PaymentRow } from './dto/billing-rows';
import { BusinessPayment } from './entities/business-payment.entity';

const BUSINESS_COLUMNS = `u.id as "businessId", u.first_name as "firstName", u.last_name as "lastName", u.username, u.email,
  u.business_name as "businessName"`;
const PAYMENT_COLUMNS = `p.id, p.amount, p.currency, p.status, p.payment_type as "paymentType", p.due_date as "dueDate", p.paid_at as "paidAt",
  p.failed_at as "failedAt", p.created_at as "createdAt", ${BUSINESS_COLUMNS}`;

/** Every business's platform payments, as the admin's Billing section reads them (the businesses' own reads are in BusinessPaymentsRepository). */
@Injectable()
export class AdminPaymentsRepository extends TenantRepository<BusinessPayment> {
  constructor(em: EntityManager) {
    super(em, BusinessPayment);
  }

  /**
   * One page of every business's payments, newest first, with their businesses.
   * @crossTenant The platform admin reads every business's payments of the platform subscription.
   */
  platformPage(filter: { status?: BusinessPaymentStatus; page: number; limit: number }): Promise<Page<PaymentRow>> {
    return this.acrossTenants.sqlPage<PaymentRow>(
      {
        columns: PAYMENT_COLUMNS,
        from: `from business_payments p join users u on u.id = p.business_id where (:status::text is null or p.status = :status)`,
        orderBy: 'p.created_at desc, p.id desc',
      },
      filter,
      { status: filter.status ?? null },
    );
  }

  /**
   * A payment of any business, with its business and what the detail shows.
   * @crossTenant The platform admin opens any business's payment.
   */
  async findAnyDetail(id: string): Promise<PaymentDetailRow | null> {
    const rows = await this.acrossTenants.sql<PaymentDetailRow[]>(
      `select ${PAYMENT_COLUMNS}, p.failure_reason as "failureReason", p.failure_count as "failureCount", p.grace_period_end as "gracePeriodEnd",
         p.suspension_date as "suspensionDate", p.stripe_invoice_id as "stripeInvoiceId", p.stripe_payment_intent_id as "stripePaymentIntentId",
         p.updated_at as "updatedAt"
       from business_payments p join users u on u.id = p.business_id where p.id = :id`,
      { id },
    );
    return rows[0] ?? null;
  }
}
