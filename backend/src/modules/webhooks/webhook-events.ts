import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@coachcore/domain';
import type { DomainEvent, DomainEventMap, DomainEventName } from '../../common/events/domain-event-map';

/** Every webhook event is a domain event of the same name (the compiler refuses a name the event map lacks). */
const _EVERY_TYPE_IS_AN_EVENT: readonly DomainEventName[] = WEBHOOK_EVENT_TYPES;
void _EVERY_TYPE_IS_AN_EVENT;

/** Keys of the outbox that only the product reads (which e-mail in the outbox an event staged): never sent out. */
const INTERNAL_KEYS = ['emailKey', 'emailKeys'] as const;
type InternalKey = (typeof INTERNAL_KEYS)[number];

/** What a partner receives of an event: its payload without the internal keys. */
export type WebhookEventData<E extends WebhookEventType> = Omit<DomainEventMap[E], InternalKey>;

/** The JSON body of a delivery. */
export interface WebhookBody {
  /** The event's id (the same in every delivery and replay of the event). */
  id: string;
  type: WebhookEventType;
  /** When the event happened (ISO 8601). */
  createdAt: string;
  data: Record<string, unknown>;
}

export const isWebhookEventType = (name: string): name is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(name);

export function webhookBody(event: DomainEvent<WebhookEventType>): WebhookBody {
  const data: Record<string, unknown> = { ...event.payload };
  for (const key of INTERNAL_KEYS) delete data[key];
  return { id: event.id, type: event.name, createdAt: event.occurredAt, data };
}
