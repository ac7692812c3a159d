import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  applicationFeeCents,
  CLIENT_MESSAGES,
  CLIENT_PAYMENT_MESSAGES,
  PAYMENT_FEES,
  toCents,
  type ClientPaymentType,
  type PackageBillingInterval,
} from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import type { Page } from '../../common/http/pagination';
import { AppConfig } from '../../config/app-config';
import { ClientsService } from '../clients/clients.service';
import { SeatPaymentsService } from '../meetings/seat-payments.service';
import { CouponsService } from '../coupons/coupons.service';
import { PackagesService } from '../packages/packages.service';
import { ConnectedPaymentsService } from '../payments/connected-payments.service';
import { UserBillingService } from '../users/user-billing.service';
import { ClientPaymentReceipts } from './client-payment-receipts';
import { ClientPaymentRefundsRepository } from './client-payment-refunds.repository';
import { ClientPaymentsRepository } from './client-payments.repository';
import type { ClientSubscriptionResponseDto } from '../packages/dto/client-subscription.dto';
import { packageSubscriptionMetadata } from './package-subscription-metadata';
import {
  toClientPaymentResponse,
  type AccountLinkResponseDto,
  type AccountStatusResponseDto,
  type ClientPackagesResponseDto,
  type ClientPaymentResponseDto,
  type CreateAccountResponseDto,
  type ListClientPaymentsQuery,
  type PaySessionDto,
  type PurchasePackageDto,
  type PurchaseResponseDto,
  type RefundPaymentDto,
} from './dto/client-payment.dto';
import type { ClientPayment } from './entities/client-payment.entity';

/**
 * The coach's payments account (create → onboarding link → return; its status) and the clients' payments: buying a
 * package in the portal on the coach's connected account with the platform's 5 % application fee and an optional
 * client coupon, the coach's refunds, receipts and the month's revenue. Payment outcomes arrive as webhook events
 * (ClientPaymentEventsService).
 */
@Injectable()
export class ClientPaymentsService {
  constructor(
    private readonly provider: ConnectedPaymentsService,
    private readonly payments: ClientPaymentsRepository,
    private readonly refunds: ClientPaymentRefundsRepository,
    private readonly users: UserBillingService,
    private readonly packages: PackagesService,
    private readonly coupons: CouponsService,
    private readonly clients: ClientsService,
    private readonly receipts: ClientPaymentReceipts,
    private readonly seats: SeatPaymentsService,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
    private readonly uow: UnitOfWork,
  ) {}

  // -- The payments account ----------------------------------------------------------------------------------------

  /** connected / setupComplete / requiresAction, asked of the provider (and kept on the business's user row). */
  async accountStatus(tenant: TenantScope): Promise<AccountStatusResponseDto> {
    const billing = await this.users.of(tenant.businessId);
    if (!billing?.stripeAccountId) return { connected: false, setupComplete: false, requiresAction: false };
    const account = await this.provider.getAccount(billing.stripeAccountId);
    const setupComplete = account.chargesEnabled && account.detailsSubmitted;
    if (billing.stripeAccountEnabled !== account.chargesEnabled || billing.paymentSetupComplete !== setupComplete)
      await this.users.update(tenant.businessId, { stripeAccountEnabled: account.chargesEnabled, paymentSetupComplete: setupComplete });
    return { connected: true, setupComplete, requiresAction: !setupComplete };
  }

  /** Creates the business's connected account (once: a second call answers the same account). */
  async createAccount(tenant: TenantScope): Promise<CreateAccountResponseDto> {
    const provider = this.provider;
    return this.uow.transaction(async () => {
      await this.payments.serializeAccount(tenant);
      const billing = await this.users.of(tenant.businessId);
      if (!billing) throw new NotFoundException();
      if (billing.stripeAccountId) return { accountId: billing.stripeAccountId };
      const account = await provider.createConnectedAccount({ email: billing.email, metadata: { businessId: tenant.businessId } });
      await this.users.update(tenant.businessId, { stripeAccountId: account.id, stripeAccountEnabled: false, paymentSetupComplete: false });
      this.events.record('payments_account_created', { businessId: tenant.businessId, accountId: account.id });
      return { accountId: account.id };
    });
  }

