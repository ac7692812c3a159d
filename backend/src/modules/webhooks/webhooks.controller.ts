import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { WEBHOOK_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { ListWebhookDeliveriesQuery, WebhookDeliveryResponseDto } from './dto/webhook-delivery.dto';
import {
  CreateWebhookSubscriptionDto,
  UpdateWebhookSubscriptionDto,
  WebhookSubscriptionResponseDto,
  WebhookSubscriptionWithSecretDto,
} from './dto/webhook-subscription.dto';
import { WEBHOOK_SUBSCRIPTIONS_TAG } from './webhook-openapi';
import { WebhookSubscriptionsService } from './webhook-subscriptions.service';

const subscriptionId = new IdParamPipe(WEBHOOK_MESSAGES.notFound);
const deliveryId = new IdParamPipe(WEBHOOK_MESSAGES.deliveryNotFound);

/** The Webhooks section of /integrations: endpoints of integration partners that receive the business's events. */
@ApiTags(WEBHOOK_SUBSCRIPTIONS_TAG)
@Controller('webhook-subscriptions')
@Access({ roles: ['business', 'staff'], permissions: ['business_management'] })
export class WebhooksController {
  constructor(private readonly webhooks: WebhookSubscriptionsService) {}

  /**
   * Lists the business's webhooks
   *
   * @remarks Oldest first, without their secrets. A business keeps at most 20: not paged.
   */
  @Get()
  @ApiOkResponse({ type: [WebhookSubscriptionResponseDto], description: 'The webhooks' })
  list(@CurrentTenant() tenant: Tenant): Promise<WebhookSubscriptionResponseDto[]> {
    return this.webhooks.list(tenant);
  }

  /**
   * Adds a webhook
   *
   * @remarks url (an https:// address; http://localhost or 127.0.0.1 only outside production) and eventTypes (at
   * least one of the events under `webhooks` in this document). Answers the signing secret, this once.
   */
  @Post()
  @ApiCreatedResponse({ type: WebhookSubscriptionWithSecretDto, description: 'The webhook with its secret' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateWebhookSubscriptionDto): Promise<WebhookSubscriptionWithSecretDto> {
    return this.webhooks.create(tenant, dto);
  }

  /**
   * Updates a webhook
   *
   * @remarks Its url, event types or active switch; only what is sent changes. Turned off, it receives nothing more.
   */
  @Patch(':id')
  @ApiOkResponse({ type: WebhookSubscriptionResponseDto, description: 'The updated webhook' })
  update(
    @CurrentTenant() tenant: Tenant,
    @Param('id', subscriptionId) id: string,
    @Body() dto: UpdateWebhookSubscriptionDto,
  ): Promise<WebhookSubscriptionResponseDto> {
    return this.webhooks.update(tenant, id, dto);
  }

  /**
   * Deletes a webhook
   *
   * @remarks With its delivery log; deliveries still waiting are not sent.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  remove(@CurrentTenant() tenant: Tenant, @Param('id', subscriptionId) id: string): Promise<void> {
    return this.webhooks.remove(tenant, id);
  }

  /**
   * Rotates a webhook's secret
   *
   * @remarks Answers the new secret, this once; every delivery from now on (retries and replays too) is signed with it.
   */
  @Post(':id/secret')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookSubscriptionWithSecretDto, description: 'The webhook with its new secret' })
  rotate(@CurrentTenant() tenant: Tenant, @Param('id', subscriptionId) id: string): Promise<WebhookSubscriptionWithSecretDto> {
    return this.webhooks.rotateSecret(tenant, id);
  }

  /**
   * A webhook's delivery log
   *
   * @remarks Newest first: each delivery's event, status (pending, sending, succeeded, failed), attempts, the
   * endpoint's status code, the start of its answer, the duration and the error. `X-Total-Count`, `X-Page` and
   * `X-Limit` carry the paging.
   */
  @Get(':id/deliveries')
  @Paginated(WebhookDeliveryResponseDto, 'The page of deliveries, newest first')
  deliveries(
    @CurrentTenant() tenant: Tenant,
    @Param('id', subscriptionId) id: string,
    @Query() query: ListWebhookDeliveriesQuery,
  ): Promise<Page<WebhookDeliveryResponseDto>> {
    return this.webhooks.listDeliveries(tenant, id, query);
  }

  /**
   * Replays a delivery
   *
   * @remarks Sends its event again, as a new delivery with the same body and event id, signed with the current
   * secret. The webhook must be on.
   */
  @Post(':id/deliveries/:deliveryId/replay')
  @ApiCreatedResponse({ type: WebhookDeliveryResponseDto, description: 'The new delivery, queued' })
  replay(
    @CurrentTenant() tenant: Tenant,
    @Param('id', subscriptionId) id: string,
    @Param('deliveryId', deliveryId) delivery: string,
  ): Promise<WebhookDeliveryResponseDto> {
    return this.webhooks.replay(tenant, id, delivery);
  }
}
