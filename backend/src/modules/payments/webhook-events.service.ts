import { invoicePaymentIntent } from './provider/invoice-payment-intent';
import { Injectable, Logger, Optional } from '@nestjs/common';
import { PAYMENT_GRACE_DAYS, PLATFORM_PLAN } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import { AppConfig } from '../../config/app-config';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { ClientPaymentEventsService } from '../client-payments/client-payment-events.service';
import { NotificationsService } from '../notifications/notifications.service';
import { UserBillingService } from '../users/user-billing.service';
import { BusinessPaymentsRepository } from './business-payments.repository';
import type { PlatformSubscription } from './entities/platform-subscription.entity';
import { PlatformSubscriptionsRepository } from './platform-subscriptions.repository';
import type { ProviderEvent } from './provider/payments-provider';
import { WebhookEventsRepository } from './webhook-events.repository';

type Json = Record<string, unknown>;
type Outcome = 'applied' | 'stale' | 'ignored' | 'duplicate';

const DAY_MS = 24 * 3600 * 1000;

/**
 * How far along a subscription is, to order two states the provider produced in the same second (its timestamps have
 * second precision): a later stage wins a tie, so a late `incomplete` never undoes an `active` of the same second.
 */
const STAGE: Record<string, number> = { incomplete: 0, trialing: 1, active: 1, past_due: 1, unpaid: 1, paused: 1, incomplete_expired: 2, canceled: 2 };

/** The subscription an invoice belongs to (Stripe's 2025+ shape, and the older top-level field). */
function invoiceSubscription(invoice: Json): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: string | { id: string } } } | null | undefined;
  const value = parent?.subscription_details?.subscription ?? (invoice.subscription as string | { id: string } | null | undefined);
  return typeof value === 'string' ? value : (value?.id ?? null);
}

const seconds = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : null);

/**
 * Applies recorded webhook events (worker side, the `billing/apply-webhook-event` job): each at most once (the row is
 * locked and marked in the same transaction as its effects), and per subscription in the provider's order: an event
 * older than the state already applied changes nothing.
 */
@Injectable()
export class WebhookEventsService {
  private readonly logger = new Logger(WebhookEventsService.name);

  constructor(
    private readonly webhookEvents: WebhookEventsRepository,
    private readonly subscriptions: PlatformSubscriptionsRepository,
    private readonly payments: BusinessPaymentsRepository,
    private readonly users: UserBillingService,
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
    private readonly uow: UnitOfWork,
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
    /** Client payments' and payments accounts' events (the client-payments module). */
    @Optional() private readonly clientPayments?: ClientPaymentEventsService,
  ) {}

  async apply(eventId: string): Promise<Outcome> {
    const outcome = await this.uow.transaction(async () => {
      const row = await this.webhookEvents.lockUnprocessed(eventId);
      if (!row) return 'duplicate' as const;
      const event = row.payload as unknown as ProviderEvent;
      const graceJobs: { businessId: string; paymentId: string; at: Date }[] = [];
      const result = await this.dispatch(event, graceJobs);
      // Enqueued before the commit: should Redis refuse, the event stays unapplied and its job retries. A suspension
      // job that outlives a rolled-back transaction finds nothing to suspend (its statement checks the payment).
      for (const job of graceJobs)
        await this.jobs.enqueue(
          'billing',
          'suspend-after-grace',
          { businessId: job.businessId, businessPaymentId: job.paymentId },
          {
            jobId: `grace.${job.paymentId}`,
            delay: Math.max(0, job.at.getTime() - Date.now()),
          },
        );
      await this.webhookEvents.markProcessed(eventId, result, new Date());
      return result;
    });
    this.logger.debug(`Webhook event ${eventId}: ${outcome}`);
    return outcome;
  }

