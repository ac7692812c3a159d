import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, PACKAGE_MESSAGES, SUBSCRIPTION_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { AssignPackageDto, ClientSubscriptionResponseDto } from './dto/client-subscription.dto';
import { ListClientSubscriptionsQuery } from './dto/coaching-package.dto';
import { PackagesService } from './packages.service';

const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);
const subscriptionId = new IdParamPipe(SUBSCRIPTION_MESSAGES.notFound);

/** A client's coaching packages, as the business sees them on the client's profile (client_subscriptions). */
@ApiTags('packages')
@Controller('clients/:id/subscriptions')
@Access({ roles: ['business', 'staff'], permissions: ['client_management'] })
export class ClientSubscriptionsController {
  constructor(private readonly packages: PackagesService) {}

  /**
   * The client's packages
   *
   * @remarks Every package the client has had, newest first: active, cancelled (ended by the business) or expired
   * (past its end date). Paged like the clients list.
   */
  @Get()
  @Access({ permissions: ['client_management', 'view_clients'] })
  @Paginated(ClientSubscriptionResponseDto, 'The page of the client’s subscriptions, newest first')
  list(
    @CurrentTenant() tenant: Tenant,
    @Param('id', clientId) id: string,
    @Query() query: ListClientSubscriptionsQuery,
  ): Promise<Page<ClientSubscriptionResponseDto>> {
    return this.packages.listOfClient(tenant, id, query);
  }

  /**
   * Assigns a package to the client
   *
   * @remarks One of the business's active packages, from `startDate` (today in the business's time zone when left
   * out) to start plus the package's duration in days; status active. 409 when the package is inactive, full
   * (`maxClients` clients hold it) or already held by this client; 400 when it would have ended before today. Records
   * `package_assigned`.
   */
  @Post()
  @ApiCreatedResponse({ type: ClientSubscriptionResponseDto, description: 'The new subscription' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: SUBSCRIPTION_MESSAGES.endsBeforeToday })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PACKAGE_MESSAGES.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${PACKAGE_MESSAGES.inactive}; ${PACKAGE_MESSAGES.full}; ${PACKAGE_MESSAGES.alreadyAssigned}` })
  assign(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: AssignPackageDto): Promise<ClientSubscriptionResponseDto> {
    return this.packages.assign(tenant, id, dto);
  }

  /**
   * Ends one of the client's packages now
   *
   * @remarks Status cancelled; the end date becomes today (the client keeps the record in their history). An ended
   * subscription answers 409, and so does a renewing (monthly or yearly) one: cancel it at the end of its period with
   * `POST /api/clients/{id}/subscriptions/{subscriptionId}/cancel`. Records `package_subscription_ended`.
   */
  @Post(':subscriptionId/end')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientSubscriptionResponseDto, description: 'The ended subscription' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUBSCRIPTION_MESSAGES.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${SUBSCRIPTION_MESSAGES.notActive} / ${SUBSCRIPTION_MESSAGES.recurringEndsAtPeriodEnd}` })
  end(
    @CurrentTenant() tenant: Tenant,
    @Param('id', clientId) id: string,
    @Param('subscriptionId', subscriptionId) subscription: string,
  ): Promise<ClientSubscriptionResponseDto> {
    return this.packages.end(tenant, id, subscription);
  }
}
