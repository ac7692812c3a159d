import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { WebhookEvent } from './entities/webhook-event.entity';

/**
 * payment_webhook_events, queried only here.
 * @platformData Provider events arrive before we know which business they concern; the job that applies one finds it.
 */
@Injectable()
export class WebhookEventsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Records a verified event once: answers 'new' for the first delivery, 'pending' for a repeat of one not applied yet
   * (its job may need enqueueing again), 'done' for a repeat of one already applied. The primary key decides, so
   * concurrent identical deliveries record one row.
   */
  async record(event: { id: string; type: string; created: number; payload: Record<string, unknown> }): Promise<'new' | 'pending' | 'done'> {
    const inserted = await this.em.execute<{ id: string }[]>(
      `insert into payment_webhook_events (id, type, created_at, payload, received_at) values (?, ?, to_timestamp(?), ?::jsonb, now())
       on conflict (id) do nothing returning id`,
      [event.id, event.type, event.created, JSON.stringify(event.payload)],
    );
    if (inserted.length) return 'new';
    const rows = await this.em.execute<{ processed_at: Date | null }[]>('select processed_at from payment_webhook_events where id = ?', [event.id]);
    return rows[0]?.processed_at ? 'done' : 'pending';
  }

  /** The event if it is still to be applied, locked until the transaction ends (a second job for it waits, then skips it). */
  lockUnprocessed(id: string): Promise<WebhookEvent | null> {
    return this.em.findOne(WebhookEvent, { id, processedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async markProcessed(id: string, outcome: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(WebhookEvent, { id }, { processedAt: at, outcome });
  }
}
