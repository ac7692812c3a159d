import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';

export type SmsStatus = 'pending' | 'sent';

/**
 * Every text message a business's automations send to a client, written before it leaves: `dedupeKey` (the automation
 * run's) makes a re-run of the action (a retry, a worker that died in it) send it once. With the offline driver the
 * row is the record of what would have been sent.
 */
@Entity({ tableName: 'sms_outbox' })
@TenantOwned('business', { client: 'client' })
export class SmsOutbox {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ unique: true })
  dedupeKey: string;

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade', index: true })
  business: User;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade', index: true })
  client: Client;

  @Property({ length: 40 })
  toNumber: string;

  @Property({ type: 'text' })
  body: string;

  @Property({ length: 20, default: 'pending' })
  status: SmsStatus & Opt = 'pending';

  /** The driver that took it (`offline`: it never left the machine) and its id for the message. */
  @Property({ length: 40, nullable: true })
  provider: string | null = null;

  @Property({ nullable: true })
  providerMessageId: string | null = null;

  @Property({ default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;
}