  /** The onboarding link: back to /stripe-connect/success when done, to /payment-setup when the link expired. */
  async accountLink(tenant: TenantScope): Promise<AccountLinkResponseDto> {
    const provider = this.provider;
    const billing = await this.users.of(tenant.businessId);
    if (!billing?.stripeAccountId) throw new BadRequestException(CLIENT_PAYMENT_MESSAGES.noAccount);
    return provider.createAccountLink({
      accountId: billing.stripeAccountId,
      refreshUrl: `${this.config.appUrl}/payment-setup`,
      returnUrl: `${this.config.appUrl}/stripe-connect/success`,
    });
  }

  /** The simulated provider's onboarding page: the business finishes its own account's onboarding. */
  async completeSimulatedOnboarding(tenant: TenantScope, accountId: string): Promise<AccountStatusResponseDto> {
    const billing = await this.users.of(tenant.businessId);
    if (!billing?.stripeAccountId || billing.stripeAccountId !== accountId) throw new NotFoundException(CLIENT_PAYMENT_MESSAGES.accountNotFound);
    if (!(await this.provider.completeSimulatedOnboarding(accountId))) throw new NotFoundException(CLIENT_PAYMENT_MESSAGES.accountNotFound);
    return this.accountStatus(tenant);
  }

  // -- The portal: packages, purchase, receipts --------------------------------------------------------------------

  async packagesForClient(tenant: Tenant): Promise<ClientPackagesResponseDto> {
    this.requireClient(tenant);
    const ready = await this.sellerReady(tenant.businessId);
    const page = await this.packages.list(tenant, { page: 1, limit: 200, isActive: true });
    return { paymentsReady: ready, message: ready ? null : CLIENT_PAYMENT_MESSAGES.sellerNotReady, packages: page.items };
  }

  /**
   * Buys one of the coach's active packages: the coupon is redeemed (race-safe, counted once) and the rest is charged
   * on the coach's connected account with the platform's 5 % fee. The same idempotency key answers the same payment.
   * Nothing left to pay (a 100 % coupon): paid at once. The package is the client's when the payment succeeds.
   */
  async purchase(tenant: Tenant, packageId: string, dto: PurchasePackageDto): Promise<PurchaseResponseDto> {
    const clientId = this.requireClient(tenant);
    if (!isUuid(packageId)) throw new NotFoundException(CLIENT_PAYMENT_MESSAGES.packageNotFound);
    return this.idempotently(tenant, clientId, dto.idempotencyKey, async () => {
      const coachingPackage = await this.packages.get(tenant, packageId).catch((error: unknown) => {
        if (error instanceof NotFoundException) throw new NotFoundException(CLIENT_PAYMENT_MESSAGES.packageNotFound);
        throw error;
      });
      if (!coachingPackage.isActive) throw new ConflictException(CLIENT_PAYMENT_MESSAGES.packageInactive);
      const accountId = await this.sellerAccount(tenant);
      const held = await this.packages.activeOfSignedInClient(tenant);
      if (held.some((subscription) => subscription.packageId === packageId) || (await this.payments.openForPackage(tenant, clientId, packageId)))
        throw new ConflictException(CLIENT_PAYMENT_MESSAGES.alreadyHasPackage);
      if (coachingPackage.billingInterval && toCents(coachingPackage.price) > 0) {
        if (dto.couponCode) throw new BadRequestException(CLIENT_PAYMENT_MESSAGES.couponOneOffOnly);
        return this.subscribe(tenant, clientId, accountId, { ...coachingPackage, billingInterval: coachingPackage.billingInterval }, dto.idempotencyKey);
      }
      return this.charge(tenant, clientId, accountId, {
        price: coachingPackage.price,
        paymentType: 'package',
        packageId,
        description: coachingPackage.name,
        idempotencyKey: dto.idempotencyKey,
        couponCode: dto.couponCode ?? null,
      });
    });
  }

