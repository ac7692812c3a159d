import { Injectable } from '@nestjs/common';
import type { DomainEvent, DomainEventMap, DomainEventName } from './domain-event-map';
import type { OutboxEvent } from './outbox-event.entity';
import { OutboxEventsRepository } from './outbox-events.repository';

type Handler<E extends DomainEventName> = (event: DomainEvent<E>) => Promise<unknown> | unknown;

/** A subscriber's name: part of its job id (`<event id>.<subscriber>`), so it must stay stable across releases. */
const SUBSCRIBER_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Publishing and handling domain events.
 * - `record` stages the event in the outbox in the current unit of work (the request's, the job's or the open
 *   transaction's), so the same save commits the change and its event together; the relay hands it to BullMQ afterwards.
 * - `subscribe` registers a named handler (worker side). The relayed event's job fans out one job per subscriber
 *   (job id = event id + subscriber name), each retried on its own: a retry never re-runs a subscriber that succeeded.
 * Delivery is at least once: handlers must be idempotent (use `event.id` or domain keys).
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<DomainEventName, Map<string, Handler<DomainEventName>>>();

  constructor(private readonly outbox: OutboxEventsRepository) {}

  record<E extends DomainEventName>(name: E, payload: DomainEventMap[E]): OutboxEvent {
    return this.outbox.stage(name, { ...payload });
  }

  /** Registers `handler` as subscriber `subscriber` of the event; answers a function that unregisters it. */
  subscribe<E extends DomainEventName>(name: E, subscriber: string, handler: Handler<E>): () => void {
    if (!SUBSCRIBER_NAME.test(subscriber)) throw new Error(`Subscriber name "${subscriber}" must be kebab-case (it is part of job ids)`);
    const subscribers = this.handlers.get(name) ?? new Map<string, Handler<DomainEventName>>();
    if (subscribers.has(subscriber)) throw new Error(`"${subscriber}" already subscribes to ${name}`);
    subscribers.set(subscriber, handler as Handler<DomainEventName>);
    this.handlers.set(name, subscribers);
    return () => {
      if (this.handlers.get(name)?.get(subscriber) === handler) this.handlers.get(name)!.delete(subscriber);
    };
  }

  /** The names of the event's subscribers in this process (one job each). */
  subscribersOf(name: DomainEventName): string[] {
    return [...(this.handlers.get(name)?.keys() ?? [])];
  }

  /** Runs one subscriber of a delivered event; a subscriber unknown here fails (its job is retried, perhaps elsewhere). */
  async handle(event: DomainEvent, subscriber: string): Promise<void> {
    const handler = this.handlers.get(event.name)?.get(subscriber);
    if (!handler) throw new Error(`No subscriber "${subscriber}" of ${event.name} in this process`);
    await handler(event);
  }
}
