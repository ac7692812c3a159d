import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * The transactional outbox: a domain event is written here in the same transaction as the change it
 * describes, then relayed to BullMQ (job id = event id). `dispatchedAt` is set once BullMQ has it. Each insert
 * NOTIFYs `outbox_events`, so the relay picks new events up at once.
 */
@Entity({
  tableName: 'outbox_events',
  // Declared so the schema diff (migration:create) knows it; created by Migration20261122040000_OutboxEvents, whose
  // function name MikroORM's own trigger DDL would not reproduce, hence the raw expression (compared by name only).
  triggers: [
    {
      name: 'outbox_events_notify',
      timing: 'after',
      events: ['insert'],
      forEach: 'statement',
      expression: `create trigger "outbox_events_notify" after insert on "outbox_events" for each statement execute function "outbox_events_notify"()`,
    },
  ],
})
@Index({
  name: 'outbox_events_pending_index',
  properties: ['createdAt'],
  expression: 'create index "outbox_events_pending_index" on "outbox_events" ("created_at") where "dispatched_at" is null',
})
export class OutboxEvent {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property()
  name: string;

  @Property({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  dispatchedAt?: Date | null;
}
