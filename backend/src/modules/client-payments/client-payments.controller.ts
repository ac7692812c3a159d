import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_PAYMENT_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { ClientPaymentsService } from './client-payments.service';
import { ClientPaymentResponseDto, ListClientPaymentsQuery, RefundPaymentDto } from './dto/client-payment.dto';

const paymentId = new IdParamPipe(CLIENT_PAYMENT_MESSAGES.notFound);

/** The business's client payments and their refunds: its owner, and staff with payment management. */
@ApiTags('client-payments')
@Controller('client-payments')
@Access({ roles: ['business', 'staff'], permissions: ['payment_management'] })
export class ClientPaymentsController {
  constructor(private readonly payments: ClientPaymentsService) {}

  /**
   * Lists the business's client payments
   *
   * @remarks Newest first, each with its refunds; `clientId` for one client's. Paging in the `X-Total-Count`,
   * `X-Page` and `X-Limit` headers.
   */
  @Get()
  @Paginated(ClientPaymentResponseDto, 'The page of payments, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListClientPaymentsQuery): Promise<Page<ClientPaymentResponseDto>> {
    return this.payments.list(tenant, query);
  }

  /**
   * Refunds a payment
   *
   * @remarks All that is left when `amount` is left out, otherwise that much (several partial refunds up to the amount
   * charged). 400 for a payment that is not paid, or more than is left. Records `client_payment_refunded`.
   */
  @Post(':id/refund')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientPaymentResponseDto, description: 'The payment with its refunds' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `${CLIENT_PAYMENT_MESSAGES.notRefundable}; ${CLIENT_PAYMENT_MESSAGES.refundTooLarge}; ${CLIENT_PAYMENT_MESSAGES.refundAmountInvalid}`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CLIENT_PAYMENT_MESSAGES.notFound })
  refund(@CurrentTenant() tenant: Tenant, @Param('id', paymentId) id: string, @Body() dto: RefundPaymentDto): Promise<ClientPaymentResponseDto> {
    return this.payments.refund(tenant, id, dto);
  }
}
