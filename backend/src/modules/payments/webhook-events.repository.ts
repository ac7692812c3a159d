import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PaymentEventRow } from './dto/billing-rows';
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

  /**
   * The events about a payment, oldest first: those of its invoice, and those of its payment intents (the one recorded
   * on the payment and the ones its invoice's events name, so a failed payment's attempts are found too), including
   * the charges and refunds that point at an intent. Both lookups use the expression indexes on the event's object.
   */
  async concerning(payment: { stripeInvoiceId: string | null; stripePaymentIntentId: string | null }): Promise<PaymentEventRow[]> {
    if (!payment.stripeInvoiceId && !payment.stripePaymentIntentId) return [];
    return this.em.execute<PaymentEventRow[]>(
      `with ids as (
         select array_remove(array[?::text, ?::text] || array(
           select distinct intent from payment_webhook_events e,
             lateral (values (e.payload #>> '{data,object,payment_intent}'), (e.payload #>> '{data,object,payments,data,0,payment,payment_intent}')) v(intent)
            where (e.payload #>> '{data,object,id}') = ? and intent is not null), null) as keys)
       select w.id, w.type, w.created_at as "createdAt", w.received_at as "receivedAt", w.processed_at as "processedAt", w.outcome
         from payment_webhook_events w, ids
        where (w.payload #>> '{data,object,id}') = any(ids.keys) or (w.payload #>> '{data,object,payment_intent}') = any(ids.keys)
        order by w.created_at, w.received_at, w.id`,
      [payment.stripeInvoiceId, payment.stripePaymentIntentId, payment.stripeInvoiceId],
    );
  }
}
