import { HttpException, Injectable, Logger } from '@nestjs/common';
import { DELETED_CLIENT_NAME, formatPaymentAmount, fromCents, toCents } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { TenantScope, AuthUser } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import { SeatPaymentsService } from '../meetings/seat-payments.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PackagesService } from '../packages/packages.service';
import { AuditService } from '../audit/audit.service';
import { ClientPaymentRefundsRepository } from './client-payment-refunds.repository';
import { paymentDescription } from './dto/client-payment.dto';
import type { Client } from '../clients/entities/client.entity';
import type { ClientPayment } from './entities/client-payment.entity';

/** How the audit trail names a payment: what it paid for and whose it is (kept after the client is gone). */
const paymentLabel = (payment: ClientPayment) => {
  const client = payment.client ? `${payment.client.firstName} ${payment.client.lastName} <${payment.client.email}>` : DELETED_CLIENT_NAME;
  return `${payment.description ?? payment.package?.name ?? 'Payment'} — ${client}`;
};

const money = (cents: number) => fromCents(cents).toFixed(2);

/** Who made a refund and why: the coach from their view, or nobody here (a seat rule, the provider's dashboard). */
export interface RefundOrigin {
  by: Pick<AuthUser, 'id' | 'email'> | null;
  /** Why, for the audit trail, when no person here made it. */
  why?: string;
}

/** The outbox key of a payment's receipt e-mail: one receipt per payment. */
export const paymentReceiptEmailKey = (paymentId: string): string => `payment-receipt:${paymentId}`;

/**
 * What a client payment's outcome does, in the caller's transaction: paid → the package becomes the client's (a group
 * session's seat is marked paid), the receipt e-mail is staged and `payment_received` recorded; failed → the reason
 * and `payment_failed`; refunded → the refund row, the payment's refunded total and status, and
 * `client_payment_refunded`.
 */
@Injectable()
export class ClientPaymentReceipts {
  private readonly logger = new Logger(ClientPaymentReceipts.name);

  constructor(
    private readonly packages: PackagesService,
    private readonly seats: SeatPaymentsService,
    private readonly notifications: NotificationsService,
    private readonly refunds: ClientPaymentRefundsRepository,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly uow: UnitOfWork,
  ) {}

  async markPaid(tenant: TenantScope, payment: ClientPayment, at: Date): Promise<void> {
    payment.status = 'paid';
    payment.paidAt = at;
    payment.failureReason = null;
    payment.clientSecret = null;
    await this.uow.save();
    // A client deleted while paying leaves the money in the coach's revenue (to refund): no seat, package or receipt.
    const receipt = payment.client ? await this.deliver(tenant, payment, payment.client, at) : null;
    this.events.record('payment_received', {
      businessId: tenant.businessId,
      paymentId: payment.id,
      kind: 'client_payment',
      amount: payment.amount,
      currency: payment.currency,
      ...(receipt && { clientId: receipt.clientId, emailKey: receipt.emailKey }),
    });
    await this.uow.save();
  }

  /** What the client paid for becomes theirs (the seat, the package) and their receipt e-mail is staged. */
  private async deliver(tenant: TenantScope, payment: ClientPayment, client: Client, at: Date): Promise<{ clientId: string; emailKey: string }> {
    if (payment.bookingId) await this.seats.markPaid(tenant, payment.bookingId);
    // A recurring package's payment: the package follows its provider subscription (PackageSubscriptionEventsService).
    if (payment.package && !payment.stripeSubscriptionId) {
      try {
        await this.packages.assign(tenant, client.id, { packageId: payment.package.id }, { stripeSubscriptionId: payment.stripePaymentIntentId ?? null });
      } catch (error) {
        // Paid, but the package cannot be given (deactivated or full meanwhile): the payment stands and the coach refunds it.
        if (!(error instanceof HttpException)) throw error;
        this.logger.warn(`Payment ${payment.id}: package not assigned (${error.message})`);
      }
    }
    const emailKey = paymentReceiptEmailKey(payment.id);
    const currency = payment.currency;
    this.notifications.stagePaymentReceiptEmail(emailKey, client.email, {
      firstName: client.firstName,
      description: paymentDescription(payment),
      amount: formatPaymentAmount(payment.amount, currency),
      originalAmount: formatPaymentAmount(payment.originalAmount, currency),
      discount: payment.discountAmount > 0 ? formatPaymentAmount(payment.discountAmount, currency) : null,
      couponCode: payment.couponCode ?? null,
      paidAt: at.toUTCString(),
      reference: payment.id,
      url: `${this.config.appUrl}${payment.bookingId ? '/client/meetings' : '/client/packages'}`,
    });
    return { clientId: client.id, emailKey };
  }

  async markFailed(tenant: TenantScope, payment: ClientPayment, at: Date, reason: string): Promise<void> {
    payment.status = 'failed';
    payment.failedAt = at;
    payment.failureReason = reason;
    this.events.record('payment_failed', {
      businessId: tenant.businessId,
      paymentId: payment.id,
      kind: 'client_payment',
      clientId: payment.client?.id,
      amount: payment.amount,
      currency: payment.currency,
      failureReason: reason,
      attempt: 1,
      gracePeriodEnd: null,
    });
    await this.uow.save();
  }

  /**
   * Records one refund the provider made (`cents` of the payment; the caller keeps it within what is left) under the
   * payment's row lock, and its audit entry: every refund is on the trail, whoever or whatever made it.
   */
  recordRefund(tenant: TenantScope, payment: ClientPayment, refund: { cents: number; stripeRefundId: string }, origin: RefundOrigin): void {
    this.refunds.add(tenant, { payment, amount: fromCents(refund.cents), stripeRefundId: refund.stripeRefundId, createdBy: origin.by?.id ?? null });
    const what = `Refunded ${money(refund.cents)} of ${money(toCents(payment.amount))} ${payment.currency.toUpperCase()}`;
    this.audit.record({
      actor: origin.by,
      action: 'payment_refunded',
      target: { type: 'payment', id: payment.id, label: paymentLabel(payment), businessId: tenant.businessId },
      reason: origin.why ? `${what}: ${origin.why}` : what,
    });
    const refundedCents = toCents(payment.amountRefunded) + refund.cents;
    payment.amountRefunded = fromCents(refundedCents);
    payment.status = refundedCents >= toCents(payment.amount) ? 'refunded' : 'partially_refunded';
    this.events.record('client_payment_refunded', {
      businessId: tenant.businessId,
      paymentId: payment.id,
      clientId: payment.client?.id ?? null,
      amount: fromCents(refund.cents),
      amountRefunded: payment.amountRefunded,
      currency: payment.currency,
    });
  }
}
