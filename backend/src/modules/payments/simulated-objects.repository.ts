import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SimulatedObject } from './entities/simulated-object.entity';

/**
 * simulated_payment_objects, queried only here.
 * @platformData The simulated provider's own store (what Stripe keeps on its side), keyed by the provider's ids.
 */
@Injectable()
export class SimulatedObjectsRepository {
  constructor(private readonly em: EntityManager) {}

  async get<T extends Record<string, unknown>>(id: string): Promise<T | null> {
    const row = await this.em.findOne(SimulatedObject, { id }, { refresh: true });
    return (row?.data as T | undefined) ?? null;
  }

  /** The object, locked until the transaction ends (one confirmation of a payment at a time). */
  async lock<T extends Record<string, unknown>>(id: string): Promise<T | null> {
    const rows = await this.em.execute<{ data: T }[]>('select data from simulated_payment_objects where id = ? for update', [id]);
    return rows[0]?.data ?? null;
  }

  /** The objects of a kind (refunds) made for a payment intent, oldest first. */
  async ofPaymentIntent<T extends Record<string, unknown>>(object: string, paymentIntentId: string): Promise<T[]> {
    const rows = await this.em.execute<{ data: T }[]>(
      `select data from simulated_payment_objects where object = ? and data->>'payment_intent' = ? order by created_at, id`,
      [object, paymentIntentId],
    );
    return rows.map((row) => row.data);
  }

  async put(object: { id: string; object: string } & Record<string, unknown>): Promise<void> {
    await this.em.execute(
      `insert into simulated_payment_objects (id, object, data, created_at) values (?, ?, ?::jsonb, now())
       on conflict (id) do update set data = excluded.data`,
      [object.id, object.object, JSON.stringify(object)],
    );
  }
}
