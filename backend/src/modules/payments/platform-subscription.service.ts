import { BadRequestException, Inject, Injectable, NotFoundException, Optional, ServiceUnavailableException } from '@nestjs/common';
import {
  billingIntervalOf,
  PAYMENT_MESSAGES,
  PLAN_CHANGE_MESSAGES,
  PLATFORM_BILLING_OPTIONS,
  PLATFORM_PLAN,
  quotePlanChange,
  subscriptionTier,
  type PlanChangeQuote,
  type PlatformBillingInterval,
  type SubscriptionTierId,
} from '@coachcore/domain';
import { DomainEvents } from '../../common/events/domain-events';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { TenantScope } from '../../common/http/authenticated-request';
import { UserBillingService } from '../users/user-billing.service';
import { BusinessPaymentsRepository } from './business-payments.repository';
import {
  toSubscriptionStatusResponse,
  type ChangePlanDto,
  type CreatePlatformSubscriptionDto,
  type GetOrCreateSubscriptionDto,
  type PaymentMethodSetupResponseDto,
  type PaymentMethodUpdatedResponseDto,
  type PlanChangeQuoteResponseDto,
  type PlanChangedResponseDto,
  type UpdatePaymentMethodDto,
  type PaymentsConfigResponseDto,
  type SubscriptionPaymentResponseDto,
  type SubscriptionStatusResponseDto,
} from './dto/platform-subscription.dto';
import type { PlatformSubscription } from './entities/platform-subscription.entity';
import { PaymentsSettings } from './payments-settings';
import { PLATFORM_COUPON_REDEEMER, type PlatformCouponRedeemer } from './platform-coupons.port';
import { PlatformSubscriptionsRepository } from './platform-subscriptions.repository';
import { PaymentMethodError, PAYMENTS_PROVIDER, type PaymentsProvider, type ProviderSubscription } from './provider/payments-provider';

/** States in which a business already has its subscription (nothing new is created). */
const LIVE = new Set(['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused']);
/** States in which the card on file can be replaced (a past-due one pays its open invoice with the new card). */
const CARD_REPLACEABLE = new Set(['trialing', 'active', 'past_due', 'unpaid']);

/** What a subscription is to: the one plan (monthly), or a tier of the older three-tier page. */
interface PlanOffer {
  plan: string;
  /** Major units per period. */
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  priceKey: string;
  productName: string;
}

const MONTHLY_PLAN: PlanOffer = {
  plan: PLATFORM_PLAN.priceId,
  amount: PLATFORM_PLAN.amount,
  currency: PLATFORM_PLAN.currency,
  interval: PLATFORM_PLAN.interval,
  priceKey: PLATFORM_PLAN.priceId,
  productName: PLATFORM_PLAN.name,
};

function tierOffer(id: SubscriptionTierId): PlanOffer {
  const tier = subscriptionTier(id)!;
  return {
    plan: tier.id,
    amount: tier.price,
    currency: 'usd',
    interval: 'month',
    priceKey: `coachcore-tier-${tier.id}`,
    productName: `CoachCore ${tier.name}`,
  };
}

const toPence = (amount: number) => Math.round(amount * 100);

/** The coach's platform subscription (document 3 sections 2.1 and 7): one plan, 50 GBP a month. */
@Injectable()
export class PlatformSubscriptionService {
  constructor(
    @Inject(PAYMENTS_PROVIDER) private readonly provider: PaymentsProvider | null,
    private readonly settings: PaymentsSettings,
    private readonly subscriptions: PlatformSubscriptionsRepository,
    private readonly users: UserBillingService,
    private readonly uow: UnitOfWork,
    private readonly payments: BusinessPaymentsRepository,
    private readonly events: DomainEvents,
    @Optional() @Inject(PLATFORM_COUPON_REDEEMER) private readonly coupons?: PlatformCouponRedeemer,
  ) {}

  config(): PaymentsConfigResponseDto {
    return { provider: this.settings.mode, publishableKey: this.provider?.publishableKey ?? null };
  }

  async status(tenant: TenantScope): Promise<SubscriptionStatusResponseDto> {
    const [sub, billing] = await Promise.all([this.subscriptions.findForBusiness(tenant), this.users.of(tenant.businessId)]);
    return toSubscriptionStatusResponse(sub, billing?.subscriptionStatus ?? null, billing?.subscriptionPlan ?? null);
  }