  /**
   * Pays the client's seat in a paid group session (its price when they got the seat) on the coach's connected account
   * with the platform's 5 % fee; the seat is marked paid when the payment succeeds. One payment per seat, held by the
   * database: asking again, with any key, answers the seat's payment (pending or failed: the same card step again).
   */
  async payForSession(tenant: Tenant, meetingId: string, dto: PaySessionDto): Promise<PurchaseResponseDto> {
    const clientId = this.requireClient(tenant);
    const seatPayment = async () => {
      const seat = await this.seats.owedSeat(tenant, clientId, meetingId);
      return { seat, open: await this.payments.openForBooking(tenant, seat.participantId) };
    };
    try {
      return await this.idempotently(tenant, clientId, dto.idempotencyKey, async () => {
        const { seat, open } = await seatPayment();
        if (open) return this.seatAnswer(tenant, open);
        const accountId = await this.sellerAccount(tenant);
        return this.charge(tenant, clientId, accountId, {
          price: seat.price,
          paymentType: 'group_session',
          bookingId: seat.participantId,
          description: seat.title,
          idempotencyKey: dto.idempotencyKey,
          couponCode: null,
        });
      });
    } catch (error) {
      // Two submits with different keys at once: the seat's unique index let one payment in; answer that one.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const { open } = await seatPayment();
      if (!open) throw error;
      return this.seatAnswer(tenant, open);
    }
  }

  /** The signed-in client's payments (their receipts), newest first. */
  async receiptsOfClient(tenant: Tenant, query: ListClientPaymentsQuery): Promise<Page<ClientPaymentResponseDto>> {
    const clientId = this.requireClient(tenant);
    return this.respondPage(tenant, await this.payments.page(tenant, { ...query, clientId }));
  }

  // -- The coach's side -------------------------------------------------------------------------------------------

  async list(tenant: Tenant, query: ListClientPaymentsQuery): Promise<Page<ClientPaymentResponseDto>> {
    return this.respondPage(tenant, await this.payments.page(tenant, query));
  }

  /**
   * Refunds a paid payment, fully (no amount) or partly; several partial refunds up to the amount charged. 400 for a
   * payment that is not paid or an amount above what is left. Refunds of one payment take turns on its row.
   */
  async refund(tenant: Tenant, id: string, dto: RefundPaymentDto): Promise<ClientPaymentResponseDto> {
    if (!isUuid(id)) throw new NotFoundException(CLIENT_PAYMENT_MESSAGES.notFound);
    const provider = this.provider;
    return this.uow.transaction(async () => {
      const payment = await this.payments.lockById(tenant, id);
      if (!payment) throw new NotFoundException(CLIENT_PAYMENT_MESSAGES.notFound);
      if (payment.status !== 'paid' && payment.status !== 'partially_refunded') throw new BadRequestException(CLIENT_PAYMENT_MESSAGES.notRefundable);
      const refundableCents = toCents(payment.amount) - toCents(payment.amountRefunded);
      if (refundableCents <= 0 || !payment.stripePaymentIntentId) throw new BadRequestException(CLIENT_PAYMENT_MESSAGES.notRefundable);
      const cents = dto.amount === undefined || dto.amount === null ? refundableCents : toCents(dto.amount);
      if (cents <= 0) throw new BadRequestException(CLIENT_PAYMENT_MESSAGES.refundAmountInvalid);
      if (cents > refundableCents) throw new BadRequestException(CLIENT_PAYMENT_MESSAGES.refundTooLarge);
      const made = await provider.refund({ paymentIntentId: payment.stripePaymentIntentId, amount: cents });
      this.receipts.recordRefund(tenant, payment, { cents, stripeRefundId: made.id }, { by: tenant.actor });
      await this.uow.save();
      return this.respond(tenant, payment);
    });
  }

  /** The business's revenue this calendar month (UTC): paid client payments less refunds. */
  monthlyRevenue(tenant: TenantScope, now = new Date()): Promise<number> {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    return this.payments.revenue(tenant, from, to);
  }

  // -- Helpers ----------------------------------------------------------------------------------------------------

