import { Injectable } from '@nestjs/common';
import { toCents } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { ProviderEvent } from '../payments/connected-payments.service';
import { ConnectedPaymentsService } from '../payments/connected-payments.service';
import { UserBillingService } from '../users/user-billing.service';
import { ClientPaymentRefundsRepository } from './client-payment-refunds.repository';
import { ClientPaymentReceipts } from './client-payment-receipts';
import { ClientPaymentsRepository } from './client-payments.repository';
import { PackageSubscriptionEventsService } from './package-subscription-events.service';

type Json = Record<string, unknown>;
export type ClientPaymentOutcome = 'applied' | 'stale' | 'ignored' | 'duplicate';

/**
 * The webhook events of client payments and of the coaches' payments accounts, applied by the billing job (in its
 * transaction, once per event): `payment_intent.succeeded` and `payment_intent.payment_failed` of an intent made for a
 * client payment, `charge.refunded` (a refund made here or in the provider's dashboard), and `account.updated`. Out of
 * order: a paid payment stays paid whatever failure arrives later.
 */
@Injectable()
export class ClientPaymentEventsService {
  constructor(
    private readonly payments: ClientPaymentsRepository,
    private readonly receipts: ClientPaymentReceipts,
    private readonly refunds: ClientPaymentRefundsRepository,
    private readonly provider: ConnectedPaymentsService,
    private readonly users: UserBillingService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    private readonly packageSubscriptions: PackageSubscriptionEventsService,
  ) {}

  /**
   * Null: not an event of a recurring package's provider subscription (routed by its metadata, ahead of the platform
   * subscription's handling, which never sees them).
   */
  applyPackageSubscription(event: ProviderEvent): Promise<ClientPaymentOutcome> | null {
    return this.packageSubscriptions.apply(event);
  }

  /** Null: not an event of client payments (the caller handles it). */
  apply(event: ProviderEvent): Promise<ClientPaymentOutcome> | null {
    const object = event.data.object;
    const at = new Date(event.created * 1000);
    if (event.type === 'account.updated') return this.applyAccount(object);
    if (event.type === 'charge.refunded' && object.object === 'charge' && typeof object.payment_intent === 'string') {
      return this.applyRefunds(object.payment_intent);
    }
    const metadata = (object.metadata ?? {}) as Json;
    if (object.object !== 'payment_intent' || metadata.kind !== 'client_payment') return null;
    if (event.type === 'payment_intent.succeeded') return this.applyIntent(object, metadata, at, 'succeeded');
    if (event.type === 'payment_intent.payment_failed') return this.applyIntent(object, metadata, at, 'failed');
    return Promise.resolve('ignored');
  }

  private async applyIntent(object: Json, metadata: Json, at: Date, outcome: 'succeeded' | 'failed'): Promise<ClientPaymentOutcome> {
    const businessId = metadata.businessId;
    const paymentId = metadata.clientPaymentId;
    if (typeof businessId !== 'string' || typeof paymentId !== 'string') return 'ignored';
    const tenant = { businessId };
    const payment = await this.payments.lockById(tenant, paymentId).catch(() => null);
    if (!payment || payment.stripePaymentIntentId !== object.id) return 'ignored';
    if (payment.status !== 'pending' && payment.status !== 'failed') return outcome === 'succeeded' ? 'duplicate' : 'stale';
    if (outcome === 'succeeded') {
      await this.receipts.markPaid(tenant, payment, at);
      return 'applied';
    }
    if (payment.failedAt && payment.failedAt.getTime() > at.getTime()) return 'stale';
    const reason = ((object.last_payment_error as Json | null | undefined)?.message as string | undefined) ?? 'Your payment could not be processed.';
    await this.receipts.markFailed(tenant, payment, at, reason);
    return 'applied';
  }

  /**
   * Records the refunds of a client payment's intent that are not recorded yet: the provider's list is the truth (its
   * event carries only a total), and its refund ids are unique here, so a refund made from the coach's view, whose
   * request holds the payment's row until it is recorded, is never counted twice.
   */
  private async applyRefunds(paymentIntentId: string): Promise<ClientPaymentOutcome> {
    const known = await this.provider.refundsOf(paymentIntentId);
    const { businessId, clientPaymentId, kind } = known?.metadata ?? {};
    if (!known || kind !== 'client_payment' || !businessId || !clientPaymentId) return 'ignored';
    const tenant = { businessId };
    const payment = await this.payments.lockById(tenant, clientPaymentId).catch(() => null);
    if (!payment || payment.stripePaymentIntentId !== paymentIntentId) return 'ignored';
    if (payment.status !== 'paid' && payment.status !== 'partially_refunded') return 'stale';
    const recorded = await this.refunds.providerIdsOf(tenant, payment.id);
    const missing = known.refunds.filter((refund) => !recorded.has(refund.id) && (refund.status === 'succeeded' || refund.status === 'pending'));
    if (!missing.length) return 'duplicate';
    for (const refund of missing) {
      const cents = Math.min(refund.amount, toCents(payment.amount) - toCents(payment.amountRefunded));
      if (cents <= 0) break;
      this.receipts.recordRefund(tenant, payment, { cents, stripeRefundId: refund.id }, { by: null, why: 'made at the payment provider' });
    }
    await this.uow.save();
    return 'applied';
  }

  private async applyAccount(account: Json): Promise<ClientPaymentOutcome> {
    const accountId = account.id as string;
    const businessId = await this.users.businessOfStripeAccount(accountId);
    if (!businessId) return 'ignored';
    const chargesEnabled = Boolean(account.charges_enabled);
    const setupComplete = chargesEnabled && Boolean(account.details_submitted);
    const billing = await this.users.of(businessId);
    if (billing && billing.stripeAccountEnabled === chargesEnabled && billing.paymentSetupComplete === setupComplete) return 'duplicate';
    await this.users.update(businessId, { stripeAccountEnabled: chargesEnabled, paymentSetupComplete: setupComplete });
    this.events.record('payments_account_updated', { businessId, accountId, setupComplete });
    await this.uow.save();
    return 'applied';
  }
}