  /**
   * The older page's call on load: the business's subscription, created the first time, with the secret its card form
   * needs. `plan` picks a tier of the three-tier page (the one plan without it); a subscription still waiting for its
   * first payment to another plan is replaced by one to this plan.
   */
  getOrCreate(tenant: TenantScope, dto: GetOrCreateSubscriptionDto = {}): Promise<SubscriptionPaymentResponseDto> {
    return this.start(tenant, null, dto.plan ? tierOffer(dto.plan) : MONTHLY_PLAN);
  }

  async create(tenant: TenantScope, dto: CreatePlatformSubscriptionDto): Promise<SubscriptionPaymentResponseDto> {
    return this.start(tenant, dto.couponCode?.trim() || null, MONTHLY_PLAN);
  }

  private start(tenant: TenantScope, couponCode: string | null, offer: PlanOffer): Promise<SubscriptionPaymentResponseDto> {
    const provider = this.requireProvider();
    // One business's calls take turns, so two presses at once create one subscription at the provider.
    return this.uow.transaction(async () => {
      await this.subscriptions.serialize(tenant);
      const existing = await this.subscriptions.findForBusiness(tenant);
      const billingNow = await this.users.of(tenant.businessId);
      const otherPlanUnpaid = existing?.status === 'incomplete' && (billingNow?.subscriptionPlan ?? PLATFORM_PLAN.priceId) !== offer.plan;
      if (existing && LIVE.has(existing.status) && !otherPlanUnpaid) return this.answer(existing, false);

      let amount: number = offer.amount;
      let redemption: Awaited<ReturnType<PlatformCouponRedeemer['forPlatformPlan']>> = null;
      if (couponCode) {
        redemption = (await this.coupons?.forPlatformPlan(tenant.businessId, couponCode, amount)) ?? null;
        if (!redemption) throw new BadRequestException(PAYMENT_MESSAGES.couponNotValid);
        amount = redemption.finalAmount;
      }

      const billing = billingNow;
      if (!billing) throw new NotFoundException();
      if (redemption && amount <= 0) {
        await redemption.redeem();
        await this.users.update(tenant.businessId, { subscriptionStatus: 'active', subscriptionPlan: offer.plan, subscriptionEndsAt: null });
        return { subscriptionId: null, status: 'active', clientSecret: null, freeAccess: true };
      }
      const customerId =
        billing.stripeCustomerId ??
        (await provider.createCustomer({ email: billing.email, name: billing.name, metadata: { businessId: tenant.businessId } })).id;
      const created = await provider.createSubscription({
        customerId,
        unitAmount: Math.round(amount * 100),
        currency: offer.currency,
        interval: offer.interval,
        priceKey: amount === offer.amount ? offer.priceKey : `${offer.priceKey}-${Math.round(amount * 100)}`,
        productName: offer.productName,
        metadata: { businessId: tenant.businessId, plan: offer.plan },
      });
      await redemption?.redeem();
      const sub = existing ? this.replace(existing, created, customerId) : this.subscriptions.add(tenant, this.fieldsOf(created, customerId));
      await this.users.update(tenant.businessId, { stripeCustomerId: customerId, stripeSubscriptionId: created.id, subscriptionPlan: offer.plan });
      await this.uow.save();
      return this.answer(sub, false);
    });
  }

  /** Cancels at the end of the current period (`cancel`), or takes that back while the period runs. */
  async setCancelAtPeriodEnd(tenant: TenantScope, cancel: boolean): Promise<SubscriptionStatusResponseDto> {
    const provider = this.requireProvider();
    const sub = await this.subscriptions.findForBusiness(tenant);
    if (!sub) throw new NotFoundException(PAYMENT_MESSAGES.noSubscription);
    if (!['active', 'trialing', 'past_due'].includes(sub.status)) throw new BadRequestException(PAYMENT_MESSAGES.notActive);
    const updated = await provider.setCancelAtPeriodEnd(sub.stripeSubscriptionId, cancel);
    await this.uow.transaction(async () => {
      const locked = await this.subscriptions.lockForBusiness(tenant);
      // The provider's answer is its newest state, unless a webhook event already brought a newer one.
      if (locked && locked.stripeSubscriptionId === updated.id && locked.stateAt.getTime() <= Date.now()) {
        locked.cancelAtPeriodEnd = updated.cancelAtPeriodEnd;
        locked.stateAt = new Date(Math.floor(Date.now() / 1000) * 1000);
        await this.uow.save();
      }
    });
    return this.status(tenant);
  }

