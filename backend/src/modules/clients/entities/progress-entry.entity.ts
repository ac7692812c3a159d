import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from './client.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/** A progress record (document 2 section 3, progress_entries): workouts done, weigh-ins, photos, goal progress. */
@Entity({ tableName: 'progress_entries' })
@TenantOwned('client.coach', { client: 'client' })
@Index({ properties: ['client', 'recordedAt'] })
export class ProgressEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @Property()
  type: string;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  value?: number | null;

  @Property({ nullable: true })
  unit?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ nullable: true })
  imageUrl?: string | null;

  @Property({ type: 'timestamptz' })
  recordedAt: Date & Opt = new Date();
}
