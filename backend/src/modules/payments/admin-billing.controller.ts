import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ADMIN_BILLING_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { AdminBillingService } from './admin-billing.service';
import { AdminPaymentDetailResponseDto, AdminPaymentRowResponseDto, ListAdminPaymentsQuery } from './dto/admin-payments.dto';
import { AdminSubscriptionResponseDto, ListAdminSubscriptionsQuery } from './dto/admin-subscriptions.dto';

const paymentId = new IdParamPipe(ADMIN_BILLING_MESSAGES.paymentNotFound);

/** The admin area's Billing & Subscriptions section (/admin/billing): every business's platform payments and subscriptions. */
@ApiTags('admin')
@Controller('admin')
@Access({ roles: ['admin'], permissions: ['payment_management'] })
export class AdminBillingController {
  constructor(private readonly billing: AdminBillingService) {}

  /**
   * Lists the platform payments
   *
   * @remarks Every business's payments of its platform subscription (and refunds to its card), newest first, with the
   * business; filtered by status (all, pending, paid, failed, refunded). Paged by `X-Total-Count`, `X-Page`, `X-Limit`.
   */
  @Get('payments')
  @Paginated(AdminPaymentRowResponseDto, 'The page of payments')
  payments(@Query() query: ListAdminPaymentsQuery): Promise<Page<AdminPaymentRowResponseDto>> {
    return this.billing.paymentPage(query);
  }

  /**
   * A platform payment with its provider events
   *
   * @remarks The payment (amounts, dates, failures, grace period, provider ids), its business, and the webhook events
   * recorded about its invoice and payment intents, oldest first, with when each was received and applied.
   */
  @Get('payments/:id')
  @ApiOkResponse({ type: AdminPaymentDetailResponseDto, description: 'The payment' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_BILLING_MESSAGES.paymentNotFound })
  payment(@Param('id', paymentId) id: string): Promise<AdminPaymentDetailResponseDto> {
    return this.billing.payment(id);
  }

  /**
   * Lists the platform subscriptions
   *
   * @remarks Every business's subscription, newest first, with the business, its plan, the provider's status, the end
   * of the current period and whether it is cancelled at that end; filtered by status. Paged by `X-Total-Count`,
   * `X-Page`, `X-Limit`.
   */
  @Get('subscriptions')
  @Paginated(AdminSubscriptionResponseDto, 'The page of subscriptions')
  subscriptions(@Query() query: ListAdminSubscriptionsQuery): Promise<Page<AdminSubscriptionResponseDto>> {
    return this.billing.subscriptionPage(query);
  }
}