  /** Update Payment Method, first step: a setup intent of the business's customer, whose secret the card form confirms. */
  async setupPaymentMethod(tenant: TenantScope): Promise<PaymentMethodSetupResponseDto> {
    const provider = this.requireProvider();
    const sub = await this.subscriptions.findForBusiness(tenant);
    if (!sub) throw new NotFoundException(PAYMENT_MESSAGES.noSubscription);
    if (!CARD_REPLACEABLE.has(sub.status)) throw new BadRequestException(PAYMENT_MESSAGES.notActive);
    const intent = await provider.createSetupIntent({ customerId: sub.stripeCustomerId, metadata: { businessId: tenant.businessId } });
    return { setupIntentId: intent.id, clientSecret: intent.clientSecret };
  }

  /**
   * Update Payment Method, second step: the confirmed card becomes the subscription's. A past-due (or suspended) business
   * pays its open invoice with it at once; the provider's events then make the subscription active and lift the suspension.
   */
  async updatePaymentMethod(tenant: TenantScope, dto: UpdatePaymentMethodDto): Promise<PaymentMethodUpdatedResponseDto> {
    const provider = this.requireProvider();
    const sub = await this.subscriptions.findForBusiness(tenant);
    if (!sub) throw new NotFoundException(PAYMENT_MESSAGES.noSubscription);
    if (!CARD_REPLACEABLE.has(sub.status)) throw new BadRequestException(PAYMENT_MESSAGES.notActive);
    try {
      const card = await provider.useSetupIntentCard({
        setupIntentId: dto.setupIntentId,
        customerId: sub.stripeCustomerId,
        subscriptionId: sub.stripeSubscriptionId,
      });
      return { brand: card.brand, last4: card.last4, paidOpenInvoice: card.paidOpenInvoice };
    } catch (error) {
      if (error instanceof PaymentMethodError) throw new BadRequestException(error.message);
      throw error;
    }
  }

  /** What moving to `interval` billing costs now (Change Plan shows it before the coach confirms). */
  async quotePlanChange(tenant: TenantScope, interval: PlatformBillingInterval): Promise<PlanChangeQuoteResponseDto> {
    const { quote } = await this.planChange(tenant, interval, new Date());
    return this.toQuoteResponse(quote);
  }

  /**
   * Change Plan: monthly or annual billing from now, prorated. Monthly → annual charges the annual price less the unused
   * part of the month; annual → monthly within 60 days of the year's start refunds the unused part of the year and
   * charges the month (legal pages), later it is refused. One change at a time per business.
   */
  async changePlan(tenant: TenantScope, dto: ChangePlanDto): Promise<PlanChangedResponseDto> {
    const provider = this.requireProvider();
    const quote = await this.uow.transaction(async () => {
      await this.subscriptions.serialize(tenant);
      const now = new Date();
      const { sub, quote, yearInvoice } = await this.planChange(tenant, dto.interval, now);
      const option = PLATFORM_BILLING_OPTIONS[dto.interval];
      // The payment the refund goes back to: the year's invoice's, before the change adds the new month's.
      const refundFrom = quote.refund > 0 ? yearInvoice : null;
      if (quote.refund > 0 && !refundFrom?.paymentIntentId) throw new BadRequestException(PLAN_CHANGE_MESSAGES.notChangeable);
      let changed: ProviderSubscription;
      try {
        changed = await provider.changeSubscriptionPrice({
          subscriptionId: sub.stripeSubscriptionId,
          unitAmount: toPence(option.amount),
          currency: PLATFORM_PLAN.currency,
          interval: option.providerInterval,
          priceKey: option.planId,
          productName: PLATFORM_PLAN.name,
          plan: option.planId,
          prorate: dto.interval === 'annual',
        });
      } catch (error) {
        if (error instanceof PaymentMethodError) throw new BadRequestException(error.message);
        throw error;
      }
      if (refundFrom?.paymentIntentId) {
        const refundPence = Math.min(toPence(quote.refund), refundFrom.amountPaid);
        const refund = await provider.refund({ paymentIntentId: refundFrom.paymentIntentId, amount: refundPence });
        this.payments.addRefund(tenant, {
          amount: refund.amount / 100,
          currency: refundFrom.currency,
          stripePaymentIntentId: refundFrom.paymentIntentId,
          at: now,
        });
      }
      // The provider's answer is its newest state: events it produced before it (to the millisecond; its own events of
      // the change say the same again) are stale from now, so a late one cannot bring the old plan back.
      const locked = await this.subscriptions.lockForBusiness(tenant);
      if (locked && locked.stripeSubscriptionId === changed.id) {
        locked.priceId = changed.priceId;
        locked.currentPeriodStart = changed.currentPeriodStart;
        locked.currentPeriodEnd = changed.currentPeriodEnd;
        locked.stateAt = new Date();
      }
      await this.users.update(tenant.businessId, { subscriptionPlan: option.planId, subscriptionEndsAt: changed.currentPeriodEnd });
      this.events.record('platform_plan_changed', {
        businessId: tenant.businessId,
        from: quote.from,
        to: quote.to,
        amountDue: quote.amountDue,
        refund: quote.refund,
      });
      await this.uow.save();
      return quote;
    });
    return { quote: this.toQuoteResponse(quote), subscription: await this.status(tenant) };
  }

