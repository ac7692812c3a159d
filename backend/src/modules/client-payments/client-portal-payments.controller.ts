import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_PAYMENT_MESSAGES, COUPON_MESSAGES } from '@coachcore/domain';
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

const packageId = new IdParamPipe(CLIENT_PAYMENT_MESSAGES.packageNotFound);
const sessionId = new IdParamPipe(CLIENT_PAYMENT_MESSAGES.seatNotFound);

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
   * client's once the payment succeeds; the receipt e-mail follows.
   */
  @Post('packages/:id/purchase')
  @HttpCode(200)
  @ApiOkResponse({ type: PurchaseResponseDto, description: 'The payment and its client secret' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${CLIENT_PAYMENT_MESSAGES.idempotencyKeyInvalid}; ${COUPON_MESSAGES.codeNotValid}` })
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
}
