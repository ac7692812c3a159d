import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES, type WebhookEventType } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { AppConfig } from '../../config/app-config';
import { newWebhookSecret } from '../integrations/lead-webhook-signature';
import { toDeliveryResponse, type WebhookDeliveryResponseDto } from './dto/webhook-delivery.dto';
import {
  toSubscriptionResponse,
  toSubscriptionWithSecret,
  type CreateWebhookSubscriptionDto,
  type UpdateWebhookSubscriptionDto,
  type WebhookSubscriptionResponseDto,
  type WebhookSubscriptionWithSecretDto,
} from './dto/webhook-subscription.dto';
import type { WebhookSubscription } from './entities/webhook-subscription.entity';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookJobs, webhookReplayJobId } from './webhook-jobs';
import { WebhookSubscriptionsRepository } from './webhook-subscriptions.repository';
import { isAllowedWebhookUrl } from './webhook-url';

/** The Webhooks section of /integrations: a business's endpoints, their secrets and their delivery log. */
@Injectable()
export class WebhookSubscriptionsService {
  constructor(
    private readonly subscriptions: WebhookSubscriptionsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly jobs: WebhookJobs,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async list(tenant: TenantScope): Promise<WebhookSubscriptionResponseDto[]> {
    return (await this.subscriptions.list(tenant)).map(toSubscriptionResponse);
  }

  /** Adds an endpoint with a new secret, answered this once. */
  async create(tenant: TenantScope, dto: CreateWebhookSubscriptionDto): Promise<WebhookSubscriptionWithSecretDto> {
    const url = this.allowedUrl(dto.url);
    const subscription = await this.uow.transaction(async () => {
      await this.subscriptions.lockBusiness(tenant);
      if ((await this.subscriptions.countAll(tenant)) >= WEBHOOK_LIMITS.subscriptionsMax) throw new BadRequestException(WEBHOOK_MESSAGES.tooMany);
      const created = this.subscriptions.add(tenant, { url, eventTypes: unique(dto.eventTypes), secret: newWebhookSecret(), isActive: dto.isActive ?? true });
      await this.uow.save();
      return created;
    });
    return toSubscriptionWithSecret(subscription);
  }

  /** Only what is sent changes; turned off, it receives nothing more (deliveries still waiting fail as turned off). */
  async update(tenant: TenantScope, id: string, dto: UpdateWebhookSubscriptionDto): Promise<WebhookSubscriptionResponseDto> {
    const subscription = await this.findOrFail(tenant, id);
    if (dto.url !== undefined) subscription.url = this.allowedUrl(dto.url);
    if (dto.eventTypes !== undefined) subscription.eventTypes = unique(dto.eventTypes);
    if (dto.isActive !== undefined) subscription.isActive = dto.isActive;
    await this.uow.save();
    return toSubscriptionResponse(subscription);
  }

  /** Deletes the endpoint with its delivery log; its queued deliveries find nothing to send. */
  async remove(tenant: TenantScope, id: string): Promise<void> {
    this.subscriptions.removeSubscription(tenant, await this.findOrFail(tenant, id));
    await this.uow.save();
  }

  /** A new secret, answered this once: deliveries are signed with it from now on (retries and replays included). */
  async rotateSecret(tenant: TenantScope, id: string): Promise<WebhookSubscriptionWithSecretDto> {
    const subscription = await this.findOrFail(tenant, id);
    subscription.secret = newWebhookSecret();
    await this.uow.save();
    return toSubscriptionWithSecret(subscription);
  }

  async listDeliveries(tenant: TenantScope, id: string, query: { page: number; limit: number }): Promise<Page<WebhookDeliveryResponseDto>> {
    const subscription = await this.findOrFail(tenant, id);
    return (await this.deliveries.pageOfSubscription(tenant, subscription, query)).map(toDeliveryResponse);
  }

  /** Sends a delivery's event again, as a new delivery of the same body (signed anew, with the current secret). */
  async replay(tenant: TenantScope, id: string, deliveryId: string): Promise<WebhookDeliveryResponseDto> {
    const subscription = await this.findOrFail(tenant, id);
    const original = await this.deliveries.findOfSubscription(tenant, subscription, deliveryId);
    if (!original) throw new NotFoundException(WEBHOOK_MESSAGES.deliveryNotFound);
    if (!subscription.isActive) throw new BadRequestException(WEBHOOK_MESSAGES.replayInactive);
    const replay = this.deliveries.addReplay(tenant, original);
    await this.uow.save();
    await this.jobs.queue(tenant, replay.id, webhookReplayJobId(replay.id));
    return toDeliveryResponse(replay);
  }

  private allowedUrl(url: string): string {
    if (!isAllowedWebhookUrl(url, this.config.isProduction))
      throw new BadRequestException({ message: WEBHOOK_MESSAGES.urlInvalid, errors: [{ field: 'url', message: WEBHOOK_MESSAGES.urlInvalid }] });
    return url;
  }

  private async findOrFail(tenant: TenantScope, id: string): Promise<WebhookSubscription> {
    const subscription = await this.subscriptions.findById(tenant, id);
    if (!subscription) throw new NotFoundException(WEBHOOK_MESSAGES.notFound);
    return subscription;
  }
}

const unique = (types: readonly WebhookEventType[]) => [...new Set(types)];
