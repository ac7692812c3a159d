import { BadRequestException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@coachcore/domain';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { PaymentsSettings } from './payments-settings';
import type { ProviderEvent } from './provider/payments-provider';
import type { WebhookReceiver } from './provider/simulated-payments.provider';
import { webhookSignature } from './provider/webhook-signature';
import { WebhookEventsRepository } from './webhook-events.repository';

export interface WebhookReceipt {
  received: true;
  /** A repeat of an event already recorded: nothing new was done. */
  duplicate: boolean;
}

const isEvent = (value: unknown): value is ProviderEvent => {
  const event = value as ProviderEvent | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    /^evt_\w{1,200}$/.test(event.id) &&
    typeof event.type === 'string' &&
    event.type.length <= 100 &&
    Number.isInteger(event.created) &&
    typeof event.data?.object === 'object' &&
    event.data.object !== null
  );
};

/**
 * The receiving end of `POST /api/webhooks/stripe`, for Stripe's deliveries and the simulated provider's alike: it
 * verifies the signature over the raw body, records the event once and leaves the work to a `billing` job, so it
 * answers in a few milliseconds.
 */
@Injectable()
export class WebhooksService implements WebhookReceiver {
  constructor(
    private readonly settings: PaymentsSettings,
    private readonly events: WebhookEventsRepository,
    private readonly jobs: JobQueue,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReceipt> {
    const secret = this.settings.webhookSecret;
    if (!secret) throw new ServiceUnavailableException(PAYMENT_MESSAGES.configurationRequired);
    if (!rawBody?.length || !signature) throw new BadRequestException(PAYMENT_MESSAGES.invalidSignature);
    let event: ProviderEvent;
    try {
      event = webhookSignature.verify(rawBody, signature, secret);
    } catch {
      throw new BadRequestException(PAYMENT_MESSAGES.invalidSignature);
    }
    if (!isEvent(event)) throw new BadRequestException(PAYMENT_MESSAGES.invalidEvent);
    const state = await this.events.record({ id: event.id, type: event.type, created: event.created, payload: event as unknown as Record<string, unknown> });
    // A repeat of an event whose job has not run yet enqueues again: the job id makes it one job (its first
    // enqueue may have failed after the row was committed).
    if (state !== 'done') await this.jobs.enqueue('billing', 'apply-webhook-event', { eventId: event.id }, { jobId: `webhook.${event.id}` });
    return { received: true, duplicate: state !== 'new' };
  }
}
