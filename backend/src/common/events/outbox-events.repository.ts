import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DomainEventName } from './domain-event-map';
import { OutboxEvent } from './outbox-event.entity';

/** An outbox row the relay has claimed. */
export interface PendingOutboxEvent {
  id: string;
  name: DomainEventName;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The outbox_events table: domain events staged with the change they describe, then claimed and marked by the relay.
 * @platformData The outbox is one queue for every business: the relay hands all pending events on in commit order,
 * whoever they belong to (each payload names its business), and user_registered belongs to no business at all.
 */
@Injectable()
export class OutboxEventsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A new event in the caller's unit of work: it commits with the change it describes, or not at all. */
  stage(name: DomainEventName, payload: Record<string, unknown>): OutboxEvent {
    const event = this.em.create(OutboxEvent, { name, payload });
    this.em.persist(event);
    return event;
  }

  /**
   * Up to `limit` pending events, oldest first, locked until the caller's transaction ends; rows another relay holds
   * are skipped (`for update skip locked`), so relays in several processes share the work. Run inside a transaction.
   */
  async claimPending(limit: number): Promise<PendingOutboxEvent[]> {
    const rows = await this.em.execute<Array<{ id: string; name: DomainEventName; payload: Record<string, unknown>; created_at: Date }>>(
      'select id, name, payload, created_at from outbox_events where dispatched_at is null order by created_at, id limit ? for update skip locked',
      [limit],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, payload: row.payload, createdAt: new Date(row.created_at) }));
  }

  async markDispatched(ids: string[]): Promise<void> {
    if (ids.length) await this.em.execute('update outbox_events set dispatched_at = now() where id in (?)', [ids], 'run');
  }

  /** Deletes events relayed longer ago than `retention` (a PostgreSQL interval such as '7 days'). */
  async deleteDispatchedBefore(retention: string): Promise<void> {
    await this.em.execute(`delete from outbox_events where dispatched_at < now() - cast(? as interval)`, [retention], 'run');
  }
}
