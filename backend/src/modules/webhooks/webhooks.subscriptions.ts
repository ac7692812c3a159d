import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@coachcore/domain';
import { DomainEvents } from '../../common/events/domain-events';
import type { DomainEvent } from '../../common/events/domain-event-map';
import { WebhookDeliveriesService } from './webhook-deliveries.service';

/** Each event a partner can subscribe to has a subscriber that records and queues its deliveries. */
@Injectable()
export class WebhooksSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  onModuleInit(): void {
    for (const type of WEBHOOK_EVENT_TYPES) {
      this.events.subscribe(type, webhookSubscriberOf(type), (event) => this.deliveries.fanOut(event as DomainEvent<WebhookEventType>));
    }
  }
}

/** The subscriber's name for an event type (part of its job ids: stable). */
export const webhookSubscriberOf = (type: WebhookEventType) => `webhooks-${type.replaceAll('_', '-')}`;
