import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * The transactional outbox: a domain event is written here in the same transaction as the change it
 * describes, then relayed to BullMQ (job id = event id). `dispatchedAt` is set once BullMQ has it.
 */
@Entity({ tableName: 'outbox_events' })
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
