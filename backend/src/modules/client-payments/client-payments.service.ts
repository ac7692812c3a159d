import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { applicationFeeCents, CLIENT_MESSAGES, CLIENT_PAYMENT_MESSAGES, toCents } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import type { Page } from '../../common/http/pagination';
import { AppConfig } from '../../config/app-config';
import { ClientsService } from '../clients/clients.service';
import { CouponsService } from '../coupons/coupons.service';
import { PackagesService } from '../packages/packages.service';
import { ConnectedPaymentsService } from '../payments/connected-payments.service';
import { UserBillingService } from '../users/user-billing.service';
import { ClientPaymentReceipts } from './client-payment-receipts';
import { ClientPaymentRefundsRepository } from './client-payment-refunds.repository';
import { ClientPaymentsRepository } from './client-payments.repository';
import {
  toClientPaymentResponse,
  type AccountLinkResponseDto,
  type AccountStatusResponseDto,
  type ClientPackagesResponseDto,
  type ClientPaymentResponseDto,
  type CreateAccountResponseDto,
  type ListClientPaymentsQuery,
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
    try {
      return await this.uow.transaction(async () => {
        await this.payments.serializePurchase(tenant, clientId, dto.idempotencyKey);
        const existing = await this.payments.findByIdempotencyKey(tenant, clientId, dto.idempotencyKey);
        if (existing) return this.purchaseAnswer(existing);

        const coachingPackage = await this.packages.get(tenant, packageId).catch((error: unknown) => {
          if (error instanceof NotFoundException) throw new NotFoundException(CLIENT_PAYMENT_MESSAGES.packageNotFound);
          throw error;
        });
        if (!coachingPackage.isActive) throw new ConflictException(CLIENT_PAYMENT_MESSAGES.packageInactive);
        const billing = await this.users.of(tenant.businessId);
        if (!billing?.stripeAccountId || !(await this.accountStatus(tenant)).setupComplete) throw new ConflictException(CLIENT_PAYMENT_MESSAGES.sellerNotReady);
        const held = await this.packages.activeOfSignedInClient(tenant);
        if (held.some((subscription) => subscription.packageId === packageId) || (await this.payments.openForPackage(tenant, clientId, packageId)))
          throw new ConflictException(CLIENT_PAYMENT_MESSAGES.alreadyHasPackage);
        const provider = this.provider;
        const client = await this.clients.findOrFail(tenant, clientId);

        const payment = this.payments.add(tenant, {
          client,
          package: coachingPackage.id as never,
          amount: coachingPackage.price,
          originalAmount: coachingPackage.price,
          paymentType: 'package',
          idempotencyKey: dto.idempotencyKey,
          stripeConnectAccountId: billing.stripeAccountId,
          dueDate: new Date(),
        });
        if (dto.couponCode) {
          const redemption = await this.coupons.redeemClientCoupon(tenant, {
            code: dto.couponCode,
            orderAmount: coachingPackage.price,
            usedBy: tenant.actor.id,
            orderId: payment.id,
            clientId,
            packageId,
          });
          payment.couponCode = dto.couponCode;
          payment.discountAmount = redemption.discountAmount;
          payment.amount = redemption.finalAmount;
        }
        const cents = toCents(payment.amount);
        payment.applicationFeeAmount = applicationFeeCents(cents);
        await this.uow.save();

        if (cents === 0) {
          await this.receipts.markPaid(tenant, payment, new Date());
        } else {
          const intent = await provider.createPaymentIntent({
            amount: cents,
            currency: payment.currency,
            connectedAccountId: billing.stripeAccountId,
            applicationFeeAmount: payment.applicationFeeAmount,
            metadata: { kind: 'client_payment', businessId: tenant.businessId, clientPaymentId: payment.id, clientId, packageId },
          });
          payment.stripePaymentIntentId = intent.id;
          payment.clientSecret = intent.clientSecret;
        }
        await this.uow.save();
        return this.purchaseAnswer((await this.payments.findById(tenant, payment.id)) ?? payment);
      });
    } catch (error) {
      // Two submits of one key that slipped past the lock: the second answers the first's payment.
      if (error instanceof UniqueConstraintViolationException) {
        const existing = await this.payments.findByIdempotencyKey(tenant, clientId, dto.idempotencyKey);
        if (existing) return this.purchaseAnswer(existing);
      }
      throw error;
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
      this.receipts.recordRefund(tenant, payment, { cents, stripeRefundId: made.id, createdBy: tenant.actor.id });
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