  /**
   * A purchase by idempotency key, in one transaction: submits of one key take turns, and a key already used answers
   * its payment. Two submits of one key that slipped past the lock: the second answers the first's payment.
   */
  private async idempotently(tenant: Tenant, clientId: string, idempotencyKey: string, work: () => Promise<PurchaseResponseDto>): Promise<PurchaseResponseDto> {
    try {
      return await this.uow.transaction(async () => {
        await this.payments.serializePurchase(tenant, clientId, idempotencyKey);
        const existing = await this.payments.findByIdempotencyKey(tenant, clientId, idempotencyKey);
        return existing ? this.purchaseAnswer(existing) : work();
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const existing = await this.payments.findByIdempotencyKey(tenant, clientId, idempotencyKey);
        if (existing) return this.purchaseAnswer(existing);
      }
      throw error;
    }
  }

  /** The coach's connected account, if it can take payments now (409 with the reason otherwise). */
  private async sellerAccount(tenant: TenantScope): Promise<string> {
    const billing = await this.users.of(tenant.businessId);
    if (!billing?.stripeAccountId || !(await this.accountStatus(tenant)).setupComplete) throw new ConflictException(CLIENT_PAYMENT_MESSAGES.sellerNotReady);
    return billing.stripeAccountId;
  }

  /**
   * Records a payment of `price` (less the client coupon, redeemed once) and asks the provider for its intent on the
   * coach's account with the platform's fee; nothing left to pay is paid at once.
   */
  private async charge(
    tenant: Tenant,
    clientId: string,
    accountId: string,
    order: {
      price: number;
      paymentType: ClientPaymentType;
      packageId?: string;
      bookingId?: string;
      description: string;
      idempotencyKey: string;
      couponCode: string | null;
    },
  ): Promise<PurchaseResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const payment = this.payments.add(tenant, {
      client,
      package: (order.packageId ?? null) as never,
      bookingId: order.bookingId ?? null,
      description: order.description,
      amount: order.price,
      originalAmount: order.price,
      paymentType: order.paymentType,
      idempotencyKey: order.idempotencyKey,
      stripeConnectAccountId: accountId,
      dueDate: new Date(),
    });
    if (order.couponCode) {
      const redemption = await this.coupons.redeemClientCoupon(tenant, {
        code: order.couponCode,
        orderAmount: order.price,
        usedBy: tenant.actor.id,
        orderId: payment.id,
        clientId,
        packageId: order.packageId,
      });
      payment.couponCode = order.couponCode;
      payment.discountAmount = redemption.discountAmount;
      payment.amount = redemption.finalAmount;
    }
    const cents = toCents(payment.amount);
    payment.applicationFeeAmount = applicationFeeCents(cents);
    await this.uow.save();

    if (cents === 0) {
      await this.receipts.markPaid(tenant, payment, new Date());
    } else {
      const intent = await this.provider.createPaymentIntent({
        amount: cents,
        currency: payment.currency,
        connectedAccountId: accountId,
        applicationFeeAmount: payment.applicationFeeAmount,
        metadata: {
          kind: 'client_payment',
          businessId: tenant.businessId,
          clientPaymentId: payment.id,
          clientId,
          ...(order.packageId && { packageId: order.packageId }),
          ...(order.bookingId && { bookingId: order.bookingId }),
        },
      });
      payment.stripePaymentIntentId = intent.id;
      payment.clientSecret = intent.clientSecret;
    }
    await this.uow.save();
    return this.purchaseAnswer((await this.payments.findById(tenant, payment.id)) ?? payment);
  }

