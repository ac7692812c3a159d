import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  LEADDEC_ACCOUNT_HEADER,
  LEADDEC_MESSAGES,
  LEADDEC_SIGNATURE_HEADER,
  LEADDEC_WEBHOOK_EVENTS,
  leadDecWebhookPath,
  type LeadDecWebhookEvent,
} from '@coachcore/domain';
import type { AddressInfo } from 'node:net';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { AppConfig } from '../../config/app-config';
import { BusinessIntegrationsRepository } from './business-integrations.repository';
import {
  toDeliveryResponse,
  type LeadDecDeliveryResponseDto,
  type LeadDecIntegrationResponseDto,
  type LeadDecTestResultDto,
  type SaveLeadDecSettingsDto,
} from './dto/lead-integration.dto';
import type { BusinessIntegration } from './entities/business-integration.entity';
import { LeadWebhookDeliveriesRepository } from './lead-webhook-deliveries.repository';
import { newWebhookSecret, signLeadDecDelivery } from './lead-webhook-signature';

export const LEADDEC = 'leaddec';
const TEST_TIMEOUT_MS = 10_000;

/** The lead-management card of /integrations: settings, the webhook secret, recent deliveries and Test Connection. */
@Injectable()
export class LeadIntegrationService {
  constructor(
    private readonly integrations: BusinessIntegrationsRepository,
    private readonly deliveries: LeadWebhookDeliveriesRepository,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly http: HttpAdapterHost,
    private readonly uow: UnitOfWork,
  ) {}

  async get(tenant: Tenant): Promise<LeadDecIntegrationResponseDto> {
    return this.respond(await this.ensure(tenant));
  }

  /** Save Configuration: what is sent changes; the status is active once an API key and a location are saved. */
  async save(tenant: Tenant, dto: SaveLeadDecSettingsDto): Promise<LeadDecIntegrationResponseDto> {
    const integration = await this.ensure(tenant);
    if (dto.apiKey !== undefined) integration.accessToken = dto.apiKey;
    if (dto.locationId !== undefined) integration.externalAccountId = dto.locationId;
    const settings = { ...integration.settings };
    if (dto.webhookUrl !== undefined) settings.webhookUrl = dto.webhookUrl;
    if (dto.syncDirection !== undefined) settings.syncDirection = dto.syncDirection;
    if (dto.disabledEvents !== undefined) settings.disabledEvents = [...new Set(dto.disabledEvents)];
    integration.settings = settings;
    integration.status = integration.accessToken && integration.externalAccountId ? 'active' : 'pending';
    integration.errorMessage = null;
    await this.uow.save();
    return this.respond(integration);
  }

  /** A new webhook secret: deliveries signed with the old one are refused from now on. */
  async rotateSecret(tenant: Tenant): Promise<LeadDecIntegrationResponseDto> {
    const integration = await this.ensure(tenant);
    integration.webhookSecret = newWebhookSecret();
    await this.uow.save();
    return this.respond(integration);
  }

  async listDeliveries(tenant: Tenant, query: { page: number; limit: number }): Promise<Page<LeadDecDeliveryResponseDto>> {
    return (await this.deliveries.page(tenant, query)).map(toDeliveryResponse);
  }

  /**
   * Test Connection: sends a signed test delivery to the business's own lead-created endpoint, through this server's
   * HTTP listener (what LeadDec reaches through APP_URL), and reports what it answered. The delivery is recorded as a
   * test and changes no client.
   */
  async test(tenant: Tenant): Promise<LeadDecTestResultDto> {
    const integration = await this.ensure(tenant);
    const path = leadDecWebhookPath('lead-created');
    const url = `${this.config.appUrl}${path}`;
    const address = this.http.httpAdapter.getHttpServer().address() as AddressInfo | string | null;
    const started = Date.now();
    if (!address || typeof address === 'string')
      return { ok: false, statusCode: 0, message: `${LEADDEC_MESSAGES.testFailed}: the server is not listening`, url, durationMs: 0 };
    const host =
      address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    const body = JSON.stringify({ test: true, sentAt: new Date().toISOString() });
    try {
      const response = await fetch(`http://${host}:${address.port}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [LEADDEC_ACCOUNT_HEADER]: integration.id,
          [LEADDEC_SIGNATURE_HEADER]: signLeadDecDelivery(integration.webhookSecret, body),
        },
        body,
        signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      const ok = response.ok;
      return {
        ok,
        statusCode: response.status,
        message: ok ? LEADDEC_MESSAGES.testSucceeded : `${LEADDEC_MESSAGES.testFailed}: ${answer.message ?? response.statusText}`,
        url,
        durationMs: Date.now() - started,
      };
    } catch (error) {
      return { ok: false, statusCode: 0, message: `${LEADDEC_MESSAGES.testFailed}: ${(error as Error).message}`, url, durationMs: Date.now() - started };
    }
  }

  /** The business's lead-management row, made with a fresh secret the first time. */
  private async ensure(tenant: TenantScope): Promise<BusinessIntegration> {
    const found = await this.integrations.findByType(tenant, LEADDEC);
    if (found) return found;
    await this.integrations.ensure(tenant, LEADDEC, newWebhookSecret());
    return (await this.integrations.findByType(tenant, LEADDEC))!;
  }

  private respond(integration: BusinessIntegration): LeadDecIntegrationResponseDto {
    const origin = this.config.appUrl;
    return {
      accountId: integration.id,
      status: integration.status,
      apiKeySet: Boolean(integration.accessToken),
      apiKeyLast4: integration.accessToken ? integration.accessToken.slice(-4) : null,
      locationId: integration.externalAccountId ?? null,
      webhookUrl: integration.settings.webhookUrl ?? null,
      syncDirection: integration.settings.syncDirection ?? 'bidirectional',
      disabledEvents: (integration.settings.disabledEvents ?? []) as LeadDecWebhookEvent[],
      webhookSecret: integration.webhookSecret,
      webhooks: LEADDEC_WEBHOOK_EVENTS.map((event) => ({ event, path: leadDecWebhookPath(event), url: `${origin}${leadDecWebhookPath(event)}` })),
      lastSyncAt: integration.lastSyncAt?.toISOString() ?? null,
    };
  }
}
