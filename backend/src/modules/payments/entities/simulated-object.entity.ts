import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The simulated provider's objects (customers, subscriptions, invoices, payment intents, refunds, connected accounts),
 * stored as the JSON Stripe would answer, so the API and the workers see the same ones across restarts.
 */
@Entity({ tableName: 'simulated_payment_objects' })
export class SimulatedObject {
  /** Stripe-style id: cus_..., sub_..., in_..., pi_..., re_..., acct_... */
  @PrimaryKey({ type: 'text' })
  id: string;

  @Property({ length: 40 })
  object: string;

  @Property({ type: 'jsonb' })
  data: Record<string, unknown>;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
