import { HttpException, Injectable, Logger } from '@nestjs/common';
import { applicationFeeCents, fromCents } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { ProviderEvent } from '../payments/connected-payments.service';
import { ConnectedPaymentsService, invoicePaymentIntent } from '../payments/connected-payments.service';
import { PackagesService, type ProviderSubscriptionState } from '../packages/packages.service';
import { ClientPaymentReceipts } from './client-payment-receipts';
import { ClientPaymentsRepository } from './client-payments.repository';
import type { ClientPaymentOutcome } from './client-payment-events.service';
import type { ClientPayment } from './entities/client-payment.entity';
import { packageSubscriptionMetadataOf, type PackageSubscriptionMetadata } from './package-subscription-metadata';

type Json = Record<string, unknown>;

/** Provider states in which the subscription is over: no more renewals, the package is cancelled. */
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

/**
 * The webhook events of recurring packages' provider subscriptions (routed by their metadata, so the platform
 * subscription's events never reach here), applied in the billing job's transaction once per event: an invoice paid or
 * failed is a client payment (the first one made at purchase, each renewal a new one, one per invoice: receipts,
 * revenue, refunds and `payment_received` / `payment_failed` as for one-off payments); and the client's package
 * follows the provider's current subscription (asked of it, so out-of-order events cannot roll it back): its end date
 * the paid period's end, cancel at period end, cancelled once the provider ended it.
 */
@Injectable()
export class PackageSubscriptionEventsService {
  private readonly logger = new Logger(PackageSubscriptionEventsService.name);

  constructor(
    private readonly payments: ClientPaymentsRepository,
    private readonly receipts: ClientPaymentReceipts,
    private readonly packages: PackagesService,
    private readonly provider: ConnectedPaymentsService,
    private readonly uow: UnitOfWork,
  ) {}

