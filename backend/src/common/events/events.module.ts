import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events';
import { OutboxEventsRepository } from './outbox-events.repository';
import { OutboxRelay } from './outbox-relay.service';

/** Recording domain events (every process) and relaying the outbox to BullMQ (every process; they share the work). */
@Global()
@Module({ providers: [OutboxEventsRepository, DomainEvents, OutboxRelay], exports: [DomainEvents, OutboxRelay] })
export class EventsModule {}
