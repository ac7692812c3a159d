import { Inject, Injectable } from '@nestjs/common';
import { WEBHOOK_MESSAGES, type WebhookEventType } from '@coachcore/domain';
import type { DomainEvent } from '../../common/events/domain-event-map';
import type { TenantScope } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { webhookBody } from './webhook-events';
import { webhookJobId, WebhookJobs } from './webhook-jobs';
import { WebhookSender } from './webhook-sender';
import { WebhookSubscriptionsRepository } from './webhook-subscriptions.repository';
import { isAllowedWebhookUrl } from './webhook-url';

/** A failed attempt: the job fails with the attempt's error, so BullMQ backs off and retries it. */
export class WebhookAttemptError extends Error {}

/**
 * Sending events to partners (worker side): an event becomes one delivery per active subscription of its business to
 * its type (recorded once, queued under one job id), and each delivery is sent by its job, retried until it succeeds
 * or its attempts run out.
 */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    private readonly subscriptions: WebhookSubscriptionsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly sender: WebhookSender,
    private readonly jobs: WebhookJobs,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Records and queues the event's deliveries; a repeated or concurrent handling of the event adds nothing. */
  async fanOut(event: DomainEvent<WebhookEventType>): Promise<{ deliveries: number }> {
    const tenant: TenantScope = { businessId: event.payload.businessId };
    const body = webhookBody(event) as unknown as Record<string, unknown>;
    let queued = 0;
    for (const subscription of await this.subscriptions.activeFor(tenant, event.name)) {
      const deliveryId = await this.deliveries.recordFirst(tenant, { subscriptionId: subscription.id, eventId: event.id, eventType: event.name, body });
      if (!deliveryId) continue;
      await this.jobs.queue(tenant, deliveryId, webhookJobId(event.id, subscription.id));
      queued += 1;
    }
    return { deliveries: queued };
  }

  /**
   * One attempt of a delivery, unless it is done or another worker holds it. Its outcome goes in the log; a failure
   * goes back to pending for its retry or, on the last attempt, shows as failed.
   */
  async deliver(businessId: string, deliveryId: string, lastAttempt: boolean): Promise<Record<string, unknown>> {
    const tenant: TenantScope = { businessId };
    if (!(await this.deliveries.claim(tenant, deliveryId))) return { skipped: true };
    const delivery = (await this.deliveries.findById(tenant, deliveryId))!;
    const subscription = delivery.subscription;
    if (!subscription.isActive || !isAllowedWebhookUrl(subscription.url, this.config.isProduction)) {
      const error = subscription.isActive ? WEBHOOK_MESSAGES.urlInvalid : WEBHOOK_MESSAGES.inactive;
      await this.deliveries.finish(tenant, deliveryId, 'failed', { status: null, responseBody: null, durationMs: 0, error });
      return { failed: error };
    }
    const { ok, ...attempt } = await this.sender.send({
      url: subscription.url,
      secret: subscription.secret,
      deliveryId,
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      body: delivery.body,
    });
    await this.deliveries.finish(tenant, deliveryId, ok ? 'succeeded' : lastAttempt ? 'failed' : 'pending', attempt);
    if (!ok) throw new WebhookAttemptError(attempt.error ?? 'The delivery failed');
    return { status: attempt.status, durationMs: attempt.durationMs };
  }
}
