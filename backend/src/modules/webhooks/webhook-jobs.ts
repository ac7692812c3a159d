import { Injectable } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import type { TenantScope } from '../../common/http/authenticated-request';
import { JobQueue } from '../../infra/queues/job-queue.service';

/** A delivery's job: five attempts, backing off exponentially (1 s, 2 s, 4 s, 8 s) before it shows as failed. */
export const WEBHOOK_DELIVERY_JOB: JobsOptions = { attempts: 5, backoff: { type: 'exponential', delay: 1000 } };

/** The job id of an event's delivery to a subscription: one job, whoever queues it and however often. */
export const webhookJobId = (eventId: string, subscriptionId: string) => `webhook.${eventId}.${subscriptionId}`;
export const webhookReplayJobId = (deliveryId: string) => `webhook-replay.${deliveryId}`;

/** Queues deliveries (the worker's fan-out of an event, the screen's replay). */
@Injectable()
export class WebhookJobs {
  constructor(private readonly jobs: JobQueue) {}

  queue(tenant: TenantScope, deliveryId: string, jobId: string): Promise<void> {
    return this.jobs.enqueue('webhooks', 'deliver-webhook', { businessId: tenant.businessId, deliveryId }, { ...WEBHOOK_DELIVERY_JOB, jobId });
  }
}