  private async planChange(tenant: TenantScope, to: PlatformBillingInterval, now: Date) {
    const [sub, billing] = await Promise.all([this.subscriptions.findForBusiness(tenant), this.users.of(tenant.businessId)]);
    if (!sub) throw new NotFoundException(PAYMENT_MESSAGES.noSubscription);
    const plan = billing?.subscriptionPlan ?? PLATFORM_PLAN.priceId;
    const standing = billing?.subscriptionStatus ?? sub.status;
    // The tiers of the older page are billed monthly in dollars: they change plan on that page, not here.
    if (sub.status !== 'active' || standing !== 'active' || subscriptionTier(plan) || !sub.currentPeriodStart || !sub.currentPeriodEnd)
      throw new BadRequestException(PLAN_CHANGE_MESSAGES.notChangeable);
    const from = billingIntervalOf(plan);
    // A year is refunded on what was paid for it (less when a month's credit paid part of it): its invoice as the
    // provider has it, so a change made moments after the year was bought does not wait for the year's webhook.
    const yearInvoice = from === 'annual' ? await this.requireProvider().latestInvoice(sub.stripeSubscriptionId) : null;
    const paid = yearInvoice?.status === 'paid' ? yearInvoice : null;
    const result = quotePlanChange({
      from,
      to,
      periodStart: sub.currentPeriodStart.getTime(),
      periodEnd: sub.currentPeriodEnd.getTime(),
      now: now.getTime(),
      paidForPeriod: paid ? paid.amountPaid / 100 : null,
    });
    if (!result.ok) throw new BadRequestException(result.error);
    return { sub, quote: result.quote, yearInvoice: paid };
  }

  private toQuoteResponse(quote: PlanChangeQuote): PlanChangeQuoteResponseDto {
    return {
      from: quote.from,
      to: quote.to,
      currency: PLATFORM_PLAN.currency,
      unusedCredit: quote.unusedCredit,
      amountDue: quote.amountDue,
      refund: quote.refund,
      newPeriodEnd: Math.floor(quote.newPeriodEnd / 1000),
    };
  }

  private requireProvider(): PaymentsProvider {
    if (!this.provider) throw new ServiceUnavailableException(PAYMENT_MESSAGES.configurationRequired);
    return this.provider;
  }

  private fieldsOf(created: ProviderSubscription, customerId: string) {
    return {
      stripeSubscriptionId: created.id,
      stripeCustomerId: customerId,
      status: created.status,
      priceId: created.priceId,
      currentPeriodStart: created.currentPeriodStart,
      currentPeriodEnd: created.currentPeriodEnd,
      cancelAtPeriodEnd: created.cancelAtPeriodEnd,
      pendingClientSecret: created.clientSecret,
      stateAt: created.created,
    };
  }

  /** A new subscription after a canceled or expired one: the business's one row follows the new one. */
  private replace(sub: PlatformSubscription, created: ProviderSubscription, customerId: string): PlatformSubscription {
    Object.assign(sub, this.fieldsOf(created, customerId));
    return sub;
  }

  private answer(sub: PlatformSubscription, freeAccess: boolean): SubscriptionPaymentResponseDto {
    return {
      subscriptionId: sub.stripeSubscriptionId,
      status: sub.status,
      clientSecret: sub.status === 'incomplete' ? (sub.pendingClientSecret ?? null) : null,
      freeAccess,
    };
  }
}
