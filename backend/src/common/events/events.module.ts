import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events';
import { OutboxEventsRepository } from './outbox-events.repository';
import { OutboxRelay } from './outbox-relay.service';
import { OutboxEvent } from './outbox-event.entity';

/** Recording domain events (every process) and relaying the outbox to BullMQ (every process; they share the work). */
@Global()
@Module({ providers: [OutboxEventsRepository, DomainEvents, OutboxRelay], exports: [DomainEvents, OutboxRelay] })
export class EventsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [OutboxEvent];
}