  private dispatch(event: ProviderEvent, graceJobs: { businessId: string; paymentId: string; at: Date }[]): Promise<Outcome> {
    const object = event.data.object;
    const at = new Date(event.created * 1000);
    const packageSubscription = this.clientPayments?.applyPackageSubscription(event);
    if (packageSubscription) return packageSubscription;
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.applySubscription(object, at);
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        return this.applyInvoicePaid(object, at);
      case 'invoice.payment_failed':
        return this.applyInvoiceFailed(object, at, graceJobs);
      default:
        return this.clientPayments?.apply(event) ?? Promise.resolve('ignored');
    }
  }

  /** The business's subscription row for a provider subscription, locked (events of one subscription take turns). */
  private async lockSubscription(stripeSubscriptionId: string | null): Promise<PlatformSubscription | null> {
    if (!stripeSubscriptionId) return null;
    const businessId = await this.subscriptions.businessOf(stripeSubscriptionId);
    if (!businessId) return null;
    const sub = await this.subscriptions.lockForBusiness({ businessId });
    return sub?.stripeSubscriptionId === stripeSubscriptionId ? sub : null;
  }

  private async applySubscription(object: Json, at: Date): Promise<Outcome> {
    const sub = await this.lockSubscription(object.id as string);
    if (!sub) return 'ignored';
    const status = object.status as string;
    const newer = at.getTime() > sub.stateAt.getTime() || (at.getTime() === sub.stateAt.getTime() && (STAGE[status] ?? 1) >= (STAGE[sub.status] ?? 1));
    if (!newer) return 'stale';
    const item = (object.items as { data?: Json[] } | undefined)?.data?.[0];
    sub.status = status;
    sub.cancelAtPeriodEnd = Boolean(object.cancel_at_period_end);
    sub.currentPeriodStart = seconds(item?.current_period_start) ?? sub.currentPeriodStart;
    sub.currentPeriodEnd = seconds(item?.current_period_end) ?? sub.currentPeriodEnd;
    sub.stateAt = at;
    if (status !== 'incomplete') sub.pendingClientSecret = null;
    const businessId = sub.business.id;
    sub.priceId = ((item?.price as Json | undefined)?.id as string | undefined) ?? sub.priceId;
    const plan = (object.metadata as Record<string, string> | undefined)?.plan;
    const fields = {
      stripeSubscriptionId: sub.stripeSubscriptionId,
      subscriptionPlan: plan || PLATFORM_PLAN.priceId,
      subscriptionEndsAt: sub.currentPeriodEnd ?? null,
    };
    await this.users.update(businessId, fields);
    // A subscription whose first payment is still due is no state of the business yet. A suspension is ours, not
    // the provider's: only a paid subscription (active) lifts it.
    if (status !== 'incomplete' && status !== 'incomplete_expired')
      await this.users.update(businessId, { subscriptionStatus: status }, status === 'active' ? undefined : SUBSCRIPTION_STATES_THE_PROVIDER_OWNS);
    await this.uow.save();
    return 'applied';
  }

  private async applyInvoicePaid(invoice: Json, at: Date): Promise<Outcome> {
    const sub = await this.lockSubscription(invoiceSubscription(invoice));
    if (!sub) return 'ignored';
    const tenant = { businessId: sub.business.id };
    const payment = await this.paymentFor(tenant, invoice);
    if (payment.status === 'paid') return 'duplicate';
    payment.status = 'paid';
    payment.paidAt = seconds((invoice.status_transitions as Json | undefined)?.paid_at) ?? at;
    payment.amount = ((invoice.amount_paid as number) || (invoice.amount_due as number)) / 100;
    payment.stripePaymentIntentId = invoicePaymentIntent(invoice) ?? payment.stripePaymentIntentId;
    payment.gracePeriodEnd = null;
    payment.suspensionScheduled = false;
    // A payment after a failure (or a suspension) puts the business back in good standing; the provider makes its
    // subscription active again too (its own event saying so may come later, or earlier: the newer state stays).
    if ((sub.status === 'past_due' || sub.status === 'unpaid') && at.getTime() >= sub.stateAt.getTime()) {
      sub.status = 'active';
      sub.stateAt = at;
    }
    await this.users.update(tenant.businessId, { subscriptionStatus: 'active' }, ['past_due', 'suspended']);
    this.events.record('payment_received', {
      businessId: tenant.businessId,
      paymentId: payment.id,
      kind: 'platform_subscription',
      amount: payment.amount,
      currency: payment.currency,
    });
    await this.uow.save();
    return 'applied';
  }

  private async applyInvoiceFailed(invoice: Json, at: Date, graceJobs: { businessId: string; paymentId: string; at: Date }[]): Promise<Outcome> {
    const sub = await this.lockSubscription(invoiceSubscription(invoice));
    if (!sub) return 'ignored';
    const tenant = { businessId: sub.business.id };
    const payment = await this.paymentFor(tenant, invoice);
    const attempt = Number(invoice.attempt_count) || payment.failureCount + 1;
    if (payment.status === 'paid' || attempt <= payment.failureCount) return 'stale';
    payment.status = 'failed';
    payment.failedAt = at;
    payment.failureCount = attempt;
    payment.failureReason = ((invoice.last_payment_error as Json | undefined)?.message as string | undefined) ?? `Payment attempt ${attempt} failed`;
    // The first payment of a new subscription failing leaves it incomplete: no grace, nothing was running yet.
    const renewal = invoice.billing_reason !== 'subscription_create';
    if (renewal && !payment.gracePeriodEnd) {
      payment.gracePeriodEnd = new Date(at.getTime() + PAYMENT_GRACE_DAYS * DAY_MS);
      payment.suspensionScheduled = true;
      await this.users.update(tenant.businessId, { subscriptionStatus: 'past_due' }, ['active', 'past_due', 'trialing']);
      graceJobs.push({ businessId: tenant.businessId, paymentId: payment.id, at: payment.gracePeriodEnd });
    }
    this.events.record('payment_failed', {
      businessId: tenant.businessId,
      paymentId: payment.id,
      kind: 'platform_subscription',
      amount: payment.amount,
      currency: payment.currency,
      failureReason: payment.failureReason,
      attempt,
      gracePeriodEnd: payment.gracePeriodEnd?.toISOString() ?? null,
    });
    await this.uow.save();
    return 'applied';
  }

  private async paymentFor(tenant: { businessId: string }, invoice: Json) {
    const invoiceId = invoice.id as string;
    const existing = await this.payments.lockByInvoice(tenant, invoiceId);
    if (existing) return existing;
    const payment = this.payments.add(tenant, {
      amount: (invoice.amount_due as number) / 100,
      currency: String(invoice.currency ?? 'gbp'),
      paymentType: 'subscription',
      stripeInvoiceId: invoiceId,
      dueDate: seconds(invoice.due_date) ?? seconds(invoice.created),
    });
    await this.uow.save();
    return payment;
  }

  /**
   * Suspends the business when the grace period of a failed payment has ended and it is still past due (the delayed
   * `billing/suspend-after-grace` job). Safe with several workers: one conditional statement decides.
   */
  async suspendAfterGrace(businessId: string, businessPaymentId: string, now = new Date()): Promise<boolean> {
    return this.uow.transaction(async () => {
      const suspended = await this.payments.suspendIfGraceEnded({ businessId }, businessPaymentId, now);
      if (suspended) {
        // The owner reads why and how to pay; the e-mail commits with the suspension, its event's subscriber sends it.
        const [owner, payment] = await Promise.all([this.users.of(businessId), this.payments.findById({ businessId }, businessPaymentId)]);
        if (owner && payment) {
          const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: payment.currency.toUpperCase() }).format(Number(payment.amount));
          this.notifications.stageBusinessSuspendedEmail(businessPaymentId, owner.email, {
            firstName: owner.name.split(' ')[0] || owner.name,
            amount,
            payUrl: `${this.config.appUrl}/platform-subscription`,
          });
        }
        this.events.record('business_suspended', { businessId, reason: 'payment_grace_ended', businessPaymentId });
      }
      await this.uow.save();
      return suspended;
    });
  }
}

/** The statuses the provider's events may overwrite (everything but our own `suspended`). */
const SUBSCRIPTION_STATES_THE_PROVIDER_OWNS = [
  null,
  'none',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
