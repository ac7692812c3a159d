import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { ClientSubscriptionResponseDto } from '../packages/dto/client-subscription.dto';
import { ClientPaymentsService } from './client-payments.service';

const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);
const subscriptionId = new IdParamPipe(SUBSCRIPTION_MESSAGES.notFound);

/** A client's recurring packages as the business stops (or keeps) their renewals, from the client's profile. */
@ApiTags('packages')
@Controller('clients/:id/subscriptions/:subscriptionId')
@Access({ roles: ['business', 'staff'], permissions: ['client_management'] })
export class ClientPackageRenewalsController {
  constructor(private readonly payments: ClientPaymentsService) {}

  /**
   * Cancels a client's recurring package at the end of its period
   *
   * @remarks No more renewals at the payments provider; the client keeps the package until its end date
   * (`cancelAtPeriodEnd` true), then it is cancelled. Undoable until then (`resume`). 409 for a one-off package or one
   * that has ended.
   */
  @Post('cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientSubscriptionResponseDto, description: 'The subscription, set to end at its period end' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUBSCRIPTION_MESSAGES.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${SUBSCRIPTION_MESSAGES.notRecurring}; ${SUBSCRIPTION_MESSAGES.notActive}` })
  cancel(
    @CurrentTenant() tenant: Tenant,
    @Param('id', clientId) id: string,
    @Param('subscriptionId', subscriptionId) subscription: string,
  ): Promise<ClientSubscriptionResponseDto> {
    return this.payments.setCancelAtPeriodEnd(tenant, id, subscription, true);
  }

  /**
   * Keeps a client's recurring package renewing
   *
   * @remarks Takes back a cancellation at period end while the period runs (`cancelAtPeriodEnd` false).
   */
  @Post('resume')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientSubscriptionResponseDto, description: 'The subscription, renewing again' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUBSCRIPTION_MESSAGES.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${SUBSCRIPTION_MESSAGES.notRecurring}; ${SUBSCRIPTION_MESSAGES.notActive}` })
  resume(
    @CurrentTenant() tenant: Tenant,
    @Param('id', clientId) id: string,
    @Param('subscriptionId', subscriptionId) subscription: string,
  ): Promise<ClientSubscriptionResponseDto> {
    return this.payments.setCancelAtPeriodEnd(tenant, id, subscription, false);
  }
}
