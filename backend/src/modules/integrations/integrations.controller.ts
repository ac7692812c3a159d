import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { Paginated, type Page } from '../../common/http/pagination';
import {
  LeadDecDeliveryResponseDto,
  LeadDecIntegrationResponseDto,
  LeadDecTestResultDto,
  ListLeadDecDeliveriesQuery,
  SaveLeadDecSettingsDto,
} from './dto/lead-integration.dto';
import { LeadIntegrationService } from './lead-integration.service';

/** The lead-management card of /integrations (Setup, Webhooks and Sync Settings tabs). */
@ApiTags('integrations')
@Controller('integrations/leaddec')
@Access({ roles: ['business', 'staff'], permissions: ['business_management'] })
export class IntegrationsController {
  constructor(private readonly leads: LeadIntegrationService) {}

  /**
   * The lead-management integration
   *
   * @remarks Its settings (the API key only as its last four characters), the webhook secret and the five webhook
   * addresses on the product's own origin, and when a delivery last reached the client list. Made, with a fresh
   * secret, the first time it is read.
   */
  @Get()
  @ApiOkResponse({ type: LeadDecIntegrationResponseDto, description: 'The integration' })
  get(@CurrentTenant() tenant: Tenant): Promise<LeadDecIntegrationResponseDto> {
    return this.leads.get(tenant);
  }

  /**
   * Save Configuration
   *
   * @remarks The Setup tab's API key, location id and webhook URL and the Sync Settings tab's direction and switched
   * off events; only what is sent changes. Active once an API key and a location are saved.
   */
  @Put()
  @ApiOkResponse({ type: LeadDecIntegrationResponseDto, description: 'The saved integration' })
  save(@CurrentTenant() tenant: Tenant, @Body() dto: SaveLeadDecSettingsDto): Promise<LeadDecIntegrationResponseDto> {
    return this.leads.save(tenant, dto);
  }

  /**
   * Rotates the webhook secret
   *
   * @remarks Deliveries signed with the old secret are refused from now on.
   */
  @Post('secret')
  @HttpCode(200)
  @ApiOkResponse({ type: LeadDecIntegrationResponseDto, description: 'The integration with its new secret' })
  rotate(@CurrentTenant() tenant: Tenant): Promise<LeadDecIntegrationResponseDto> {
    return this.leads.rotateSecret(tenant);
  }

  /**
   * Test Connection
   *
   * @remarks Sends a signed test delivery to the business's own lead-created address and reports the answer. The
   * delivery is recorded as a test and changes no client.
   */
  @Post('test')
  @HttpCode(200)
  @ApiOkResponse({ type: LeadDecTestResultDto, description: 'What the endpoint answered' })
  test(@CurrentTenant() tenant: Tenant): Promise<LeadDecTestResultDto> {
    return this.leads.test(tenant);
  }

  /**
   * The recent webhook deliveries
   *
   * @remarks Newest first, each with its event, outcome (created, updated, ignored, test, rejected, failed), status and
   * the client it reached. Numbered pages (`X-Total-Count`, `X-Page`, `X-Limit`).
   */
  @Get('deliveries')
  @Paginated(LeadDecDeliveryResponseDto, 'The page of deliveries, newest first')
  deliveries(@CurrentTenant() tenant: Tenant, @Query() query: ListLeadDecDeliveriesQuery): Promise<Page<LeadDecDeliveryResponseDto>> {
    return this.leads.listDeliveries(tenant, query);
  }
}
