import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_PAYMENT_MESSAGES, COUPON_MESSAGES, SUBSCRIPTION_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { ClientPaymentsService } from './client-payments.service';
import {
  ClientPackagesResponseDto,
  ClientPaymentResponseDto,
  ListClientPaymentsQuery,
  PaySessionDto,
  PurchasePackageDto,
  PurchaseResponseDto,
} from './dto/client-payment.dto';
import { ClientSubscriptionResponseDto } from '../packages/dto/client-subscription.dto';

const packageId = new IdParamPipe(CLIENT_PAYMENT_MESSAGES.packageNotFound);
const sessionId = new IdParamPipe(CLIENT_PAYMENT_MESSAGES.seatNotFound);
const subscriptionId = new IdParamPipe(SUBSCRIPTION_MESSAGES.notFound);

/** The signed-in client's packages to buy, purchases and receipts (the client portal). */
@ApiTags('client-portal')
@Controller('client')
@Access({ roles: ['client'] })
export class ClientPortalPaymentsController {
  constructor(private readonly payments: ClientPaymentsService) {}

  /**
   * The coach's packages for sale
   *
   * @remarks The coach's active packages, and `paymentsReady` false (with `message`) while the coach cannot take payments.
   */
  @Get('packages')
  @ApiOkResponse({ type: ClientPackagesResponseDto, description: 'The packages' })
  packages(@CurrentTenant() tenant: Tenant): Promise<ClientPackagesResponseDto> {
    return this.payments.packagesForClient(tenant);
  }

  /**
   * Buys a package
   *
   * @remarks Charged on the coach's payments account with the platform's 5 % fee, after the optional client coupon
   * (redeemed once). Answers the payment and the `clientSecret` the card form confirms it with (null when a coupon
   * leaves nothing to pay: paid at once). The same `idempotencyKey` answers the same payment. The package is the
   * client's once the payment succeeds; the receipt e-mail follows. A recurring package (`billingInterval` month or
   * year) starts a subscription on the coach's account instead: this is its first payment, each renewal is a payment
   * of its own, and the package runs to the paid period's end (coupons are for one-off packages).
   */
  @Post('packages/:id/purchase')
  @HttpCode(200)
  @ApiOkResponse({ type: PurchaseResponseDto, description: 'The payment and its client secret' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `${CLIENT_PAYMENT_MESSAGES.idempotencyKeyInvalid}; ${COUPON_MESSAGES.codeNotValid}; ${CLIENT_PAYMENT_MESSAGES.couponOneOffOnly}`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CLIENT_PAYMENT_MESSAGES.packageNotFound })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `${CLIENT_PAYMENT_MESSAGES.sellerNotReady}; ${CLIENT_PAYMENT_MESSAGES.packageInactive}; ${CLIENT_PAYMENT_MESSAGES.alreadyHasPackage}`,
  })
  purchase(@CurrentTenant() tenant: Tenant, @Param('id', packageId) id: string, @Body() dto: PurchasePackageDto): Promise<PurchaseResponseDto> {
    return this.payments.purchase(tenant, id, dto);
  }

  /**
   * Pays the client's seat in a paid group session
   *
   * @remarks The seat's price (the session's price when they got the seat) charged on the coach's payments account with
   * the platform's 5 % fee. Answers the payment and the `clientSecret` the card form confirms it with; the seat shows
   * as paid (`paymentStatus`) once the payment succeeds, and the receipt e-mail follows. One payment per seat: asking
   * again (any key) answers the same payment until it is fully refunded.
   */
  @Post('group-sessions/:id/payment')
  @HttpCode(200)
  @ApiOkResponse({ type: PurchaseResponseDto, description: 'The payment and its client secret' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: CLIENT_PAYMENT_MESSAGES.idempotencyKeyInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CLIENT_PAYMENT_MESSAGES.seatNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${CLIENT_PAYMENT_MESSAGES.nothingOwed}; ${CLIENT_PAYMENT_MESSAGES.sellerNotReady}` })
  payForSession(@CurrentTenant() tenant: Tenant, @Param('id', sessionId) id: string, @Body() dto: PaySessionDto): Promise<PurchaseResponseDto> {
    return this.payments.payForSession(tenant, id, dto);
  }

  /**
   * The signed-in client's payments (receipts)
   *
   * @remarks Newest first, with refunds. Paging in the `X-Total-Count`, `X-Page` and `X-Limit` headers.
   */
  @Get('payments')
  @Paginated(ClientPaymentResponseDto, 'The page of payments, newest first')
  receipts(@CurrentTenant() tenant: Tenant, @Query() query: ListClientPaymentsQuery): Promise<Page<ClientPaymentResponseDto>> {
    return this.payments.receiptsOfClient(tenant, query);
  }

  /**
   * Cancels a recurring package at the end of its period
   *
   * @remarks The signed-in client's own: no more renewals, the package stays until its end date (`cancelAtPeriodEnd`
   * true). Undoable until then (`resume`). 409 for a one-off package or one that has ended.
   */
  @Post('subscriptions/:id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientSubscriptionResponseDto, description: 'The subscription, set to end at its period end' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUBSCRIPTION_MESSAGES.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${SUBSCRIPTION_MESSAGES.notRecurring}; ${SUBSCRIPTION_MESSAGES.notActive}` })
  cancelAtPeriodEnd(@CurrentTenant() tenant: Tenant, @Param('id', subscriptionId) id: string): Promise<ClientSubscriptionResponseDto> {
    return this.payments.setCancelAtPeriodEnd(tenant, null, id, true);
  }

  /**
   * Keeps a recurring package renewing
   *
   * @remarks Takes back a cancellation at period end while the period runs (`cancelAtPeriodEnd` false).
   */
  @Post('subscriptions/:id/resume')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientSubscriptionResponseDto, description: 'The subscription, renewing again' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUBSCRIPTION_MESSAGES.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${SUBSCRIPTION_MESSAGES.notRecurring}; ${SUBSCRIPTION_MESSAGES.notActive}` })
  resume(@CurrentTenant() tenant: Tenant, @Param('id', subscriptionId) id: string): Promise<ClientSubscriptionResponseDto> {
    return this.payments.setCancelAtPeriodEnd(tenant, null, id, false);
  }
}
