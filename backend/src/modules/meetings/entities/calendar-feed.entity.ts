import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A calendar subscription (ICS) of a person of a business: the coach's feed (every meeting of the business) or a
 * client's (their own). The URL holds a random token of which only the SHA-256 is kept; rotating replaces it, revoking
 * removes the row, and the old URL answers 404 from then on. One feed per person and business.
 */
@Entity({ tableName: 'calendar_feeds' })
@TenantOwned('coach', { client: 'client', clientOptional: true })
@Unique({ properties: ['coach', 'owner'] })
export class CalendarFeed {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The business (the tenant). */
  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  /** Whose feed it is (the coach, or the client user). */
  @ManyToOne(() => User, { fieldName: 'owner_id', deleteRule: 'cascade', index: true })
  owner: User;

  /** For a client's feed: their client record, whose meetings it lists. */
  @ManyToOne(() => Client, { fieldName: 'client_id', nullable: true, deleteRule: 'cascade' })
  client?: Client | null;

  /** SHA-256 (hex) of the URL's token. */
  @Property({ length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  lastReadAt?: Date | null;
}
