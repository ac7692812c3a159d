import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';

/**
 * One browser's web push subscription of a client (the PushSubscription the portal's service worker made): where to
 * POST, and the keys that encrypt the payload for that browser. A push service answering 404 or 410 removes it.
 */
@Entity({ tableName: 'push_subscriptions' })
@TenantOwned('coach', { client: 'client' })
@Unique({ properties: ['client', 'endpoint'] })
export class PushSubscription {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade', index: true })
  coach: User;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @Property({ type: 'text' })
  endpoint: string;

  /** The browser's P-256 public key (base64url). */
  @Property({ length: 200 })
  p256dh: string;

  /** The browser's authentication secret (base64url). */
  @Property({ length: 100, hidden: true })
  auth: string;

  @Property({ length: 500, nullable: true })
  userAgent?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
