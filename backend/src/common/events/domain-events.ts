import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DomainEvent, DomainEventMap, DomainEventName } from './domain-event-map';
import { OutboxEvent } from './outbox-event.entity';

type Handler<E extends DomainEventName> = (event: DomainEvent<E>) => Promise<unknown> | unknown;

/**
 * Publishing and handling domain events.
 * - `record` stages the event in the outbox in the current unit of work (the request's, the job's or the open
 *   transaction's), so the same save commits the change and its event together; the relay hands it to BullMQ afterwards.
 * - `subscribe` registers a handler (worker side); `dispatch` runs the handlers of one delivered event.
 * Delivery is at least once: handlers must be idempotent (use `event.id` or domain keys).
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<DomainEventName, Handler<DomainEventName>[]>();

  constructor(private readonly em: EntityManager) {}

  record<E extends DomainEventName>(name: E, payload: DomainEventMap[E]): OutboxEvent {
    const event = this.em.create(OutboxEvent, { name, payload: { ...payload } });
    this.em.persist(event);
    return event;
  }

  subscribe<E extends DomainEventName>(name: E, handler: Handler<E>): () => void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<DomainEventName>);
    this.handlers.set(name, list);
    return () =>
      this.handlers.set(
        name,
        (this.handlers.get(name) ?? []).filter((h) => h !== handler),
      );
  }

  /** Runs every handler of the event; the first failure fails the job, which BullMQ retries (all handlers again). */
  async dispatch(event: DomainEvent): Promise<number> {
    const list = this.handlers.get(event.name) ?? [];
    for (const handler of list) await handler(event);
    return list.length;
  }
}
