import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The platform's VAPID key pair, generated on first start when none is configured (one row, id 1): every instance
 * and every restart signs pushes with the same pair, so browsers' subscriptions stay valid.
 */
@Entity({ tableName: 'web_push_keys' })
export class WebPushKeys {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number & Opt = 1;

  @Property({ length: 100 })
  publicKey: string;

  @Property({ length: 100, hidden: true })
  privateKey: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