  /** Null: not an event of a recurring package. */
  apply(event: ProviderEvent): Promise<ClientPaymentOutcome> | null {
    const object = event.data.object;
    const metadata = packageSubscriptionMetadataOf(object);
    if (!metadata) return null;
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        return this.applyInvoice(object, metadata, at, 'paid');
      case 'invoice.payment_failed':
        return this.applyInvoice(object, metadata, at, 'failed');
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.inTurn(metadata, object.id as string, (tenant) => this.follow(tenant, metadata, object.id as string));
      default:
        // Its payment intents' events: the invoice's events carry the outcome (Stripe's intents of invoices have no metadata).
        return Promise.resolve('ignored');
    }
  }

  private applyInvoice(invoice: Json, metadata: PackageSubscriptionMetadata, at: Date, outcome: 'paid' | 'failed'): Promise<ClientPaymentOutcome> {
    const subscriptionId = ((invoice.parent as Json).subscription_details as Json).subscription as string;
    return this.inTurn(metadata, subscriptionId, async (tenant) => {
      const payment = await this.paymentOf(tenant, invoice, metadata, subscriptionId);
      let result: ClientPaymentOutcome = 'duplicate';
      if (payment && (payment.status === 'pending' || payment.status === 'failed')) {
        if (outcome === 'paid') {
          const paidAt = (invoice.status_transitions as Json | undefined)?.paid_at;
          await this.receipts.markPaid(tenant, payment, typeof paidAt === 'number' ? new Date(paidAt * 1000) : at);
          result = 'applied';
        } else if (!payment.failedAt || payment.failedAt.getTime() <= at.getTime()) {
          const reason = ((invoice.last_payment_error as Json | null | undefined)?.message as string | undefined) ?? 'Your payment could not be processed.';
          await this.receipts.markFailed(tenant, payment, at, reason);
          result = 'applied';
        } else result = 'stale';
      } else if (!payment) result = 'ignored';
      const followed = await this.follow(tenant, metadata, subscriptionId);
      return result === 'duplicate' && followed === 'applied' ? 'applied' : result;
    });
  }

  /** The events of one subscription take turns, each in the job's transaction. */
  private inTurn(
    metadata: PackageSubscriptionMetadata,
    subscriptionId: string,
    work: (tenant: TenantScope) => Promise<ClientPaymentOutcome>,
  ): Promise<ClientPaymentOutcome> {
    const tenant = { businessId: metadata.businessId };
    return this.uow.transaction(async () => {
      await this.payments.serializeSubscription(tenant, subscriptionId);
      return work(tenant);
    });
  }

  /** The invoice's payment: the first one, made at purchase; a renewal's, made now (one per invoice). */
  private async paymentOf(tenant: TenantScope, invoice: Json, metadata: PackageSubscriptionMetadata, subscriptionId: string): Promise<ClientPayment | null> {
    const invoiceId = invoice.id as string;
    const known = await this.payments.lockByInvoice(tenant, invoiceId);
    if (known) return known;
    const first = await this.payments.lockById(tenant, metadata.clientPaymentId);
    if (!first || first.stripeSubscriptionId !== subscriptionId || invoice.billing_reason === 'subscription_create') return null;
    const cents = (invoice.amount_due as number | undefined) ?? 0;
    const payment = this.payments.add(tenant, {
      client: first.client,
      package: first.package ?? null,
      description: metadata.description,
      amount: fromCents(cents),
      originalAmount: fromCents(cents),
      currency: (invoice.currency as string | undefined) ?? first.currency,
      paymentType: 'package',
      idempotencyKey: invoiceId,
      stripeConnectAccountId: metadata.accountId,
      stripeSubscriptionId: subscriptionId,
      stripeInvoiceId: invoiceId,
      stripePaymentIntentId: invoicePaymentIntent(invoice),
      applicationFeeAmount: applicationFeeCents(cents),
      dueDate: new Date(((invoice.created as number | undefined) ?? Date.now() / 1000) * 1000),
    });
    await this.uow.save();
    return payment;
  }

  /**
   * The client's package follows the provider's subscription as it is now. The first paid period gives the client the
   * package (to the period's end); a client deleted meanwhile gets nothing.
   */
  private async follow(tenant: TenantScope, metadata: PackageSubscriptionMetadata, subscriptionId: string): Promise<ClientPaymentOutcome> {
    const readState = async (): Promise<ProviderSubscriptionState> => {
      const now = await this.provider.getSubscription(subscriptionId);
      const periodEnd = now.currentPeriodEnd ? now.currentPeriodEnd.toISOString().slice(0, 10) : null;
      const paid = now.status === 'active' || now.status === 'trialing';
      return { paid, ended: ENDED.has(now.status), periodEnd, cancelAtPeriodEnd: now.cancelAtPeriodEnd };
    };
    const followed = await this.packages.followProviderSubscription(tenant, subscriptionId, readState);
    if (followed) return followed.changed ? 'applied' : 'duplicate';
    const state = await readState();
    if (!state.paid || !state.periodEnd) return 'ignored';
    const first = await this.payments.lockById(tenant, metadata.clientPaymentId);
    if (!first?.client || first.stripeSubscriptionId !== subscriptionId) return 'ignored';
    try {
      await this.packages.assign(
        tenant,
        first.client.id,
        { packageId: metadata.packageId },
        { stripeSubscriptionId: subscriptionId, endDate: state.periodEnd, billingInterval: metadata.interval },
      );
    } catch (error) {
      // Paid, but the package cannot be given (deactivated or full meanwhile): the payment stands and the coach refunds it.
      if (!(error instanceof HttpException)) throw error;
      this.logger.warn(`Subscription ${subscriptionId}: package not assigned (${error.message})`);
      return 'ignored';
    }
    if (state.cancelAtPeriodEnd) await this.packages.followProviderSubscription(tenant, subscriptionId, () => Promise.resolve(state));
    return 'applied';
  }
}