  /**
   * A recurring package: a provider subscription on the coach's connected account with the platform's fee percentage of
   * every invoice, for the client as the provider's customer. Its first invoice is this payment (pending, with the
   * secret the same card form confirms); renewals become payments of their own as the provider's events arrive.
   */
  private async subscribe(
    tenant: Tenant,
    clientId: string,
    accountId: string,
    coachingPackage: { id: string; name: string; price: number; billingInterval: PackageBillingInterval },
    idempotencyKey: string,
  ): Promise<PurchaseResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const cents = toCents(coachingPackage.price);
    const payment = this.payments.add(tenant, {
      client,
      package: coachingPackage.id as never,
      description: coachingPackage.name,
      amount: coachingPackage.price,
      originalAmount: coachingPackage.price,
      paymentType: 'package',
      idempotencyKey,
      stripeConnectAccountId: accountId,
      applicationFeeAmount: applicationFeeCents(cents),
      dueDate: new Date(),
    });
    await this.uow.save();
    const customer = await this.provider.createCustomer({
      email: client.email,
      name: `${client.firstName} ${client.lastName}`.trim(),
      metadata: { businessId: tenant.businessId, clientId },
    });
    const subscription = await this.provider.createConnectedSubscription({
      customerId: customer.id,
      unitAmount: cents,
      currency: payment.currency,
      interval: coachingPackage.billingInterval,
      // A new price when the package's price or billing changes; subscriptions keep the price they were bought at.
      priceKey: `package_${coachingPackage.id}_${coachingPackage.billingInterval}_${cents}_${payment.currency}`,
      productName: coachingPackage.name,
      connectedAccountId: accountId,
      applicationFeePercent: PAYMENT_FEES.platformPercent,
      metadata: packageSubscriptionMetadata({
        businessId: tenant.businessId,
        clientId,
        packageId: coachingPackage.id,
        clientPaymentId: payment.id,
        accountId,
        interval: coachingPackage.billingInterval,
        description: coachingPackage.name,
      }),
    });
    const invoice = await this.provider.latestInvoice(subscription.id);
    payment.stripeSubscriptionId = subscription.id;
    payment.stripeInvoiceId = invoice?.id ?? null;
    payment.stripePaymentIntentId = invoice?.paymentIntentId ?? null;
    payment.clientSecret = subscription.clientSecret;
    await this.uow.save();
    return this.purchaseAnswer(payment);
  }

  /**
   * Ends a recurring package at the end of its period, or takes that back while the period runs: the signed-in client's
   * own (`clientId` null) or, for the business, one of its clients'. The provider stops (or resumes) the renewals.
   */
  async setCancelAtPeriodEnd(tenant: Tenant, clientId: string | null, subscriptionId: string, cancel: boolean): Promise<ClientSubscriptionResponseDto> {
    const owner = clientId ?? this.requireClient(tenant);
    return this.packages.setCancelAtPeriodEnd(tenant, owner, subscriptionId, cancel, async (stripeSubscriptionId) => {
      await this.provider.setCancelAtPeriodEnd(stripeSubscriptionId, cancel);
    });
  }

  /** A seat's payment answered again; one already paid (a seat given again after leaving) marks the seat paid. */
  private async seatAnswer(tenant: TenantScope, payment: ClientPayment): Promise<PurchaseResponseDto> {
    if ((payment.status === 'paid' || payment.status === 'partially_refunded') && payment.bookingId) await this.seats.markPaid(tenant, payment.bookingId);
    return this.purchaseAnswer(payment);
  }

  /** Whether the coach can take payments now (asked of the provider). */
  private async sellerReady(businessId: string): Promise<boolean> {
    if (!this.provider.available) return false;
    return (await this.accountStatus({ businessId })).setupComplete;
  }

  private requireClient(tenant: Tenant): string {
    if (!tenant.clientId) throw new ForbiddenException(CLIENT_MESSAGES.notFound);
    return tenant.clientId;
  }

  private async purchaseAnswer(payment: ClientPayment): Promise<PurchaseResponseDto> {
    const due = payment.status === 'pending' || payment.status === 'failed';
    return { payment: toClientPaymentResponse(payment), clientSecret: due ? (payment.clientSecret ?? null) : null };
  }

  private async respond(tenant: TenantScope, payment: ClientPayment): Promise<ClientPaymentResponseDto> {
    return toClientPaymentResponse(payment, await this.refunds.ofPayments(tenant, [payment.id]));
  }

  private async respondPage(tenant: TenantScope, page: Page<ClientPayment>): Promise<Page<ClientPaymentResponseDto>> {
    const refunds = await this.refunds.ofPayments(
      tenant,
      page.items.map((payment) => payment.id),
    );
    return page.map((payment) =>
      toClientPaymentResponse(
        payment,
        refunds.filter((refund) => refund.payment.id === payment.id),
      ),
    );
  }
}
