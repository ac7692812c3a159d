import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';

/**
 * Domain events, named as the automation triggers of document 3 section 9. Modules publish them after their
 * write commits; the automations module subscribes and fans out through BullMQ.
 */
export interface DomainEventMap {
  client_signup: { businessId: string; clientId: string };
  goal_achieved: { businessId: string; clientId: string; goalId: string; title: string };
}
export type DomainEventName = keyof DomainEventMap;

@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly emitter = new EventEmitter();

  /** Handlers run after the publisher's work; a failing handler is logged and never breaks the request. */
  publish<E extends DomainEventName>(name: E, payload: DomainEventMap[E]): void {
    for (const listener of this.emitter.listeners(name)) {
      Promise.resolve()
        .then(() => (listener as (p: DomainEventMap[E]) => unknown)(payload))
        .catch((error: Error) => this.logger.error(`Handler of ${name} failed: ${error.message}`, error.stack));
    }
  }

  subscribe<E extends DomainEventName>(name: E, handler: (payload: DomainEventMap[E]) => unknown): () => void {
    this.emitter.on(name, handler);
    return () => this.emitter.off(name, handler);
  }
}
